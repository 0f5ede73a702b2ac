import Foundation

/// Whether a pass is still running: closed when it returns, so contexts kept past the pass
/// stop reading its buffers. Not `Sendable`: it stays on the pass's thread.
final class PassLease {
    private(set) var isOpen = true
    func close() { isOpen = false }
}
