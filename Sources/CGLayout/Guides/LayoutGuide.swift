import Foundation

/// An invisible element inside an owner element: a limiter other blocks
/// constrain to, a container whose content is laid out in its frame, and a
/// factory for real elements.
///
/// A guide is not rendered and has no children of its own: what it contains
/// or creates lives in its owner, and the guide's frame is in the owner's
/// space, like `UILayoutGuide`. It takes part in coordinate conversion like
/// any element (its space starts at its frame's origin).
///
/// ```swift
/// let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// let margins = LayoutGuide<LayoutNode>(name: "margins")
/// root.add(layoutGuide: margins)
/// margins.layoutBlock(
///     with: Layout(x: .center(), y: .center(), width: .boxed(32), height: .boxed(32))
/// ).layout()
/// // margins.frame == (16, 16, 288, 168)
/// // a child of root with margins' frame
/// let badge = try margins.add { LayoutNode(name: "badge") }
/// ```
///
/// As a container, set ``contentLayout``: blocks of the owner's children laid
/// out in the guide's ``contentRect(forFrame:)`` whenever a block lays the guide out.
open class LayoutGuide<Super: LayoutElement>: LayoutGuideProtocol, LayoutContainer, AdjustableLayoutElement, OwnerAttachable, @unchecked Sendable {
    let lock = Lock()
    private var stored: ElementStorage
    private weak var storedOwner: Super?
    private var storedContentLayout: (any LayoutBlockProtocol)?
    private var storedContentInsets: EdgeInsets = .zero
    private var storedContentIssue: LayoutTreeError?
    /// Told when the guide joins or leaves an owner (containers that hold it as an item check it).
    let intrinsicSizeObservers = IntrinsicSizeObservers()

    /// Creates a guide; add it to an owner with ``add(to:)`` or `LayoutNode.add(layoutGuide:)`.
    ///
    /// - Parameters:
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name shown in descriptions and pictures.
    public init(frame: CGRect = .zero, name: String? = nil) {
        stored = ElementStorage(frame: frame, name: name)
    }

    /// A debug name shown in descriptions and pictures.
    public var name: String? {
        get { lock.withLock { stored.name } }
        set { lock.withLock { stored.name = newValue } }
    }

    /// The element this guide was added to; `nil` before it is added or after removal.
    public var ownerElement: Super? { lock.withLock { storedOwner } }

    /// The owner as an element.
    public var owner: (any LayoutElement)? { ownerElement }

    /// The owner: a guide's frame is in its owner's space.
    public var superElement: (any LayoutElement)? { ownerElement }

    /// The rect in the owner's space. Setting it does not lay out the content;
    /// blocks do, or call ``layoutContent(direction:)``.
    open var frame: CGRect {
        get { lock.withLock { stored.frame } }
        set { lock.withLock { stored.frame = newValue } }
    }

    /// The guide's own space: origin (a scroll offset) and the frame's size.
    open var bounds: CGRect {
        get { lock.withLock { stored.bounds } }
        set { lock.withLock { stored.bounds = newValue } }
    }

    /// The space for content, in the guide's own coordinates: its bounds.
    open var layoutBounds: CGRect { bounds }

    /// The layout bounds with `frame`: the present origin and `frame`'s size.
    open func layoutBounds(forFrame frame: CGRect) -> CGRect {
        CGRect(origin: layoutBounds.origin, size: frame.size)
    }

    /// The layout bounds with `frame` once the content has the frames of `content`: by default
    /// ``layoutBounds(forFrame:)`` (a scroll guide's depend on its content).
    ///
    /// - Parameters:
    ///   - frame: The guide's frame.
    ///   - content: The content's frames.
    ///   - contentFrame: The guide's frame when `content` was laid out (`frame`, unless a writer that
    ///     runs no content, such as a flex guide placing its items, moved the guide since).
    /// - Returns: The layout bounds, in the guide's own coordinates.
    open func layoutBounds(forFrame frame: CGRect, content: LayoutSnapshot, laidOutWith contentFrame: CGRect) -> CGRect {
        layoutBounds(forFrame: frame)
    }

    /// Insets of the content's space inside the guide.
    open var contentInsets: EdgeInsets {
        get { lock.withLock { storedContentInsets } }
        set { lock.withLock { storedContentInsets = newValue } }
    }

    /// Blocks of the owner's children laid out in ``contentRect(forFrame:)``
    /// whenever a block lays this guide out; `nil` for a plain limiter.
    open var contentLayout: (any LayoutBlockProtocol)? {
        get { lock.withLock { storedContentLayout } }
        set { lock.withLock { storedContentLayout = newValue } }
    }

    /// The layout bounds at `frame`, in the owner's space, inset by ``contentInsets``.
    ///
    /// - Parameter frame: The guide's frame.
    /// - Returns: The space for the content, in the owner's space.
    open func contentRect(forFrame frame: CGRect) -> CGRect {
        let space = layoutBounds(forFrame: frame)
        let origin = bounds.origin
        let rect = CGRect(x: frame.origin.x - origin.x + space.origin.x, y: frame.origin.y - origin.y + space.origin.y,
                          width: space.size.width, height: space.size.height)
        return rect.inset(by: contentInsets)
    }

    /// Called after the content was laid out or a snapshot of it applied; subclasses may override.
    ///
    /// - Parameter content: The content's frames as written.
    open func contentDidLayout(_ content: LayoutSnapshot) {}

