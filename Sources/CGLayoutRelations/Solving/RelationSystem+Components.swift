import Cassowary
import CGLayout
import Foundation

/// The structure before a rebuild: what a rebuilt component may keep.
struct PreviousStructure {
    let records: [ConstraintRecord]
    let slotTerms: [Affine.Term]
    let paramTerms: [Affine.Term]
    let constraints: [Cassowary.Constraint?]
    let components: [Component]
    let items: [ItemFacts]
    let params: ParamTable
    let measuredAtWidth: [Double]
}

extension RelationSystem {
    /// Splits the records into independent components: solved by substitution
    /// when the required `==` records fix every slot, otherwise by a solver — the
    /// previous solver of the component it mostly came from (constraints that did
    /// not change stay in it), or a new one.
    func buildComponents(_ previous: PreviousStructure) {
        let slotCount = items.count * 4
        var sets = UnionFind(count: slotCount)
        var used = Array(repeating: false, count: slotCount)
        for (index, record) in records.enumerated() {
            guard let first = record.slots.first else { checks.append(index); continue }
            let firstSlot = slotTerms[first].index
            for term in record.slots {
                used[slotTerms[term].index] = true
                sets.union(firstSlot, slotTerms[term].index)
            }
        }
        let order = determine(slotCount)
        var componentOfRoot = Array(repeating: -1, count: slotCount)
        slotComponent = Array(repeating: -1, count: slotCount)
        components = []
        for slot in 0..<slotCount where used[slot] {
            let root = sets.find(slot)
            var component = componentOfRoot[root]
            if component < 0 {
                component = components.count
                componentOfRoot[root] = component
                components.append(Component())
            }
            components[component].slots.append(slot)
            slotComponent[slot] = component
        }
        for (index, record) in records.enumerated() where !record.slots.isEmpty {
            let component = slotComponent[slotTerms[record.slots.lowerBound].index]
            records[index].component = component
            components[component].records.append(index)
        }
        for slot in order { components[slotComponent[slot]].substitution.append((determinedBy[slot], slot)) }
        // Previous records by key, and the previous solver components by their records.
        var previousByKey: [RecordKey: Int] = [:]
        for (index, record) in previous.records.enumerated() where record.component >= 0 {
            let component = previous.components[record.component]
            if component.usesSolver, !component.conservative { previousByKey[record.key] = index }
        }
        var claimed = Set<Int>()
        for (index, component) in components.enumerated() {
            component.usesSolver = component.substitution.count < component.slots.count
            guard component.usesSolver else {
                component.substitution.reserveCapacity(0)
                component.needsRebuild = false
                continue
            }
            component.substitution = []
            var matched: [(new: Int, old: Int)] = []
            var counts: [Int: Int] = [:]
            for record in component.records where !previousByKey.isEmpty {
                guard let old = previousByKey[records[record].key], sameContent(record, old, previous) else { continue }
                matched.append((record, old))
                counts[previous.records[old].component, default: 0] += 1
            }
            var best: Int?
            for (candidate, count) in counts where !claimed.contains(candidate) {
                if let current = best, counts[current]! > count || (counts[current]! == count && current < candidate) { continue }
                best = candidate
            }
            // A solver is kept only for a component whose relations are exactly those it had: one that
            // gained or lost a relation is solved afresh, in order, as a fresh layout solves it (a kept solver
            // reached another optimum where the relations' priorities tie, and the frames depended on
            // the order relations were activated in). Components the change does not touch keep theirs.
            if let best, counts[best] == component.records.count, previous.components[best].records.count == component.records.count {
                claimed.insert(best)
                reuse(previous.components[best], for: index, matched: matched.filter { previous.records[$0.old].component == best },
                      previous)
            } else {
                setUpSolver(component)
                var changed = false
                updateGuardsAndPreferences(component, changed: &changed)
            }
        }
        measuredAtWidth = Array(repeating: .nan, count: items.count)
        var previousWidths: [ObjectIdentifier: Double] = [:]
        for (index, item) in previous.items.enumerated() where item.measured && index < previous.measuredAtWidth.count {
            previousWidths[item.id] = previous.measuredAtWidth[index]
        }
        for index in measuredItems { measuredAtWidth[index] = previousWidths[items[index].id] ?? .nan }
        fitting = Array(repeating: WidthFitting(), count: items.count)
        for index in measuredItems {
            let component = slotComponent[RelationSystem.slot(index, axis: 0, size: true)]
            if component >= 0 { components[component].measuredWidthItems.append(index) }
        }
    }

