import Cassowary
import CGLayout
import Foundation

/// What the passes of one ``RelationStructure`` know between passes: the parameters they read, the
/// components' solutions and the values each was solved for, the items' measurements, positions and
/// the frames a live layout wrote.
///
/// Nothing here changes a pass's result: a component is solved again whenever a parameter it reads has
/// another value, and its solution is a function of those values (``RelationPass/solve(_:)``); what is
/// kept only spares the work. The layout keeps each direction's state in memory of its own (``RelationStates``) and
/// a pass updates it there, in place, through an address: its arrays are mutated with no dynamic exclusivity check
/// and the state is never copied.
struct RelationState {
    /// Nothing solved yet: the next pass reads, measures and solves everything.
    var fresh = true
    /// Counts passes (marks that last one pass compare with it).
    var passNumber = 0

    // MARK: Parameters and solutions

    var params: [Double]
    var slotValues: [Double]
    /// Per component: the values of its parameters it was last solved for (at `inputStart[c] ..< inputStart[c + 1]`).
    var inputs: [Double]
    let inputStart: [Int]
    var solved: [Bool]
    /// Per record: refused by its component's last solve (a required relation that contradicts those before
    /// it), and why (`true`: a value beyond the solver's range).
    var refused: [Bool]
    var outOfRange: [Bool]
    /// Per slot: the last solve found it not determined by the relations and their priorities.
    var ambiguous: [Bool]
    /// Per component: how many issues its last solve found (refused records and ambiguous slots).
    var componentIssues: [Int]

    // MARK: Measured items (by measured position)

    /// The size with no limit, when known; invalid once the content changed.
    var unlimited: [CGSize]
    var unlimitedKnown: [Bool]
    /// The widths the last run of the item's group measured it at, and what it measured.
    var trail: [[(width: Double, size: CGSize)]]
    /// The width the item's height was last measured at (infinity: with no limit).
    var measuredAt: [Double]
    /// Text items whose content changed since the last pass (told by ``RelationLayout``'s observer).
    var changedContent: [ObjectIdentifier] = []

    // MARK: Groups

    var groupQueued: [Bool]
    var queuedGroups: [Int] = []
    /// Per group: the items whose heights had not settled after the last run's rounds.
    var unsettled: [[Int]]

    // MARK: Places and positions

    /// Each node's position in leading space, per axis (key = axis × nodes + node).
    var positions: [Double]
    /// Each node's position relative to its anchor parent (its offset plus its slot), per axis.
    var relative: [Double]
    var itemBase: [Int]
    var itemChainOffset: [CGPoint]
    /// The parent an item's base was found from (its base stays valid while the parent does).
    var itemParent: [ObjectIdentifier?]
    /// The bounds origin of each item that is another item's base, and every item's solved rect.
    var baseBoundsOrigin: [CGPoint]
    var itemRects: [CGRect]
    var fixedOffset: [CGPoint]
    var fixedSize: [CGSize]
    /// The items placed in each item (their base), found by `locate`.
    var basedOn: [[Int]]
    /// Per item: bit 0 when it follows its base horizontally, bit 1 vertically (see `findFollowers()`).
    var follower: [Int]
    /// Per item: the axes (bits as in `follower`) that every item placed in it follows it along.
    var basedFollow: [Int]
    /// Per axis and node (key = axis × nodes + node): the children a walk from it visits (`walkList[walkStart[key]..<walkStart[key + 1]]`),
    /// its anchor children but the followers along that axis (see `findFollowers()`).
    var walkStart: [Int] = []
    var walkList: [Int] = []
    /// Runs: chains of items along y (rows, each below the one before) that a walk follows without the walk lists.
    /// Per node: its place in `runNodes` and the end of its run there (`-1, -1` when it is on no run of two or more).
    /// See `findFollowers()`.
    var runOf: [(index: Int, end: Int)]
    var runNodes: [Int] = []
    /// The items other items are placed in (their bounds origins are read at every pass that may have moved them).
    var baseList: [Int] = []
    /// The bases that are not nodes (their bounds origins are read at every pass: no `Epoch.frame` tells their changes).
    var basesOtherThanNodes: [Int] = []
    /// `Epoch.frame` when the last `locate` had read the bases' bounds origins, and whether it had not moved by the
    /// time the live layout after it wrote (no node's frame or bounds set in between): then, while the epoch stays
    /// where that layout left it (``frameEpochAfterWrite``), the node bases' origins are the ones read. A snapshot pass
    /// that stores another origin (a snapshot's rect describes the base) clears it.
    var epochAtLocate: UInt = .max
    var basesCurrentAtWrite = false
    /// Items whose base is not their super element, or that are not nodes: placed again at every pass.
    var walkedItems: [Int] = []
    /// The tree epoch at the last full `locate`; while it has not moved, node items stay where they were.
    var locatedEpoch: UInt = .max
    /// Items that are containers with content in the last pass.
    var containerItems: [Int] = []
    /// Nodes (keys) whose position must be computed again, and a mark per key.
    var dirtyNodes: [Int] = []
    var nodeMarked: [Bool]
    /// Every position and rect is computed again at the next pass.
    var positionsAll = true
    /// The items whose rect must be computed again: the first `rectCount` (each once: `rectStamp` holds the pass
    /// that listed it, so the list, one slot per item, never overflows and is written without growing).
    var rectList: [Int]
    var rectCount = 0
    var rectStamp: [Int]
    var placeStack: [Int] = []

