import Cassowary
import CGLayout
import Foundation

extension RelationPass {
    /// How far a required relation may miss after substitution and still hold (relative to its magnitudes).
    static let tolerance: Double = 1e-6
    /// The largest magnitude of a constant the solver takes (``Solver/valueRange``).
    static let largestConstant: Double = Solver.valueRange.upperBound

    /// Solves component `index` unless the parameters it reads have the values it was last solved for.
    ///
    /// A component whose required `==` records fix every slot one after another is solved by substitution;
    /// when a required record then does not hold or a size comes out negative, or when substitution does
    /// not fix every slot, by a ``LinearProgram``: `size >= 0` for every size, then the required records in
    /// order (one that contradicts those before it is refused), then the others, the weighted errors
    /// minimised, and the slots the optimum leaves open found and settled (sizes, then positions, in item
    /// order, each at the value nearest zero it can take). The program is the reference program of the
    /// component's shape moved to the parameters' values where it can be (``solveByMoving(_:shape:)``: a
    /// change costs a few pivots of the dual simplex, as a kept Cassowary solver's suggested value does),
    /// else one built from scratch. Either way the solution is a function of the records and of the
    /// parameters' values.
    func solve(_ index: Int) {
        let plan = structure.component(index)
        var unchanged = state.solved[index]
        var input = state.inputStart[index]
        for param in plan.params {
            let value = state.params[param]
            if state.inputs[input].bitPattern != value.bitPattern {
                state.inputs[input] = value
                unchanged = false
            }
            input += 1
        }
        guard !unchanged else { return }
        state.solved[index] = true
        let issuesBefore = state.componentIssues[index]
        if !(plan.solvedBySubstitution && substitute(plan)) { solveProgram(plan, component: index) }
        var issues = 0
        for record in plan.records where state.refused[record] { issues += 1 }
        for slot in plan.slots where state.ambiguous[slot] { issues += 1 }
        state.componentIssues[index] = issues
        if issues != 0 || issuesBefore != 0 { state.issuesChanged = true }
    }

    /// Computes the component's slots in substitution order. Returns `false` (and changes nothing) when a
    /// required record does not hold or a size is negative.
    private func substitute(_ plan: ComponentPlan) -> Bool {
        state.values.removeAll(keepingCapacity: true)
        for _ in plan.slots { state.values.append(.nan) }
        for (record, slot) in plan.substitution {
            var sum = paramValue(record), coefficient = 0.0, local = 0
            for term in structure.records[record].slots {
                let slotTerm = structure.slotTerms[term]
                if slotTerm.index == slot {
                    coefficient = slotTerm.coefficient
                    local = structure.localSlot[term]
                } else {
                    sum += slotTerm.coefficient * state.values[structure.localSlot[term]]
                }
            }
            state.values[local] = RelationPass.snapped(-sum / coefficient)
        }
        for record in plan.records where structure.records[record].isRequired && !structure.records[record].optional {
            guard holds(record) else { return false }
        }
        for local in plan.sizeSlots where !(state.values[local] >= -RelationPass.tolerance) { return false }
        for (local, slot) in plan.slots.enumerated() {
            setSlot(slot, state.values[local])
            state.ambiguous[slot] = false
        }
        for record in plan.records {
            state.refused[record] = false
            state.outOfRange[record] = false
        }
        return true
    }

