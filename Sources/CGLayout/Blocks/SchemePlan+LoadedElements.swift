import Foundation

extension SchemePlan {
    /// An element reference that costs nothing to copy: valid only while a
    /// strong reference is held elsewhere, or its parent holds it (see ``withLoadedElements(unretained:_:)``).
    /// Nodes are also kept unmanaged, to call them without reference counting.
    struct Borrowed {
        unowned(unsafe) let element: any LayoutElement
        let node: Unmanaged<LayoutNode>?
        unowned(unsafe) let adjustable: (any AdjustableLayoutElement)?

        /// The element's frame.
        @inline(__always) var frame: CGRect {
            if let node { return node._withUnsafeGuaranteedRef { $0.frame } }
            return element.frame
        }

        /// Writes the element's frame, through the frame gate.
        @inline(__always) func setFrame(_ frame: CGRect) {
            if let node { FrameGate.write(frame, to: node) } else { FrameGate.write(frame, to: element) }
        }

        /// Writes a frame the pass already admitted (``FrameGate/admitted(_:)``).
        @inline(__always) func setAdmittedFrame(_ frame: CGRect) {
            if let node { FrameGate.write(admitted: frame, to: node) } else { FrameGate.write(admitted: frame, to: element) }
        }

        /// The element's fitting size, or `nil` when it cannot size itself.
        @inline(__always) func sizeThatFits(_ size: CGSize) -> CGSize? {
            if let node { return node._withUnsafeGuaranteedRef { $0.sizeThatFits(size) } }
            return adjustable?.sizeThatFits(size)
        }

        /// The element's fitting size inside the pass `context`, or `nil` when it cannot size itself.
        @inline(__always) func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize? {
            if let node { return node._withUnsafeGuaranteedRef { $0.sizeThatFits(size, in: context) } }
            return adjustable?.sizeThatFits(size, in: context)
        }
    }

    /// Runs `body` with every element of the table loaded, handed to `body` as borrowed references
    /// so the pass itself does no reference counting.
    ///
    /// Elements are loaded through their weak references and held strongly until `body` returns —
    /// except, when `unretained` (passes that write frames: they run on the task that owns the tree),
    /// the nodes that were in a tree when the plan last loaded them, if no tree changed since
    /// (``Epoch/tree``): each is still held by its parent, so it is borrowed without a weak load or a
    /// retain. Code that may change trees while `body` runs (user code) calls
    /// ``LoadedElements/revalidate(_:)`` after it, which loads everything strongly when a tree changed.
    func withLoadedElements<R>(unretained: Bool = false, _ body: (inout LoadedElements) -> R) -> R {
        let count = elements.count
        // The strong references are single class pointers (no existential witnesses to copy or destroy).
        return withUnsafeTemporaryAllocation(of: AnyObject?.self, capacity: max(count, 1)) { strong in
            let strong = strong.baseAddress!
            strong.initialize(repeating: nil, count: count)
            // Whether every element was borrowed from the remembered nodes: nothing is held strongly then
            // unless a tree changed during the pass (`revalidate` loads strongly only then; the epoch only grows).
            var borrowedAll = false
            let epoch = Epoch.tree.current
            // Releases what is held, skipping the empty entries (a generic array destroy costs a call per entry).
            defer {
                if !borrowedAll || Epoch.tree.current != epoch {
                    for index in 0..<count where strong[index] != nil { strong[index] = nil }
                }
            }
            return withUnsafeTemporaryAllocation(of: Borrowed?.self, capacity: max(count, 1)) { borrowed in
                var loaded = LoadedElements(own: borrowed.baseAddress!, strong: strong, count: count)
                // Not initialized: both ways of loading write every entry (`Borrowed` is trivial).
                let cache = unretained ? unretainedLock.withLock({ unretainedNodes }) : nil
                if let cache, cache.epoch == epoch {
                    load(&loaded, from: cache)
                    loaded.epoch = epoch
                    loaded.parents = cache.parents
                    borrowedAll = cache.others.isEmpty
                } else {
                    loadStrongly(loaded)
                    if unretained { remember(loaded, at: epoch) }
                }
                // The remembered parents live as long as the cache (another pass may replace the plan's).
                defer { withExtendedLifetime(cache) {} }
                return body(&loaded)
            }
        }
    }

