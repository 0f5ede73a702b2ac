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
        let id: ObjectIdentifier
        let frame: CGRect
        let previous: UnsafeMutableRawPointer?
    }

    /// How many threads are inside ``with(_:for:_:)``: the common case (none) costs one relaxed load.
    private static let active = Atomic<Int>(0)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with `frame` as the present frame of `element` on this thread.
    static func with<R>(_ frame: CGRect, for element: AnyObject, _ body: () -> R) -> R {
        let key = key
        active.add(1, ordering: .relaxed)
        defer { active.subtract(1, ordering: .relaxed) }
        let previous = pthread_getspecific(key)
        var entry = Entry(id: ObjectIdentifier(element), frame: frame, previous: previous)
        return withUnsafeMutablePointer(to: &entry) { pointer in
            pthread_setspecific(key, pointer)
            defer { pthread_setspecific(key, previous) }
            return body()
        }
    }

    /// The present size of `element`: the frame a snapshot pass gave it, or its live frame's size.
    @inline(__always)
    static func size(of element: AnyObject, live: CGRect) -> CGSize {
        guard active.load(ordering: .relaxed) > 0, let frame = frame(of: ObjectIdentifier(element)) else {
            return live.size.sanitizedSize
        }
        return frame.size.sanitizedSize
    }

    private static func frame(of id: ObjectIdentifier) -> CGRect? {
        var next = pthread_getspecific(key)
        while let raw = next {
            let entry = raw.assumingMemoryBound(to: Entry.self).pointee
            if entry.id == id { return entry.frame }
            next = entry.previous
        }
        return nil
    }

    /// Measures `element` by `measure`, seeing `frame` as its present frame when it differs from the live one.
    @inline(__always)
    static func measuring<R>(_ element: any LayoutElement, as frame: CGRect, _ measure: () -> R) -> R {
        frame == element.frame ? measure() : with(frame, for: element, measure)
    }
}
