import Foundation

/// The lengths of a style that differ from their defaults, stored sparsely: a bit per slot says
/// which are set, and the set values lie in slot order in one array, so a value is found by
/// counting the set bits below its slot (no search). A style that sets nothing allocates nothing.
///
/// Slots: the nine lengths of ``Slot``, then the nine keys of each edge map (``EdgeMap``) in
/// the order left, top, right, bottom, start, end, horizontal, vertical, all.
struct SparseLengths: Sendable, Hashable {
    /// One bit per set slot.
    private(set) var mask: UInt64 = 0
    /// The set values, in slot order.
    private var values: [FlexValue] = []

    /// The lengths that are not edges.
    enum Slot: Int { case flexBasis = 0, width, height, minWidth, minHeight, maxWidth, maxHeight, columnGap, rowGap }

    /// The first slot of each edge map.
    enum EdgeMap: Int {
        case margin = 9, padding = 18, border = 27, position = 36

        /// The bits of the map's nine keys.
        var bits: UInt64 { 0x1FF << UInt64(rawValue) }
    }

    /// Edge keys within a map.
    enum Key: Int { case left = 0, top, right, bottom, start, end, horizontal, vertical, all }

    /// The value in `slot`, or `fallback` when it is not set.
    @inline(__always) func value(_ slot: Int, _ fallback: FlexValue) -> FlexValue {
        let bit: UInt64 = 1 << UInt64(slot)
        guard mask & bit != 0 else { return fallback }
        return values.withUnsafeBufferPointer { $0[(mask & (bit &- 1)).nonzeroBitCount] }
    }

    /// Sets `slot`; a value equal to the slot's default is not stored (one representation per style).
    mutating func set(_ newValue: FlexValue, _ slot: Int, default fallback: FlexValue) {
        let bit: UInt64 = 1 << UInt64(slot)
        let index = (mask & (bit &- 1)).nonzeroBitCount
        if newValue == fallback {
            guard mask & bit != 0 else { return }
            values.remove(at: index)
            mask &= ~bit
        } else if mask & bit != 0 {
            values[index] = newValue
        } else {
            values.insert(newValue, at: index)
            mask |= bit
        }
    }

    /// Makes these lengths `other`'s, in this storage (no allocation when it is held once and has room).
    mutating func assign(_ other: SparseLengths) {
        mask = other.mask
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: other.values)
    }

    /// Whether any key of `map` is set.
    @inline(__always) func hasAny(_ map: EdgeMap) -> Bool { mask & map.bits != 0 }

    /// Whether a set key of `map` satisfies `predicate`.
    func contains(_ map: EdgeMap, where predicate: (FlexValue) -> Bool) -> Bool {
        guard hasAny(map) else { return false }
        for key in 0..<9 where mask & (1 << UInt64(map.rawValue + key)) != 0 {
            if predicate(value(map.rawValue + key, .undefined)) { return true }
        }
        return false
    }

    /// The value of a physical edge of `map` for `direction`: the most specific set key wins
    /// (start/end, then the physical edge, then horizontal/vertical, then all).
    @inline(__always)
    func edge(_ map: EdgeMap, _ edge: PhysicalEdge, _ direction: FlexDirection.Inline) -> FlexValue {
        guard hasAny(map) else { return .undefined }
        let base = map.rawValue
        let physical: Int, axis: Int, specific: Int
        switch edge {
        case .left: physical = Key.left.rawValue; axis = Key.horizontal.rawValue; specific = direction == .rtl ? Key.end.rawValue : Key.start.rawValue
        case .right: physical = Key.right.rawValue; axis = Key.horizontal.rawValue; specific = direction == .rtl ? Key.start.rawValue : Key.end.rawValue
        case .top: physical = Key.top.rawValue; axis = Key.vertical.rawValue; specific = Key.top.rawValue
        case .bottom: physical = Key.bottom.rawValue; axis = Key.vertical.rawValue; specific = Key.bottom.rawValue
        }
        if isSet(base + specific) { return value(base + specific, .undefined) }
        if isSet(base + physical) { return value(base + physical, .undefined) }
        if isSet(base + axis) { return value(base + axis, .undefined) }
        return value(base + Key.all.rawValue, .undefined)
    }

    @inline(__always) private func isSet(_ slot: Int) -> Bool { mask & (1 << UInt64(slot)) != 0 }

    /// Whether the map's values differ between left-to-right and right-to-left (start or end is set).
    @inline(__always) func isDirectional(_ map: EdgeMap) -> Bool {
        mask & (0b11 << UInt64(map.rawValue + Key.start.rawValue)) != 0
    }

    /// The map as public edges.
    func edges(_ map: EdgeMap) -> FlexEdges {
        var edges = FlexEdges()
        guard hasAny(map) else { return edges }
        let base = map.rawValue
        edges.left = value(base + Key.left.rawValue, .undefined); edges.top = value(base + Key.top.rawValue, .undefined)
        edges.right = value(base + Key.right.rawValue, .undefined); edges.bottom = value(base + Key.bottom.rawValue, .undefined)
        edges.start = value(base + Key.start.rawValue, .undefined); edges.end = value(base + Key.end.rawValue, .undefined)
        edges.horizontal = value(base + Key.horizontal.rawValue, .undefined)
        edges.vertical = value(base + Key.vertical.rawValue, .undefined)
        edges.all = value(base + Key.all.rawValue, .undefined)
        return edges
    }

    /// Stores public edges in `map`.
    mutating func setEdges(_ edges: FlexEdges, _ map: EdgeMap) {
        let base = map.rawValue
        set(edges.left, base + Key.left.rawValue, default: .undefined); set(edges.top, base + Key.top.rawValue, default: .undefined)
        set(edges.right, base + Key.right.rawValue, default: .undefined); set(edges.bottom, base + Key.bottom.rawValue, default: .undefined)
        set(edges.start, base + Key.start.rawValue, default: .undefined); set(edges.end, base + Key.end.rawValue, default: .undefined)
        set(edges.horizontal, base + Key.horizontal.rawValue, default: .undefined)
        set(edges.vertical, base + Key.vertical.rawValue, default: .undefined)
        set(edges.all, base + Key.all.rawValue, default: .undefined)
    }
}

extension FlexStyle {
    /// Makes this style `other`, keeping this style's storage for the lengths (a style held once changes
    /// without allocating, where `self = other` would share `other`'s storage and the next change would copy it).
    mutating func assign(_ other: FlexStyle) {
        var storage = SparseLengths()
        swap(&storage, &lengths)
        self = other
        storage.assign(other.lengths)
        lengths = storage
    }
}
