import CGLayout
import Foundation

// Flexbox keeps CSS's own words (`flex-direction`, `direction: inherit`), and converts
// to and from the package's one `Axis` and `LayoutDirection`.

extension FlexDirection {
    /// The main axis: horizontal for rows, vertical for columns (reversed or not).
    public var mainAxis: Axis { isRow ? .horizontal : .vertical }
}

extension FlexDirection.Inline {
    /// The inline direction of a pass laid out in `direction`.
    ///
    /// ```swift
    /// FlexDirection.Inline(LayoutDirection.rightToLeft)   // .rtl
    /// ```
    ///
    /// - Parameter direction: The pass's reading direction.
    public init(_ direction: LayoutDirection) {
        self = direction == .rightToLeft ? .rtl : .ltr
    }

    /// The reading direction this inline direction sets, or `nil` for `inherit`
    /// (the parent's, or the pass's for the root).
    public var layoutDirection: LayoutDirection? {
        switch self {
        case .inherit: return nil
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        }
    }
}

extension FlexNode {
    /// The node's inline direction: its style's, or `inherited` (its parent's) when the style says `inherit`.
    /// Start and end edges, insets and the node's own pass read it.
    @inline(__always) func ownDirection(inheriting inherited: FlexDirection.Inline) -> FlexDirection.Inline {
        style.direction == .inherit ? inherited : style.direction
    }
}
