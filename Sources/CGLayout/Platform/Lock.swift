import Synchronization

/// A small non-recursive mutex used to make element state safe to read from
/// many threads: `Synchronization.Mutex` on every platform (a futex on Linux,
/// `os_unfair_lock` on Apple's): one compare-and-swap to lock and one atomic
/// exchange to unlock when uncontended, where `pthread_mutex` costs calls and
/// more atomics (measured in the feed-cell benchmark). Shared with the package's other modules
/// (`package`), so every lock of the package is one ThreadSanitizer sees.
package final class Lock: @unchecked Sendable {
    private let mutex = Mutex(())
    package init() {}
    @inline(__always) package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in
            // ThreadSanitizer does not see the futex inside `Mutex` on Linux: tell it (see `ThreadSanitizer`).
            ThreadSanitizer.acquire(self)
            defer { ThreadSanitizer.release(self) }
            return try body()
        }
    }

    /// As `withLock(_:)`, telling ThreadSanitizer only when `annotated`: a batch of writes under many locks reads
    /// `ThreadSanitizer.mayBePresent` once and passes it here, rather than each lock reading it twice.
    @inline(__always) package func withLock<T>(annotated: Bool, _ body: () throws -> T) rethrows -> T {
        guard annotated else { return try mutex.withLock { _ in try body() } }
        return try withLock(body)
    }
}

/// A Boolean read far more often than written (a configuration's RTL switch): an atomic.
final class AtomicFlag: @unchecked Sendable {
    private let value: Atomic<Bool>
    init(_ value: Bool) { self.value = Atomic(value) }
    var current: Bool {
        get { value.load(ordering: .acquiring) }
        set { value.store(newValue, ordering: .releasing) }
    }
}

/// The global RTL switch of `CGLConfiguration.default`: a global atomic is
/// statically initialized, so reading it is a single load (no lazy
/// initialization check), which keeps ``LayoutDirection/current`` inlinable.
@usableFromInline let defaultRTLFlag = Atomic<Bool>(false)

/// Reads ``defaultRTLFlag``.
@inlinable @inline(__always) func defaultIsRTL() -> Bool { defaultRTLFlag.load(ordering: .acquiring) }
