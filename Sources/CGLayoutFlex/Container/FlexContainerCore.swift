import CGLayout
import Foundation

/// A flex container's items and the `FlexNode` tree it keeps between passes (opaque to users: a
/// ``FlexContainer``'s members read and change it),
/// shared by ``FlexLayoutGuide`` (items in the owner's space) and
/// ``FlexContainerNode`` (items are the node's children, in its space).
///
/// Changes never touch the tree directly: adding, removing or restyling an
/// item, a new container style, or an item that says its fitting size changed
/// (`IntrinsicSizeObserver`) is recorded under a small lock and
/// queued up the chain of containers that hold this one. The next pass of the
/// outermost container applies what is queued, marking only the changed nodes
/// dirty, so the engine's caches keep everything else.
///
/// **Concurrency.** A pass runs the engine on the tree and writes scratch
/// state into its nodes, so passes of one tree are serialized by the root
/// container's `passLock`, and snapshots from several tasks stay correct. A
/// copy of the tree per pass would need no lock, but would lose the caches
/// that make re-layout cheap (the point of keeping the tree), and a pass is
/// short. A container held by another container never lays its persistent
/// tree out itself (its nodes belong to the outer tree and its lock): laid
/// out or measured on its own, it builds a temporary tree.
public final class FlexContainerCore: IntrinsicSizeObserver, @unchecked Sendable {
    /// Where a container's items live: a guide's in its owner's space, a node's in its own.
    enum Space { case owner, own }

    struct Item {
        let element: any LayoutElement
        var style: FlexStyle
    }

    /// One laid-out item of a tree: its element, node, and, for a nested container,
    /// how its own items are placed (`core` in a persistent tree, `fresh` in a temporary one).
    ///
    /// Walks over every item on every pass read the references without reference
    /// counting (most elements have weak references to them, which makes counting
    /// slow): the entry holds its element strongly, the tree holds the node, and a
    /// nested container's element holds its core.
    struct Entry {
        let element: any LayoutElement
        unowned(unsafe) let node: FlexNode
        let space: Space?
        unowned(unsafe) let core: FlexContainerCore?
        var fresh: [Entry] = []
        /// The element when it is a node, to write its frame without reference counting.
        let layoutNode: Unmanaged<LayoutNode>?
        /// Whether the element is measured at its present size (decided once, not per pass).
        let isPresentSized: Bool
        /// Whether the element is measured and may change without a word, so every pass measures it again
        /// (``changesSilently(_:)``, decided once, not per pass).
        let remeasuresEveryPass: Bool

        init(element: any LayoutElement, node: FlexNode, space: Space?, core: FlexContainerCore?, fresh: [Entry] = []) {
            self.element = element
            self.node = node
            self.space = space
            self.core = core
            self.fresh = fresh
            let node = element as? LayoutNode
            layoutNode = node.map { Unmanaged.passUnretained($0) }
            isPresentSized = node.map(FlexContainerCore.isPresentSized) ?? false
            remeasuresEveryPass = self.node.measure != nil && FlexContainerCore.changesSilently(element)
        }
    }

    let space: Space
    /// The guide or node this core belongs to.
    weak var host: (any LayoutElement)?

    private let lock = NSLock()
    private var storedStyle: FlexStyle
    /// Found by identity: adding N items, or removing them one at a time, costs O(N).
    private var storedItems = IdentityList<Item>(key: { ObjectIdentifier($0.element) })
    private var changes = PendingChanges()
    private weak var storedParent: FlexContainerCore?
    /// Whether some container of this tree holds an item that may change without a word
    /// (``changesSilently(_:)``: its membership is checked on every pass); sticky.
    private var storedHasUnobserved = false
    private var storedPointScaleFactor: CGFloat = 1

