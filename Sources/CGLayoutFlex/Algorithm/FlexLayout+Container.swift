import Foundation

extension FlexLayout {
    /// The border-box size of `node` under the constraints; with `perform`,
    /// the frames of its children too.
    static func layout(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?, ownerHeight: CGFloat?,
                       direction inherited: FlexDirection.Inline, perform: Bool, isRoot: Bool = false,
                       unclamped: Axis? = nil) -> CGSize {
        let direction = node.style.direction == .inherit ? inherited : node.style.direction
        node.resolvedDirection = direction
        // Intrinsic sizes first: the node's own pass reads them (min/max keywords) and must not nest a pass of itself.
        if node.traits.hasKeywordSizes { prepareSizing(node, direction: direction, ownerWidth: ownerWidth, ownerHeight: ownerHeight) }
        // A measurement (no frames written) under constraints seen before in this pass is reused.
        let key = MeasureKey(width: width.size ?? -1, height: height.size ?? -1,
                             ownerWidth: node.usesOwnerSize ? ownerWidth ?? -1 : -2, ownerHeight: node.usesOwnerSize ? ownerHeight ?? -1 : -2,
                             widthMode: width.mode, heightMode: height.mode, rtl: direction == .rtl,
                             unclamped: (unclamped == nil ? 0 : unclamped == .horizontal ? 1 : 2) | node.intrinsicMode.rawValue << 2)
        if perform {
            // A clean subtree laid out under the same constraints keeps its frames: nothing to redo;
            // one laid out under them before the current layout gets its saved frames back.
            if !node.isDirty && node.lastLayout == key { return node.lastLayoutSize }
            if !node.isDirty, node.savedLayout?.key == key, canRestore(node, to: key) { return restore(node, to: key) }
            saveCurrentLayout(node)
        } else if let cached = node.measurements.size(for: key) {
            return cached
        }
        if let reused = reusedMeasurement(node, key, perform: perform) { return reused }
        // A container's pass recurses into its items: on a new stack when this one runs low (deep trees).
        let size = !node.children.isEmpty && StackSpace.isLow
            ? StackSpace.onFreshStack {
                layoutUncached(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction,
                               perform: perform, isRoot: isRoot, unclamped: unclamped)
            }
            : layoutUncached(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction,
                             perform: perform, isRoot: isRoot, unclamped: unclamped)
        node.measurements.insert(size, for: key)
        if perform {
            node.lastLayout = key
            node.lastLayoutSize = size
        }
        return size
    }

    private static func layoutUncached(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?,
                                       ownerHeight: CGFloat?, direction: FlexDirection.Inline, perform: Bool, isRoot: Bool,
                                       unclamped: Axis?) -> CGSize {
        let pbH = paddingBorder(node, .horizontal, direction, ownerWidth: ownerWidth)
        let pbV = paddingBorder(node, .vertical, direction, ownerWidth: ownerWidth)
        let kinds = node.kindsOfChildren
        let hasVisible = kinds.contains(.flex)
            || kinds.contains(.contents) && node.children.contains { $0.style.display == .contents && !flattened($0, perform: false).isEmpty }
        if perform, kinds.contains(.hidden) { for child in node.children where child.style.display == .none { hide(child) } }

        func finish(_ axis: Axis, _ constraint: AxisConstraint, content: CGFloat, owner: CGFloat?) -> CGFloat {
            // A flex base size is the content size before min and max (CSS Flexbox §9.2.3).
            if axis == unclamped, constraint.mode != .exactly { return max(content, paddingBorder(node, axis, direction, ownerWidth: ownerWidth)) }
            switch constraint.mode {
            case .exactly: return constraint.size!
            case .atMost: return max(min(clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction),
                                         constraint.size!), paddingBorder(node, axis, direction, ownerWidth: ownerWidth))
            case .undefined: return clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
            }
        }

