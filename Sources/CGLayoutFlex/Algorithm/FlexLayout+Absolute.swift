import Foundation

extension FlexLayout {
    /// Lays out an absolutely positioned child in the container's padding box:
    /// size from its own size or from two opposite insets, else from its
    /// content; position from its insets, else where `justify-content` and
    /// `align-items` would put a single item.
    ///
    /// The containing block is `block` (the nearest positioned ancestor, of
    /// size `blockSize`); the static position comes from `node`, the parent,
    /// whose border box starts at `parentOffset` in the block.
    static func layoutAbsolute(_ child: FlexNode, in node: FlexNode, size: CGSize, axes: AxisFrame, direction: FlexDirection.Inline,
                               block: FlexNode, blockSize: CGSize, parentOffset: CGPoint) {
        func border(_ edge: PhysicalEdge) -> CGFloat { max(0, block.style.lengths.edge(.border, edge, direction).resolve(nil) ?? 0) }
        let blockWidth = max(0, blockSize.width - border(.left) - border(.right))
        let blockHeight = max(0, blockSize.height - border(.top) - border(.bottom))
        // (Start and end insets are the child's own; which of two opposite insets wins is the block's direction's.)
        let own = child.ownDirection(inheriting: direction)
        func inset(_ edge: PhysicalEdge, _ base: CGFloat) -> CGFloat? { child.style.lengths.edge(.position, edge, own).resolve(base) }
        func childMargin(_ edge: PhysicalEdge) -> CGFloat { margin(child, edge, direction, ownerWidth: blockWidth) }
        var left = inset(.left, blockWidth), right = inset(.right, blockWidth)
        let top = inset(.top, blockHeight), bottom = inset(.bottom, blockHeight)

        // Sizing keywords read the containing block (the parent's pass resolved them against the parent,
        // which is not the block when the parent is static, and a clean parent does not run at all).
        if child.traits.hasKeywordSizes {
            prepareSizing(of: [child], direction: direction, ownerWidth: blockWidth, ownerHeight: blockHeight)
        }
        var width = styleSize(child, .horizontal, owner: blockWidth, direction: direction, ownerWidth: blockWidth)
        var height = styleSize(child, .vertical, owner: blockHeight, direction: direction, ownerWidth: blockWidth)
        if width == nil, let left, let right { width = max(0, blockWidth - left - right - childMargin(.left) - childMargin(.right)) }
        if height == nil, let top, let bottom { height = max(0, blockHeight - top - bottom - childMargin(.top) - childMargin(.bottom)) }
        if let ratio = child.style.usableAspectRatio {
            if width == nil, let height { width = height * ratio } else if height == nil, let width { height = width / ratio }
        }
        if width == nil || height == nil {
            let measured = layout(child, width.map { .exactly($0) } ?? .undefined, height.map { .exactly($0) } ?? .undefined,
                                  ownerWidth: blockWidth, ownerHeight: blockHeight, direction: direction, perform: false)
            width = width ?? measured.width
            height = height ?? measured.height
        }
        let finalWidth = clamp(child, width!, .horizontal, owner: blockWidth, ownerWidth: blockWidth, direction: direction)
        let finalHeight = clamp(child, height!, .vertical, owner: blockHeight, ownerWidth: blockWidth, direction: direction)
        // Over-constrained (both insets, and a width, or a min or max size, that does not fill the space between them):
        // the inline-start inset wins (CSS 2 §10.3.7), so right-to-left keeps the right one.
        if let leftInset = left, let rightInset = right, direction == .rtl,
           abs(blockWidth - leftInset - rightInset - childMargin(.left) - childMargin(.right) - finalWidth) > 1e-4 {
            left = nil
        }
        let result = layout(child, .exactly(finalWidth), .exactly(finalHeight), ownerWidth: blockWidth, ownerHeight: blockHeight,
                            direction: direction, perform: true)

        func staticPosition(_ axis: Axis, length: CGFloat, total: CGFloat) -> CGFloat {
            // Relative to the parent's border box.
            // Where the child would sit alone in the content box, then mapped to the physical edge.
            let isMain = axis == axes.mainAxis
            let startEdge = isMain ? axes.mainStart : axes.crossStart, endEdge = isMain ? axes.mainEnd : axes.crossEnd
            let startPB = paddingBorder(node, startEdge, direction, ownerWidth: size.width)
            let endPB = paddingBorder(node, endEdge, direction, ownerWidth: size.width)
            let inner = total - startPB - endPB
            let marginStart = childMargin(startEdge), marginEnd = childMargin(endEdge)
            let free = inner - length - marginStart - marginEnd
            var position = marginStart
            if isMain {
                switch node.style.justifyContent {
                case .flexEnd: position += free
                case .center, .spaceAround, .spaceEvenly: position += free / 2
                default: break
                }
            } else {
                switch align(of: child, in: node) {
                case .flexEnd: position += free
                case .center: position += free / 2
                default: break
                }
            }
            return AxisFrame.physical(startPB + position, length: length, total: total, startEdge: startEdge)
        }
        // Insets place the child in the containing block; the frame is relative to the parent.
        let x: CGFloat
        if let left { x = border(.left) + left + childMargin(.left) - parentOffset.x }
        else if let right { x = blockSize.width - border(.right) - right - childMargin(.right) - result.width - parentOffset.x }
        else { x = staticPosition(.horizontal, length: result.width, total: size.width) }
        let y: CGFloat
        if let top { y = border(.top) + top + childMargin(.top) - parentOffset.y }
        else if let bottom { y = blockSize.height - border(.bottom) - bottom - childMargin(.bottom) - result.height - parentOffset.y }
        else { y = staticPosition(.vertical, length: result.height, total: size.height) }
        child.layoutFrame = CGRect(x: x, y: y, width: result.width, height: result.height)
    }
}
