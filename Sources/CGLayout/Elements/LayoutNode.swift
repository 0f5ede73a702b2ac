import Foundation
import Synchronization

/// A light, non-rendered element with children: the element tree that works everywhere.
///
/// Nodes behave like views without drawing: a `frame` in the parent's space,
/// `bounds` with their own origin (so scrolled content works), a list of
/// children and a default `sizeThatFits(_:)` that returns the current size,
/// as `UIView` does. Their state is guarded by a lock, so snapshots can read
/// them from any task; mutate a tree (children, frames, `layout()`, `apply(snapshot:)`)
/// from one task at a time. Inserting, removing and deallocating nodes moves a global
/// tree epoch, which lets layout passes borrow the nodes of a scheme without
/// reference counting while no tree changed (see <doc:HowAPassRuns>).
///
/// ```swift
/// let screen = LayoutNode(
///     frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "screen")
/// let header = LayoutNode(name: "header")
/// try screen.addChild(header)
/// header.layoutBlock(
///     with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 64)
/// ).layout()
/// header.frame  // (0, 0, 320, 64)
/// ```
open class LayoutNode: AdjustableLayoutElement, CustomStringConvertible, @unchecked Sendable {
    let lock = Lock()
    /// Guarded by `lock`, or read by the task that lays the tree out (``frameOnLayoutTask``): no dynamic
    /// exclusivity check, which costs a thread-local look-up per access.
    @exclusivity(unchecked) private var stored: ElementStorage
    private weak var storedParent: LayoutNode?
    /// The parent's identity, kept beside the weak reference so scheme passes
    /// can compare parents without reference counting. Cleared with the parent
    /// (see `deinit`), so it never names a deallocated node. Written under the
    /// lock with the parent, in an atomic word, so a pass reads it without
    /// taking the lock (one load).
    private let storedParentIDBits = Atomic<UInt>(0)
    private var storedParentID: ObjectIdentifier? {
        get { ObjectIdentifier.fromBits(storedParentIDBits.load(ordering: .acquiring)) }
        set { storedParentIDBits.store(newValue.map { UInt(bitPattern: $0) } ?? 0, ordering: .releasing) }
    }
    /// Set when the parent was deallocated while this node was its child (for diagnostics).
    private var storedParentReleased = false
    /// Found by identity, so removing N children (or guides) one at a time costs O(N).
    private var storedChildren = IdentityList<LayoutNode>(key: ObjectIdentifier.init)
    private var storedGuides = IdentityList<any LayoutGuideProtocol>(key: { ObjectIdentifier($0) })
    /// Created when the first observer is added (most nodes never have one).
    private var storedObservers: IntrinsicSizeObservers?
    private var storedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The node is a plain `LayoutNode`, no subclass (which may override `frame`): a batch sets its frame directly
    /// (see ``setFrameInBatch(_:)``). Kept, so a batch reads no type metadata per node.
    private let framePlain: Bool

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - frame: The initial frame in the parent's space.
    ///   - name: A debug name shown in descriptions and pictures.
    public init(frame: CGRect = .zero, name: String? = nil) {
        stored = ElementStorage(frame: frame, name: name)
        framePlain = Self.self == LayoutNode.self
    }

    /// A debug name shown in descriptions and pictures.
    public var name: String? {
        get { lock.withLock { stored.name } }
        set { lock.withLock { stored.name = newValue } }
    }

    /// The rect in the parent's space. Changing its size changes `bounds.size`.
    open var frame: CGRect {
        get { lock.withLock { stored.frame } }
        set {
            lock.withLock { stored.frame = newValue }
            Epoch.frame.advance()
        }
    }

    /// Sets the frame in a batch of writes (`FrameGate.write(admitted:to:at:)`): as the setter does, but
    /// the batch moves `Epoch.frame` once at its end, and says once whether the lock tells ThreadSanitizer
    /// (`annotated`: `ThreadSanitizer.mayBePresent`). A node of a subclass (which may override `frame`) is set through its setter.
    @inline(__always)
    final func setFrameInBatch(_ frame: CGRect, annotated: Bool) {
        if framePlain {
            lock.withLock(annotated: annotated) { stored.frame = frame }
        } else {
            self.frame = frame
        }
    }

    /// The node's own space: its origin (e.g. a scroll offset) and its size.
    /// Setting it changes the bounds origin and the frame's size (the frame's origin is kept).
    open var bounds: CGRect {
        get { lock.withLock { stored.bounds } }
        set {
            lock.withLock { stored.bounds = newValue }
            Epoch.frame.advance()
        }
    }

