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

/// One independent part of the system, as a pass reads it: its parts of the flat lists, each indexed from 0.
struct ComponentPlan {
    /// Its slots (sorted) and records (in order).
    let slots: FlatList<Int>
    let records: FlatList<Int>
    /// The records that fix each slot by substitution, in order: every slot when ``solvedBySubstitution``.
    let substitution: FlatList<(record: Int, slot: Int)>
    var solvedBySubstitution: Bool { substitution.count == slots.count }
    /// The parameters its records read (sorted): its solution is a function of their values.
    let params: FlatList<Int>
    let group: Int
    /// Local indices of the slots settled when the optimum leaves them open: sizes, then positions, in item order.
    let settleOrder: FlatList<Int>
    /// How many of ``settleOrder`` are size slots (they come first).
    let sizeSlotCount: Int
    /// Local indices of its size slots (each gets `size >= 0` before the records): the start of ``settleOrder``.
    var sizeSlots: FlatList<Int> { FlatList(settleOrder.base.prefix(sizeSlotCount)) }

    init(_ ranges: ComponentRanges, in lists: ComponentLists) {
        slots = FlatList(lists.slots[ranges.slots])
        records = FlatList(lists.records[ranges.records])
        substitution = FlatList(lists.substitution[ranges.substitution])
        params = FlatList(lists.params[ranges.params])
        settleOrder = FlatList(lists.settleOrder[ranges.slots])
        group = ranges.group
        sizeSlotCount = ranges.sizeSlotCount
    }
}
