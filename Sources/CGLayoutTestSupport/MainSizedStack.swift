import Foundation

/// Runs `body` on a new thread with a stack the size of a main thread's (8 MiB) and waits for it:
/// depth tests then overflow where an app's main thread would, whatever stack the test runner's
/// own threads have.
///
/// - Parameters:
///   - size: The thread's stack size in bytes; 8 MiB by default.
///   - body: The work.
public func onMainSizedStack(size: Int = 8 << 20, _ body: @escaping () -> Void) {
    nonisolated(unsafe) let work = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        work()
        done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
}
