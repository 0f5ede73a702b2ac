import Cassowary
import CGLayout
import Foundation

// Its own lets are plain stored facts, alike only in shape to other classes' (`duplicates` pairs them with
// `TextLayoutEngine`'s); the tables the compiler builds are declared once, in `RelationTables.swift`.
/// The relations of one ``RelationLayout`` in one layout direction, compiled when they change: an
/// immutable value that passes read (see ``RelationPass``).
///
/// **Variables.** Each item has, per axis, a size (width or height) and a position in *leading space*
/// (see ``AttributeGeometry``): four *slots*. Positions are relative: when a required `==` relation with
/// multiplier 1 ties an item's edge to another element's edge (`icon.leading == row.leading + 16`), that
/// relation becomes the item's *anchor* and its position slot is its offset from that edge. A chain of
/// rows (`row[i].top == row[i-1].bottom + 1`) then gives every row a slot of its own instead of one whose
/// expression grows with the chain. This is an exact change of variables.
///
/// **Parameters.** The container's rect, margins, measured sizes and the frames of elements that are not
/// items are *parameters*: numbers a pass reads (``RelationState/params``), never part of the structure.
///
/// **Components.** Records (the relations, expanded through the anchors, and the bounds of measured
/// lengths) that share no slot are solved apart. A component whose slots its required `==` records fix
/// one after another is solved by substitution; the others by a ``LinearProgram``: the program of the
/// component's *shape* (``componentShape``: the rows of a list share one), built once with the parameters
/// pinned at 0, copied and moved to the pass's values, or one built from scratch where that cannot be
/// done (``RelationPass/solve(_:)``). A component's solution is a function of its records and of the values
/// of the parameters they read, nothing else: a pass solves again only the components whose parameters
/// changed. Components tied by a measured item (its width in one, its height in another, measured at the
/// solved width) form a *group*, solved together from the items' unlimited sizes.
///
/// **How the elements stay alive.** The structure holds every item and every element it reads strongly
/// (``held``), from one compilation to the next, so passes read them through `unowned(unsafe)` references
/// (``HeldElement``): no weak-reference load and no reference counting per element. An element that
/// leaves the container's tree is found by the next pass, which compiles the relations again without it
/// and so lets it go.
@dynamicMemberLookup
final class RelationStructure: @unchecked Sendable {
    let rightToLeft: Bool
    /// The registry generation compiled.
    let generation: UInt64

    // MARK: Elements

    /// Items (``ItemTable``), measured items (``MeasuredTable``) and fixed elements (``FixedTable``), as the
    /// compiler built them; their fields read as the structure's own (`structure.itemElements`).
    let itemTable: ItemTable
    let measuredTable: MeasuredTable
    let fixedTable: FixedTable
    /// The items that are nodes, by item (`nil` for the others): a live layout writes moved nodes as one batch.
    let itemNodes: [Unmanaged<LayoutNode>?]
    /// Items that are not `LayoutNode`s (their frame writes do not move `Epoch.frame`).
    let itemsOtherThanNodes: [Int]
    /// The measured positions that are not observed (checked at every pass): a pass visits no other measured item
    /// unless told its content changed.
    let unobservedMeasured: [Int]
    /// Every item and element read, held strongly (see the type's discussion).
    let held: [AnyObject]
    /// Elements left out because they were not in the container's tree (a pass compiles again when one joins).
    let outOfTree: [WeakElement]

    // MARK: Anchors

    /// Per axis: the anchor tree over nodes (0 the container, then items, then fixed elements).
    let trees: [AnchorTree]
    /// The nodes, the children in the anchor trees, and who reads each size slot and parameter (``Readers``).
    let readers: Readers

    // MARK: Parameters and records

    let params: ParamTable
    /// The parameters read from the tree and the rect at every pass (all but measured lengths).
    let readParams: [Int]
    /// The records and their term pools (``RecordTable``).
    let recordTable: RecordTable

    // MARK: Components

