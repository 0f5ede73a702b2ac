import Foundation

extension LayoutBlock {
    /// Lays the block out on paper, recording every step; writes nothing.
    ///
    /// The steps are those the block's layout runs: the block's program, run by the interpreter
    /// that runs blocks and schemes, with a record instruction after every step. Frames of other
    /// elements are read as they are now, so trace after the scheme has been laid out to see the
    /// steps of that layout. With a `sourceRect`,
    /// the block is traced as ``snapshot(for:direction:)`` computes it (constraints that read the
    /// super element see it at the size of `sourceRect`): the trace's final frame is the snapshot's frame.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space in the super element's space; its layout bounds by default.
    ///   - direction: Resolves leading/trailing; the global direction by default.
    /// - Returns: The trace, or `nil` when the element is gone or has no super element.
    public func trace(in sourceRect: CGRect? = nil, direction: LayoutDirection = .current) -> LayoutTrace? {
        guard let element, let superElement = element.superElement else { return nil }
        // The block's program with a record instruction after every step, made for this trace.
        let plan = SchemePlan(blocks: [self], recording: true)
        guard plan.slotElement.first.map({ $0 >= 0 }) == true, let recorded = plan.steps else { return nil }
        plan.run(sourceRect: sourceRect, direction: direction, snapshot: true)
        let steps = recorded.events.map { step(of: $0, element: element, direction: direction) }
        guard !steps.isEmpty else { return nil }   // the element left its tree meanwhile
        var root: any LayoutElement = superElement
        var depth = 0
        while let parent = root.superElement, depth < ElementPlacement.maximumDepth { root = parent; depth += 1 }
        let origin = ElementPlacement.offset(from: superElement, to: root, frames: .live)
        return LayoutTrace(element: describe(element), direction: direction, steps: steps, rootOffset: origin)
    }

    /// A recorded step as a trace step, described from the block's constraints and layout.
    private func step(of event: PassSteps.Event, element: Element, direction: LayoutDirection) -> LayoutTrace.Step {
        switch event.step {
        case PassSteps.initial:
            return LayoutTrace.Step(kind: .initial, rect: event.space)
        case PassSteps.layout:
            // A trace pass reads present frames: the element's own is where a layout that reads it
            // starts, and a `.fit` step measures as the pass did.
            let description = itemLayout.measures
                ? itemLayout.description(measuring: ContextFitMeasuring(element, context: .live(direction: direction)),
                                         from: element.frame, in: event.space, direction: direction)
                : itemLayout.description
            return LayoutTrace.Step(kind: .layout(description), rect: event.rect)
        default:
            let constraint = constraints[Int(event.step)]
            return LayoutTrace.Step(kind: .constraint(String(describing: constraint),
                                                      dependsOn: (constraint as? any ElementDependentConstraint)?.dependency),
                                    rect: event.space)
        }
    }
}
