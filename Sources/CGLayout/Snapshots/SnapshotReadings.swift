// pthreads come from the platform's C library module: Glibc here, Darwin on Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// An element that answers a pass off its actor from what it kept (a view's element answers a
/// snapshot computed in another task with the sizes its label measured on the main actor), and
/// checks those answers when the snapshot that used them is applied.
package protocol KeptAnswerChecking: AnyObject, Sendable {
    /// Checks the answers this element gave since they were last checked against what its host gives
    /// now, and reports those it no longer gives: called by the apply of a snapshot that asked this
    /// element, before the apply's first write.
    func checkKeptAnswers()
}

/// The elements a snapshot asked for what they kept (``KeptAnswerChecking``), each once: recorded while
/// the snapshot is computed, checked by its apply before its first write.
///
/// A snapshot records them itself, not the trees it writes: an element it reaches only through a
/// constraint (a label measured by another block's adjust constraint), in a tree no write of the apply
/// touches, is checked all the same. The elements are held weakly: keeping a snapshot does not keep
/// them. Recording costs one load until an element that checks its answers exists (a view's element),
/// then a marker per snapshot in a thread-local slot (about 140 instructions); the list is made on the
/// first record.
package final class SnapshotReadings: @unchecked Sendable {
    /// A recorded element, held weakly.
    private struct Entry {
        weak var element: (any KeptAnswerChecking)?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var ids: Set<ObjectIdentifier> = []

    /// Records `element` (once).
    private func add(_ element: any KeptAnswerChecking) {
        lock.withLock {
            if ids.insert(ObjectIdentifier(element)).inserted { entries.append(Entry(element: element)) }
        }
    }

    /// The recorded elements that still exist, in the order they were first asked.
    package var elements: [any KeptAnswerChecking] { lock.withLock { entries.compactMap(\.element) } }

    /// Has every recorded element that still exists check its answers (``KeptAnswerChecking``).
    func check() {
        for element in elements { element.checkKeptAnswers() }
    }

    // MARK: Recording on the computing thread

    /// Per thread: `nil` outside a snapshot's computation, ``marker`` inside one that recorded nothing
    /// yet, else the retained readings.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Notes that an element that checks its answers exists: from now on snapshots record (a snapshot
    /// started before records nothing; its elements check their answers at the next write instead).
    package static func noteElementMade() {
        if !answerCheckingElementsExist.load(ordering: .relaxed) { answerCheckingElementsExist.store(true, ordering: .relaxed) }
    }

    /// The value of ``key`` inside a snapshot that recorded nothing yet.
    @inline(__always) private static var marker: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 1)! }

    /// Computes a snapshot with `body`, recording the elements it asks (see ``record(_:)``); a snapshot
    /// computed inside another one's computation (a variant's, a nested block's) records into the
    /// outer one's readings, and only the outermost snapshot carries them.
    @inline(__always)
    package static func recording(_ body: () -> LayoutSnapshot) -> LayoutSnapshot {
        guard answerCheckingElementsExist.load(ordering: .relaxed) else { return body() }
        if pthread_getspecific(key) != nil { return body() }
        pthread_setspecific(key, marker)
        var snapshot = body()
        let value = pthread_getspecific(key)
        pthread_setspecific(key, nil)
        if let value, value != marker {
            snapshot.readings = Unmanaged<SnapshotReadings>.fromOpaque(value).takeRetainedValue()
        }
        return snapshot
    }

    /// Lists `element` among the elements the snapshot being computed on this thread asked.
    ///
    /// - Parameter element: An element that answered from what it kept.
    /// - Returns: `false` when no snapshot is being computed on this thread (a `layout()` or a
    ///   measurement outside a snapshot): the element checks its answers another way then.
    package static func record(_ element: any KeptAnswerChecking) -> Bool {
        guard let value = pthread_getspecific(key) else { return false }
        readings(from: value).add(element)
        return true
    }

    /// The readings a thread's value stands for, made (and kept in the thread's slot) on first use.
    private static func readings(from value: UnsafeMutableRawPointer) -> SnapshotReadings {
        if value != marker { return Unmanaged<SnapshotReadings>.fromOpaque(value).takeUnretainedValue() }
        let made = SnapshotReadings()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// This thread's value, for a deep step's new thread (``PassThreadState``): inside a snapshot's
    /// computation the readings are made now, so that what the new thread records is the waiting thread's.
    static var handedOver: UnsafeMutableRawPointer? {
        guard let value = pthread_getspecific(key) else { return nil }
        return Unmanaged.passUnretained(readings(from: value)).toOpaque()
    }

    /// Installs a waiting thread's value on a deep step's new thread (unretained: the waiting thread keeps it).
    static func install(_ value: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, value)
    }
}

/// Whether an element that checks its answers was ever made (a view's element): until then snapshots skip
/// the recording. Statically initialized: reading it is one load.
private let answerCheckingElementsExist = Atomic<Bool>(false)

extension LayoutSnapshot {
    /// Has the elements this snapshot asked for what they kept check their answers (before the apply's
    /// first write; see ``SnapshotReadings``).
    @inline(__always)
    package func checkReadings() {
        readings?.check()
    }
}