    /// The components, the component of each slot, the groups, and the components of each parameter (``ComponentTable``).
    let componentTable: ComponentTable
    /// The components' and groups' lists as passes read them (copies of the table's: see ``ListCopy``).
    let componentStore: ComponentStore
    /// The shape of each component (see ``componentShapes(_:store:records:)``), and how many.
    let componentShape: [Int]
    let shapeCount: Int
    /// Slots no record reads, by item: always reported as ambiguous.
    let unusedSlots: [Int]

    // MARK: Issues

    /// Problems found while reading the relations (left out, with the reason).
    let structuralIssues: [RelationIssue]
    /// The relation of each spec, for describing issues.
    let specSources: [SpecSource]

    /// Takes what `compiler` built.
    init(_ compiler: RelationCompiler) {
        rightToLeft = compiler.rightToLeft
        generation = compiler.generation
        itemTable = compiler.itemTable
        measuredTable = compiler.measuredTable
        fixedTable = compiler.fixedTable
        itemNodes = compiler.itemTable.itemElements.map(\.node)
        itemsOtherThanNodes = compiler.itemTable.itemElements.indices.filter { compiler.itemTable.itemElements[$0].node == nil }
        unobservedMeasured = compiler.measuredTable.observedMeasured.indices.filter { !compiler.measuredTable.observedMeasured[$0] }
        held = compiler.held
        outOfTree = compiler.outOfTree
        trees = compiler.trees
        readers = compiler.readers
        params = compiler.params
        readParams = compiler.params.sources.indices.filter { if case .intrinsic = compiler.params.sources[$0] { false } else { true } }
        recordTable = compiler.recordTable
        componentStore = ComponentStore(compiler.componentTable)
        var table = compiler.componentTable
        (table.lists, table.groupLists) = (ComponentLists(), GroupLists())  // passes read the store's copies only
        componentTable = table
        (componentShape, shapeCount) = RelationStructure.componentShapes(compiler.componentTable.components, store: componentStore,
                                                                         records: compiler.recordTable)
        unusedSlots = compiler.componentTable.slotComponent.indices.filter { compiler.componentTable.slotComponent[$0] < 0 }
        structuralIssues = compiler.issues
        specSources = compiler.specSources
    }

    // The tables' fields, read as the structure's own (the key paths are constants: each read is the field's load).
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<ItemTable, T>) -> T { itemTable[keyPath: field] }
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<MeasuredTable, T>) -> T { measuredTable[keyPath: field] }
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<FixedTable, T>) -> T { fixedTable[keyPath: field] }
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<RecordTable, T>) -> T { recordTable[keyPath: field] }
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<ComponentTable, T>) -> T { componentTable[keyPath: field] }
    @inline(__always) subscript<T>(dynamicMember field: KeyPath<Readers, T>) -> T { readers[keyPath: field] }

    @inline(__always) static func slot(_ item: Int, axis: Int, size: Bool) -> Int { item * 4 + axis * 2 + (size ? 1 : 0) }
    @inline(__always) static func node(ofItem item: Int) -> Int { item + 1 }
    @inline(__always) func node(ofFixed index: Int) -> Int { itemTable.items.count + 1 + index }
    /// Component `index` as a pass reads it.
    @inline(__always) func component(_ index: Int) -> ComponentPlan { ComponentPlan(componentTable.components[index], in: componentStore) }
    /// The nodes whose offset reads size slot `slot`.
    @inline(__always) func nodesReading(sizeSlot slot: Int) -> ArraySlice<NodeKey> {
        readers.sizeSlotReaderList[readers.sizeSlotReaderStart[slot]..<readers.sizeSlotReaderStart[slot + 1]]
    }
    /// The nodes whose offset reads parameter `param`.
    @inline(__always) func nodesReading(param: Int) -> ArraySlice<NodeKey> {
        readers.paramReaderList[readers.paramReaderStart[param]..<readers.paramReaderStart[param + 1]]
    }
    /// Group `index` as a pass reads it.
    @inline(__always) func group(_ index: Int) -> GroupPlan { GroupPlan(componentTable.groups[index], in: componentStore) }
    /// The components whose records read parameter `param`.
    @inline(__always) func componentsReading(_ param: Int) -> ArraySlice<Int> {
        componentTable.paramComponentList[componentTable.paramComponentStart[param]..<componentTable.paramComponentStart[param + 1]]
    }

    /// The container's parameters are registered first: min x, width, min y, height.
    @inline(__always) static func containerMin(_ axis: Int) -> Int { axis * 2 }
    @inline(__always) static func containerLength(_ axis: Int) -> Int { axis * 2 + 1 }
}

