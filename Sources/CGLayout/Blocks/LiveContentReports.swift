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
/// content since: any block a live scheme pass with these reports runs afterwards forgets it
/// (``blockWillRun()``). It is the snapshot the container was handed: frames that the container's own
/// `contentDidLayout(_:)` moves are not in it (as a snapshot pass, which calls no `contentDidLayout(_:)`,
/// does not see them either). Not `Sendable`: it belongs to the pass's thread. Handed to the blocks of a live
/// pass through ``PassBlock/layout(in:direction:reports:within:)`` and
/// ``PassBlock/currentSnapshot(reusing:within:)``.
package final class LiveContentReports {
    /// The container and the content snapshot it was handed, while it may still be taken as is.
    private var kept: (container: ObjectIdentifier, content: LayoutSnapshot)?

    /// A block of a live pass is about to run: it may move what a kept snapshot holds.
    @inline(__always)
    func blockWillRun() {
        if kept != nil { kept = nil }
    }

    /// The kept content snapshot of `container`, if it is the one kept and still stands.
    func content(of container: AnyObject) -> LayoutSnapshot? {
        guard let kept, kept.container == ObjectIdentifier(container) else { return nil }
        return kept.content
    }

    /// Hands `container` its content snapshot `content`, read from the present frames
    /// (``LayoutContainer/contentDidLayout(_:)``, marked ``LayoutSnapshot/framesArePresent``), and keeps it
    /// for the enclosing container.
    func report(_ content: LayoutSnapshot, to container: any LayoutContainer) {
        var content = content
        content.framesArePresent = true
        container.contentDidLayout(content)
        kept = (ObjectIdentifier(container), content)
    }
}
