import Cassowary
import CGLayout
import Foundation

extension RelationCompiler {
    /// The weight of a relation's error in the solver (`nil`: required): the priority × 1000, the scale
    /// of Cassowary's strengths.
    static func weight(_ priority: LayoutPriority) -> Double? {
        priority == .required ? nil : Double(priority.rawValue) * 1000
    }

    /// One record per relation (`item.attribute − multiplier × target.attribute − constant OP 0`,
    /// positions expanded through the anchors) and two per measured length.
    mutating func buildRecords(_ specs: [RelationSpec]) {
        var expression = Affine()
        var positions: [(node: Int, axis: Int, coefficient: Double)] = []
        // Sized once: growing these large arrays step by step copies them (and at a thousand rows
        // each copy runs through memory that is no longer in the cache).
        let count = specs.count + 4 * measuredTable.measuredItems.count
        recordTable.records.reserveCapacity(count)
        recordTable.slotTerms.reserveCapacity(recordTable.slotTerms.count + 2 * count)
        recordTable.paramTerms.reserveCapacity(recordTable.paramTerms.count + count)
        for index in specs.indices {
            let spec = specs[index]
            expression.removeAll()   // (`positions` is empty: `expand` leaves it so)
            add(spec.item, node: spec.itemNode, spec.attribute, factor: 1, to: &expression, positions: &positions)
            if spec.targetID != nil {
                add(spec.target!, node: spec.targetNode, spec.targetAttribute, factor: -spec.multiplier, to: &expression, positions: &positions)
            }
            expression.constant -= spec.constant
            if let key = spec.constantParam, case .contentOrigin(let id, let axis) = key, let item = itemTable.itemIndex[id] {
                expression.add(param: params.index(of: key, .contentOrigin(item: item, axis: axis)), -1)
            }
            expand(&expression, &positions)
            expression.normalize()
            let op: Cassowary.Constraint.Relation
            switch spec.relation {
            case .equal: op = .equal
            case .lessThanOrEqual: op = .lessThanOrEqual
            case .greaterThanOrEqual: op = .greaterThanOrEqual
            }
            append(spec.key, expression, op, RelationCompiler.weight(spec.priority), optional: false, spec: index)
        }
        // Intrinsic sizes: `size <= measured` at the hugging priority, `size >= measured` at the compression resistance.
        for index in measuredTable.measuredItems {
            let item = itemTable.items[index]
            for axis in 0..<2 {
                let fit = params.index(of: .intrinsic(item.id, axis), .intrinsic(item: index, axis: axis))
                if axis == 0 { itemTable.items[index].widthParam = fit } else { itemTable.items[index].heightParam = fit }
                expression.removeAll()
                expression.add(slot: RelationStructure.slot(index, axis: axis, size: true), 1)
                expression.add(param: fit, -1)
                let hug = axis == 0 ? item.hugging.0 : item.hugging.1, resist = axis == 0 ? item.compression.0 : item.compression.1
                append(.hugging(item.id, axis), expression, .lessThanOrEqual, RelationCompiler.weight(hug), optional: true, spec: -1)
                append(.compression(item.id, axis), expression, .greaterThanOrEqual, RelationCompiler.weight(resist), optional: true, spec: -1)
            }
        }
    }

    private mutating func append(_ key: RecordKey, _ expression: Affine, _ op: Cassowary.Constraint.Relation, _ weight: Double?,
                                 optional: Bool, spec: Int) {
        let slots = recordTable.slotTerms.count..<(recordTable.slotTerms.count + expression.slots.count)
        recordTable.slotTerms.append(contentsOf: expression.slots)
        let params = recordTable.paramTerms.count..<(recordTable.paramTerms.count + expression.params.count)
        recordTable.paramTerms.append(contentsOf: expression.params)
        recordTable.records.append(RecordPlan(key: key, slots: slots, params: params, constant: expression.constant, op: op,
                                  weight: weight, optional: optional, spec: spec))
    }

    /// Adds `factor × element.attribute`: its position to `positions` (expanded later), the rest to `expression`.
    /// The element is read only for a margin attribute (an autoclosure: no retain and release of every spec's elements).
    private mutating func add(_ element: @autoclosure () -> any LayoutElement, node: Int, _ attribute: LayoutAttribute, factor: Double,
                     to expression: inout Affine, positions: inout [(node: Int, axis: Int, coefficient: Double)]) {
        let geometry = AttributeGeometry.of(attribute, rightToLeft: rightToLeft)
        let axis = geometry.axis
        if geometry.isPosition, node != 0 { positions.append((node, axis, geometry.positionFactor * factor)) }
        addSize(ofNode: node, axis: axis, geometry.sizeFactor * factor, to: &expression)
        expression.add(param: RelationStructure.containerMin(axis), geometry.containerMinFactor * factor)
        expression.add(param: RelationStructure.containerLength(axis), geometry.containerLengthFactor * factor)
        if let side = geometry.marginSide, geometry.marginFactor != 0, case let element = element(), element is any RelationMargins {
            expression.add(param: params.index(of: .margin(ObjectIdentifier(element), side), .margin(node: node, side)),
                           geometry.marginFactor * factor)
        }
    }

    /// Replaces node positions by their anchors' positions plus offsets, deepest
    /// first, so positions on a common branch cancel; leaves `pending` empty.
    private mutating func expand(_ expression: inout Affine, _ pending: inout [(node: Int, axis: Int, coefficient: Double)]) {
        // The first `live` entries are pending: the list is emptied once at the end (shortening it at each step
        // was a call into the standard library per step).
        var live = pending.count
        while live > 0 {
            var deepest = 0
            for index in 0..<live where trees[pending[index].axis].depth[pending[index].node]
                > trees[pending[deepest].axis].depth[pending[deepest].node] { deepest = index }
            let (node, axis, _) = pending[deepest]
            var coefficient = 0.0, kept = 0
            for index in 0..<live {
                if pending[index].node == node, pending[index].axis == axis {
                    coefficient += pending[index].coefficient
                } else {
                    pending[kept] = pending[index]
                    kept += 1
                }
            }
            live = kept
            guard node != 0, abs(coefficient) > 1e-12 else { continue }
            trees[axis].offset[node].add(to: &expression, times: coefficient)
            if node <= itemTable.items.count { expression.add(slot: RelationStructure.slot(node - 1, axis: axis, size: false), coefficient) }
            let parent = (node: trees[axis].parent[node], axis: axis, coefficient: coefficient)
            if live < pending.count { pending[live] = parent } else { pending.append(parent) }
            live += 1
        }
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
    }
}
