import Foundation

/// A node's intrinsic sizes (CSS Sizing §5), for `max-content`, `fit-content`
/// and `stretch` in its sizes, min/max sizes and flex basis.
struct IntrinsicSizes {
    /// The owner width and direction they were computed for (NaN: none yet).
    var ownerWidth: CGFloat = .nan
    var rtl = false
    /// The border-box size with unbounded space.
    var maxContent = CGSize.zero
    /// The border-box width when every soft wrap opportunity is taken (lines as narrow as their widest item).
    var minContentWidth: CGFloat = 0
}

/// What a node whose style has sizing keywords keeps out of the node (few nodes have them): its sizes with the
/// keywords resolved, and its intrinsic sizes. Allocated with such a style, so that a layout allocates nothing.
final class KeywordSizingStorage {
    var sizing: SizingValues
    var sizes = IntrinsicSizes()
    init(sizing: SizingValues) { self.sizing = sizing }
}

/// How a node is being measured for its intrinsic sizes: its keyword sizes count as `auto` then.
enum IntrinsicMode: UInt8 {
    case none = 0, maxContent, minContent
}

extension FlexLayout {
    /// The definite border-box length of a sizing keyword for `node` along `axis`, or `nil` (treated as auto).
    ///
    /// - `stretch`: the containing block's length less the node's margins, when that length is definite;
    /// - `max-content`: the node laid out in unbounded space;
    /// - `fit-content`: widths only (as browsers: a fit-content height is auto): max-content, at most
    ///   the stretch length, at least min-content.
    /// The intrinsic sizes must have been computed (``computeIntrinsicSizes(_:direction:ownerWidth:)``).
    static func keywordSize(_ node: FlexNode, _ value: FlexValue, _ axis: Axis, owner: CGFloat?, ownerWidth: CGFloat?,
                            direction: FlexDirection.Inline) -> CGFloat? {
        if node.intrinsicMode != .none { return nil }
        let stretch = owner.map { max(0, $0 - margins(node, axis, direction, ownerWidth: ownerWidth)) }
        switch value {
        case .stretch:
            return stretch
        case .maxContent:
            guard !node.intrinsicSizes.ownerWidth.isNaN else { return nil }
            let sizes = node.intrinsicSizes
            return axis == .horizontal ? sizes.maxContent.width : sizes.maxContent.height
        case .fitContent:
            guard axis == .horizontal, !node.intrinsicSizes.ownerWidth.isNaN else { return nil }
            let sizes = node.intrinsicSizes
            let maxContent = axis == .horizontal ? sizes.maxContent.width : sizes.maxContent.height
            guard let stretch else { return maxContent }
            return min(maxContent, max(sizes.minContentWidth, stretch))
        default:
            return nil
        }
    }

    /// Resolves the node's sizing keywords into `sizing` before a pass reads its sizes: for a node
    /// as it enters its layout, and for a container's children before its pass (so size resolution,
    /// inlined everywhere, only reads values and never nests a layout).
    @inline(never)
    static func prepareSizing(_ node: FlexNode, direction: FlexDirection.Inline, ownerWidth: CGFloat?, ownerHeight: CGFloat?) {
        guard node.intrinsicMode == .none else { return }
        // While its intrinsic sizes are measured, the node's keywords count as auto.
        node.keywordSizing.sizing = SizingValues(node.style, keywordsAsAuto: true)
        computeIntrinsicSizes(node, direction: direction, ownerWidth: ownerWidth)
        func resolved(_ value: FlexValue, _ axis: Axis) -> FlexValue {
            guard value.isKeyword else { return value }
            let owner = axis == .horizontal ? ownerWidth : ownerHeight
            guard var length = keywordSize(node, value, axis, owner: owner, ownerWidth: ownerWidth, direction: direction) else { return .auto }
            // Keyword lengths are border-box lengths: a content-box style gets its padding and border added back later.
            if node.style.boxSizing == .contentBox { length -= paddingBorder(node, axis, direction, ownerWidth: ownerWidth) }
            return .point(max(0, length))
        }
        let style = node.style
        node.keywordSizing.sizing = SizingValues(width: resolved(style.width, .horizontal), height: resolved(style.height, .vertical),
                                                 minWidth: resolved(style.minWidth, .horizontal), minHeight: resolved(style.minHeight, .vertical),
                                                 maxWidth: resolved(style.maxWidth, .horizontal), maxHeight: resolved(style.maxHeight, .vertical),
                                                 flexBasis: style.flexBasis)
    }

