import Cassowary
import CGLayout
import Foundation

extension RelationSystem {
    /// How far the ambiguity probe pulls the preferences.
    static let probeShift: Double = 10_000
    /// How far a required relation may miss after substitution and still hold.
    static let tolerance: Double = 1e-6

    /// Solves one component: by substitution, or in its solver (only the constraints whose constants changed).
    func solve(_ index: Int) {
        let component = components[index]
        let before = issueSignature(component)
        defer { if issueSignature(component) != before { issuesChanged = true } }
        resetMeasuredWidths(component)
        if !component.usesSolver {
            if substitute(component) { return }
            // A required relation contradicts the others, or a size came out negative:
            // solve with every relation in order in a solver, which leaves the culprit out.
            component.usesSolver = true
            setUpSolver(component)
            makeConservative(component)
        }
        guard let solver = component.solver else { return }
        // A component that left relations out is solved again in order whenever a constant changes:
        // a refused relation may fit now, and which one is left out must not depend on history.
        if component.hasRefusals { component.needsRebuild = true }
        var touched = component.needsSolve
        if !component.needsRebuild {
            for record in component.records where records[record].changed {
                records[record].changed = false
                guard !component.needsRebuild else { continue }
                let constant = active(record, in: component) ? paramValue(record) : .nan
                if recordConstraints[record] != nil, records[record].solverConstant == constant { continue }
                if records[record].refused {
                    component.needsRebuild = true
                    continue
                }
                if let existing = recordConstraints[record] {
                    do { try solver.removeConstraint(existing) } catch {
                        component.failure = "removing a changed relation: \(error)"
                        component.needsRebuild = true
                        continue
                    }
                    recordConstraints[record] = nil
                }
                records[record].solverConstant = constant
                touched = true
                guard !constant.isNaN else { continue }
                let constraint = makeConstraint(record, constant: constant, in: component)
                do { try solver.addConstraint(constraint) } catch {
                    component.needsRebuild = true
                    continue
                }
                recordConstraints[record] = constraint
            }
            if !component.needsRebuild { touched = addGuardsAndPreferences(component) || touched }
        }
        if component.needsRebuild { component.failure = nil }
        if component.needsRebuild {
            rebuildSolver(component)
            touched = true
        }
        component.needsSolve = false
        guard touched, let solver = component.solver else { return }
        solver.updateVariables()
        read(component)
        if !component.conservative, hasNegativeSize(component) {
            // Sizes fixed by required `==` relations have no `size >= 0` guard: one came out
            // negative, so solve again in order with every guard first, which leaves the culprit out.
            makeConservative(component)
            rebuildSolver(component)
            component.solver?.updateVariables()
            read(component)
        }
        // Which values the relations leave free depends on the constants too (a range of positions that
        // closes when the container shrinks to the item): probed whenever the constraints changed, so
        // the issues are the same for every history.
        probe(component)
    }

    /// What the component contributes to the issues: a pass that leaves it unchanged need not collect them again.
    private func issueSignature(_ component: Component) -> IssueSignature {
        var refused = 0
        if component.usesSolver { for record in component.records where records[record].refused { refused = refused &* 31 &+ record &+ 1 } }
        return IssueSignature(refused: refused, ambiguous: component.ambiguousSlots, failure: component.failure, probeFailure: component.probeFailure)
    }

    /// Whether a record goes into its component's solver: a measured length's bound
    /// only while its slot is not fixed by substitution (or the component is conservative).
    @inline(__always)
    private func active(_ record: Int, in component: Component) -> Bool {
        guard records[record].optional, !component.conservative else { return true }
        return determinedBy[slotTerms[records[record].slots.lowerBound].index] < 0
    }