    /// Loads every element through its weak reference and holds it strongly.
    func loadStrongly(_ loaded: LoadedElements) {
        elements.withUnsafeBufferPointer { references in
            var index = 0
            while index < loaded.count {
                load(references[index].box, at: index, into: loaded)
                index += 1
            }
        }
    }

    @inline(__always)
    private func load(_ box: ElementReference.Box, at index: Int, into loaded: LoadedElements) {
        if let node = box.node {
            loaded.borrowed[index] = Borrowed(element: node, node: .passUnretained(node), adjustable: nil)
            loaded.strong[index] = node
        } else if let adjustable = box.adjustable {
            loaded.borrowed[index] = Borrowed(element: adjustable, node: nil, adjustable: adjustable)
            loaded.strong[index] = adjustable
        } else if let element = box.element {
            loaded.borrowed[index] = Borrowed(element: element, node: nil, adjustable: nil)
            loaded.strong[index] = element
        } else {
            loaded.borrowed[index] = nil
            loaded.strong[index] = nil
        }
    }

    /// Borrows the remembered nodes; loads the other elements strongly. When every element is a remembered
    /// node, the pass reads the remembered entries in place (no copy: ≈ 120 instructions a feed cell), until
    /// ``LoadedElements/revalidate(_:)`` loads them into the pass's own buffer.
    private func load(_ loaded: inout LoadedElements, from cache: UnretainedNodes) {
        guard !cache.others.isEmpty else {
            loaded.borrowed = UnsafeMutablePointer(mutating: cache.entries)
            return
        }
        loaded.borrowed.initialize(from: cache.entries, count: loaded.count)
        elements.withUnsafeBufferPointer { references in
            for index in cache.others { load(references[index].box, at: index, into: loaded) }
        }
    }

    /// Remembers which loaded nodes are in a tree at `epoch` (read before they were loaded).
    private func remember(_ loaded: LoadedElements, at epoch: UInt) {
        var borrowed = [Borrowed?](repeating: nil, count: loaded.count)
        var others: [Int] = []
        for index in 0..<loaded.count {
            if let node = loaded.borrowed[index]?.node, node._withUnsafeGuaranteedRef({ $0.parentIdentifier }) != nil {
                borrowed[index] = node._withUnsafeGuaranteedRef { Borrowed(element: $0, node: node, adjustable: nil) }
            } else {
                others.append(index)
            }
        }
        let cache = UnretainedNodes(epoch: epoch, borrowed: borrowed, others: others,
                                    parents: others.isEmpty ? RememberedParents(borrowed) : nil)
        unretainedLock.withLock { unretainedNodes = cache }
    }

    /// The super elements of a plan whose elements are all nodes in a tree, as a borrowing pass finds them
    /// one by one (``Pass/superID(of:)``): each node's parent identity, the distinct parents in order of first
    /// appearance, and each node's place among them. Valid at the epoch of the remembered nodes, as they are:
    /// while no tree changed, every node has the parent it had then, and that parent is alive. A pass at that
    /// epoch starts with them (``Pass/takeRememberedParents()``) instead of reading every node's parent again.
    /// Not kept past ``Pass/manySupers`` parents (those passes index them). Plain buffers, so a pass reads
    /// them without reference counting; ``UnretainedNodes`` frees them.
    struct RememberedParents: @unchecked Sendable {
        let count: Int, parentCount: Int
        /// Per element: its parent's identity and its parent's place in `parents`. Read-only: passes copy them.
        let ids: UnsafeMutablePointer<ObjectIdentifier?>
        let slots: UnsafeMutablePointer<Int>
        /// The distinct parents, in order of first appearance.
        let parents: UnsafeMutablePointer<ObjectIdentifier>

