import CGLayout
import Foundation

/// A node whose children are laid out by flexbox: a row or a chat bubble that
/// has a background (it is a node, drawn and hit like one) and sizes itself from
/// its content.
///
/// Its ``FlexContainer/style`` is one CSS style: container properties (direction, padding,
/// gap, alignment) for its items, and item properties (grow, width, margins…)
/// for where it sits when it is itself an item of a ``FlexLayoutGuide`` or of
/// another flex container node. Its items are its children; their frames are in
/// its coordinate space.
///
/// - As an item of a flex guide or flex node, it is part of the outer flex tree:
///   one pass lays out everything, and one changed title re-lays out only its path.
/// - `sizeThatFits(_:)` is the flex layout at most that size (height for width:
///   propose a width, get the height its wrapped text needs), so a stack guide's
///   `.fit`, a `.fit` layout and adjust constraints measure it.
/// - Laid out by a block (or by a stack guide), it is a `LayoutContainer`:
///   its children are laid out for its frame, in `layout()`, snapshots and `apply(snapshot:)`.
///
/// ```swift
/// var bubbleStyle = FlexStyle(); bubbleStyle.padding.all = .point(8); bubbleStyle.maxWidth = .percent(70)
/// let bubble = FlexContainerNode(style: bubbleStyle, name: "bubble")
/// try bubble.addItem(TextNode(text: "On my way", name: "text"))
/// bubble.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity))   // (79, 33): 9 characters of 7 pt, one line of 17, padding 8
/// ```
open class FlexContainerNode: LayoutNode, LayoutContainer, FlexContainer, @unchecked Sendable {
    /// The node's flexbox state (``FlexContainer``); opaque.
    public let flexCore: FlexContainerCore

    /// Creates a flex container node.
    ///
    /// - Parameters:
    ///   - style: Its style: container properties for its items, item properties for where it sits.
    ///   - frame: The initial frame.
    ///   - name: A debug name.
    public init(style: FlexStyle = FlexStyle(), frame: CGRect = .zero, name: String? = nil) {
        flexCore = FlexContainerCore(style: style, space: .own)
        super.init(frame: frame, name: name)
        flexCore.host = self
    }

    /// Appends `node` as a child laid out with `style` (a nested flex container uses its own `style` instead).
    ///
    /// A nested flex container (a ``FlexLayoutGuide`` or ``FlexContainerNode``) is laid out with its own
    /// ``FlexContainer/style``, container and item properties alike, whatever `style` says here: set its
    /// `style` (or call ``FlexContainer/setStyle(_:for:)``, which sets it) to change where it sits.
    ///
    /// - Parameters:
    ///   - node: A node; it becomes (or stays) a child of this one.
    ///   - style: The item's style.
    /// - Throws: `LayoutTreeError.cycle(child:parent:)` when `node` is this node or an ancestor.
    public func addItem(_ node: LayoutNode, style: FlexStyle = FlexStyle()) throws(LayoutTreeError) {
        if node.parent !== self { try addChild(node) }
        flexCore.add(node, style: style)
    }

    /// Appends a guide added to this node (a nested flex guide lays out its own items in the cell it gets,
    /// with its own ``FlexContainer/style``, not `style`, as a nested container node is).
    ///
    /// - Parameters:
    ///   - guide: A guide; it is added to this node.
    ///   - style: The item's style.
    public func addItem(_ guide: LayoutGuide<LayoutNode>, style: FlexStyle = FlexStyle()) {
        guide.add(to: self)
        flexCore.add(guide, style: style)
    }

    /// Removes an item from the container and from its children (a node moved elsewhere since
    /// stays there); the next pass lays out the other items without it. The container keeps a reference to
    /// the element until that pass, or until the container goes if no pass comes.
    ///
    /// Amortized O(1): removing all N items one at a time costs O(N); the others keep their order.
    ///
    /// To stop laying an item out but keep it as a child, use ``FlexContainer/stopLayingOut(_:)``.
    ///
    /// - Parameter element: An item.
    /// - Returns: `false` when it was not an item (nothing changes).
    @discardableResult
    public func removeItem(_ element: any LayoutElement) -> Bool {
        removeItem(element, leaving: self)
    }

    /// The items, laid out by flexbox in the node's bounds.
    public var contentLayout: (any LayoutBlockProtocol)? { FlexContent(core: flexCore) }

    /// `false`: a live layout does not build the items' snapshot for `contentDidLayout(_:)`.
    /// A subclass that implements `contentDidLayout(_:)` answers `true`.
    open var reportsContentLayout: Bool { false }

    /// Called after a snapshot of the items was applied (and after live layouts when
    /// ``reportsContentLayout`` is `true`). Does nothing.
    ///
    /// - Parameter content: The items' frames as written.
    open func contentDidLayout(_ content: LayoutSnapshot) {}

    /// The content box for `frame`: the node's bounds at that size (padding comes from the style).
    ///
    /// - Parameter frame: A frame of the node.
    /// - Returns: The space of its items, in its own coordinates.
    public func contentRect(forFrame frame: CGRect) -> CGRect {
        CGRect(origin: bounds.origin, size: frame.size)
    }

    /// The size the items need within `size`: the flex layout at most `size`
    /// (unbounded where `size` is not finite), with the style's own sizes and limits.
    ///
    /// - Parameter size: The largest size.
    /// - Returns: The container's size.
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
}
