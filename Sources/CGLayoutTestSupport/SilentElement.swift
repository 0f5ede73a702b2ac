import CGLayout
import Foundation

/// An element that measures `side` × `side` and says nothing when `side` changes (as a view's element
/// cannot): a scheme that lays it out cannot keep its snapshot.
public final class SilentElement: AdjustableLayoutElement, @unchecked Sendable {
    /// The element's frame, as a pass wrote it.
    public var frame = CGRect.zero
    /// The element's bounds.
    public var bounds = CGRect.zero
    /// The length of each side it measures.
    public var side: CGFloat = 20
    /// The node it sits in.
    public weak var parent: LayoutNode?

    /// An element 20 × 20, in no node.
    public init() {}

    /// `parent`.
    public var superElement: (any LayoutElement)? { parent }
    /// Leaves `parent`.
    public func removeFromSuperElement() { parent = nil }
    /// `side` × `side`, whatever the proposal.
    public func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: side, height: side) }
}
