import Cassowary

/// Components with the same shape: the same records over their own slots and parameters, in the same order
/// (the rows of a list, one component each). Their linear programs differ only in the parameters' values, so
/// they share one program built with every parameter pinned at 0 (``RelationState/references``).
extension RelationStructure {
    /// Numbers each component solved by a linear program by its shape (components of one shape get one number;
    /// -1 for a component solved by substitution), and counts the shapes.
    static func componentShapes(_ components: [ComponentRanges], store: ComponentStore, records table: RecordTable) -> (shapes: [Int], count: Int) {
        let records = table.records, slotTerms = table.slotTerms, paramTerms = table.paramTerms, localSlot = table.localSlot
        /// A shape's number and a component of that shape, by the hash of the shape.
        var known: [Int: [(shape: Int, component: Int)]] = [:]
        var shapes = Array(repeating: -1, count: components.count)
        var count = 0
        /// The position of `param` among `plan`'s (sorted) parameters.
        func local(_ param: Int, in plan: ComponentPlan) -> Int {
            var low = 0, high = plan.params.count
            while low < high {
                let middle = (low + high) / 2
                if plan.params[middle] < param { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func hash(_ plan: ComponentPlan) -> Int {
            var hasher = Hasher()
            hasher.combine(plan.slots.count)
            hasher.combine(plan.params.count)
            hasher.combine(plan.records.count)
            for record in plan.records {
                let facts = records[record]
                hasher.combine(facts.slots.count)
                hasher.combine(facts.params.count)
                hasher.combine(facts.constant)
                for term in facts.slots { hasher.combine(localSlot[term]) }
            }
            return hasher.finalize()
        }
        func sameShape(_ a: ComponentPlan, _ b: ComponentPlan) -> Bool {
            guard a.slots.count == b.slots.count, a.params.count == b.params.count, a.records.count == b.records.count,
                  a.sizeSlotCount == b.sizeSlotCount, a.settleOrder.elementsEqual(b.settleOrder) else { return false }
            for (x, y) in zip(a.records, b.records) {
                let r = records[x], s = records[y]
                guard r.op == s.op, r.optional == s.optional, r.weight == s.weight, r.constant.bitPattern == s.constant.bitPattern,
                      r.slots.count == s.slots.count, r.params.count == s.params.count else { return false }
                for (t, u) in zip(r.slots, s.slots) where localSlot[t] != localSlot[u]
                    || slotTerms[t].coefficient.bitPattern != slotTerms[u].coefficient.bitPattern { return false }
                for (t, u) in zip(r.params, s.params) where local(paramTerms[t].index, in: a) != local(paramTerms[u].index, in: b)
                    || paramTerms[t].coefficient.bitPattern != paramTerms[u].coefficient.bitPattern { return false }
            }
            return true
        }
        for index in components.indices {
            let plan = ComponentPlan(components[index], in: store)
            guard !plan.solvedBySubstitution else { continue }
            let key = hash(plan)
            if let match = known[key]?.first(where: { sameShape(ComponentPlan(components[$0.component], in: store), plan) }) {
                shapes[index] = match.shape
            } else {
                known[key, default: []].append((count, index))
                shapes[index] = count
                count += 1
            }
        }
        return (shapes, count)
    }
}
