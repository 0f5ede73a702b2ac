import Foundation

extension ContainerPass {
    /// Step 5 (§9.4): the items' hypothetical cross sizes and each line's cross size.
    @inline(never)
    func computeCrossSizes() {
        for index in items.indices { withItem(index) { computeCrossSize(of: $0, at: index) } }
        for index in lines.indices {
            var largest: CGFloat = 0
            for item in lines[index].start..<lines[index].end {
                largest = max(largest, scratch[item].crossSize + scratch[item].crossMargins)
            }
            lines[index].cross = largest
        }
    }

    private func computeCrossSize(of child: FlexNode, at index: Int) {
        let crossSize: CGFloat
        if let size = childStyleSize(child, axes.crossAxis) {
            crossSize = childClamp(child, size, axes.crossAxis)
        } else if let ratio = child.style.usableAspectRatio {
            let main = scratch[index].targetMain
            crossSize = childClamp(child, isRow ? main / ratio : main * ratio, axes.crossAxis)
        } else {
            // An item that will be stretched is measured at the cross size it will get (as Yoga does): the answer is
            // the one its layout needs, so the layout reuses it; others at most the container's cross size.
            let cross = crossConstraintForMeasure(child, crossMargins: scratch[index].crossMargins)
            let measured = measure(child, main: .exactly(scratch[index].targetMain), cross: cross)
            crossSize = childClamp(child, isRow ? measured.height : measured.width, axes.crossAxis)
        }
        scratch[index].crossSize = crossSize
    }

    /// Baseline alignment (rows): items share their line's largest ascent.
    @inline(never)
    func alignBaselines() {
        for index in lines.indices {
            var descent: CGFloat = 0
            // (Children laid out while this node is only measured no longer match the last layout of this
            // node, nor of its ancestors: a clean ancestor keeping its last layout would leave them so.)
            if !request.perform { FlexLayout.forgetLastLayouts(from: node) }
            for item in lines[index].start..<lines[index].end where FlexLayout.align(of: items[item], in: node) == .baseline {
                let child = items[item]
                let laid = FlexLayout.layout(child, .exactly(scratch[item].targetMain), .exactly(scratch[item].crossSize),
                                             ownerWidth: innerWidth, ownerHeight: innerHeight, direction: direction, perform: true)
                let ascent = childMargin(child, axes.crossStart) + FlexLayout.baseline(of: child, height: laid.height)
                scratch[item].ascent = ascent
                lines[index].ascent = max(lines[index].ascent, ascent)
                descent = max(descent, scratch[item].crossSize + scratch[item].crossMargins - ascent)
            }
            lines[index].cross = max(lines[index].cross, lines[index].ascent + descent)
        }
    }

    /// Step 6 (§9.4, align-content): where the lines go across, as the lead before the first
    /// line and the space between lines (stretch grows the lines instead).
    @inline(never)
    func alignContent(free: CGFloat) -> (lead: CGFloat, between: CGFloat) {
        guard node.style.flexWrap != .noWrap else { return (0, 0) }
        let count = CGFloat(lines.count)
        switch node.style.alignContent {
        case .flexEnd: return (free, 0)
        case .center: return (free / 2, 0)
        case .stretch:
            if free > 0 { for index in lines.indices { lines[index].cross += free / count } }
        case .spaceBetween: if free > 0, lines.count > 1 { return (0, free / (count - 1)) }
        // With negative free space the browser starts the lines at the start edge.
        case .spaceAround: if free > 0 { return (free / count / 2, free / count) }
        case .spaceEvenly: if free > 0 { return (free / (count + 1), free / (count + 1)) }
        default: break
        }
        return (0, 0)
    }
}