    // MARK: Writes

    /// The items whose frame may have changed since the last live layout wrote them: the first `movedCount`, each
    /// once (`unwritten`; one slot per item).
    var movedItems: [Int]
    var movedCount = 0
    var unwritten: [Bool]
    /// The items a live layout's walk moved along y alone (nothing else of them changed): the first `shiftedCount`,
    /// each once per pass (`rectStamp` holds the bitwise complement of the pass that listed it). The layout writes them
    /// first, without reading them back (``RelationPass/writeFrames(incremental:)``), and empties the list.
    var shiftedItems: [Int]
    var shiftedCount = 0
    /// The rows a live layout's walk writes itself, in one batch per walk (see `RelationPass.placeMarked()`): one slot per item.
    var batchedItems: [Int]
    /// The frame last written to each item by a live layout, and whether the items still hold them as far as
    /// the layout knows (not after a compilation, an applied snapshot or the other direction's layout).
    var writtenFrames: [CGRect]
    var writtenValid = false
    /// `Epoch.frame` after the last live layout wrote its frames: while it has not moved, no node's frame was set since.
    var frameEpochAfterWrite: UInt = .max

    // MARK: Issues and scratch

    /// The issues may differ from those last published.
    var issuesChanged = true
    var program = LinearProgram()
    /// Per component shape: the program of its records with every parameter pinned at 0, built once (see
    /// ``RelationPass/solveProgram(_:component:)``), and whether it can be moved to a pass's values (`nil`: not built yet;
    /// it cannot when a required record was refused at 0).
    var references: [LinearProgram?]
    var referenceUsable: [Bool?]
    var terms: [(variable: Int, coefficient: Double)] = []
    var values: [Double] = []

    /// A state sized for `structure`, with nothing known.
    init(for structure: RelationStructure) {
        let itemCount = structure.items.count, slotCount = itemCount * 4, nodes = structure.nodeCount
        params = Array(repeating: .nan, count: structure.params.sources.count)
        slotValues = Array(repeating: 0, count: slotCount)
        var start = [0]
        start.reserveCapacity(structure.components.count + 1)
        for component in structure.components { start.append(start[start.count - 1] + component.params.count) }
        inputStart = start
        inputs = Array(repeating: .nan, count: start[start.count - 1])
        solved = Array(repeating: false, count: structure.components.count)
        refused = Array(repeating: false, count: structure.records.count)
        outOfRange = refused
        ambiguous = Array(repeating: false, count: slotCount)
        for slot in structure.unusedSlots { ambiguous[slot] = true }
        componentIssues = Array(repeating: 0, count: structure.components.count)
        let measured = structure.measuredItems.count
        unlimited = Array(repeating: .zero, count: measured)
        unlimitedKnown = Array(repeating: false, count: measured)
        trail = Array(repeating: [], count: measured)
        measuredAt = Array(repeating: .infinity, count: measured)
        groupQueued = Array(repeating: false, count: structure.groups.count)
        unsettled = Array(repeating: [], count: structure.groups.count)
        positions = Array(repeating: 0, count: 2 * nodes)
        relative = positions
        itemBase = Array(repeating: -1, count: itemCount)
        itemChainOffset = Array(repeating: .zero, count: itemCount)
        itemParent = Array(repeating: nil, count: itemCount)
        baseBoundsOrigin = itemChainOffset
        itemRects = Array(repeating: .zero, count: itemCount)
        fixedOffset = Array(repeating: .zero, count: structure.fixed.count)
        fixedSize = Array(repeating: .zero, count: structure.fixed.count)
        basedOn = Array(repeating: [], count: itemCount)
        follower = Array(repeating: 0, count: itemCount)
        basedFollow = Array(repeating: 3, count: itemCount)
        nodeMarked = Array(repeating: false, count: 2 * nodes)
        rectStamp = Array(repeating: -1, count: itemCount)
        rectList = Array(repeating: 0, count: itemCount)
        movedItems = rectList
        shiftedItems = rectList
        batchedItems = rectList
        runOf = Array(repeating: (-1, -1), count: nodes)
        unwritten = Array(repeating: false, count: itemCount)
        writtenFrames = Array(repeating: .null, count: itemCount)
        references = Array(repeating: nil, count: structure.shapeCount)
        referenceUsable = Array(repeating: nil, count: structure.shapeCount)
    }
}
