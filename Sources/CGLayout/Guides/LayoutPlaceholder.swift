import Foundation

/// A guide that stands for an element until it is needed, then loads it
/// (like a view controller's view) and lays it out in its own frame.
///
/// Subclass it and override ``loadItem()``, or use ``NodePlaceholder`` with a
/// closure. Accessing ``item`` loads; layout never loads (a snapshot must not
/// create elements), so an unloaded placeholder lays out only itself.
/// ``unloadItem()`` removes the element from the tree and forgets it.
///
/// ```swift
/// final class AvatarPlaceholder: LayoutPlaceholder<LayoutNode, LayoutNode> {
///     override func loadItem() throws -> LayoutNode { LayoutNode(name: "avatar") }
/// }
/// let avatar = AvatarPlaceholder(name: "avatar slot")
/// root.add(layoutGuide: avatar)
/// avatar.item           // loaded now, a child of root
/// ```
open class LayoutPlaceholder<Item: LayoutElement, Super: LayoutElement>: LayoutGuide<Super>, @unchecked Sendable {
    private var storedItem: Item?
    private var storedItemLayout: Layout = .equal
    private var storedLoadError: LayoutPlaceholderError?
    /// The loaded item's block, kept so that its compiled plan serves every pass (reset with the item or its layout).
    private var storedBlock: LayoutBlock<Item>?

    /// Creates a placeholder.
    ///
    /// - Parameters:
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name.
    public override init(frame: CGRect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
    }

    /// How the item is placed in the placeholder's frame; fills it by default.
    public var itemLayout: Layout {
        get { lock.withLock { storedItemLayout } }
        set { lock.withLock { storedItemLayout = newValue; storedBlock = nil } }
    }

    /// The item, loaded on first access; `nil` when loading failed (see ``loadError``).
    public var item: Item? { try? loadItemIfNeeded() }

    /// The item if it is loaded, without loading it.
    public var itemIfLoaded: Item? { lock.withLock { storedItem } }

    /// `true` once the item is loaded.
    public var isItemLoaded: Bool { itemIfLoaded != nil }

    /// Why the last load failed, or `nil`.
    public var loadError: LayoutPlaceholderError? { lock.withLock { storedLoadError } }

    /// Creates the item; override it in subclasses.
    ///
    /// - Returns: The new item.
    /// - Throws: Any error; it is reported as ``LayoutPlaceholderError/loadFailed(placeholder:reason:)``.
    ///   The default throws ``LayoutPlaceholderError/noLoader(placeholder:)``.
    open func loadItem() throws -> Item {
        throw LayoutPlaceholderError.noLoader(placeholder: description)
    }

    /// Called after the item was loaded and put into the owner's tree; override to configure it.
    ///
    /// - Parameter item: The loaded item.
    open func itemDidLoad(_ item: Item) {}

    /// Loads the item unless it is loaded; a failed load can be retried.
    ///
    /// - Returns: The item.
    /// - Throws: ``LayoutPlaceholderError`` naming the placeholder: no loader,
    ///   the loader's error, or the tree refusing the item (a cycle).
    @discardableResult
    public func loadItemIfNeeded() throws(LayoutPlaceholderError) -> Item {
        if let item = itemIfLoaded { return item }
        let item: Item
        do {
            item = try loadItem()
            if let owner = ownerElement { try adopt(item, into: owner) }
        } catch {
            let failure = (error as? LayoutPlaceholderError)
                ?? (error as? LayoutTreeError).map { .tree(placeholder: description, $0) }
                ?? .loadFailed(placeholder: description, reason: String(describing: error))
            lock.withLock { storedLoadError = failure }
            throw failure
        }
        lock.withLock { storedItem = item; storedLoadError = nil; storedBlock = nil }
        itemDidLoad(item)
        return item
    }

    /// Removes the item from the tree and forgets it; the next access loads a new one.
    public func unloadItem() {
        let item = lock.withLock { () -> Item? in
            defer { storedItem = nil; storedBlock = nil }
            return storedItem
        }
        item?.removeFromSuperElement()
    }

    /// A loaded item joins a new owner; removing the placeholder removes the item too.
    open override func didAddToOwner() {
        super.didAddToOwner()
        guard let item = itemIfLoaded else { return }
        if let owner = ownerElement { _ = try? adopt(item, into: owner) } else { item.removeFromSuperElement() }
    }

    /// The loaded item placed by ``itemLayout``; `nil` while not loaded.
    open override var contentLayout: (any LayoutBlockProtocol)? {
        get {
            lock.withLock {
                if storedBlock == nil, let storedItem { storedBlock = storedItem.layoutBlock(with: storedItemLayout) }
                return storedBlock
            }
        }
        set {}
    }

    /// The item's fitting size when it is loaded and adjustable; otherwise the present size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let adjustable = itemIfLoaded as? any AdjustableLayoutElement { return adjustable.sizeThatFits(size) }
        return super.sizeThatFits(size)
    }

    /// The item's fitting size inside a pass when it is loaded and adjustable (measured in `context`);
    /// otherwise the present size as `context` has it.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the placeholder.
    /// - Returns: The fitting size.
    open override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        if let adjustable = itemIfLoaded as? any AdjustableLayoutElement { return adjustable.sizeThatFits(size, in: context) }
        return super.sizeThatFits(size, in: context)
    }
}

/// Why a placeholder has no item.
public enum LayoutPlaceholderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither a subclass nor a closure says how to create the item.
    case noLoader(placeholder: String)
    /// The loader threw; `reason` describes its error.
    case loadFailed(placeholder: String, reason: String)
    /// The owner's tree refused the item.
    case tree(placeholder: String, LayoutTreeError)

    /// A readable description naming the placeholder.
    public var description: String {
        switch self {
        case .noLoader(let placeholder): return "\(placeholder) has no loader: override loadItem() or pass a closure"
        case .loadFailed(let placeholder, let reason): return "\(placeholder) failed to load its item: \(reason)"
        case .tree(let placeholder, let error): return "\(placeholder) could not add its item: \(error)"
        }
    }
}

/// A placeholder of a ``LayoutNode`` created by a closure: the Linux
/// counterpart of the original's `ViewPlaceholder` and `LayerPlaceholder`.
///
/// ```swift
/// let details = NodePlaceholder<TextNode>(name: "details") {
///     TextNode(text: "Loaded lazily")
/// }
/// root.add(layoutGuide: details)
/// details.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 40))
///     .layout()
/// details.isItemLoaded  // false: layout never loads
/// details.item?.frame  // loads now; (0, 0, 200, 40) after the next layout
/// ```
open class NodePlaceholder<Node: LayoutNode>: LayoutPlaceholder<Node, LayoutNode>, @unchecked Sendable {
    private let load: @Sendable () throws -> Node
    private let didLoad: (@Sendable (Node) -> Void)?

    /// Creates a placeholder that loads with `load`.
    ///
    /// - Parameters:
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name.
    ///   - load: Creates the node; may throw.
    ///   - didLoad: Configures the node after it joined the tree.
    public init(frame: CGRect = .zero, name: String? = nil,
                load: @escaping @Sendable () throws -> Node, didLoad: (@Sendable (Node) -> Void)? = nil) {
        self.load = load
        self.didLoad = didLoad
        super.init(frame: frame, name: name)
    }

    /// Calls the closure given at creation.
    open override func loadItem() throws -> Node { try load() }

    /// Calls the `didLoad` closure given at creation.
    open override func itemDidLoad(_ item: Node) {
        super.itemDidLoad(item)
        didLoad?(item)
    }
}
