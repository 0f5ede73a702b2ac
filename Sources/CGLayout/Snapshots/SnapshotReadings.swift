import Foundation
import Synchronization

/// An element that answers a pass off its actor from what it kept (a view's element answers a
/// snapshot computed in another task with the sizes its label measured on the main actor), and
/// checks those answers when the snapshot that used them is applied.
package protocol KeptAnswerChecking: AnyObject, Sendable {
    /// Checks the answers this element gave the snapshot `readings` belong to (and those it gave outside any
    /// snapshot) against what its host gives now, and reports those it no longer gives: called by the apply
    /// of a snapshot that asked this element, before the apply's first write. Answers given to another
    /// snapshot are that snapshot's apply's to check (one refused or thrown away used them for nothing).
    ///
    /// - Parameter readings: The readings of the snapshot being applied (their ``SnapshotReadings/serials``
    ///   tell its answers).
    func checkKeptAnswers(of readings: SnapshotReadings)
}

/// The elements a snapshot asked for what they kept (``KeptAnswerChecking``), each once: recorded while
/// the snapshot is computed, checked by its apply before its first write.
///
/// A snapshot records them itself, not the trees it writes: an element it reaches only through a
/// constraint (a label measured by another block's adjust constraint), in a tree no write of the apply
/// touches, is checked all the same. The readings travel with the pass, in its ``LayoutContext``
/// (``LayoutContext/readings``): the outermost snapshot's entry point makes them, every pass, content
/// and measurement inside it gets them as a parameter, and an element that answers from what it kept
/// records itself through the context it was measured with (``LayoutContext/recordKeptAnswer(_:)``). So
/// two snapshots computed at once, on any threads, each have their own; a measurement made on another
/// thread than the pass's (a deep step's fresh stack, or user code) records into the pass it was made
/// for. The elements are held weakly: keeping a snapshot does not keep them. Until an element that
/// checks its answers exists (a view's element), a snapshot makes no readings (one load); then one
/// object per outermost snapshot, the list made on the first record.
package final class SnapshotReadings: Sendable {
    /// A recorded element, held weakly.
    private struct Entry {
        weak var element: (any KeptAnswerChecking)?
    }

    private struct Recorded {
        var entries: [Entry] = []
        var ids: Set<ObjectIdentifier> = []
        /// The readings taken over (``takeOver(from:)``): their answers are this snapshot's too. Held, so that
        /// they live as long as this snapshot can be applied (see ``isLive``).
        var takenOver: [SnapshotReadings] = []
    }

    private let recorded = Mutex(Recorded())

    /// Tells this snapshot's computation from every other one, for as long as the process runs (an address
    /// may be reused once the readings are freed; a serial is not): an element tags the answers it gives
    /// with it, and checks only those of the snapshot being applied (``KeptAnswerChecking``, ``serials``).
    package let serial: UInt64 = nextSerial.wrappingAdd(1, ordering: .relaxed).newValue

    /// Whether these are the readings of a measurement (``measuring``), which no apply checks.
    package let isMeasuring: Bool

    private init(measuring: Bool = false) { isMeasuring = measuring }

    /// The readings of a computation made to measure, not to be applied (an adaptive scheme's
    /// `sizeThatFits(_:direction:)`, which reads the frame of the variant's snapshot and drops it): passed down
    /// like a snapshot's readings, so that no block inside makes readings of its own, they record nothing, and
    /// an element answers the pass as outside a snapshot — its answers are checked at the main actor's next
    /// write in its tree (``answerTag`` is `nil`, ``LayoutContext/recordKeptAnswer(_:)`` says `false`).
    package static let measuring = SnapshotReadings(measuring: true)

    /// The tag an element gives the answers it gives this computation: ``serial``, or `nil` for a
    /// measurement's (answered as outside a snapshot).
    package var answerTag: UInt64? { isMeasuring ? nil : serial }

    /// The serials whose answers the apply of this snapshot checks: its own, and those of the readings it took
    /// over (a user's block's own snapshot inside the pass, whose elements tagged their answers with its serial).
    package var serials: [UInt64] { [serial] + recorded.withLock { $0.takenOver }.flatMap(\.serials) }

    /// Records `element` (once); a measurement's readings record nothing.
    package func record(_ element: any KeptAnswerChecking) {
        guard !isMeasuring else { return }
        recorded.withLock { recorded in
            if recorded.ids.insert(ObjectIdentifier(element)).inserted { recorded.entries.append(Entry(element: element)) }
        }
    }

    /// The recorded elements that still exist, in the order they were first asked.
    package var elements: [any KeptAnswerChecking] { recorded.withLock { $0.entries.compactMap(\.element) } }

    /// Whether nothing was recorded.
    private var isEmpty: Bool { recorded.withLock { $0.entries.isEmpty } }

    /// Has every recorded element that still exists check its answers (``KeptAnswerChecking``).
    func check() {
        for element in elements { element.checkKeptAnswers(of: self) }
    }

    /// Notes that an element that checks its answers exists: from now on snapshots record (a snapshot
    /// started before records nothing; its elements check their answers at the next write instead).
    package static func noteElementMade() {
        if !answerCheckingElementsExist.load(ordering: .relaxed) { answerCheckingElementsExist.store(true, ordering: .relaxed) }
    }

    /// Computes a snapshot with `body`, handing it the readings it records into: `outer` when the snapshot
    /// is computed for an enclosing one (a variant's, a nested block's; only the outermost snapshot carries
    /// them), else new readings, which the snapshot carries when something was recorded (`nil` until an
    /// element that checks its answers exists).
    @inline(__always)
    package static func recording(into outer: SnapshotReadings?, _ body: (SnapshotReadings?) -> LayoutSnapshot) -> LayoutSnapshot {
        if let outer { return body(outer) }
        guard answerCheckingElementsExist.load(ordering: .relaxed) else { return body(nil) }
        let readings = SnapshotReadings()
        var snapshot = body(readings)
        if !readings.isEmpty { snapshot.readings = readings }
        return snapshot
    }

    /// Takes over the readings `snapshot` carries (a block's own snapshot, computed through an entry point
    /// that made readings of its own, becoming part of the snapshot these readings are for): its elements
    /// are recorded here, and it no longer carries them, so the outermost snapshot's apply checks them.
    ///
    /// A measurement's readings (``measuring``) take nothing over: no apply follows, so the inner snapshot's
    /// elements check its answers at once (on the main actor, or when it next runs).
    package func takeOver(from snapshot: inout LayoutSnapshot) {
        guard let inner = snapshot.readings, inner !== self else { return }
        snapshot.readings = nil
        guard !isMeasuring else { return inner.check() }
        for element in inner.elements { record(element) }
        recorded.withLock { $0.takenOver.append(inner) }
    }
}

/// Whether an element that checks its answers was ever made (a view's element): until then snapshots skip
/// the recording. Statically initialized: reading it is one load.
private let answerCheckingElementsExist = Atomic<Bool>(false)

/// The last ``SnapshotReadings/serial`` given.
private let nextSerial = Atomic<UInt64>(0)

extension LayoutSnapshot {
    /// Has the elements this snapshot asked for what they kept check their answers (before the apply's
    /// first write; see ``SnapshotReadings``).
    @inline(__always)
    package func checkReadings() {
        readings?.check()
    }
}
