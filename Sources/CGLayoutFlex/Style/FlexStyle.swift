import Foundation

/// A CSS length as flexbox uses it.
public enum FlexValue: Sendable, Hashable {
    /// Not set: `auto` for sizes and margins, 0 for padding and border.
    case undefined
    /// `auto`.
    case auto
    /// Points.
    case point(CGFloat)
    /// A percentage of the containing block (width for horizontal values and for margins and padding).
    case percent(CGFloat)
    /// `max-content`.
    case maxContent
    /// `fit-content`.
    case fitContent
    /// `stretch`.
    case stretch

    /// The length against `base`, or `nil` when it is not a definite length.
    @inline(__always) func resolve(_ base: CGFloat?) -> CGFloat? {
        switch self {
        // (Within ±FlexLimits.maxLength: a huge percentage of a base, or a huge length, is that limit.)
        case .point(let value): return value.isFinite ? FlexLimits.length(value) : nil
        case .percent(let value):
            guard let base, value.isFinite else { return nil }
            return FlexLimits.length(base * value / 100)
        default: return nil
        }
    }

    var isAuto: Bool { self == .auto }

    /// `max-content`, `fit-content` or `stretch`.
    var isKeyword: Bool {
        switch self {
        case .maxContent, .fitContent, .stretch: return true
        default: return false
        }
    }

    /// What a flex basis of this value means: `auto` and unset (and, as in browsers, `fit-content` and `stretch`) size from content.
    var isContentBasis: Bool {
        switch self {
        case .auto, .undefined, .fitContent, .stretch: return true
        default: return false
        }
    }

    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// A percentage, `stretch` or `fit-content`: a size that depends on the owner's size.
    var readsOwnerSize: Bool {
        switch self {
        case .percent, .stretch, .fitContent: return true
        default: return false
        }
    }
}

/// Values per edge in CSS terms: the most specific key wins
/// (`left`/`start`… over `horizontal`/`vertical` over `all`).
public struct FlexEdges: Sendable, Hashable {
    /// The left and top edges.
    public var left: FlexValue = .undefined, top: FlexValue = .undefined
    /// The right and bottom edges.
    public var right: FlexValue = .undefined, bottom: FlexValue = .undefined
    /// The inline start and end edges (left and right in LTR, mirrored in RTL).
    public var start: FlexValue = .undefined, end: FlexValue = .undefined
    /// Both horizontal edges, both vertical edges.
    public var horizontal: FlexValue = .undefined, vertical: FlexValue = .undefined
    /// Every edge.
    public var all: FlexValue = .undefined

    /// No value on any edge.
    public init() {}

    /// Whether any edge is a percentage.
    var hasPercent: Bool { contains { $0.isPercent } }

    /// Whether any key's value satisfies `predicate`.
    func contains(where predicate: (FlexValue) -> Bool) -> Bool {
        predicate(left) || predicate(top) || predicate(right) || predicate(bottom) || predicate(start) || predicate(end)
            || predicate(horizontal) || predicate(vertical) || predicate(all)
    }

    /// The value of a physical edge for `direction`.
    func value(_ edge: PhysicalEdge, direction: FlexDirection.Inline) -> FlexValue {
        let rtl = direction == .rtl
        let specific: FlexValue, physical: FlexValue, axis: FlexValue
        switch edge {
        case .left: specific = rtl ? end : start; physical = left; axis = horizontal
        case .right: specific = rtl ? start : end; physical = right; axis = horizontal
        case .top: specific = .undefined; physical = top; axis = vertical
        case .bottom: specific = .undefined; physical = bottom; axis = vertical
        }
        if specific != .undefined { return specific }
        if physical != .undefined { return physical }
        if axis != .undefined { return axis }
        return all
    }
}

enum PhysicalEdge { case left, top, right, bottom }

/// `flex-direction` (and the inline direction for RTL).
public enum FlexDirection: Sendable, Hashable {
    /// Main axis horizontal or vertical, forwards or reversed.
    case row, rowReverse, column, columnReverse

    /// `direction`: the inline base direction (inherit, left-to-right, right-to-left).
    public enum Inline: Sendable, Hashable { case inherit, ltr, rtl }

