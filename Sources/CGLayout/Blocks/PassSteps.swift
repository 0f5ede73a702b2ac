import Foundation

/// The steps a pass of a plan compiled for tracing went through: where each block started, the
/// space after each of its constraints, the frame its layout chose (what a ``LayoutTrace`` shows).
///
/// Tracing adds no code to ordinary passes: a plan compiled with `recording` has a
/// ``SchemePlan/Instruction/record(step:element:constraint:)`` after every step of the same
/// program, and the interpreter runs it as one more instruction. Ordinary plans have none.
/// A recording plan is made for one trace and not shared, so its steps need no lock.
final class PassSteps: @unchecked Sendable {
    /// The step that starts a block: the available space.
    static let initial: Int32 = -1
    /// The step after a block's layout: the frame.
    static let layout: Int32 = -2

    /// One recorded step.
    struct Event: Equatable {
        /// ``PassSteps/initial``, ``PassSteps/layout``, or the index of the block's constraint that just ran.
        let step: Int32
        /// The block's space after the step.
        let space: CGRect
        /// After ``PassSteps/layout``, the frame.
        let rect: CGRect
    }

    /// The steps, in the order they ran; a constraint that was inactive has none.
    private(set) var events: [Event] = []

    func append(_ event: Event) { events.append(event) }
}

extension PlanCompiler {
    /// In a plan for tracing, records the step that was just compiled.
    mutating func record(_ step: Int32) {
        guard recording else { return }
        program.append(.record(step: step, element: -1, constraint: -1))
    }

    /// Appends a block's compiled constraints; in a plan for tracing, each followed by its record instruction.
    mutating func emit(_ constraints: [SchemePlan.Instruction]) {
        guard recording else {
            program += constraints
            return
        }
        for (ordinal, constraint) in constraints.enumerated() {
            program.append(constraint)
            record(after: constraint, ordinal: ordinal)
        }
    }

    /// Records constraint `ordinal` of the block after `instruction` ran: it was active when the element
    /// it reads is loaded (or, for other constraints, when it says so).
    private mutating func record(after instruction: SchemePlan.Instruction, ordinal: Int) {
        switch instruction {
        case .frame(let index):
            program.append(.record(step: Int32(ordinal), element: framePool[Int(index)].element, constraint: -1))
        case .adjust(let element, _, _, _, _), .adjust2(let element, _, _, _):
            program.append(.record(step: Int32(ordinal), element: element, constraint: -1))
        case .constraint(let index):
            program.append(.record(step: Int32(ordinal), element: -1, constraint: index))
        default:
            program.append(.record(step: Int32(ordinal), element: -1, constraint: -1))
        }
    }
}

extension SchemePlan.Pass {
    /// A ``SchemePlan/Instruction/record(step:element:constraint:)``: the block's state after the previous step.
    /// Out of line: ordinary plans never run it.
    @inline(never)
    func record(_ step: Int32, element: Int, constraint: Int, _ block: inout BlockState) {
        guard let steps = plan.steps else { return }
        if element >= 0, loaded[element] == nil { return }                            // deallocated: inactive
        if constraint >= 0, !plan.constraints[constraint].isActive { return }
        steps.append(PassSteps.Event(step: step, space: block.space, rect: block.rect))
    }
}
