import Foundation

extension FlexLayout {
    /// The border-box size of `node` under the constraints; with `perform`,
    /// the frames of its children too.
    static func layout(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?, ownerHeight: CGFloat?,
                       direction inherited: FlexDirection.Inline, perform: Bool, isRoot: Bool = false,
                       unclamped: Axis? = nil) -> CGSize {
        let direction = node.ownDirection(inheriting: inherited)
        node.resolvedDirection = direction
        // Measured under exact sizes along both axes, a node is that size (as Yoga measures a node of fixed size):
        // nothing to lay out, nothing to cache.
        if !perform, width.mode == .exactly, height.mode == .exactly, let exactWidth = width.size, let exactHeight = height.size {
            return CGSize(width: exactWidth, height: exactHeight)
        }
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
            if !node.isDirty, let size = node.cache.layoutSize(for: key) { return size }
            if !node.isDirty, node.savedLayout?.key == key, canRestore(node, to: key) { return restore(node, to: key) }
            saveCurrentLayout(node)
        } else if let cached = node.cache.size(for: key) {
            return cached
        } else if !node.isDirty, let size = node.cache.layoutSize(for: key) {
            return size   // (a container's layouts are not cached as measurements too, see below)
        }
        #if DEBUG
        // Debug builds measure where they would reuse, and check that the two agree (the content-sized contract).
        let reusable = node.verifiesMeasureContract ? reusableMeasurement(node, key) : nil
        if reusable == nil, let reused = reusedMeasurement(node, key, perform: perform) { return reused }
        #else
        if let reused = reusedMeasurement(node, key, perform: perform) { return reused }
        #endif
        // A container's pass recurses into its items: on a new stack when this one runs low (deep trees).
        let size = !node.children.isEmpty && StackSpace.isLow
            ? StackSpace.onFreshStack {
                layoutUncached(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction,
                               perform: perform, isRoot: isRoot, unclamped: unclamped)
            }
            : layoutUncached(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction,
                             perform: perform, isRoot: isRoot, unclamped: unclamped)
        #if DEBUG
        if let reusable { checkMeasureContract(node, key, reusable: reusable, measured: size) }
        #endif
        // A container's layout is kept as its last layout only (a measurement under the same key finds it there
        // while the node is clean); a leaf's is a measurement too. Most nodes need one entry.
        let fit = node.isMeasured ? node.measuredFit : []
        if perform {
            node.cache.setLayout(size, for: key, measurement: node.children.isEmpty ? fit : nil)
        } else {
            node.cache.insert(size, for: key, fit: fit)
        }
        return size
    }

    private static func layoutUncached(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?,
                                       ownerHeight: CGFloat?, direction: FlexDirection.Inline, perform: Bool, isRoot: Bool,
                                       unclamped: Axis?) -> CGSize {
        let kinds = node.kindsOfChildren
        let hasVisible = kinds.contains(.flex)
            || kinds.contains(.contents) && node.children.contains { $0.style.display == .contents && !flattened($0, perform: false).isEmpty }
        if perform, kinds.contains(.hidden) { for child in node.children where child.style.display == .none { hide(child) } }
        if !hasVisible {
            return layoutLeaf(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction, perform: perform,
                              unclamped: unclamped)
        }
        let pbH = paddingBorder(node, .horizontal, direction, ownerWidth: ownerWidth)
        let pbV = paddingBorder(node, .vertical, direction, ownerWidth: ownerWidth)
        // (`display: contents` children put their own children among the items: those may have keywords too.)
        if node.hasKeywordSizedChildren || node.children.contains(where: { $0.style.display == .contents }) {
            // (Here rather than in the container pass, whose code the optimizer then keeps lean.)
            prepareSizing(of: flattened(node, perform: false), direction: direction,
                          ownerWidth: width.size.map { max(0, $0 - pbH) }, ownerHeight: height.size.map { max(0, $0 - pbV) })
        }
        let (size, relayoutMain) = ContainerPass.run(node, width, height, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                                     direction: direction, perform: perform, isRoot: isRoot, unclamped: unclamped)
        guard let mainSize = relayoutMain else { return size }
        let exact = AxisConstraint.exactly(mainSize), isRow = node.style.flexDirection.isRow
        return ContainerPass.run(node, isRow ? exact : width, isRow ? height : exact, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                                 direction: direction, perform: perform, isRoot: isRoot, unclamped: unclamped).size
    }

    /// The size of a node without visible children: its measure function's answer, or its padding and border.
    /// (Out of line: the container path, which recurses, keeps a smaller stack frame.)
    @inline(never)
    private static func layoutLeaf(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?,
                                   ownerHeight: CGFloat?, direction: FlexDirection.Inline, perform: Bool, unclamped: Axis?) -> CGSize {
        func finish(_ axis: Axis, _ constraint: AxisConstraint, content: CGFloat, owner: CGFloat?) -> CGFloat {
            FlexLayout.finish(node, axis, constraint, content: content, owner: owner, ownerWidth: ownerWidth, direction: direction,
                              unclamped: unclamped)
        }
        // `display: contents` children without visible boxes inside get no box: empty frames, as in a fresh tree.
        if perform, node.kindsOfChildren.contains(.contents) {
            for child in node.children where child.style.display == .contents { hide(child) }
        }
        let pbH = paddingBorder(node, .horizontal, direction, ownerWidth: ownerWidth)
        let pbV = paddingBorder(node, .vertical, direction, ownerWidth: ownerWidth)
        if let measure = node.measure {
            return measureLeaf(node, measure, width, height, pbH: pbH, pbV: pbV, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
                               direction: direction, unclamped: unclamped, finish: finish)
        }
        return CGSize(width: finish(.horizontal, width, content: pbH, owner: ownerWidth),
                      height: finish(.vertical, height, content: pbV, owner: ownerHeight))
    }

    /// The node's size along `axis` from its content size under `constraint` (min and max applied,
    /// never below padding and border; a flex base size along `unclamped` is the content size before min and max).
    static func finish(_ node: FlexNode, _ axis: Axis, _ constraint: AxisConstraint, content: CGFloat, owner: CGFloat?,
                       ownerWidth: CGFloat?, direction: FlexDirection.Inline, unclamped: Axis?) -> CGFloat {
        // A flex base size is the content size before min and max (CSS Flexbox §9.2.3).
        if axis == unclamped, constraint.mode != .exactly { return max(content, paddingBorder(node, axis, direction, ownerWidth: ownerWidth)) }
        switch constraint.mode {
        case .exactly: return constraint.size!
        case .atMost: return max(min(clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction),
                                     constraint.size!), paddingBorder(node, axis, direction, ownerWidth: ownerWidth))
        case .undefined: return clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
        }
    }
}
