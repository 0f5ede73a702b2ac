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

/// The containers whose content a pass is laying out, validating or writing, innermost last: a
/// container met again inside its own content is a cycle, and its content is skipped there instead of
/// recursing without end.
///
/// Cycles made through ``LayoutContainer/contentLayout`` (which cannot throw) or custom containers are
/// caught here; stacks and flex guides refuse them when they are made.
///
/// Owned by the pass and handed down with it, never kept per thread: in the ``LayoutContext`` of a
/// snapshot, and as a parameter of the layout, present-snapshot, validate and write steps of the
/// package's blocks (``PassBlock``: schemes, element blocks, stack and scroll contents, adaptive schemes
/// and relation layouts, which is every way the rect, stack, scroll and relations passes reach a
/// container's content; a flex container runs no content of its items but nested flex containers', which
/// are one flex tree). Two passes on one thread pool, or on one thread one after the other, share
/// nothing (a fresh list, once its pass has left it empty and nothing else holds it, is handed to the thread's
/// next fresh start with its storage: see `FreshContentPasses.State.spare`). A container reached without a list — through a content block of your own, which runs
/// through the public `layout(in:direction:)`, `apply(snapshot:)` and `currentSnapshot` that take none —
/// starts a fresh list; what bounds a loop through such a block is ``FreshContentPasses``, the
/// per-thread fallback.
package final class ActiveContainers {
    /// The containers, innermost last.
    private(set) var list: [AnyObject] = []
    /// The containers of `list`, to tell in constant time whether one is active: 100,000 nested
    /// containers searched in a list at each level would be quadratic.
    private var members: Set<ObjectIdentifier> = []
    /// How many adaptive schemes' computations are in progress inside this list's containers' contents: an
    /// adaptive scheme nested in another's computation there reads the present frames (see
    /// ``AdaptiveScheme/snapshot(for:context:)``). The computations themselves travel in the pass's
    /// ``LayoutContext`` (``LayoutContext/adaptive``), with or without a list.
    var adaptiveComputationCount = 0

    /// Whether no container is active (the outermost container of a pass is being entered).
    var isEmpty: Bool { list.isEmpty }

    /// Runs `body` with `container` active in `containers`, or returns the cycle it would close (naming
    /// the container and the one whose content reached it) without running it. Without a list (a
    /// container reached from outside a pass, or through a block that takes none) a fresh one starts,
    /// under the per-thread fallback; `reportsUnwoundLoop`: a step that writes (layout, write) reports the
    /// loop at every fresh level of the container the backstop refused (see ``FreshContentPasses``).
    static func with<T, Failure: Error>(_ container: any LayoutContainer, in containers: ActiveContainers?, reportsUnwoundLoop: Bool = false,
                                        _ body: (ActiveContainers) throws(Failure) -> T) throws(Failure) -> Result<T, LayoutTreeError> {
        if let containers { return try containers.with(container, body) }
        return try FreshContentPasses.entering(container, reportsUnwoundLoop: reportsUnwoundLoop) { (fresh) throws(Failure) -> Result<T, LayoutTreeError> in
            try fresh.with(container, body)
        }
    }

    private func with<T, Failure: Error>(_ container: any LayoutContainer,
                                         _ body: (ActiveContainers) throws(Failure) -> T) throws(Failure) -> Result<T, LayoutTreeError> {
        guard members.insert(ObjectIdentifier(container)).inserted else {
            return .failure(.cycle(child: ElementName.withFrame(container), parent: ElementName.withFrame(list.last)))
        }
        list.append(container)
        defer { members.remove(ObjectIdentifier(list.removeLast())) }
        return .success(try body(self))
    }
}

/// The fallback for container contents reached without a pass's ``ActiveContainers``: the containers at
/// which such fresh lists started on this thread's call stack, innermost last (carried to a deep step's
/// new thread and back, see ``PassThreadState``).
///
/// Kept per thread on purpose, and not pass state: it spans passes, it belongs to none. A content block
/// of your own lays out, through the public API, a scheme
/// that may reach the block's own container: a fresh pass with a fresh list each time round, which
/// cannot see the loop; the call stack it grows is the thread's. Two checks bound it:
/// - a container whose fresh list starts again while one started at it is still open on this call
///   stack is met inside its own content: refused as ``LayoutTreeError/cycle(child:parent:)``, naming
///   it and the container where the enclosing fresh pass started. A loop through such blocks crosses a
///   fresh start each round, so it ends within a round or two, however often each round branches
///   (a backstop of depth alone let a loop that measures and lays out at each round grow as a tree:
///   minutes for one fuzz case);
/// - past ``limit`` nested fresh lists (a block that makes new containers each round), the container
///   is refused as met inside its own content, and as the loop unwinds every fresh level of that
///   container that writes frames (a layout, a write) reports the cycle too, so the outermost block
///   that met the loop says so.
///
/// The package's blocks (``PassBlock``) hand their list down, so loops through them are found where they close, naming
/// the container whose content reached it; nesting them (100,000 levels of stacks, guides, schemes)
/// never counts here, and a pass that enters no container's content from outside them touches this
/// once per container it enters at its top level.
enum FreshContentPasses {
    /// Nested fresh lists allowed on one call stack.
    static let limit = 1_000

