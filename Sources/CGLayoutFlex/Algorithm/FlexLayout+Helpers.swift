import Foundation

extension FlexLayout {
    /// The node's children with `display: contents` replaced by their own children (the
    /// box itself gets an empty frame at the origin, so its children's frames
    /// read the same relative to it and to the parent).
    static func flattened(_ node: FlexNode, perform: Bool) -> [FlexNode] {
        // The usual case allocates nothing and tests no child: no `display: contents` child.
        if !node.kindsOfChildren.contains(.contents) { return node.children }
        if StackSpace.isLow { return StackSpace.onFreshStack { flattened(node, perform: perform) } }
        var result: [FlexNode] = []
        for child in node.children {
            if child.style.display == .contents {
                if perform {
                    child.layoutFrame = .zero
                    // Hidden boxes inside get empty frames, as the container's own hidden children do.
                    for inner in child.children where inner.style.display == .none { hide(inner) }
                }
                result += flattened(child, perform: perform)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The distance from a laid-out node's top to its baseline: its first
    /// line's baseline-aligned child (or first child), recursively; its height without children.
    static func baseline(of node: FlexNode, height: CGFloat) -> CGFloat {
        // A loop down the chain of reference children (trees may be deep).
        var node = node, height = height, offset: CGFloat = 0
        while true {
            var reference: FlexNode?
            for child in node.children where isFlow(child) {
                if !child.inFirstLine { break }
                if align(of: child, in: node) == .baseline { reference = child; break }
                if reference == nil { reference = child }
            }
            guard let reference else { return offset + height }
            offset += reference.layoutFrame.minY
            node = reference
            height = reference.layoutFrame.height
        }
    }

    /// `left`/`top` (or minus `right`/`bottom`) of a relatively positioned child; `direction` is its
    /// container's. Start and end insets are the child's own (its style's direction, when set); when
    /// both `left` and `right` are set, the container's inline start wins: `right` in right-to-left
    /// (CSS 2 §9.4.3, as Yoga).
    static func relativeOffset(_ child: FlexNode, _ start: PhysicalEdge, _ end: PhysicalEdge, _ direction: FlexDirection.Inline,
                               base: CGFloat) -> CGFloat {
        if !child.traits.hasInsets { return 0 }
        let own = child.ownDirection(inheriting: direction)
        let startValue = child.style.lengths.edge(.position, start, own).resolve(base)
        let endValue = child.style.lengths.edge(.position, end, own).resolve(base)
        if startValue != nil, let endValue, start == .left, direction == .rtl { return -endValue }
        if let startValue { return startValue }
        if let endValue { return -endValue }
        return 0
    }

    /// Whether an item's main size, min/max or basis is a percentage (of the container's main size).
    static func hasPercentMainSize(_ child: FlexNode, _ axis: Axis) -> Bool {
        guard child.traits.hasPercentSizes else { return false }
        return axis == .horizontal
            ? child.sizing(.width).isPercent || child.sizing(.minWidth).isPercent || child.sizing(.maxWidth).isPercent
                || child.sizing(.flexBasis).isPercent
            : child.sizing(.height).isPercent || child.sizing(.minHeight).isPercent || child.sizing(.maxHeight).isPercent
                || child.sizing(.flexBasis).isPercent
    }
}
