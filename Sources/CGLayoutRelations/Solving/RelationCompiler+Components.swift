import CGLayout
import Foundation

extension RelationCompiler {
    /// Splits the records into independent components (records sharing no slot), finds the order in which
    /// required `==` records fix slots by substitution, and lists what each component reads.
    mutating func buildComponents() {
        let slotCount = itemTable.items.count * 4
        var sets = UnionFind(count: slotCount)
        var used = Array(repeating: false, count: slotCount)
        for (index, record) in recordTable.records.enumerated() {
            guard let first = record.slots.first else { recordTable.checks.append(index); continue }
            let firstSlot = recordTable.slotTerms[first].index
            for term in record.slots {
                used[recordTable.slotTerms[term].index] = true
                sets.union(firstSlot, recordTable.slotTerms[term].index)
            }
        }
        let (order, determinedBy) = substitutionOrder(slotCount)
        // Each component's lists are counted first and reserved once (appending to fresh arrays regrew them
        // several times per component).
        var componentOfRoot = Array(repeating: -1, count: slotCount)
        componentTable.slotComponent = Array(repeating: -1, count: slotCount)
        var slotCounts: [Int] = []
        for slot in 0..<slotCount where used[slot] {
            let root = sets.find(slot)
            var component = componentOfRoot[root]
            if component < 0 {
                component = slotCounts.count
                componentOfRoot[root] = component
                slotCounts.append(0)
            }
            slotCounts[component] += 1
            componentTable.slotComponent[slot] = component
        }
        var recordCounts = Array(repeating: 0, count: slotCounts.count)
        var paramCounts = recordCounts, substitutionCounts = recordCounts
        for index in recordTable.records.indices where !recordTable.records[index].slots.isEmpty {   // indices: no copy of the records while they change
            let component = componentTable.slotComponent[recordTable.slotTerms[recordTable.records[index].slots.lowerBound].index]
            recordTable.records[index].component = component
            recordCounts[component] += 1
            paramCounts[component] += recordTable.records[index].params.count
        }
        for slot in order { substitutionCounts[componentTable.slotComponent[slot]] += 1 }
        componentTable.components = slotCounts.indices.map { component in
            ComponentPlan(slots: .reserved(slotCounts[component]), records: .reserved(recordCounts[component]),
                          // Kept only when it fixes every slot (below): reserved only then.
                          substitution: .reserved(substitutionCounts[component] == slotCounts[component] ? substitutionCounts[component] : 0),
                          params: .reserved(paramCounts[component]))
        }
        for slot in 0..<slotCount where componentTable.slotComponent[slot] >= 0 { componentTable.components[componentTable.slotComponent[slot]].slots.append(slot) }
        recordTable.localSlot = Array(repeating: -1, count: recordTable.slotTerms.count)
        componentTable.paramComponents = Array(repeating: [], count: params.sources.count)
        for index in recordTable.records.indices where !recordTable.records[index].slots.isEmpty {
            let component = recordTable.records[index].component
            componentTable.components[component].records.append(index)
            for term in recordTable.records[index].slots { recordTable.localSlot[term] = position(of: recordTable.slotTerms[term].index, in: componentTable.components[component].slots) }
            for term in recordTable.records[index].params { componentTable.components[component].params.append(recordTable.paramTerms[term].index) }
        }
        for slot in order where substitutionCounts[componentTable.slotComponent[slot]] == slotCounts[componentTable.slotComponent[slot]] {
            componentTable.components[componentTable.slotComponent[slot]].substitution.append((determinedBy[slot], slot))
        }
        // Each component's fields are changed in place (a copy taken out and written back retains and releases each array).
        for index in componentTable.components.indices {
            componentTable.components[index].params.sort()
            RelationCompiler.removeRepeats(&componentTable.components[index].params)
            for param in componentTable.components[index].params { componentTable.paramComponents[param].append(index) }
            // Sizes before positions, each in item order (slot = item × 4 + axis × 2 + size).
            let slots = componentTable.components[index].slots
            var order: [Int] = []
            order.reserveCapacity(slots.count)
            for local in slots.indices where slots[local] % 2 == 1 { order.append(local) }
            componentTable.components[index].sizeSlotCount = order.count
            for local in slots.indices where slots[local] % 2 == 0 { order.append(local) }
            componentTable.components[index].settleOrder = order
        }
        for index in measuredTable.measuredItems {
            let component = componentTable.slotComponent[RelationStructure.slot(index, axis: 0, size: true)]
            if component >= 0 { componentTable.components[component].measuredWidthItems.append(index) }
        }
    }