    /// Serializes passes over the tree whose root is this container.
    let passLock = NSLock()
    // The tree: read and written only under the root container's `passLock`.
    let node = FlexNode()
    /// Where a root container makes its node's style for a pass (see `withLayout`).
    var rootStyleStorage = FlexStyle()
    /// The pass laying out the persistent tree whose root this container is, while it runs (under
    /// `passLock`): the context the tree's measured items get (see ``measuringContext``).
    var passContext: LayoutContext?
    private(set) var entries: [Entry] = []
    private var itemNodes: [ObjectIdentifier: FlexNode] = [:]
    private var activeIDs: Set<ObjectIdentifier> = []
    private var unobservedEntries = false
    /// The items that may change without a word, active or not, and whether each was laid out by the last
    /// rebuild: their membership is checked on every pass (the list changes only with the items).
    private var silentItems: [(element: any LayoutElement, active: Bool)] = []
    /// Whether some nested container here is also held by another container (see ``nestedNode(_:)``).
    private var holdsSharedContainers = false
    /// Whether the next live pass writes every frame, and where the last one wrote them.
    var needsFullWrite = true
    var writtenOrigin = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    /// Per leaf node of an item measured at its present size: the size the item had when the tree last
    /// measured that node (an item of two containers of the tree has a node in each).
    var measuredPresentSizes: [ObjectIdentifier: CGSize] = [:]

    init(style: FlexStyle, space: Space) {
        storedStyle = style
        self.space = space
    }

    deinit {
        // The items (a nested container node holds the next level): freed on a fresh stack when this
        // thread's runs low, so 100,000 nested flex container nodes free.
        struct Held { let items: [Item], entries: [Entry], silent: [(element: any LayoutElement, active: Bool)], changes: PendingChanges }
        let held = Held(items: storedItems.removeAll(), entries: entries, silent: silentItems, changes: changes)
        (entries, silentItems, changes) = ([], [], PendingChanges())
        StackSpace.release(consume held)
    }

    // MARK: - The container's description

    var style: FlexStyle {
        get { lock.withLock { storedStyle } }
        set {
            lock.withLock { storedStyle = newValue }
            queueInParents()
        }
    }

    var items: [(element: any LayoutElement, style: FlexStyle)] { lock.withLock { storedItems.elements().map { ($0.element, $0.style) } } }

    /// The pixel grid of this container's passes as the root of a tree (``FlexNode/pointScaleFactor``, sanitized).
    var pointScaleFactor: CGFloat {
        get { lock.withLock { storedPointScaleFactor } }
        set {
            let value = FlexLimits.pointScaleFactor(newValue)
            lock.withLock { storedPointScaleFactor = value }
        }
    }

    /// The steps the list of items took so far (see `IdentityList.steps`), for tests.
    var itemListSteps: Int { lock.withLock { storedItems.steps } }

    var parent: FlexContainerCore? { lock.withLock { storedParent } }

    func add(_ element: any LayoutElement, style: FlexStyle) {
        lock.withLock {
            storedItems.append(Item(element: element, style: style))
            changes.current.structure = true
        }
        (element as? any IntrinsicSizeInvalidating)?.addIntrinsicSizeObserver(self)
        queueInParents()
    }

    func setStyle(_ style: FlexStyle, for element: any LayoutElement) -> Bool {
        let found = lock.withLock { () -> Bool in
            let id = ObjectIdentifier(element)
            guard let item = storedItems.element(id) else { return false }
            if item.style != style { storedItems.update(id) { $0.style = style }; changes.current.structure = true }
            return true
        }
        guard found else { return false }
        // A nested container is laid out with its own style: that is the one set (it queues itself in its parents).
        if let nested = (element as? any FlexContainerHost)?.flexCore { nested.style = style }
        queueInParents()
        return true
    }

    func remove(_ element: any LayoutElement) -> Bool {
        let removed = lock.withLock { () -> Bool in
            guard storedItems.remove(ObjectIdentifier(element)) != nil else { return false }
            changes.current.structure = true
            return true
        }
        if removed {
            (element as? any IntrinsicSizeInvalidating)?.removeIntrinsicSizeObserver(self)
            queueInParents()
        }
        return removed
    }

    /// The next live pass writes every item's frame (other code wrote some).
    func invalidateWrittenFrames() {
        var core: FlexContainerCore? = self
        while let current = core {
            current.passLock.withLock { current.needsFullWrite = true }
            core = current.parent
        }
    }

