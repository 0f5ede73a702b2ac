import Foundation

/// What a container pass works out for one of its items; kept in the pass's scratch
/// buffer (on the stack for small containers), not on the node.
struct ItemScratch {
    var flexBasis: CGFloat = 0
    var hypotheticalMain: CGFloat = 0
    var targetMain: CGFloat = 0
    var clampedMain: CGFloat = 0
    var crossSize: CGFloat = 0
    var mainPosition: CGFloat = 0
    /// A baseline-aligned item's distance from its line's cross start to its baseline.
    var ascent: CGFloat = 0
    /// The item's margins along the main and the cross axis (resolved once per pass).
    var mainMargins: CGFloat = 0
    var crossMargins: CGFloat = 0
    var frozen = false
}

/// What a container pass changes as it goes besides its items' scratch: kept in the scratch
/// buffer too, so the pass itself is a constant value (its steps take it by reference, never copy it).
struct PassState {
    var lineCount = 0
    var percentWidth: CGFloat?, percentHeight: CGFloat?
}

/// One pass of the flexbox algorithm over a container's items, split by the steps of
/// CSS Flexbox §9 (each step its own function, so none holds the whole pass's state):
/// flex bases and lines (`+Basis`), flexible lengths and the main size (`+Lengths`),
/// cross sizes and align-content (`+Cross`), positions and absolute children (`+Position`).
///
/// Lifetimes: `items` holds every item for the whole pass, and the caller holds `node`;
/// the pass is synchronous and a tree is laid out by one task at a time, so nothing the
/// pass reads is freed under it.
struct ContainerPass {
    let node: FlexNode
    /// The items, in the array `run` keeps for the whole pass (a buffer, so the pass holds no reference).
    let items: UnsafeBufferPointer<FlexNode>
    let scratch: UnsafeMutableBufferPointer<ItemScratch>
    let lines: FlexLines
    let state: UnsafeMutablePointer<PassState>
    let axes: AxisFrame
    let direction: FlexDirection.Inline
    let request: Request
    let mainConstraint: AxisConstraint, crossConstraint: AxisConstraint
    let pbMain: CGFloat, pbCross: CGFloat
    let innerMain: CGFloat?, innerCross: CGFloat?
    let mainGap: CGFloat, crossGap: CGFloat
    /// The sizes the items' percentages resolve against: an axis's inner size when it is definite
    /// (sized exactly), and once the container's size along it is final.
    var percentWidth: CGFloat? { get { state.pointee.percentWidth } nonmutating set { state.pointee.percentWidth = newValue } }
    var percentHeight: CGFloat? { get { state.pointee.percentHeight } nonmutating set { state.pointee.percentHeight = newValue } }

    var isRow: Bool { axes.isRow }
    var innerWidth: CGFloat? { isRow ? innerMain : innerCross }
    var innerHeight: CGFloat? { isRow ? innerCross : innerMain }

    /// What the caller asks of a pass besides its constraints and direction.
    struct Request {
        /// The size the container's own percentages (padding, margins, min and max) resolve against.
        let ownerWidth: CGFloat?, ownerHeight: CGFloat?
        /// Whether the pass writes its items' frames (a layout), or only sizes the container (a measurement).
        let perform: Bool
        /// Whether the container is the root of the layout (it places its absolute children even when static).
        let isRoot: Bool
        /// The axis whose size is a flex base size (no min and max), if any.
        let unclamped: FlexLayout.Axis?
    }

    /// Lays out `node`'s items (with `perform`, writes their frames) and returns its border-box size,
    /// or asks for a second pass at `relayoutMain` (items with percentages of an indefinite main size).
    static func run(_ node: FlexNode, _ width: AxisConstraint, _ height: AxisConstraint, ownerWidth: CGFloat?, ownerHeight: CGFloat?,
                    direction: FlexDirection.Inline, perform: Bool, isRoot: Bool,
                    unclamped: FlexLayout.Axis?) -> (size: CGSize, relayoutMain: CGFloat?) {
        let children = FlexLayout.flattened(node, perform: perform)
        let kinds = node.kindsOfChildren
        let items = !kinds.contains(.outOfFlow) && !kinds.contains(.contents) || children.allSatisfy { FlexLayout.isFlow($0) }
            ? children : children.filter { FlexLayout.isFlow($0) }
        let capacity = max(items.count, 1)
        // (One line per item at most; a single line without wrapping.)
        let lineCapacity = node.style.flexWrap == .noWrap ? 1 : capacity
        return items.withUnsafeBufferPointer { items in withScratch(for: node, count: capacity, lines: lineCapacity) { scratch, lineBuffer in
            withUnsafeTemporaryAllocation(of: PassState.self, capacity: 1) { state in
                scratch.initialize(repeating: ItemScratch())
                let state = state.baseAddress.unsafelyUnwrapped
                state.initialize(to: PassState())
                let pass = ContainerPass(node, items: items, scratch: scratch, lineBuffer: lineBuffer, state: state, width, height,
                                         direction: direction,
                                         Request(ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform, isRoot: isRoot,
                                                 unclamped: unclamped))
                return pass.run()
            }
        } }
    }

