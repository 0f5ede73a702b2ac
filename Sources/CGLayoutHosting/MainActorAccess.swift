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
/// `MainActor.assumeIsolated` is entered only after that answer, so it never traps; everything
/// inside `body` is main-actor code that the compiler checks like any other.
enum MainActorAccess {
    /// The marker of the main queue.
    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs where the main actor runs: on the main queue, or on the main
    /// thread (which is bound to the main queue on Apple's platforms).
    @inline(__always)
    static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
    }

    /// Runs `body` on the main actor when the caller is on it, or returns `nil` without running it.
    ///
    /// - Parameter body: Main-actor work.
    /// - Returns: What `body` returned, or `nil` off the main actor.
    @inline(__always)
    static func ifOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        guard isOnMainActor else { return nil }
        return MainActor.assumeIsolated(body)
    }
}
