import Foundation

extension ContainerPass {
    /// Step 3 (§9.7): the main sizes of one line's items: grow or shrink from the flex bases,
    /// freezing items that hit their min or max, until no violation remains. Writes `targetMain`.
    @inline(never)
    func resolveFlexibleLengths(_ line: FlexLine) {
        let range = line.start..<line.end
        let gaps = mainGap * CGFloat(max(range.count - 1, 0))
        var hypothetical = gaps
        for index in range { hypothetical += scratch[index].hypotheticalMain + scratch[index].mainMargins }
        let available = availableMainSpace(consumed: hypothetical)
        let growing = available > hypothetical
        var unfrozen = 0
        for index in range {
            let item = scratch[index]
            scratch[index].targetMain = item.hypotheticalMain
            let factor = growing ? items[index].style.growFactor : items[index].style.shrinkFactor
            let frozen = factor <= 0 || available == hypothetical
                || (growing && item.flexBasis > item.hypotheticalMain) || (!growing && item.flexBasis < item.hypotheticalMain)
            scratch[index].frozen = frozen
            if !frozen { unfrozen += 1 }
        }
        for _ in 0...range.count {
            if unfrozen == 0 { break }
            var used = gaps, totalGrow: CGFloat = 0, totalShrink: CGFloat = 0, totalScaled: CGFloat = 0
            for index in range {
                let item = scratch[index]
                used += item.mainMargins + (item.frozen ? item.targetMain : item.flexBasis)
                if !item.frozen {
                    let child = items[index]
                    totalGrow += child.style.growFactor
                    totalShrink += child.style.shrinkFactor
                    totalScaled += child.style.shrinkFactor * item.flexBasis
                }
            }
            var free = available - used
            if growing {
                // Factors summing below 1 take only that fraction of the free space.
                if totalGrow < 1 { free *= totalGrow }
                for index in range where !scratch[index].frozen {
                    scratch[index].targetMain = scratch[index].flexBasis + free * items[index].style.growFactor / max(totalGrow, 1e-12)
                }
            } else {
                if totalShrink < 1 { free *= totalShrink }
                for index in range where !scratch[index].frozen {
                    let basis = scratch[index].flexBasis
                    let scaled = items[index].style.shrinkFactor * basis
                    scratch[index].targetMain = totalScaled > 0 ? basis + free * scaled / totalScaled : basis
                }
            }
            var violation: CGFloat = 0
            for index in range where !scratch[index].frozen {
                scratch[index].clampedMain = childClamp(items[index], scratch[index].targetMain, axes.mainAxis)
                violation += scratch[index].clampedMain - scratch[index].targetMain
            }
            for index in range where !scratch[index].frozen {
                let diff = scratch[index].clampedMain - scratch[index].targetMain
                scratch[index].targetMain = scratch[index].clampedMain
                if violation == 0 || (violation > 0 && diff > 0) || (violation < 0 && diff < 0) {
                    scratch[index].frozen = true
                    unfrozen -= 1
                }
            }
            if violation == 0 { break }
        }
        for index in range { scratch[index].targetMain = childClamp(items[index], scratch[index].targetMain, axes.mainAxis) }
    }

    /// The space a line's items share along the main axis: the inner size under exact sizing; outside
    /// it, min and max decide first, then the space the items use.
    private func availableMainSpace(consumed: CGFloat) -> CGFloat {
        if mainConstraint.mode == .exactly { return innerMain! }
        let owner = isRow ? request.ownerWidth : request.ownerHeight
        if let minimum = FlexLayout.minSize(node, axes.mainAxis, owner: owner, ownerWidth: request.ownerWidth, direction: direction),
           consumed < max(0, minimum - pbMain) {
            return max(0, minimum - pbMain)
        }
        if let maximum = FlexLayout.maxSize(node, axes.mainAxis, owner: owner, ownerWidth: request.ownerWidth, direction: direction),
           consumed > max(0, maximum - pbMain) {
            return max(0, maximum - pbMain)
        }
        // Outside exact sizing, the items take the space they use: an auto-sized container is as long as its
        // items' contributions (fit-content), and its items grow only into what its size leaves. (Yoga lets a
        // container whose own flex-grow is set, along whichever axis, take all the at-most space; browsers do
        // not: the repository's own browser cases `nested_seeded_19` and `_35` show it.)
        return consumed
    }

    /// Step 4: the container's main size from its longest line.
    @inline(never)
    func containerMainSize() -> CGFloat {
        func outerLength(_ range: Range<Int>) -> CGFloat {
            var total = mainGap * CGFloat(max(range.count - 1, 0))
            for index in range { total += scratch[index].targetMain + scratch[index].mainMargins }
            return total
        }
        var longestLine: CGFloat = 0
        for line in lines { longestLine = max(longestLine, outerLength(line.start..<line.end)) }
        if node.style.flexWrap != .noWrap, mainConstraint.mode == .atMost, let innerMain, lines.count > 1, node.intrinsicMode != .minContent {
            // A wrapping container is as long as its items unwrapped, up to the space it has (fit-content).
            longestLine = min(outerLength(items.indices), innerMain)
        }
        return finishContainer(axes.mainAxis, mainConstraint, content: longestLine + pbMain,
                               owner: isRow ? request.ownerWidth : request.ownerHeight)
    }
}