    private init(_ node: FlexNode, items: UnsafeBufferPointer<FlexNode>, scratch: UnsafeMutableBufferPointer<ItemScratch>,
                 lineBuffer: UnsafeMutableBufferPointer<FlexLine>, state: UnsafeMutablePointer<PassState>,
                 _ width: AxisConstraint, _ height: AxisConstraint, direction: FlexDirection.Inline, _ request: Request) {
        self.node = node
        self.items = items
        self.scratch = scratch
        self.state = state
        lines = FlexLines(buffer: lineBuffer, state: state)
        axes = AxisFrame(node, direction: direction)
        self.direction = direction
        self.request = request
        let ownerWidth = request.ownerWidth
        let isRow = axes.isRow
        let mainConstraint = isRow ? width : height, crossConstraint = isRow ? height : width
        self.mainConstraint = mainConstraint
        self.crossConstraint = crossConstraint
        let pbMain = FlexLayout.paddingBorder(node, axes.mainAxis, direction, ownerWidth: ownerWidth)
        let pbCross = FlexLayout.paddingBorder(node, axes.crossAxis, direction, ownerWidth: ownerWidth)
        self.pbMain = pbMain
        self.pbCross = pbCross
        let innerMain = mainConstraint.size.map { max(0, $0 - pbMain) }
        let innerCross = crossConstraint.size.map { max(0, $0 - pbCross) }
        self.innerMain = innerMain
        self.innerCross = innerCross
        mainGap = FlexLayout.gap(node, axes.mainAxis, inner: innerMain)
        crossGap = FlexLayout.gap(node, axes.crossAxis, inner: innerCross)
        state.pointee.percentWidth = width.mode == .exactly ? (isRow ? innerMain : innerCross) : nil
        state.pointee.percentHeight = height.mode == .exactly ? (isRow ? innerCross : innerMain) : nil
    }

    /// The steps in order.
    private func run() -> (size: CGSize, relayoutMain: CGFloat?) {
        computeFlexBases()
        collectLines()
        for index in lines.indices { resolveFlexibleLengths(lines[index]) }
        let mainSize = containerMainSize()
        if mainConstraint.mode != .exactly, items.contains(where: { FlexLayout.hasPercentMainSize($0, axes.mainAxis) }) {
            // Cyclic percentages (CSS Sizing §5.2): items' percentages of a main size that was not
            // definite counted as auto to find it; now that it is known they resolve, so lay out again at it.
            return (.zero, mainSize)
        }
        let finalInnerMain = max(0, mainSize - pbMain)
        if isRow { percentWidth = finalInnerMain } else { percentHeight = finalInnerMain }
        computeCrossSizes()
        let hasBaseline = isRow && items.contains { FlexLayout.align(of: $0, in: node) == .baseline }
        if hasBaseline { alignBaselines() }
        var contentCross = crossGap * CGFloat(max(lines.count - 1, 0))
        for line in lines { contentCross += line.cross }
        let crossSize = finishContainer(axes.crossAxis, crossConstraint, content: contentCross + pbCross,
                                        owner: isRow ? request.ownerHeight : request.ownerWidth)
        let finalInnerCross = max(0, crossSize - pbCross)
        if isRow { percentHeight = finalInnerCross } else { percentWidth = finalInnerCross }
        if node.style.flexWrap == .noWrap { lines[0].cross = finalInnerCross }
        let size = isRow ? CGSize(width: mainSize, height: crossSize) : CGSize(width: crossSize, height: mainSize)
        // A measurement ends here: the steps below only place the items (as in Yoga, where
        // cross-axis alignment runs only when performing layout).
        guard request.perform else { return (size, nil) }
        let (crossLead, crossBetween) = alignContent(free: finalInnerCross - contentCross)
        position(mainSize: mainSize, crossSize: crossSize, crossLead: crossLead, crossBetween: crossBetween, hasBaseline: hasBaseline)
        // Absolute children of a static node belong to its nearest positioned ancestor: this
        // node lays out its own and those of its static descendants (the root positions its own too).
        if node.style.positionType != .static || request.isRoot { placeAbsoluteChildren(size: size) }
        return (size, nil)
    }

    /// The container's size along `axis` from its content: a container's content already fits its
    /// at-most space as far as its items can shrink (fit-content: what cannot shrink overflows),
    /// so at-most does not cut it further.
    func finishContainer(_ axis: FlexLayout.Axis, _ constraint: AxisConstraint, content: CGFloat, owner: CGFloat?) -> CGFloat {
        constraint.mode == .atMost && axis != request.unclamped
            ? FlexLayout.clamp(node, content, axis, owner: owner, ownerWidth: request.ownerWidth, direction: direction)
            : FlexLayout.finish(node, axis, constraint, content: content, owner: owner, ownerWidth: request.ownerWidth,
                                direction: direction, unclamped: request.unclamped)
    }

    /// Calls `body` with item `index` without retaining it (retains and releases were a sixth of a
    /// pass's instructions): `items` holds every item until the pass ends.
    @inline(__always)
    func withItem(_ index: Int, _ body: (FlexNode) -> Void) {
        Unmanaged.passUnretained(items[index])._withUnsafeGuaranteedRef(body)
    }

    // MARK: Items' style, against the container's inner sizes

    func childOwner(_ axis: FlexLayout.Axis) -> CGFloat? { axis == .horizontal ? percentWidth : percentHeight }

    func childStyleSize(_ child: FlexNode, _ axis: FlexLayout.Axis) -> CGFloat? {
        FlexLayout.styleSize(child, axis, owner: childOwner(axis), direction: direction, ownerWidth: innerWidth)
    }

    func childClamp(_ child: FlexNode, _ value: CGFloat, _ axis: FlexLayout.Axis) -> CGFloat {
        FlexLayout.clamp(child, value, axis, owner: childOwner(axis), ownerWidth: innerWidth, direction: direction)
    }

    func childMargin(_ child: FlexNode, _ edge: PhysicalEdge) -> CGFloat {
        FlexLayout.margin(child, edge, direction, ownerWidth: innerWidth)
    }

    func hasAutoCrossMargin(_ child: FlexNode) -> Bool {
        FlexLayout.isAutoMargin(child, axes.crossStart, direction) || FlexLayout.isAutoMargin(child, axes.crossEnd, direction)
    }
}