    /// Computes the component's slots in substitution order. Returns `false` when a
    /// required relation does not hold or a size is negative.
    private func substitute(_ component: Component) -> Bool {
        for (record, slot) in component.substitution {
            var sum = paramValue(record), coefficient = 0.0
            for index in records[record].slots {
                let term = slotTerms[index]
                if term.index == slot { coefficient = term.coefficient } else { sum += term.coefficient * slotValues[term.index] }
            }
            setSlot(slot, RelationSystem.snapped(-sum / coefficient))
        }
        for record in component.records where records[record].strength.isRequired && !records[record].optional {
            guard substitutes[record] || holds(record) else { return false }
        }
        return !hasNegativeSize(component)
    }

    /// Turns the component conservative: a guard and a pull on every slot, and the bounds of
    /// measured lengths on every item (substitution fixed some before), measured afresh, so
    /// the first pass that turns it gives what later passes give.
    private func makeConservative(_ component: Component) {
        component.conservative = true
        var changed = false
        updateGuardsAndPreferences(component, changed: &changed)
        for record in component.records { records[record].changed = true }
        if let index = components.firstIndex(where: { $0 === component }) {
            measure(widths: true, onlyChanged: false, component: index)
            measure(widths: false, onlyChanged: false, component: index)
        }
        for item in component.measuredWidthItems { measuredAtWidth[item] = .nan; fitting[item].widths = 0 }
    }

    /// Whether a solved size of the component is negative (beyond rounding noise).
    private func hasNegativeSize(_ component: Component) -> Bool {
        component.slots.contains { $0 % 2 == 1 && slotValues[$0] < -RelationSystem.tolerance }
    }

