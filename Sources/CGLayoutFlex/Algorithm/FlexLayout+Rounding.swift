import Foundation

/// The device's pixel grid that a pass rounds frames to: `scale` pixels per point (1 on most
/// screens, 2 or 3 on Retina screens), or no rounding at all when `scale` is 0.
struct PixelGrid {
    /// Pixels per point; 0: frames are not rounded.
    let scale: CGFloat
    /// Whether a whole point is a whole number of pixels: then rounding depends only on
    /// positions modulo whole points (see ``carry(_:)``).
    let isIntegral: Bool
    /// `scale` as nodes record it (``FlexNode/roundedScale``).
    let key: Float

    /// The grid of a tree whose root asks for `scale` (``FlexNode/pointScaleFactor``, already sanitized).
    init(scale: CGFloat) {
        self.scale = scale
        key = Float(scale)
        isIntegral = scale == scale.rounded(.down)
    }

    /// What a child's rounding needs of its parent's absolute position: the part off the
    /// whole-point grid when a point is a whole number of pixels (a subtree that moved by whole
    /// points rounds the same), the whole position otherwise.
    @inline(__always) func carry(_ absolute: CGFloat) -> CGFloat {
        isIntegral ? absolute - absolute.rounded(.down) : absolute
    }

    /// Whether `size` is off the pixel grid (beyond Yoga's 1e-4 tolerance, in pixels).
    @inline(__always) func isFractional(_ size: CGFloat) -> Bool {
        let scaled = size * scale
        return !(abs(scaled.rounded() - scaled) < 1e-4)
    }

    /// Yoga's `roundValueToPixelGrid`: `value` to the nearest pixel (half up), or up or down when
    /// forced; values within 1e-4 of a pixel are that pixel. Non-finite values become 0.
    @inline(__always) func round(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        let scaled = value * scale
        let fraction = scaled - scaled.rounded(.down)   // in [0, 1), as fmod plus one for negatives
        let pixels: CGFloat
        if fraction < 1e-4 { pixels = scaled - fraction }
        else if fraction > 1 - 1e-4 { pixels = scaled - fraction + 1 }
        else if forceCeil { pixels = scaled - fraction + 1 }
        else if forceFloor { pixels = scaled - fraction }
        else { pixels = fraction >= 0.5 - 1e-4 ? scaled - fraction + 1 : scaled - fraction }
        let result = scale == 1 ? pixels : pixels / scale
        return result.isFinite ? result : 0
    }
}

extension FlexLayout {
    /// Rounds to the pixel grid as Yoga does: positions rounded, sizes from the rounded
    /// absolute edges (so neighbours never gap or overlap); measured leaves (text) round their
    /// position down and their size up when it is off the grid, so their text still fits.
    ///
    /// Absolute edges are taken modulo whole points when a point is a whole number of pixels:
    /// `carryX`/`carryY` are what ``PixelGrid/carry(_:)`` keeps of the parent's absolute
    /// position, which is all the rounding depends on. So a subtree that moved by whole points,
    /// and whose frames did not change, keeps its rounded frames and is skipped.
    static func round(_ node: FlexNode, carryX: CGFloat, carryY: CGFloat, grid: PixelGrid, depth: Int = 0) {
        if !node.needsRounding, node.roundedCarry.x == carryX, node.roundedCarry.y == carryY, node.roundedScale == grid.key { return }
        if StackSpace.mayBeLow(depth), StackSpace.isLow {
            return StackSpace.onFreshStack { round(node, carryX: carryX, carryY: carryY, grid: grid) }
        }
        node.needsRounding = false
        node.roundedSinceWrite = true
        node.roundedCarry = CGPoint(x: carryX, y: carryY)
        node.roundedScale = grid.key
        let origin = node.layoutFrame.origin, size = node.layoutFrame.size
        let absoluteLeft = carryX + origin.x, absoluteTop = carryY + origin.y
        if grid.scale == 0 {
            node.frame = CGRect(origin: origin, size: size).sanitizedForFlex
        } else {
            let absoluteRight = absoluteLeft + size.width, absoluteBottom = absoluteTop + size.height
            let isText = node.isMeasured
            let widthFractional = isText && grid.isFractional(size.width), heightFractional = isText && grid.isFractional(size.height)
            let left = grid.round(absoluteLeft, ceil: false, floor: isText), top = grid.round(absoluteTop, ceil: false, floor: isText)
            // The one place frames are written. `round` makes every coordinate finite; a size is a
            // difference of two of them, which is negative for a negative layout size (extreme styles or
            // measures) or infinite when they are huge and apart: such a size becomes 0, the library's policy.
            var width = grid.round(absoluteRight, ceil: widthFractional, floor: isText && !widthFractional) - left
            var height = grid.round(absoluteBottom, ceil: heightFractional, floor: isText && !heightFractional) - top
            if !(width >= 0 && width < .infinity) { width = 0 }
            if !(height >= 0 && height < .infinity) { height = 0 }
            node.frame = CGRect(x: grid.round(origin.x, ceil: false, floor: isText), y: grid.round(origin.y, ceil: false, floor: isText),
                                width: width, height: height)
        }
        let childCarryX = grid.carry(absoluteLeft), childCarryY = grid.carry(absoluteTop)
        // (The children are not retained: rounding changes no tree, so `node.children` holds each of them;
        // a leaf's empty array is not retained either.)
        if node.children.isEmpty { return }
        node.children.withUnsafeBufferPointer { children in
            for child in children {
                round(Unmanaged.passUnretained(child), carryX: childCarryX, carryY: childCarryY, grid: grid, depth: depth + 1)
            }
        }
    }

    /// Rounds a child given as an uncounted reference (its parent's `children` holds it). Not inlined:
    /// inlined, the optimizer would retain the child around the call again.
    @inline(never)
    private static func round(_ child: Unmanaged<FlexNode>, carryX: CGFloat, carryY: CGFloat, grid: PixelGrid, depth: Int) {
        child._withUnsafeGuaranteedRef { round($0, carryX: carryX, carryY: carryY, grid: grid, depth: depth) }
    }
}
