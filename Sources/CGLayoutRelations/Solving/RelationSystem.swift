import Cassowary
import CGLayout
import Foundation

/// The solver state of one ``RelationLayout`` in one layout direction, kept
/// across passes.
///
/// **Variables.** Each item has, per axis, a size (width or height) and a
/// position in *leading space* (see ``AttributeGeometry``): four *slots*. Positions
/// are relative: when a required `==` relation with multiplier 1 ties an item's
/// edge to another element's edge (`icon.leading == row.leading + 16`), that
/// relation becomes the item's *anchor* and its position slot is its offset from
/// that edge. A chain of rows (`row[i].top == row[i-1].bottom + 1`) then gives
/// every row a slot of its own instead of one whose expression grows with the
/// chain. This is an exact change of variables: the optimum is the one of the
/// same relations over absolute positions.
///
/// **Components.** Relations that share no slot are solved apart. A component
/// whose slots the required `==` relations fix one after another is solved by
/// substitution, in that order, with no solver; the others each have their own
/// Cassowary `Solver`, kept across passes. A pass re-solves only the components
/// whose constants changed, so its cost grows with what changed, and building
/// grows linearly with the number of items.
///
/// **Constants.** The container's rect, margins, measured sizes and the frames
/// of elements that are not items are *parameters*, read at every pass; a
/// constraint whose constant changed is replaced in its component's solver.
/// Used by one pass at a time (under the layout's pass lock): its stored properties skip Swift's
/// dynamic exclusivity checks, which cost a thread-local look-up per access on the pass's path.
final class RelationSystem {
    let rightToLeft: Bool
    /// The enclosing scheme pass while a snapshot runs inside one: elements the relations do not
    /// lay out are read at the frames that pass gave them (see `ContextualLayoutBlock`).
    @exclusivity(unchecked) var passContext: LayoutContext?
    /// A live layout runs this pass (on the task that mutates the tree): nodes are read without their locks.
    @exclusivity(unchecked) var livePass = false

    // MARK: Structure (rebuilt when the relations change)

    @exclusivity(unchecked) var builtGeneration: UInt64 = .max
    /// Rebuilt since its last pass (a rebuild outside a pass, to list the items, leaves it set):
    /// the next pass solves every component again, as right after a rebuild.
    @exclusivity(unchecked) var rebuiltSinceRun = false
    /// Items: elements whose frames are solved. Facts are plain values.
    @exclusivity(unchecked) var items: [ItemFacts] = []
    @exclusivity(unchecked) var itemElements: [HeldElement] = []
    @exclusivity(unchecked) var itemIndex: [ObjectIdentifier: Int] = [:]
    /// Items that are containers (their content is laid out in the same pass).
    @exclusivity(unchecked) var containerItems: [Int] = []
    /// Items measured through `sizeThatFits`, and their elements.
    @exclusivity(unchecked) var measuredItems: [Int] = []
    @exclusivity(unchecked) var measuredElements: [HeldAdjustable] = []
    /// The position of each measured item in `measuredItems` (-1: not measured), by item.
    @exclusivity(unchecked) var measuredPosition: [Int] = []
    /// Measured items that do not say when their content changes: measured at every pass.
    /// (Text nodes say it through `IntrinsicSizeInvalidating`; see ``RelationLayout``'s observer.)
    @exclusivity(unchecked) var unobservedMeasured: [Int] = []
    /// Elements related to but not solved, read at their present frames.
    @exclusivity(unchecked) var fixed: [FixedFacts] = []
    @exclusivity(unchecked) var fixedElements: [HeldElement] = []
    /// How the elements stay alive: the structure holds every item and every fixed element strongly
    /// here, from one build to the next, so the pass reads them through `unowned(unsafe)` references
    /// (``HeldElement``) with no weak-reference load and no reference counting per element. An element
    /// that leaves the tree is found by the next pass (the tree epoch moved, or its super element
    /// changed) and the structure is built again without it, which lets it go.
    @exclusivity(unchecked) var heldElements: [any LayoutElement] = []
    @exclusivity(unchecked) var fixedIndex: [ObjectIdentifier: Int] = [:]
    /// Elements left out of the last build because they were not in the container's tree.
    @exclusivity(unchecked) var outOfTree: [WeakElement] = []
    /// Per axis: the anchor tree over nodes (0 the container, then items, then fixed elements).
    @exclusivity(unchecked) var trees: [AnchorTree] = [AnchorTree(), AnchorTree()]
    @exclusivity(unchecked) var params = ParamTable()
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    /// The terms of every record and tree offset, in pools indexed by ranges.
    @exclusivity(unchecked) var slotTerms: [Affine.Term] = []
    @exclusivity(unchecked) var paramTerms: [Affine.Term] = []
    /// The constraint of each record in its component's solver.
    @exclusivity(unchecked) var recordConstraints: [Cassowary.Constraint?] = []
    /// Records without slots: checked at each pass.
    @exclusivity(unchecked) var checks: [Int] = []
    @exclusivity(unchecked) var components: [Component] = []
    @exclusivity(unchecked) var slotComponent: [Int] = []
    /// The record that fixes each slot by substitution (-1: none), and whether each record fixes one.
    @exclusivity(unchecked) var determinedBy: [Int] = []
    @exclusivity(unchecked) var substitutes: [Bool] = []
    /// Problems found while reading the relations (left out, with the reason).
    @exclusivity(unchecked) var structuralIssues: [RelationIssue] = []
    /// The relation of each spec, for describing issues.
    @exclusivity(unchecked) var specSources: [SpecSource] = []

