import Foundation

/// One element, its ``Layout`` and its constraints.
///
/// Layout starts from the super element's layout bounds, runs the constraints
/// in order on that space, then lets the layout place the element in what is
/// left. A block whose element has been deallocated or has no super element
/// is skipped by layout, snapshot and apply.
///
/// ```swift
/// let block = title.layoutBlock(
///     with: Layout(x: .left(10), y: .top(10), width: .boxed(20), height: .fixed(30)))
/// block.layout()  // title.frame == (10, 10, superWidth - 20, 30)
/// ```
public struct LayoutBlock<Element: LayoutElement>: LayoutBlockProtocol {
    /// The laid-out element; `nil` once it has been deallocated.
    public private(set) weak var element: Element?
    /// The layout that places the element in the constrained space.
    public var itemLayout: Layout { didSet { planCache = BlockPlanCache() } }
    /// The constraints, applied in order.
    public var constraints: [any LayoutConstraintProtocol] { didSet { planCache = BlockPlanCache() } }
    /// The compiled plan, once made (see ``BlockPlanCache``).
    private(set) var planCache = BlockPlanCache()

    /// Creates a block.
    ///
    /// - Parameters:
    ///   - element: The element to lay out.
    ///   - layout: Its layout.
    ///   - constraints: Constraints applied in order before the layout.
    public init(element: Element, layout: Layout = .equal, constraints: [any LayoutConstraintProtocol] = []) {
        self.element = element
        self.itemLayout = layout
        self.constraints = constraints
    }

    /// The README's spelling of ``init(element:layout:constraints:)``.
    ///
    /// - Parameters:
    ///   - element: The element to lay out.
    ///   - layout: Its layout.
    ///   - constraints: Constraints applied in order before the layout.
    public init(with element: Element, layout: Layout = .equal, constraints: [any LayoutConstraintProtocol] = []) {
        self.init(element: element, layout: layout, constraints: constraints)
    }

    /// `true` while the element exists and is in a tree.
    public var isActive: Bool { element?.superElement != nil }

    /// The element's present frame (and, for a container, its content's).
    public var currentSnapshot: LayoutSnapshot { presentSnapshot(reusing: nil) }

    /// ``currentSnapshot``, taking a container's content snapshot kept in `reports` (see ``LiveContentReports``),
    /// inside the content of the containers of `containers`.
    /// In a container's content, an element outside the content's space is skipped, as the content's passes skip it
    /// (``ContentSpace``).
    func presentSnapshot(reusing reports: LiveContentReports?, containers: ActiveContainers? = nil) -> LayoutSnapshot {
        guard let element, element.superElement != nil, ContentSpace.admits(element, in: containers) else {
            return LayoutSnapshot(kind: .skipped(snapshotElement), frame: .zero)
        }
        return LayoutSnapshot(kind: .element(SnapshotElement(element)), frame: element.frame,
                              childSnapshots: ContainerContent.currentSnapshot(of: element, reusing: reports, containers: containers))
    }

    var snapshotElement: SnapshotElement? { element.map { SnapshotElement($0) } }

    /// Lays out in the super element's layout bounds (a container's content too), through the
    /// block's compiled plan: the interpreter that runs schemes.
    public func layout(direction: LayoutDirection) {
        layout(in: nil, direction: direction, reports: nil, within: nil)
    }

    /// Lays out in `sourceRect` (in the super element's coordinates), through the block's compiled plan.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        layout(in: sourceRect, direction: direction, reports: nil, within: nil)
    }

    /// Lays out in `sourceRect` (the super element's layout bounds when `nil`) with the pass's content
    /// reports (see ``LiveContentReports``), inside the content of the containers of `containers`.
    package func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        plan?.layout(sourceRect: sourceRect, direction: direction, reports: reports, containers: containers)
    }

    /// Computes the element's frame for `sourceRect` without writing it; for
    /// a container, the snapshot's only child is its content's snapshot.
    /// Constraints that read the super element see it with the size of `sourceRect`.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        snapshot(for: sourceRect, direction: direction, readings: nil)
    }

    /// ``snapshot(for:direction:)`` recording into `readings` when it is computed for an enclosing
    /// snapshot (see ``SnapshotReadings``), into its own otherwise.
    /// `described`: the element `sourceRect` describes when the caller knows it (see ``DescribedSpaceSnapshotting``);
    /// `adaptive`: the adaptive scheme's computation the snapshot is part of, if any (see ``AdaptiveComputation``).
    func snapshot(for sourceRect: CGRect, direction: LayoutDirection, readings: SnapshotReadings?, adaptive: AdaptiveComputation? = nil,
                  describing described: (any LayoutElement)? = nil) -> LayoutSnapshot {
        // A one-block scheme: a content pass sees a container at its new frame, and constraints
        // on the super element see it at the size of `sourceRect`.
        guard element?.superElement != nil, let plan else { return LayoutSnapshot(kind: .skipped(snapshotElement), frame: .zero) }
        return SnapshotReadings.recording(into: readings) {
            plan.snapshot(sourceRect: sourceRect, direction: direction, readings: $0, adaptive: adaptive, describing: described).firstChildSnapshot
        }
    }

    /// Checks that `snapshot` is a block snapshot of this block's element
    /// (and, for a container, of its present content).
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot, within: nil)
    }

    /// ``validate(snapshot:)`` inside the content of the containers of `containers`.
    package func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        try Self.validate(snapshot, element: element, checksContent: element is any LayoutContainer, containers: containers)
    }

    /// The one check of a block snapshot, shared with scheme plans: the kind,
    /// the element, and a container's content.
    static func validate(_ snapshot: LayoutSnapshot, element: (any LayoutElement)?, checksContent: Bool,
                         containers: ActiveContainers? = nil) throws(LayoutSnapshotError) {
        switch snapshot.kind {
        case .group:
            throw .structureMismatch(path: [], expected: "a block of \(ElementName.withFrame(element))", found: "a group of \(snapshot.childSnapshots.count)")
        case .element(let taken) where !taken.matches(element), .skipped(.some(let taken)) where !taken.matches(element):
            throw .elementMismatch(path: [], element: ElementName.withFrame(element))
        case .element:
            if checksContent { try ContainerContent.validate(element as? any LayoutContainer, snapshot: snapshot, containers: containers) }
        case .skipped:
            return
        }
    }

    /// Writes the snapshot's frame (and a container's content) through the block's compiled plan, as a
    /// scheme applies its snapshots; a skipped snapshot or an element that left the tree writes nothing.
    /// Nothing is written when this throws; error paths are relative to the block.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        guard let plan else {
            try validate(snapshot: snapshot)   // the element is gone: only the check's error, no write
            return
        }
        try plan.applyOneBlock(snapshot)
    }
}

extension LayoutElement {
    /// A block for this element.
    ///
    /// - Parameters:
    ///   - layout: Its layout; `.equal` by default.
    ///   - constraints: Constraints applied in order before the layout.
    /// - Returns: The block.
    public func layoutBlock(with layout: Layout = .equal, constraints: [any LayoutConstraintProtocol] = []) -> LayoutBlock<Self> {
        LayoutBlock(element: self, layout: layout, constraints: constraints)
    }
}
