import CGLayout
import Foundation

extension HostElement {
    /// A change a pass makes to a host.
    enum Write: Sendable {
        case frame(CGRect)
        case bounds(CGRect)
        case contentSize(CGSize)

        /// Whether the change moves or resizes the host (a pass's write of its frame).
        var movesTheHost: Bool { if case .contentSize = self { false } else { true } }
    }

    /// The writes made off the main actor, waiting for it: the last of each kind.
    struct PendingWrites: Sendable {
        var frame: CGRect?
        var bounds: CGRect?
        var contentSize: CGSize?
        var isEmpty: Bool { frame == nil && bounds == nil && contentSize == nil }

        /// Forgets the pending write of `change`'s kind (a write on the main actor supersedes it).
        mutating func drop(_ change: Write) {
            switch change {
            case .frame: frame = nil
            case .bounds: bounds = nil
            case .contentSize: contentSize = nil
            }
        }

        /// Keeps `change` until the main actor runs; a frame or bounds also becomes the state
        /// the element answers with off the main actor meanwhile.
        mutating func keep(_ change: Write, in state: inout LayoutHostState) {
            switch change {
            case .frame(let rect):
                frame = rect
                state.frame = rect
                state.bounds.size = rect.size
                state.contentBounds.size = rect.size
            case .bounds(let rect):
                bounds = rect
                state.bounds = rect
                state.frame.size = rect.size
            case .contentSize(let size):
                contentSize = size
            }
        }
    }

    /// Writes a change: to the host on the main actor; off it, kept and written to the host when
    /// the main actor next runs (a later write of the same kind on the main actor supersedes it).
    ///
    /// A frame written off the main actor is reported (``/CGLayout/LayoutIssue/Kind/laidOutOffItsActor``):
    /// the pass returned before the view moved. When it reaches the view, the sizes the pass used are
    /// checked against what the host measures then; a stale one is reported too, and the super host
    /// is asked to lay out again, so UIKit's next pass lays the view out from live sizes.
    func write(_ change: Write) {
        let delivered = MainActorAccess.ifOnMainActor(self, change) { element, change -> Bool in
            element.storage.withLock { $0.pending.drop(change) }
            // Checked before the write: a size answered elsewhere is compared with the host as it was.
            if change.movesTheHost { element.settleOffActorAnswers(lateWrite: false) }
            element.apply(change)
            return true
        }
        if delivered != nil { return }
        let schedule = storage.withLock { storage -> Bool in
            storage.pending.keep(change, in: &storage.state)
            if change.movesTheHost, !storage.issues.contains(.laidOutOffItsActor) { storage.issues.append(.laidOutOffItsActor) }
            defer { storage.deliveryScheduled = true }
            return !storage.deliveryScheduled
        }
        if schedule { Task { @MainActor in self.deliverPendingWrites() } }
    }

    @MainActor
    private func apply(_ change: Write) {
        guard let host else { return }
        switch change {
        case .frame(let rect): host.setLayoutHostFrame(rect)
        case .bounds(let rect): host.setLayoutHostBounds(rect)
        case .contentSize(let size): host.setLayoutHostContentSize(size)
        }
        if case .contentSize = change { return }
        _ = geometry       // keeps what the host made of the write
    }

    /// Tells a scrolling host the size of its content (see ``HostScrollLayoutGuide``): on the main
    /// actor at once, from another task when the main actor next runs.
    ///
    /// - Parameter size: The content's extent.
    public func setContentSize(_ size: CGSize) { write(.contentSize(size)) }

    /// Whether a write made off the main actor still waits for it.
    public var hasPendingWrites: Bool { storage.withLock { !$0.pending.isEmpty } }

    /// Writes what was written off the main actor to the host — bounds, then frame (as a pass
    /// writes them), then content size — and forgets it.
    @MainActor
    public func deliverPendingWrites() {
        let pending = storage.withLock { storage in
            defer { storage.pending = PendingWrites(); storage.deliveryScheduled = false }
            return storage.pending
        }
        if pending.frame != nil || pending.bounds != nil { settleOffActorAnswers(lateWrite: true) }
        if let bounds = pending.bounds { apply(.bounds(bounds)) }
        if let frame = pending.frame { apply(.frame(frame)) }
        if let contentSize = pending.contentSize { apply(.contentSize(contentSize)) }
    }
}
