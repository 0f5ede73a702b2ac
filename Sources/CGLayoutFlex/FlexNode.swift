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
    /// The style.
    @exclusivity(unchecked) public var style: FlexStyle { didSet { markDirty() } }
    /// The children, in order.
    @exclusivity(unchecked) public var children: [FlexNode] {
        didSet {
            for child in children { child.parent = self }
            markDirty()
        }
    }
    /// The node whose child this is.
    public private(set) weak var parent: FlexNode?
    /// A name for messages and fixtures.
    public var name: String?
    /// Sizes a leaf: (width, width mode, height, height mode) → size. NaN or negative results count as 0.
    public var measure: ((CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize)? { didSet { markDirty() } }
    /// The computed frame, relative to the parent's border box.
    @exclusivity(unchecked) public internal(set) var frame: CGRect = .zero
    /// The frame before rounding (what later passes build on).
    @exclusivity(unchecked) var layoutFrame: CGRect = .zero
    /// Whether the node or a descendant changed since its last layout.
    @exclusivity(unchecked) public private(set) var isDirty = true
    /// The constraints of the node's last full layout, to skip clean subtrees.
    @exclusivity(unchecked) var lastLayout: MeasureKey?
    /// The resolved inline direction of the last layout.
    public internal(set) var resolvedDirection: FlexDirection.Inline = .ltr

    // Scratch state of a layout pass. A tree is laid out by one task at a time, so the
    // dynamic exclusivity checks of class properties (~18 % of a pass) are turned off.
    @exclusivity(unchecked) var flexBasis: CGFloat = 0
    @exclusivity(unchecked) var hypotheticalMain: CGFloat = 0
    @exclusivity(unchecked) var targetMain: CGFloat = 0
    @exclusivity(unchecked) var frozen = false
    @exclusivity(unchecked) var crossSize: CGFloat = 0
    @exclusivity(unchecked) var line = 0
    @exclusivity(unchecked) var mainPosition: CGFloat = 0
    /// Measurements of this pass (Yoga's layout cache): a node is measured
    /// under the same constraints several times (basis, cross size, layout).
    @exclusivity(unchecked) var measurements: [(key: MeasureKey, size: CGSize)] = []

    /// Padding plus border per axis for one owner width and direction (resolved once per pass).
    @exclusivity(unchecked) var paddingBorderCache: (ownerWidth: CGFloat, rtl: Bool, horizontal: CGFloat, vertical: CGFloat)?

    /// Forgets the measurements of the subtree (styles may have changed since).
    func clearMeasurements() {
        measurements.removeAll(keepingCapacity: true)
        paddingBorderCache = nil
        for child in children { child.clearMeasurements() }
    }

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - style: The style; Yoga's defaults by default.
    ///   - children: The children.
    ///   - name: A name.
    public init(style: FlexStyle = FlexStyle(), children: [FlexNode] = [], name: String? = nil) {
        self.style = style
        self.children = children
        self.name = name
        for child in children { child.parent = self }
    }

    /// Marks the node and its ancestors for layout: their cached measurements are forgotten.
    /// Setting `style`, `children` or `measure` does it; call it when a measure function's result changes.
    public func markDirty() {
        var node: FlexNode? = self
        while let current = node, !(current.isDirty && current !== self) {
            current.isDirty = true
            current.measurements.removeAll(keepingCapacity: true)
            current.paddingBorderCache = nil
            current.lastLayout = nil
            node = current.parent
        }
    }

    /// Marks the subtree clean after a layout.
    func markLaidOut() {
        guard isDirty else { return }
        isDirty = false
        for child in children { child.markLaidOut() }
    }

    /// The node and its descendants in pre-order.
    public var preorder: [FlexNode] {
        [self] + children.flatMap(\.preorder)
    }
}

/// The constraints a measurement was made under.
struct MeasureKey: Equatable {
    var width: CGFloat, widthMode: MeasureMode
    var height: CGFloat, heightMode: MeasureMode
    var ownerWidth: CGFloat, ownerHeight: CGFloat
    var rtl: Bool
    var unclamped: Int
}