    /// Slots fixed by required `==` records alone, in the order they can be computed (a record with
    /// one unknown slot left fixes it), and the record that fixes each slot (-1: none).
    private func substitutionOrder(_ slotCount: Int) -> (order: [Int], determinedBy: [Int]) {
        var determinedBy = Array(repeating: -1, count: slotCount)
        var unknown = Array(repeating: 0, count: recordTable.records.count)
        func substitutes(_ record: RecordPlan) -> Bool { record.op == .equal && record.isRequired && !record.optional }
        // The records that read each slot, as one flat list (counting sort by slot).
        var start = Array(repeating: 0, count: slotCount + 1)
        for record in recordTable.records where substitutes(record) {
            for term in record.slots { start[recordTable.slotTerms[term].index + 1] += 1 }
        }
        for slot in 0..<slotCount { start[slot + 1] += start[slot] }
        var uses = Array(repeating: 0, count: start[slotCount])
        var fill = start
        var queue: [Int] = []
        for (index, record) in recordTable.records.enumerated() where substitutes(record) {
            unknown[index] = record.slots.count
            for term in record.slots {
                uses[fill[recordTable.slotTerms[term].index]] = index
                fill[recordTable.slotTerms[term].index] += 1
            }
            if unknown[index] == 1 { queue.append(index) }
        }
        var order: [Int] = []
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            guard unknown[index] == 1,
                  let open = recordTable.records[index].slots.first(where: { determinedBy[recordTable.slotTerms[$0].index] < 0 }) else { continue }
            let slot = recordTable.slotTerms[open].index
            determinedBy[slot] = index
            order.append(slot)
            for use in start[slot]..<start[slot + 1] {
                let other = uses[use]
                unknown[other] -= 1
                if unknown[other] == 1 { queue.append(other) }
            }
        }
        return (order, determinedBy)
    }

    /// Removes the repeats of a sorted array, in place.
    static func removeRepeats(_ values: inout [Int]) {
        guard values.count > 1 else { return }
        var kept = 1
        for index in 1..<values.count where values[index] != values[kept - 1] {
            values[kept] = values[index]
            kept += 1
        }
        if kept < values.count { values.removeLast(values.count - kept) }
    }

    /// The index of `slot` in the sorted `slots`.
    private func position(of slot: Int, in slots: [Int]) -> Int {
        var low = 0, high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Groups the components a measured item ties together (its width in one, its height in another).
    mutating func buildGroups() {
        var sets = UnionFind(count: componentTable.components.count)
        for index in measuredTable.measuredItems {
            let width = componentTable.slotComponent[RelationStructure.slot(index, axis: 0, size: true)]
            let height = componentTable.slotComponent[RelationStructure.slot(index, axis: 1, size: true)]
            if width >= 0, height >= 0 { sets.union(width, height) }
        }
        // Each group's lists are counted first and reserved once (the same shape as the components' in
        // `buildComponents`, over other types and lists: `duplicates` lists the pair).
        var groupOfRoot = Array(repeating: -1, count: componentTable.components.count)
        var componentCounts: [Int] = []
        for index in componentTable.components.indices {
            let root = sets.find(index)
            if groupOfRoot[root] < 0 {
                groupOfRoot[root] = componentCounts.count
                componentCounts.append(0)
            }
            componentTable.components[index].group = groupOfRoot[root]
            componentCounts[groupOfRoot[root]] += 1
        }
        var decidesWidth = Array(repeating: false, count: componentTable.components.count)
        var measuredComponent = Array(repeating: -1, count: measuredTable.measuredItems.count)
        var measuredCounts = Array(repeating: 0, count: componentCounts.count), widthCounts = measuredCounts
        for (position, index) in measuredTable.measuredItems.enumerated() {
            let width = componentTable.slotComponent[RelationStructure.slot(index, axis: 0, size: true)]
            let height = componentTable.slotComponent[RelationStructure.slot(index, axis: 1, size: true)]
            let component = width >= 0 ? width : height
            guard component >= 0 else { continue }
            measuredComponent[position] = component
            measuredCounts[componentTable.components[component].group] += 1
            if width >= 0, !decidesWidth[width] {
                decidesWidth[width] = true
                widthCounts[componentTable.components[width].group] += 1
            }
        }
        componentTable.groups = componentCounts.indices.map { group in
            GroupPlan(components: .reserved(componentCounts[group]), measured: .reserved(measuredCounts[group]),
                      widthComponents: .reserved(widthCounts[group]), otherComponents: .reserved(componentCounts[group] - widthCounts[group]))
        }
        for index in componentTable.components.indices { componentTable.groups[componentTable.components[index].group].components.append(index) }
        for (position, index) in measuredTable.measuredItems.enumerated() where measuredComponent[position] >= 0 {
            componentTable.groups[componentTable.components[measuredComponent[position]].group].measured.append(index)
        }
        for group in componentTable.groups.indices {
            for component in componentTable.groups[group].components {
                if decidesWidth[component] { componentTable.groups[group].widthComponents.append(component) } else { componentTable.groups[group].otherComponents.append(component) }
            }
        }
    }

    /// Records, per axis, each anchor node's children and which nodes' offsets read each size slot and
    /// each parameter, so a pass places only the nodes whose inputs changed.
    mutating func buildReaders() {
        let nodeCount = 1 + itemTable.items.count + fixedTable.fixed.count
        readers.nodeCount = nodeCount
        readers.sizeSlotReaders = Array(repeating: [], count: itemTable.items.count * 4)
        readers.paramReaders = Array(repeating: [], count: params.sources.count)
        // Children per node and axis, as one list (`childStart[key] ..< childStart[key + 1]`, key = axis × nodes + node).
        var counts = Array(repeating: 0, count: 2 * nodeCount + 1)
        for axis in 0..<2 {
            let tree = trees[axis]
            for node in 1..<nodeCount {
                let parent = tree.parent[node]
                if parent >= 0 { counts[axis * nodeCount + parent + 1] += 1 }
                for term in tree.offset[node].slots { readers.sizeSlotReaders[term.index].append(NodeKey(axis: axis, node: node)) }
                for term in tree.offset[node].params { readers.paramReaders[term.index].append(NodeKey(axis: axis, node: node)) }
            }
        }
        for key in 0..<(2 * nodeCount) { counts[key + 1] += counts[key] }
        readers.childStart = counts
        readers.childList = Array(repeating: 0, count: counts[2 * nodeCount])
        var fill = counts
        for axis in 0..<2 {
            for node in 1..<nodeCount {
                let parent = trees[axis].parent[node]
                guard parent >= 0 else { continue }
                readers.childList[fill[axis * nodeCount + parent]] = node
                fill[axis * nodeCount + parent] += 1
            }
        }
    }
}

extension Array {
    /// An empty array with room for `count` elements (a table filled to a count known beforehand).
    @inline(__always) static func reserved(_ count: Int) -> [Element] {
        var array: [Element] = []
        if count > 0 { array.reserveCapacity(count) }
        return array
    }
}