    /// Why the last layout or apply skipped this guide's content: the guide
    /// was met inside its own content (its content lays out the guide, or
    /// lays out a container that does), so laying it out again would never
    /// end. `nil` when the content was laid out.
    ///
    /// ```swift
    /// guide.contentLayout = guide.layoutBlock(with: .equal)   // the guide lays itself out
    /// guide.layoutBlock(with: .equal).layout()
    /// guide.contentIssue   // .cycle(child: "LayoutGuide…", parent: "LayoutGuide…")
    /// ```
    public var contentIssue: LayoutTreeError? { lock.withLock { storedContentIssue } }

    /// Keeps the issue for ``contentIssue``.
    public func recordContentIssue(_ issue: LayoutTreeError?) {
        lock.withLock { if storedContentIssue != issue { storedContentIssue = issue } }
    }

    /// Whether ``contentDidLayout(_:)`` is called after a live layout of the content: `true` for
    /// subclasses, which may override it; `false` for a plain `LayoutGuide`, whose `contentDidLayout(_:)`
    /// does nothing (building the content's snapshot walks all of it: for guides nested 20,000 deep,
    /// every level walked everything below it). Guides whose content is costly to walk and that do not
    /// use it answer `false`.
    open var reportsContentLayout: Bool { type(of: self) != LayoutGuide<Super>.self }

    /// The size that fits `size`; by default the present size.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The present size (NaN, negative or infinite values as 0).
    open func sizeThatFits(_ size: CGSize) -> CGSize { PresentFrame.size(of: self, live: frame) }

    /// The size that fits `size` inside a pass: ``sizeThatFits(_:)``, which by default is the present
    /// size — the frame `context` has for the guide (the one a snapshot gave it earlier in the pass, as
    /// `layout()` would have written it), else its live frame.
    ///
    /// Override it to read other elements' frames as the pass has them (``LayoutContext/frame(of:)``);
    /// call `super` for the present size. A subclass that overrides only ``sizeThatFits(_:)`` and calls
    /// `super` there gets the pass's present size as well.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the guide.
    /// - Returns: The fitting size (by default the present size, NaN, negative or infinite values as 0).
    open func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        PresentFrame.measure(self, live: frame, in: context) { sizeThatFits(size) }
    }

    /// Adds the guide to `owner` (removing it from its previous owner); a
    /// `LayoutNode` owner lists it in ``LayoutNode/layoutGuides``.
    ///
    /// - Parameter owner: The new owner.
    public func add(to owner: Super) {
        let previous = ownerElement
        if previous === owner { return }
        (previous as? LayoutNode)?.unregister(self)
        lock.withLock { storedOwner = owner }
        (owner as? LayoutNode)?.register(self)
        didAddToOwner()
        invalidateIntrinsicSize()
    }

    /// Adds `layoutGuide` to this guide's owner, so both share one space.
    ///
    /// - Parameter layoutGuide: Another guide.
    public func add(layoutGuide: LayoutGuide<Super>) {
        if let owner = ownerElement { layoutGuide.add(to: owner) } else { layoutGuide.removeFromSuperElement() }
    }

    /// Removes the guide from its owner.
    open func removeFromSuperElement() {
        guard let previous = ownerElement else { return }
        (previous as? LayoutNode)?.unregister(self)
        lock.withLock { storedOwner = nil }
        didAddToOwner()
        invalidateIntrinsicSize()
    }

    /// Called after the guide was added to an owner or removed from it
    /// (then ``ownerElement`` is `nil`); subclasses may override.
    open func didAddToOwner() {}

    func attach(to owner: any LayoutElement) -> Bool {
        guard let owner = owner as? Super else { return false }
        add(to: owner)
        return true
    }

    /// The type, name and frame, e.g. `StackLayoutGuide<LayoutNode> "row" (0.0, 0.0, 320.0, 44.0)`.
    open var description: String {
        let f = frame
        let label = name.map { " \"\($0)\"" } ?? ""
        return "\(type(of: self))\(label) (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
    }
}

extension LayoutGuide where Super: LayoutNode {
    /// Creates an element with the guide's frame (the guide as a factory).
    ///
    /// - Parameter make: Creates the node.
    /// - Returns: The node, its frame set to the guide's frame.
    public func build<Node: LayoutNode>(_ make: () -> Node) -> Node {
        let node = make()
        node.frame = frame
        return node
    }

    /// Creates an element with the guide's frame and adds it to the owner.
    ///
    /// ```swift
    /// let badge = try guide.add { LayoutNode(name: "badge") }
    /// ```
    ///
    /// - Parameter make: Creates the node.
    /// - Returns: The node, now a child of the owner.
    /// - Throws: ``LayoutTreeError/guideWithoutOwner(guide:)`` when the guide has
    ///   no owner; ``LayoutTreeError/cycle(child:parent:)`` when `make` returns an ancestor of the owner.
    @discardableResult
    public func add<Node: LayoutNode>(_ make: () -> Node) throws(LayoutTreeError) -> Node {
        guard let owner = ownerElement else { throw .guideWithoutOwner(guide: description) }
        let node = build(make)
        try owner.addChild(node)
        return node
    }
}

extension LayoutGuide: OwnerArea {
    /// The owner: the guide is an area of its space (see ``OwnerArea``).
    package var areaOwner: (any LayoutElement)? { owner }
}
