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

    /// A key no measurement is made under (NaN never compares equal).
    static let none = MeasureKey(width: .nan, height: .nan, ownerWidth: .nan, ownerHeight: .nan,
                                 widthMode: .undefined, heightMode: .undefined, rtl: false, unclamped: 0)
}

/// A node's sizes by the constraints they were computed under (Yoga's layout cache): its last layout
/// and up to eight measurements, as Yoga keeps them.
///
/// The first entries lie in the node (224 bytes: five entries, four when they keep owner sizes), so a layout
/// of a built tree allocates nothing for them; the others in a buffer allocated when a node is measured
/// under more sets of constraints in one pass (deep nesting), kept for the node's life. A leaf's layout is
/// also a measurement (one entry for both); a container's layout is only its layout, which answers a
/// measurement under the same constraints while the node is clean (a measurement stops before positions, so
/// it is not kept twice). When full, the oldest measurement goes first, never the layout.
///
/// An entry is 40 bytes: the constraints, the size and what the entry is. The owner sizes of its key are kept
/// (16 bytes more) only for a node whose layout reads them (``keepsOwnerSizes``); for the others they are
/// always -2, and a fresh pass reads two entries of 40 bytes instead of two of 56.
///
/// Each measurement also records, per axis, whether its size is what a measure function answered with room
/// to spare (``MeasuredFit``): only such sizes answer other constraints than their own (``compatibleSize(for:)``).
struct MeasureCache: ~Copyable {
    /// A layout and eight measurements.
    static let capacity = 9

    /// What an entry is: a measurement, the last layout, both, or neither (a slot left by a layout that was forgotten).
    private struct Kind: OptionSet {
        let rawValue: UInt8
        static let measurement = Kind(rawValue: 1)
        static let layout = Kind(rawValue: 2)
    }

    /// An entry without owner sizes (they follow it, when kept). Read and written whole, as raw bytes.
    private struct Entry {
        var width: CGFloat, height: CGFloat
        var size: CGSize
        var widthMode: MeasureMode, heightMode: MeasureMode
        var rtl: Bool
        var unclamped: UInt8
        var fit: MeasuredFit
        var kind: Kind

        init(_ key: MeasureKey, fit: MeasuredFit, kind: Kind, size: CGSize) {
            (width, height, widthMode, heightMode, rtl, unclamped) = (key.width, key.height, key.widthMode, key.heightMode, key.rtl, key.unclamped)
            (self.fit, self.kind, self.size) = (fit, kind, size)
        }

        /// Whether the key is `key`'s, apart from owner sizes.
        @inline(__always) func matches(_ key: MeasureKey) -> Bool {
            width == key.width && height == key.height && widthMode == key.widthMode && heightMode == key.heightMode
                && rtl == key.rtl && unclamped == key.unclamped
        }
    }

