import Cassowary

/// Components with the same shape: the same records over their own slots and parameters, in the same order
/// (the rows of a list, one component each). Their linear programs differ only in the parameters' values, so
/// they share one program built with every parameter pinned at 0 (``RelationState/references``).
extension RelationStructure {
    /// Numbers each component by its shape (components of one shape get one number), and counts the shapes.
    static func componentShapes(_ components: [ComponentPlan], records: [RecordPlan], slotTerms: [Affine.Term],
                                paramTerms: [Affine.Term], localSlot: [Int]) -> (shapes: [Int], count: Int) {
        var known: [[UInt64]: Int] = [:]
        var shapes: [Int] = []
        shapes.reserveCapacity(components.count)
        for plan in components {
            var key: [UInt64] = [UInt64(plan.slots.count), UInt64(plan.params.count), UInt64(plan.sizeSlots.count)]
            key += plan.sizeSlots.map { UInt64($0) }
            key += plan.settleOrder.map { UInt64($0) }
            for record in plan.records {
                let facts = records[record]
                let op: UInt64 = switch facts.op { case .equal: 0; case .lessThanOrEqual: 1; case .greaterThanOrEqual: 2 }
                key += [op, facts.optional ? 1 : 0, facts.weight.map { $0.bitPattern } ?? UInt64.max, facts.constant.bitPattern,
                        UInt64(facts.slots.count), UInt64(facts.params.count)]
                for term in facts.slots { key += [UInt64(localSlot[term]), slotTerms[term].coefficient.bitPattern] }
                for term in facts.params {
                    let local = plan.params.firstIndex(of: paramTerms[term].index) ?? 0
                    key += [UInt64(local), paramTerms[term].coefficient.bitPattern]
                }
            }
            if let shape = known[key] {
                shapes.append(shape)
            } else {
                known[key] = known.count
                shapes.append(known.count - 1)
            }
        }
        return (shapes, known.count)
    }
}
