import Foundation

extension FlexLayout {
    /// Resolves the main sizes of one line (CSS Flexbox §9.7): grow or shrink
    /// from the flex bases, freezing items that hit their min or max, until
    /// no violation remains. Writes `targetMain`.
    /// Margins are the items' main-axis margins resolved against `ownerWidth`.
    static func resolveFlexibleLengths(_ line: ArraySlice<FlexNode>, available: CGFloat, gaps: CGFloat, axis: Axis,
                                       direction: FlexDirection.Inline, ownerWidth: CGFloat?, clamp: (FlexNode, CGFloat) -> CGFloat) {
        func margins(_ child: FlexNode) -> CGFloat { FlexLayout.margins(child, axis, direction, ownerWidth: ownerWidth) }
        var hypothetical = gaps
        for child in line { hypothetical += child.hypotheticalMain + margins(child) }
        let growing = available > hypothetical
        for child in line {
            child.targetMain = child.hypotheticalMain
            let factor = growing ? child.style.flexGrow : child.style.flexShrink
            child.frozen = factor <= 0 || available == hypothetical
                || (growing && child.flexBasis > child.hypotheticalMain) || (!growing && child.flexBasis < child.hypotheticalMain)
        }
        // (Unfrozen items are found by their flag, so a pass allocates nothing.)
        for _ in 0...line.count {
            if !line.contains(where: { !$0.frozen }) { break }
            var used = gaps, totalGrow: CGFloat = 0, totalShrink: CGFloat = 0, totalScaled: CGFloat = 0
            for child in line {
                used += margins(child) + (child.frozen ? child.targetMain : child.flexBasis)
                if !child.frozen {
                    totalGrow += child.style.flexGrow
                    totalShrink += child.style.flexShrink
                    totalScaled += child.style.flexShrink * child.flexBasis
                }
            }
            var free = available - used
            if growing {
                // Factors summing below 1 take only that fraction of the free space.
                if totalGrow < 1 { free *= totalGrow }
                for child in line where !child.frozen {
                    child.targetMain = child.flexBasis + free * child.style.flexGrow / max(totalGrow, 1e-12)
                }
            } else {
                if totalShrink < 1 { free *= totalShrink }
                for child in line where !child.frozen {
                    let scaled = child.style.flexShrink * child.flexBasis
                    child.targetMain = totalScaled > 0 ? child.flexBasis + free * scaled / totalScaled : child.flexBasis
                }
            }
            var violation: CGFloat = 0
            for child in line where !child.frozen {
                child.clampedMain = clamp(child, child.targetMain)
                violation += child.clampedMain - child.targetMain
            }
            for child in line where !child.frozen {
                let diff = child.clampedMain - child.targetMain
                child.targetMain = child.clampedMain
                if violation == 0 || (violation > 0 && diff > 0) || (violation < 0 && diff < 0) { child.frozen = true }
            }
            if violation == 0 { break }
        }
        for child in line { child.targetMain = clamp(child, child.targetMain) }
    }

    /// Main-axis positions of a line's items (from the main-start content
    /// edge, written to `mainPosition`): auto margins take the free space
    /// first, then `justify-content` with CSS's fallbacks for negative free space.
    static func justify(_ line: ArraySlice<FlexNode>, in innerMain: CGFloat, gap: CGFloat, justifyContent: JustifyContent,
                        axes: AxisFrame, direction: FlexDirection.Inline, ownerWidth: CGFloat?) {
        func marginStart(_ child: FlexNode) -> CGFloat { margin(child, axes.mainStart, direction, ownerWidth: ownerWidth) }
        func marginEnd(_ child: FlexNode) -> CGFloat { margin(child, axes.mainEnd, direction, ownerWidth: ownerWidth) }
        func autoStart(_ child: FlexNode) -> Bool { isAutoMargin(child, axes.mainStart, direction) }
        func autoEnd(_ child: FlexNode) -> Bool { isAutoMargin(child, axes.mainEnd, direction) }
        var used = gap * CGFloat(max(line.count - 1, 0)), autoMargins = 0
        for child in line {
            used += child.targetMain + marginStart(child) + marginEnd(child)
            autoMargins += (autoStart(child) ? 1 : 0) + (autoEnd(child) ? 1 : 0)
        }
        let free = innerMain - used
        var lead: CGFloat = 0, between: CGFloat = 0, perAutoMargin: CGFloat = 0
        let count = CGFloat(line.count)
        if autoMargins > 0 {
            perAutoMargin = max(0, free) / CGFloat(autoMargins)
        } else {
            switch justifyContent {
            case .flexStart: break
            case .flexEnd: lead = free
            case .center: lead = free / 2
            case .spaceBetween: if free > 0, line.count > 1 { between = free / (count - 1) }
            // With negative free space these fall back to `safe center`, that is to `start`: the
            // writing mode's start, which is the main end of a reversed direction.
            case .spaceAround:
                if free > 0 { between = free / count; lead = between / 2 } else { lead = axes.isReverse ? free : 0 }
            case .spaceEvenly:
                if free > 0 { between = free / (count + 1); lead = between } else { lead = axes.isReverse ? free : 0 }
            }
        }
        var cursor = lead
        for child in line {
            cursor += marginStart(child) + (autoStart(child) ? perAutoMargin : 0)
            child.mainPosition = cursor
            cursor += child.targetMain + marginEnd(child) + (autoEnd(child) ? perAutoMargin : 0) + gap + between
        }
    }
}
