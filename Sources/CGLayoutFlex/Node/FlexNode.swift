import CGLayout
import Foundation

/// How a measure function may size a leaf along one axis.
public enum MeasureMode: Sendable, Hashable {
    /// Any size: report the natural one.
    case undefined
    /// Exactly the given size.
    case exactly
    /// At most the given size.
    case atMost
}

/// A node of a flex tree: a style, children, an optional measure function
/// for leaves, and the frame the layout computed (relative to the parent's
/// border box, in points).
///
/// ```swift
/// let root = FlexNode(style: { var s = FlexStyle(); s.flexDirection = .row; s.width = .point(300); return s }())
/// root.children = [FlexNode(), FlexNode()]
/// root.children.forEach { $0.style.flexGrow = 1 }
/// root.calculateLayout(width: nil, height: nil, direction: .ltr)
/// root.children[1].frame // (150, 0, 150, 0)
/// ```
public final class FlexNode {
    // The stored properties are in the order a layout reads them, for the data cache: the style and the flags, the
    // tree, the frames, then the cache and the resolved edges. A fresh layout of a built tree reads the first
    // 256 bytes of every node (to the cache's first entry), 40 bytes more per further set of constraints it is
    // measured under, and the edges only of a node with margins, padding or borders; what it does not read comes
    // last. (A pass's scratch state lives in its scratch buffer, see `ContainerPass`. A tree is laid out by one
    // task at a time, so the dynamic exclusivity checks of class properties are turned off.)

