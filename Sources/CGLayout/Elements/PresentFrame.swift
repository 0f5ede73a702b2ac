import Foundation
import Synchronization

/// The present size a pass gave a node or guide, seen by the default `sizeThatFits(_:)` of its class
/// while ``LayoutNode/sizeThatFits(_:in:)`` (or the guide's) runs it: the one thread-local that
/// remains of a pass, kept for compatibility only.
///
/// Passes hand their state to measurements as a ``LayoutContext`` (``AdjustableLayoutElement/sizeThatFits(_:in:)``).
/// But a node subclass written before that parameter existed overrides `sizeThatFits(_:)` (or keeps
/// it) and may call `super.sizeThatFits(size)` for its present size, a method with no context. So when
/// a pass has given the element a frame of another size than its live one (inside a snapshot, which
/// writes nothing), ``LayoutNode/sizeThatFits(_:in:)`` publishes that size here for the one call;
/// the default `sizeThatFits(_:)` of the same element on the same thread reads it, so the subclass
/// sees the size `layout()` would have written. It holds one element and one size, for the length of
/// one call, and is touched only then: passes read nothing from it (every other measurement, and
/// every pass, gets its state as a parameter).
///
/// The deprecated ``LayoutContext/measuring(_:)`` publishes a whole context here for its body, so
/// that custom blocks written against it (and ``LayoutContext/measuringContext``) keep working; no
/// pass of the library calls it.
enum PresentFrame {
    private struct Entry {
        /// One element and its present size, or (`nil`) every frame of `context`.
        let element: ObjectIdentifier?
        let size: CGSize
        let context: LayoutContext?
        let previous: UnsafeMutableRawPointer?
    }

    /// How many threads are inside ``with(_:size:_:)``: the common case (none) costs one relaxed load.
    private static let active = Atomic<Int>(0)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` (the element's `sizeThatFits(_:)`) with `size` as `element`'s present size on this thread.
    static func with<R>(_ element: AnyObject, size: CGSize, _ body: () -> R) -> R {
        publishing(element: ObjectIdentifier(element), size: size, context: nil, body)
    }

    /// Runs `body` with every frame of `context` published on this thread (the deprecated ``LayoutContext/measuring(_:)``).
    static func with<R>(_ context: LayoutContext, _ body: () -> R) -> R {
        publishing(element: nil, size: .zero, context: context, body)
    }

    private static func publishing<R>(element: ObjectIdentifier?, size: CGSize, context: LayoutContext?, _ body: () -> R) -> R {
        let key = key
        active.add(1, ordering: .relaxed)
        defer { active.subtract(1, ordering: .relaxed) }
        let previous = pthread_getspecific(key)
        var entry = Entry(element: element, size: size, context: context, previous: previous)
        return withUnsafeMutablePointer(to: &entry) { pointer in
            pthread_setspecific(key, pointer)
            defer { pthread_setspecific(key, previous) }
            return body()
        }
    }

    /// This thread's published size as it is stored (for a deep step's new thread, see
    /// ``PassThreadState``): set only to what ``with(_:size:_:)`` published on a waiting thread, or `nil`.
    static var publishedEntry: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }

    /// The present size of `element`: the size published for it on this thread, or its live frame's size.
    @inline(__always)
    static func size(of element: some LayoutElement, live: CGRect) -> CGSize {
        guard active.load(ordering: .relaxed) > 0, let raw = pthread_getspecific(key) else { return live.size.sanitizedSize }
        var next: UnsafeMutableRawPointer? = raw
        let id = ObjectIdentifier(element)
        while let pointer = next {
            let entry = pointer.assumingMemoryBound(to: Entry.self).pointee
            if entry.element == id { return entry.size }
            if let frame = entry.context?.frames.overrides?.frame(of: element) {
                return frame.size.sanitizedSize
            }
            next = entry.previous
        }
        return live.size.sanitizedSize
    }

    /// The innermost context published on this thread by ``with(_:_:)``, if any.
    static var publishedContext: LayoutContext? {
        guard active.load(ordering: .relaxed) > 0 else { return nil }
        var next = pthread_getspecific(key)
        while let pointer = next {
            let entry = pointer.assumingMemoryBound(to: Entry.self).pointee
            if let context = entry.context { return context }
            next = entry.previous
        }
        return nil
    }

    /// The default measurement of a node or guide in `context` (see ``LayoutNode/sizeThatFits(_:in:)``):
    /// `measure` (the element's `sizeThatFits(_:)`), with the size the pass gave `element` published
    /// when it differs from the live one.
    @inline(__always)
    static func measure(_ element: some LayoutElement, live: CGRect, in context: LayoutContext, _ measure: () -> CGSize) -> CGSize {
        guard let frame = context.frames.overrides?.frame(of: element) else { return measure() }
        let size = frame.size.sanitizedSize
        return size == live.size.sanitizedSize ? measure() : with(element, size: size, measure)
    }

    /// Whether measuring `element` can read a frame: false for the exact built-in types whose
    /// `sizeThatFits` reads none (text), so measuring them costs nothing more.
    @inline(__always)
    static func mayRead(_ element: AnyObject) -> Bool {
        ObjectIdentifier(Swift.type(of: element)) != ObjectIdentifier(TextNode.self)
    }
}
