import Foundation

extension ContainerPass {
    /// Step 1 (CSS Flexbox §9.2.3): each item's flex base size and hypothetical main size.
    @inline(never)
    func computeFlexBases() {
        let single = singleFlexibleItem()
        for index in items.indices {
            withItem(index) { computeFlexBasis(of: $0, at: index, isSingleFlexible: index == single) }
        }
    }

    /// The one item that grows and shrinks in a single line of exact length, if it is the only flexible one
    /// (Yoga's `singleFlexChild`): it ends up with all the space the others leave whatever its flex base size
    /// (grown from less, shrunk from more, then clamped alike), so its basis is 0 and its content is not measured.
    private func singleFlexibleItem() -> Int? {
        guard mainConstraint.mode == .exactly, node.style.flexWrap == .noWrap else { return nil }
        var single: Int?
        for index in items.indices {
            let style = items[index].style
            let grow = style.growFactor, shrink = style.shrinkFactor
            if grow == 0 && shrink == 0 { continue }
            if single != nil || grow == 0 || shrink == 0 { return nil }
            single = index
        }
        return single
    }

    private func computeFlexBasis(of child: FlexNode, at index: Int, isSingleFlexible: Bool) {
        let mainMargins = FlexLayout.margins(child, axes.mainAxis, direction, ownerWidth: innerWidth)
        scratch[index].mainMargins = mainMargins
        scratch[index].crossMargins = FlexLayout.margins(child, axes.crossAxis, direction, ownerWidth: innerWidth)
        let childPB = FlexLayout.paddingBorder(child, axes.mainAxis, direction, ownerWidth: innerWidth)
        var basis: CGFloat
        if isSingleFlexible {
            basis = 0
        } else if case let flexBasis = child.sizing(.flexBasis), !flexBasis.isContentBasis,
           let value = FlexLayout.borderBox(child, flexBasis, axes.mainAxis, owner: innerMain, ownerWidth: innerWidth,
                                            direction: direction) {
            basis = value
        } else if child.sizing(.flexBasis) == .maxContent, child.intrinsicMode == .none, !child.intrinsicSizes.ownerWidth.isNaN {
            basis = isRow ? child.intrinsicSizes.maxContent.width : child.intrinsicSizes.maxContent.height
        } else if let size = childStyleSize(child, axes.mainAxis) {
            basis = size
        } else if let ratio = child.style.usableAspectRatio,
                  case let cross = crossConstraintForMeasure(child, crossMargins: scratch[index].crossMargins),
                  cross.mode == .exactly, let crossLength = cross.size {
            // aspect-ratio = width / height: the main size follows from a definite cross size.
            basis = isRow ? crossLength * ratio : crossLength / ratio
        } else {
            // Content-based basis: a container in a row at most the space along it (its content wraps there,
            // as in Yoga); a measured leaf (text) at its max-content width, as browsers size it (CSS Flexbox
            // §9.2.3 E; the browser fixtures with real text tell the difference); a column's items at their
            // max-content height (free space is indefinite for them).
            let main: AxisConstraint = isRow && !child.isMeasured ? .atMost(innerMain.map { max(0, $0 - mainMargins) }) : .undefined
            let measured = measure(child, main: main, cross: crossConstraintForMeasure(child, crossMargins: scratch[index].crossMargins),
                                   forBasis: true)
            basis = isRow ? measured.width : measured.height
        }
        let flexBasis = max(basis, childPB)
        scratch[index].flexBasis = flexBasis
        scratch[index].hypotheticalMain = childClamp(child, flexBasis, axes.mainAxis)
    }

    /// Step 2 (§9.3): the items into lines.
    @inline(never)
    func collectLines() {
        lines.append(FlexLine(start: 0, end: 0))
        let wraps = node.style.flexWrap != .noWrap
        var lineLength: CGFloat = 0
        for index in items.indices {
            let outer = scratch[index].hypotheticalMain + scratch[index].mainMargins
            let last = lines.count - 1
            if wraps, let innerMain, !lines[last].isEmpty, lineLength + mainGap + outer > innerMain + 1e-4 {
                lines.append(FlexLine(start: index, end: index))
                lineLength = 0
            }
            lineLength += (lines[lines.count - 1].isEmpty ? 0 : mainGap) + outer
            items[index].inFirstLine = lines.count == 1
            lines[lines.count - 1].end = index + 1
        }
    }

    /// The size of `child` under the constraints, without frames (a max size constrains the
    /// measurement, as Yoga's constrainMaxSizeForMode; for a flex basis not along the main axis).
    func measure(_ child: FlexNode, main: AxisConstraint, cross: AxisConstraint, forBasis: Bool = false) -> CGSize {
        var main = main, cross = cross
        if !forBasis { constrain(&main, child, axes.mainAxis) }
        constrain(&cross, child, axes.crossAxis)
        return FlexLayout.layout(child, isRow ? main : cross, isRow ? cross : main, ownerWidth: innerWidth, ownerHeight: innerHeight,
                                 direction: direction, perform: false, unclamped: forBasis ? axes.mainAxis : nil)
    }

    private func constrain(_ constraint: inout AxisConstraint, _ child: FlexNode, _ axis: FlexLayout.Axis) {
        guard let maximum = FlexLayout.maxSize(child, axis, owner: childOwner(axis), ownerWidth: innerWidth, direction: direction) else { return }
        switch constraint.mode {
        case .exactly, .atMost: constraint.size = min(constraint.size!, maximum)
        case .undefined: constraint = .atMost(maximum)
        }
    }

    /// The cross constraint for measuring `child`: its own size, a stretch to the container, or at most the container.
    func crossConstraintForMeasure(_ child: FlexNode, crossMargins: CGFloat) -> AxisConstraint {
        if let size = childStyleSize(child, axes.crossAxis) { return .exactly(childClamp(child, size, axes.crossAxis)) }
        if let innerCross, crossConstraint.mode == .exactly, FlexLayout.align(of: child, in: node) == .stretch, !hasAutoCrossMargin(child),
           node.style.flexWrap == .noWrap {
            return .exactly(max(0, innerCross - crossMargins))
        }
        return .atMost(innerCross.map { max(0, $0 - crossMargins) })
    }
}
