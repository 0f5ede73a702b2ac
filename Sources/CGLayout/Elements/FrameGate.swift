import Foundation

/// The one gate through which layout writes frames: every block, scheme pass, container
/// content, stack, flex and relations pass, and every `apply(snapshot:)`.
///
/// The bad-input policy lives here: a frame is written with every value finite — NaN and
/// infinities become 0 — and sizes at least 0, whatever arithmetic or snapshot produced it.
/// So no element ever holds an invalid frame from a layout, and writes are one place to watch.
/// Every engine (rect, stack, scroll, flex, relations, text) reads the space it lays out in through
/// the same gate too: a NaN or infinite origin counts as 0, a NaN or negative size as 0, and an
/// infinite size as unbounded, `CGFloat.greatestFiniteMagnitude`.
///
/// ```swift
/// FrameGate.write(
///     CGRect(x: CGFloat.nan, y: 4, width: -3, height: CGFloat.infinity), to: node)
/// // node.frame == (0, 4, 0, 0)
/// ```
///
/// Other engines built on CGLayout should write through it too.
public enum FrameGate {
    /// The frame as it may be written: NaN and infinite values as 0, negative sizes as 0.
    ///
    /// - Parameter frame: Any rect.
    /// - Returns: A valid frame (unchanged when `frame` already is one).
    @inlinable @inline(__always)
    public static func admitted(_ frame: CGRect) -> CGRect { frame.sanitizedFrame }

    /// An origin's coordinate as ``admitted(_:)`` admits it: NaN and infinities as 0.
    ///
    /// ``admitted(_:)`` admits each value of a frame on its own, so an admitted frame with one origin
    /// coordinate replaced by an admitted one is admitted: an engine that moves a written frame along
    /// one axis admits the new coordinate alone.
    ///
    /// - Parameter coordinate: A frame's x or y.
    /// - Returns: The coordinate when finite, else 0.
    @inlinable @inline(__always)
    public static func admitted(coordinate: CGFloat) -> CGFloat { coordinate.finiteOrZero }

    /// Writes `frame`, admitted, to `element`.
    ///
    /// - Parameters:
    ///   - frame: The frame computed for the element.
    ///   - element: The element.
    @inline(__always)
    public static func write(_ frame: CGRect, to element: any LayoutElement) {
        element.frame = frame.sanitizedFrame
    }

    /// Writes `frame`, admitted, to a node without reference counting (the caller holds it).
    ///
    /// - Parameters:
    ///   - frame: The frame computed for the node.
    ///   - node: The node, held by the caller.
    @inline(__always)
    public static func write(_ frame: CGRect, to node: Unmanaged<LayoutNode>) {
        let frame = frame.sanitizedFrame
        node._withUnsafeGuaranteedRef { $0.frame = frame }
    }

    /// The space an engine lays out in, as every engine reads it: a NaN or infinite origin as 0, a NaN,
    /// negative or -infinity size as 0, a +infinity size as unbounded (`CGFloat.greatestFiniteMagnitude`).
    ///
    /// Unbounded rather than 0, because an infinite space is what callers pass to mean "no limit" (a
    /// `sizeThatFits` proposal, a scroll view's content axis): elements placed from the leading edge
    /// keep their frames, a text keeps to one line, and a flex container sizes to its content, where a
    /// space of 0 would wrap and squeeze everything. Frames computed from it are admitted when written,
    /// as every frame is.
    @inline(__always)
    package static func admittedSpace(_ space: CGRect) -> CGRect { space.sanitizedSpace }

    /// Writes a frame that already passed ``admitted(_:)`` (a scheme pass admits each frame once,
    /// when it computes it), without checking it again.
    @inlinable @inline(__always)
    package static func write(admitted frame: CGRect, to node: Unmanaged<LayoutNode>) {
        node._withUnsafeGuaranteedRef { $0.frame = frame }
    }

    /// Writes a frame that already passed ``admitted(_:)`` to any element.
    @inline(__always)
    package static func write(admitted frame: CGRect, to element: any LayoutElement) {
        element.frame = frame
    }

    /// Writes frames that already passed ``admitted(_:)`` to nodes the caller holds, as one batch: `frames[i]` to
    /// `nodes[i]` for each `i` of `indexes`, in that order. The global count of frame writes (`Epoch.frame`, which
    /// tells a pass whether any node's frame was set since it last looked) moves once after the last write, rather
    /// than once per node.
    ///
    /// Every frame is still written under its node's lock; a node of a subclass, which may override `frame`, is
    /// written through its setter. Call it on the task that lays the tree out, where nothing reads the count
    /// while the batch runs. The relations' live layout writes the rows a change moved this way.
    ///
    /// - Parameters:
    ///   - frames: The admitted frames, by index.
    ///   - nodes: The nodes, by index, held by the caller; a `nil` one is skipped.
    ///   - indexes: The indexes to write, each within `frames` and `nodes`.
    package static func write(admitted frames: UnsafeBufferPointer<CGRect>, to nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>?>,
                              at indexes: UnsafeBufferPointer<Int>) {
        guard !indexes.isEmpty else { return }
        let bound = UInt(min(frames.count, nodes.count))
        // Read once for the batch rather than twice per node (the only per-node cost the batch can share).
        let annotated = ThreadSanitizer.mayBePresent
        for index in indexes {
            precondition(UInt(bitPattern: index) < bound, "an index within the frames and the nodes")
            guard let node = nodes[index] else { continue }
            node._withUnsafeGuaranteedRef { $0.setFrameInBatch(frames[index], annotated: annotated) }
        }
        Epoch.frame.advance()
    }
}
