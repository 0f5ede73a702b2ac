/// Components tied by measured items, solved together, as its table keeps them: ranges into ``GroupLists``.
struct GroupRanges {
    /// Its components in ``GroupLists/components``; the same components, those that decide a measured width first, in
    /// ``GroupLists/byRole`` at the same range (`widthCount` of them decide one).
    var components: Range<Int>
    var widthCount: Int
    var measured: Range<Int>
}

/// Every group's lists, each kind in one flat array (a group's part: its ``GroupRanges``).
struct GroupLists {
    var components: [Int] = []
    var byRole: [Int] = []
    var measured: [Int] = []
}

/// Components tied by measured items, solved together, as a pass reads them (views valid while the ``ComponentStore`` lives).
struct GroupPlan {
    let components: UnsafeBufferPointer<Int>
    /// The measured items (item indices) whose sizes are in its components.
    let measured: UnsafeBufferPointer<Int>
    /// The components that hold a measured item's width (the widths the items are measured at), and the others:
    /// an other component reads the measured lengths but decides no width they are measured at, so it is
    /// solved once the measurements settled, not at every round.
    let widthComponents: UnsafeBufferPointer<Int>
    let otherComponents: UnsafeBufferPointer<Int>

    @inline(__always) init(_ ranges: GroupRanges, in store: ComponentStore) {
        components = ListCopy.view(store.groupComponents, ranges.components)
        measured = ListCopy.view(store.groupMeasured, ranges.measured)
        let split = ranges.components.lowerBound + ranges.widthCount
        widthComponents = ListCopy.view(store.groupByRole, ranges.components.lowerBound..<split)
        otherComponents = ListCopy.view(store.groupByRole, split..<ranges.components.upperBound)
    }
}
