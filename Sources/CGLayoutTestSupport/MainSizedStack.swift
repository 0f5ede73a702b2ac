import Foundation

/// Runs `body` on a new thread with a stack the size of a main thread's (8 MiB) and waits for it:
/// depth tests then overflow where an app's main thread would, whatever stack the test runner's
/// own threads have. The wait suspends instead of blocking, so the test runner's few threads
/// (two on a two-core machine) stay free for the other tests meanwhile.
///
/// - Parameters:
///   - size: The thread's stack size in bytes; 8 MiB by default.
///   - body: The work.
public func onMainSizedStack(size: Int = 8 << 20, _ body: @escaping () -> Void) async {
    nonisolated(unsafe) let work = body
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            work()
            done.resume()
        }
        thread.stackSize = size
        thread.start()
    }
}