    /// Whether a record holds with the component's values in `state.values`.
    private func holds(_ record: Int) -> Bool {
        var value = paramValue(record), scale = abs(value)
        for term in structure.records[record].slots {
            let product = structure.slotTerms[term].coefficient * state.values[structure.localSlot[term]]
            value += product
            scale = max(scale, abs(product))
        }
        let tolerance = RelationPass.tolerance * max(1, scale)
        switch structure.records[record].op {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// Solves the component with a linear program: its shape's reference program moved to the parameters' values
    /// where it can be (``solveByMoving(_:shape:)``), else one built from scratch.
    private func solveProgram(_ plan: ComponentPlan, component: Int) {
        let shape = structure.componentShape[component]
        if shape >= 0, solveByMoving(plan, shape: shape) { return }
        // Taken out of the state while it is used (see `solveByMoving`).
        var program = LinearProgram()
        swap(&program, &state.program)
        defer { swap(&program, &state.program) }
        program.start(variables: plan.slots.count)
        for local in plan.sizeSlots {
            state.terms.removeAll(keepingCapacity: true)
            state.terms.append((local, 1))
            _ = program.add(state.terms, constant: 0, .greaterThanOrEqual, weight: nil)
        }
        // Required records first, in order (whether one can hold depends on those before it alone), then the others.
        for required in [true, false] {
            for record in plan.records where structure.records[record].isRequired == required { add(record, to: &program) }
        }
        let open = program.settle(order: plan.settleOrder)
        for (local, slot) in plan.slots.enumerated() {
            setSlot(slot, RelationPass.snapped(program.value(of: local)))
            state.ambiguous[slot] = open[local]
        }
    }

    /// Solves the component with the reference program of its shape — its records with every parameter a variable
    /// pinned at 0, built once per shape — copied, its pins moved to the parameters' values and its optimum restored
    /// by the dual simplex (as a kept solver takes a suggested value), then settled as a fresh program is. Returns
    /// `false` when it cannot: a parameter not finite, a constant beyond the solver's range, a required record refused
    /// at 0, or the required records contradicting each other at these values (then which one is refused is a
    /// question for a program built in order, from scratch).
    ///
    /// The result does not depend on past passes: every solve starts from the same reference (never from the last
    /// solution), so it is a function of the shape and the parameters' values, and a fresh layout finds the same
    /// bits. It is the optimum a program built from scratch finds, reached by other pivots (equal to rounding).
    private func solveByMoving(_ plan: ComponentPlan, shape: Int) -> Bool {
        for param in plan.params where !state.params[param].isFinite { return false }
        for record in plan.records where !(abs(paramValue(record)) <= RelationPass.largestConstant) { return false }
        if state.referenceUsable[shape] == nil { buildReference(plan, shape: shape) }
        guard state.referenceUsable[shape] == true, let reference = state.references[shape] else { return false }
        // The state's program, taken out while it is used: a local the compiler knows nothing else reaches (through the
        // state's address it would copy it to call its methods, and the copy would make `assign` allocate).
        var program = LinearProgram()
        swap(&program, &state.program)
        defer { swap(&program, &state.program) }
        program.assign(reference)   // on the program's own storage: no row is copied at its first change
        for (pin, param) in plan.params.enumerated() where !program.move(pin: pin, to: state.params[param]) { return false }
        guard program.restoreOptimum() else { return false }
        let open = program.settle(order: plan.settleOrder)
        for (local, slot) in plan.slots.enumerated() {
            setSlot(slot, RelationPass.snapped(program.value(of: local)))
            state.ambiguous[slot] = open[local]
        }
        for record in plan.records {
            state.refused[record] = false
            state.outOfRange[record] = false
        }
        return true
    }

    /// Takes the reference program of `shape` from the cache (``ReferencePrograms/shared``) (kept by an earlier layout of any
    /// relations with a component of this shape), else builds it and keeps it there.
    private func buildReference(_ plan: ComponentPlan, shape: Int) {
        let key = referenceKey(plan)
        let entry: ReferencePrograms.Entry
        if let kept = referencePrograms.entry(for: key) {
            entry = kept
        } else {
            entry = buildReference(plan)
            referencePrograms.insert(entry, for: key)
        }
        state.references[shape] = entry
        state.referenceUsable[shape] = entry != nil
    }

    /// Builds the reference program of `plan`'s shape (`nil` when it is not usable): the parameters are variables
    /// after the slots, pinned at 0, then the rows in the order of a program built from scratch. It reads what
    /// ``referenceKey(_:)`` lists, and nothing else.
    func buildReference(_ plan: ComponentPlan) -> LinearProgram? {
        var program = LinearProgram()
        let slotCount = plan.slots.count
        program.start(variables: slotCount + plan.params.count)
        var usable = true
        for local in plan.params.indices where program.pin(slotCount + local, at: 0) != local { usable = false }
        for local in plan.sizeSlots {
            _ = program.add([(local, 1)], constant: 0, .greaterThanOrEqual, weight: nil)
        }
        for required in [true, false] {
            for record in plan.records where structure.records[record].isRequired == required {
                let facts = structure.records[record]
                var terms: [(variable: Int, coefficient: Double)] = []
                for term in facts.slots { terms.append((structure.localSlot[term], structure.slotTerms[term].coefficient)) }
                for term in facts.params {
                    let param = structure.paramTerms[term]
                    guard let local = plan.params.firstIndex(of: param.index) else { usable = false; continue }
                    terms.append((slotCount + local, param.coefficient))
                }
                if !program.add(terms, constant: facts.constant, facts.op, weight: facts.weight) { usable = false }
            }
        }
        return usable ? program : nil
    }

    /// Adds a record to `program` (or notes why it is left out).
    private func add(_ record: Int, to program: inout LinearProgram) {
        let facts = structure.records[record]
        let constant = paramValue(record)
        state.refused[record] = false
        state.outOfRange[record] = false
        // An undefined measured length: its bounds are absent.
        if facts.optional, constant.isNaN { return }
        guard abs(constant) <= RelationPass.largestConstant else {
            state.refused[record] = true
            state.outOfRange[record] = true
            return
        }
        state.terms.removeAll(keepingCapacity: true)
        for term in facts.slots { state.terms.append((structure.localSlot[term], structure.slotTerms[term].coefficient)) }
        state.refused[record] = !program.add(state.terms, constant: constant, facts.op, weight: facts.weight)
    }

    /// A record's parameter part: its constant with the parameters' present values.
    @inline(__always)
    func paramValue(_ record: Int) -> Double {
        let facts = structure.records[record]
        var sum = facts.constant
        for index in facts.params {
            let term = structure.paramTerms[index]
            sum += state.params[term.index] * term.coefficient
        }
        return sum
    }

    /// `value`, or the nearest multiple of 1/1024 when it is within rounding noise of it.
    @inline(__always)
    static func snapped(_ value: Double) -> Double {
        let snapped = (value * 1024).rounded() / 1024
        return abs(snapped - value) < 1e-7 ? snapped : value
    }

    /// Checks the records that relate no slot (two elements read at their frames).
    func evaluateChecks() {
        for record in structure.checks {
            let required = structure.records[record].isRequired
            let value = paramValue(record), tolerance = RelationPass.tolerance * max(1, abs(value))
            let holds: Bool
            switch structure.records[record].op {
            case .equal: holds = abs(value) <= tolerance
            case .lessThanOrEqual: holds = value <= tolerance
            case .greaterThanOrEqual: holds = value >= -tolerance
            }
            let refused = required && !holds
            if refused != state.refused[record] {
                state.refused[record] = refused
                state.issuesChanged = true
            }
        }
    }
}
