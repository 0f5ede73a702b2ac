import Foundation

/// Positions found by object identity: the table of positions of an ``IdentityList``.
///
/// Open addressing with linear probing over the identities' addresses, each mixed by a shift, a
/// multiplication and a shift (the finalizer of MurmurHash3) and placed by the high bits. Objects made one
/// after another lie at evenly spaced addresses; a plain multiplication (Fibonacci hashing) put such runs
/// into long clusters at some spacings (17 extra probes per insert at 112 bytes), the mix keeps probes
/// under one at every spacing tried. A `Dictionary` keyed by `ObjectIdentifier` hashes each key through
/// `Hasher`, which was most of what adding an element to a list cost.
/// Removal shifts the entries after the removed one back (no tombstones), so look-ups stay short
/// whatever was removed before. The table doubles when it is half full.
struct IdentityTable {
    /// Per entry, the identity's address (0: empty) and its position.
    private var entries: [(key: UInt, position: Int)] = []
    /// The number of bits of the table's size (`entries.count == 1 << bits` once allocated).
    private var bits = 0
    /// How many identities the table holds.
    private(set) var count = 0

    /// The position of `id`, if it is in the table; setting `nil` takes `id` out.
    subscript(id: ObjectIdentifier) -> Int? {
        get {
            guard count > 0 else { return nil }
            let key = UInt(bitPattern: id), mask = entries.count - 1
            var index = home(key)
            while true {
                let entry = entries[index]
                if entry.key == key { return entry.position }
                if entry.key == 0 { return nil }
                index = (index + 1) & mask
            }
        }
        set {
            if let newValue { updateValue(newValue, forKey: id) } else { removeValue(forKey: id) }
        }
    }

    /// Sets the position of `id`.
    ///
    /// - Returns: Its previous position, `nil` when it was not in the table.
    @discardableResult
    mutating func updateValue(_ position: Int, forKey id: ObjectIdentifier) -> Int? {
        if (count + 1) * 2 > entries.count { grow() }
        let key = UInt(bitPattern: id), mask = entries.count - 1
        var index = home(key)
        while true {
            let entry = entries[index]
            if entry.key == key {
                entries[index].position = position
                return entry.position
            }
            if entry.key == 0 {
                entries[index] = (key, position)
                count += 1
                return nil
            }
            index = (index + 1) & mask
        }
    }

    /// Takes `id` out of the table.
    ///
    /// - Returns: Its position, `nil` when it was not in the table.
    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let key = UInt(bitPattern: id), mask = entries.count - 1
        var hole = home(key)
        while entries[hole].key != key {
            if entries[hole].key == 0 { return nil }
            hole = (hole + 1) & mask
        }
        let position = entries[hole].position
        count -= 1
        // Moves back each entry after the hole whose probe passes over the hole, so every identity
        // stays reachable from its home without a tombstone.
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = entries[next]
            if entry.key == 0 { break }
            let home = home(entry.key)
            // `home` is cyclically in (hole, next]: the entry is reachable where it is.
            let reachable = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if reachable { continue }
            entries[hole] = entry
            hole = next
        }
        entries[hole] = (0, 0)
        return position
    }

    /// The entry where the probe for `key` starts.
    @inline(__always)
    private func home(_ key: UInt) -> Int {
        var mixed = UInt64(truncatingIfNeeded: key)
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }

    /// Doubles the table (8 entries at first) and puts each identity in again.
    private mutating func grow() {
        let old = entries
        bits = max(3, bits + 1)
        entries = Array(repeating: (0, 0), count: 1 << bits)
        let mask = entries.count - 1
        for entry in old where entry.key != 0 {
            var index = home(entry.key)
            while entries[index].key != 0 { index = (index + 1) & mask }
            entries[index] = entry
        }
    }
}