    /// The frame, read without the lock by the task that mutates the tree and lays it out (the
    /// only task that writes frames): a live pass compares it with what it wrote last, so it
    /// writes again a frame another writer changed. Snapshots, which may run on other tasks, read ``frame``.
    package var frameOnLayoutTask: CGRect { stored.frame }

    /// The bounds origin, read without the lock by the task that lays the tree out (see ``frameOnLayoutTask``).
    package var boundsOriginOnLayoutTask: CGPoint { stored.boundsOrigin }

    /// The space for children: the bounds.
    open var layoutBounds: CGRect { bounds }

    /// The insets inside the frame that the relations' `…Margin` attributes read
    /// (UIKit's `layoutMargins`): 8 on each side by default. `.leadingMargin` reads
    /// the left inset in left-to-right passes and the right one in right-to-left
    /// passes (and `.trailingMargin` the other). Non-finite values are stored as 0.
    open var layoutMargins: EdgeInsets {
        get { lock.withLock { storedLayoutMargins } }
        set { lock.withLock { storedLayoutMargins = newValue.finiteOrZero } }
    }

    /// The parent node, or `nil` for a root.
    public var parent: LayoutNode? { lock.withLock { storedParent } }

    /// The children, in order.
    public var children: [LayoutNode] { lock.withLock { storedChildren.elements() } }

    /// The layout guides added to this node, in order. The node keeps them alive.
    public var layoutGuides: [any LayoutGuideProtocol] { lock.withLock { storedGuides.elements() } }

    /// Adds `layoutGuide` to this node (removing it from its previous owner).
    ///
    /// ```swift
    /// let stack = StackLayoutGuide<LayoutNode>(axis: .vertical)
    /// root.add(layoutGuide: stack)
    /// ```
    ///
    /// - Parameter layoutGuide: The guide; its frame is in this node's space.
    public func add(layoutGuide: LayoutGuide<LayoutNode>) {
        layoutGuide.add(to: self)
    }

    /// Called when `guide` joins this node (``LayoutGuide/add(to:)`` calls it only when the owner changes,
    /// after leaving the previous one): appended without a search, so adding N guides costs O(N).
    func register(_ guide: any LayoutGuideProtocol) {
        lock.withLock { storedGuides.append(guide) }
    }

    /// Called when `guide` leaves this node: amortized O(1) (see ``IdentityList``).
    func unregister(_ guide: any LayoutGuideProtocol) {
        lock.withLock { _ = storedGuides.remove(ObjectIdentifier(guide)) }
    }

    /// The steps the node's list of children took so far (see ``IdentityList/steps``), for tests.
    package var childListSteps: Int { lock.withLock { storedChildren.steps } }

    /// The steps the node's list of guides took so far, for tests.
    package var guideListSteps: Int { lock.withLock { storedGuides.steps } }

    /// The parent's identity without loading the parent (for scheme passes).
    var parentIdentifier: ObjectIdentifier? { storedParentID }

    /// The node's intrinsic-size observers, created on first use.
    var intrinsicSizeObservers: IntrinsicSizeObservers {
        lock.withLock {
            if let storedObservers { return storedObservers }
            let observers = IntrinsicSizeObservers()
            storedObservers = observers
            return observers
        }
    }

    /// The observers, if any were ever added.
    var existingIntrinsicSizeObservers: IntrinsicSizeObservers? { lock.withLock { storedObservers } }

    deinit {
        Epoch.tree.advance()
        // Children outlive a parent only when held elsewhere; they become roots.
        let children = storedChildren.removeAll()
        for child in children {
            child.lock.withLock { child.storedParent = nil; child.storedParentID = nil; child.storedParentReleased = true }
        }
        // Freeing a chain of 100,000 nodes recurses through every level: deep down it goes on on a fresh stack.
        StackSpace.release(consume children)
    }

    /// Whether the node lost its parent because the parent was deallocated (see ``LayoutIssue/Kind/treeReleased``).
    var parentWasReleased: Bool { lock.withLock { storedParentReleased } }

    /// The parent as an element.
    public var superElement: (any LayoutElement)? { parent }

    /// The size that fits `size`; by default the current size.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The present size (NaN, negative or infinite values as 0).
    open func sizeThatFits(_ size: CGSize) -> CGSize { PresentFrame.size(of: self, live: frame) }

