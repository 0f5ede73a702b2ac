import CGLayout
import Foundation

extension FlexContent {
    /// The content's snapshot inside a pass: items measured by their `sizeThatFits(_:in:)` (a node
    /// subclass's present size, say) get the pass's context and see the frames the pass gave them,
    /// as in `layout()`.
    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        var children: [LayoutSnapshot] = []
        core?.forEachFrame(in: sourceRect, direction: context.direction, context: context) { element, frame in
            children.append(LayoutSnapshot(element: element, frame: frame))
        }
        return LayoutSnapshot(childSnapshots: children)
    }
}

extension FlexContainerCore {
    /// Whether `element` is measured with `sizeThatFits` (see `leafNode(for:style:measuredIn:)`).
    static func isMeasured(_ element: any LayoutElement) -> Bool {
        element is any AdjustableLayoutElement && type(of: element) != LayoutNode.self && !(element is any LayoutGuideProtocol)
    }

    /// Whether a pass in `context` must lay out a temporary tree rather than the persistent one: the
    /// pass has frames of its own (a snapshot, which writes nothing) and gave a measured item a frame
    /// other than its live one. `layout()` has written that frame by now, and told the container to
    /// measure the item again; a snapshot writes nothing, so the measurement the persistent tree
    /// keeps would be stale. A live pass (no frames of its own) decides without reading anything.
    func measuresItemsAtOtherFrames(in context: LayoutContext) -> Bool {
        guard context.hasPassFrames else { return false }
        return activeElements.contains { element in
            FlexContainerCore.isMeasured(element) && context.frame(of: element) != element.frame
        }
    }
}
