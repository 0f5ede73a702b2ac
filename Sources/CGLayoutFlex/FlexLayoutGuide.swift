import CGLayout
import Foundation

/// A layout guide that lays out its items with CSS flexbox: the container's
/// ``style`` (direction, wrap, justify, align, padding, gap…) and one style
/// per item (grow, shrink, basis, sizes, margins, align-self…).
///
/// Items are any elements of the owner: nodes, guides, and nested flex
/// guides (which lay out their own items in the cell they get). Adjustable
/// elements such as `TextNode` are measured (their measure functions);
/// plain nodes and guides are sized by their styles. Like every container
/// guide, a block that lays the guide out lays out its items, in `layout()`,
/// in snapshots and in `apply(snapshot:)`.
///
/// ```swift
/// var row = FlexStyle(); row.flexDirection = .row; row.columnGap = .point(8); row.alignItems = .center
/// let bar = FlexLayoutGuide<LayoutNode>(style: row, name: "bar")
/// root.add(layoutGuide: bar)
/// var icon = FlexStyle(); icon.width = .point(24); icon.height = .point(24)
/// try bar.addItem(iconNode, style: icon)
/// var grow = FlexStyle(); grow.flexGrow = 1
/// try bar.addItem(titleNode, style: grow)
/// bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 44)).layout()
/// // icon (0, 10, 24, 24), title (32, 13, 268, 17): text positions round down
/// ```
open class FlexLayoutGuide<Super: LayoutElement>: LayoutGuide<Super>, @unchecked Sendable {
    private let itemsLock = NSLock()
    private var storedStyle: FlexStyle
    private var storedItems: [(element: any LayoutElement, style: FlexStyle)] = []

    /// Creates a flex container guide.
    ///
    /// - Parameters:
    ///   - style: The container's style (item properties apply when this guide is nested in another).
    ///   - frame: The initial frame.
    ///   - name: A debug name.
    public init(style: FlexStyle = FlexStyle(), frame: CGRect = .zero, name: String? = nil) {
        storedStyle = style
        super.init(frame: frame, name: name)
    }

    /// The container's style.
    public var style: FlexStyle {
        get { itemsLock.withLock { storedStyle } }
        set { itemsLock.withLock { storedStyle = newValue } }
    }

    /// The items with their styles, in order.
    public var items: [(element: any LayoutElement, style: FlexStyle)] { itemsLock.withLock { storedItems } }

    /// Appends `element` with `style` (a nested flex guide uses its own ``style`` instead).
    ///
    /// - Parameters:
    ///   - element: A node, a guide or any element; nodes and guides join the owner's tree.
    ///   - style: The item's style.
    /// - Throws: `LayoutTreeError.cycle(child:parent:)` when a node is an ancestor of the owner,
    ///   or when `element` is this guide or a container whose content contains it (flex guides as each other's items).
    public func addItem(_ element: any LayoutElement, style: FlexStyle = FlexStyle()) throws(LayoutTreeError) {
        if element.containsInContent(self) { throw .cycle(child: "\(element)", parent: description) }
        if let owner = ownerElement {
            if let node = element as? LayoutNode, let ownerNode = owner as? LayoutNode {
                if node.parent !== ownerNode { try ownerNode.addChild(node) }
            } else if let guide = element as? LayoutGuide<Super> {
                guide.add(to: owner)
            }
        }
        itemsLock.withLock {
            storedItems.removeAll { $0.element === element }
            storedItems.append((element, style))
        }
    }

    /// Changes the style of an item.
    ///
    /// - Parameters:
    ///   - style: The new style.
    ///   - element: An item.
    /// - Returns: `false` when `element` is not an item.
    @discardableResult
    public func setStyle(_ style: FlexStyle, for element: any LayoutElement) -> Bool {
        itemsLock.withLock {
            guard let index = storedItems.firstIndex(where: { $0.element === element }) else { return false }
            storedItems[index].style = style
            return true
        }
    }

    /// Removes an item; it stays in the tree with its frame.
    ///
    /// - Parameter element: An item.
    /// - Returns: `false` when it was not an item.
    @discardableResult
    public func removeItem(_ element: any LayoutElement) -> Bool {
        itemsLock.withLock {
            let count = storedItems.count
            storedItems.removeAll { $0.element === element }
            return storedItems.count != count
        }
    }

    /// The items, laid out by flexbox.
    open override var contentLayout: (any LayoutBlockProtocol)? {
        get { FlexContent(guide: self) }
        set {}
    }

    /// The size the items need: the flex container laid out at most `size` (undefined where `size` is unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let tree = FlexContent(guide: self).tree(width: size.width.isFinite && size.width > 0 ? size.width : nil,
                                                 height: size.height.isFinite && size.height > 0 ? size.height : nil, exact: false)
        tree.root.calculateLayout(width: nil, height: nil, direction: .ltr)
        return tree.root.frame.size
    }

    /// The flex node of this guide (as a nested item), with its items' nodes.
    func makeNode(into elements: inout [(FlexNode, any LayoutElement)]) -> FlexNode {
        let node = FlexNode(style: style, name: name)
        for (element, itemStyle) in items where element.superElement != nil {
            let child: FlexNode
            if let nested = element as? FlexLayoutGuide<Super> {
                child = nested.makeNode(into: &elements)
            } else {
                child = FlexNode(style: itemStyle)
                if let adjustable = element as? any AdjustableLayoutElement, !(type(of: element) == LayoutNode.self),
                   !(element is any LayoutGuideProtocol) {
                    child.measure = FlexContent<Super>.measure(adjustable)
                }
            }
            elements.append((child, element))
            node.children.append(child)
        }
        return node
    }
}