    var isRow: Bool { self == .row || self == .rowReverse }
    var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// `justify-content`: how free space is distributed along a line.
public enum JustifyContent: Sendable, Hashable { case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly }

/// `align-items`, `align-self` and `align-content`.
public enum FlexAlign: Sendable, Hashable { case auto, flexStart, center, flexEnd, stretch, baseline, spaceBetween, spaceAround, spaceEvenly }

/// `flex-wrap`.
public enum FlexWrap: Sendable, Hashable { case noWrap, wrap, wrapReverse }

/// `position`.
public enum PositionType: Sendable, Hashable { case relative, absolute, `static` }

/// `display`.
public enum FlexDisplay: Sendable, Hashable { case flex, none, contents }

/// `box-sizing`.
public enum BoxSizing: Sendable, Hashable { case borderBox, contentBox }

/// `overflow`.
public enum FlexOverflow: Sendable, Hashable { case visible, hidden, scroll }

/// Every flexbox property of one node, with Yoga's defaults (column, stretch,
/// flex-shrink 0, relative): the CSS vocabulary of the engine.
public struct FlexStyle: Sendable, Hashable {
    /// `direction`: the inline direction (inherited by default).
    public var direction: FlexDirection.Inline = .inherit
    /// `flex-direction`; column by default.
    public var flexDirection: FlexDirection = .column
    /// `justify-content`.
    public var justifyContent: JustifyContent = .flexStart
    /// `align-items`; stretch by default.
    public var alignItems: FlexAlign = .stretch
    /// `align-self`; auto (the container's align-items) by default.
    public var alignSelf: FlexAlign = .auto
    /// `align-content`; flex-start by default.
    public var alignContent: FlexAlign = .flexStart
    /// `flex-wrap`.
    public var flexWrap: FlexWrap = .noWrap
    /// `flex-grow`.
    public var flexGrow: CGFloat = 0
    /// `flex-shrink`; 0 by default (Yoga).
    public var flexShrink: CGFloat = 0
    /// `flex-basis`.
    public var flexBasis: FlexValue { get { length(.flexBasis, .auto) } set { setLength(newValue, .flexBasis, .auto) } }
    /// `width`.
    public var width: FlexValue { get { length(.width, .auto) } set { setLength(newValue, .width, .auto) } }
    /// `height`.
    public var height: FlexValue { get { length(.height, .auto) } set { setLength(newValue, .height, .auto) } }
    /// `min-width`.
    public var minWidth: FlexValue { get { length(.minWidth, .undefined) } set { setLength(newValue, .minWidth, .undefined) } }
    /// `min-height`.
    public var minHeight: FlexValue { get { length(.minHeight, .undefined) } set { setLength(newValue, .minHeight, .undefined) } }
    /// `max-width`.
    public var maxWidth: FlexValue { get { length(.maxWidth, .undefined) } set { setLength(newValue, .maxWidth, .undefined) } }
    /// `max-height`.
    public var maxHeight: FlexValue { get { length(.maxHeight, .undefined) } set { setLength(newValue, .maxHeight, .undefined) } }
    /// `margin` (auto margins absorb free space).
    public var margin: FlexEdges { get { lengths.edges(.margin) } set { lengths.setEdges(newValue, .margin) } }
    /// `padding`.
    public var padding: FlexEdges { get { lengths.edges(.padding) } set { lengths.setEdges(newValue, .padding) } }
    /// `border` widths.
    public var border: FlexEdges { get { lengths.edges(.border) } set { lengths.setEdges(newValue, .border) } }
    /// Insets (`left`, `top`… ) of relative and absolute positioning.
    public var position: FlexEdges { get { lengths.edges(.position) } set { lengths.setEdges(newValue, .position) } }
    /// `column-gap`.
    public var columnGap: FlexValue { get { length(.columnGap, .undefined) } set { setLength(newValue, .columnGap, .undefined) } }
    /// `row-gap`.
    public var rowGap: FlexValue { get { length(.rowGap, .undefined) } set { setLength(newValue, .rowGap, .undefined) } }
    /// `aspect-ratio` (width / height).
    public var aspectRatio: CGFloat?
    /// `position`; relative by default.
    public var positionType: PositionType = .relative
    /// `display`.
    public var display: FlexDisplay = .flex
    /// `overflow`.
    public var overflow: FlexOverflow = .visible
    /// `box-sizing`; border-box by default.
    public var boxSizing: BoxSizing = .borderBox

    /// The lengths that differ from their defaults (sizes, gaps and edge maps), stored sparsely.
    var lengths = SparseLengths()

    /// Yoga's defaults.
    public init() {}

    @inline(__always) private func length(_ slot: SparseLengths.Slot, _ fallback: FlexValue) -> FlexValue {
        lengths.value(slot.rawValue, fallback)
    }

    private mutating func setLength(_ value: FlexValue, _ slot: SparseLengths.Slot, _ fallback: FlexValue) {
        lengths.set(value, slot.rawValue, default: fallback)
    }
}
