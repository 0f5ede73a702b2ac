import CGLayout
import Foundation

/// A size constraint along one axis: exactly, at most, or undefined.
struct AxisConstraint {
    var size: CGFloat?
    var mode: MeasureMode

    static let undefined = AxisConstraint(size: nil, mode: .undefined)
    static func exactly(_ size: CGFloat) -> AxisConstraint { AxisConstraint(size: max(0, size), mode: .exactly) }
    static func atMost(_ size: CGFloat?) -> AxisConstraint {
        guard let size else { return .undefined }
        return AxisConstraint(size: max(0, size), mode: .atMost)
    }
}

extension FlexNode {
    /// Lays out the tree: CSS flexbox with Yoga's defaults, then rounds the frames to the pixel
    /// grid of ``pointScaleFactor`` (whole points by default).
    ///
    /// - Parameters:
    ///   - width: The owner's width, or `nil` for undefined (size to content). NaN and +∞ count as
    ///     undefined, a negative width as 0, one beyond ten million points as ten million.
    ///   - height: The owner's height, or `nil` (read as `width` is).
    ///   - direction: The inline direction the root inherits.
    public func calculateLayout(width: CGFloat?, height: CGFloat?, direction: FlexDirection.Inline) {
        let width = FlexLimits.ownerSize(width), height = FlexLimits.ownerSize(height)
        let inherited: FlexDirection.Inline = direction == .inherit ? .ltr : direction
        let own = ownDirection(inheriting: inherited)
        if traits.hasKeywordSizes { FlexLayout.prepareSizing(self, direction: own, ownerWidth: width, ownerHeight: height) }
        let widthConstraint = rootConstraint(.horizontal, owner: width)
        let heightConstraint = rootConstraint(.vertical, owner: height)
        let size = FlexLayout.layout(self, widthConstraint, heightConstraint, ownerWidth: width, ownerHeight: height,
                                     direction: own, perform: true, isRoot: true)
        let marginLeft = FlexLayout.margin(self, .left, own, ownerWidth: width)
        let marginTop = FlexLayout.margin(self, .top, own, ownerWidth: width)
        let offsetX = FlexLayout.relativeOffset(self, .left, .right, own, base: width ?? 0)
        let offsetY = FlexLayout.relativeOffset(self, .top, .bottom, own, base: height ?? 0)
        layoutFrame = CGRect(x: marginLeft + offsetX, y: marginTop + offsetY, width: size.width, height: size.height)
        FlexLayout.round(self)   // also marks the tree laid out
    }

    private func rootConstraint(_ axis: FlexLayout.Axis, owner: CGFloat?) -> AxisConstraint {
        let direction: FlexDirection.Inline = .ltr
        if let size = FlexLayout.styleSize(self, axis, owner: owner, direction: direction, ownerWidth: owner) {
            return .exactly(FlexLayout.clamp(self, size, axis, owner: owner, ownerWidth: owner, direction: direction))
        }
        if let maximum = FlexLayout.maxSize(self, axis, owner: owner, ownerWidth: owner, direction: direction) {
            return .atMost(maximum)
        }
        return owner.map { .exactly($0) } ?? .undefined
    }
}

/// The flexbox algorithm, by step: flex basis, lines, flexible lengths, main-axis
/// justification, cross-axis alignment, absolute children, rounding.
enum FlexLayout {
    /// The package's one axis type; main and cross axes are values of it.
    typealias Axis = CGLayout.Axis

    // MARK: Style resolution

    // (A node without margins, padding or borders answers 0 without reading its resolved edges: fewer cache lines.)

    static func margin(_ node: FlexNode, _ edge: PhysicalEdge, _ direction: FlexDirection.Inline, ownerWidth: CGFloat?) -> CGFloat {
        guard node.traits.hasEdges else { return 0 }
        resolveEdges(node, direction, ownerWidth: ownerWidth)
        return node.edges.margin(edge)
    }

    /// Whether the margin of `edge` is `auto` (independent of the owner width).
    static func isAutoMargin(_ node: FlexNode, _ edge: PhysicalEdge, _ direction: FlexDirection.Inline) -> Bool {
        if !node.traits.hasAutoMargins { return false }
        let own = node.ownDirection(inheriting: direction)
        if node.edges.isResolved(rtl: own == .rtl) { return node.edges.isAutoMargin(edge) }
        return node.style.lengths.edge(.margin, edge, own).isAuto
    }

