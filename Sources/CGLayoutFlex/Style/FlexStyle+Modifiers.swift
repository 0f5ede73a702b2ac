import Foundation

// Styles written in one expression: every property has a modifier of its own name that returns
// a copy of the style with that property changed, so a style reads as a chain of CSS declarations.

extension FlexStyle {
    /// A copy of the style with one property changed (every modifier below is one line of it).
    @inline(__always)
    private func with<Value>(_ keyPath: WritableKeyPath<FlexStyle, Value>, _ value: Value) -> FlexStyle {
        var style = self
        style[keyPath: keyPath] = value
        return style
    }

    /// A copy of the style with some keys of an edge map changed.
    private func with(_ keyPath: WritableKeyPath<FlexStyle, FlexEdges>, _ keys: FlexEdgeKeys) -> FlexStyle {
        with(keyPath, keys.applied(to: self[keyPath: keyPath]))
    }

    /// The style with `direction` (the inline direction: left-to-right, right-to-left or inherited).
    ///
    /// ```swift
    /// let card = FlexStyle().flexDirection(.row).padding(12).columnGap(8).alignItems(.center)
    /// ```
    ///
    /// - Parameter value: The inline direction.
    /// - Returns: A copy of the style with the property set.
    public func direction(_ value: FlexDirection.Inline) -> FlexStyle { with(\.direction, value) }
    /// The style with `flex-direction`.
    /// - Parameter value: Row or column, forwards or reversed.
    /// - Returns: A copy of the style with the property set.
    public func flexDirection(_ value: FlexDirection) -> FlexStyle { with(\.flexDirection, value) }
    /// The style with `justify-content`.
    /// - Parameter value: How free space is shared along a line.
    /// - Returns: A copy of the style with the property set.
    public func justifyContent(_ value: JustifyContent) -> FlexStyle { with(\.justifyContent, value) }
    /// The style with `align-items`.
    /// - Parameter value: How items sit across their line.
    /// - Returns: A copy of the style with the property set.
    public func alignItems(_ value: FlexAlign) -> FlexStyle { with(\.alignItems, value) }
    /// The style with `align-self`.
    /// - Parameter value: How this item sits across its line (`auto`: the container's `align-items`).
    /// - Returns: A copy of the style with the property set.
    public func alignSelf(_ value: FlexAlign) -> FlexStyle { with(\.alignSelf, value) }
    /// The style with `align-content`.
    /// - Parameter value: How the lines of a wrapping container share its cross size.
    /// - Returns: A copy of the style with the property set.
    public func alignContent(_ value: FlexAlign) -> FlexStyle { with(\.alignContent, value) }
    /// The style with `flex-wrap`.
    /// - Parameter value: One line, or lines that wrap forwards or in reverse.
    /// - Returns: A copy of the style with the property set.
    public func flexWrap(_ value: FlexWrap) -> FlexStyle { with(\.flexWrap, value) }
    /// The style with `flex-grow`.
    /// - Parameter value: The item's share of free space.
    /// - Returns: A copy of the style with the property set.
    public func flexGrow(_ value: CGFloat) -> FlexStyle { with(\.flexGrow, value) }
    /// The style with `flex-shrink`.
    /// - Parameter value: How much the item gives up when space is short.
    /// - Returns: A copy of the style with the property set.
    public func flexShrink(_ value: CGFloat) -> FlexStyle { with(\.flexShrink, value) }
    /// The style with `flex-basis`.
    /// - Parameter value: The item's main size before free space is shared (`auto`: its size or content).
    /// - Returns: A copy of the style with the property set.
    public func flexBasis(_ value: FlexValue) -> FlexStyle { with(\.flexBasis, value) }
    /// The style with the `flex` shorthand as Yoga reads a number: a positive `value` grows by it
    /// from a basis of 0, a negative one shrinks by its magnitude, 0 changes nothing.
    /// - Parameter value: The flex factor.
    /// - Returns: A copy of the style with grow (and basis) or shrink set.
    public func flex(_ value: CGFloat) -> FlexStyle {
        if value > 0 { return flexGrow(value).flexBasis(.point(0)) }
        if value < 0 { return flexShrink(-value) }
        return self
    }
    /// The style with `width`.
    /// - Parameter value: Points (a number), a percentage, `auto` or a sizing keyword.
    /// - Returns: A copy of the style with the property set.
    public func width(_ value: FlexValue) -> FlexStyle { with(\.width, value) }
    /// The style with `height`.
    /// - Parameter value: Points (a number), a percentage, `auto` or a sizing keyword.
    /// - Returns: A copy of the style with the property set.
    public func height(_ value: FlexValue) -> FlexStyle { with(\.height, value) }
    /// The style with `width` and `height`.
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    /// - Returns: A copy of the style with both set.
    public func size(width: FlexValue, height: FlexValue) -> FlexStyle { self.width(width).height(height) }
    /// The style with `min-width`.
    /// - Parameter value: The smallest width.
    /// - Returns: A copy of the style with the property set.
    public func minWidth(_ value: FlexValue) -> FlexStyle { with(\.minWidth, value) }
    /// The style with `min-height`.
    /// - Parameter value: The smallest height.
    /// - Returns: A copy of the style with the property set.
    public func minHeight(_ value: FlexValue) -> FlexStyle { with(\.minHeight, value) }
    /// The style with `max-width`.
    /// - Parameter value: The largest width.
    /// - Returns: A copy of the style with the property set.
    public func maxWidth(_ value: FlexValue) -> FlexStyle { with(\.maxWidth, value) }
    /// The style with `max-height`.
    /// - Parameter value: The largest height.
    /// - Returns: A copy of the style with the property set.
    public func maxHeight(_ value: FlexValue) -> FlexStyle { with(\.maxHeight, value) }
    /// The style with `aspect-ratio`.
    /// - Parameter value: Width divided by height; `nil` for none.
    /// - Returns: A copy of the style with the property set.
    public func aspectRatio(_ value: CGFloat?) -> FlexStyle { with(\.aspectRatio, value) }
    /// The style with `gap` (both `column-gap` and `row-gap`).
    /// - Parameter value: The space between items and between lines.
    /// - Returns: A copy of the style with both gaps set.
    public func gap(_ value: FlexValue) -> FlexStyle { columnGap(value).rowGap(value) }
    /// The style with `column-gap`.
    /// - Parameter value: The space between columns (between a row's items).
    /// - Returns: A copy of the style with the property set.
    public func columnGap(_ value: FlexValue) -> FlexStyle { with(\.columnGap, value) }
    /// The style with `row-gap`.
    /// - Parameter value: The space between rows (between a column's items, or a row's lines).
    /// - Returns: A copy of the style with the property set.
    public func rowGap(_ value: FlexValue) -> FlexStyle { with(\.rowGap, value) }
    /// The style with `position` (relative, absolute or static).
    /// - Parameter value: How the item is positioned.
    /// - Returns: A copy of the style with the property set.
    public func positionType(_ value: PositionType) -> FlexStyle { with(\.positionType, value) }
    /// The style with `display`.
    /// - Parameter value: A flex box, no box (`none`), or its children in its place (`contents`).
    /// - Returns: A copy of the style with the property set.
    public func display(_ value: FlexDisplay) -> FlexStyle { with(\.display, value) }
    /// The style with `overflow`.
    /// - Parameter value: Visible, hidden or scroll.
    /// - Returns: A copy of the style with the property set.
    public func overflow(_ value: FlexOverflow) -> FlexStyle { with(\.overflow, value) }
    /// The style with `box-sizing`.
    /// - Parameter value: Whether sizes include padding and border (border-box) or not.
    /// - Returns: A copy of the style with the property set.
    public func boxSizing(_ value: BoxSizing) -> FlexStyle { with(\.boxSizing, value) }

