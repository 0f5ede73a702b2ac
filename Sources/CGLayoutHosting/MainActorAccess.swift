import Foundation

/// The one place where code that the compiler cannot place on the main actor (a layout pass,
/// which may run in any task) reaches main-actor hosts.
///
/// A pass calls an element's `frame`, `superElement` and `sizeThatFits(_:)` synchronously from
/// whatever thread runs it. On the main thread — where the main actor runs — the element reads
/// and writes its host live; anywhere else it must not touch the host, and uses what it captured
/// instead. The thread is checked first, so `MainActor.assumeIsolated` is only ever entered on
/// the main thread and never traps; everything inside `body` is main-actor code that the
/// compiler checks like any other.
enum MainActorAccess {
    /// Runs `body` on the main actor when the caller is on the main thread, or returns `nil`
    /// without running it.
    ///
    /// - Parameter body: Main-actor work.
    /// - Returns: What `body` returned, or `nil` off the main thread.
    @inline(__always)
    static func ifOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated(body)
    }
}
