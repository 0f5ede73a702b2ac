import CGLayout
import Dispatch
import Foundation

/// The one place where code that the compiler cannot place on the main actor (a layout pass,
/// which may run in any task) reaches main-actor hosts.
///
/// A pass calls an element's `frame`, `superElement` and `sizeThatFits(_:)` synchronously from
/// whatever context runs it. On the main actor the element reads and writes its host live;
/// anywhere else it must not touch the host, and uses what it captured instead. The main actor
/// runs its work on the main dispatch queue, so "on the main actor" is asked of the queue: the
/// main queue carries a marker that only code running on it (or on the main thread) sees.
/// After that answer `body` is called as a plain closure (``runOnMainActor(_:)``: the runtime is not
/// asked again); only work sent back to a waiting main thread enters `MainActor.assumeIsolated`, and
/// only after the same check there, so nothing traps. Everything inside `body` is main-actor code that
/// the compiler checks like any other.
enum MainActorAccess {
    /// Whether the caller runs where the main actor runs: on the main queue, or on the main thread
    /// (which is bound to the main queue on Apple's platforms). The library's deep steps ask the same.
    /// (The main thread is asked first: the cheaper question, and the usual answer on the main actor.)
    @inline(__always)
    static var isOnMainActor: Bool { Thread.isMainThread || WaitingMainThread.isRunningMainQueue }

    /// Runs `body` on the main actor when the caller is on it, or returns `nil` without running it.
    ///
    /// A pass that began on the main actor is still on its behalf when it went on, for a deep tree, on
    /// a fresh thread while the main thread waits for it (`StackSpace`): there `body` is sent back to
    /// the main thread and runs there, the fresh thread waiting for it. The fresh thread itself never
    /// claims the main actor — views must be read and written on the main thread — and the main
    /// thread, blocked in the pass, runs nothing else meanwhile, so the pass's reads and writes keep
    /// their order and every write is on its host before `layout()` returns, as in a shallow tree.
    ///
    /// - Parameter body: Main-actor work.
    /// - Returns: What `body` returned, or `nil` off the main actor.
    @inline(__always)
    static func ifOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        if isOnMainActor { return runOnMainActor(body) }
        return sentBack(body)
    }

    /// Runs `body` on the main actor with `subject` when the caller is on it, or returns `nil` without running it:
    /// as ``ifOnMainActor(_:)``, for the calls a pass makes per item (an element's geometry, super element,
    /// fitting size, frame write). `body` captures nothing — what it needs comes as `subject` — so no closure
    /// context is made: the non-escaping form builds an escaping closure around its `body` for the call (one
    /// allocation per call, ≈ 300 instructions).
    ///
    /// - Parameters:
    ///   - subject: What `body` works on (the element).
    ///   - body: Main-actor work that captures nothing.
    /// - Returns: What `body` returned, or `nil` off the main actor.
    @inline(__always)
    static func ifOnMainActor<Subject: Sendable, T: Sendable>(_ subject: Subject, _ body: @escaping @MainActor (Subject) -> T) -> T? {
        if isOnMainActor { return unsafeBitCast(body, to: ((Subject) -> T).self)(subject) }
        return sentBack { body(subject) }
    }

    /// As ``ifOnMainActor(_:_:)``, with an `argument` besides the subject (a proposed size, a write).
    ///
    /// - Parameters:
    ///   - subject: What `body` works on (the element).
    ///   - argument: What else `body` needs.
    ///   - body: Main-actor work that captures nothing.
    /// - Returns: What `body` returned, or `nil` off the main actor.
    @inline(__always)
    static func ifOnMainActor<Subject: Sendable, Argument: Sendable, T: Sendable>(
        _ subject: Subject, _ argument: Argument, _ body: @escaping @MainActor (Subject, Argument) -> T
    ) -> T? {
        if isOnMainActor { return unsafeBitCast(body, to: ((Subject, Argument) -> T).self)(subject, argument) }
        return sentBack { body(subject, argument) }
    }

    /// Runs `body`, main-actor code, where the caller has just found the main actor runs (``isOnMainActor``).
    ///
    /// `MainActor.assumeIsolated` would ask the concurrency runtime again whether the current executor is the
    /// main one — about a tenth of a flex pass over views, which asks per item — and could only agree: the
    /// queue's marker (or the main thread) answered it. The closure is called as a plain one instead: the
    /// isolation of a synchronous function type is not part of how it is called, and `body`'s code is still
    /// checked by the compiler as main-actor code.
    @inline(__always)
    private static func runOnMainActor<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
    }

    /// `body` run on the main thread that waits for this fresh thread of its pass, or `nil` when
    /// this thread works for no waiting main thread (a pass in another task). The main thread checks
    /// again before it enters `MainActor.assumeIsolated`, so nothing traps.
    @inline(never)
    private static func sentBack<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        StackSpace.onWaitingMainThread { isOnMainActor ? MainActor.assumeIsolated(body) : nil } ?? nil
    }
}
