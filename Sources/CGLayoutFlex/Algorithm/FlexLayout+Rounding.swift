import Foundation

extension FlexLayout {
    /// Rounds to whole points as Yoga does: positions rounded, sizes from the
    /// rounded absolute edges (so neighbours never gap or overlap); measured
    /// leaves round their width up so their text still fits.
    ///
    /// Absolute edges are taken modulo whole points: `carryX`/`carryY` are the
    /// fractional parts of the parent's absolute position, which is all the
    /// rounding depends on. So a subtree that moved by whole points, and whose
    /// frames did not change, keeps its rounded frames and is skipped.
    static func round(_ node: FlexNode, carryX: CGFloat, carryY: CGFloat, depth: Int = 0) {
        if !node.needsRounding, node.roundedCarry.x == carryX, node.roundedCarry.y == carryY { return }
        if StackSpace.mayBeLow(depth), StackSpace.isLow { return StackSpace.onFreshStack { round(node, carryX: carryX, carryY: carryY) } }
        node.needsRounding = false
        node.roundedSinceWrite = true
        node.roundedCarry = CGPoint(x: carryX, y: carryY)
        let origin = node.layoutFrame.origin, size = node.layoutFrame.size
        let absoluteLeft = carryX + origin.x, absoluteTop = carryY + origin.y
        let absoluteRight = absoluteLeft + size.width, absoluteBottom = absoluteTop + size.height
        let isText = node.isMeasured
        let widthFractional = isText && isFractional(size.width), heightFractional = isText && isFractional(size.height)
        let left = roundValue(absoluteLeft, ceil: false, floor: isText), top = roundValue(absoluteTop, ceil: false, floor: isText)
        // The one place frames are written. `roundValue` makes every coordinate finite; a size is a
        // difference of two of them, which is negative for a negative layout size (extreme styles or
        // measures) or infinite when they are huge and apart: such a size becomes 0, the library's policy.
        var width = roundValue(absoluteRight, ceil: widthFractional, floor: isText && !widthFractional) - left
        var height = roundValue(absoluteBottom, ceil: heightFractional, floor: isText && !heightFractional) - top
        if !(width >= 0 && width < .infinity) { width = 0 }
        if !(height >= 0 && height < .infinity) { height = 0 }
        node.frame = CGRect(x: roundValue(origin.x, ceil: false, floor: isText), y: roundValue(origin.y, ceil: false, floor: isText),
                            width: width, height: height)
        let childCarryX = absoluteLeft - absoluteLeft.rounded(.down), childCarryY = absoluteTop - absoluteTop.rounded(.down)
        // (The children are not retained: rounding changes no tree, so `node.children` holds each of them;
        // a leaf's empty array is not retained either.)
        if node.children.isEmpty { return }
        node.children.withUnsafeBufferPointer { children in
            for child in children { round(Unmanaged.passUnretained(child), carryX: childCarryX, carryY: childCarryY, depth: depth + 1) }
        }
    }

    /// Rounds a child given as an uncounted reference (its parent's `children` holds it). Not inlined:
    /// inlined, the optimizer would retain the child around the call again.
    @inline(never)
    private static func round(_ child: Unmanaged<FlexNode>, carryX: CGFloat, carryY: CGFloat, depth: Int) {
        child._withUnsafeGuaranteedRef { round($0, carryX: carryX, carryY: carryY, depth: depth) }
    }

    /// Whether `value` is off the whole-point grid (beyond Yoga's 1e-4 tolerance).
    @inline(__always) static func isFractional(_ value: CGFloat) -> Bool {
        let rest = value - value.rounded(.down)
        return !(rest < 1e-4 || rest > 1 - 1e-4)
    }

    /// Yoga's `roundValueToPixelGrid` at scale 1.
    @inline(__always) static func roundValue(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        let fraction = value - value.rounded(.down)   // in [0, 1), as fmod plus one for negatives
        if fraction < 1e-4 { return value - fraction }
        if fraction > 1 - 1e-4 { return value - fraction + 1 }
        if forceCeil { return value - fraction + 1 }
        if forceFloor { return value - fraction }
        return fraction >= 0.5 - 1e-4 ? value - fraction + 1 : value - fraction
    }
}

