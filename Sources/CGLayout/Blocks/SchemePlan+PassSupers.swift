import Foundation

/// The pass's super elements: each element's super element loaded once per pass, the distinct ones held for
/// the pass, and the layout bounds of the last one asked for (siblings share it).
extension SchemePlan.Pass {
    /// The identity of the element's super element, loaded once per pass.
    /// Nodes answer without reference counting; the first element of each
    /// distinct super element borrows it (a node's parent, while no tree changed
    /// since the plan remembered its nodes) or loads it strongly, to hold it for the pass.
    @inline(__always)
    mutating func superID(of index: Int) -> ObjectIdentifier? {
        if superLoaded[index] { return superIDs[index] }
        superLoaded[index] = true
        superIDs[index] = nil   // until found (the buffer starts uninitialized)
        guard let element = loaded[index] else { return nil }
        let id: ObjectIdentifier?
        if let node = element.node {
            id = node._withUnsafeGuaranteedRef { $0.parentIdentifier }
        } else {
            id = element.element.superElement.map { ObjectIdentifier($0) }
        }
        guard let id else { return nil }
        var slot = 0
        while slot < superCount, supers[slot].id != id {
            slot += 1
            // A chain of nodes has a super element per element: past a few, they are found by index
            // (a search through all of them for each element was quadratic: 40 s for 100,000).
            if slot == Self.manySupers {
                slot = indexedSuperSlot(of: id)
                break
            }
        }
        if slot == superCount {
            if elements.epoch != nil, element.node != nil {
                // No tree changed since the plan remembered its nodes: the parent (a node, at the address
                // its identity names) is alive, and stays so until user code runs (`revalidate()`).
                let parent = Unmanaged<LayoutNode>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: id))!)
                (supers + slot).initialize(to: parent._withUnsafeGuaranteedRef { SuperElement(element: $0, id: id, held: nil) })
            } else {
                // Load it through the public getter and hold it for the pass.
                guard let superElement = element.element.superElement, ObjectIdentifier(superElement) == id else { return nil }
                (supers + slot).initialize(to: SuperElement(element: superElement, id: id, held: superElement))
            }
            superCount += 1
            if superCount > Self.manySupers { indexSuper(at: slot) }
        }
        superIDs[index] = id
        superSlots[index] = slot
        return id
    }

    /// How many super elements are searched one by one before the index takes over.
    static let manySupers = 32

    /// The place in `supers` of the super element `id` (`superCount` when it is not there), past the first
    /// ``manySupers``: by the index when it is an element of the plan, by a search otherwise.
    @inline(never)
    func indexedSuperSlot(of id: ObjectIdentifier) -> Int {
        guard superCount > Self.manySupers else { return superCount }
        if let element = plan.elementIndex[id] {
            let slot = superSlots[plan.elements.count + element]
            return slot >= 0 && slot < superCount && supers[slot].id == id ? slot : superCount
        }
        var slot = Self.manySupers
        while slot < superCount, supers[slot].id != id { slot += 1 }
        return slot
    }

    /// Indexes the super element just added at `slot` (there are more than ``manySupers``): the first time,
    /// the index is cleared and takes the earlier ones too.
    @inline(never)
    mutating func indexSuper(at slot: Int) {
        let count = plan.elements.count
        if superCount == Self.manySupers + 1 {
            (superSlots + count).initialize(repeating: -1, count: count)
            for known in 0..<slot { note(known) }
        }
        note(slot)
        func note(_ known: Int) {
            if let id = supers[known].id, let element = plan.elementIndex[id] { superSlots[count + element] = known }
        }
    }

    /// The super element of an element whose `superID(of:)` was found.
    @inline(__always)
    func superElement(of index: Int) -> (any LayoutElement)? {
        superLoaded[index] && superIDs[index] != nil ? supers[superSlots[index]].element : nil
    }

    /// The frame of element `index` as the pass has it. Inline, only the usual case (a frame this pass gave an
    /// element that is not an area): any other read is out of line, so that the blocks' code does not set up the
    /// context an area's frame needs at every frame read (≈ 24 instructions a read on the feed cell).
    @inline(__always)
    mutating func frameOf(_ index: Int) -> CGRect {   // mutating: the slow path gets the pass by reference, not a copy
        if known[index], !pools.flags[index].contains(.derivedArea) { return frames[index] }
        return unusualFrame(of: index)
    }

    /// ``frameOf(_:)`` past its usual case. An area whose frame follows other elements (a view's safe area, a scroll
    /// guide's content) is as the pass has those, also where a block of the pass gave it a frame (its own `frame`
    /// would not keep it all).
    @inline(never)
    mutating func unusualFrame(of index: Int) -> CGRect {
        let isArea = pools.flags[index].contains(.derivedArea)
        if known[index] { return isArea ? Self.areaFrame(of: loaded[index]?.element, known: frames[index], context: context) : frames[index] }
        guard let element = loaded[index] else { return .zero }
        if index == sourceIndex, let source { return source.frame }
        if isArea { return Self.areaFrame(of: element.element, known: nil, context: context) }
        // Container contents and enclosing passes may know it (slow path, only when they exist).
        if contents != nil || outer != nil { return context.frame(of: element.element) }
        return element.frame
    }

    /// The frame of the area `element` (``DerivedArea``) as the pass has the elements it follows; `known`: the frame
    /// this pass gave it, if any (what an element that is not an area reads).
    @inline(never)
    static func areaFrame(of element: (any LayoutElement)?, known: CGRect?, context: LayoutContext) -> CGRect {
        guard let area = element as? any DerivedArea else { return known ?? .zero }
        return area.rectInOwner(context: context)
    }

    mutating func layoutBounds(ofSuperOf index: Int, id: ObjectIdentifier) -> CGRect {
        if id == cachedSuper { return cachedBounds }
        // As an available space (a super element's bounds may be unbounded), as the source rect is.
        cachedBounds = superElement(of: index).map { context.layoutBounds(of: $0).sanitizedSpace } ?? .zero
        cachedSuper = id
        cachedSuperIndex = plan.elementIndex[id] ?? -1
        return cachedBounds
    }
}
