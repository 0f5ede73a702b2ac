import Foundation

/// Facts about a style that let the layout skip work: computed when the style is set.
struct StyleTraits {
    /// The node's own layout reads its owner's size (percentages of sizes, min/max sizes, margins and
    /// padding; `stretch` and `fit-content` sizes).
    var usesOwnerSize: Bool
    /// Some margin is `auto`.
    var hasAutoMargins: Bool
    /// Some inset (`left`, `top`…) is set.
    var hasInsets: Bool
    /// A size, min/max size or flex basis is `max-content`, `fit-content` or `stretch`.
    var hasKeywordSizes: Bool
    /// A size, min/max size or flex basis is a percentage.
    var hasPercentSizes: Bool
    /// Some margin, padding or border is set (without, every edge is 0 and the layout does not read them).
    var hasEdges: Bool

    init(_ style: FlexStyle) {
        // `stretch` and `fit-content` sizes are the owner's size less the margins: they read it as percentages do.
        usesOwnerSize = style.width.readsOwnerSize || style.height.readsOwnerSize || style.minWidth.readsOwnerSize
            || style.minHeight.readsOwnerSize || style.maxWidth.readsOwnerSize || style.maxHeight.readsOwnerSize
            || style.lengths.contains(.margin, where: \.isPercent) || style.lengths.contains(.padding, where: \.isPercent)
        hasAutoMargins = style.lengths.contains(.margin) { $0 == .auto }
        hasInsets = style.lengths.hasAny(.position)
        hasEdges = style.lengths.hasAny(.margin) || style.lengths.hasAny(.padding) || style.lengths.hasAny(.border)
        hasPercentSizes = style.width.isPercent || style.height.isPercent || style.minWidth.isPercent || style.minHeight.isPercent
            || style.maxWidth.isPercent || style.maxHeight.isPercent || style.flexBasis.isPercent
        hasKeywordSizes = style.width.isKeyword || style.height.isKeyword || style.minWidth.isKeyword || style.minHeight.isKeyword
            || style.maxWidth.isKeyword || style.maxHeight.isKeyword || style.flexBasis.isKeyword
    }
}
