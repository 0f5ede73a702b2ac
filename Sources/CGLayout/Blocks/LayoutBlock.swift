import Foundation

/// One element, its ``Layout`` and its constraints.
///
/// Layout starts from the super element's layout bounds, runs the constraints
/// in order on that space, then lets the layout place the element in what is
/// left. A block whose element has been deallocated or has no super element
/// is skipped by layout, snapshot and apply.
///
/// ```swift
/// let block = title.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: .boxed(20), height: .fixed(30)))
/// block.layout()      // title.frame == (10, 10, superWidth - 20, 30)
/// ```
public struct LayoutBlock<Element: LayoutElement>: LayoutBlockProtocol {
    /// The laid-out element; `nil` once it has been deallocated.
    public private(set) weak var element: Element?
    /// The layout that places the element in the constrained space.
    public var itemLayout: Layout
    /// The constraints, applied in order.
    public var constraints: [any LayoutConstraintProtocol]

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
    public var currentSnapshot: LayoutSnapshot {
        guard let element, element.superElement != nil else { return LayoutSnapshot(kind: .skipped(snapshotElement), frame: .zero) }
        return LayoutSnapshot(kind: .element(SnapshotElement(element)), frame: element.frame,
                              childSnapshots: ContainerContent.currentSnapshot(of: element))
    }

    var snapshotElement: SnapshotElement? { element.map { SnapshotElement($0) } }

    /// The frame for `source`, in the super element's space. Reads, never writes.
    @inline(__always)
    func frame(in source: CGRect, superElement: any LayoutElement, element: Element, context: LayoutContext) -> CGRect {
        var recorder = NoTraceRecording()
        return frame(in: source, superElement: superElement, element: element, context: context, recorder: &recorder)
    }

    /// The one implementation of a block's steps; `recorder` sees each step
    /// (``NoTraceRecording`` compiles to nothing, so untraced passes pay nothing).
    @inline(__always)
    func frame<Recorder: TraceRecording>(in source: CGRect, superElement: any LayoutElement, element: Element,
                                         context: LayoutContext, recorder: inout Recorder) -> CGRect {
        var space = source.sanitizedSpace
        recorder.record(.initial, space)
        for constraint in constraints where constraint.isActive {
            constraint.constrain(sourceRect: &space, in: superElement, context: context)
            recorder.record(.constraint(String(describing: constraint), dependsOn: (constraint as? any ElementDependentConstraint)?.dependency), space)
        }
        let start = context.frame(of: element)
        var rect = start
        guard itemLayout.measures else {
            itemLayout.formLayout(rect: &rect, in: space, direction: context.direction)
            recorder.record(.layout(itemLayout.description), rect)
            return rect
        }
        let measurer = ContextFitMeasuring(element, context: context)
        itemLayout.formLayout(rect: &rect, in: space, direction: context.direction, measuring: measurer)
        recorder.record(.layout(itemLayout.description(measuring: measurer, from: start, in: space, direction: context.direction)), rect)
        return rect
    }

    /// Lays out in the super element's layout bounds (a container's content too).
    public func layout(direction: LayoutDirection) {
        guard let element, let superElement = element.superElement else { return }
        write(frame(in: superElement.layoutBounds, superElement: superElement, element: element,
                    context: .live(direction: direction)), direction: direction)
    }

    /// Lays out in `sourceRect` (in the super element's coordinates).
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        guard let element, let superElement = element.superElement else { return }
        write(frame(in: sourceRect, superElement: superElement, element: element, context: .live(direction: direction)),
              direction: direction)
    }

    /// Writes `frame`, then lays out a container's content for it.
    func write(_ frame: CGRect, direction: LayoutDirection) {
        guard let element else { return }
        FrameGate.write(frame, to: element)
        if let container = element as? any LayoutContainer {
            ContainerContent.layout(container, frame: frame, direction: direction)
        }
    }

    /// Computes the element's frame for `sourceRect` without writing it; for
    /// a container, the snapshot's only child is its content's snapshot.
    /// Constraints that read the super element see it with the size of `sourceRect`.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        guard let element, let superElement = element.superElement else { return LayoutSnapshot(kind: .skipped(snapshotElement), frame: .zero) }
        if element is any LayoutContainer || constraints.contains(where: { $0.layoutElement(is: superElement) }) {
            // The content pass must see the container at its new frame, and constraints on the super element
            // must see it at the size of `sourceRect`: run as a one-block scheme.
            return SchemePlan(blocks: [self]).snapshot(sourceRect: sourceRect, direction: direction).childSnapshots[0]
        }
        let frame = frame(in: sourceRect, superElement: superElement, element: element, context: .live(direction: direction))
        return LayoutSnapshot(kind: .element(SnapshotElement(element)), frame: frame)
    }

    /// Checks that `snapshot` is a block snapshot of this block's element
    /// (and, for a container, of its present content).
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try Self.validate(snapshot, element: element, checksContent: element is any LayoutContainer)
    }

    /// The one check of a block snapshot, shared with scheme plans: the kind,
    /// the element, and a container's content.
    static func validate(_ snapshot: LayoutSnapshot, element: (any LayoutElement)?, checksContent: Bool) throws(LayoutSnapshotError) {
        switch snapshot.kind {
        case .group:
            throw .structureMismatch(path: [], expected: "a block of \(describe(element))", found: "a group of \(snapshot.childSnapshots.count)")
        case .element(let taken) where !taken.matches(element), .skipped(.some(let taken)) where !taken.matches(element):
            throw .elementMismatch(path: [], element: describe(element))
        case .element:
            if checksContent { try ContainerContent.validate(element as? any LayoutContainer, snapshot: snapshot) }
        case .skipped:
            return
        }
    }

    /// Writes the snapshot's frame; a skipped snapshot or an element that left the tree writes nothing.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        write(snapshot)
    }

    func write(_ snapshot: LayoutSnapshot) {
        guard case .element = snapshot.kind, let element, element.superElement != nil else { return }
        FrameGate.write(snapshot.frame, to: element)
        if let container = element as? any LayoutContainer {
            ContainerContent.write(container, snapshot: snapshot)
        }
    }
}

/// A readable name for an element in messages.
func describe(_ element: AnyObject?) -> String {
    guard let element else { return "a deallocated element" }
    if let node = element as? CustomStringConvertible { return node.description }
    return String(describing: type(of: element))
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
