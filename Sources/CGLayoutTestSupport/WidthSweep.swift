import CGLayout
import Foundation

/// A screen's scheme taken through the passes a real screen is accepted by, at several widths: the first pass
/// through a snapshot computed in another task, then at each width `layout()`, a later `layout()`, `layout()`
/// after a content change, a snapshot for the next width (computed in another task while the screen still has
/// this one) applied, and `layout()` once the screen has that width. Each step's frames are recorded with the
/// frames of the design for them, for the test to compare.
public struct WidthSweep {
    /// One step: what it was, the frames it left and the design's frames.
    public struct Step {
        /// The pass and the width.
        public let label: String
        /// The frames the pass left.
        public let frames: [CGRect]
        /// The design's frames.
        public let expected: [CGRect]
    }

    /// The screen whose width changes (its height stays `height`).
    public let screen: LayoutNode
    /// The screen's scheme.
    public let scheme: LayoutScheme
    /// The screen's height.
    public let height: CGFloat
    /// The frames compared.
    public let frames: () -> [CGRect]
    /// The design's frames on a screen of a width, for the content as it is now.
    public let expected: (CGFloat) -> [CGRect]
    /// A content change, made once at each width (the width's index is given).
    public let change: (Int) -> Void

    /// A sweep.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - scheme: Its scheme.
    ///   - height: The screen's height.
    ///   - frames: The frames compared.
    ///   - expected: The design's frames for a width.
    ///   - change: A content change.
    public init(screen: LayoutNode, scheme: LayoutScheme, height: CGFloat, frames: @escaping () -> [CGRect],
                expected: @escaping (CGFloat) -> [CGRect], change: @escaping (Int) -> Void) {
        self.screen = screen
        self.scheme = scheme
        self.height = height
        self.frames = frames
        self.expected = expected
        self.change = change
    }

    /// Runs the passes at `widths` (the snapshot for the next width after the last is for the first).
    ///
    /// - Parameters:
    ///   - widths: The screen's widths, in order.
    ///   - direction: The direction of every pass.
    /// - Returns: The steps.
    /// - Throws: What `apply(snapshot:)` throws.
    public func run(widths: [CGFloat], direction: LayoutDirection) async throws -> [Step] {
        var steps: [Step] = []
        func record(_ label: String, _ width: CGFloat) { steps.append(Step(label: label, frames: frames(), expected: expected(width))) }
        let scheme = self.scheme
        screen.frame = CGRect(x: 0, y: 0, width: widths[0], height: height)
        let first = screen.bounds
        try scheme.apply(snapshot: await Task.detached { scheme.snapshot(for: first, direction: direction) }.value)
        record("first pass through a snapshot at \(widths[0])", widths[0])
        for (index, (now, next)) in zip(widths, widths.dropFirst() + widths.prefix(1)).enumerated() {
            screen.frame = CGRect(x: 0, y: 0, width: now, height: height)
            scheme.layout(direction: direction)
            record("layout() at \(now)", now)
            scheme.layout(direction: direction)
            record("a later layout() at \(now)", now)
            change(index)
            scheme.layout(direction: direction)
            record("layout() after a content change at \(now)", now)
            let rect = CGRect(x: 0, y: 0, width: next, height: height)
            try scheme.apply(snapshot: await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value)
            record("a snapshot for \(next) applied on a screen \(now) wide", next)
            screen.frame = rect
            scheme.layout(direction: direction)
            record("layout() at \(next) after its snapshot", next)
        }
        return steps
    }
}
