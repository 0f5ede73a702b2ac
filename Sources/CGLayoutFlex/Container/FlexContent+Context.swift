import CGLayout
import Foundation

extension FlexContent: ContextualLayoutBlock {
    /// The content's snapshot inside a pass: items measured by their `sizeThatFits` (a node
    /// subclass's present size, say) see the frames the pass gave them, as in `layout()`.
    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        context.measuring { snapshot(for: sourceRect, direction: context.direction) }
    }
}

extension FlexContainerCore {
    /// Whether `element` is measured with `sizeThatFits` (see `leafNode(for:style:)`).
    static func isMeasured(_ element: any LayoutElement) -> Bool {
        element is any AdjustableLayoutElement && type(of: element) != LayoutNode.self && !(element is any LayoutGuideProtocol)
    }

    /// Whether a pass must lay out a temporary tree rather than the persistent one: a snapshot
    /// publishes frames for measuring (``LayoutContext/measuringContext``) and gave a measured
    /// item a frame other than its live one. `layout()` has written that frame by now, and told
    /// the container to measure the item again; a snapshot writes nothing, so the measurement
    /// the persistent tree keeps would be stale. Costs one thread-local read outside snapshots.
    var measuresItemsAtOtherFrames: Bool {
        guard let context = LayoutContext.measuringContext else { return false }
        return activeElements.contains { element in
            FlexContainerCore.isMeasured(element) && context.frame(of: element) != element.frame
        }
    }
}
