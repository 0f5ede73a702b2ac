import Foundation

/// Turns the steps of a one-block pass into the steps of a ``LayoutTrace``: each constraint
/// instruction is matched with the block's constraint at the same place, for its description.
struct BlockTraceRecording: PassRecording {
    let constraints: [any LayoutConstraintProtocol]
    let layout: Layout
    let element: any LayoutElement
    let direction: LayoutDirection
    private(set) var steps: [LayoutTrace.Step] = []
    private var next = 0

    init(constraints: [any LayoutConstraintProtocol], layout: Layout, element: any LayoutElement, direction: LayoutDirection) {
        self.constraints = constraints
        self.layout = layout
        self.element = element
        self.direction = direction
    }

    mutating func begin(_ space: CGRect) {
        steps.append(LayoutTrace.Step(kind: .initial, rect: space))
    }

    mutating func constraint(_ space: CGRect, active: @autoclosure () -> Bool) {
        defer { next += 1 }
        guard active(), constraints.indices.contains(next) else { return }
        let constraint = constraints[next]
        steps.append(LayoutTrace.Step(kind: .constraint(String(describing: constraint),
                                                        dependsOn: (constraint as? any ElementDependentConstraint)?.dependency),
                                      rect: space))
    }

    mutating func layout(_ frame: CGRect, in space: CGRect) {
        // A trace pass reads present frames: the element's own is where a layout that reads it starts,
        // and a `.fit` step measures as the pass did.
        let description = layout.measures
            ? layout.description(measuring: ContextFitMeasuring(element, context: .live(direction: direction)),
                                 from: element.frame, in: space, direction: direction)
            : layout.description
        steps.append(LayoutTrace.Step(kind: .layout(description), rect: frame))
    }
}

extension LayoutBlock {
    /// Lays the block out on paper, recording every step; writes nothing.
    ///
    /// The steps are those the block's layout runs: the same compiled plan, run by the same
    /// interpreter, with a recorder. Frames of other elements are read as they are now, so trace
    /// after the scheme has been laid out to see the steps of that layout. With a `sourceRect`,
    /// the block is traced as ``snapshot(for:direction:)`` computes it (constraints that read the
    /// super element see it at the size of `sourceRect`): the trace's final frame is the snapshot's frame.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space in the super element's space; its layout bounds by default.
    ///   - direction: Resolves leading/trailing; the global direction by default.
    /// - Returns: The trace, or `nil` when the element is gone or has no super element.
    public func trace(in sourceRect: CGRect? = nil, direction: LayoutDirection = .current) -> LayoutTrace? {
        guard let element, let superElement = element.superElement, let plan else { return nil }
        var recorder = BlockTraceRecording(constraints: constraints, layout: itemLayout, element: element, direction: direction)
        plan.record(sourceRect: sourceRect, direction: direction, into: &recorder)
        guard !recorder.steps.isEmpty else { return nil }   // the element left its tree meanwhile
        var root: any LayoutElement = superElement
        var depth = 0
        while let parent = root.superElement, depth < ElementPlacement.maximumDepth { root = parent; depth += 1 }
        let origin = ElementPlacement.offset(from: superElement, to: root, frames: .live)
        return LayoutTrace(element: describe(element), direction: direction, steps: recorder.steps, rootOffset: origin)
    }
}