    /// The host joined or left an owner: its items' membership may have changed.
    func hostMoved() {
        lock.withLock { changes.current.structure = true }
        queueInParents()
    }

    /// An item's fitting size (or its place in the tree) changed: the next pass measures it again.
    ///
    /// - Parameter element: The item.
    public func intrinsicSizeDidChange(of element: any LayoutElement) {
        lock.withLock { changes.current.remeasure[ObjectIdentifier(element)] = element }
        queueInParents()
    }

    /// Queues this container in its parent, and the parent in its own, up to the root.
    private func queueInParents() {
        var core = self
        while let parent = core.parent {
            let wasQueued = parent.lock.withLock { () -> Bool in
                let id = ObjectIdentifier(core)
                if parent.changes.current.children[id] != nil { return true }
                parent.changes.current.children[id] = core
                return false
            }
            if wasQueued { return }
            core = parent
        }
    }

    private func markHasUnobserved() {
        var core: FlexContainerCore? = self
        while let current = core {
            let already = current.lock.withLock { () -> Bool in
                defer { current.storedHasUnobserved = true }
                return current.storedHasUnobserved
            }
            if already { return }
            core = current.parent
        }
    }

    // MARK: - Applying changes (under the root's pass lock)

    /// Applies what changed since the last pass; `rootStyle` is the style of a root pass.
    func sync(rootStyle: FlexStyle?) {
        var (changes, style, items, hasUnobserved) = lock.withLock { () -> (PendingChanges.Recorded, FlexStyle, [Item], Bool) in
            let taken = self.changes.take()
            return (taken, storedStyle, taken.structure ? storedItems.elements() : [], storedHasUnobserved)
        }
        defer { lock.withLock { self.changes.keep(&changes) } }
        if let rootStyle {
            if node.style != rootStyle { node.style.assign(rootStyle) }
        } else if node.style != style {
            node.style = style
        }
        var rebuild = changes.structure || holdsSharedContainers
        let members = ItemParent(of: self)
        for (id, element) in changes.remeasure {
            if activeIDs.contains(id) != members.contains(element) { rebuild = true }
            itemNodes[id]?.markDirty()
        }
        if !rebuild, unobservedEntries {
            rebuild = silentItems.withUnsafeBufferPointer { silent in silent.contains { $0.active != members.contains($0.element) } }
        }
        if rebuild { rebuildEntries(changes.structure ? items : lock.withLock { storedItems.elements() }) }
        // Nested containers sync in turn: 100,000 nested ones go on on a fresh stack (`StackSpace`).
        for child in changes.children.values where child.parent === self { StackSpace.guarded { child.sync(rootStyle: nil) } }
        // Containers with items that do not report changes are checked on every pass.
        if hasUnobserved {
            // (Fields read in place: see `remeasureSilentItems()`.)
            entries.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    if let core = buffer[index].core, core.hasUnobserved { StackSpace.guarded { core.sync(rootStyle: nil) } }
                }
            }
        }
    }

    private var hasUnobserved: Bool { lock.withLock { storedHasUnobserved } }

    private func rebuildEntries(_ items: [Item]) {
        var next: [Entry] = []
        var nodes: [ObjectIdentifier: FlexNode] = [:]
        var active: Set<ObjectIdentifier> = []
        var silent: [(element: any LayoutElement, active: Bool)] = []
        var adopted: [FlexContainerCore] = []
        var shared = false
        let members = ItemParent(of: self)
        for item in items {
            let id = ObjectIdentifier(item.element)
            let nested = (item.element as? any FlexContainerHost)?.flexCore
            var core = nested, fresh: [Entry] = []
            let child: FlexNode
            if let nested {
                switch nestedNode(nested) {
                case .persistent(let adopts):
                    if adopts { adopted.append(nested) }
                    child = nested.node
                case .temporary(let root, let inner):
                    (child, fresh, core, shared) = (root, inner, nil, true)
                }
            } else {
                if let kept = itemNodes[id] {
                    child = kept
                    if child.style != item.style { child.style = item.style }
                } else {
                    child = FlexContainerCore.leafNode(for: item.element, style: item.style, measuredIn: .persistent(self))
                }
            }
            nodes[id] = child
            // An item that may change without a word may also join or leave the tree without one (a view's element: UIKit
            // does not say when a view moves, and off the main actor it answers the super view it kept): checked every pass.
            let isMember = members.contains(item.element)
            if FlexContainerCore.changesSilently(item.element) { silent.append((item.element, isMember)) }
            guard isMember else { continue }
            // An item that just became active is written on this pass, whatever its layout did.
            if !activeIDs.contains(id) { child.roundedSinceWrite = true }
            active.insert(id)
            next.append(Entry(element: item.element, node: child, space: nested?.space, core: core, fresh: fresh))
        }
        // Nested containers that left release their nodes to their own passes.
        for entry in entries where entry.core != nil && nodes[ObjectIdentifier(entry.element)] == nil {
            entry.core?.release(from: self)
        }
        let children = next.map(\.node)
        if !children.elementsEqual(node.children, by: ===) { node.children = children }
        // Containers that just joined bring their items (later changes are queued).
        for core in adopted { StackSpace.guarded { core.sync(rootStyle: nil) } }
        entries = next
        itemNodes = nodes
        activeIDs = active
        unobservedEntries = !silent.isEmpty
        silentItems = silent
        holdsSharedContainers = shared
        // Rebuilt on every pass: the parents sync this container on every pass.
        if unobservedEntries || shared { markHasUnobserved() }
    }

    /// How a nested container sits in this tree.
    private enum NestedNode {
        /// Its own persistent node (`adopts`: this container just became its parent).
        case persistent(adopts: Bool)
        /// A temporary subtree of its items.
        case temporary(FlexNode, [Entry])
    }

    /// A nested container's node here. A node has one parent, so a container that is an item of two
    /// containers (of one tree or of two) is the persistent child of the first that took it, and the
    /// others lay it out as a temporary subtree, rebuilt on every pass, as a tree made afresh would:
    /// each writes its items' frames, in the order their blocks run (the last write wins, as for
    /// any element with several writers).
    private func nestedNode(_ nested: FlexContainerCore) -> NestedNode {
        if let holder = nested.parent, holder !== self {
            let (root, inner) = StackSpace.guarded { nested.freshTree(context: measuringContext) }
            return .temporary(root, inner)
        }
        return .persistent(adopts: nested.adopt(by: self))
    }

    /// Becomes part of `parent`'s tree (waits for a pass of its own to finish);
    /// `false` when it already was.
    private func adopt(by parent: FlexContainerCore) -> Bool {
        guard self.parent !== parent else { return false }
        passLock.withLock {
            lock.withLock { storedParent = parent; changes.current.structure = true }
        }
        if hasUnobserved { parent.markHasUnobserved() }
        return true
    }

    private func release(from parent: FlexContainerCore) {
        lock.withLock { if storedParent === parent { storedParent = nil } }
    }

    // MARK: - Temporary trees

    /// A fresh tree of this container's active items (for a container held by
    /// another one, laid out or measured on its own).
    ///
    /// - Parameter context: The pass the tree is made for; its measured items get it.
    func freshTree(context: LayoutContext) -> (root: FlexNode, entries: [Entry]) {
        let root = FlexNode(style: style)
        var entries: [Entry] = []
        let members = ItemParent(of: self)
        for item in items where members.contains(item.element) {
            if let nested = (item.element as? any FlexContainerHost)?.flexCore {
                let (child, inner) = StackSpace.guarded { nested.freshTree(context: context) }
                entries.append(Entry(element: item.element, node: child, space: nested.space, core: nil, fresh: inner))
                root.children.append(child)
            } else {
                let child = FlexContainerCore.leafNode(for: item.element, style: item.style, measuredIn: .temporary(context))
                entries.append(Entry(element: item.element, node: child, space: nil, core: nil))
                root.children.append(child)
            }
        }
        return (root, entries)
    }
}

