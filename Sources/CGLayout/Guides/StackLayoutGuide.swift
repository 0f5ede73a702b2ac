import Foundation

/// A guide that arranges elements one after another along an axis, like
/// `UIStackView` without a view.
///
/// Arranged elements can be any elements: nodes, guides, nested stacks.
/// Adding a node makes it a child of the stack's owner; adding a guide adds
/// it to the owner. A block that lays the stack out lays out its arranged
/// elements too, and its snapshot carries their frames. An arranged element
/// that has left the owner (removed from the tree) is skipped: it takes no
/// space and keeps its frame.
///
/// ```swift
/// let row = StackLayoutGuide<LayoutNode>(
///     axis: .horizontal, spacing: .equal(8), name: "row")
/// root.add(layoutGuide: row)
/// try row.addArrangedElement(icon)  // icon, title: LayoutNodes
/// try row.addArrangedElement(title)
/// row.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: 208, height: 40))
///     .layout()
/// // icon.frame == (16, 16, 100, 40), title.frame == (124, 16, 100, 40)
/// ```
///
/// The parameters of its ``distribution`` read and write as its own properties
/// (`row.spacing = .equal(4)`): see ``subscript(dynamicMember:)``.
@dynamicMemberLookup
open class StackLayoutGuide<Parent: LayoutElement>: LayoutGuide<Parent>, @unchecked Sendable {
    private var storedDistribution: StackDistribution
    /// Found by identity: arranging N elements, or removing them one at a time, costs O(N).
    private var storedArranged = IdentityList<any LayoutElement>(key: { ObjectIdentifier($0) })

    /// Creates a stack.
    ///
    /// - Parameters:
    ///   - axis: The axis; horizontal by default.
    ///   - spacing: Between neighbours; none by default.
    ///   - alignment: Across the axis; centred by default.
    ///   - filling: Lengths along the axis; shared equally by default.
    ///   - crossFilling: Lengths across the axis; the whole breadth by default.
    ///   - direction: Where the run starts; the leading edge by default.
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name.
    public init(axis: Axis = .horizontal, spacing: StackDistribution.Spacing = .equal(0),
                alignment: StackDistribution.Alignment = .center(), filling: StackDistribution.Filling = .equally,
                crossFilling: StackDistribution.Filling = .equally, direction: StackDistribution.Direction = .fromLeading,
                frame: CGRect = .zero, name: String? = nil) {
        storedDistribution = StackDistribution(axis: axis, spacing: spacing, alignment: alignment, filling: filling,
                                               crossFilling: crossFilling, direction: direction)
        super.init(frame: frame, name: name)
    }

    deinit {
        // Stacks arranging stacks 100,000 deep free the next level here: on a fresh stack when this thread's runs low.
        let arranged = storedArranged.removeAll()
        StackSpace.release(consume arranged)
    }

    /// All the stack's parameters as one value.
    public var distribution: StackDistribution {
        get { lock.withLock { storedDistribution } }
        set { lock.withLock { storedDistribution = newValue } }
    }

    /// One parameter of ``distribution``, read and written through the stack, so the
    /// parameters read as the stack's own properties: `stack.axis`, `stack.spacing`,
    /// `stack.alignment`, `stack.filling`, `stack.crossFilling` and `stack.direction`.
    ///
    /// ```swift
    /// stack.spacing = .equal(8)      // the same as stack.distribution.spacing = .equal(8)
    /// ```
    public subscript<Value>(dynamicMember parameter: WritableKeyPath<StackDistribution, Value>) -> Value {
        get { distribution[keyPath: parameter] }
        set { distribution[keyPath: parameter] = newValue }
    }

    /// The arranged elements, in order (including any that left the owner and are skipped).
    public var arrangedElements: [any LayoutElement] { lock.withLock { storedArranged.elements() } }

    /// The steps the list of arranged elements took so far (see ``IdentityList/steps``), for tests.
    package var arrangedListSteps: Int { lock.withLock { storedArranged.steps } }