    /// ``prepareSizing(_:direction:ownerWidth:ownerHeight:)`` for the children that need it: not hidden ones,
    /// which have no box (measuring one may lay out baseline-aligned items inside, writing frames into a
    /// subtree already given empty frames).
    @inline(never)
    static func prepareSizing(of children: [FlexNode], direction: FlexDirection.Inline, ownerWidth: CGFloat?, ownerHeight: CGFloat?) {
        if StackSpace.isLow {
            return StackSpace.onFreshStack { prepareSizing(of: children, direction: direction, ownerWidth: ownerWidth, ownerHeight: ownerHeight) }
        }
        for child in children where child.traits.hasKeywordSizes && child.style.display != .none {
            let childDirection = child.ownDirection(inheriting: direction)
            prepareSizing(child, direction: childDirection, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        }
    }

    /// The node's intrinsic sizes, computed once per owner width and direction (before the
    /// node's own pass reads them, so that pass never nests a second one of the same node).
    static func computeIntrinsicSizes(_ node: FlexNode, direction: FlexDirection.Inline, ownerWidth: CGFloat?) {
        let owner = ownerWidth ?? -1, rtl = direction == .rtl
        if node.intrinsicSizes.ownerWidth == owner, node.intrinsicSizes.rtl == rtl { return }
        node.intrinsicMode = .maxContent
        let maxContent = layout(node, .undefined, .undefined, ownerWidth: ownerWidth, ownerHeight: nil, direction: direction, perform: false)
        node.intrinsicMode = .minContent
        let minContent = layout(node, .atMost(0), .undefined, ownerWidth: ownerWidth, ownerHeight: nil, direction: direction, perform: false)
        node.intrinsicMode = .none
        node.intrinsicSizes = IntrinsicSizes(ownerWidth: owner, rtl: rtl, maxContent: maxContent, minContentWidth: minContent.width)
    }
}

/// A node's sizes as size resolution reads them: the style's values, with sizing keywords
/// replaced by lengths once they are known.
struct SizingValues {
    /// The values, sparse as the style's (a copy of the style's storage until a keyword is resolved).
    private var lengths: SparseLengths
    private typealias Slot = SparseLengths.Slot

    /// The value of a sizing slot (`width`, `height`, their min and max, `flexBasis`).
    @inline(__always) func value(_ slot: SparseLengths.Slot) -> FlexValue { lengths.value(slot.rawValue, Self.fallback(slot)) }

    /// A sizing slot's value when it is not set: `auto` for sizes and the flex basis, none for min and max.
    @inline(__always) static func fallback(_ slot: SparseLengths.Slot) -> FlexValue {
        switch slot {
        case .flexBasis, .width, .height: .auto
        default: .undefined
        }
    }

    init(width: FlexValue, height: FlexValue, minWidth: FlexValue, minHeight: FlexValue, maxWidth: FlexValue, maxHeight: FlexValue,
         flexBasis: FlexValue) {
        lengths = SparseLengths()
        lengths.set(width, Slot.width.rawValue, default: .auto)
        lengths.set(height, Slot.height.rawValue, default: .auto)
        lengths.set(minWidth, Slot.minWidth.rawValue, default: .undefined)
        lengths.set(minHeight, Slot.minHeight.rawValue, default: .undefined)
        lengths.set(maxWidth, Slot.maxWidth.rawValue, default: .undefined)
        lengths.set(maxHeight, Slot.maxHeight.rawValue, default: .undefined)
        lengths.set(flexBasis, Slot.flexBasis.rawValue, default: .auto)
    }

    private init(lengths: SparseLengths) { self.lengths = lengths }

    /// The style's values; with `keywordsAsAuto`, sizing keywords become `auto` (or unset, for min and max).
    init(_ style: FlexStyle, keywordsAsAuto: Bool = false) {
        guard keywordsAsAuto else {
            self.init(lengths: style.lengths)
            return
        }
        func value(_ value: FlexValue, unset: FlexValue) -> FlexValue { value.isKeyword ? unset : value }
        self.init(width: value(style.width, unset: .auto), height: value(style.height, unset: .auto),
                  minWidth: value(style.minWidth, unset: .undefined), minHeight: value(style.minHeight, unset: .undefined),
                  maxWidth: value(style.maxWidth, unset: .undefined), maxHeight: value(style.maxHeight, unset: .undefined),
                  flexBasis: value(style.flexBasis, unset: .auto))
    }
}