    /// The containers where fresh lists started (innermost last), and the container refused at the limit
    /// while the levels above it unwind.
    struct State {
        var started: [AnyObject] = []
        var refused: ObjectIdentifier?
        /// An empty list a fresh start used and nothing else holds, with its storage, for the next fresh start on
        /// this thread: a top-level pass that enters a container's content (a scheme over a flex guide, say)
        /// allocates nothing. Storage, not state: it is never carried to another thread (``PassThreadState``).
        var spare: ActiveContainers?
    }

    /// Holds, per thread, a pointer to its `State` (allocated on first use, freed when the thread ends).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Glibc declares the destructor's argument optional, Darwin not: a function taking an optional accepts both.
        pthread_key_create(&key) { freeFreshContentPasses($0) }
        return key
    }()

    /// This thread's state, where it is kept (made on first use): changed in place, so the list keeps its
    /// storage from one pass to the next.
    private static var stored: UnsafeMutablePointer<State> {
        if let stored = pthread_getspecific(key) { return stored.assumingMemoryBound(to: State.self) }
        let stored = UnsafeMutablePointer<State>.allocate(capacity: 1)
        stored.initialize(to: State())
        pthread_setspecific(key, stored)
        return stored
    }

    /// This thread's state (handed to and taken back from a deep step's new thread).
    static var state: State {
        get { stored.pointee }
        set { stored.pointee = newValue }
    }

    /// This thread's state where it is kept, made first if there is none: a thread that waits for the main
    /// thread lends it to the main thread (``LentPassState``).
    static var slot: UnsafeMutableRawPointer { UnsafeMutableRawPointer(stored) }

    /// Makes the state kept at `slot` this thread's (lent by a waiting thread, or given back): it stays the
    /// lender's, freed when the lender's thread ends.
    static func install(slot: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, slot)
    }

    /// Runs `body` with a fresh list started at `container`, or refuses `container` as a cycle (see above).
    @inline(never)   // once per container entered from outside a pass: kept out of the passes' code
    static func entering<T, Failure: Error>(_ container: any LayoutContainer, reportsUnwoundLoop: Bool,
                                            _ body: (ActiveContainers) throws(Failure) -> Result<T, LayoutTreeError>) throws(Failure) -> Result<T, LayoutTreeError> {
        // One look-up: `body` runs on this thread (a deep step that goes on on another one hands its state back).
        let state = stored
        if state.pointee.started.contains(where: { $0 === container }) {
            return .failure(.cycle(child: ElementName.withFrame(container), parent: ElementName.withFrame(state.pointee.started.last)))
        }
        let id = ObjectIdentifier(container)
        guard state.pointee.started.count < limit else {
            state.pointee.refused = id
            let name = ElementName.withFrame(container)
            return .failure(.cycle(child: name, parent: name))
        }
        state.pointee.started.append(container)
        defer {
            state.pointee.started.removeLast()
            // The outermost fresh level ends the unwinding of a loop refused below it.
            if state.pointee.started.isEmpty { state.pointee.refused = nil }
        }
        // The fresh list: the thread's spare one when it has one (see `State.spare`).
        var fresh: ActiveContainers
        if let spare = state.pointee.spare {
            fresh = spare
            state.pointee.spare = nil
        } else {
            fresh = ActiveContainers()
        }
        defer {
            // Kept only when nothing else holds it (a context stored by a user's code, say, keeps its list), it is
            // as a new one is (every container left, no adaptive computation open) and its storage is small: a list
            // that served a deep pass (100,000 nested containers: megabytes) is freed with it, not kept for the thread.
            if state.pointee.spare == nil, fresh.isEmpty, fresh.adaptiveComputationCount == 0, fresh.list.capacity <= 64,
               isKnownUniquelyReferenced(&fresh) {
                state.pointee.spare = fresh
            }
        }
        let result = try body(fresh)
        if reportsUnwoundLoop, state.pointee.refused == id, case .success = result {
            let name = ElementName.withFrame(container)
            return .failure(.cycle(child: name, parent: name))
        }
        return result
    }
}

/// Frees a thread's ``FreshContentPasses/State`` when the thread ends (the pthread key's destructor).
private func freeFreshContentPasses(_ pointer: UnsafeMutableRawPointer?) {
    guard let state = pointer?.assumingMemoryBound(to: FreshContentPasses.State.self) else { return }
    state.deinitialize(count: 1)
    state.deallocate()
}
