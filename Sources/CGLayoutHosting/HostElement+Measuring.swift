import CGLayout
import Foundation

extension HostElement {
    /// A size the host gave for a proposal, on the main actor (or one the element answered off it).
    struct Measurement: Sendable {
        let proposal: CGSize
        let size: CGSize
        /// When it was measured, on the main actor's clock of live measurements (0 for an answer).
        var serial = 0
        /// Measured by a capture for a snapshot elsewhere (``captureHostState(for:direction:)``): a
        /// pass off the main actor may answer it without its being checked again on the main actor,
        /// until the element's frame is next written on the main actor (the capture's snapshot applied).
        var captured = false
        /// Whether the host gave its present size when measured (as a plain view always does); an answer
        /// off the main actor carries it from the size it answered with (true for the present size
        /// answered for a proposal never measured). Only such an answer may differ from what the host
        /// measures later because passes gave the host another size since, not because its content changed.
        var asPresent = false
        /// For an answer off the main actor: the `SnapshotReadings.serial` of the snapshot it was given
        /// to, whose apply checks it, or `nil` for one given outside a snapshot, which the next write in the
        /// element's tree checks. A snapshot refused or thrown away used its answers for no frame: nothing
        /// checks them (a main-actor measurement of the same size, or newer answers, replace them; once the
        /// snapshot is freed they go first when the element keeps too many).
        var snapshot: UInt64? = nil
        /// For an answer given to a snapshot: that snapshot's readings, held weakly — gone once no snapshot that
        /// carries them is left to apply, when the answer can no longer be checked (evicted first).
        weak var readings: SnapshotReadings?
        /// Whether this answer was given to a snapshot that can no longer be applied (its readings freed).
        var isOrphaned: Bool { snapshot != nil && readings == nil }
    }

    /// The main actor's clock of live measurements: every measurement of a host takes the next
    /// tick, so a capture can tell what it measured itself from what was kept before.
    @MainActor
    static var measurementClock = 0

    /// How many times a live measurement found a host's content changed (its kept sizes forgotten):
    /// a capture that saw one measures again, so that what it keeps was all measured after the change.
    @MainActor
    static var contentChanges = 0

    /// How many measurements an element keeps: the proposals of a few passes at a few widths.
    static let keptMeasurements = 16

    /// How many answers off the main actor an element keeps for their checks: those of a few snapshots (each
    /// snapshot's answers are its own) at a few widths. At the cap, the answers of snapshots that can no longer
    /// be applied go first, then the oldest.
    static let keptAnswers = 64

    /// The elements that answered off the main actor outside a snapshot (a `layout()` or a measurement
    /// in another task), or were measured by a capture, since the main actor last wrote a frame of a host
    /// in their tree: that write settles all of them (see ``settleOffActorAnswers(lateWrite:)``), not
    /// only the element written. Answers given to a snapshot are not listed here: the snapshot records
    /// the elements it asked and its apply checks exactly those (``checkKeptAnswers(of:)``).
    static let unsettled = Locked(Unsettled())

    /// The elements waiting for a write on the main actor, in the order they were listed, each once.
    /// Held weakly: a listed element whose host left the window for good does not outlive its view (an
    /// element takes itself off the list when it is freed, see `deinit`).
    struct Unsettled {
        struct Entry {
            weak var element: HostElement?
            let id: ObjectIdentifier
        }
        var entries: [Entry] = []
        var ids: Set<ObjectIdentifier> = []

        /// The listed elements that still exist.
        var elements: [HostElement] { entries.compactMap(\.element) }

        /// Takes the element `id` off the list.
        mutating func remove(_ id: ObjectIdentifier) {
            if ids.remove(id) != nil { entries.removeAll { $0.id == id } }
        }
    }

    /// Lists this element among those the next write on the main actor settles (O(1)).
    func markUnsettled() {
        let id = ObjectIdentifier(self)
        Self.unsettled.withLock { list in
            if list.ids.insert(id).inserted { list.entries.append(Unsettled.Entry(element: self, id: id)) }
        }
    }

