import CGLayout
import Foundation

/// A layout guide that lays out its items with CSS flexbox: the container's
/// ``FlexContainer/style`` (direction, wrap, justify, align, padding, gap…) and one style
/// per item (grow, shrink, basis, sizes, margins, align-self…).
///
/// Items are any elements of the owner: nodes, guides, nested flex guides and
/// ``FlexContainerNode``s (which lay out their own items in the cell they get).
/// Adjustable elements such as `TextNode` are measured (their measure
/// functions); plain nodes and guides are sized by their styles. Like every
/// container guide, a block that lays the guide out lays out its items, in
/// `layout()`, in snapshots and in `apply(snapshot:)`.
///
/// An item is laid out while it is a child of the guide's owner (its frames are in the owner's space): one
/// moved under another element — a toolbar's button moved into an overflow menu view — or out of the tree is
/// skipped until it comes back: its frame is left alone, the guide's snapshots leave it out (a snapshot taken
/// before the move is refused by `apply(snapshot:)`, `LayoutSnapshotError.structureMismatch`), and the other
/// items are laid out without it, as a stack guide skips an arranged element that left its owner.
///
/// The guide keeps its `FlexNode` tree between passes and marks only what
/// changed dirty — an item added, removed or restyled, the available size, an
/// item whose fitting size changed (`TextNode.text` says so itself; custom
/// elements call `invalidateIntrinsicSize()`) — so a re-layout after one change
/// costs about what the same edit costs on a bare `FlexNode` tree, and a live layout
/// writes only the frames that differ from the items' present ones (see ``FlexContainer/invalidateWrittenFrames()``). Passes over
/// one tree are serialized by a lock, so snapshots from several tasks are correct.
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
open class FlexLayoutGuide<Super: LayoutElement>: LayoutGuide<Super>, FlexContainer, @unchecked Sendable {
    /// The guide's flexbox state (``FlexContainer``); opaque.
    public let flexCore: FlexContainerCore

    /// Creates a flex container guide.
    ///
    /// - Parameters:
    ///   - style: The container's style (item properties apply when this guide is nested in another).
    ///   - frame: The initial frame.
    ///   - name: A debug name.
    public init(style: FlexStyle = FlexStyle(), frame: CGRect = .zero, name: String? = nil) {
        flexCore = FlexContainerCore(style: style, space: .owner)
        super.init(frame: frame, name: name)
        flexCore.host = self
    }

    /// Appends `element` with `style` (a nested flex container uses its own `style` instead).
    ///
    /// A nested flex container (a ``FlexLayoutGuide`` or ``FlexContainerNode``) is laid out with its own
    /// ``FlexContainer/style``, container and item properties alike, whatever `style` says here: set its
    /// `style` (or call ``FlexContainer/setStyle(_:for:)``, which sets it) to change where it sits.
    ///
    /// An element, a flex guide included, may be an item of several flex guides: each lays it out
    /// as a tree made afresh would, and the last write in pass order wins (in `layout()` and in
    /// snapshots alike; `LayoutScheme.issues` warns of it).
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
        flexCore.add(element, style: style)
    }

    /// Removes an item from the guide and from the tree: the element leaves the owner that
    /// ``addItem(_:style:)`` put it in (an element moved elsewhere since stays there), and the
    /// next pass lays out the other items without it. The guide keeps a reference to the element until that
    /// pass, or until the guide goes if no pass comes.
    ///
    /// ```swift
    /// bar.removeItem(icon)
    /// icon.parent   // nil
    /// ```
    ///
    /// Amortized O(1): removing all N items one at a time costs O(N); the others keep their order.
    ///
    /// To stop laying an item out but keep it in the tree, use ``FlexContainer/stopLayingOut(_:)``.
    ///
    /// - Parameter element: An item.
    /// - Returns: `false` when it was not an item (nothing changes).
    @discardableResult
    public func removeItem(_ element: any LayoutElement) -> Bool {
        removeItem(element, leaving: ownerElement)
    }

    /// The items, laid out by flexbox.
    open override var contentLayout: (any LayoutBlockProtocol)? {
        get { FlexContent(core: flexCore) }
        set {}
    }

    /// The size the items need: the flex container laid out at most `size` (undefined where `size` is unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        flexCore.fittingSize(size)
    }

    /// The size the items need within `size` inside a pass: as ``sizeThatFits(_:)``, with the items
    /// measured in `context` (they see the frames the pass gave them).
    ///
    /// - Parameters:
    ///   - size: The largest size.
    ///   - context: The pass that measures the container.
    /// - Returns: The container's size.
    open override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        flexCore.fittingSize(size, context: context)
    }

    /// `false`: a live layout does not build the items' snapshot for `contentDidLayout(_:)`
    /// (a re-layout then allocates nothing). A subclass that overrides `contentDidLayout(_:)`
    /// answers `true`.
    open override var reportsContentLayout: Bool { false }

    /// The guide joined or left an owner: its items are checked on the next pass.
    open override func didAddToOwner() {
        super.didAddToOwner()
        flexCore.hostMoved()
    }
}