    // MARK: Pass state

    @exclusivity(unchecked) var slotValues: [Double] = []
    /// Each node's position in leading space, per axis (key = axis × nodes + node).
    @exclusivity(unchecked) var positions: [Double] = []
    /// Each node's position relative to its anchor parent (its offset plus its slot), per axis.
    @exclusivity(unchecked) var relative: [Double] = []
    @exclusivity(unchecked) var itemBase: [Int] = []
    @exclusivity(unchecked) var itemChainOffset: [CGPoint] = []
    /// The parent an item's base was found from (its base stays valid while the parent does).
    @exclusivity(unchecked) var itemParent: [ObjectIdentifier?] = []
    /// The bounds origin of each item that is another item's base, and every item's solved rect, per pass.
    @exclusivity(unchecked) var baseBoundsOrigin: [CGPoint] = []
    @exclusivity(unchecked) var itemRects: [CGRect] = []
    @exclusivity(unchecked) var measuredAtWidth: [Double] = []
    /// Each measured item's unlimited width and how its fitted width was reached (by item).
    @exclusivity(unchecked) var fitting: [WidthFitting] = []
    /// Counts passes: a component's measured widths start from their unlimited values at its first solve in a pass.
    @exclusivity(unchecked) var passNumber = 0
    @exclusivity(unchecked) var fixedOffset: [CGPoint] = []
    @exclusivity(unchecked) var fixedSize: [CGSize] = []
    @exclusivity(unchecked) var dirtyComponents: [Int] = []
    @exclusivity(unchecked) var solving: [Int] = []
    @exclusivity(unchecked) var unsettled: [Int] = []
    /// The items whose measured height changed in the last round.
    @exclusivity(unchecked) var remeasured: [Int] = []
    @exclusivity(unchecked) var issuesChanged = true

    // MARK: What changed (a pass visits only what depends on it)

