import Foundation

/// Content snapshots recorded by slot during one snapshot pass, so later
/// blocks see the frames a container gave its content.
final class ContainerContents {
    /// `container`: the container whose content `snapshot` is, when it is one (not an opaque block's
    /// snapshot, nor frames a context was made to see), and the frame it had when the content was laid out.
    /// `start`: the clock of the pass's ``PassChain`` when the snapshot's pass started (only frames stamped
    /// since may be in it), `nil` when the snapshot is not a content the chain's passes computed.
    private(set) var entries: [(slot: Int, container: (id: ObjectIdentifier, frame: CGRect)?, snapshot: LayoutSnapshot, start: Int?)] = []
    /// The chain of the pass that records the snapshots, if any.
    let chain: PassChain?

    init(chain: PassChain? = nil) { self.chain = chain }

    func record(_ snapshot: LayoutSnapshot, at slot: Int, container: (id: ObjectIdentifier, frame: CGRect)? = nil, start: Int? = nil) {
        entries.append((slot, container, snapshot, start))
    }

    /// Whether the snapshot of `entry` may name the element `id` (it is walked only then).
    @inline(__always)
    private func mayName(_ id: ObjectIdentifier, _ start: Int?) -> Bool {
        guard let start, let chain else { return true }
        return chain.mayHold(id, since: start)
    }

    /// The content snapshot of the container `id`: recorded for it, or inside a recorded snapshot (a
    /// stack's arranged container, a relation block's item), the last one if several; with the frame
    /// the container had when that content was laid out (a later writer that runs no content, a flex
    /// container placing its items, may have moved it since).
    func content(of id: ObjectIdentifier) -> (snapshot: LayoutSnapshot, containerFrame: CGRect)? {
        for entry in entries.reversed() {
            if let container = entry.container, container.id == id { return (entry.snapshot, container.frame) }
            if mayName(id, entry.start), let content = entry.snapshot.content(of: id) { return content }
        }
        return nil
    }

    /// Whether no snapshot was recorded yet.
    var isEmpty: Bool { entries.isEmpty }

    func snapshot(at slot: Int) -> LayoutSnapshot? {
        entries.last { $0.slot == slot }?.snapshot
    }

    func frame(of id: ObjectIdentifier) -> CGRect? {
        for entry in entries.reversed() where mayName(id, entry.start) {
            if let frame = entry.snapshot.frame(of: id) { return frame }
        }
        return nil
    }
}
