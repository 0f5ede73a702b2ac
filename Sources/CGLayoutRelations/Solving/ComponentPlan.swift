/// One independent part of the system, as its table keeps it: ranges into the table's flat lists
/// (``ComponentLists``), so a compilation makes one list of each kind, not one per component.
struct ComponentRanges {
    /// Its slots in ``ComponentLists/slots``; its settle order is at the same range of ``ComponentLists/settleOrder``.
    var slots: Range<Int> = 0..<0
    var records: Range<Int> = 0..<0
    var substitution: Range<Int> = 0..<0
    var params: Range<Int> = 0..<0
    var group = -1
    /// How many of its settle order are size slots (they come first).
    var sizeSlotCount = 0
}

/// Every component's lists, each kind in one flat array (a component's part: its ``ComponentRanges``).
struct ComponentLists {
    var slots: [Int] = []
    var records: [Int] = []
    var substitution: [(record: Int, slot: Int)] = []
    var params: [Int] = []
    var settleOrder: [Int] = []
}

/// The components' and groups' lists as passes read them: copies the structure holds (see ``ListCopy``).
///
/// Immutable after `init` (written once, then only read, and freed in `deinit`), so sharing it across threads is
/// safe: that is what `@unchecked Sendable` claims. `init` checks that every component's and group's ranges lie
/// inside their lists, once per compilation, so the views a pass takes (unchecked in release builds) never read
/// outside them.
final class ComponentStore: @unchecked Sendable {
    let slots: UnsafeBufferPointer<Int>
    let records: UnsafeBufferPointer<Int>
    let substitution: UnsafeBufferPointer<(record: Int, slot: Int)>
    let params: UnsafeBufferPointer<Int>
    let settleOrder: UnsafeBufferPointer<Int>
    /// The groups' lists (``GroupLists``).
    let groupComponents: UnsafeBufferPointer<Int>
    let groupByRole: UnsafeBufferPointer<Int>
    let groupMeasured: UnsafeBufferPointer<Int>

    init(_ table: ComponentTable) {
        let lists = table.lists, groups = table.groupLists
        for ranges in table.components {
            precondition(ranges.slots.upperBound <= lists.slots.count && ranges.slots.upperBound <= lists.settleOrder.count
                         && ranges.records.upperBound <= lists.records.count
                         && ranges.substitution.upperBound <= lists.substitution.count
                         && ranges.params.upperBound <= lists.params.count
                         && ranges.sizeSlotCount <= ranges.slots.count, "a component's ranges outside its table's lists")
        }
        for ranges in table.groups {
            precondition(ranges.components.upperBound <= groups.components.count && ranges.components.upperBound <= groups.byRole.count
                         && ranges.measured.upperBound <= groups.measured.count
                         && ranges.widthCount <= ranges.components.count, "a group's ranges outside its table's lists")
        }
        slots = ListCopy.make(lists.slots)
        records = ListCopy.make(lists.records)
        substitution = ListCopy.make(lists.substitution)
        params = ListCopy.make(lists.params)
        settleOrder = ListCopy.make(lists.settleOrder)
        groupComponents = ListCopy.make(groups.components)
        groupByRole = ListCopy.make(groups.byRole)
        groupMeasured = ListCopy.make(groups.measured)
    }

    deinit {
        ListCopy.free(slots)
        ListCopy.free(records)
        ListCopy.free(substitution)
        ListCopy.free(params)
        ListCopy.free(settleOrder)
        ListCopy.free(groupComponents)
        ListCopy.free(groupByRole)
        ListCopy.free(groupMeasured)
    }
}

/// One independent part of the system, as a pass reads it: views of its parts of the lists, each indexed from 0
/// (valid while the ``ComponentStore`` they were taken from lives).
struct ComponentPlan {
    /// Its slots (sorted) and records (in order).
    let slots: UnsafeBufferPointer<Int>
    let records: UnsafeBufferPointer<Int>
    /// The records that fix each slot by substitution, in order: every slot when ``solvedBySubstitution``.
    let substitution: UnsafeBufferPointer<(record: Int, slot: Int)>
    var solvedBySubstitution: Bool { substitution.count == slots.count }
    /// The parameters its records read (sorted): its solution is a function of their values.
    let params: UnsafeBufferPointer<Int>
    let group: Int
    /// Local indices of the slots settled when the optimum leaves them open: sizes, then positions, in item order.
    let settleOrder: UnsafeBufferPointer<Int>
    /// How many of ``settleOrder`` are size slots (they come first).
    let sizeSlotCount: Int
    /// Local indices of its size slots (each gets `size >= 0` before the records): the start of ``settleOrder``.
    var sizeSlots: UnsafeBufferPointer<Int> { UnsafeBufferPointer(rebasing: settleOrder[..<sizeSlotCount]) }

    @inline(__always) init(_ ranges: ComponentRanges, in store: ComponentStore) {
        slots = ListCopy.view(store.slots, ranges.slots)
        records = ListCopy.view(store.records, ranges.records)
        substitution = ListCopy.view(store.substitution, ranges.substitution)
        params = ListCopy.view(store.params, ranges.params)
        settleOrder = ListCopy.view(store.settleOrder, ranges.slots)
        group = ranges.group
        sizeSlotCount = ranges.sizeSlotCount
    }
}