        init?(_ borrowed: [Borrowed?]) {
            guard !borrowed.isEmpty else { return nil }
            let ids = UnsafeMutablePointer<ObjectIdentifier?>.allocate(capacity: borrowed.count)
            let slots = UnsafeMutablePointer<Int>.allocate(capacity: borrowed.count)
            let parents = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: Pass.manySupers)
            var found = 0, complete = true
            for (index, entry) in borrowed.enumerated() {
                guard let node = entry?.node, let id = node._withUnsafeGuaranteedRef({ $0.parentIdentifier }) else {
                    complete = false
                    break
                }
                var slot = 0
                while slot < found, parents[slot] != id { slot += 1 }
                if slot == found {
                    guard found < Pass.manySupers else { complete = false; break }
                    parents[found] = id
                    found += 1
                }
                ids[index] = id
                slots[index] = slot
            }
            guard complete else {
                ids.deallocate(); slots.deallocate(); parents.deallocate()
                return nil
            }
            (self.count, parentCount, self.ids, self.slots, self.parents) = (borrowed.count, found, ids, slots, parents)
        }

        func free() { ids.deallocate(); slots.deallocate(); parents.deallocate() }
    }

    /// The nodes of the element table that were in a tree at `epoch`, as borrowed entries (`nil` for the
    /// other elements, listed in `others`: a pass loads those strongly); see ``withLoadedElements(unretained:_:)``.
    final class UnretainedNodes: @unchecked Sendable {
        let epoch: UInt
        /// The borrowed entries, one per element of the table, in a buffer the cache owns. Read-only once made
        /// (passes on other tasks may read them at the same time): a pass that must load elements again does so
        /// into its own buffer (see ``LoadedElements/revalidate(_:)``).
        let entries: UnsafePointer<Borrowed?>
        let others: [Int]
        /// When every element is a node in a tree: their parents (see ``RememberedParents``).
        let parents: RememberedParents?
        init(epoch: UInt, borrowed: [Borrowed?], others: [Int], parents: RememberedParents?) {
            self.epoch = epoch
            let entries = UnsafeMutablePointer<Borrowed?>.allocate(capacity: max(borrowed.count, 1))
            entries.initialize(from: borrowed, count: borrowed.count)
            self.entries = UnsafePointer(entries)
            self.others = others
            self.parents = parents
        }
        deinit {
            UnsafeMutablePointer(mutating: entries).deallocate()   // `Borrowed` is trivial: nothing to deinitialize
            parents?.free()
        }
    }

    /// The elements a pass works on (see ``withLoadedElements(unretained:_:)``).
    struct LoadedElements {
        /// Per element: the element, or `nil` once it was deallocated. The pass's own buffer (`own`), or the
        /// remembered entries of ``UnretainedNodes`` when every element is borrowed from them: those are shared
        /// and never written, so everything that writes entries writes `own` (``revalidate(_:)`` switches first).
        fileprivate(set) var borrowed: UnsafeMutablePointer<Borrowed?>
        /// The pass's own buffer of entries (uninitialized until loaded into).
        let own: UnsafeMutablePointer<Borrowed?>
        let strong: UnsafeMutablePointer<AnyObject?>
        let count: Int
        /// The epoch at which the borrowed nodes that are not held strongly are valid; `nil` when all are held.
        var epoch: UInt?
        /// The remembered parents of the borrowed nodes, valid at `epoch` (see ``RememberedParents``); freed
        /// with the remembered nodes, which ``SchemePlan/withLoadedElements(unretained:_:)`` holds for the pass.
        var parents: RememberedParents?

        init(own: UnsafeMutablePointer<Borrowed?>, strong: UnsafeMutablePointer<AnyObject?>, count: Int) {
            (borrowed, self.own, self.strong, self.count) = (own, own, strong, count)
        }

        /// After code that may have changed a tree: when one changed, loads every element strongly
        /// (a removed node may be gone; its weak reference says so).
        /// Returns whether it loaded them again.
        @inline(__always) @discardableResult
        mutating func revalidate(_ plan: SchemePlan) -> Bool {
            guard let epoch, Epoch.tree.current != epoch else { return false }
            self.epoch = nil
            borrowed = own   // never write the shared remembered entries
            plan.loadStrongly(self)
            return true
        }
    }
}
