import CGLayout
import Foundation

/// A constraint of a node-side block that leaves the space as it is and places an area twin first: where an earlier
/// block of the same pass lays out the twin's node (a card whose margins a later block reads), the twin goes to the
/// node's frame in the pass — read through the context: as `layout()` wrote it, or as the snapshot being computed
/// gave it — at the node's present bounds origin, less the twin's insets. The twin's own constraint, after this one,
/// then reads the area where the pass put the node, by the case's arithmetic and not by the library's rule for view
/// areas (`HostAreaGuide`'s rect in its owner).
struct TwinPlacement: LayoutConstraintProtocol {
    let twin: any AreaTwin
    let node: LayoutNode

    var isActive: Bool { true }
    var isIndependent: Bool { false }
    func layoutElement(is object: AnyObject) -> Bool { object === node || object === (twin.element as AnyObject) }

    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        twin.place(at: node.bounds)
    }

    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        twin.place(at: CGRect(origin: node.bounds.origin, size: context.frame(of: node).size))
    }
}
