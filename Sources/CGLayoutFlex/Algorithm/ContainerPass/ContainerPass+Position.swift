import Foundation

extension ContainerPass {
    /// Step 7 (§9.5, §9.6): main-axis justification and cross-axis alignment, line by line;
    /// each item's layout at its final size and its frame (only when the pass performs layout).
    @inline(never)
    func position(mainSize: CGFloat, crossSize: CGFloat, crossLead: CGFloat, crossBetween: CGFloat, hasBaseline: Bool) {
        let finalInnerMain = max(0, mainSize - pbMain), finalInnerCross = max(0, crossSize - pbCross)
        let mainStartPB = FlexLayout.paddingBorder(node, axes.mainStart, direction, ownerWidth: request.ownerWidth)
        let crossStartPB = FlexLayout.paddingBorder(node, axes.crossStart, direction, ownerWidth: request.ownerWidth)
        let finalInnerWidth = isRow ? finalInnerMain : finalInnerCross
        let finalInnerHeight = isRow ? finalInnerCross : finalInnerMain
        var crossCursor = crossLead
        for line in lines {
            justify(line, in: finalInnerMain)
            for index in line.start..<line.end {
                withItem(index) { child in
                    let crossStartMargin = childMargin(child, axes.crossStart), crossEndMargin = childMargin(child, axes.crossEnd)
                    let alignment = FlexLayout.align(of: child, in: node)
                    var size = scratch[index].crossSize
                    if let definite = childStyleSize(child, axes.crossAxis) {
                        size = childClamp(child, definite, axes.crossAxis)   // percentages may have become definite
                    } else if alignment == .stretch, !hasAutoCrossMargin(child) {
                        size = childClamp(child, line.cross - crossStartMargin - crossEndMargin, axes.crossAxis)
                    }
                    let free = line.cross - size - crossStartMargin - crossEndMargin
                    var offset = crossStartMargin
                    let autoStart = FlexLayout.isAutoMargin(child, axes.crossStart, direction)
                    let autoEnd = FlexLayout.isAutoMargin(child, axes.crossEnd, direction)
                    if autoStart && autoEnd {
                        offset += max(0, free) / 2
                    } else if autoStart {
                        offset += max(0, free)
                    } else if !autoEnd {
                        switch alignment {
                        case .flexEnd: offset += free
                        case .center: offset += free / 2
                        case .baseline:
                            if hasBaseline {
                                offset += line.ascent - scratch[index].ascent
                            } else if !isRow, node.style.flexWrap != .noWrap, axes.crossStart == .right {
                                // A column has no shared baseline across: browsers put such items at the cross start of a
                                // single line, but at the left edge of each line of a wrapping column, in either direction.
                                offset += free
                            }
                        default: break
                        }
                    }
                    let main = AxisConstraint.exactly(scratch[index].targetMain), cross = AxisConstraint.exactly(size)
                    let result = FlexLayout.layout(child, isRow ? main : cross, isRow ? cross : main, ownerWidth: finalInnerWidth,
                                                   ownerHeight: finalInnerHeight, direction: direction, perform: true)
                    let mainOrigin = AxisFrame.physical(mainStartPB + scratch[index].mainPosition, length: isRow ? result.width : result.height,
                                                  total: mainSize, startEdge: axes.mainStart)
                    let crossOrigin = AxisFrame.physical(crossStartPB + crossCursor + offset, length: isRow ? result.height : result.width,
                                                   total: crossSize, startEdge: axes.crossStart)
                    var x = isRow ? mainOrigin : crossOrigin, y = isRow ? crossOrigin : mainOrigin
                    if child.style.positionType == PositionType.relative {
                        x += FlexLayout.relativeOffset(child, .left, .right, direction, base: finalInnerWidth)
                        y += FlexLayout.relativeOffset(child, .top, .bottom, direction, base: finalInnerHeight)
                    }
                    child.layoutFrame = CGRect(x: x, y: y, width: result.width, height: result.height)
                }
            }
            crossCursor += line.cross + crossGap + crossBetween
        }
    }

    /// Main-axis positions of a line's items (from the main-start content edge, written to
    /// `mainPosition`): auto margins take the free space first, then `justify-content` with
    /// CSS's fallbacks for negative free space.
    private func justify(_ line: FlexLine, in innerMain: CGFloat) {
        let range = line.start..<line.end
        var used = mainGap * CGFloat(max(range.count - 1, 0)), autoMargins = 0
        for index in range {
            let child = items[index]
            used += scratch[index].targetMain + childMargin(child, axes.mainStart) + childMargin(child, axes.mainEnd)
            if child.traits.hasAutoMargins {
                autoMargins += (FlexLayout.isAutoMargin(child, axes.mainStart, direction) ? 1 : 0)
                    + (FlexLayout.isAutoMargin(child, axes.mainEnd, direction) ? 1 : 0)
            }
        }
        let free = innerMain - used
        var lead: CGFloat = 0, between: CGFloat = 0, perAutoMargin: CGFloat = 0
        let count = CGFloat(range.count)
        if autoMargins > 0 {
            perAutoMargin = max(0, free) / CGFloat(autoMargins)
        } else {
            switch node.style.justifyContent {
            case .flexStart: break
            case .flexEnd: lead = free
            case .center: lead = free / 2
            case .spaceBetween: if free > 0, range.count > 1 { between = free / (count - 1) }
            // With negative free space these fall back to `safe center`, that is to `start`: the
            // writing mode's start, which is the main end of a reversed direction.
            case .spaceAround:
                if free > 0 { between = free / count; lead = between / 2 } else { lead = axes.isReverse ? free : 0 }
            case .spaceEvenly:
                if free > 0 { between = free / (count + 1); lead = between } else { lead = axes.isReverse ? free : 0 }
            }
        }
        var cursor = lead
        for index in range {
            let child = items[index]
            cursor += childMargin(child, axes.mainStart) + (FlexLayout.isAutoMargin(child, axes.mainStart, direction) ? perAutoMargin : 0)
            scratch[index].mainPosition = cursor
            cursor += scratch[index].targetMain + childMargin(child, axes.mainEnd)
                + (FlexLayout.isAutoMargin(child, axes.mainEnd, direction) ? perAutoMargin : 0) + mainGap + between
        }
    }

    /// Lays out the absolutely positioned children of the node and of its static descendants.
    @inline(never)
    func placeAbsoluteChildren(size: CGSize) {
        func place(_ parent: FlexNode, parentSize: CGSize, offset: CGPoint, direction parentDirection: FlexDirection.Inline) {
            let parentAxes = AxisFrame(parent, direction: parentDirection)
            for child in FlexLayout.flattened(parent, perform: false) where child.style.display != .none {
                if child.style.positionType == .absolute {
                    FlexLayout.layoutAbsolute(child, in: parent, size: parentSize, axes: parentAxes, direction: parentDirection,
                                              block: node, blockSize: size, parentOffset: offset)
                } else if child.style.positionType == .static, parent === node || parent.style.positionType == .static {
                    place(child, parentSize: child.layoutFrame.size,
                          offset: CGPoint(x: offset.x + child.layoutFrame.minX, y: offset.y + child.layoutFrame.minY),
                          direction: child.resolvedDirection)
                }
            }
        }
        place(node, parentSize: size, offset: .zero, direction: direction)
    }
}
