import CGLayout
import Foundation

extension FlexContent: ContextualLayoutBlock {
    /// The content's snapshot inside a pass: items measured by their `sizeThatFits` (a node
    /// subclass's present size, say) see the frames the pass gave them, as in `layout()`.
    ///
    /// `layout()` has written those frames by now, which tells the container to measure such an
    /// item again; a snapshot writes nothing, so when a measured item's frame in the pass is not
    /// its live one, the snapshot lays out a temporary tree (no measurement kept from an earlier
    /// pass) instead of the persistent one.
    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        guard let core else { return LayoutSnapshot(childSnapshots: []) }
        let stale = core.activeElements.contains { element in
            FlexContainerCore.isMeasured(element) && context.frame(of: element) != element.frame
        }
        guard stale else {
            return context.measuring { snapshot(for: sourceRect, direction: context.direction) }
        }
        var children: [LayoutSnapshot] = []
        context.measuring {
            core.forEachFreshFrame(in: sourceRect, direction: context.direction) { element, frame in
                children.append(LayoutSnapshot(element: element, frame: frame))
            }
        }
        return LayoutSnapshot(childSnapshots: children)
    }
}

extension FlexContainerCore {
    /// Whether the container measures `element` with `sizeThatFits` (see `leafNode(for:style:)`).
    static func isMeasured(_ element: any LayoutElement) -> Bool {
        element is any AdjustableLayoutElement && type(of: element) != LayoutNode.self && !(element is any LayoutGuideProtocol)
    }

    /// As `forEachFrame(in:direction:_:)`, on a temporary tree: every item measured anew.
    func forEachFreshFrame(in rect: CGRect, direction: LayoutDirection, _ body: (any LayoutElement, CGRect) -> Void) {
        let (root, entries) = freshTree()
        root.style = rootStyle(width: rect.size.width, height: rect.size.height, exact: true)
        root.calculateLayout(width: rect.size.width, height: rect.size.height, direction: direction == .rightToLeft ? .rtl : .ltr)
        FlexContainerCore.visit(entries, origin: rect.origin, body)
    }
}
