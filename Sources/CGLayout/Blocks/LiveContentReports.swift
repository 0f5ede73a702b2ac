import Foundation

/// The content snapshot a live pass last handed to a container's ``LayoutContainer/contentDidLayout(_:)``,
/// kept for the rest of that pass (in its ``LayoutContext``), so the container's enclosing container
/// takes it into its own content snapshot instead of walking that content again.
///
/// Nested containers that report their content (scroll and plain guide subclasses) each get the whole
/// snapshot of their content after a live layout. Built from the present frames at every level, the
/// snapshot of level k walked every level below it: quadratic in the depth (1,600 nested scroll guide
/// subclasses took 4.6 s). The innermost content finishes first: its snapshot is kept here, and the
/// level above, which finishes right after it, takes it as is.
///
/// A kept snapshot stands for its container's content only while the pass cannot have moved that
/// content since. A block a live scheme pass with these reports runs afterwards forgets it
/// (``blockWillRun()``), unless the block only writes one element the snapshot does not hold and runs no
/// content (``willWrite(_:runsContent:mayRunOwnCode:)``); for a node subclass, whose frame setter or size
/// observers are code of your own, also only when no other node's frame was written meanwhile. So a
/// content that lists the next container's block before its own elements' keeps it too. Frames that code
/// of your own moves in the frame setter of another kind of element are not seen. It is the snapshot the
/// container was handed: frames that the container's own `contentDidLayout(_:)` moves are not in it (as a
/// snapshot pass, which calls no `contentDidLayout(_:)`, does not see them either). Not `Sendable`: it
/// belongs to the pass's thread. Handed to the blocks of a live pass through
/// ``PassBlock/layout(in:direction:reports:within:)`` and ``PassBlock/currentSnapshot(reusing:within:)``.
package final class LiveContentReports {
    /// The container and the content snapshot it was handed, while it may still be taken as is.
    private var kept: (container: ObjectIdentifier, content: LayoutSnapshot)?
    /// The elements `kept` holds frames of, at any depth, once ``unlisted`` is listed. Built as the kept
    /// snapshots nest: the snapshot of an enclosing container adds only what is around the kept one it
    /// took, so nested contents are listed in time proportional to their size.
    private var keptElements = Set<ObjectIdentifier>()
    /// The parts of `kept` not listed in ``keptElements`` yet (each snapshot but the content of the container
    /// `skipping`, which is listed or further on): listed only when a write asks (a content that lists the next
    /// guide's block before its own elements'); a pass that never asks never lists them.
    private var unlisted: [(snapshot: LayoutSnapshot, skipping: ObjectIdentifier?)] = []
    /// Whether the snapshot being built took `kept` as the content of its container (``content(of:)``).
    private var keptTaken = false

    /// A block of a live pass is about to run: it may move what a kept snapshot holds.
    @inline(__always)
    func blockWillRun() {
        if kept != nil { forget() }
    }

    /// A block of a live pass is about to write `element`'s frame. A kept snapshot that holds `element`
    /// is forgotten, and so is one when `runsContent` (the element is a container whose content runs next).
    ///
    /// - Parameter mayRunOwnCode: Whether the write may run code of your own (a node subclass's frame
    ///   setter, observers of its size).
    /// - Returns: The count of node frame writes before this write, when a kept snapshot stays and the write
    ///   may run code of your own: pass it to ``didWrite(since:)`` after the write.
    @inline(__always)
    func willWrite(_ element: AnyObject, runsContent: Bool, mayRunOwnCode: Bool) -> UInt? {
        guard kept != nil else { return nil }
        if !unlisted.isEmpty { listKeptElements() }
        if runsContent || keptElements.contains(ObjectIdentifier(element)) {
            forget()
            return nil
        }
        return mayRunOwnCode ? Epoch.frame.current : nil
    }

    /// After a write of a node subclass ``willWrite(_:runsContent:mayRunOwnCode:)`` allowed: code of your
    /// own that wrote other nodes' frames (more than the one write) may have moved what the kept snapshot
    /// holds. (The count is global: writes in other threads meanwhile forget it too, which is only slower.)
    @inline(__always)
    func didWrite(since epoch: UInt) {
        if Epoch.frame.current &- epoch > 1 { forget() }
    }

    private func forget() {
        kept = nil
        keptTaken = false
        keptElements.removeAll(keepingCapacity: true)
        unlisted.removeAll(keepingCapacity: true)
    }

    /// Lists the elements of the parts of `kept` not listed yet.
    private func listKeptElements() {
        for (snapshot, skipping) in unlisted {
            TreeWalk.preorder([snapshot], children: { snapshot in
                guard case .element(let element) = snapshot.kind else { return snapshot.childSnapshots }
                return element.id == skipping ? [] : snapshot.childSnapshots
            }) { snapshot, _ in
                if case .element(let element) = snapshot.kind { keptElements.insert(element.id) }
                return true
            }
        }
        unlisted.removeAll(keepingCapacity: true)
    }

    /// The kept content snapshot of `container`, if it is the one kept and still stands.
    func content(of container: AnyObject) -> LayoutSnapshot? {
        guard let kept, kept.container == ObjectIdentifier(container) else { return nil }
        keptTaken = true
        return kept.content
    }

    /// Hands `container` its content snapshot `content`, read from the present frames
    /// (``LayoutContainer/contentDidLayout(_:)``, marked ``LayoutSnapshot/framesArePresent``), and keeps it
    /// for the enclosing container.
    func report(_ content: LayoutSnapshot, to container: any LayoutContainer) {
        var content = content
        content.framesArePresent = true
        container.contentDidLayout(content)
        // The elements of the new snapshot: those of the kept one it took (listed, or to be) and the rest.
        let taken = keptTaken ? kept?.container : nil
        if taken == nil {
            keptElements.removeAll(keepingCapacity: true)
            unlisted.removeAll(keepingCapacity: true)
        }
        unlisted.append((content, taken))
        kept = (ObjectIdentifier(container), content)
        keptTaken = false
    }
}
