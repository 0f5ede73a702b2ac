import Foundation

extension FlexLayout {
    /// Rounds to whole points as Yoga does: positions rounded, sizes from the
    /// rounded absolute edges (so neighbours never gap or overlap); measured
    /// leaves round their width up so their text still fits.
    static func round(_ node: FlexNode, parentAbsoluteX: CGFloat, parentAbsoluteY: CGFloat) {
        let frame = node.layoutFrame
        let absoluteLeft = parentAbsoluteX + frame.minX, absoluteTop = parentAbsoluteY + frame.minY
        let absoluteRight = absoluteLeft + frame.width, absoluteBottom = absoluteTop + frame.height
        let isText = node.measure != nil
        func fractional(_ value: CGFloat) -> Bool {
            let rest = value - value.rounded(.down)
            return !(abs(rest) < 1e-4 || abs(rest - 1) < 1e-4)
        }
        let widthFractional = fractional(frame.width), heightFractional = fractional(frame.height)
        node.frame = CGRect(
            x: roundValue(frame.minX, ceil: false, floor: isText),
            y: roundValue(frame.minY, ceil: false, floor: isText),
            width: roundValue(absoluteRight, ceil: isText && widthFractional, floor: isText && !widthFractional)
                - roundValue(absoluteLeft, ceil: false, floor: isText),
            height: roundValue(absoluteBottom, ceil: isText && heightFractional, floor: isText && !heightFractional)
                - roundValue(absoluteTop, ceil: false, floor: isText))
        for child in node.children { round(child, parentAbsoluteX: absoluteLeft, parentAbsoluteY: absoluteTop) }
    }

    /// Yoga's `roundValueToPixelGrid` at scale 1.
    static func roundValue(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        var fraction = value.truncatingRemainder(dividingBy: 1)
        if fraction < 0 { fraction += 1 }
        if abs(fraction) < 1e-4 { return value - fraction }
        if abs(fraction - 1) < 1e-4 { return value - fraction + 1 }
        if forceCeil { return value - fraction + 1 }
        if forceFloor { return value - fraction }
        return fraction >= 0.5 - 1e-4 ? value - fraction + 1 : value - fraction
    }
}
