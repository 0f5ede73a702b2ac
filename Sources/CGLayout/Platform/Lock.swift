#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
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
    #else
    private let pointer: UnsafeMutablePointer<pthread_mutex_t>
    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(pointer, nil)
    }
    deinit { pthread_mutex_destroy(pointer); pointer.deinitialize(count: 1); pointer.deallocate() }
    @inline(__always) func lock() { pthread_mutex_lock(pointer) }
    @inline(__always) func unlock() { pthread_mutex_unlock(pointer) }
    #endif

    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
