import Foundation

/// Where a pass reads frames from.
struct FrameSource {
    var overrides: FrameOverrides?

    static var live: FrameSource { FrameSource(overrides: nil) }

    @inline(__always)
    func frame(of element: any LayoutElement) -> CGRect {
        guard let overrides else { return element.frame }
        if let frame = overrides.frame(of: element) { return frame }
        return unknownFrame(of: element)
    }

    /// The frame of `element`, which no level of the pass laid out: its present one, or for an area whose frame
    /// follows other elements, the area as the pass has those (in a snapshot for another size of a view, its safe
    /// area at that size): the rect an adaptive scheme over the area gets too.
    @inline(never)
    func unknownFrame(of element: any LayoutElement) -> CGRect {
        // A node is no area (a class check, cheaper than a conformance look-up).
        guard !(element is LayoutNode), let area = element as? any DerivedArea else { return element.frame }
        return area.rectInOwner(context: context)
    }

    /// A context that reads these frames, for an area's ``OwnerArea/rectInOwner(context:)`` (which reads no direction).
    private var context: LayoutContext { LayoutContext(direction: .leftToRight, frames: self) }

    /// The frame of `element` and the origin of its bounds as the pass sees them: where its space sits in its
    /// super element's (see ``ElementPlacement``).
    @inline(__always)
    func placement(of element: any LayoutElement) -> (frame: CGRect, boundsOrigin: CGPoint) {
        guard let overrides else { return (element.frame, element.bounds.origin) }
        if let found = overrides.placementFrame(of: element) { return (found.frame, found.boundsOrigin ?? element.bounds.origin) }
        return (unknownFrame(of: element), element.bounds.origin)
    }

    /// Layout bounds; an element moved earlier in a snapshot pass is asked
    /// for its layout bounds at that frame. The snapshot's super element has the source rect as its
    /// layout bounds until a block of the pass (or a container's content) lays it out: from then on, it has
    /// the layout bounds of the frame it was given, at the rect's origin (as `layout()` gives a container
    /// whose bounds are the rect: a block writes its frame, not its bounds origin).
    @inline(__always)
    func layoutBounds(of element: any LayoutElement) -> CGRect {
        guard let overrides else { return element.layoutBounds }
        switch overrides.boundsSource(of: ObjectIdentifier(element)) {
        case .frame(let frame):
            // A container laid out in this pass has the layout bounds of its content in the pass (a scroll
            // guide's content size), not of the content it had before: a snapshot writes nothing.
            let id = ObjectIdentifier(element)
            let bounds: CGRect
            if let content = overrides.content(of: id), let container = element as? any LayoutContainer {
                bounds = container.layoutBounds(forFrame: frame, content: content.snapshot, laidOutWith: content.containerFrame)
            } else {
                bounds = element.layoutBounds(forFrame: frame)
            }
            // The container the source rect describes keeps the rect's origin (a block wrote its frame, not its bounds).
            return overrides.describedSource(id)?.layoutBounds(bounds, of: element) ?? bounds
        case .source(let source):
            return source.layoutBounds
        case nil:
            // An area whose frame follows other elements has the size the pass gives it (``DerivedArea``).
            guard !(element is LayoutNode), let area = element as? any DerivedArea else { return element.layoutBounds }
            return area.layoutBounds(forFrame: area.rectInOwner(context: context))
        }
    }
}
