#if canImport(Darwin)
import Darwin
#else
import Synchronization
#endif

/// A small non-recursive mutex used to make element state safe to read from
/// many threads. Platform-specific code lives here only.
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
    private let pointer: UnsafeMutablePointer<os_unfair_lock>
    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: os_unfair_lock())
    }
    deinit { pointer.deinitialize(count: 1); pointer.deallocate() }
    @inline(__always) func lock() { os_unfair_lock_lock(pointer) }
    @inline(__always) func unlock() { os_unfair_lock_unlock(pointer) }
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
    #else
    // A futex-based mutex: one compare-and-swap to lock and one atomic
    // exchange to unlock when uncontended, where pthread_mutex costs calls
    // and more atomics (measured in the feed-cell benchmark).
    private let mutex = Mutex(())
    init() {}
    @inline(__always) func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in
            // ThreadSanitizer does not see the futex inside `Mutex`: tell it (see `ThreadSanitizer`).
            ThreadSanitizer.acquire(self)
            defer { ThreadSanitizer.release(self) }
            return try body()
        }
    }
    #endif
}

/// A Boolean read far more often than written (the global RTL switch):
/// an atomic on Linux, lock-protected on Apple platforms.
final class AtomicFlag: @unchecked Sendable {
    #if canImport(Darwin)
    private let lock = Lock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    var current: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
    #else
    private let value: Atomic<Bool>
    init(_ value: Bool) { self.value = Atomic(value) }
    var current: Bool {
        get { value.load(ordering: .acquiring) }
        set { value.store(newValue, ordering: .releasing) }
    }
    #endif
}

#if !canImport(Darwin)
/// The global RTL switch of `CGLConfiguration.default` on Linux: a global
/// atomic is statically initialized, so reading it is a single load (no lazy
/// initialization check), which keeps ``LayoutDirection/current`` inlinable.
@usableFromInline let defaultRTLFlag = Atomic<Bool>(false)

/// Reads ``defaultRTLFlag``.
@inlinable @inline(__always) func defaultIsRTL() -> Bool { defaultRTLFlag.load(ordering: .acquiring) }
#endif
