import CGLayout
import Foundation

/// A flex container's items as a block: what a block that lays out the container
/// runs for its content (in layout, snapshots and `apply(snapshot:)`).
struct FlexContent: LayoutBlockProtocol {
    /// Strong: a weak reference would make the block too big for an existential's inline
    /// buffer, and every `contentLayout` would allocate (the core holds its host weakly).
    let core: FlexContainerCore?

    var currentSnapshot: LayoutSnapshot {
        LayoutSnapshot(childSnapshots: (core?.activeElements ?? []).map { LayoutSnapshot(element: $0, frame: $0.frame) })
    }

    func layout(direction: LayoutDirection) {
        guard let host = core?.host as? any LayoutContainer else { return }
        layout(in: host.contentRect(forFrame: host.frame), direction: direction)
    }

    func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        core?.layoutAndWrite(in: sourceRect, direction: direction)
    }

    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        snapshot(for: sourceRect, context: .live(direction: direction))
    }

    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        let elements = core?.activeElements ?? []
        guard snapshot.isGroup, snapshot.childSnapshots.count == elements.count else {
            throw .structureMismatch(path: [], expected: "\(elements.count) flex items", found: "\(snapshot.childSnapshots.count)")
        }
        for (index, (element, child)) in zip(elements, snapshot.childSnapshots).enumerated() where !child.isSnapshot(of: element) {
            throw .elementMismatch(path: [index], element: "\(element)")
        }
    }

    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        for (element, child) in zip(core?.activeElements ?? [], snapshot.childSnapshots) { FrameGate.write(child.frame, to: element) }
        // The frames written may not be the tree's: the next live pass writes them all.
        core?.invalidateWrittenFrames()
    }
}