    /// The host's fitting size for `size`: its `sizeThatFits(_:)` on the main actor (the size is
    /// kept); elsewhere the size kept for exactly this proposal.
    ///
    /// A proposal never measured on the main actor cannot be answered off it (a label measures
    /// only on the main actor): the element answers its present size, as a `UIView` without a
    /// `sizeThatFits(_:)` of its own does, and counts it in ``unmeasuredProposals`` rather than
    /// guess. Every size answered off the main actor is checked on the main actor: those a snapshot
    /// was given when that snapshot is applied, before its first write (the snapshot records every
    /// element it asked, those it measures only through a constraint too), others when the main actor
    /// next writes a frame of this element's tree. A snapshot refused or never applied wrote no frame
    /// from its answers: nothing checks them — so measure a scheme with its `sizeThatFits(_:direction:)` or
    /// `snapshotFrame(for:direction:)`, which answer as outside a snapshot, not by reading the frame of a
    /// snapshot you drop. One the host no longer gives is reported in
    /// ``layoutIssues``, and the host's super host is asked to lay out again. Measure first with
    /// ``CGLayout/LayoutBlockProtocol/captureHostState(for:direction:)``, or compute snapshots with
    /// ``CGLayout/LayoutBlockProtocol/snapshotInBackground(for:direction:)``, which does.
    ///
    /// Passes measure with ``sizeThatFits(_:in:)``, whose context tells the snapshot being computed; this
    /// method, called without one, answers as outside a snapshot: the answer is checked at the main
    /// actor's next write in this element's tree.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The fitting size.
    public func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size, in: nil) }

    /// The host's fitting size for `size` in the pass `context`: as ``sizeThatFits(_:)``; off the main
    /// actor, an answer given to a snapshot's computation is recorded in the snapshot the context belongs
    /// to, whose apply checks it before its first write — whichever thread measures, and however many
    /// snapshots are computed at once.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the element.
    /// - Returns: The fitting size.
    public func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize { fittingSize(size, in: context) }

    /// The fitting size for `size`, measured in the pass `context` (`nil`: none).
    private func fittingSize(_ size: CGSize, in context: LayoutContext?) -> CGSize {
        if let live = MainActorAccess.ifOnMainActor(self, size, { $0.measureForPass($1) }) { return live }
        let readings = context?.readings, snapshot = readings?.answerTag
        let (answer, checked) = storage.withLock { storage -> (CGSize, Bool) in
            let answer: CGSize, asPresent: Bool
            if let kept = storage.measurements.last(where: { $0.proposal.matches(size) }) {
                // Captured for this: the snapshot measures as the main actor did when asked.
                if kept.captured { return (kept.size, false) }
                (answer, asPresent) = (kept.size, kept.asPresent)
            } else {
                storage.unmeasuredProposals += 1
                (answer, asPresent) = (storage.state.bounds.size, true)
            }
            // Kept from an ordinary pass, or never measured: checked by the apply of the snapshot it is given to,
            // or (given outside one) at the next write on the main actor. The same proposal answered to another
            // snapshot, or outside one, stays for its own check.
            storage.offActorAnswers.removeAll { $0.proposal.matches(size) && $0.snapshot == snapshot }
            if storage.offActorAnswers.count >= Self.keptAnswers { storage.offActorAnswers.removeAll(where: \.isOrphaned) }
            if storage.offActorAnswers.count >= Self.keptAnswers { storage.offActorAnswers.removeFirst() }
            var given = Measurement(proposal: size, size: answer, asPresent: asPresent, snapshot: snapshot)
            if snapshot != nil { given.readings = readings }
            storage.offActorAnswers.append(given)
            return (answer, true)
        }
        // Given to a snapshot: its apply checks it (a captured size too: the apply ends what the capture
        // vouches for). Given elsewhere: the next write on the main actor in this tree checks it.
        if context?.recordKeptAnswer(self) != true, checked { markUnsettled() }
        return answer
    }

    /// Checks the sizes answered off the main actor to the snapshot `readings` belong to (and those answered
    /// outside any snapshot) against what the host measures now, as that snapshot's apply runs (before its
    /// first write), and ends what a capture vouched for: on the main actor at once; an apply in another task
    /// has them checked when the main actor next runs. Answers given to another snapshot wait for its apply.
    package func checkKeptAnswers(of readings: SnapshotReadings) {
        let snapshots = readings.serials
        if MainActorAccess.ifOnMainActor({ settleAsked(snapshots) }) != nil { return }
        Task { @MainActor in self.settleAsked(snapshots) }
    }

    /// Settles this element's answers for the snapshot being applied (given to the readings `snapshots`), and
    /// takes it off the waiting list.
    @MainActor
    private func settleAsked(_ snapshots: [UInt64]) {
        Self.unsettled.withLock { $0.remove(ObjectIdentifier(self)) }
        settle(frameWrite: nil, snapshots: snapshots)
    }

    /// A pass's live measurement on the main actor: the size the host gives now, which puts right
    /// what an earlier stale answer got wrong — a ``/CGLayout/LayoutIssue/Kind/staleMeasurement(proposal:used:measured:)``
    /// the element recorded is cleared (the pass measuring it lays out from the live size). When the view
    /// is gone, the pass lays out from its last bounds' size, and the recorded issue is cleared all the same.
    @MainActor
    private func measureForPass(_ proposal: CGSize) -> CGSize {
        measure(proposal, clearingStaleIssues: true)
    }

    /// Measures the host live and keeps the size. A size other than the one kept for the same
    /// proposal means the content changed without a word (a label's new text): the other kept sizes
    /// are forgotten and the observers told, as ``invalidateIntrinsicSize()`` does. `clearingStaleIssues`:
    /// the stale sizes recorded are forgotten too (a pass's live measurement puts them right), under the
    /// same lock.
    @MainActor
    @discardableResult
    func measure(_ proposal: CGSize, clearingStaleIssues: Bool = false) -> CGSize {
        guard let host else { return keptBoundsSize(clearingStaleIssues: clearingStaleIssues) }
        let size = host.layoutHostSizeThatFits(proposal)
        Self.measurementClock += 1
        let measured = Measurement(proposal: proposal, size: size, serial: Self.measurementClock,
                                   asPresent: size.matches(host.layoutHostGeometry.bounds.size))
        let changed = keep(measured, clearingStaleIssues: clearingStaleIssues)
        if changed {
            Self.contentChanges += 1
            observers.notify(self)
        }
        return size
    }

    /// The size of the bounds kept, answered when the view is gone; `clearingStaleIssues`: the stale sizes
    /// recorded are forgotten (the pass measuring the element lays out from this size). Not main-actor code
    /// (see `keep(_:clearingStaleIssues:)`).
    private func keptBoundsSize(clearingStaleIssues: Bool) -> CGSize {
        storage.withLock { storage in
            if clearingStaleIssues, !storage.issues.isEmpty { storage.issues.removeAll(where: \.isStaleMeasurement) }
            return storage.state.bounds.size
        }
    }

    /// Keeps the live measurement `measured`; `true` when the size kept for its proposal differed (the content
    /// changed). Not main-actor code: a closure made on the main actor and called by the lock would ask the
    /// runtime, at every call, whether it runs there.
    ///
    /// The kept measurements are one per proposal, each measured live (no snapshot's answer: their `snapshot`
    /// and `readings` are always `nil`), in no particular order: the one measured longest ago (lowest `serial`,
    /// the clock's tick) goes first when the element keeps too many.
    private func keep(_ measured: Measurement, clearingStaleIssues: Bool) -> Bool {
        let proposal = measured.proposal, size = measured.size
        return storage.withLock { storage -> Bool in
            if clearingStaleIssues, !storage.issues.isEmpty { storage.issues.removeAll(where: \.isStaleMeasurement) }
            // What the main actor measures supersedes what was answered off it for this proposal outside a snapshot,
            // and confirms the answers of the same size. A snapshot's other answers wait for its apply, which reports
            // them: it writes frames from them, whatever the main actor measured since.
            if !storage.offActorAnswers.isEmpty {
                storage.offActorAnswers.removeAll { $0.proposal.matches(proposal) && ($0.snapshot == nil || $0.size.matches(size)) }
            }
            // Found by index, fields read and written in place: a measurement holds its snapshot's readings weakly,
            // and copying or moving one is not free. A pass measures its proposals again, in turn (a flex item
            // twice: its basis, then its cross size): the measurement of the same size is brought up to date where
            // it is.
            var keptIndex: Int?, oldest = 0
            for index in storage.measurements.indices {
                if storage.measurements[index].proposal.matches(proposal) { keptIndex = index }
                if storage.measurements[index].serial < storage.measurements[oldest].serial { oldest = index }
            }
            if let keptIndex {
                guard storage.measurements[keptIndex].size.matches(size) else {
                    storage.measurements = [measured]
                    return true
                }
                storage.measurements[keptIndex].serial = measured.serial
                storage.measurements[keptIndex].captured = measured.captured
                storage.measurements[keptIndex].asPresent = measured.asPresent
                return false
            }
            if storage.measurements.count >= Self.keptMeasurements { storage.measurements.remove(at: oldest) }
            storage.measurements.append(measured)
            return false
        }
    }

    /// Checks the sizes answered off the main actor since the last check against what the host
    /// measures now — before a frame is written — and records the issues: `lateWrite` when the
    /// frame being written was computed off the main actor. A stale size asks the super host to lay
    /// out again. A host that measures as its present size (a plain view, whose size is what
    /// passes give it) has no content to go stale: its answers are not counted, when the size
    /// answered was its present size as well when measured.
    ///
    /// The elements of this host's tree (and hosts out of any tree) on the waiting list — those that
    /// answered off the main actor outside a snapshot, or were measured by a capture — are settled with
    /// it, not only the element written: a `layout()` in another task uses the sizes of elements whose
    /// frames it does not write (one measured through another block's adjust constraint). Answers given
    /// to a snapshot are checked by its apply instead (``checkKeptAnswers(of:)``), whatever their tree.
    ///
    /// The lifetime of the issues: a `staleMeasurement` stays until the element's next answers off
    /// the main actor are settled, or a pass on the main actor measures it live (which lays out from
    /// the live size: ``sizeThatFits(_:)``; with the view gone, from its last bounds' size, clearing it
    /// too); `laidOutOffItsActor` until its next frame write.
    @MainActor
    func settleOffActorAnswers(lateWrite: Bool) {
        if Self.unsettled.withLock({ !$0.entries.isEmpty }) {
            // Those of this host's tree, and hosts out of any tree (a pass measures them only through
            // constraints); another window's hosts wait for a write in their own tree.
            let root = host.map(Self.root(of:))
            let listed = Self.unsettled.withLock { $0.elements }
            let settled = listed.filter { element in
                guard let other = element.host, let root else { return true }
                return other.layoutSuperHost == nil || Self.root(of: other) === root
            }
            let settledIDs = Set(settled.map(ObjectIdentifier.init))
            Self.unsettled.withLock { list in
                list.entries.removeAll { settledIDs.contains($0.id) }
                list.ids.subtract(settledIDs)
            }
            for other in settled where other !== self { other.settle(frameWrite: nil) }
        }
        settle(frameWrite: lateWrite)
    }

    /// The host at the top of `host`'s tree.
    @MainActor
    private static func root(of host: any LayoutHost) -> any LayoutHost {
        var root = host
        while let parent = root.layoutSuperHost { root = parent }
        return root
    }

    /// Settles this element's answers given outside a snapshot, and those given to the readings `snapshots` (the
    /// apply of their snapshot); `frameWrite` is `nil` when another element's frame is written or a snapshot is
    /// applied (this one's own issues of writes stay), else whether its frame was computed off the main actor.
    @MainActor
    private func settle(frameWrite lateWrite: Bool?, snapshots: [UInt64] = []) {
        let (answers, hadIssues) = storage.withLock { storage -> ([Measurement], Bool) in
            // A capture vouches for the snapshot computed from it, which this write ends: later
            // snapshots elsewhere have their answers checked again.
            for index in storage.measurements.indices where storage.measurements[index].captured {
                storage.measurements[index].captured = false
            }
            if storage.offActorAnswers.isEmpty { return ([], !storage.issues.isEmpty) }
            // Another snapshot's answers wait for its apply (or for nothing: refused or thrown away, it wrote no frame).
            let checked = { (answer: Measurement) in answer.snapshot.map(snapshots.contains) ?? true }
            let answers = storage.offActorAnswers.filter(checked)
            if answers.count == storage.offActorAnswers.count {
                storage.offActorAnswers.removeAll(keepingCapacity: true)
            } else if !answers.isEmpty {
                storage.offActorAnswers.removeAll(where: checked)
            }
            return (answers, !storage.issues.isEmpty)
        }
        // The usual write on the main actor: nothing answered elsewhere, nothing to clear.
        if answers.isEmpty, lateWrite != true, !hadIssues { return }
        if answers.isEmpty, lateWrite == nil { return }
        var stale: [LayoutIssue.Kind] = []
        let present = answers.isEmpty ? .zero : (host?.layoutHostGeometry.bounds.size ?? .zero)
        for (index, answer) in answers.enumerated() {
            // The same size answered for the same proposal outside a snapshot and to this one: checked once.
            if answers[..<index].contains(where: { $0.proposal.matches(answer.proposal) && $0.size.matches(answer.size) }) { continue }
            let measured = measure(answer.proposal)
            // A size that differs only because the host is now another size, measuring as its present
            // size as it did when it answered (a plain view), is not stale; a label whose new text
            // happens to measure as its frame is.
            if !measured.matches(answer.size), !(answer.asPresent && measured.matches(present)) {
                stale.append(.staleMeasurement(proposal: answer.proposal, used: answer.size, measured: measured))
            }
        }
        storage.withLock { storage in
            // New answers replace the stale sizes reported before; without any, those stay.
            if !answers.isEmpty { storage.issues.removeAll(where: \.isStaleMeasurement) }
            if let lateWrite {
                storage.issues.removeAll { $0 == .laidOutOffItsActor }
                if lateWrite { storage.issues.insert(.laidOutOffItsActor, at: 0) }
            }
            storage.issues.append(contentsOf: stale)
        }
        guard !stale.isEmpty else { return }
        host?.layoutSuperHost?.setLayoutHostNeedsLayout()
        // Containers that kept a stale size (a flex guide's tree) measure again: `measure(_:)` tells them only when
        // it kept a size of its own for the proposal, and a size answered as the present one had none.
        observers.notify(self)
    }

    /// Marks the sizes measured after `serial` (by a capture) as captured for snapshots elsewhere
    /// (see ``Measurement/captured``); sizes kept from before may be stale and stay unmarked.
    @MainActor
    func markMeasurementsCaptured(after serial: Int) {
        let marked = storage.withLock { storage -> Bool in
            var marked = false
            for index in storage.measurements.indices where storage.measurements[index].serial > serial {
                storage.measurements[index].captured = true
                marked = true
            }
            return marked
        }
        // The next write on the main actor (the snapshot applied) ends what the capture vouches for.
        if marked { markUnsettled() }
    }

    /// How many times a pass off the main actor asked for a size that was never measured on it
    /// (and got the present size instead). 0 means every snapshot computed off the main actor
    /// measured this host exactly as a pass on the main actor would have.
    public var unmeasuredProposals: Int { storage.withLock { $0.unmeasuredProposals } }
}

extension LayoutIssue.Kind {
    /// Whether this is a stale size answered off the main actor.
    var isStaleMeasurement: Bool { if case .staleMeasurement = self { true } else { false } }
}

extension CGSize {
    /// Equal, NaN matching NaN: a proposal or a size with a NaN (from a NaN frame) is the same one
    /// each time it is measured, so it is kept, found and checked like any other.
    func matches(_ other: CGSize) -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(width, other.width) && same(height, other.height)
    }
}