    /// Slots fixed by required `==` records alone, in the order they can be computed
    /// (a record with one unknown slot left fixes it); fills `determinedBy`.
    private func determine(_ slotCount: Int) -> [Int] {
        determinedBy = Array(repeating: -1, count: slotCount)
        var unknown = Array(repeating: 0, count: records.count)
        // The records that read each slot, as one flat list (counting sort by slot).
        var start = Array(repeating: 0, count: slotCount + 1)
        for record in records where record.op == .equal && record.strength.isRequired && !record.optional {
            for term in record.slots { start[slotTerms[term].index + 1] += 1 }
        }
        for slot in 0..<slotCount { start[slot + 1] += start[slot] }
        var uses = Array(repeating: 0, count: start[slotCount])
        var fill = start
        var queue: [Int] = []
        for (index, record) in records.enumerated() where record.op == .equal && record.strength.isRequired && !record.optional {
            unknown[index] = record.slots.count
            for term in record.slots {
                uses[fill[slotTerms[term].index]] = index
                fill[slotTerms[term].index] += 1
            }
            if unknown[index] == 1 { queue.append(index) }
        }
        substitutes = Array(repeating: false, count: records.count)
        var order: [Int] = []
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            guard unknown[index] == 1,
                  let open = records[index].slots.first(where: { determinedBy[slotTerms[$0].index] < 0 }) else { continue }
            let slot = slotTerms[open].index
            determinedBy[slot] = index
            substitutes[index] = true
            order.append(slot)
            for use in start[slot]..<start[slot + 1] {
                let other = uses[use]
                unknown[other] -= 1
                if unknown[other] == 1 { queue.append(other) }
            }
        }
        return order
    }

    // MARK: Solvers

    func setUpSolver(_ component: Component) {
        component.solver = Solver()
        component.slotKeys = component.slots.map(slotKey)
        component.slotVariables = component.slots.map { RelationSystem.variable(for: $0) }
        component.guards = []
        component.preferences = []
        component.probe = nil
        component.needsRebuild = true
        component.needsSolve = true
        component.needsProbe = true
        component.conservative = false
    }

    /// Keeps `old`'s solver for component `index`: removes what no longer belongs, leaves what did not change.
    private func reuse(_ old: Component, for index: Int, matched: [(new: Int, old: Int)], _ previous: PreviousStructure) {
        let component = components[index]
        guard let solver = old.solver, old.failure == nil else { setUpSolver(component); return }
        component.needsRebuild = false   // unless a removal below fails
        var kept = Set<Int>()
        for (new, oldRecord) in matched {
            kept.insert(oldRecord)
            recordConstraints[new] = previous.constraints[oldRecord]
            records[new].solverConstant = previous.records[oldRecord].solverConstant
            records[new].refused = previous.records[oldRecord].refused
        }
        var changed = matched.count != component.records.count
        for record in old.records where !kept.contains(record) {
            // `old.records` lists the previous structure's indices.
            if let constraint = previous.constraints[record] { remove(constraint, from: component, solver: solver) }
            changed = true
        }
        var variables: [SlotKey: Variable] = [:]
        for (key, variable) in zip(old.slotKeys, old.slotVariables) { variables[key] = variable }
        component.solver = solver
        component.slotKeys = component.slots.map(slotKey)
        component.slotVariables = zip(component.slots, component.slotKeys).map { variables[$1] ?? RelationSystem.variable(for: $0) }
        component.probe = old.probe
        component.guards = old.guards.map { Component.Guard(slot: -1, key: $0.key, constraint: $0.constraint) }
        component.preferences = old.preferences
        component.needsSolve = changed
        component.needsProbe = changed
        updateGuardsAndPreferences(component, changed: &component.needsSolve)
        if component.needsSolve { component.needsProbe = true }
    }

    /// `size >= 0` for the size slots substitution does not fix, and weak pulls
    /// towards 0 for every slot it does not fix (all slots when conservative);
    /// each pull has its own small weight (positions below sizes, earlier items
    /// below later ones), so the optimum is unique. Keeps those already in the solver.
    func updateGuardsAndPreferences(_ component: Component, changed: inout Bool) {
        let open = component.slots.indices.filter { component.conservative || determinedBy[component.slots[$0]] < 0 }
        var oldGuards: [SlotKey: Cassowary.Constraint?] = [:]
        for item in component.guards { oldGuards[item.key] = item.constraint }
        var oldPreferences: [SlotKey: Component.Preference] = [:]
        for item in component.preferences { oldPreferences[item.key] = item }
        var guards: [Component.Guard] = [], preferences: [Component.Preference] = []
        let count = Double(open.count + 1)
        for (rank, position) in open.enumerated() {
            let slot = component.slots[position], key = component.slotKeys[position]
            if slot % 2 == 1 {
                let constraint = oldGuards.removeValue(forKey: key) ?? nil
                if constraint == nil { changed = true }
                guards.append(Component.Guard(slot: position, key: key, constraint: constraint))
            }
            let strength = (slot % 2 == 0 ? 0.01 : 0.02) * (1 + Double(rank) / count)
            let old = oldPreferences.removeValue(forKey: key)
            if let old, old.strength == strength {
                preferences.append(Component.Preference(slot: position, key: key, strength: strength, constraint: old.constraint))
            } else {
                if let constraint = old?.constraint { remove(constraint, from: component) }
                preferences.append(Component.Preference(slot: position, key: key, strength: strength, constraint: nil))
                changed = true
            }
        }
        for case let constraint?? in oldGuards.values {
            remove(constraint, from: component)
            changed = true
        }
        for case let constraint? in oldPreferences.values.map(\.constraint) {
            remove(constraint, from: component)
            changed = true
        }
        component.guards = guards
        component.preferences = preferences
    }

    private func sameContent(_ record: Int, _ old: Int, _ previous: PreviousStructure) -> Bool {
        let a = records[record], b = previous.records[old]
        guard a.op == b.op, a.strength == b.strength, a.constant == b.constant, a.optional == b.optional,
              a.slots.count == b.slots.count, a.params.count == b.params.count else { return false }
        for (x, y) in zip(a.slots, b.slots) {
            let s = slotTerms[x], t = previous.slotTerms[y]
            guard s.coefficient == t.coefficient, s.index % 4 == t.index % 4, items[s.index / 4].id == previous.items[t.index / 4].id
            else { return false }
        }
        for (x, y) in zip(a.params, b.params) {
            let s = paramTerms[x], t = previous.paramTerms[y]
            guard s.coefficient == t.coefficient, params.keys[s.index] == previous.params.keys[t.index] else { return false }
        }
        return true
    }

    /// Takes a constraint out of a kept solver. Should the solver refuse (a solver bug), the
    /// component is solved again from scratch, in order, so nothing stale stays in it.
    private func remove(_ constraint: Cassowary.Constraint, from component: Component, solver: Solver? = nil) {
        guard let solver = solver ?? component.solver else { return }
        do { try solver.removeConstraint(constraint) } catch { component.needsRebuild = true }
    }

    func slotKey(_ slot: Int) -> SlotKey { SlotKey(item: items[slot / 4].id, slot: slot % 4) }

    private static let names = ["x", "width", "y", "height"]
    static func variable(for slot: Int) -> Variable { Variable(names[slot % 4]) }
}