    static func paddingBorder(_ node: FlexNode, _ edge: PhysicalEdge, _ direction: FlexDirection.Inline, ownerWidth: CGFloat?) -> CGFloat {
        guard node.traits.hasEdges else { return 0 }
        resolveEdges(node, direction, ownerWidth: ownerWidth)
        return node.edges.paddingBorder(edge)
    }

    static func paddingBorder(_ node: FlexNode, _ axis: Axis, _ direction: FlexDirection.Inline, ownerWidth: CGFloat?) -> CGFloat {
        guard node.traits.hasEdges else { return 0 }
        resolveEdges(node, direction, ownerWidth: ownerWidth)
        return node.edges.paddingBorder(axis)
    }

    static func margins(_ node: FlexNode, _ axis: Axis, _ direction: FlexDirection.Inline, ownerWidth: CGFloat?) -> CGFloat {
        guard node.traits.hasEdges else { return 0 }
        resolveEdges(node, direction, ownerWidth: ownerWidth)
        return node.edges.margins(axis)
    }

    /// A definite border-box size from `value` (content-box sizes get padding and border added).
    static func borderBox(_ node: FlexNode, _ value: FlexValue, _ axis: Axis, owner: CGFloat?, ownerWidth: CGFloat?,
                          direction: FlexDirection.Inline) -> CGFloat? {
        guard let size = value.resolve(owner) else { return nil }
        let extra = node.style.boxSizing == .contentBox ? paddingBorder(node, axis, direction, ownerWidth: ownerWidth) : 0
        return max(0, size + extra)
    }

    static func styleSize(_ node: FlexNode, _ axis: Axis, owner: CGFloat?, direction: FlexDirection.Inline, ownerWidth: CGFloat?) -> CGFloat? {
        borderBox(node, axis == .horizontal ? node.sizing(.width) : node.sizing(.height), axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
    }

    static func minSize(_ node: FlexNode, _ axis: Axis, owner: CGFloat?, ownerWidth: CGFloat?, direction: FlexDirection.Inline) -> CGFloat? {
        borderBox(node, axis == .horizontal ? node.sizing(.minWidth) : node.sizing(.minHeight), axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
    }

    static func maxSize(_ node: FlexNode, _ axis: Axis, owner: CGFloat?, ownerWidth: CGFloat?, direction: FlexDirection.Inline) -> CGFloat? {
        borderBox(node, axis == .horizontal ? node.sizing(.maxWidth) : node.sizing(.maxHeight), axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
    }

    /// `value` within min and max (max first, so min wins), and never below padding and border.
    static func clamp(_ node: FlexNode, _ value: CGFloat, _ axis: Axis, owner: CGFloat?, ownerWidth: CGFloat?, direction: FlexDirection.Inline) -> CGFloat {
        var result = value
        if let maximum = maxSize(node, axis, owner: owner, ownerWidth: ownerWidth, direction: direction) { result = min(result, maximum) }
        if let minimum = minSize(node, axis, owner: owner, ownerWidth: ownerWidth, direction: direction) { result = max(result, minimum) }
        return max(result, paddingBorder(node, axis, direction, ownerWidth: ownerWidth))
    }

    static func gap(_ node: FlexNode, _ axis: Axis, inner: CGFloat?) -> CGFloat {
        let value = axis == .horizontal ? node.style.columnGap : node.style.rowGap
        return max(0, value.resolve(inner) ?? 0)
    }

    static func isFlow(_ node: FlexNode) -> Bool { node.style.display != .none && node.style.positionType != .absolute }

    static func align(of child: FlexNode, in parent: FlexNode) -> FlexAlign {
        child.style.alignSelf == .auto ? parent.style.alignItems : child.style.alignSelf
    }

    /// Zero frames for a hidden subtree (recursive for 256 levels, then a loop: subtrees may be deep).
    static func hide(_ node: FlexNode, depth: Int = 0) {
        hideOne(node)
        guard depth < 256 else {
            var pending = node.children
            while let next = pending.popLast() {
                hideOne(next)
                pending += next.children
            }
            return
        }
        for child in node.children { hide(child, depth: depth + 1) }
    }

    /// A zero frame for `node`; its children's frames no longer are those of its last or saved
    /// layout, so neither can be kept or restored when it is shown again.
    private static func hideOne(_ node: FlexNode) {
        node.layoutFrame = .zero
        node.cache.clearLayout()
        node.savedLayout = nil
    }
}