    /// Text items whose content changed since the last pass (told by ``RelationLayout``'s observer).
    @exclusivity(unchecked) var changedContent: [ObjectIdentifier] = []
    /// Every measured item is measured at the next pass (after a build, or when changes were too many to list).
    @exclusivity(unchecked) var measureAll = true
    /// Scratch lists of a pass, kept so a pass allocates nothing.
    @exclusivity(unchecked) var measureList: [Int] = []
    @exclusivity(unchecked) var roundList: [Int] = []
    /// The pass that last listed each item (in `measureList` or `movedItems`): a list holds an item once.
    @exclusivity(unchecked) var measureStamp: [Int] = []
    @exclusivity(unchecked) var rectStamp: [Int] = []
    /// The items whose rect must be computed again, and the nodes still to place (scratch).
    @exclusivity(unchecked) var rectList: [Int] = []
    @exclusivity(unchecked) var placeStack: [Int] = []
    /// The number of anchor nodes (the container, the items, the fixed elements).
    @exclusivity(unchecked) var nodeCount = 0
    /// Per axis and node (key = axis × nodes + node): the children in the anchor tree, as one list.
    @exclusivity(unchecked) var childStart: [Int] = []
    @exclusivity(unchecked) var childList: [Int] = []
    /// The nodes whose offset reads each size slot or parameter.
    @exclusivity(unchecked) var sizeSlotReaders: [[(axis: Int, node: Int)]] = []
    @exclusivity(unchecked) var paramReaders: [[(axis: Int, node: Int)]] = []
    /// Nodes (keys) whose position must be computed again (their offset or slot changed), and a mark per key.
    @exclusivity(unchecked) var dirtyNodes: [Int] = []
    @exclusivity(unchecked) var nodeMarked: [Bool] = []
    /// Every position and rect is computed again at the next pass (after a build or a change of the container's rect).
    @exclusivity(unchecked) var positionsAll = true
    /// The items whose frame may have changed since the last live layout wrote them (their rect, their
    /// base's rect, or their place in the tree changed), each once (`unwritten` marks them): what a live
    /// layout writes.
    @exclusivity(unchecked) var movedItems: [Int] = []
    @exclusivity(unchecked) var unwritten: [Bool] = []
    /// The frame last written to each item by a live layout of this system, and whether the items still
    /// hold them as far as the layout knows (not after a build, an applied snapshot or the other direction's layout).
    @exclusivity(unchecked) var writtenFrames: [CGRect] = []
    @exclusivity(unchecked) var writtenValid = false
    /// The items placed in each item (their base), found by `locate`.
    @exclusivity(unchecked) var basedOn: [[Int]] = []
    /// Per item: bit 0 when it follows its base horizontally, bit 1 vertically (see `findFollowers()`).
    @exclusivity(unchecked) var follower: [Int] = []
    /// The items other items are placed in (their bounds origins are read at every pass).
    @exclusivity(unchecked) var baseList: [Int] = []
    /// The parameters read from the tree and the rect at every pass (all but measured lengths).
    @exclusivity(unchecked) var readParams: [Int] = []
    /// The tree epoch at the last full `locate`; while it has not moved, node items stay where they were.
    @exclusivity(unchecked) var locatedEpoch: UInt = .max
    /// Items whose base is not their super element (a plain node lies between): walked at every pass.
    @exclusivity(unchecked) var walkedItems: [Int] = []

    init(rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
    }

    @inline(__always) static func slot(_ item: Int, axis: Int, size: Bool) -> Int { item * 4 + axis * 2 + (size ? 1 : 0) }
    @inline(__always) static func node(ofItem item: Int) -> Int { item + 1 }
    @inline(__always) func node(ofFixed index: Int) -> Int { items.count + 1 + index }
}

struct WeakElement {
    weak var element: (any LayoutElement)?
}

/// An element the structure holds in ``RelationSystem/heldElements``: read without reference counting.
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

    /// Writes an admitted frame.
    @inline(__always) func write(_ frame: CGRect) {
        if let node { FrameGate.write(frame, to: node) } else { FrameGate.write(frame, to: object) }
    }

    /// The element (never `nil`: the structure keeps it alive).
    @inline(__always) var element: (any LayoutElement)? { object }
}

/// A measured item, held in ``RelationSystem/heldElements``.
struct HeldAdjustable {
    unowned(unsafe) let object: any AdjustableLayoutElement
    @inline(__always) var element: (any AdjustableLayoutElement)? { object }
}

/// What an issue about a record describes.
enum SpecSource {
    case relation(RelationConstraint)
    case implicit(String)
}