    // The edge modifiers: per CSS property, every edge at once, some keys as a value (``FlexEdgeKeys``, whose keys are
    // documented once, there), and the same keys as labels, which forward to the value form. `duplicates` lists the
    // four labelled forms as a pair of the same shape, and they stay: callers write `style.margin(left: 8, vertical: 4)`,
    // and Swift cannot give one labelled signature to functions of different names (a `callAsFunction` would need
    // `style.margin` to be something other than the `FlexEdges` it is).
    /// The style with `margin` on every edge.
    /// - Parameter all: Every edge's margin (`auto` absorbs free space).
    /// - Returns: A copy of the style with the margins set.
    public func margin(_ all: FlexValue) -> FlexStyle { with(\.margin, FlexEdges(all: all)) }
    /// The style with the margins `keys` sets changed, the others kept.
    /// - Parameter keys: The margins to change.
    /// - Returns: A copy of the style with those margins set.
    public func margin(_ keys: FlexEdgeKeys) -> FlexStyle { with(\.margin, keys) }
    /// `margin(FlexEdgeKeys(left: left, top: top, …))`: each parameter is the ``FlexEdgeKeys`` key of its name.
    public func margin(left: FlexValue? = nil, top: FlexValue? = nil, right: FlexValue? = nil, bottom: FlexValue? = nil,
                       start: FlexValue? = nil, end: FlexValue? = nil, horizontal: FlexValue? = nil, vertical: FlexValue? = nil,
                       all: FlexValue? = nil) -> FlexStyle {
        margin(FlexEdgeKeys(left: left, top: top, right: right, bottom: bottom, start: start, end: end, horizontal: horizontal,
                            vertical: vertical, all: all))
    }
    /// The style with `padding` on every edge.
    /// - Parameter all: Every edge's padding.
    /// - Returns: A copy of the style with the paddings set.
    public func padding(_ all: FlexValue) -> FlexStyle { with(\.padding, FlexEdges(all: all)) }
    /// The style with the paddings `keys` sets changed, the others kept.
    /// - Parameter keys: The paddings to change.
    /// - Returns: A copy of the style with those paddings set.
    public func padding(_ keys: FlexEdgeKeys) -> FlexStyle { with(\.padding, keys) }
    /// `padding(FlexEdgeKeys(left: left, top: top, …))`: each parameter is the ``FlexEdgeKeys`` key of its name.
    public func padding(left: FlexValue? = nil, top: FlexValue? = nil, right: FlexValue? = nil, bottom: FlexValue? = nil,
                        start: FlexValue? = nil, end: FlexValue? = nil, horizontal: FlexValue? = nil, vertical: FlexValue? = nil,
                        all: FlexValue? = nil) -> FlexStyle {
        padding(FlexEdgeKeys(left: left, top: top, right: right, bottom: bottom, start: start, end: end, horizontal: horizontal,
                             vertical: vertical, all: all))
    }
    /// The style with a border of `all` points on every edge.
    /// - Parameter all: Every edge's border width.
    /// - Returns: A copy of the style with the borders set.
    public func border(_ all: FlexValue) -> FlexStyle { with(\.border, FlexEdges(all: all)) }
    /// The style with the border widths `keys` sets changed, the others kept.
    /// - Parameter keys: The border widths to change.
    /// - Returns: A copy of the style with those borders set.
    public func border(_ keys: FlexEdgeKeys) -> FlexStyle { with(\.border, keys) }
    /// `border(FlexEdgeKeys(left: left, top: top, …))`: each parameter is the ``FlexEdgeKeys`` key of its name.
    public func border(left: FlexValue? = nil, top: FlexValue? = nil, right: FlexValue? = nil, bottom: FlexValue? = nil,
                       start: FlexValue? = nil, end: FlexValue? = nil, horizontal: FlexValue? = nil, vertical: FlexValue? = nil,
                       all: FlexValue? = nil) -> FlexStyle {
        border(FlexEdgeKeys(left: left, top: top, right: right, bottom: bottom, start: start, end: end, horizontal: horizontal,
                            vertical: vertical, all: all))
    }
    /// The style with the insets `keys` sets changed (`left`, `top`… of relative and absolute positioning), the others kept.
    /// - Parameter keys: The insets to change.
    /// - Returns: A copy of the style with those insets set.
    public func position(_ keys: FlexEdgeKeys) -> FlexStyle { with(\.position, keys) }
    /// `position(FlexEdgeKeys(left: left, top: top, …))`: each parameter is the ``FlexEdgeKeys`` key of its name.
    public func position(left: FlexValue? = nil, top: FlexValue? = nil, right: FlexValue? = nil, bottom: FlexValue? = nil,
                         start: FlexValue? = nil, end: FlexValue? = nil, horizontal: FlexValue? = nil, vertical: FlexValue? = nil,
                         all: FlexValue? = nil) -> FlexStyle {
        position(FlexEdgeKeys(left: left, top: top, right: right, bottom: bottom, start: start, end: end, horizontal: horizontal,
                              vertical: vertical, all: all))
    }
}

extension FlexEdges {
    /// Every edge `all`.
    ///
    /// - Parameter all: The value of every edge.
    public init(all: FlexValue) {
        self.init()
        self.all = all
    }
}

/// A number is a length in points: `.width(100)` is `.width(.point(100))`.
extension FlexValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Points.
    ///
    /// - Parameter value: The number of points.
    public init(integerLiteral value: Int) { self = .point(CGFloat(value)) }

    /// Points.
    ///
    /// - Parameter value: The number of points.
    public init(floatLiteral value: Double) { self = .point(CGFloat(value)) }
}