/// A node of one axis's anchor tree: `axis × nodes + node`.
struct NodeKey {
    let axis: Int
    let node: Int
}

struct WeakElement {
    weak var element: (any LayoutElement)?
}

/// An element the structure holds in ``RelationStructure/held``: read without reference counting.
struct HeldElement {
    unowned(unsafe) let object: any LayoutElement
    /// The element as a node, when it is one (a live layout reads back its frame without the lock).
    let node: Unmanaged<LayoutNode>?

    init(object: any LayoutElement) {
        self.object = object
        node = (object as? LayoutNode).map { Unmanaged.passUnretained($0) }
    }

    /// The present frame (a node's read without its lock: only the task that lays out calls this).
    @inline(__always) var frameOnLayoutTask: CGRect {
        if let node { return node._withUnsafeGuaranteedRef { $0.frameOnLayoutTask } }
        return object.frame
    }

    /// The bounds origin (a node's read without its lock: only a pass holding the layout's pass lock calls
    /// this, on the task that lays out or takes the snapshot; nodes are mutated by one task at a time).
    @inline(__always) var boundsOrigin: CGPoint {
        if let node { return node._withUnsafeGuaranteedRef { $0.boundsOriginOnLayoutTask } }
        return object.bounds.origin
    }

    /// Writes a frame.
    @inline(__always) func write(_ frame: CGRect) {
        if let node { FrameGate.write(frame, to: node) } else { FrameGate.write(frame, to: object) }
    }

    /// Writes a frame that already passed `FrameGate.admitted` (not checked again).
    @inline(__always) func write(admitted frame: CGRect) {
        if let node { FrameGate.write(admitted: frame, to: node) } else { FrameGate.write(admitted: frame, to: object) }
    }
}

/// A measured item, held in ``RelationStructure/held``.
struct HeldAdjustable {
    unowned(unsafe) let object: any AdjustableLayoutElement
}

/// What an issue about a record describes.
enum SpecSource {
    case relation(RelationConstraint)
    case implicit(String)
}

/// An item's facts (plain values).
struct ItemFacts {
    let id: ObjectIdentifier
    /// Measured through `sizeThatFits` (its intrinsic size enters with hugging and compression resistance).
    let measured: Bool
    let hugging: (LayoutPriority, LayoutPriority)
    let compression: (LayoutPriority, LayoutPriority)
    /// The parameters of its measured width and height (-1 when not measured).
    var widthParam = -1, heightParam = -1
}

/// A fixed element's facts.
struct FixedFacts {
    let id: ObjectIdentifier
    /// The node it is placed from: 0 (the container) or an item's node.
    let base: Int
    /// Placed from the container through the tree's root (not a descendant of the container).
    let viaRoot: Bool
}

/// One axis's anchors: each node's parent and its offset from the parent's position, and what follows from the parents
/// (each node's depth, an order with parents first), derived once when the tree is made and never changed.
struct AnchorTree {
    let parent: [Int]
    /// The offset of each node from its parent: an expression over a slot and a parameter.
    let offset: [AnchorOffset]
    let depth: [Int]
    /// Nodes, parents before children.
    let order: [Int]

    /// A tree of no nodes (before a compilation).
    init() {
        parent = []
        offset = []
        depth = []
        order = []
    }

