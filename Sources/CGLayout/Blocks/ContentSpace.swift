import Foundation

/// The element whose space a container's content lays out in — the container's super element (a guide's owner) —
/// for a scheme pass, validation or write that runs as that content: an element block there lays out, and is
/// written by an applied snapshot, only while its element is inside that element (its child, or deeper).
///
/// An element moved under another element since — a list's row moved into a header view — or out of the tree is
/// skipped: its frame is left alone, the content's snapshots have it as skipped, and an applied snapshot taken
/// before the move writes nothing to it, as a scheme's block skips an element that left its tree. The content's
/// frames are in the container's super element's space, so an element elsewhere would be written in the wrong
/// space (over the layout of the view it moved into). A flex guide and a stack guide skip such items the same way.
struct ContentSpace {
    /// The container's super element.
    let element: any LayoutElement
    let id: ObjectIdentifier
    /// Super elements met so far that are inside `element`, and those that are not: each chain is walked once.
    private var inside: Set<ObjectIdentifier> = []
    private var outside: Set<ObjectIdentifier> = []

    /// The space of the innermost container of `containers`, `nil` outside any container's content (a scheme's
    /// own pass) or for a container in no super element.
    init?(_ containers: ActiveContainers?) {
        guard let containers, let container = containers.list.last as? any LayoutContainer,
              let space = container.superElement else { return nil }
        element = space
        id = ObjectIdentifier(space)
    }

    /// Whether `element` is laid out by a block in the content of the containers of `containers` (always outside
    /// any container's content).
    static func admits(_ element: any LayoutElement, in containers: ActiveContainers?) -> Bool {
        guard let containers, !containers.isEmpty, var space = ContentSpace(containers) else { return true }
        return space.contains(element: element)
    }

    /// Whether `element` is inside `space` (always when there is none). Out of line, handed the space by reference:
    /// a write loop tests a `Bool` first, and neither keeps nor copies the space at every write.
    @inline(never)
    static func admits(_ element: any LayoutElement, in space: inout ContentSpace?) -> Bool {
        space?.contains(element: element) ?? true
    }

    /// Whether an element whose super element is `superElement` is inside the space.
    mutating func contains(superElement: any LayoutElement) -> Bool {
        let start = ObjectIdentifier(superElement)
        if start == id || inside.contains(start) { return true }
        if outside.contains(start) { return false }
        return walk(from: superElement)
    }

    /// Whether `element` is inside the space now.
    mutating func contains(element: any LayoutElement) -> Bool {
        guard let superElement = element.superElement else { return false }
        return contains(superElement: superElement)
    }

    /// Walks up from `superElement` to the space, an element already decided, or the root; remembers the answer
    /// for every element passed.
    @inline(never)
    private mutating func walk(from superElement: any LayoutElement) -> Bool {
        var visited: [ObjectIdentifier] = []
        var found = false
        let id = self.id, inside = self.inside, outside = self.outside
        SuperElementChain.walk(from: superElement) { element in
            let current = ObjectIdentifier(element)
            if current == id || inside.contains(current) {
                found = true
                return false
            }
            if outside.contains(current) { return false }
            visited.append(current)
            return true
        }
        if found { self.inside.formUnion(visited) } else { self.outside.formUnion(visited) }
        return found
    }
}