    /// Appends `element` to the arranged elements.
    ///
    /// - Parameter element: A node, a guide or any element. Nodes and guides
    ///   are put into the owner's tree; other elements must be placed by the caller.
    /// - Throws: ``LayoutTreeError/cycle(child:parent:)`` when a node is an ancestor of the owner,
    ///   or when `element` is this stack or a container whose content contains it (two stacks arranging each other).
    public func addArrangedElement(_ element: any LayoutElement) throws(LayoutTreeError) {
        try insertArrangedElement(element, at: Int.max)
    }

    /// Inserts `element` at `index` (clamped to `0...arrangedElements.count`);
    /// an element already arranged moves there.
    ///
    /// - Parameters:
    ///   - element: A node, a guide or any element.
    ///   - index: Its position.
    /// - Throws: ``LayoutTreeError/cycle(child:parent:)`` when a node is an ancestor
    ///   of the owner, or when `element` is this stack or a container whose content
    ///   contains it; then nothing changes.
    public func insertArrangedElement(_ element: any LayoutElement, at index: Int) throws(LayoutTreeError) {
        if element.containsInContent(self) { throw .cycle(child: ElementName.withFrame(element), parent: description) }
        if let owner = ownerElement { try adopt(element, into: owner) }
        lock.withLock {
            storedArranged.insert(element, at: index)
        }
    }

    /// Removes `element` from the arranged elements; it stays in the tree with its frame. Amortized
    /// O(1): removing all N arranged elements one at a time costs O(N); the others keep their order.
    ///
    /// - Parameter element: An arranged element.
    /// - Returns: `false` when it was not arranged.
    @discardableResult
    public func removeArrangedElement(_ element: any LayoutElement) -> Bool {
        lock.withLock { storedArranged.remove(ObjectIdentifier(element)) != nil }
    }

    /// Arranged elements added before the stack had an owner join the new owner.
    open override func didAddToOwner() {
        super.didAddToOwner()
        guard let owner = ownerElement else { return }
        for element in arrangedElements { _ = try? adopt(element, into: owner) }
    }

    /// The arranged elements: a stack's content cannot be replaced, setting this does nothing.
    open override var contentLayout: (any LayoutBlockProtocol)? {
        get { StackContent(stack: self) }
        set {}
    }

    /// `false`: a live layout does not build the arranged elements' snapshot for
    /// `contentDidLayout(_:)` (a steady re-layout then allocates nothing). A subclass that
    /// overrides `contentDidLayout(_:)` answers `true`.
    open override var reportsContentLayout: Bool { false }

    /// The size the arranged elements need in `size`: the run's length along
    /// the axis and the largest breadth across it, plus the content insets
    /// (alignment and run direction do not change the size).
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The content size, never negative.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizeThatFits(size, in: .live(direction: .leftToRight))
    }

    /// The size the arranged elements need in `size` inside a pass: as ``sizeThatFits(_:)``, with the
    /// arranged elements measured (and read) as `context` has them.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the stack.
    /// - Returns: The content size, never negative.
    open override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        let insets = contentInsets
        let space = CGRect(origin: .zero, size: size).sanitizedSpace.inset(by: insets)
        let content = StackContent(stack: self, measuring: true)
        var width: CGFloat = 0, height: CGFloat = 0
        for case let frame? in content.frames(in: space, context: context).map(\.frame) {
            width = max(width, frame.maxX); height = max(height, frame.maxY)
        }
        return CGSize(width: (width + insets.right).saturatedLength, height: (height + insets.bottom).saturatedLength)
    }
}

/// The stack's arranged elements as a block: laid out by the stack's distribution.
struct StackContent<Parent: LayoutElement>: LayoutBlockProtocol, LayoutElementListing {
    var listedElements: [any LayoutElement] { stack?.arrangedElements ?? [] }
    weak var stack: StackLayoutGuide<Parent>?
    /// Measuring places the run from the leading edge, aligned to the leading side.
    var measuring = false

