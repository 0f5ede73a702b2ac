import Foundation

/// A complete, independent unit of layout: a block (one element) or a scheme (many blocks).
///
/// Every block can lay out directly, compute a snapshot without touching any
/// element, and apply a snapshot. Without an explicit direction, the global
/// ``CGLConfiguration`` is read when layout runs.
public protocol LayoutBlockProtocol: Sendable {
    /// The present frames of the block's elements.
    var currentSnapshot: LayoutSnapshot { get }
    /// Lays out in the super elements' layout bounds.
    ///
    /// - Parameter direction: Resolves leading/trailing.
    func layout(direction: LayoutDirection)
    /// Lays out with `sourceRect` as the available space of the block's container.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space, in the container's coordinates.
    ///   - direction: Resolves leading/trailing.
    func layout(in sourceRect: CGRect, direction: LayoutDirection)
    /// Computes the frames for `sourceRect` without writing to any element.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space, in the container's coordinates.
    ///   - direction: Resolves leading/trailing.
    /// - Returns: The frames.
    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot
    /// Computes the frames for `sourceRect` inside an enclosing pass, seeing the frames that pass
    /// computed so far; writes nothing.
    ///
    /// A scheme's snapshot writes nothing, so an element laid out by an earlier block keeps its old
    /// frame in the tree; the context a scheme (or a container's content pass) hands to this method
    /// answers ``LayoutContext/frame(of:)`` with the frame the pass gave it, as `layout()` would have
    /// written it. Read other elements' frames through `context`, and measure elements with
    /// ``AdjustableLayoutElement/sizeThatFits(_:in:)`` passing it on, and snapshot + apply gives the
    /// frames of `layout()`. Frames this block's snapshot gives its elements are seen by the blocks
    /// after it.
    ///
    /// Schemes, blocks, the built-in containers' contents and relation layouts implement it. The
    /// default implementation calls ``snapshot(for:direction:)`` with the context's direction: right
    /// for a block that reads no element it does not lay out.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space, in the container's coordinates.
    ///   - context: The enclosing pass: its direction and the frames it computed so far.
    /// - Returns: The frames.
    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot
    /// Checks that `snapshot` was computed by this block, without writing anything.
    ///
    /// - Parameter snapshot: A snapshot.
    /// - Throws: ``LayoutSnapshotError`` naming the first mismatch.
    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError)
    /// Writes the frames of `snapshot` to the elements.
    ///
    /// - Parameter snapshot: A snapshot computed by this block.
    /// - Throws: ``LayoutSnapshotError`` when the snapshot does not match; then nothing is written.
    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError)
}

extension LayoutBlockProtocol {
    /// Default: accepts every snapshot.
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {}

    /// Default: ``snapshot(for:direction:)`` in the context's direction; the pass's frames are not read.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space, in the container's coordinates.
    ///   - context: The enclosing pass.
    /// - Returns: `snapshot(for: sourceRect, direction: context.direction)`.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        snapshot(for: sourceRect, direction: context.direction)
    }

    /// Lays out using the global direction.
    public func layout() { layout(direction: .current) }
    /// Lays out in `sourceRect` using the global direction.
    ///
    /// - Parameter sourceRect: The available space, in the container's coordinates.
    public func layout(in sourceRect: CGRect) { layout(in: sourceRect, direction: .current) }
    /// Computes frames for `sourceRect` using the global direction; writes nothing.
    ///
    /// - Parameter sourceRect: The available space, in the container's coordinates.
    /// - Returns: The frames.
    public func snapshot(for sourceRect: CGRect) -> LayoutSnapshot { snapshot(for: sourceRect, direction: .current) }
}

/// Blocks that tell the frame of their ``LayoutBlockProtocol/currentSnapshot`` (the union of their
/// elements' present frames) without building it, and so without walking the contents of the
/// containers they lay out, which that frame does not include.
protocol CurrentFrameReporting {
    /// `currentSnapshot.frame`, inside the content of the containers of `containers` (see ``ActiveContainers``).
    func currentFrame(within containers: ActiveContainers?) -> CGRect
}

extension LayoutBlockProtocol {
    /// `currentSnapshot.frame`, without building the snapshot where the block can tell it.
    var currentFrame: CGRect { currentFrame(within: nil) }

    /// ``currentFrame`` inside the content of the containers of `containers`.
    func currentFrame(within containers: ActiveContainers?) -> CGRect {
        (self as? any CurrentFrameReporting)?.currentFrame(within: containers) ?? passCurrentSnapshot(within: containers).frame
    }
}