    /// The style.
    @exclusivity(unchecked) public var style: FlexStyle {
        didSet {
            traits = StyleTraits(style)
            if traits.hasKeywordSizes {
                keywordSizing.sizing = SizingValues(style)
                parentReference?.hasKeywordSizedChildren = true
            }
            parentReference?.childKinds = nil
            markDirty()
            cache.keepOwnerSizes(traits.usesOwnerSize)
            edges = ResolvedEdges(style, ownerWidth: nil, direction: .ltr)
        }
    }
    /// What the style uses, read by the layout before it resolves anything.
    @exclusivity(unchecked) private(set) var traits: StyleTraits
    /// Whether the node has a measure function (read without touching the closure).
    @exclusivity(unchecked) private(set) var isMeasured = false
    /// What the measure function's answers may depend on (``MeasureBehavior``): when the engine may reuse
    /// them across constraints. ``MeasureBehavior/contentSized`` by default (text, as Yoga assumes of every
    /// measure function); set ``MeasureBehavior/spaceDependent`` for a leaf that takes the space it is
    /// offered (an image scaled to its width). Debug builds check the content-sized contract.
    @exclusivity(unchecked) public var measureBehavior: MeasureBehavior = .contentSized {
        didSet { if measureBehavior != oldValue { markDirty() } }
    }
    /// Whether debug builds check the content-sized contract on this node (tests that count measure calls turn it off).
    @exclusivity(unchecked) package var verifiesMeasureContract = true
    /// Whether the node or a descendant has a new unrounded frame since the last rounding.
    @exclusivity(unchecked) var needsRounding = true
    /// Whether rounding visited the node (its frame may have changed) since a flex guide last
    /// wrote the frames of its subtree: guides skip subtrees without it, as YogaKit skips
    /// nodes without a new layout.
    @exclusivity(unchecked) var roundedSinceWrite = true
    /// Whether the node or a descendant changed since its last layout.
    @exclusivity(unchecked) public private(set) var isDirty = true
    /// The resolved inline direction of the last layout.
    @exclusivity(unchecked) public internal(set) var resolvedDirection: FlexDirection.Inline = .ltr
    /// Whether the node is on its container's first flex line (read by baseline alignment after the pass).
    @exclusivity(unchecked) var inFirstLine = true
    /// How the node is being measured for its intrinsic sizes (its keyword sizes count as `auto` then).
    @exclusivity(unchecked) var intrinsicMode = IntrinsicMode.none
    /// What kinds of children the node has (nil: to be found again after a change), so a pass tests a flag instead of each child.
    @exclusivity(unchecked) var childKinds: ChildKinds?
    /// Whether a child's style has keyword sizes (its intrinsic sizes are computed before this node's pass).
    @exclusivity(unchecked) var hasKeywordSizedChildren = false
    /// How the last call of the measure function fitted its constraints (recorded with the measurement).
    @exclusivity(unchecked) var measuredFit: MeasuredFit = []
    /// The pixel grid's scale at the last rounding (NaN: never rounded). (Here: it fills the flags' word.)
    @exclusivity(unchecked) var roundedScale: Float = .nan
    /// The children, in order.
    ///
    /// A node has one parent: a child that belongs to another node moves here
    /// (it leaves the other node's children, as in the DOM). A child that is
    /// this node or one of its ancestors would make a cycle, and a node listed
    /// twice would be laid out twice: such entries are left out, so reading
    /// `children` back shows what was kept. ``insertChild(_:at:)`` throws
    /// `LayoutTreeError.cycle(child:parent:)` instead.
    @exclusivity(unchecked) public var children: [FlexNode] {
        didSet {
            // Children that left no longer point here (the parent reference is not counted, see `parent`):
            // detach every old child, then attach the present ones (linear, also for one append).
            for old in oldValue where old.parentReference === self { old.parentReference = nil }
            adoptChildren()
            hasKeywordSizedChildren = children.contains { $0.traits.hasKeywordSizes }
            childKinds = nil
            reservePassScratch()
            markNeedsRounding()
            markDirty()
        }
    }
    /// The parent, not counted; walks up the tree read it without retaining (a parent holds its children).
    @exclusivity(unchecked) private var parentLink: Unmanaged<FlexNode>?
    /// Sizes a leaf: (width, width mode, height, height mode) → size. NaN or negative results count as 0.
    @exclusivity(unchecked) public var measure: ((CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize)? {
        didSet { isMeasured = measure != nil; markNeedsRounding(); markDirty() }
    }
    /// The frame before rounding (what later passes build on).
    @exclusivity(unchecked) var layoutFrame: CGRect = .zero {
        didSet { if layoutFrame != oldValue { markNeedsRounding() } }
    }
    /// The computed frame, relative to the parent's border box.
    @exclusivity(unchecked) public internal(set) var frame: CGRect = .zero
    /// The fractional parts of the parent's absolute position at the last rounding.
    @exclusivity(unchecked) var roundedCarry = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    /// The last layout and the measurements of this pass (Yoga's layout cache): a node is measured
    /// under the same constraints several times (basis, cross size, layout).
    @exclusivity(unchecked) var cache = MeasureCache()
    /// Margins, padding and border for one owner width and direction: resolved when the style is set
    /// (left-to-right, no owner width), again in a pass only for percentages or start/end keys in another direction.
    @exclusivity(unchecked) var edges: ResolvedEdges

    // Fields a fresh pass does not read, last.
    /// A name for messages and fixtures.
    public var name: String?
    /// The layout before it, to restore when the constraints go back to it.
    @exclusivity(unchecked) var savedLayout: SavedLayout?
    /// Storage for the next saved layout's child states (kept, so toggling allocates nothing).
    @exclusivity(unchecked) var spareChildStates: [(frame: CGRect, key: MeasureKey)] = []
    /// The sizes and intrinsic sizes of a node whose style has sizing keywords (allocated with such a style,
    /// so that a layout allocates nothing).
    @exclusivity(unchecked) private var keywordStorage: KeywordSizingStorage?
    /// The scratch of this container's passes when its items do not fit on the stack (allocated with its
    /// children, see ``ContainerPass``).
    @exclusivity(unchecked) var passScratch: PassScratch?
    /// ``pointScaleFactor`` as stored (sanitized; single precision, as Yoga keeps it; only the root's is read).
    @exclusivity(unchecked) private var storedPointScaleFactor: Float = 1

    /// Whether the node's own layout reads its owner's size (a percentage in its
    /// sizes, margins or padding); if not, measurements are reused across owner sizes.
    var usesOwnerSize: Bool { traits.usesOwnerSize }
    /// The node whose child this is.
    ///
    /// Not counted (a weak reference would give every node a side table and
    /// make each retain of a node during layout take the slow path): a parent
    /// clears it when it lets the child go and when it is freed.
    public var parent: FlexNode? { parentReference }
    private var parentReference: FlexNode? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// How many pixels a point has on the screen the tree is shown on: frames are rounded to
    /// that pixel grid (Yoga's `pointScaleFactor`). The root's value applies to the whole tree.
    ///
    /// 1 by default (whole points); 2 or 3 on Retina screens (frames on halves or thirds of a
    /// point, as `UIScreen.scale` says); 0 leaves frames unrounded, as the layout computed them.
    /// Positions are rounded to the nearest pixel and sizes follow from the rounded edges, so
    /// neighbours never gap or overlap; a leaf with a measure function (text) keeps its position
    /// rounded down and its size rounded up when it falls between pixels, so its text is never cut.
    /// A negative, NaN or infinite factor counts as 1; one above 1,000 as 1,000.
    ///
    /// ```swift
    /// let root = FlexNode(style: FlexStyle().flexDirection(.row).width(.point(100)))
    /// root.children = [FlexNode(style: FlexStyle().flexGrow(1)), FlexNode(style: FlexStyle().flexGrow(2))]
    /// root.pointScaleFactor = 2
    /// root.calculateLayout(width: nil, height: nil, direction: .ltr)
    /// root.children[0].frame.width   // 33.5 (33.33… on a grid of half points); at scale 1, 33
    /// ```
    public var pointScaleFactor: CGFloat {
        get { CGFloat(storedPointScaleFactor) }
        set { storedPointScaleFactor = Float(FlexLimits.pointScaleFactor(newValue)) }
    }
    /// A size of the style as size resolution reads it: the style's own, or with sizing keywords resolved to
    /// lengths (``SizingValues``). Read in place (a copy of the style's values would be retained and released).
    @inline(__always) func sizing(_ slot: SparseLengths.Slot) -> FlexValue {
        if traits.hasKeywordSizes { return keywordSizing(slot) }
        return style.lengths.value(slot.rawValue, SizingValues.fallback(slot))
    }

    /// A size of a style with sizing keywords (out of line: it keeps `sizing(_:)` small enough to inline).
    @inline(never) private func keywordSizing(_ slot: SparseLengths.Slot) -> FlexValue { keywordSizing.sizing.value(slot) }
    /// Where a node with sizing keywords keeps its resolved sizes and intrinsic sizes.
    var keywordSizing: KeywordSizingStorage {
        if let keywordStorage { return keywordStorage }
        let storage = KeywordSizingStorage(sizing: SizingValues(style))
        keywordStorage = storage
        return storage
    }
    /// Intrinsic sizes for sizing keywords (none unless the style has sizing keywords).
    var intrinsicSizes: IntrinsicSizes {
        get { keywordStorage?.sizes ?? IntrinsicSizes() }
        set { if let keywordStorage { keywordStorage.sizes = newValue } else if !newValue.ownerWidth.isNaN { keywordSizing.sizes = newValue } }
    }

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - style: The style; Yoga's defaults by default.
    ///   - children: The children.
    ///   - name: A name.
    public init(style: FlexStyle = FlexStyle(), children: [FlexNode] = [], name: String? = nil) {
        self.style = style
        self.traits = StyleTraits(style)
        self.edges = ResolvedEdges(style, ownerWidth: nil, direction: .ltr)
        self.children = children
        self.name = name
        if traits.hasKeywordSizes { keywordStorage = KeywordSizingStorage(sizing: SizingValues(style)) }
        cache.keepOwnerSizes(traits.usesOwnerSize)
        adoptChildren()
        hasKeywordSizedChildren = children.contains { $0.traits.hasKeywordSizes }
        reservePassScratch()
    }

    deinit {
        // Frees a deep tree without recursion: each node that only this tree holds gives up its
        // children before it is freed, so no free nests another (a chain of 100,000 nodes is fine).
        for child in children where child.parentReference === self { child.parentReference = nil }
        // Leaves free without nesting: only a child with children of its own can start a chain.
        guard children.contains(where: { !$0.children.isEmpty }) else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending += node.children
            node.children = []
        }
    }

