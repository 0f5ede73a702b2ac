import Foundation

/// Frames computed for a block or a scheme, without touching any element.
///
/// A snapshot mirrors the shape of what produced it: a block gives one frame,
/// a scheme gives a group with one child per block. It remembers which element
/// each frame belongs to, so ``LayoutScheme/apply(snapshot:)`` can refuse a
/// snapshot taken from another scheme. Snapshots are values: `Sendable` and
/// `Equatable`, safe to cache (e.g. one per orientation) and to pass between tasks.
///
/// ```swift
/// let snapshot = scheme.snapshot(for: CGRect(x: 0, y: 0, width: 375, height: 0))
/// snapshot.frame.size           // the size the content needs
/// try scheme.apply(snapshot: snapshot)
/// ```
public struct LayoutSnapshot: Sendable, Equatable, LayoutSnapshotFrames {
    enum Kind: Sendable, Equatable {
        case element(SnapshotElement)
        case skipped(SnapshotElement?)
        case group
    }

    let kind: Kind
    /// How many levels of children held in plain arrays lie below this snapshot (0 for none), or
    /// ``boxed`` when its children are held by a ``DeepSnapshotChildren`` (in `storageObject`).
    /// Freeing nested arrays recurses through every level: every ``deepestUnboxed`` levels the
    /// children go into a box that frees them on a fresh stack when the thread's runs low, so a
    /// snapshot of 100,000 nested containers or schemes frees. (A 2-byte field in the padding after
    /// `kind`: the snapshot is no larger.)
    let nesting: UInt16
    /// Whether the frames were read from the elements after a live pass (a container's content snapshot
    /// handed to ``LayoutContainer/contentDidLayout(_:)``): each element's frame is then the one it ends
    /// the pass with, so ``unionOfFinalFrames`` need not look for later writes in contents. (A 1-byte
    /// field in the padding after `nesting`.)
    var framesArePresent = false
    /// For a block, the element's frame in its super element's space; for a
    /// group, the union of its children's frames (`.zero` when none).
    public let frame: CGRect
    /// The snapshots of a group's blocks, in order; empty for a block.
    ///
    /// A scheme's snapshot keeps its blocks' frames in one flat buffer:
    /// reading this builds the tree from it, so read it once and keep the array rather than reading
    /// it per child.
    public var childSnapshots: [LayoutSnapshot] {
        guard let object = storageObject else { return children }
        if nesting == Self.boxed { return unsafeDowncast(object, to: DeepSnapshotChildren.self).elements }
        return SchemeSnapshotStorage(object: object).children
    }
    /// The name of the layout that made this snapshot, when a choice was made:
    /// an ``AdaptiveScheme`` records the variant it picked for the size. `nil` otherwise.
    public let layoutName: String?
    /// The children of a group built as a tree (empty when `storage` holds them).
    private let children: [LayoutSnapshot]
    /// The elements this snapshot asked for what they kept off their actor (a view's element in another
    /// task), checked when it is applied (``SnapshotReadings``); `nil` when none was asked, and on every
    /// snapshot but the outermost one.
    package internal(set) var readings: SnapshotReadings? = nil
    /// For a scheme's snapshot taken by its compiled plan: the blocks' frames, flat (see ``storage``).
    /// Kept as a plain class reference: an optional of the storage's own type was copied through generic
    /// value witnesses (≈ 200 instructions per apply). Immutable, so sending it is safe.
    nonisolated(unsafe) let storageObject: AnyObject?
    /// The flat storage of a scheme's snapshot taken by its compiled plan.
    @inline(__always) var storage: SchemeSnapshotStorage? {
        nesting == Self.boxed ? nil : storageObject.map(SchemeSnapshotStorage.init(object:))
    }

    /// ``nesting`` of a snapshot whose children are in a box.
    static let boxed = UInt16.max
    /// The levels of plain arrays a snapshot may have below it before its children go into a box.
    static let deepestUnboxed: UInt16 = 64

    init(kind: Kind, frame: CGRect, childSnapshots: [LayoutSnapshot] = [], layoutName: String? = nil) {
        self.kind = kind
        self.frame = frame
        self.layoutName = layoutName
        var below: UInt16 = 0
        for child in childSnapshots where child.nesting != Self.boxed { below = max(below, child.nesting) }
        if childSnapshots.isEmpty {
            nesting = 0
            children = childSnapshots
            storageObject = nil
        } else if below + 1 < Self.deepestUnboxed {
            nesting = below + 1
            children = childSnapshots
            storageObject = nil
        } else {
            nesting = Self.boxed
            children = []
            storageObject = DeepSnapshotChildren(childSnapshots)
        }
    }

    /// A scheme's snapshot whose blocks' frames are in `storage`; `frame` is their union.
    init(storage: SchemeSnapshotStorage, frame: CGRect) {
        self.kind = .group
        self.nesting = 0
        self.frame = frame
        self.children = []
        self.layoutName = nil
        self.storageObject = storage.object
    }

    /// The snapshot of the first block of a group (a one-block scheme's only block), without building
    /// the other children's tree view.
    var firstChildSnapshot: LayoutSnapshot {
        if let storage, case .slot(let slot) = storage.plan.shape[0] { return storage.child(at: slot) }
        return childSnapshots[0]
    }

    /// Snapshots compare by what they say (kind, elements, frames, layout name), however they are stored.
    public static func == (lhs: LayoutSnapshot, rhs: LayoutSnapshot) -> Bool {
        guard lhs.kind == rhs.kind, lhs.frame == rhs.frame, lhs.layoutName == rhs.layoutName else { return false }
        if let storage = lhs.storageObject, storage === rhs.storageObject { return true }
        let left = lhs.childSnapshots, right = rhs.childSnapshots
        if left.isEmpty || right.isEmpty { return left.isEmpty && right.isEmpty }
        // Each level of a deep snapshot compares the next: deep down it goes on on a fresh stack.
        return StackSpace.guarded { left == right }
    }

