import CGLayout
import Foundation

/// A flex container — a ``FlexLayoutGuide`` or a ``FlexContainerNode`` — and what the two share, declared
/// once: the container's style, its pixel grid, its items and their styles.
///
/// Code that builds flex content for either kind of container takes `some FlexContainer`:
///
/// ```swift
/// func makeToolbar(in bar: some FlexContainer) {
///     var row = bar.style; row.flexDirection = .row; row.columnGap = .point(8)
///     bar.style = row
///     bar.pointScaleFactor = 2
/// }
/// ```
///
/// Adding an item differs between the two (a guide's items join its owner, a node's become its
/// children), so `addItem` and `removeItem` are each type's own.
public protocol FlexContainer: LayoutElement {
    /// The container's flexbox state: its items, styles and the tree it keeps between passes. Opaque: use
    /// the container's members.
    var flexCore: FlexContainerCore { get }
}

extension FlexContainer {
    /// The container's style: container properties (direction, wrap, justify, align, padding, gap…) for
    /// its items, and item properties for where it sits when it is itself an item of a flex container.
    public var style: FlexStyle {
        get { flexCore.style }
        set { flexCore.style = newValue }
    }

    /// How many pixels a point has on the screen the items are shown on: their frames are rounded
    /// to that pixel grid. Pass the screen's scale (`UIScreen.scale`, `NSScreen.backingScaleFactor`,
    /// `CALayer.contentsScale`); 1 by default (whole points), 0 for unrounded frames.
    ///
    /// Positions are rounded to the nearest pixel and sizes follow from the rounded edges, so items
    /// never gap or overlap; measured items (text) are rounded so their content is never cut
    /// (``FlexNode/pointScaleFactor`` has the rule). A container nested in another flex container is
    /// part of the outer one's tree and is rounded to the outermost container's grid. A negative,
    /// NaN or infinite factor counts as 1; one above 1,000 as 1,000.
    ///
    /// ```swift
    /// bar.pointScaleFactor = 3                          // a 3x screen
    /// bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 44)).layout()
    /// // three equal items: widths 33.33…, 33.33…, 33.33… (on a grid of thirds of a point); at scale 1: 33, 34, 33
    /// ```
    public var pointScaleFactor: CGFloat {
        get { flexCore.pointScaleFactor }
        set { flexCore.pointScaleFactor = newValue }
    }

    /// The items with their styles, in order.
    public var items: [(element: any LayoutElement, style: FlexStyle)] { flexCore.items }

    /// Changes the style of an item.
    ///
    /// An item that is itself a flex container (a ``FlexLayoutGuide`` or ``FlexContainerNode``) is laid out
    /// with its own ``style`` — its container properties for its items, its item properties for where it
    /// sits here — not with the style it was added with: for such an item this sets that container's
    /// ``style`` to `style` (whole: start from its `style` to change one property), which every container
    /// it is an item of then uses.
    ///
    /// ```swift
    /// form.setStyle(row.style.display(.none), for: row)   // hides the nested row
    /// row.style.display                                    // .none
    /// ```
    ///
    /// - Parameters:
    ///   - style: The new style.
    ///   - element: An item.
    /// - Returns: `false` when `element` is not an item.
    @discardableResult
    public func setStyle(_ style: FlexStyle, for element: any LayoutElement) -> Bool {
        flexCore.setStyle(style, for: element)
    }

    /// Stops laying out an item; it stays in the tree with its last frame (`removeItem(_:)` takes it out).
    ///
    /// The container keeps a reference to the element until its next pass (which lays out the other items
    /// without it), or until the container goes if no pass comes.
    ///
    /// - Parameter element: An item.
    /// - Returns: `false` when it was not an item.
    @discardableResult
    public func stopLayingOut(_ element: any LayoutElement) -> Bool {
        flexCore.remove(element)
    }

    /// Makes the next live layout write every item's frame.
    ///
    /// A live layout writes the frames of the items whose layout changed since the container's
    /// last pass (as YogaKit applies only new layouts) and of the items whose present frame is
    /// not the one the container computed (another block or scheme wrote them: the container's write
    /// is the last one), and all of them after a snapshot was applied through it. Calling
    /// this makes the next pass write every frame without comparing.
    public func invalidateWrittenFrames() {
        flexCore.invalidateWrittenFrames()
    }

    /// Removes `element` from the items, and from `parent` when it is still there (an element moved
    /// elsewhere since stays there).
    func removeItem(_ element: any LayoutElement, leaving parent: (any LayoutElement)?) -> Bool {
        guard flexCore.remove(element) else { return false }
        if let parent, element.superElement === parent { element.removeFromSuperElement() }
        return true
    }
}

/// The containers' internal name for ``FlexContainer``.
typealias FlexContainerHost = FlexContainer
