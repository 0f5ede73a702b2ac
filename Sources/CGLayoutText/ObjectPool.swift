import Foundation

/// A few C objects that are costly to create (ICU's line break iterator builds its rules on every
/// `ubrk_open`) kept for reuse, one user at a time: taken under a lock, used outside it, put back.
final class ObjectPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []
    private let capacity: Int
    private let make: @Sendable () -> OpaquePointer?
    private let destroy: @Sendable (OpaquePointer) -> Void

    init(capacity: Int = 8, make: @escaping @Sendable () -> OpaquePointer?, destroy: @escaping @Sendable (OpaquePointer) -> Void) {
        self.capacity = capacity
        self.make = make
        self.destroy = destroy
    }

    /// Runs `body` with an object of the pool (a new one when all are in use); `nil` when none can be made.
    func withObject<R>(_ body: (OpaquePointer) -> R) -> R? {
        guard let object = lock.withLock({ idle.popLast() }) ?? make() else { return nil }
        let result = body(object)
        let kept = lock.withLock { () -> Bool in
            guard idle.count < capacity else { return false }
            idle.append(object)
            return true
        }
        if !kept { destroy(object) }
        return result
    }
}
