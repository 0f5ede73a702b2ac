import Foundation

/// Objects in order, each at most once, found by identity: what a node keeps of its children and
/// guides, a stack of its arranged elements, a flex container of its items.
///
/// Appending, finding and removing one element cost O(1) (removal amortized), so removing N
/// elements one at a time costs O(N) in all (an array's search and shift made it O(N²)). A removal
/// leaves a hole where the element was; the order of the others never changes. Holes are squeezed
/// out when they are more than half of the slots, and when the list is read as an array after a
/// removal (one O(N) copy, then reads are free again until the next removal). Inserting in the
/// middle shifts the elements after it, as an array does.
///
/// The positions are an ``IdentityTable`` (open addressing over the identities' addresses), not a
/// `Dictionary`, whose hashing of every key through `Hasher` made adding an element cost a third more than
/// appending to the array the list replaced.
///
/// Until the first removal from before the end (or insertion in the middle, or update) the list is
/// its dense array and the table of positions alone: adding an element appends it once. The slots
/// are made from the dense array then, in one O(N) copy.
package struct IdentityList<Element> {
    /// Each element's slot, `nil` for a hole; empty until ``hasSlots`` (the dense array holds every
    /// element then, and the positions index it).
    private var slots: [Element?] = []
    private var hasSlots = false
    /// Each element's slot.
    private var positions = IdentityTable()
    private var holes = 0
    /// The elements without holes, kept while nothing was removed (appending keeps it up to date).
    private var dense: [Element] = []
    private var denseIsCurrent = true
    private let key: (Element) -> ObjectIdentifier

    /// Slots visited or moved by the edits and reads so far (each O(1) edit counts 1): what the
    /// list's tests count instead of timing it.
    package private(set) var steps = 0

    /// An empty list whose elements are told apart by `key` (their object identity).
    package init(key: @escaping (Element) -> ObjectIdentifier) { self.key = key }

    /// How many elements the list holds.
    package var count: Int { positions.count }

    /// Whether the list holds no element.
    package var isEmpty: Bool { positions.count == 0 }

    /// Whether the element identified by `id` is in the list.
    package func contains(_ id: ObjectIdentifier) -> Bool { positions[id] != nil }

    /// The element identified by `id`, if it is in the list.
    package func element(_ id: ObjectIdentifier) -> Element? {
        positions[id].flatMap { hasSlots ? slots[$0] : dense[$0] }
    }

    /// How many slots there are: the dense array's length until the slots are made.
    private var slotCount: Int { hasSlots ? slots.count : dense.count }

    /// Makes the slots from the dense array (once: the first edit that leaves a hole or moves an element).
    private mutating func makeSlots() {
        guard !hasSlots else { return }
        hasSlots = true
        slots = dense.map(Optional.some)
        steps += slots.count
    }

    /// Appends `element`, or moves it to the end when it is in the list already.
    package mutating func append(_ element: Element) {
        append(element, id: key(element))
    }

    /// Appends `element`, identified by `id`: one look-up in the table of positions for a new element
    /// (the common case), which records its slot at the same time.
    private mutating func append(_ element: Element, id: ObjectIdentifier) {
        if let previous = positions.updateValue(slotCount, forKey: id) {
            // Already in the list: take it out of its old slot, then record the new one.
            positions[id] = previous
            remove(id)
            positions[id] = slotCount
        }
        steps += 1
        guard hasSlots else { return dense.append(element) }
        slots.append(element)
        if denseIsCurrent { dense.append(element) }
    }

    /// Inserts `element` at `index` among the elements (clamped to `0...count`), or moves it there
    /// when it is in the list already. O(N) unless `index` is at the end.
    package mutating func insert(_ element: Element, at index: Int) {
        let id = key(element)
        // At the end (how a node adds a child): one look-up, as `append` does.
        guard index < count else { return append(element, id: id) }
        if positions[id] != nil { remove(id) }
        guard index < count else { return append(element, id: id) }
        makeSlots()
        squeeze()
        let index = max(index, 0)
        slots.insert(element, at: index)
        for position in index..<slots.count { positions[key(slots[position]!)] = position }
        steps += slots.count - index
        denseIsCurrent = false
        dense = []
    }

    /// Removes the element identified by `id`; amortized O(1).
    ///
    /// - Returns: The element, or `nil` when it was not in the list.
    @discardableResult
    package mutating func remove(_ id: ObjectIdentifier) -> Element? {
        guard let position = positions.removeValue(forKey: id) else { return nil }
        steps += 1
        // The last element of the dense array goes without making the slots.
        if !hasSlots, position == dense.count - 1 { return dense.removeLast() }
        makeSlots()
        guard let element = slots[position] else { return nil }
        // The last slot is never a hole: removing it removes the copy's last element too.
        if denseIsCurrent {
            if position == slots.count - 1 { dense.removeLast() } else { denseIsCurrent = false; dense = [] }
        }
        slots[position] = nil
        holes += 1
        // Holes at the end go at once; the rest when they are more than half of the slots.
        while let last = slots.last, last == nil {
            slots.removeLast()
            holes -= 1
            steps += 1
        }
        if holes > 8, holes * 2 > slots.count { squeeze() }
        return element
    }

    /// Updates the element identified by `id` in place (one that keeps its identity).
    ///
    /// - Returns: Whether the element was in the list.
    @discardableResult
    package mutating func update(_ id: ObjectIdentifier, _ body: (inout Element) -> Void) -> Bool {
        guard let position = positions[id] else { return false }
        guard hasSlots else {
            body(&dense[position])   // the dense array is every element: it stays current
            return true
        }
        guard var element = slots[position] else { return false }
        body(&element)
        slots[position] = element
        if denseIsCurrent {
            denseIsCurrent = false
            dense = []
        }
        return true
    }

    /// The elements in order: free while nothing was removed or inserted in the middle since the
    /// last read, else one O(N) copy.
    package mutating func elements() -> [Element] {
        if !denseIsCurrent {
            dense = slots.compactMap { $0 }
            steps += slots.count
            denseIsCurrent = true
        }
        return dense
    }

    /// Empties the list.
    ///
    /// - Returns: The elements it held, in order.
    package mutating func removeAll() -> [Element] {
        let all = elements()
        self = IdentityList(key: key)
        return all
    }

    /// Closes the holes: the elements keep their order, each its new slot.
    private mutating func squeeze() {
        guard holes > 0 else { return }
        steps += slots.count
        slots = slots.filter { $0 != nil }
        holes = 0
        for (position, element) in slots.enumerated() { positions[key(element!)] = position }
    }
}
