import Foundation
import Synchronization

/// The frame a snapshot pass has given an element, seen by the element's default `sizeThatFits`
/// (the present size of a `LayoutNode` or `LayoutGuide`, subclasses included) while the pass measures it.
///
/// A snapshot writes no frame, so an element laid out earlier in the same pass and then measured again
/// (by a later block, a container's content or a constraint) would report its stale live size where
/// `layout()` reads the frame it has just written. The pass publishes the frame it computed for the one
/// call, per thread, so concurrent snapshots do not see each other's frames.
enum PresentFrame {
    private struct Entry {
        let overrides: FrameOverrides
        let previous: UnsafeMutableRawPointer?
    }

    /// How many threads are inside ``with(_:_:)``: the common case (none) costs one relaxed load.
    private static let active = Atomic<Int>(0)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` (a measurement) with the frames of a snapshot pass as the present frames on this thread.
    static func with<R>(_ overrides: FrameOverrides, _ body: () -> R) -> R {
        let key = key
        active.add(1, ordering: .relaxed)
        defer { active.subtract(1, ordering: .relaxed) }
        let previous = pthread_getspecific(key)
        var entry = Entry(overrides: overrides, previous: previous)
        return withUnsafeMutablePointer(to: &entry) { pointer in
            pthread_setspecific(key, pointer)
            defer { pthread_setspecific(key, previous) }
            return body()
        }
    }

    /// This thread's published frames as they are stored (for a deep step's new thread, see
    /// ``PassThreadState``): set only to what ``with(_:_:)`` published on a waiting thread, or `nil`.
    static var publishedEntry: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }

    /// The present size of `element`: the frame a snapshot pass gave it, or its live frame's size.
    @inline(__always)
    static func size(of element: any LayoutElement, live: CGRect) -> CGSize {
        guard active.load(ordering: .relaxed) > 0, let raw = pthread_getspecific(key),
              let frame = raw.assumingMemoryBound(to: Entry.self).pointee.overrides.frame(of: element, includingSource: false) else {
            return live.size.sanitizedSize
        }
        return frame.size.sanitizedSize
    }

    /// Whether measuring `element` can read a frame: false for the exact built-in types whose
    /// `sizeThatFits` reads none (text), so measuring them costs nothing more.
    /// The frames published on this thread now, if any (see `LayoutContext.measuringContext`).
    static var published: FrameOverrides? {
        guard active.load(ordering: .relaxed) > 0, let raw = pthread_getspecific(key) else { return nil }
        return raw.assumingMemoryBound(to: Entry.self).pointee.overrides
    }

    @inline(__always)
    static func mayRead(_ element: AnyObject) -> Bool {
        ObjectIdentifier(Swift.type(of: element)) != ObjectIdentifier(TextNode.self)
    }
}
