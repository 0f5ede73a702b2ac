import CGLayout
import Foundation

/// The device's pixel grid that a pass rounds frames to (``FlexNode/pointScaleFactor``). Rounding is
/// generic over the grid, so the common grid of whole points is its own specialization and costs what
/// rounding cost before grids had a scale.
protocol PixelGrid {
    /// The scale as nodes record it (``FlexNode/roundedScale``).
    var key: Float { get }
    /// Whether frames are rounded at all (scale 0: they are the layout's, unrounded).
    var rounds: Bool { get }
    /// What a child's rounding needs of its parent's absolute position (see ``FlexLayout/round(_:carryX:carryY:grid:depth:)``).
    func carry(_ absolute: CGFloat) -> CGFloat
    /// Whether `size` is off the grid (beyond Yoga's 1e-4 tolerance, in pixels).
    func isFractional(_ size: CGFloat) -> Bool
    /// Yoga's `roundValueToPixelGrid`: `value` to the nearest pixel (half up), or up or down when
    /// forced; values within 1e-4 of a pixel are that pixel. Non-finite values become 0.
    func round(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat
}

extension PixelGrid {
    /// Rounds a finite number of pixels to a whole one, by Yoga's rule.
    @inline(__always) static func roundToWhole(_ pixels: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        let fraction = pixels - pixels.rounded(.down)   // in [0, 1), as fmod plus one for negatives
        if fraction < 1e-4 { return pixels - fraction }
        if fraction > 1 - 1e-4 { return pixels - fraction + 1 }
        if forceCeil { return pixels - fraction + 1 }
        if forceFloor { return pixels - fraction }
        return fraction >= 0.5 - 1e-4 ? pixels - fraction + 1 : pixels - fraction
    }

    /// Whether a number of pixels is off the whole-pixel grid.
    @inline(__always) static func isFractional(pixels: CGFloat) -> Bool {
        let rest = pixels - pixels.rounded(.down)
        return !(rest < 1e-4 || rest > 1 - 1e-4)
    }
}

/// Whole points (scale 1, the default). Rounding depends only on positions modulo whole points.
struct WholePoints: PixelGrid {
    var key: Float { 1 }
    var rounds: Bool { true }
    @inline(__always) func carry(_ absolute: CGFloat) -> CGFloat { absolute - absolute.rounded(.down) }
    @inline(__always) func isFractional(_ size: CGFloat) -> Bool { Self.isFractional(pixels: size) }
    @inline(__always) func round(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        value.isFinite ? Self.roundToWhole(value, ceil: forceCeil, floor: forceFloor) : 0
    }
}

/// Any other scale: `scale` pixels per point (2 or 3 on Retina screens, fractional on some), or no rounding at 0.
struct ScaledGrid: PixelGrid {
    let scale: CGFloat
    /// Whether a whole point is a whole number of pixels: then rounding depends only on positions
    /// modulo whole points, as on ``WholePoints``.
    let isIntegral: Bool
    let key: Float

    /// The grid of `scale` (already sanitized, ``FlexLimits/pointScaleFactor(_:)``).
    init(scale: CGFloat) {
        self.scale = scale
        isIntegral = scale == scale.rounded(.down)
        key = Float(scale)
    }

    var rounds: Bool { scale != 0 }
    @inline(__always) func carry(_ absolute: CGFloat) -> CGFloat { isIntegral ? absolute - absolute.rounded(.down) : absolute }
    @inline(__always) func isFractional(_ size: CGFloat) -> Bool { Self.isFractional(pixels: size * scale) }
    @inline(__always) func round(_ value: CGFloat, ceil forceCeil: Bool, floor forceFloor: Bool) -> CGFloat {
        guard value.isFinite else { return 0 }
        let result = Self.roundToWhole(value * scale, ceil: forceCeil, floor: forceFloor) / scale
        return result.isFinite ? result : 0
    }
}

extension FlexLayout {
    /// Rounds the tree of `root` to the pixel grid of its ``FlexNode/pointScaleFactor``.
    static func round(_ root: FlexNode) {
        let scale = root.pointScaleFactor
        if scale == 1 {
            round(root, carryX: 0, carryY: 0, grid: WholePoints())
        } else {
            round(root, carryX: 0, carryY: 0, grid: ScaledGrid(scale: scale))
        }
    }

    /// Rounds to the pixel grid as Yoga does: positions rounded, sizes from the rounded
    /// absolute edges (so neighbours never gap or overlap); measured leaves (text) round their
    /// position down and their far edge up when it is off the grid, so their text still fits.
    ///
    /// Absolute edges are taken modulo whole points when a point is a whole number of pixels:
    /// `carryX`/`carryY` are what ``PixelGrid/carry(_:)`` keeps of the parent's absolute
    /// position, which is all the rounding depends on. So a subtree that moved by whole points,
    /// and whose frames did not change, keeps its rounded frames and is skipped.
    ///
    /// The same walk marks the tree laid out (``FlexNode/markLaidOutWhileRounding()``): a node it rounds here,
    /// and a dirty node it does not round with its subtree.
    static func round<Grid: PixelGrid>(_ node: FlexNode, carryX: CGFloat, carryY: CGFloat, grid: Grid, depth: Int = 0) {
        if !node.needsRounding, node.roundedCarry.x == carryX, node.roundedCarry.y == carryY, node.roundedScale == grid.key {
            if node.isDirty { node.markLaidOut(depth: depth) }   // laid out again, and nothing in it moved
            return
        }
        if StackSpace.mayBeLow(depth), StackSpace.isLow {
            return StackSpace.onFreshStack { round(node, carryX: carryX, carryY: carryY, grid: grid) }
        }
        node.markLaidOutWhileRounding()
        node.needsRounding = false
        node.roundedSinceWrite = true
        node.roundedCarry = CGPoint(x: carryX, y: carryY)
        node.roundedScale = grid.key
        let origin = node.layoutFrame.origin, size = node.layoutFrame.size
        let absoluteLeft = carryX + origin.x, absoluteTop = carryY + origin.y
        if !grid.rounds {
            node.frame = FrameGate.admitted(CGRect(origin: origin, size: size))
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
    private static func round<Grid: PixelGrid>(_ child: Unmanaged<FlexNode>, carryX: CGFloat, carryY: CGFloat, grid: Grid, depth: Int) {
        child._withUnsafeGuaranteedRef { round($0, carryX: carryX, carryY: carryY, grid: grid, depth: depth) }
    }
}