    /// Whether a record holds with the present slot values.
    func holds(_ record: Int) -> Bool {
        var value = paramValue(record)
        for index in records[record].slots { value += slotTerms[index].coefficient * slotValues[slotTerms[index].index] }
        let tolerance = RelationSystem.tolerance * max(1, abs(value))
        switch records[record].op {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// A fresh solver: guards, then the component's records in order, then the preferences.
    /// A refused record turns the component conservative and starts again, so the guards stay first.
    private func rebuildSolver(_ component: Component) {
        for attempt in 0..<2 {
            let solver = Solver()
            component.solver = solver
            component.probe = nil
            component.failure = nil
            component.slotVariables = component.slots.map { RelationSystem.variable(for: $0) }
            for index in component.guards.indices { component.guards[index].constraint = nil }
            for index in component.preferences.indices { component.preferences[index].constraint = nil }
            _ = addGuards(component)
            var refused = false
            for record in component.records {
                records[record].changed = false
                records[record].refused = false
                recordConstraints[record] = nil
                let constant = active(record, in: component) ? paramValue(record) : .nan
                records[record].solverConstant = constant
                guard !constant.isNaN else { continue }
                let constraint = makeConstraint(record, constant: constant, in: component)
                do {
                    try solver.addConstraint(constraint)
                    recordConstraints[record] = constraint
                } catch {
                    records[record].refused = true
                    refused = true
                }
            }
            if refused, !component.conservative, attempt == 0 {
                makeConservative(component)
                continue
            }
            _ = addPreferences(component)
            component.hasRefusals = refused
            break
        }
        component.needsRebuild = false
        component.needsProbe = true
    }

    private func addGuardsAndPreferences(_ component: Component) -> Bool {
        let guards = addGuards(component)
        return addPreferences(component) || guards
    }

    private func addGuards(_ component: Component) -> Bool {
        guard let solver = component.solver else { return false }
        var added = false
        for index in component.guards.indices where component.guards[index].constraint == nil {
            let constraint = Cassowary.Constraint(Expression([Term(component.slotVariables[component.guards[index].slot])]),
                                                  .greaterThanOrEqual, strength: .required)
            do { try solver.addConstraint(constraint) } catch {
                // A relation added before asks for a negative size; in order the guard comes first,
                // so solve again in order, which leaves that relation out.
                if case .unsatisfiableConstraint = error { component.needsRebuild = true } else { component.failure = "adding a size guard: \(error)" }
                continue
            }
            component.guards[index].constraint = constraint
            added = true
        }
        return added
    }

    /// Adds the preferences not yet in the solver (and the probe they pull towards).
    private func addPreferences(_ component: Component) -> Bool {
        guard let solver = component.solver else { return false }
        var added = false
        for index in component.preferences.indices where component.preferences[index].constraint == nil {
            let probe: Variable
            if let existing = component.probe { probe = existing } else {
                probe = Variable("probe")
                do {
                    // An edit variable starts at 0: no suggestion needed.
                    try solver.addEditVariable(probe, strength: .strong)
                } catch {
                    component.failure = "adding the preferences' edit variable: \(error)"
                    return added
                }
                component.probe = probe
            }
            let preference = component.preferences[index]
            let constraint = Cassowary.Constraint(Expression([Term(component.slotVariables[preference.slot]), Term(probe, -1)]), .equal,
                                                  strength: Strength(preference.strength))
            do { try solver.addConstraint(constraint) } catch {
                component.failure = "adding a preference: \(error)"
                continue
            }
            component.preferences[index].constraint = constraint
            added = true
        }
        return added
    }

    private func makeConstraint(_ record: Int, constant: Double, in component: Component) -> Cassowary.Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(records[record].slots.count)
        for index in records[record].slots {
            let term = slotTerms[index]
            guard let position = position(of: term.index, in: component) else { continue }
            terms.append(Term(component.slotVariables[position], term.coefficient))
        }
        return Cassowary.Constraint(Expression(terms, constant: constant), records[record].op, strength: records[record].strength)
    }

    @inline(__always)
    private func position(of slot: Int, in component: Component) -> Int? {
        // Slots are sorted: a binary search.
        var low = 0, high = component.slots.count
        while low < high {
            let middle = (low + high) / 2
            if component.slots[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low < component.slots.count && component.slots[low] == slot ? low : nil
    }

    /// Copies the component's solved values into `slotValues`.
    func read(_ component: Component) {
        for (position, slot) in component.slots.enumerated() {
            setSlot(slot, RelationSystem.snapped(component.slotVariables[position].value))
        }
    }

    /// `value`, or the nearest multiple of 1/1024 when it is within rounding noise of it.
    @inline(__always)
    static func snapped(_ value: Double) -> Double {
        let snapped = (value * 1024).rounded() / 1024
        return abs(snapped - value) < 1e-7 ? snapped : value
    }

    /// Finds the slots the relations leave free: pulls the preferences far away and sees what follows.
    /// When the solver fails to move (a solver bug), the component is solved again without the probe:
    /// its frames stay right and the failure is reported.
    private func probe(_ component: Component) {
        component.needsProbe = false
        component.ambiguousSlots.removeAll()
        component.probeFailure = nil
        guard let solver = component.solver, let probe = component.probe, !component.preferences.isEmpty else { return }
        do {
            try solver.suggestValue(probe, RelationSystem.probeShift)
            solver.updateVariables()
            for (position, slot) in component.slots.enumerated()
            where abs(component.slotVariables[position].value - slotValues[slot]) > 1e-3 {
                component.ambiguousSlots.append(slot)
            }
            try solver.suggestValue(probe, 0)
            solver.updateVariables()
            // The slots keep the values of the solve: the way there and back may change their last bits, and a
            // pass that probes must give the frames of one that does not.
        } catch {
            component.ambiguousSlots.removeAll()
            component.probeFailure = "\(error)"
            rebuildSolver(component)
            component.needsProbe = false
            component.solver?.updateVariables()
            read(component)
        }
    }
}

/// A component's part of the issues, compared before and after it is solved.
struct IssueSignature: Equatable {
    /// The refused records, folded into one number (their indices, weighted).
    let refused: Int
    let ambiguous: [Int]
    let failure: String?
    let probeFailure: String?
}
