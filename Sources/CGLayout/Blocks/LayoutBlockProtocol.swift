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
    /// `currentSnapshot.frame`.
    var currentFrame: CGRect { get }
}

extension LayoutBlockProtocol {
    /// `currentSnapshot.frame`, without building the snapshot where the block can tell it.
    var currentFrame: CGRect { (self as? any CurrentFrameReporting)?.currentFrame ?? currentSnapshot.frame }
}
