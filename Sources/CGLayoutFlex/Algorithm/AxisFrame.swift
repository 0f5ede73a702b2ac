import Foundation

/// The geometry of one container's axes: which physical edges are main-start
/// and cross-start, so the steps work in logical coordinates.
struct AxisFrame {
    let isRow: Bool
    /// `row-reverse` or `column-reverse`: main start is the writing mode's end.
    let isReverse: Bool
    let mainAxis: FlexLayout.Axis
    let crossAxis: FlexLayout.Axis
    let mainStart: PhysicalEdge, mainEnd: PhysicalEdge
    let crossStart: PhysicalEdge, crossEnd: PhysicalEdge

    /// The axes of `node`'s container pass.
    @inline(__always)
    init(_ node: FlexNode, direction: FlexDirection.Inline) {
        self.init(flexDirection: node.style.flexDirection, flexWrap: node.style.flexWrap, direction: direction)
    }

    /// The axes of a container with these styles (values, not the node: nothing to retain).
    init(flexDirection: FlexDirection, flexWrap: FlexWrap, direction: FlexDirection.Inline) {
        isRow = flexDirection.isRow
        isReverse = flexDirection.isReverse
        mainAxis = isRow ? .horizontal : .vertical
        crossAxis = isRow ? .vertical : .horizontal
        let rtl = direction == .rtl
        switch flexDirection {
        case .row: (mainStart, mainEnd) = rtl ? (.right, .left) : (.left, .right)
        case .rowReverse: (mainStart, mainEnd) = rtl ? (.left, .right) : (.right, .left)
        case .column: (mainStart, mainEnd) = (.top, .bottom)
        case .columnReverse: (mainStart, mainEnd) = (.bottom, .top)
        }
        var cross: (PhysicalEdge, PhysicalEdge) = isRow ? (.top, .bottom) : (rtl ? (.right, .left) : (.left, .right))
        if flexWrap == .wrapReverse { cross = (cross.1, cross.0) }
        (crossStart, crossEnd) = cross
    }

    /// The physical origin of a box at logical position `position` with length `length` in a parent of `total`.
    static func physical(_ position: CGFloat, length: CGFloat, total: CGFloat, startEdge: PhysicalEdge) -> CGFloat {
        (startEdge == .left || startEdge == .top) ? position : total - position - length
    }
}
