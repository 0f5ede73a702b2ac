import CGLayout
import Foundation

/// A constraint of a node-side block that leaves the space as it is and places an area twin first: where an earlier
/// block of the same pass lays out the twin's node (a card whose margins a later block reads), the twin goes to the
/// node's bounds in the pass, less the twin's insets — at the node's present bounds origin with the size of its frame in
/// the pass (read through the context: as `layout()` wrote it, or as the snapshot being computed gave it); or, where the
/// snapshot being computed describes the node (``DescribedNode``: a later edit made it the super element of the first
/// block in a tree), at the snapshot's rect's origin, with that frame's size when the node's block ran in the pass and the
/// rect's size when it was skipped (a removed node), as the documented rule for the element a snapshot's rect describes
/// has it. The twin's own constraint, after this one, then reads the area where the pass put the node, by the case's
/// arithmetic and not by the library's rule for view areas (`HostAreaGuide`'s rect in its owner).
struct TwinPlacement: LayoutConstraintProtocol {
    let twin: any AreaTwin
    let node: LayoutNode
    /// The node the snapshot being computed describes, if any (the case sets it around a node snapshot).
    let described: DescribedNode

    var isActive: Bool { true }
    var isIndependent: Bool { false }
    func layoutElement(is object: AnyObject) -> Bool { object === node || object === (twin.element as AnyObject) }

    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        twin.place(at: node.bounds)
    }

    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        if let space = described.space(of: node) {
            twin.place(at: CGRect(origin: space.rect.origin, size: space.laidOut ? context.frame(of: node).size : space.rect.size))
        } else {
            twin.place(at: CGRect(origin: node.bounds.origin, size: context.frame(of: node).size))
        }
    }
}

/// The node a node snapshot's rect describes while the case computes that snapshot, with the rect as a pass takes it
/// (``InsetsTwin/space(_:)``) and whether the node's own block runs in the pass (it does unless the node is out of every
/// tree): set and read on the case's thread only, around one snapshot (``HostsCase/nodeSnapshot(for:direction:)``).
final class DescribedNode: @unchecked Sendable {
    private var node: LayoutNode?
    private var rect = CGRect.zero
    private var laidOut = false

    /// Marks `node` as described by `rect` for the duration of `body`.
    func describing<T>(_ node: LayoutNode, at rect: CGRect, laidOut: Bool, _ body: () -> T) -> T {
        (self.node, self.rect, self.laidOut) = (node, rect, laidOut)
        defer { self.node = nil }
        return body()
    }

    /// The rect describing `node` and whether its block runs, `nil` when the snapshot being computed describes another.
    func space(of node: LayoutNode) -> (rect: CGRect, laidOut: Bool)? {
        self.node === node ? (rect, laidOut) : nil
    }
}