    /// Each arranged element with its frame, or `nil` when it is skipped.
    func frames(in rect: CGRect, context: LayoutContext) -> [(element: any LayoutElement, frame: CGRect?)] {
        guard let stack else { return [] }
        let owner = stack.ownerElement
        var distribution = stack.distribution
        if measuring {
            distribution.alignment = .leading()
            distribution.direction = .fromLeading
        }
        let arranged = stack.arrangedElements
        let active = arranged.filter { owner != nil && $0.superElement === owner }
        let space = rect.sanitizedSpace
        func fit(_ element: any LayoutElement) -> CGSize {
            if let adjustable = element as? any AdjustableLayoutElement {
                // As the pass sees it: in a snapshot, an element measured as its present size has the
                // size the pass gave it (as `layout(in:)` has written it by now), not its stale live one.
                return PresentSizeMeasuring.fittingSize(of: adjustable, fitProposal(distribution, in: space.size),
                                                        context: context).sanitizedSize
            }
            return context.frame(of: element).size.sanitizedSize
        }
        // Measured in an unbounded length (`sizeThatFits` with an unlimited proposal), elements
        // sharing that length equally take their fitting lengths instead: along the axis all take
        // the largest (UIKit's fill-equally stack), across it each its own.
        func along(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }
        func unbounded(_ axis: Axis) -> Bool { measuring && space.length(axis) >= .greatestFiniteMagnitude / 2 }
        let fits: [CGSize]? = unbounded(distribution.mainAxis) || unbounded(distribution.crossAxis)
            || distribution.filling == .fit || distribution.crossFilling == .fit ? active.map(fit) : nil
        let largestMain = unbounded(distribution.mainAxis) ? (fits ?? []).map { along($0, distribution.mainAxis) }.max() : nil
        let items = active.indices.map { index -> StackDistribution.Item in
            func length(_ filling: StackDistribution.Filling, _ axis: Axis) -> CGFloat? {
                switch filling {
                case .equally:
                    guard unbounded(axis), let fits else { return nil }
                    return axis == distribution.mainAxis ? largestMain : along(fits[index], axis)
                case .equal(let value): return value
                case .fit: return fits.map { along($0[index], axis) }
                }
            }
            return StackDistribution.Item(length: length(distribution.filling, distribution.mainAxis),
                                          crossLength: length(distribution.crossFilling, distribution.crossAxis))
        }
        var placed = distribution.frames(for: items, in: space, layoutDirection: context.direction).makeIterator()
        // `active` keeps `arranged`'s order: one walk pairs them (a search per element was quadratic).
        var next = 0
        return arranged.map { element in
            guard next < active.count, active[next] === element else { return (element, nil) }
            next += 1
            return (element, placed.next())
        }
    }

    /// The size a `.fit` filling measures at: a fixed length on the other axis
    /// (`.equal(v)`), the space's length otherwise (so text in a vertical stack
    /// 240 wide wraps at 240).
    func fitProposal(_ distribution: StackDistribution, in space: CGSize) -> CGSize {
        var proposal = space
        func fix(_ filling: StackDistribution.Filling, _ axis: Axis) {
            guard case .equal(let value) = filling else { return }
            if axis == .horizontal { proposal.width = value.finiteLength } else { proposal.height = value.finiteLength }
        }
        fix(distribution.filling, distribution.mainAxis)
        fix(distribution.crossFilling, distribution.crossAxis)
        return proposal
    }

    var currentSnapshot: LayoutSnapshot { currentSnapshot(within: nil) }