    /// The size that fits `size` inside a pass: ``sizeThatFits(_:)``, which by default is the present
    /// size — the frame `context` has for the node (the one a snapshot gave it earlier in the pass, as
    /// `layout()` would have written it; the rect's size for the container a snapshot's rect describes), else
    /// its live frame.
    ///
    /// Override it to read other elements' frames as the pass has them (``LayoutContext/frame(of:)``);
    /// call `super` for the present size. A subclass that overrides only ``sizeThatFits(_:)`` and calls
    /// `super` there gets the pass's present size as well.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the node.
    /// - Returns: The fitting size (by default the present size, NaN, negative or infinite values as 0).
    open func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        PresentFrame.measure(self, live: frame, in: context) { sizeThatFits(size) }
    }

    /// Appends `child`, removing it from its previous parent first.
    ///
    /// - Parameter child: The node to add.
    /// - Throws: ``LayoutTreeError/cycle(child:parent:)`` when `child` is this node or one of its ancestors.
    public func addChild(_ child: LayoutNode) throws(LayoutTreeError) {
        try insertChild(child, at: Int.max)
    }

    /// Inserts `child` at `index` (clamped to `0...children.count`), removing it
    /// from its previous parent first.
    ///
    /// - Parameters:
    ///   - child: The node to insert.
    ///   - index: Its position among the children.
    /// - Throws: ``LayoutTreeError/cycle(child:parent:)`` when `child` is this node or one of its ancestors.
    public func insertChild(_ child: LayoutNode, at index: Int) throws(LayoutTreeError) {
        // Only a node with children can be an ancestor: building a tree from the top down adds leaves,
        // and checks each in constant time instead of walking up the whole (possibly deep) branch.
        if child === self || !child.lock.withLock({ child.storedChildren.isEmpty }) {
            var ancestor: LayoutNode? = self
            while let node = ancestor {
                if node === child { throw .cycle(child: child.description, parent: description) }
                ancestor = node.parent
            }
        }
        child.removeFromParent()
        lock.withLock {
            storedChildren.insert(child, at: index)
        }
        child.lock.withLock { child.storedParent = self; child.storedParentID = ObjectIdentifier(self); child.storedParentReleased = false }
        Epoch.tree.advance()
        // Containers that hold the child as an item check whether it is still theirs.
        child.invalidateIntrinsicSize()
    }

    /// Removes the node from its parent; does nothing for a root. Amortized O(1): removing all N
    /// children of a node one at a time costs O(N); the others keep their order.
    public func removeFromParent() {
        guard let parent else { return }
        parent.lock.withLock { _ = parent.storedChildren.remove(ObjectIdentifier(self)) }
        lock.withLock { storedParent = nil; storedParentID = nil; storedParentReleased = false }
        Epoch.tree.advance()
        invalidateIntrinsicSize()
    }

    /// Same as ``removeFromParent()``.
    public func removeFromSuperElement() { removeFromParent() }

    /// The type, name and frame, e.g. `LayoutNode "title" (10.0, 10.0, 300.0, 20.0)`.
    open var description: String {
        let f = frame
        let label = name.map { " \"\($0)\"" } ?? ""
        return "\(type(of: self))\(label) (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
    }

    /// The node and its descendants, one per line, indented by depth; layout
    /// guides are listed in brackets before the children. Below 32 levels the
    /// indentation stays at 32 and the line says its level (`<level 40> `), so a
    /// tree 100,000 levels deep describes in text proportional to its size.
    ///
    /// ```text
    /// LayoutNode "screen" (0.0, 0.0, 320.0, 480.0)
    ///   [LayoutGuide<LayoutNode> "margins" (16.0, 16.0, 288.0, 448.0)]
    ///   LayoutNode "header" (0.0, 0.0, 320.0, 64.0)
    /// ```
    ///
    /// - Returns: The tree as text.
    public func treeDescription() -> String {
        var lines: [String] = []
        // Depth first with a stack of its own (children pushed in reverse), so trees of any depth describe.
        var pending: [(node: LayoutNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = pending.popLast() {
            lines.append(TreeIndent.prefix(depth) + node.description)
            for guide in node.layoutGuides { lines.append(TreeIndent.prefix(depth + 1) + "[\(guide.description)]") }
            pending += node.children.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n")
    }
}

/// Why a tree operation was refused.
public enum LayoutTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Adding `child` under `parent` would make a node its own ancestor.
    case cycle(child: String, parent: String)
    /// `guide` was asked to create or arrange elements in its owner before it was added to one.
    case guideWithoutOwner(guide: String)

    /// A readable description naming both nodes.
    public var description: String {
        switch self {
        case .cycle(let child, let parent): return "adding \(child) under \(parent) would create a cycle"
        case .guideWithoutOwner(let guide): return "\(guide) has no owner: add it to an element first"
        }
    }
}

extension ObjectIdentifier {
    /// The identity whose address is `bits` (0 for none): the inverse of storing its address.
    @inline(__always) static func fromBits(_ bits: UInt) -> ObjectIdentifier? {
        // An identity is its object's address (the same bits): no object is loaded or retained.
        bits == 0 ? nil : unsafeBitCast(bits, to: ObjectIdentifier.self)
    }
}
