/// A hash table from object identities to indices (of the solver's constraints, variables and edit variables):
/// open addressing with linear probing in one array, and a multiplicative (Fibonacci) hash of the
/// object's address instead of `Hasher` (addresses need no protection against chosen collisions, and
/// nothing the solver decides depends on the order of the entries).
///
/// At most half the buckets are used; a removal shifts the entries after it back, so no tombstones
/// accumulate over add/remove cycles.
struct IdentityIndex {
    private struct Entry {
        var key: UInt   // 0: empty (no object lives at address 0)
        var value: Int32
    }

    private var entries: [Entry] = []
    /// `64 - log2(entries.count)`: the hash keeps the top bits of the product.
    private var shift = 64
    private(set) var count = 0

    /// The buckets of a table's first entry.
    private static var initialCapacity: Int { 16 }

    @inline(__always) private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The bucket holding `key`, or the empty bucket where it would go.
    @inline(__always) private func bucket(of key: UInt) -> (index: Int, found: Bool) {
        let mask = entries.count - 1
        var index = home(key)
        while true {
            let stored = entries[index].key
            if stored == key { return (index, true) }
            if stored == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    /// The index stored for `id`; setting `nil` removes it.
    subscript(id: ObjectIdentifier) -> Int32? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = bucket(of: UInt(bitPattern: id))
            return found ? entries[index].value : nil
        }
        set {
            guard let newValue else { removeValue(forKey: id); return }
            insert(newValue, for: UInt(bitPattern: id))
        }
    }

    /// Removes `id`'s entry.
    ///
    /// - Returns: Its value, or `nil` when there was none.
    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Int32? {
        guard count > 0 else { return nil }
        let (index, found) = bucket(of: UInt(bitPattern: id))
        guard found else { return nil }
        let value = entries[index].value
        count -= 1
        // Backward shift: move up every following entry whose home is not between the hole and itself.
        let mask = entries.count - 1
        var hole = index, next = (index + 1) & mask
        while entries[next].key != 0 {
            let fromHome = (next - home(entries[next].key)) & mask
            if fromHome >= (next - hole) & mask {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole] = Entry(key: 0, value: -1)
        return value
    }

    private mutating func insert(_ value: Int32, for key: UInt) {
        if entries.isEmpty { grow() }
        var (index, found) = bucket(of: key)
        if found {
            entries[index].value = value
            return
        }
        if (count + 1) * 2 > entries.count {
            grow()
            index = bucket(of: key).index
        }
        entries[index] = Entry(key: key, value: value)
        count += 1
    }

    /// Doubles the buckets (or makes the first ones) and puts every entry back.
    private mutating func grow() {
        let capacity = Swift.max(IdentityIndex.initialCapacity, entries.count * 2)
        var old = [Entry](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            buffer.initialize(repeating: Entry(key: 0, value: -1))
            initialized = capacity
        }
        swap(&old, &entries)
        shift = 64 - capacity.trailingZeroBitCount
        for entry in old where entry.key != 0 {
            entries[bucket(of: entry.key).index] = entry
        }
    }
}
