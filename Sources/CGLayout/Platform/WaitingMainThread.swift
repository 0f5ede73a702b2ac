// pthreads come from the platform's C library module: Glibc here, Darwin on Apple platforms.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The main thread — the thread running the main queue, where the main actor runs — while a deep step it handed over (``StackSpace/onFreshStack(size:_:)``) runs on
/// fresh threads: instead of only waiting for the step, it runs the work those threads send back to it,
/// one piece at a time, and goes on waiting.
///
/// A pass that starts on the main actor reaches main-actor objects (views, through their elements) at
/// every depth. On a fresh thread it is not on the main actor, and views must not be touched there:
/// the compiler's `MainActor.assumeIsolated` would trap, and a view's own machinery (implicit
/// animation transactions, the main-thread checker) belongs to the main thread. So a fresh thread
/// does not act for the main actor: it hands the main-actor work back to the main thread and waits.
/// That is sound under Swift 6 strict concurrency: the work runs on the main thread itself, where
/// the main actor runs, and the main thread is blocked in this step meanwhile, so nothing else of
/// the main actor runs between the fresh thread's reads and writes (the pass's order is kept, as on
/// a shallow tree). The hand-back is synchronous: the fresh thread waits for the answer, so the
/// pass sees a live read and a write is on the view before the next step (and before `layout()`
/// returns). Only trees deep enough to start a thread pay for it: two thread switches per piece.
///
/// A thread that does not run the main queue hands nothing back (a snapshot in another task answers from
/// what its elements kept); its fresh threads only wait for each other, as before.
package final class WaitingMainThread: @unchecked Sendable {
    /// A piece of work sent back, and whether it ran.
    private final class Request {
        let run: () -> Void
        var done = false
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Guards `request` and `finished`; the main thread waits on it.
    private let condition = NSCondition()
    /// The piece of work waiting for the main thread (only one thread of a chain of hand-overs runs at a time).
    private var request: Request?
    /// Whether the step the main thread handed over returned.
    private var finished = false

    /// Per thread: the waiting main thread of the chain of hand-overs this thread is part of (unretained:
    /// the main thread keeps it while any thread of the chain runs), or `nil` (the main thread itself,
    /// a thread that is not part of a chain, or a chain that a thread other than the main thread began).
    /// Kept per thread, not in the pass: it says which thread is blocked waiting for this one — a fact of the
    /// threads a deep step went on on, not of the pass; a main-actor read or write reached from any code on the
    /// thread (a view's element, with no pass at hand) must find it.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The waiting main thread of this thread's chain of hand-overs, if any.
    static var current: WaitingMainThread? {
        pthread_getspecific(key).map { Unmanaged<WaitingMainThread>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Installs `waiting` as this thread's (a fresh thread of its chain).
    static func install(_ waiting: WaitingMainThread?) {
        pthread_setspecific(key, waiting.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    /// A waiting main thread for a step the calling thread hands over, when the calling thread runs the
    /// main queue (it begins a chain); `nil` elsewhere.
    static func beginning() -> WaitingMainThread? {
        isRunningMainQueue ? WaitingMainThread() : nil
    }

    /// The marker of the main queue.
    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the calling thread runs where the main actor runs: on the main queue (a marker only code
    /// running on it sees), or on the main thread (bound to the main queue on Apple's platforms). On
    /// Linux, once the process called `dispatchMain()` (as a test runner does), another thread drains
    /// the main queue: the main actor's thread need not be the process's first.
    @inline(__always)
    package static var isRunningMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
    }

    /// On the main thread, after the step's thread started: runs what the chain sends back until the
    /// step returns (``finish()``).
    func serve() {
        condition.lock()
        while !finished {
            if let request {
                self.request = nil
                condition.unlock()
                request.run()
                condition.lock()
                request.done = true
                condition.broadcast()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// On the step's thread, when the step returned: lets ``serve()`` return.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `body` on the waiting main thread, with the calling thread's pass state (``PassThreadState``),
    /// and waits for it.
    ///
    /// - Parameter body: Work for the main thread.
    /// - Returns: What `body` returned.
    func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let state = LentPassState.current
            let request = Request { result = state.lent { body() } }
            condition.lock()
            while self.request != nil { condition.wait() }
            self.request = request
            condition.broadcast()
            while !request.done { condition.wait() }
            condition.unlock()
            return result!
        }
    }
}

extension StackSpace {
    /// Runs `body` on the main thread and waits for it, when this thread is a fresh thread of a deep step
    /// the main thread handed over and waits for (see ``WaitingMainThread``); `nil` otherwise, without
    /// running it.
    ///
    /// - Parameter body: Work that belongs to the main thread (a main-actor object's read or write).
    /// - Returns: What `body` returned, or `nil` when this thread acts for no waiting main thread.
    package static func onWaitingMainThread<T>(_ body: () -> T) -> T? {
        guard let waiting = WaitingMainThread.current else { return nil }
        return waiting.run(body)
    }
}

/// A waiting thread's pass state, lent to the main thread while it runs work the waiting thread sent back
/// (``WaitingMainThread/run(_:)``): the fallback of container contents reached without a pass's list
/// (``FreshContentPasses``: its state itself, not a copy, one pointer) and the published present size. The main
/// thread's own comes back when the work
/// returns; the waiting thread is blocked meanwhile, so only one thread uses what is lent. The waiting main thread is not lent: a step that the work hands over again
/// begins a chain of its own.
struct LentPassState {
    let freshContentPasses: UnsafeMutableRawPointer
    let published: UnsafeMutableRawPointer?

    /// This thread's state.
    static var current: LentPassState {
        LentPassState(freshContentPasses: FreshContentPasses.slot, published: PresentFrame.publishedEntry)
    }

    /// Makes this state the running thread's.
    private func install() {
        FreshContentPasses.install(slot: freshContentPasses)
        PresentFrame.publishedEntry = published
    }

    /// Runs `body` with this state as the running thread's, then gives the thread its own back.
    func lent<R>(_ body: () -> R) -> R {
        let own = LentPassState.current
        install()
        defer { own.install() }
        return body()
    }
}
