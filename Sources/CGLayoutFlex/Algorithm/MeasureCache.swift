import Foundation

/// The constraints a measurement was made under.
struct MeasureKey: Equatable {
    var width: CGFloat, height: CGFloat
    /// -2 when the node's layout does not read its owner's size, -1 when the size is undefined.
    var ownerWidth: CGFloat, ownerHeight: CGFloat
    var widthMode: MeasureMode, heightMode: MeasureMode
    var rtl: Bool
    /// The axis whose min and max are not applied (a flex base size): 0 none, 1 horizontal, 2 vertical.
    var unclamped: UInt8
}

/// A node's last measurements (Yoga keeps 8 as well): stored inline, so a
/// fresh tree's first layout allocates nothing for them; the oldest goes first.
struct MeasureCache {
    static let capacity = 8
    private typealias Entry = (key: MeasureKey, size: CGSize)
    private static let empty: Entry = (MeasureKey(width: .nan, height: .nan, ownerWidth: .nan, ownerHeight: .nan,
                                                  widthMode: .undefined, heightMode: .undefined, rtl: false, unclamped: 0), .zero)
    private var entries: (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry) = (empty, empty, empty, empty, empty, empty, empty, empty)
    private(set) var count = 0
    private var next = 0

    /// The size measured under `key`, if it is cached. (Mutating only to read the entries in place.)
    mutating func size(for key: MeasureKey) -> CGSize? {
        let count = count
        return withUnsafeBytes(of: &entries) { raw in
            let buffer = raw.bindMemory(to: Entry.self)
            for index in 0..<count where buffer[index].key == key { return buffer[index].size }
            return nil
        }
    }

    /// Caches a measurement, replacing the oldest when full.
    mutating func insert(_ size: CGSize, for key: MeasureKey) {
        let slot = next, entry: Entry = (key, size)
        withUnsafeMutableBytes(of: &entries) { raw in raw.bindMemory(to: Entry.self)[slot] = entry }
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// Forgets every measurement.
    mutating func removeAll() {
        count = 0
        next = 0
    }
}
