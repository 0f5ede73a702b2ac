import CGLayout
import Foundation

/// A value behind CGLayout's lock: the one lock of the package, which ThreadSanitizer sees on
/// Linux too (`Synchronization.Mutex` alone waits on a futex the sanitizer does not intercept).
final class Locked<Value>: @unchecked Sendable {
    // `@unchecked`: `value` is only reached inside `lock`.
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, under the lock.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
