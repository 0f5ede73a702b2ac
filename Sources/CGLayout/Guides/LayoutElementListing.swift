import Foundation

/// A block that names the elements it lays out, so that containers which
/// would contain themselves (two stacks arranging each other, flex guides as
/// each other's items) can be refused when they are made.
///
/// Schemes, element blocks and the content blocks of the built-in containers
/// conform; a custom content block conforms to take part in the check.
public protocol LayoutElementListing {
    /// The elements this block lays out directly (not their content).
    var listedElements: [any LayoutElement] { get }

    /// Whether laying out this block lays out the content of `element`, one of
    /// ``listedElements`` that is a container, as schemes and stacks do. A flex
    /// container's content answers `true` only for nested flex containers (their items
    /// are part of its flex tree): the content of another container among its items is
    /// not run, so it cannot lay out the flex container again.
    ///
    /// - Parameter element: One of ``listedElements``.
    /// - Returns: `true` by default.
    func laysOutContent(of element: any LayoutElement) -> Bool
}

extension LayoutElementListing {
    /// Default: `true`, every listed container's content is laid out after it.
    public func laysOutContent(of element: any LayoutElement) -> Bool { true }
}

extension LayoutScheme: LayoutElementListing {
    /// The elements of every block, nested schemes included.
    public var listedElements: [any LayoutElement] {
        StackSpace.guarded { blocks.flatMap { ($0 as? any LayoutElementListing)?.listedElements ?? [] } }
    }
}

extension LayoutBlock: LayoutElementListing {
    /// The block's element, while it exists.
    public var listedElements: [any LayoutElement] { element.map { [$0] } ?? [] }
}

extension LayoutElement {
    /// Whether `element` is this element or is laid out, at any depth, by
    /// this element's content (a container's arranged elements, items or
    /// content blocks).
    ///
    /// ```swift
    /// try outer.addArrangedElement(inner)
    /// inner.containsInContent(outer)   // false
    /// outer.containsInContent(inner)   // true
    /// ```
    ///
    /// - Parameter element: Any element.
    /// - Returns: `true` when arranging this element inside `element` would make a container contain itself.
    public func containsInContent(_ element: any LayoutElement) -> Bool {
        var pending: [any LayoutElement] = [self]
        var seen: Set<ObjectIdentifier> = []
        while let next = pending.popLast() {
            if next === element { return true }
            guard seen.insert(ObjectIdentifier(next)).inserted, let container = next as? any LayoutContainer,
                  let content = container.contentLayout as? any LayoutElementListing else { continue }
            pending += content.listedElements
        }
        return false
    }
}

/// The containers whose content this thread is laying out, validating or
/// writing, innermost last: a container met again inside its own content is
/// a cycle, and its content is skipped there instead of recursing without end.
///
/// Cycles made through ``LayoutContainer/contentLayout`` (which cannot throw)
/// or custom containers are caught here; stacks and flex guides refuse them
/// when they are made.
///
/// Kept per thread, not in the pass's ``LayoutContext``, on purpose: it is a re-entrance guard over
/// the thread's call stack, which spans passes. A content block of your own (or a custom container)
/// runs through the public `layout(in:direction:)`, `apply(snapshot:)` and `currentSnapshot`, which
/// take no context, and may start a pass of its own that reaches the container again; a list carried
/// by the context would start empty there and the loop would recurse without end. One look-up per
/// container entered, none per element; a deep step's new thread takes a copy (``PassThreadState``).
final class ActiveContainers {
    /// The containers, innermost last (a deep step's new thread takes a copy: see ``PassThreadState``).
    private(set) var list: [AnyObject] = []
    /// The containers of `list`, to tell in constant time whether one is active: 100,000 nested
    /// containers searched in a list at each level would be quadratic.
    private var members: Set<ObjectIdentifier> = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Glibc declares the destructor's argument optional, Darwin not: a function taking an optional accepts both.
        pthread_key_create(&key) { releaseActiveContainers($0) }
        return key
    }()

    /// This thread's list.
    static var current: ActiveContainers {
        if let pointer = pthread_getspecific(key) { return Unmanaged<ActiveContainers>.fromOpaque(pointer).takeUnretainedValue() }
        let list = ActiveContainers()
        pthread_setspecific(key, Unmanaged.passRetained(list).toOpaque())
        return list
    }

    /// This thread's list as stored (retained by the thread), made first if there is none: a thread that
    /// waits for the main thread lends it to the main thread (``LentPassState``).
    static var slot: UnsafeMutableRawPointer {
        _ = current
        return pthread_getspecific(key)!
    }

    /// Makes the list stored at `slot` this thread's (unretained: lent by a waiting thread, or given back).
    static func install(slot: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, slot)
    }

    /// Makes `containers` the active ones (on a deep step's new thread, those of the thread that waits for it).
    func replace(with containers: [AnyObject]) {
        list = containers
        members = Set(containers.lazy.map { ObjectIdentifier($0) })
    }

    /// Runs `body` with `container` active, or returns the cycle it would close
    /// (naming the container and the one whose content reached it) without running it.
    static func with<T, Failure: Error>(_ container: any LayoutContainer,
                                        _ body: () throws(Failure) -> T) throws(Failure) -> Result<T, LayoutTreeError> {
        let active = current
        guard active.members.insert(ObjectIdentifier(container)).inserted else {
            return .failure(.cycle(child: ElementName.withFrame(container), parent: ElementName.withFrame(active.list.last)))
        }
        active.list.append(container)
        defer { active.members.remove(ObjectIdentifier(active.list.removeLast())) }
        return .success(try body())
    }
}

/// Releases a thread's ``ActiveContainers`` when the thread ends (the pthread key's destructor).
private func releaseActiveContainers(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Unmanaged<ActiveContainers>.fromOpaque(pointer).release() }
}