    /// Attaches ``children`` to this node: a child of another node leaves it,
    /// and a child that would make a cycle or is listed twice is left out.
    private func adoptChildren() {
        var kept: [FlexNode]?   // built only when something is left out
        for (index, child) in children.enumerated() {
            // Every old child was detached, so a child already pointing here is listed twice.
            if child.parentReference === self || wouldCycle(child) {
                if kept == nil { kept = Array(children[..<index]) }
                continue
            }
            if let previous = child.parentReference { previous.children.removeAll { $0 === child } }
            child.parentReference = self
            kept?.append(child)
        }
        if let kept { children = kept }
    }

    /// Whether `child` is this node or one of its ancestors.
    private func wouldCycle(_ child: FlexNode) -> Bool {
        if child === self { return true }
        if child.children.isEmpty { return false }   // an ancestor has a child
        var node = parentReference
        while let current = node {
            if current === child { return true }
            node = current.parentReference
        }
        return false
    }

    /// Inserts `child` at `index` (clamped to `0...children.count`); a child of
    /// another node moves here, one of this node's moves to `index`.
    ///
    /// ```swift
    /// try list.insertChild(row, at: 0)
    /// try row.insertChild(list, at: 0)   // throws: list is row's ancestor
    /// ```
    ///
    /// - Parameters:
    ///   - child: The node.
    ///   - index: Its position.
    /// - Throws: `LayoutTreeError.cycle(child:parent:)` naming both when `child` is this
    ///   node or one of its ancestors; then nothing changes.
    public func insertChild(_ child: FlexNode, at index: Int) throws(LayoutTreeError) {
        if wouldCycle(child) { throw .cycle(child: child.debugName, parent: debugName) }
        var list = children
        list.removeAll { $0 === child }
        list.insert(child, at: min(max(index, 0), list.count))
        children = list
    }