/// A flex guide's items as a block.
struct FlexContent<Super: LayoutElement>: LayoutBlockProtocol {
    weak var guide: FlexLayoutGuide<Super>?

    struct Tree {
        let root: FlexNode
        let elements: [(FlexNode, any LayoutElement)]
    }

    /// The engine's tree for a content box of the given size.
    func tree(width: CGFloat?, height: CGFloat?, exact: Bool = true) -> Tree {
        guard let guide else { return Tree(root: FlexNode(), elements: []) }
        var elements: [(FlexNode, any LayoutElement)] = []
        let root = guide.makeNode(into: &elements)
        if exact {
            root.style.width = width.map { .point($0) } ?? .auto
            root.style.height = height.map { .point($0) } ?? .auto
        } else {
            if let width { root.style.maxWidth = .point(width) }
            if let height { root.style.maxHeight = .point(height) }
        }
        root.style.margin = FlexEdges()
        root.style.positionType = .relative
        return Tree(root: root, elements: elements)
    }

    static func measure(_ element: any AdjustableLayoutElement) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        { [weak element] width, widthMode, height, heightMode in
            guard let element else { return .zero }
            let proposed = CGSize(width: widthMode == .undefined || !width.isFinite ? .greatestFiniteMagnitude : width,
                                  height: heightMode == .undefined || !height.isFinite ? .greatestFiniteMagnitude : height)
            var fit = element.sizeThatFits(proposed)
            if widthMode == .exactly { fit.width = width } else if widthMode == .atMost { fit.width = min(fit.width, width) }
            if heightMode == .exactly { fit.height = height } else if heightMode == .atMost { fit.height = min(fit.height, height) }
            return fit
        }
    }

    /// Every item's frame in the owner's space, in pre-order.
    func frames(in rect: CGRect, direction: LayoutDirection) -> [(any LayoutElement, CGRect)] {
        let tree = tree(width: rect.width, height: rect.height)
        tree.root.calculateLayout(width: rect.width, height: rect.height, direction: direction == .rightToLeft ? .rtl : .ltr)
        var origins: [ObjectIdentifier: CGPoint] = [ObjectIdentifier(tree.root): rect.origin]
        func visit(_ node: FlexNode) {
            let origin = origins[ObjectIdentifier(node)]!
            for child in node.children {
                origins[ObjectIdentifier(child)] = CGPoint(x: origin.x + child.frame.minX, y: origin.y + child.frame.minY)
                visit(child)
            }
        }
        visit(tree.root)
        return tree.elements.map { node, element in
            let origin = origins[ObjectIdentifier(node)]!
            return (element, CGRect(origin: origin, size: node.frame.size).sanitizedForFlex)
        }
    }

    var currentSnapshot: LayoutSnapshot {
        guard let guide else { return LayoutSnapshot(childSnapshots: []) }
        var elements: [(FlexNode, any LayoutElement)] = []
        _ = guide.makeNode(into: &elements)
        return LayoutSnapshot(childSnapshots: elements.map { LayoutSnapshot(element: $0.1, frame: $0.1.frame) })
    }

    func layout(direction: LayoutDirection) {
        guard let guide else { return }
        layout(in: guide.contentRect(forFrame: guide.frame), direction: direction)
    }

    func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        for (element, frame) in frames(in: sourceRect, direction: direction) { element.frame = frame }
    }

    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        LayoutSnapshot(childSnapshots: frames(in: sourceRect, direction: direction).map { LayoutSnapshot(element: $0.0, frame: $0.1) })
    }

    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        let expected = currentSnapshot.childSnapshots
        guard snapshot.isGroup, snapshot.childSnapshots.count == expected.count else {
            throw .structureMismatch(path: [], expected: "\(expected.count) flex items", found: "\(snapshot.childSnapshots.count)")
        }
        guard let guide else { return }
        var elements: [(FlexNode, any LayoutElement)] = []
        _ = guide.makeNode(into: &elements)
        for (index, ((_, element), child)) in zip(elements, snapshot.childSnapshots).enumerated() where !child.isSnapshot(of: element) {
            throw .elementMismatch(path: [index], element: "\(element)")
        }
    }

    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        guard let guide else { return }
        var elements: [(FlexNode, any LayoutElement)] = []
        _ = guide.makeNode(into: &elements)
        for ((_, element), child) in zip(elements, snapshot.childSnapshots) { element.frame = child.frame }
    }
}

extension CGRect {
    /// Non-finite values become 0 and negative sizes 0: nothing else reaches an element.
    var sanitizedForFlex: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(origin.x), y: finite(origin.y), width: max(0, finite(size.width)), height: max(0, finite(size.height)))
    }
}