    /// 40 bytes; 56 with the owner sizes after it.
    private static var entryStride: Int { MemoryLayout<Entry>.stride }
    private static var ownerStride: Int { entryStride + MemoryLayout<CGSize>.stride }
    /// Room for five entries in the node (four with owner sizes).
    private typealias InlineStorage = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                                       UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                                       UInt64, UInt64)
    private static var inlineBytes: Int { MemoryLayout<InlineStorage>.size }

    // (The counts first, then the entries in use order: a node measured once reads the first entry only,
    // and the later ones share cache lines with fields a fresh pass does not read.)
    private var used: UInt8 = 0
    /// The entry the next new entry replaces once all are used.
    private var next: UInt8 = 0
    /// The entry of the last layout, or -1.
    private var layoutIndex: Int8 = -1
    /// Whether entries keep their keys' owner sizes (the node's layout reads its owner's size). Set while empty.
    private(set) var keepsOwnerSizes = false
    private var inline: InlineStorage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// The entries past the inline ones, allocated for the first of them.
    private var overflow: UnsafeMutableRawPointer?

    init() {}

    deinit { overflow?.deallocate() }

    /// The number of entries in use.
    var count: Int { Int(used) }

    /// Makes entries keep their keys' owner sizes or not; forgets every entry when that changes.
    mutating func keepOwnerSizes(_ keeps: Bool) {
        guard keeps != keepsOwnerSizes else { return }
        removeAll()
        keepsOwnerSizes = keeps
    }

    private var stride: Int { keepsOwnerSizes ? Self.ownerStride : Self.entryStride }
    private var inlineCount: Int { Self.inlineBytes / stride }

    // (Entries are reached through a pointer into the node: `mutating` gives the cache's address in place.)
    @inline(__always) private mutating func address(_ index: Int) -> UnsafeMutableRawPointer {
        let stride = stride, inlineCount = inlineCount
        if index < inlineCount { return withUnsafeMutableBytes(of: &inline) { $0.baseAddress.unsafelyUnwrapped + index * stride } }
        return overflow.unsafelyUnwrapped + (index - inlineCount) * stride
    }

    @inline(__always) private mutating func entry(_ index: Int) -> Entry { address(index).load(as: Entry.self) }

    @inline(__always) private mutating func key(at index: Int) -> MeasureKey {
        let address = address(index), entry = address.load(as: Entry.self)
        let owner = keepsOwnerSizes ? address.load(fromByteOffset: Self.entryStride, as: CGSize.self) : CGSize(width: -2, height: -2)
        return MeasureKey(width: entry.width, height: entry.height, ownerWidth: owner.width, ownerHeight: owner.height,
                          widthMode: entry.widthMode, heightMode: entry.heightMode, rtl: entry.rtl, unclamped: entry.unclamped)
    }

    /// Whether entry `index`, read as `entry`, is under `key`.
    @inline(__always) private mutating func isEntry(_ index: Int, _ entry: Entry, under key: MeasureKey) -> Bool {
        guard entry.matches(key) else { return false }
        guard keepsOwnerSizes else { return true }
        return address(index).load(fromByteOffset: Self.entryStride, as: CGSize.self) == CGSize(width: key.ownerWidth, height: key.ownerHeight)
    }

    @inline(__always) private mutating func store(_ entry: Entry, owner key: MeasureKey, at index: Int) {
        let address = address(index)
        address.storeBytes(of: entry, as: Entry.self)
        if keepsOwnerSizes {
            address.storeBytes(of: CGSize(width: key.ownerWidth, height: key.ownerHeight), toByteOffset: Self.entryStride, as: CGSize.self)
        }
    }

    @inline(__always) private mutating func setKind(_ kind: Kind, at index: Int) {
        let address = address(index)
        var entry = address.load(as: Entry.self)
        entry.kind = kind
        address.storeBytes(of: entry, as: Entry.self)
    }

    // MARK: The last layout

    /// The constraints of the node's last layout, if it is kept.
    var layoutKey: MeasureKey? { mutating get { layoutIndex < 0 ? nil : key(at: Int(layoutIndex)) } }

    /// The size of the node's last layout (zero when none is kept).
    var layoutSize: CGSize { mutating get { layoutIndex < 0 ? .zero : entry(Int(layoutIndex)).size } }

    /// The size of the last layout if it was made under `key`.
    @inline(__always) mutating func layoutSize(for key: MeasureKey) -> CGSize? {
        guard layoutIndex >= 0 else { return nil }
        let index = Int(layoutIndex), entry = entry(index)
        return isEntry(index, entry, under: key) ? entry.size : nil
    }

    /// Records the node's layout under `key`; with `fit`, a leaf's, which is a measurement too.
    mutating func setLayout(_ size: CGSize, for key: MeasureKey, measurement fit: MeasuredFit?) {
        clearLayout()
        let index: Int
        if let fit {
            index = insert(size, for: key, fit: fit)
            setKind([.measurement, .layout], at: index)
        } else {
            index = add(Entry(key, fit: [], kind: .layout, size: size), key)
        }
        layoutIndex = Int8(index)
    }

    /// Forgets the last layout (its entry stays if it is a measurement too).
    mutating func clearLayout() {
        guard layoutIndex >= 0 else { return }
        let index = Int(layoutIndex)
        setKind(entry(index).kind.subtracting(.layout), at: index)
        layoutIndex = -1
    }

    // MARK: Measurements

    /// The size measured under `key`, if it is cached.
    @inline(__always) mutating func size(for key: MeasureKey) -> CGSize? {
        for index in 0..<count {
            let entry = entry(index)
            if entry.kind.contains(.measurement), isEntry(index, entry, under: key) { return entry.size }
        }
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
    mutating func compatibleSize(for key: MeasureKey) -> CGSize? {
        for index in 0..<count {
            let entry = entry(index)
            guard entry.kind.contains(.measurement) else { continue }
            let old = self.key(at: index)
            guard old.ownerWidth == key.ownerWidth, old.ownerHeight == key.ownerHeight, old.rtl == key.rtl,
                  Self.sameClamping(key, old),
                  Self.isCompatible(key.widthMode, key.width, old.widthMode, old.width, entry.size.width, fits: entry.fit.contains(.width)),
                  Self.isCompatible(key.heightMode, key.height, old.heightMode, old.height, entry.size.height, fits: entry.fit.contains(.height))
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

    /// Caches a measurement: in place of one under the same key, else in a free entry, else in place of the
    /// oldest measurement when all are used. `fit`: the axes along which `size` is a measure function's answer
    /// with room to spare. Returns the entry's index.
    @discardableResult
    mutating func insert(_ size: CGSize, for key: MeasureKey, fit: MeasuredFit = []) -> Int {
        for index in 0..<count {
            var entry = entry(index)
            if entry.kind.contains(.measurement), isEntry(index, entry, under: key) {
                entry.size = size
                entry.fit = fit
                store(entry, owner: key, at: index)
                return index
            }
        }
        return add(Entry(key, fit: fit, kind: .measurement, size: size), key)
    }

    /// Stores a new entry: in a free one, else after those in use, else in place of the oldest measurement.
    private mutating func add(_ new: Entry, _ key: MeasureKey) -> Int {
        // (A key with owner sizes in a cache without them: the node's style changed without telling the cache.)
        if !keepsOwnerSizes, key.ownerWidth != -2 || key.ownerHeight != -2 {
            assertionFailure("an owner-dependent key in a cache that does not keep owner sizes")
            keepOwnerSizes(true)
        }
        for index in 0..<count where entry(index).kind.isEmpty {
            store(new, owner: key, at: index)
            return index
        }
        if count < Self.capacity {
            if count == inlineCount, overflow == nil {
                overflow = .allocate(byteCount: (Self.capacity - Self.inlineBytes / Self.ownerStride) * Self.ownerStride,
                                     alignment: MemoryLayout<CGFloat>.alignment)
            }
            let index = count
            store(new, owner: key, at: index)
            used += 1
            return index
        }
        var index = Int(next)
        if index == Int(layoutIndex) { index = (index + 1) % Self.capacity }
        store(new, owner: key, at: index)
        next = UInt8((index + 1) % Self.capacity)
        return index
    }

    /// Forgets every measurement and the last layout.
    mutating func removeAll() {
        used = 0
        next = 0
        layoutIndex = -1
    }
}