/// An item's facts (plain values: copied without reference counting).
struct ItemFacts {
    let id: ObjectIdentifier
    /// Measured through `sizeThatFits` (its intrinsic size enters with hugging and compression resistance).
    let measured: Bool
    let hugging: (LayoutPriority, LayoutPriority)
    let compression: (LayoutPriority, LayoutPriority)
    /// A container (stack, flex, scroll) whose content is laid out in the same pass.
    let isContainer: Bool
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

/// One axis's anchors: each node's parent and its offset from the parent's position.
struct AnchorTree {
    var parent: [Int] = []
    /// The offset of each node from its parent: an expression over slots and parameters.
    var offset: [Affine] = []
    var depth: [Int] = []
    /// Nodes, parents before children.
    var order: [Int] = []
}

/// A constraint of the system (terms in the system's pools), with its state in its component.
struct ConstraintRecord {
    let key: RecordKey
    /// `Σ slot terms + Σ param terms + constant  OP  0`.
    let slots: Range<Int>
    let params: Range<Int>
    let constant: Double
    let op: Cassowary.Constraint.Relation
    let strength: Strength
    /// A measured length's bound: present only while the length is defined, and only
    /// in solvers (a slot fixed by substitution ignores it).
    let optional: Bool
    /// The relation it comes from (an index into `specSources`), or -1 for an item's own record.
    let spec: Int
    var component = -1
    /// The constant of its constraint in the solver (NaN: not in it).
    var solverConstant = Double.nan
    var refused = false
    var changed = true
}

/// What a record is, stable across rebuilds (with its content, decides whether a solver's constraint can be kept).
enum RecordKey: Hashable {
    case relation(ObjectIdentifier)
    case implicit(ObjectIdentifier, Int)
    case hugging(ObjectIdentifier, Int)
    case compression(ObjectIdentifier, Int)
}

/// A slot named independently of item order.
struct SlotKey: Hashable {
    let item: ObjectIdentifier
    let slot: Int
}

/// One independent part of the system: solved by substitution, or by its own solver.
final class Component {
    /// The component's slots and records (system indices), records in the order they are added.
    @exclusivity(unchecked) var slots: [Int] = []
    @exclusivity(unchecked) var records: [Int] = []
    /// Solved by substitution: the records that fix each slot, in order.
    @exclusivity(unchecked) var substitution: [(record: Int, slot: Int)] = []
    @exclusivity(unchecked) var usesSolver = false
    /// Every slot gets a guard and a preference (after a conflict, when a required relation may be missing).
    @exclusivity(unchecked) var conservative = false
    /// Some of its records were refused by its solver.
    @exclusivity(unchecked) var hasRefusals = false
    @exclusivity(unchecked) var solver: Solver?
    @exclusivity(unchecked) var slotKeys: [SlotKey] = []
    @exclusivity(unchecked) var slotVariables: [Variable] = []
    /// `size >= 0` for the size slots no substitution fixes, added before the records.
    @exclusivity(unchecked) var guards: [Guard] = []
    /// Weak pulls of undetermined slots towards 0 (a defined position for under-determined items).
    @exclusivity(unchecked) var preferences: [Preference] = []
    /// The edit variable the preferences pull towards; moved to find ambiguous slots.
    @exclusivity(unchecked) var probe: Variable?
    @exclusivity(unchecked) var needsRebuild = true
    @exclusivity(unchecked) var needsSolve = true
    @exclusivity(unchecked) var needsProbe = true
    /// In the pass's queue of components to solve.
    @exclusivity(unchecked) var queued = false
    @exclusivity(unchecked) var ambiguousSlots: [Int] = []
    /// The measured items whose width slot is in this component.
    @exclusivity(unchecked) var measuredWidthItems: [Int] = []
    /// The pass in which its measured widths were last set back to their unlimited values.
    @exclusivity(unchecked) var widthsResetInPass = -1
    @exclusivity(unchecked) var failure: String?
    /// Why the last ambiguity check failed (the frames are solved without it).
    @exclusivity(unchecked) var probeFailure: String?

    /// `size >= 0` on the slot at `slot` (a position in `slots`).
    struct Guard {
        let slot: Int
        let key: SlotKey
        var constraint: Cassowary.Constraint?
    }

    /// `slot == probe` (a position in `slots`) at a weak strength.
    struct Preference {
        let slot: Int
        let key: SlotKey
        let strength: Double
        var constraint: Cassowary.Constraint?
    }
}

/// The parameters: values read at each pass.
struct ParamTable {
    var sources: [ParamSource] = []
    var keys: [ParamKey] = []
    var index: [ParamKey: Int] = [:]
    var values: [Double] = []
    /// The records whose constant reads each parameter, and the tree nodes whose offset does.
    var dependents: [[Int]] = []

    mutating func index(of key: ParamKey, _ source: @autoclosure () -> ParamSource) -> Int {
        if let existing = index[key] { return existing }
        let new = sources.count
        sources.append(source())
        keys.append(key)
        index[key] = new
        values.append(.nan)
        dependents.append([])
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
