import Foundation

/// The axes along which a measured leaf's size is its measure function's answer with room to spare:
/// within the at-most limit it was given (or with no limit), and neither cut nor widened by a max or min size. Measuring
/// again under any limit that answer fits, or at exactly that size, gives the same size (as for text).
struct MeasuredFit: OptionSet {
    var rawValue: UInt8
    static let width = MeasuredFit(rawValue: 1)
    static let height = MeasuredFit(rawValue: 2)
}

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

/// A node's last measurements (Yoga keeps 8 as well), sized by use: the first inline (half the nodes of
/// a fresh tree are measured under one set of constraints only), the other seven in a buffer allocated
/// when a second set comes; the oldest goes first. A measurement under a key already cached replaces it.
///
/// Each entry also records, per axis, whether its size is what a measure function answered with room to
/// spare (``MeasuredFit``): only such sizes answer other constraints than their own (``compatibleSize(for:)``).
struct MeasureCache: ~Copyable {
    static let capacity = 8
    private typealias Entry = (key: MeasureKey, fit: MeasuredFit, size: CGSize)
    private var first: Entry = (MeasureKey(width: .nan, height: .nan, ownerWidth: .nan, ownerHeight: .nan,
                                           widthMode: .undefined, heightMode: .undefined, rtl: false, unclamped: 0), [], .zero)
    /// Entries 1..<capacity, allocated on the first second entry and kept for the node's life.
    private var rest: UnsafeMutablePointer<Entry>?
    private(set) var count = 0
    private var next = 0

    init() {}

    deinit { rest?.deallocate() }

    @inline(__always) private func entry(_ index: Int) -> Entry { index == 0 ? first : rest.unsafelyUnwrapped[index - 1] }

    /// The size measured under `key`, if it is cached.
    func size(for key: MeasureKey) -> CGSize? {
        for index in 0..<count where entry(index).key == key { return entry(index).size }
        return nil
    }

    /// A size measured under constraints that give the same answer as `key`'s, for a leaf with a
    /// measure function (Yoga's `canUseCachedMeasurement`): per axis, the same constraint; or, where the
    /// size measured is the measure function's answer with room to spare (``MeasuredFit``), an exact
    /// size equal to it, an at-most limit that the size measured with no limit fits under, or an at-most
    /// limit tighter than an earlier one that the size measured under it still fits.
    /// Everything else in the key (owner sizes, direction, basis and intrinsic modes) must be equal.
    /// This assumes what holds for text: measuring with room to spare gives the same size as measuring
    /// at that size (not so for a size a max or min size changed, or an answer past its limit: text
    /// re-measured at such a width wraps differently).
    func compatibleSize(for key: MeasureKey) -> CGSize? {
        for index in 0..<count {
            let entry = entry(index)
            guard entry.key.ownerWidth == key.ownerWidth, entry.key.ownerHeight == key.ownerHeight, entry.key.rtl == key.rtl,
                  Self.sameClamping(key, entry.key),
                  Self.isCompatible(key.widthMode, key.width, entry.key.widthMode, entry.key.width, entry.size.width,
                                    fits: entry.fit.contains(.width)),
                  Self.isCompatible(key.heightMode, key.height, entry.key.heightMode, entry.key.height, entry.size.height,
                                    fits: entry.fit.contains(.height))
            else { continue }
            return entry.size
        }
        return nil
    }

    /// Whether min and max apply alike under both keys: the same intrinsic mode, and where one key measures a
    /// flex base size (min and max not applied along an axis), the new constraint along it is exact (whose answer is the size itself).
    @inline(__always)
    static func sameClamping(_ key: MeasureKey, _ old: MeasureKey) -> Bool {
        if key.unclamped == old.unclamped { return true }
        guard key.unclamped >> 2 == old.unclamped >> 2 else { return false }
        let axes = (key.unclamped | old.unclamped) & 3
        return (axes & 1 == 0 || key.widthMode == .exactly) && (axes & 2 == 0 || key.heightMode == .exactly)
    }

    /// Whether a measurement made along one axis under `(oldMode, oldSize)` that gave `measured`
    /// answers `(mode, size)` too: the same constraint, or, when `measured` `fits` (is the measure
    /// function's answer with room to spare), one the answer fits the same way. Sizes of undefined constraints are -1.
    @inline(__always)
    static func isCompatible(_ mode: MeasureMode, _ size: CGFloat, _ oldMode: MeasureMode, _ oldSize: CGFloat, _ measured: CGFloat,
                             fits: Bool) -> Bool {
        // (No tolerance: text wraps differently a ten-thousandth of a point narrower, and a tree laid out again must
        // not keep an answer a fresh tree would not get.)
        if mode == oldMode, mode == .undefined || size == oldSize { return true }
        guard fits else { return false }
        switch mode {
        case .exactly: return size == measured
        case .atMost:
            if oldMode == .undefined { return size >= measured }
            return oldMode == .atMost && oldSize > size && measured <= size
        case .undefined: return false
        }
    }

    /// Caches a measurement: in place of one under the same key, else of the oldest when full.
    /// `fit`: the axes along which `size` is a measure function's answer with room to spare.
    mutating func insert(_ size: CGSize, for key: MeasureKey, fit: MeasuredFit = []) {
        for index in 0..<count where entry(index).key == key {
            store((key, fit, size), at: index)
            return
        }
        if next > 0, rest == nil { rest = .allocate(capacity: Self.capacity - 1) }
        store((key, fit, size), at: next)
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    @inline(__always) private mutating func store(_ entry: Entry, at index: Int) {
        if index == 0 { first = entry } else { (rest.unsafelyUnwrapped + index - 1).initialize(to: entry) }
    }

    /// Forgets every measurement.
    mutating func removeAll() {
        count = 0
        next = 0
    }
}