    /// Appends `child` (see ``insertChild(_:at:)``).
    ///
    /// - Parameter child: The node.
    /// - Throws: `LayoutTreeError.cycle(child:parent:)` when `child` is this node or one of its ancestors.
    public func appendChild(_ child: FlexNode) throws(LayoutTreeError) {
        try insertChild(child, at: Int.max)
    }

    /// `FlexNode "name"`, for messages.
    var debugName: String { name.map { "FlexNode \"\($0)\"" } ?? "FlexNode" }

    /// Marks the node and its ancestors for layout: their cached measurements are forgotten.
    /// Setting `style`, `children` or `measure` does it; call it when a measure function's result changes.
    public func markDirty() {
        var node: FlexNode? = self
        while let current = node, !(current.isDirty && current !== self) {
            current.isDirty = true
            current.cache.removeAll()
            current.savedLayout = nil
            current.intrinsicSizes = IntrinsicSizes()
            node = current.parentReference
        }
    }

    /// Marks the node and its ancestors for rounding (a subtree without the mark and at the same
    /// fractional position keeps its rounded frames).
    func markNeedsRounding() {
        needsRounding = true
        // Up the parent links without retaining: each parent holds its child, so it outlives the walk.
        var link = parentLink
        while let current = link {
            let marked = current._withUnsafeGuaranteedRef { parent in
                if parent.needsRounding { return true }
                parent.needsRounding = true
                link = parent.parentLink
                return false
            }
            if marked { break }
        }
    }

    /// Marks the node clean after a layout, as rounding visits it (rounding visits the children of every
    /// node it rounds; a dirty node it does not round is marked with its subtree by ``markLaidOut(depth:)``):
    /// one walk of the tree after a layout instead of two, each a first-level cache miss per node on trees
    /// larger than the cache.
    @inline(__always) func markLaidOutWhileRounding() { isDirty = false }

    /// Marks the subtree clean after a layout (recursive for 256 levels, then a loop: trees may be deep).
    func markLaidOut(depth: Int = 0) {
        guard isDirty else { return }
        isDirty = false
        guard depth < 256 else {
            var pending = children
            while let node = pending.popLast() {
                guard node.isDirty else { continue }
                node.isDirty = false
                pending += node.children
            }
            return
        }
        // (The children are not retained: `children` holds each of them, and marking changes no tree.)
        if children.isEmpty { return }
        children.withUnsafeBufferPointer { children in
            for child in children { Self.markLaidOut(Unmanaged.passUnretained(child), depth: depth + 1) }
        }
    }

    /// Marks a child given as an uncounted reference (its parent's `children` holds it). Not inlined:
    /// inlined, the optimizer would retain the child around the call again.
    @inline(never)
    private static func markLaidOut(_ child: Unmanaged<FlexNode>, depth: Int) {
        child._withUnsafeGuaranteedRef { $0.markLaidOut(depth: depth) }
    }

    /// The node and its descendants in pre-order.
    public var preorder: [FlexNode] {
        var result: [FlexNode] = [], pending = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending += node.children.reversed()
        }
        return result
    }
}
