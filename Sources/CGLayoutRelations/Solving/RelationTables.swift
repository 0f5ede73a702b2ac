import CGLayout
import Foundation

// The tables the compiler builds and the structure keeps, one value type per concern: the compiler fills each
// and hands it to ``RelationStructure`` as is, which reads its fields by name (`structure.itemElements`), so
// each list of tables is declared once, here.

/// The items: elements whose frames are solved, in order of first appearance.
struct ItemTable {
    var items: [ItemFacts] = []
    var itemElements: [HeldElement] = []
    var itemIndex: [ObjectIdentifier: Int] = [:]
    /// Items that can hold content (their content is laid out in the same pass when they have some).
    var containerCapableItems: [Int] = []
}

/// The items measured through `sizeThatFits`.
struct MeasuredTable {
    /// The measured items, their elements, and each item's position among them (-1: not measured).
    var measuredItems: [Int] = []
    var measuredElements: [HeldAdjustable] = []
    var measuredPosition: [Int] = []
    /// Per measured position: the element tells when its content changes (a text node), so it is measured
    /// again only then; the others are checked at every pass.
    var observedMeasured: [Bool] = []
}

/// Elements related to but not solved, read at their present frames.
struct FixedTable {
    var fixed: [FixedFacts] = []
    var fixedElements: [HeldElement] = []
    var fixedIndex: [ObjectIdentifier: Int] = [:]
}

/// The records of the system and the pools of their terms (indexed by ranges).
struct RecordTable {
    var records: [RecordPlan] = []
    var slotTerms: [Affine.Term] = []
    var paramTerms: [Affine.Term] = []
    /// Per slot term of a record: the slot's index among its component's slots.
    var localSlot: [Int] = []
    /// Records without slots: checked at each pass.
    var checks: [Int] = []
}

/// The independent parts of the system and the groups that tie them.
struct ComponentTable {
    /// Each component's ranges in ``lists`` (a pass reads one through `RelationStructure.component(_:)`; the structure keeps the lists in its `ComponentStore` only).
    var components: [ComponentRanges] = []
    var lists = ComponentLists()
    /// The component of each slot (-1: no record reads it; its item is free there).
    var slotComponent: [Int] = []
    /// Each group's ranges in ``groupLists`` (a pass reads one through `RelationStructure.group(_:)`).
    var groups: [GroupRanges] = []
    var groupLists = GroupLists()
    /// The components whose records read each parameter, as one list (`paramComponentStart[param] ..< paramComponentStart[param + 1]`).
    var paramComponentStart: [Int] = []
    var paramComponentList: [Int] = []
}
