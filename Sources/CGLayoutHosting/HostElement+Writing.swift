import CGLayout
import Foundation

extension HostElement {
    /// Writes a frame: to the host on the main thread; kept and delivered to the host on the
    /// main actor otherwise (a later write on the main actor supersedes it).
    func write(frame: CGRect) {
        let delivered = MainActorAccess.ifOnMainActor { () -> Bool in
            storage.withLock { $0.pendingFrame = nil }
            host?.setLayoutHostFrame(frame)
            readState()
            return true
        }
        if delivered != nil { return }
        storage.withLock { storage in
            storage.state.frame = frame
            storage.state.bounds.size = frame.size
            storage.state.contentBounds.size = frame.size
            storage.pendingFrame = frame
        }
        scheduleDelivery()
    }

    /// Writes bounds, as ``write(frame:)`` writes a frame.
    func write(bounds: CGRect) {
        let delivered = MainActorAccess.ifOnMainActor { () -> Bool in
            storage.withLock { $0.pendingBounds = nil }
            host?.setLayoutHostBounds(bounds)
            readState()
            return true
        }
        if delivered != nil { return }
        storage.withLock { storage in
            storage.state.bounds = bounds
            storage.state.frame.size = bounds.size
            storage.pendingBounds = bounds
        }
        scheduleDelivery()
    }

    /// Tells a scrolling host the size of its content (see ``HostScrollLayoutGuide``), as
    /// ``write(frame:)`` writes a frame.
    ///
    /// - Parameter size: The content's extent.
    public func setContentSize(_ size: CGSize) {
        let delivered = MainActorAccess.ifOnMainActor { () -> Bool in
            storage.withLock { $0.pendingContentSize = nil }
            host?.setLayoutHostContentSize(size)
            return true
        }
        if delivered != nil { return }
        storage.withLock { $0.pendingContentSize = size }
        scheduleDelivery()
    }

    /// Whether a write made off the main thread still waits for the main actor.
    public var hasPendingWrites: Bool {
        storage.withLock { $0.pendingFrame != nil || $0.pendingBounds != nil || $0.pendingContentSize != nil }
    }

    private func scheduleDelivery() {
        let schedule = storage.withLock { storage -> Bool in
            defer { storage.deliveryScheduled = true }
            return !storage.deliveryScheduled
        }
        if schedule { Task { @MainActor in self.deliverPendingWrites() } }
    }

    /// Writes what was written off the main thread to the host, bounds before frame (as a pass
    /// writes them), then the content size.
    @MainActor
    public func deliverPendingWrites() {
        let (frame, bounds, contentSize) = storage.withLock { storage in
            defer {
                storage.pendingFrame = nil; storage.pendingBounds = nil; storage.pendingContentSize = nil
                storage.deliveryScheduled = false
            }
            return (storage.pendingFrame, storage.pendingBounds, storage.pendingContentSize)
        }
        guard let host else { return }
        if let bounds { host.setLayoutHostBounds(bounds) }
        if let frame { host.setLayoutHostFrame(frame) }
        if let contentSize { host.setLayoutHostContentSize(contentSize) }
        readState()
    }
}
