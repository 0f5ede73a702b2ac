import Foundation

/// A block that lays out in the space of an element it names, not in its elements' super element's: an
/// adaptive scheme (its container) or a relation layout (its container, in `CGLayoutRelations`).
///
/// A scheme's pass given a rect hands the rect to such a block only when the block's container is the
/// element the rect describes: the adaptive scheme's container for its variant (the owner of an area, a
/// guide or a view's safe area, whose children the area's content lays out: ``OwnerArea``), otherwise the
/// super element of the scheme's first element block in a tree, or with none, the first such block's own
/// container (its owner, for an area). Inside
/// a pass over another element it runs in its own container's space as the pass has it — the frame an
/// earlier block gave the container — which is what `layout()` without a rect gives it, so a snapshot of
/// the scheme, applied, gives the frames of `layout()`.
package protocol ContainerSpaceBlock: LayoutBlockProtocol {
    /// The element whose space the block lays out in (`nil` once it is released).
    var spaceContainer: (any LayoutElement)? { get }

    /// The rect the block runs in inside a pass whose rect describes another element than `container`:
    /// in a snapshot (`context` is the pass's) the container's space as the pass has it; live (`context`
    /// is `nil`) the present one, or `nil` for the block's own default (which reads it so).
    func sourceRect(in container: any LayoutElement, context: LayoutContext?) -> CGRect?
}

extension AdaptiveScheme: ContainerSpaceBlock {
    /// The container (see ``container``).
    package var spaceContainer: (any LayoutElement)? { container }

    /// The rect the variant gets for `container` as the pass has it (its size decides the variant): the
    /// container's layout bounds, or for an area of its owner's space (a guide, a view's safe area: ``OwnerArea``)
    /// the area's rect in its owner's space, where the owner's children the variant lays out sit.
    package func sourceRect(in container: any LayoutElement, context: LayoutContext?) -> CGRect? {
        if let area = container as? any OwnerArea { return area.rectInOwner(context: context) }
        return context?.layoutBounds(of: container) ?? container.layoutBounds
    }
}

/// Blocks run by a scheme plan (schemes, element blocks), whose snapshot can be told the element its rect
/// describes: an adaptive scheme's variant gets the rect of the adaptive scheme's container, and its blocks
/// over other elements (a card an earlier block laid out) lay out in those elements' spaces.
protocol DescribedSpaceSnapshotting: LayoutBlockProtocol {
    /// The snapshot for `sourceRect` as the space of `container`, inside the enclosing pass `context` when
    /// there is one (in `direction` otherwise).
    func snapshot(for sourceRect: CGRect, describing container: any LayoutElement, context: LayoutContext?,
                  direction: LayoutDirection) -> LayoutSnapshot
}

extension AdaptiveScheme {
    /// The snapshot of `block` (a variant's) for `rect`, which describes this scheme's container: a scheme's
    /// blocks lay out in the spaces of their own containers or super elements where those are other elements,
    /// and so does a variant that is one such block.
    func snapshot(of block: any LayoutBlockProtocol, for rect: CGRect, context: LayoutContext?, direction: LayoutDirection) -> LayoutSnapshot {
        guard let container, let described = Self.spaceOwner(of: container) else {
            return block.snapshot(for: rect, context: context, direction: direction)
        }
        if let planned = block as? any DescribedSpaceSnapshotting {
            return planned.snapshot(for: rect, describing: described, context: context, direction: direction)
        }
        guard let spaced = block as? any ContainerSpaceBlock, let own = spaced.spaceContainer,
              own !== container, own !== described else {
            return block.snapshot(for: rect, context: context, direction: direction)
        }
        let space = spaced.sourceRect(in: own, context: context ?? .live(direction: direction)) ?? own.layoutBounds
        return block.snapshot(for: space, context: context, direction: direction)
    }
}

extension AdaptiveScheme {
    /// The element whose children lay out in the rect `container`'s content gets: the container, or the owner of
    /// an area of its owner's space (a guide's content, a view's safe area's, lays out its owner's children in
    /// that area: see ``OwnerArea``); `nil` for an area in no owner.
    static func spaceOwner(of container: any LayoutElement) -> (any LayoutElement)? {
        if let area = container as? any OwnerArea { return area.areaOwner }
        guard let guide = container as? any LayoutGuideProtocol else { return container }
        return guide.owner   // a user's guide
    }
}

/// An element that is an area of its owner's space, whose content lays out the owner's children: a guide
/// (``LayoutGuide``, the scroll guide's parts), a view's safe area or margins (`HostAreaGuide`, in
/// `CGLayoutHosting`). An adaptive scheme over one gives its variant a rect that describes the owner.
/// A user's guide has a frame of its own: a pass reads it as any element's (the frame a block of the pass gave it,
/// else its present one), for a constraint by it and an adaptive scheme over it alike. An area whose frame follows
/// other elements is a ``DerivedArea``.
package protocol OwnerArea: LayoutElement {
    /// The owner, whose children the area's content lays out (`nil` while the area is in none).
    var areaOwner: (any LayoutElement)? { get }

    /// The area's rect in its owner's space as the pass `context` has it (live with none): where the owner's
    /// children an adaptive scheme over the area lays out sit, so a top inset (a notch, a status bar) is
    /// skipped as by a plain scheme laid out in the area.
    func rectInOwner(context: LayoutContext?) -> CGRect
}

extension OwnerArea {
    /// The area's frame as the pass has it (a guide an earlier block laid out has that frame): a guide's frame
    /// is in its owner's space.
    package func rectInOwner(context: LayoutContext?) -> CGRect { context?.frame(of: self) ?? frame }
}

/// An area whose frame follows other elements rather than being its own: a view's safe area and margins follow the
/// view's bounds (`HostAreaGuide`), a scroll guide's frame and content guides follow the scroll guide's frame.
/// A pass reads its frame — for a constraint by it, ``LayoutContext/frame(of:)``, ``LayoutContext/layoutBounds(of:)``,
/// and the rect an adaptive scheme over it gets — as one answer, ``OwnerArea/rectInOwner(context:)``, from those
/// elements as the pass has them: in a snapshot that describes the owner at another rect, the area at that rect.
/// Its `rectInOwner(context:)` reads its own frame, where it needs it, through ``LayoutContext/passFrame(of:)``
/// (the frame a block of the pass gave it), never through `frame(of:)` (which asks it).
package protocol DerivedArea: OwnerArea {}

extension LayoutBlockProtocol {
    /// The snapshot in `context` when there is one (taking over the readings of a user's block that took it
    /// through its own entry point), in `direction` otherwise.
    fileprivate func snapshot(for rect: CGRect, context: LayoutContext?, direction: LayoutDirection) -> LayoutSnapshot {
        guard let context else { return snapshot(for: rect, direction: direction) }
        var snapshot = snapshot(for: rect, context: context)
        context.readings?.takeOver(from: &snapshot)
        return snapshot
    }
}
