import CGLayout
import Foundation

extension HostElement {
    /// A size the host gave for a proposal, on the main actor.
    struct Measurement: Sendable {
        let proposal: CGSize
        let size: CGSize
    }

    /// How many measurements an element keeps: the proposals of a few passes at a few widths.
    static let keptMeasurements = 16

    /// The host's fitting size for `size`: its `sizeThatFits(_:)` on the main actor (the size is
    /// kept); elsewhere the size kept for exactly this proposal.
    ///
    /// A proposal never measured on the main actor cannot be answered off it (a label measures
    /// only on the main actor): the element answers its present size, as a `UIView` without a
    /// `sizeThatFits(_:)` of its own does, and counts it in ``unmeasuredProposals``. Measure first
    /// with ``CGLayout/LayoutBlockProtocol/captureHostState(for:direction:)`` on the main actor.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The fitting size.
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        if let live = MainActorAccess.ifOnMainActor({ measure(size) }) { return live }
        return storage.withLock { storage in
            if let kept = storage.measurements.last(where: { $0.proposal == size }) { return kept.size }
            storage.unmeasuredProposals += 1
            return storage.state.bounds.size
        }
    }

    @MainActor
    private func measure(_ proposal: CGSize) -> CGSize {
        guard let host else { return storage.withLock { $0.state.bounds.size } }
        let size = host.layoutHostSizeThatFits(proposal)
        storage.withLock { storage in
            storage.measurements.removeAll { $0.proposal == proposal }
            if storage.measurements.count == Self.keptMeasurements { storage.measurements.removeFirst() }
            storage.measurements.append(Measurement(proposal: proposal, size: size))
        }
        return size
    }

    /// How many times a pass off the main actor asked for a size that was never measured on it
    /// (and got the present size instead). 0 means every snapshot computed off the main actor
    /// measured this host exactly as a pass on the main actor would have.
    public var unmeasuredProposals: Int { storage.withLock { $0.unmeasuredProposals } }
}
