import Foundation

extension LayoutBlock {
    /// Lays the block out on paper, recording every step; writes nothing.
    ///
    /// The steps are those the block's layout runs: the block's program, run by the interpreter
    /// that runs blocks and schemes, with a recording step between its steps. Frames of other
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
        // The block's trace plan runs its steps with a recording constraint before its first constraint
        // and after each one (custom constraints, one more case of the program): the recorders keep
        // the space between them, in this call's steps. The committed frame is the snapshot's.
        let recorded = TraceSteps()
        guard let plan = tracePlan(recordingInto: recorded) else { return nil }
        let snapshot = plan.run(sourceRect: sourceRect, direction: direction, snapshot: true)
        guard let frame = snapshot?.childSnapshots.first, frame.isElement, let last = recorded.events.last else {
            return nil   // the element left its tree meanwhile
        }
        let events = recorded.events + [TraceSteps.Event(step: TraceSteps.layout, space: last.space, rect: frame.frame)]
        let root = SuperElementChain.walk(from: superElement).element
        let origin = ElementPlacement.offset(from: superElement, to: root, frames: .live)
        return LayoutTrace(element: ElementName.withFrame(element), direction: direction,
                           steps: events.map { step(of: $0, element: element, direction: direction) }, rootOffset: origin)
    }

    /// A recorded step as a trace step, described from the block's constraints and layout.
    private func step(of event: TraceSteps.Event, element: Element, direction: LayoutDirection) -> LayoutTrace.Step {
        switch event.step {
        case TraceSteps.initial:
            return LayoutTrace.Step(kind: .initial, rect: event.space)
        case TraceSteps.layout:
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

/// The spaces a traced block went through, in order (see ``LayoutBlock/trace(in:direction:)``).
/// Made for one trace and not shared: the recorders of the plan made for that trace hold it, so traces of
/// the same block from several tasks stay apart, and ordinary passes carry nothing for tracing.
final class TraceSteps: @unchecked Sendable {
    /// The step that starts the block: the available space.
    static let initial = -1
    /// The step after the block's layout: the frame.
    static let layout = -2

    /// One step.
    struct Event {
        /// ``TraceSteps/initial``, ``TraceSteps/layout``, or the index of the block's constraint that just ran.
        let step: Int
        /// The block's space after the step.
        let space: CGRect
        /// After ``TraceSteps/layout``, the frame.
        var rect: CGRect = .zero
    }

    /// The steps so far; an inactive constraint has none.
    var events: [Event] = []
}

/// A constraint that changes nothing and records the space it is given in its trace's steps: a block's trace
/// plan (made for one trace) runs one before its first
/// constraint and one after each constraint, so its steps are recorded by the program's case for
/// custom constraints and ordinary programs carry no recording at all.
struct TraceStepRecorder: LayoutConstraintProtocol {
    /// ``TraceSteps/initial`` or the index of the constraint it follows.
    let step: Int
    /// The constraint it follows: no step when that one was inactive.
    let recorded: (any LayoutConstraintProtocol)?
    /// The trace's steps.
    let steps: TraceSteps

    var isActive: Bool { true }
    var isIndependent: Bool { true }
    func layoutElement(is object: AnyObject) -> Bool { false }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        guard recorded?.isActive ?? true else { return }
        steps.events.append(TraceSteps.Event(step: step, space: sourceRect))
    }
}