        if !hasVisible {
            // `display: contents` children without visible boxes inside get no box: empty frames, as in a fresh tree.
            if perform, kinds.contains(.contents) { for child in node.children where child.style.display == .contents { hide(child) } }
            if let measure = node.measure {
                return measureLeaf(node, measure, width, height, pbH: pbH, pbV: pbV, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                   direction: direction, unclamped: unclamped, finish: finish)
            }
            let content = CGSize(width: pbH, height: pbV)
            return CGSize(width: finish(.horizontal, width, content: content.width, owner: ownerWidth),
                          height: finish(.vertical, height, content: content.height, owner: ownerHeight))
        }
        // A container's content already fits its at-most space as far as its items can shrink
        // (fit-content: what cannot shrink overflows), so at-most does not cut it further.
        func finishContainer(_ axis: Axis, _ constraint: AxisConstraint, content: CGFloat, owner: CGFloat?) -> CGFloat {
            constraint.mode == .atMost && axis != unclamped
                ? clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
                : finish(axis, constraint, content: content, owner: owner)
        }
        // (`display: contents` children put their own children among the items: those may have keywords too.)
        if node.hasKeywordSizedChildren || node.children.contains(where: { $0.style.display == .contents }) {
            // (Here rather than in the container pass, whose code the optimizer then keeps lean.)
            prepareSizing(of: flattened(node, perform: false), direction: direction,
                          ownerWidth: width.size.map { max(0, $0 - pbH) }, ownerHeight: height.size.map { max(0, $0 - pbV) })
        }
        let size = layoutContainer(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction,
                                   perform: perform, isRoot: isRoot, finish: finishContainer)
        guard let mainSize = node.percentRelayoutMain else { return size }
        node.percentRelayoutMain = nil
        let exact = AxisConstraint.exactly(mainSize), isRow = node.style.flexDirection.isRow
        return layoutContainer(node, isRow ? exact : width, isRow ? height : exact, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                               direction: direction, perform: perform, isRoot: isRoot, finish: finishContainer)
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    private static func layoutContainer(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint,
                                        ownerWidth: CGFloat?, ownerHeight: CGFloat?, direction: FlexDirection.Inline, perform: Bool,
                                        isRoot: Bool, finish: (Axis, AxisConstraint, CGFloat, CGFloat?) -> CGFloat) -> CGSize {
        let axes = AxisFrame(node, direction: direction)
        let isRow = axes.isRow
        let mainConstraint = isRow ? width : height, crossConstraint = isRow ? height : width
        let pbMain = paddingBorder(node, axes.mainAxis, direction, ownerWidth: ownerWidth)
        let pbCross = paddingBorder(node, axes.crossAxis, direction, ownerWidth: ownerWidth)
        let innerMain = mainConstraint.size.map { max(0, $0 - pbMain) }
        let innerCross = crossConstraint.size.map { max(0, $0 - pbCross) }
        let innerWidth = isRow ? innerMain : innerCross, innerHeight = isRow ? innerCross : innerMain
        let children = flattened(node, perform: perform)
        let items = !node.kindsOfChildren.contains(.outOfFlow) && !node.kindsOfChildren.contains(.contents)
            || children.allSatisfy { isFlow($0) } ? children : children.filter { isFlow($0) }
        let mainGap = gap(node, axes.mainAxis, inner: innerMain), crossGap = gap(node, axes.crossAxis, inner: innerCross)

        func childMargins(_ child: FlexNode, _ axis: Axis) -> CGFloat { margins(child, axis, direction, ownerWidth: innerWidth) }
        // Percentages of an axis resolve against it only when it is definite (sized exactly).
        // Once the container's size along an axis is final, that size is definite for percentages.
        // (Kept on the node, not in captured local variables, which would be boxed and access-checked.)
        node.percentWidth = width.mode == .exactly ? innerWidth : nil
        node.percentHeight = height.mode == .exactly ? innerHeight : nil
        func childOwner(_ axis: Axis) -> CGFloat? { axis == .horizontal ? node.percentWidth : node.percentHeight }
        func childStyleSize(_ child: FlexNode, _ axis: Axis) -> CGFloat? {
            styleSize(child, axis, owner: childOwner(axis), direction: direction, ownerWidth: innerWidth)
        }
        func childClamp(_ child: FlexNode, _ value: CGFloat, _ axis: Axis) -> CGFloat {
            clamp(child, value, axis, owner: childOwner(axis), ownerWidth: innerWidth, direction: direction)
        }
        func hasAutoCrossMargin(_ child: FlexNode) -> Bool {
            isAutoMargin(child, axes.crossStart, direction) || isAutoMargin(child, axes.crossEnd, direction)
        }
        func measure(_ child: FlexNode, main: AxisConstraint, cross: AxisConstraint, forBasis: Bool = false) -> CGSize {
            var main = main, cross = cross
            // A max size constrains the measurement (as Yoga's constrainMaxSizeForMode).
            func constrain(_ constraint: inout AxisConstraint, _ axis: Axis) {
                guard let maximum = maxSize(child, axis, owner: childOwner(axis), ownerWidth: innerWidth, direction: direction) else { return }
                switch constraint.mode {
                case .exactly, .atMost: constraint.size = min(constraint.size!, maximum)
                case .undefined: constraint = .atMost(maximum)
                }
            }
            if !forBasis { constrain(&main, axes.mainAxis) }
            constrain(&cross, axes.crossAxis)
            return layout(child, isRow ? main : cross, isRow ? cross : main, ownerWidth: innerWidth, ownerHeight: innerHeight,
                          direction: direction, perform: false, unclamped: forBasis ? axes.mainAxis : nil)
        }
        /// The cross constraint for measuring `child`: its own size, a stretch to the container, or at most the container.
        func crossConstraintForMeasure(_ child: FlexNode) -> AxisConstraint {
            if let size = childStyleSize(child, axes.crossAxis) { return .exactly(childClamp(child, size, axes.crossAxis)) }
            if let innerCross, crossConstraint.mode == .exactly, align(of: child, in: node) == .stretch, !hasAutoCrossMargin(child),
               node.style.flexWrap == .noWrap {
                return .exactly(max(0, innerCross - childMargins(child, axes.crossAxis)))
            }
            return .atMost(innerCross.map { max(0, $0 - childMargins(child, axes.crossAxis)) })
        }

        // 1. Flex basis and hypothetical main sizes.
        for child in items {
            let childPB = paddingBorder(child, axes.mainAxis, direction, ownerWidth: innerWidth)
            var basis: CGFloat
            if !child.sizing.flexBasis.isContentBasis,
               let value = borderBox(child, child.sizing.flexBasis, axes.mainAxis, owner: innerMain, ownerWidth: innerWidth, direction: direction) {
                basis = value
            } else if child.sizing.flexBasis == .maxContent, child.intrinsicMode == .none, !child.intrinsicSizes.ownerWidth.isNaN {
                basis = isRow ? child.intrinsicSizes.maxContent.width : child.intrinsicSizes.maxContent.height
            } else if let size = childStyleSize(child, axes.mainAxis) {
                basis = size
            } else if let ratio = child.style.aspectRatio, ratio.isFinite, ratio > 0,
                      case let cross = crossConstraintForMeasure(child), cross.mode == .exactly, let crossLength = cross.size {
                // aspect-ratio = width / height: the main size follows from a definite cross size.
                basis = isRow ? crossLength * ratio : crossLength / ratio
            } else {
                // Content-based basis: a container in a row at most the space along it (its content wraps there,
                // as in Yoga); a measured leaf (text) at its max-content width, as browsers size it (CSS Flexbox
                // §9.2.3 E; the browser fixtures with real text tell the difference); a column's items at their
                // max-content height (free space is indefinite for them).
                let main: AxisConstraint = isRow && !child.isMeasured
                    ? .atMost(innerMain.map { max(0, $0 - childMargins(child, axes.mainAxis)) }) : .undefined
                let measured = measure(child, main: main, cross: crossConstraintForMeasure(child), forBasis: true)
                basis = isRow ? measured.width : measured.height
            }
            child.flexBasis = max(basis, childPB)
            child.hypotheticalMain = childClamp(child, child.flexBasis, axes.mainAxis)
        }

        // 2. Lines: ranges of `items`, in the node's reusable line storage (a re-layout allocates nothing).
        var lines = FlexLines(storage: node.spareLines)
        node.spareLines = []
        defer { node.spareLines = lines.storage }
        lines.append(FlexLine(start: 0, end: 0))
        var lineLength: CGFloat = 0
        for (index, child) in items.enumerated() {
            let outer = child.hypotheticalMain + childMargins(child, axes.mainAxis)
            if node.style.flexWrap != .noWrap, let innerMain, !lines[lines.count - 1].isEmpty,
               lineLength + mainGap + outer > innerMain + 1e-4 {
                lines.append(FlexLine(start: index, end: index))
                lineLength = 0
            }
            lineLength += (lines[lines.count - 1].isEmpty ? 0 : mainGap) + outer
            child.line = lines.count - 1
            lines[lines.count - 1].end = index + 1
        }

        // 3. Flexible lengths.
        let minInnerMain = minSize(node, axes.mainAxis, owner: isRow ? ownerWidth : ownerHeight, ownerWidth: ownerWidth, direction: direction)
            .map { max(0, $0 - pbMain) }
        let maxInnerMain = maxSize(node, axes.mainAxis, owner: isRow ? ownerWidth : ownerHeight, ownerWidth: ownerWidth, direction: direction)
            .map { max(0, $0 - pbMain) }
        for range in lines {
            let line = items[range.start..<range.end]
            var consumed = mainGap * CGFloat(max(line.count - 1, 0))
            var totalGrow: CGFloat = 0
            for child in line {
                consumed += child.hypotheticalMain + childMargins(child, axes.mainAxis)
                totalGrow += max(0, child.style.flexGrow)
            }
            // Yoga: outside exact sizing, min and max decide first; a node that does not grow
            // itself (or whose items do not grow) takes only the space its items use.
            var available: CGFloat
            if mainConstraint.mode == .exactly {
                available = innerMain!
            } else if let minInnerMain, consumed < minInnerMain {
                available = minInnerMain
            } else if let maxInnerMain, consumed > maxInnerMain {
                available = maxInnerMain
            } else if mainConstraint.mode == .undefined || totalGrow == 0 || node.style.flexGrow == 0 || isRoot {
                available = consumed
            } else {
                available = innerMain!
            }
            resolveFlexibleLengths(line, available: available, gaps: mainGap * CGFloat(max(line.count - 1, 0)),
                                   axis: axes.mainAxis, direction: direction, ownerWidth: innerWidth,
                                   clamp: { childClamp($0, $1, axes.mainAxis) })
        }

        // 4. The container's main size.
        func outerLength(_ line: ArraySlice<FlexNode>) -> CGFloat {
            var total = mainGap * CGFloat(max(line.count - 1, 0))
            for child in line { total += child.targetMain + childMargins(child, axes.mainAxis) }
            return total
        }
        var longestLine: CGFloat = 0
        for range in lines { longestLine = max(longestLine, outerLength(items[range.start..<range.end])) }
        if node.style.flexWrap != .noWrap, mainConstraint.mode == .atMost, let innerMain, lines.count > 1, node.intrinsicMode != .minContent {
            // A wrapping container is as long as its items unwrapped, up to the space it has (fit-content).
            longestLine = min(outerLength(items[...]), innerMain)
        }
        let mainSize = finish(axes.mainAxis, mainConstraint, longestLine + pbMain, isRow ? ownerWidth : ownerHeight)
        if mainConstraint.mode != .exactly, items.contains(where: { hasPercentMainSize($0, axes.mainAxis) }) {
            // Cyclic percentages (CSS Sizing §5.2): items' percentages of a main size that was not
            // definite counted as auto to find it; now that it is known they resolve, so lay out again at it.
            // (The caller lays out again: a pass that calls itself is compiled less tightly.)
            node.percentRelayoutMain = mainSize
            return .zero
        }
        let finalInnerMain = max(0, mainSize - pbMain)
        if isRow { node.percentWidth = finalInnerMain } else { node.percentHeight = finalInnerMain }

        // 5. Hypothetical cross sizes and line cross sizes.
        for child in items {
            if let size = childStyleSize(child, axes.crossAxis) {
                child.crossSize = childClamp(child, size, axes.crossAxis)
            } else if let ratio = child.style.aspectRatio, ratio.isFinite, ratio > 0 {
                child.crossSize = childClamp(child, isRow ? child.targetMain / ratio : child.targetMain * ratio, axes.crossAxis)
            } else {
                let cross: AxisConstraint = .atMost(innerCross.map { max(0, $0 - childMargins(child, axes.crossAxis)) })
                let measured = measure(child, main: .exactly(child.targetMain), cross: cross)
                child.crossSize = childClamp(child, isRow ? measured.height : measured.width, axes.crossAxis)
            }
        }
        for index in lines.indices {
            var largest: CGFloat = 0
            for child in items[lines[index].start..<lines[index].end] {
                largest = max(largest, child.crossSize + childMargins(child, axes.crossAxis))
            }
            lines[index].cross = largest
        }
        // Baseline alignment (rows): items share their line's largest ascent.
        let hasBaseline = isRow && items.contains { align(of: $0, in: node) == .baseline }
        if hasBaseline {
            for index in lines.indices {
                var descent: CGFloat = 0
                // (Children laid out while this node is only measured no longer match its last layout.)
                if !perform { node.lastLayout = nil }
                for child in items[lines[index].start..<lines[index].end] where align(of: child, in: node) == .baseline {
                    let laid = layout(child, .exactly(child.targetMain), .exactly(child.crossSize), ownerWidth: innerWidth,
                                      ownerHeight: innerHeight, direction: direction, perform: true)
                    let ascent = margin(child, axes.crossStart, direction, ownerWidth: innerWidth) + baseline(of: child, height: laid.height)
                    child.ascent = ascent
                    lines[index].ascent = max(lines[index].ascent, ascent)
                    descent = max(descent, child.crossSize + childMargins(child, axes.crossAxis) - ascent)
                }
                lines[index].cross = max(lines[index].cross, lines[index].ascent + descent)
            }
        }
        var contentCross = crossGap * CGFloat(max(lines.count - 1, 0))
        for line in lines { contentCross += line.cross }
        let crossSize = finish(axes.crossAxis, crossConstraint, contentCross + pbCross, isRow ? ownerHeight : ownerWidth)
        let finalInnerCross = max(0, crossSize - pbCross)
        if isRow { node.percentHeight = finalInnerCross } else { node.percentWidth = finalInnerCross }
        if node.style.flexWrap == .noWrap { lines[0].cross = finalInnerCross }

        // 6. align-content: where the lines go across.
        var crossLead: CGFloat = 0, crossBetween: CGFloat = 0
        if node.style.flexWrap != .noWrap {
            let free = finalInnerCross - contentCross
            let count = CGFloat(lines.count)
            switch node.style.alignContent {
            case .flexEnd: crossLead = free
            case .center: crossLead = free / 2
            case .stretch:
                if free > 0 { for index in lines.indices { lines[index].cross += free / count } }
            case .spaceBetween: if free > 0, lines.count > 1 { crossBetween = free / (count - 1) }
            // With negative free space the browser starts the lines at the start edge.
            case .spaceAround: if free > 0 { crossBetween = free / count; crossLead = crossBetween / 2 }
            case .spaceEvenly: if free > 0 { crossBetween = free / (count + 1); crossLead = crossBetween }
            default: break
            }
        }

        let mainStartPB = paddingBorder(node, axes.mainStart, direction, ownerWidth: ownerWidth)
        let crossStartPB = paddingBorder(node, axes.crossStart, direction, ownerWidth: ownerWidth)
        let finalInnerWidth = isRow ? finalInnerMain : finalInnerCross
        let finalInnerHeight = isRow ? finalInnerCross : finalInnerMain

        // 7. Main-axis justification and cross-axis alignment, line by line.
        var crossCursor = crossLead
        for range in lines {
            let line = items[range.start..<range.end]
            let lineCrossSize = range.cross
            justify(line, in: finalInnerMain, gap: mainGap, justifyContent: node.style.justifyContent,
                    axes: axes, direction: direction, ownerWidth: innerWidth)
            for child in line {
                let mainPosition = child.mainPosition
                let crossStartMargin = margin(child, axes.crossStart, direction, ownerWidth: innerWidth)
                let crossEndMargin = margin(child, axes.crossEnd, direction, ownerWidth: innerWidth)
                let alignment = align(of: child, in: node)
                var size = child.crossSize
                if let definite = childStyleSize(child, axes.crossAxis) {
                    size = childClamp(child, definite, axes.crossAxis)   // percentages may have become definite
                } else if alignment == .stretch, !hasAutoCrossMargin(child) {
                    size = childClamp(child, lineCrossSize - crossStartMargin - crossEndMargin, axes.crossAxis)
                }
                let free = lineCrossSize - size - crossStartMargin - crossEndMargin
                var offset = crossStartMargin
                let autoStart = isAutoMargin(child, axes.crossStart, direction), autoEnd = isAutoMargin(child, axes.crossEnd, direction)
                if autoStart && autoEnd {
                    offset += max(0, free) / 2
                } else if autoStart {
                    offset += max(0, free)
                } else if !autoEnd {
                    switch alignment {
                    case .flexEnd: offset += free
                    case .center: offset += free / 2
                    case .baseline:
                        if hasBaseline { offset += range.ascent - child.ascent }
                    default: break
                    }
                }
                let crossPosition = crossCursor + offset
                let mainLength = child.targetMain
                if perform {
                    let result = layout(child, isRow ? .exactly(mainLength) : .exactly(size), isRow ? .exactly(size) : .exactly(mainLength),
                                        ownerWidth: finalInnerWidth, ownerHeight: finalInnerHeight, direction: direction, perform: true)
                    var x: CGFloat, y: CGFloat
                    if isRow {
                        x = AxisFrame.physical(mainStartPB + mainPosition, length: result.width, total: mainSize, startEdge: axes.mainStart)
                        y = AxisFrame.physical(crossStartPB + crossPosition, length: result.height, total: crossSize, startEdge: axes.crossStart)
                    } else {
                        x = AxisFrame.physical(crossStartPB + crossPosition, length: result.width, total: crossSize, startEdge: axes.crossStart)
                        y = AxisFrame.physical(mainStartPB + mainPosition, length: result.height, total: mainSize, startEdge: axes.mainStart)
                    }
                    if child.style.positionType == PositionType.relative {
                        x += relativeOffset(child, .left, .right, direction, base: finalInnerWidth)
                        y += relativeOffset(child, .top, .bottom, direction, base: finalInnerHeight)
                    }
                    child.layoutFrame = CGRect(x: x, y: y, width: result.width, height: result.height)
                }
            }
            crossCursor += lineCrossSize + crossGap + crossBetween
        }

        let size = isRow ? CGSize(width: mainSize, height: crossSize) : CGSize(width: crossSize, height: mainSize)
        // Absolute children of a static node belong to its nearest positioned ancestor: this
        // node lays out its own and those of its static descendants (the root positions its own too).
        if perform && (node.style.positionType != .static || isRoot) {
            func place(_ parent: FlexNode, parentSize: CGSize, offset: CGPoint, direction parentDirection: FlexDirection.Inline) {
                let parentAxes = AxisFrame(parent, direction: parentDirection)
                for child in flattened(parent, perform: false) where child.style.display != .none {
                    if child.style.positionType == .absolute {
                        layoutAbsolute(child, in: parent, size: parentSize, axes: parentAxes, direction: parentDirection,
                                       block: node, blockSize: size, parentOffset: offset)
                    } else if child.style.positionType == .static, parent === node || parent.style.positionType == .static {
                        place(child, parentSize: child.layoutFrame.size, offset: CGPoint(x: offset.x + child.layoutFrame.minX, y: offset.y + child.layoutFrame.minY),
                              direction: child.resolvedDirection)
                    }
                }
            }
            place(node, parentSize: size, offset: .zero, direction: direction)
        }
        return size
    }
}