    /// The present frames; a stack keeps no content reports (its arranged containers start their own).
    func currentSnapshot(reusing reports: LiveContentReports? = nil, within containers: ActiveContainers?) -> LayoutSnapshot {
        guard let stack else { return LayoutSnapshot(childSnapshots: []) }
        let owner = stack.ownerElement
        return LayoutSnapshot(childSnapshots: stack.arrangedElements.map { element in
            guard owner != nil, element.superElement === owner else {
                return LayoutSnapshot(kind: .skipped(SnapshotElement(element)), frame: .zero)
            }
            return LayoutSnapshot(kind: .element(SnapshotElement(element)), frame: element.frame,
                                  childSnapshots: ContainerContent.currentSnapshot(of: element, containers: containers))
        })
    }

    func layout(direction: LayoutDirection) { layout(in: nil, direction: direction, reports: nil, within: nil) }

    func layout(in sourceRect: CGRect, direction: LayoutDirection) { layout(in: sourceRect, direction: direction, reports: nil, within: nil) }

    /// Lays out live; a stack keeps no content reports (its arranged containers start their own).
    func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        guard let rect = sourceRect ?? stack.map({ $0.contentRect(forFrame: $0.frame) }) else { return }
        for (element, frame) in frames(in: rect, context: LayoutContext(direction: direction, frames: .live, containers: containers)) {
            guard let frame else { continue }
            FrameGate.write(frame, to: element)
            if let container = element as? any LayoutContainer {
                ContainerContent.layout(container, frame: frame, direction: direction, containers: containers)
            }
        }
    }

    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        snapshot(for: sourceRect, context: .live(direction: direction))
    }

    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        let placed = frames(in: sourceRect, context: context)
        var children = placed.map { element, frame in
            frame.map { LayoutSnapshot(kind: .element(SnapshotElement(element)), frame: $0) }
                ?? LayoutSnapshot(kind: .skipped(SnapshotElement(element)), frame: .zero)
        }
        // Nested containers lay out their content seeing the frames placed so far, as in `layout(in:)`, which
        // writes each arranged element and then its content before it places the next one: a content
        // never sees the frames of arranged elements after its container (nor their contents).
        for (index, (element, frame)) in placed.enumerated() {
            guard let frame, let container = element as? any LayoutContainer else { continue }
            let inner = PassFrames.context(seeing: LayoutSnapshot(childSnapshots: Array(children[...index])), inside: context)
            if let content = ContainerContent.snapshot(container, frame: frame, context: inner) {
                children[index] = LayoutSnapshot(kind: children[index].kind, frame: frame, childSnapshots: [content])
            }
        }
        return LayoutSnapshot(childSnapshots: children)
    }

    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try validate(snapshot: snapshot, within: nil) }

    func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        let arranged = stack?.arrangedElements ?? []
        guard snapshot.isGroup, snapshot.childSnapshots.count == arranged.count else {
            throw .structureMismatch(path: [], expected: "\(arranged.count) arranged elements of \(ElementName.withFrame(stack))",
                                     found: snapshot.isGroup ? "\(snapshot.childSnapshots.count)" : "a single block")
        }
        for (index, (element, child)) in zip(arranged, snapshot.childSnapshots).enumerated() {
            switch child.kind {
            case .element(let taken) where taken.matches(element):
                do throws(LayoutSnapshotError) {
                    try ContainerContent.validate(element as? any LayoutContainer, snapshot: child, containers: containers)
                } catch { throw error.prefixed(by: index) }
            case .skipped(let taken?) where taken.matches(element): continue
            default: throw .elementMismatch(path: [index], element: ElementName.withFrame(element))
            }
        }
    }

    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        write(validated: snapshot, within: nil)
    }
}

extension StackContent: PassBlock {
    func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        guard let stack else { return }
        let owner = stack.ownerElement
        for (element, child) in zip(stack.arrangedElements, snapshot.childSnapshots) {
            guard case .element = child.kind, owner != nil, element.superElement === owner else { continue }
            FrameGate.write(child.frame, to: element)
            ContainerContent.write(element as? any LayoutContainer, snapshot: child, containers: containers)
        }
    }
}