    /// The tree of `parent` (node 0, the container, is the root: its parent is -1) and `offset`, one per node.
    ///
    /// `parent` has no cycle, so the walk up from each node below ends: the only maker of parent lists,
    /// `RelationCompiler.buildTrees`, joins a node to a parent only across two different sets of its union-find
    /// (a fixed element's node, new in its set, to its base; an item, anchored at most once, to a node outside its
    /// set), so every explicit parent link joins two trees into one and the links form a forest; a node without a link
    /// has parent 0 (an item) or -1 (node 0), and node 0 is never a child. A relation that would close a cycle
    /// (`a.top == b.top`, `b.top == a.top`) is left to the solver instead. Should that change, the walk would grow its
    /// stack without end, so it checks the invariant in every build: the process stops naming the node rather than
    /// exhausting memory.
    init(parent: [Int], offset: [AnchorOffset]) {
        let nodeCount = parent.count
        var depth = Array(repeating: -1, count: nodeCount), order: [Int] = []
        if nodeCount > 0 {
            depth[0] = 0
            order.reserveCapacity(nodeCount)
            order.append(0)
        }
        var stack: [Int] = []
        for start in 0..<nodeCount where depth[start] < 0 {
            var node = start
            while depth[node] < 0 {
                stack.append(node)
                precondition(stack.count <= nodeCount, "anchor tree: node \(start)'s parents form a cycle")
                node = parent[node]
            }
            var level = depth[node]
            while let next = stack.popLast() {
                level += 1
                depth[next] = level
                order.append(next)
            }
        }
        self.parent = parent
        self.offset = offset
        self.depth = depth
        self.order = order
    }
}

/// A record of the system: `Σ slot terms + Σ param terms + constant OP 0` (terms in the structure's pools).
struct RecordPlan {
    let key: RecordKey
    let slots: Range<Int>
    let params: Range<Int>
    let constant: Double
    let op: Cassowary.Constraint.Relation
    /// The weight of its error, or `nil` when required.
    let weight: Double?
    /// A measured length's bound: absent while the length is undefined (NaN).
    let optional: Bool
    /// The relation it comes from (an index into `specSources`), or -1 for an item's own record.
    let spec: Int
    var component = -1

    var isRequired: Bool { weight == nil }
}

/// What a record is (for describing it).
enum RecordKey: Hashable {
    case relation(ObjectIdentifier)
    case implicit(ObjectIdentifier, Int)
    case hugging(ObjectIdentifier, Int)
    case compression(ObjectIdentifier, Int)
}

/// The parameters: values read at each pass (the values live in ``RelationState``).
struct ParamTable {
    var sources: [ParamSource] = []
    var keys: [ParamKey] = []
    var index: [ParamKey: Int] = [:]

    mutating func index(of key: ParamKey, _ source: @autoclosure () -> ParamSource) -> Int {
        if let existing = index[key] { return existing }
        let new = sources.count
        sources.append(source())
        keys.append(key)
        index[key] = new
        return new
    }
}

/// A parameter, named independently of element order.
enum ParamKey: Hashable {
    case containerMin(Int)
    case containerLength(Int)
    case margin(ObjectIdentifier, AttributeGeometry.MarginSide)
    case fixedPosition(ObjectIdentifier, Int)
    case fixedLength(ObjectIdentifier, Int)
    case intrinsic(ObjectIdentifier, Int)
    case contentOrigin(ObjectIdentifier, Int)
}

/// Where a parameter's value comes from.
enum ParamSource {
    case containerMin(Int)
    case containerLength(Int)
    /// A node's margin (node 0 is the container).
    case margin(node: Int, AttributeGeometry.MarginSide)
    case fixedPosition(fixed: Int, axis: Int)
    case fixedLength(fixed: Int, axis: Int)
    case intrinsic(item: Int, axis: Int)
    case contentOrigin(item: Int, axis: Int)
}

/// Who reads what, recorded once per compilation.
struct Readers {
    var nodeCount = 0
    /// Per axis and node (key = axis × nodes + node): the children in the anchor tree, as one list.
    var childStart: [Int] = []
    var childList: [Int] = []
    /// The nodes whose offset reads each size slot, and each parameter, as one list each (`sizeSlotReaderStart[slot] ..<
    /// sizeSlotReaderStart[slot + 1]`, and the same for parameters).
    var sizeSlotReaderStart: [Int] = []
    var sizeSlotReaderList: [NodeKey] = []
    var paramReaderStart: [Int] = []
    var paramReaderList: [NodeKey] = []
}