    /// A snapshot of one element's frame (for custom blocks).
    ///
    /// - Parameters:
    ///   - element: The element the frame belongs to.
    ///   - frame: Its frame.
    public init(element: any LayoutElement, frame: CGRect) {
        self.init(kind: .element(SnapshotElement(element)), frame: frame)
    }

    /// A snapshot of a group of blocks; its frame is the union of the children's.
    ///
    /// - Parameter childSnapshots: The children, in block order.
    public init(childSnapshots: [LayoutSnapshot]) {
        self.init(kind: .group, frame: LayoutSnapshot.union(of: childSnapshots), childSnapshots: childSnapshots)
    }

    /// Whether this is the snapshot of one block of `element` (computed or skipped),
    /// for custom blocks that validate snapshots.
    ///
    /// - Parameter element: An element.
    /// - Returns: `true` when the snapshot names `element`.
    public func isSnapshot(of element: any LayoutElement) -> Bool {
        switch kind {
        case .element(let taken): return taken.matches(element)
        case .skipped(let taken): return taken?.matches(element) ?? false
        case .group: return false
        }
    }

    /// The original name of ``frame``.
    public var snapshotFrame: CGRect { frame }
    /// `true` when the block was skipped (its element had left the tree or was deallocated).
    public var isSkipped: Bool { if case .skipped = kind { return true } else { return false } }
    /// `true` for the snapshot of a scheme.
    public var isGroup: Bool { if case .group = kind { return true } else { return false } }

    static func union(of children: [LayoutSnapshot]) -> CGRect {
        var union = FrameUnion()
        for child in children where !child.isSkipped { union.add(child.frame) }
        return union.rect
    }
}

/// The children of a snapshot ``LayoutSnapshot/deepestUnboxed`` levels above others: freed on a fresh
/// stack when the thread's runs low, so freeing a snapshot of any depth never overflows.
typealias DeepSnapshotChildren = DeepReleasedArray<LayoutSnapshot>

/// The union of a snapshot's frames, accumulated one frame at a time: the one implementation
/// for snapshots and for scheme passes that measure without building one.
struct FrameUnion {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    @inline(__always)
    mutating func add(_ frame: CGRect) {
        add(admitted: frame.sanitizedFrame)
    }

    /// Adds a frame that is already sanitized (``FrameGate/admitted(_:)``).
    @inline(__always)
    mutating func add(admitted f: CGRect) {
        minX = min(minX, f.origin.x); minY = min(minY, f.origin.y)
        maxX = max(maxX, f.origin.x + f.size.width); maxY = max(maxY, f.origin.y + f.size.height)
    }

    /// The union; `.zero` when no frame was added.
    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .zero }
        // Far-apart huge frames saturate at the largest finite extent instead of overflowing to infinity.
        return CGRect(x: minX, y: minY, width: (maxX - minX).saturatedLength, height: (maxY - minY).saturatedLength)
    }
}

/// The original protocol name for snapshots.
public typealias LayoutSnapshotProtocol = LayoutSnapshot

/// Lets the README's `sizeThatFits` idiom (`return snapshot.frame` where a
/// `CGSize` is expected) compile: in a `CGSize` context, `frame` is the frame's size.
public protocol LayoutSnapshotFrames {
    /// The frame of the snapshot.
    var frame: CGRect { get }
}

extension LayoutSnapshotFrames {
    /// The size of ``frame``, chosen by the compiler where a `CGSize` is expected.
    public var frame: CGSize {
        let rect: CGRect = self.frame
        return rect.size
    }
}

/// Why a snapshot cannot be applied. Nothing is written when this is thrown.
public enum LayoutSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The snapshot's shape does not match the scheme at `path` (block indices from the top).
    case structureMismatch(path: [Int], expected: String, found: String)
    /// The frame at `path` belongs to another element than the block's.
    case elementMismatch(path: [Int], element: String)
    /// The container laid out by the block at `path` is laid out again by its own content (directly, or
    /// through a nested container's content: a stack arranging it, a flex guide holding it as an item).
    /// Its frame then depends on the frame it had before the pass, so a snapshot cannot stand for
    /// `layout()`: such a scheme is ill-formed (``LayoutIssue/Kind/contentLaysOutItsContainer(element:)``
    /// reports it), and its snapshots are refused rather than applied with other frames.
    case containerLaidOutByItsContent(path: [Int], element: String)

    /// The same error located one level deeper, under block `index`.
    package func prefixed(by index: Int) -> LayoutSnapshotError {
        switch self {
        case .structureMismatch(let path, let expected, let found):
            return .structureMismatch(path: [index] + path, expected: expected, found: found)
        case .elementMismatch(let path, let element):
            return .elementMismatch(path: [index] + path, element: element)
        case .containerLaidOutByItsContent(let path, let element):
            return .containerLaidOutByItsContent(path: [index] + path, element: element)
        }
    }

    /// A readable description naming the culprit.
    public var description: String {
        switch self {
        case .structureMismatch(let path, let expected, let found):
            return "snapshot does not match the scheme at block \(path): expected \(expected), found \(found)"
        case .elementMismatch(let path, let element):
            return "snapshot at block \(path) was taken for another element than \(element)"
        case .containerLaidOutByItsContent(let path, let element):
            return "snapshot at block \(path) is refused: the content of \(element) lays out \(element) itself, so its frames depend on the frames from before the pass (lay a container out from outside only)"
        }
    }
}
