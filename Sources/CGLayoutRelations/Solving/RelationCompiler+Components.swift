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
        // Each component's lists are counted first, then filled in place in one flat list per kind (``ComponentLists``):
        // one allocation per kind, not one per component.
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
        // Kept only when it fixes every slot (below).
        for component in slotCounts.indices where substitutionCounts[component] != slotCounts[component] { substitutionCounts[component] = 0 }
        let slotRanges = RelationCompiler.ranges(slotCounts), recordRanges = RelationCompiler.ranges(recordCounts)
        let paramRanges = RelationCompiler.ranges(paramCounts), substitutionRanges = RelationCompiler.ranges(substitutionCounts)
        var lists = ComponentLists()
        lists.slots = Array(repeating: 0, count: slotRanges.last?.upperBound ?? 0)
        lists.records = Array(repeating: 0, count: recordRanges.last?.upperBound ?? 0)
        lists.params = Array(repeating: 0, count: paramRanges.last?.upperBound ?? 0)
        lists.substitution = Array(repeating: (0, 0), count: substitutionRanges.last?.upperBound ?? 0)
        lists.settleOrder = Array(repeating: 0, count: lists.slots.count)
        var slotFill = slotRanges.map(\.lowerBound), recordFill = recordRanges.map(\.lowerBound)
        var paramFill = paramRanges.map(\.lowerBound), substitutionFill = substitutionRanges.map(\.lowerBound)
        for slot in 0..<slotCount where componentTable.slotComponent[slot] >= 0 {
            let component = componentTable.slotComponent[slot]
            lists.slots[slotFill[component]] = slot
            slotFill[component] += 1
        }
        recordTable.localSlot = Array(repeating: -1, count: recordTable.slotTerms.count)
        for index in recordTable.records.indices where !recordTable.records[index].slots.isEmpty {
            let component = recordTable.records[index].component
            lists.records[recordFill[component]] = index
            recordFill[component] += 1
            for term in recordTable.records[index].slots {
                recordTable.localSlot[term] = RelationCompiler.position(of: recordTable.slotTerms[term].index, in: lists.slots[slotRanges[component]])
            }
            for term in recordTable.records[index].params {
                lists.params[paramFill[component]] = recordTable.paramTerms[term].index
                paramFill[component] += 1
            }
        }
        for slot in order where substitutionCounts[componentTable.slotComponent[slot]] != 0 {
            let component = componentTable.slotComponent[slot]
            lists.substitution[substitutionFill[component]] = (determinedBy[slot], slot)
            substitutionFill[component] += 1
        }
        // Each component's parameters sorted without repeats, moved down over the repeats removed before them; its settle
        // order: sizes before positions, each in item order (slot = item × 4 + axis × 2 + size).
        var paramsKept = 0
        var readerCounts = Array(repeating: 0, count: params.sources.count + 1)
        componentTable.components = slotCounts.indices.map { component in
            // Sorted in place (sorting the slice `lists.params[range]` copies it out and back).
            lists.params.withUnsafeMutableBufferPointer { buffer in
                var part = UnsafeMutableBufferPointer(rebasing: buffer[paramRanges[component]])
                part.sort()
            }
            let first = paramsKept
            for position in paramRanges[component] where paramsKept == first || lists.params[position] != lists.params[paramsKept - 1] {
                lists.params[paramsKept] = lists.params[position]
                readerCounts[lists.params[paramsKept] + 1] += 1
                paramsKept += 1
            }
            let slots = slotRanges[component]
            var fill = slots.lowerBound
            for position in slots where lists.slots[position] % 2 == 1 {
                lists.settleOrder[fill] = position - slots.lowerBound
                fill += 1
            }
            let sizeSlotCount = fill - slots.lowerBound
            for position in slots where lists.slots[position] % 2 == 0 {
                lists.settleOrder[fill] = position - slots.lowerBound
                fill += 1
            }
            return ComponentRanges(slots: slots, records: recordRanges[component], substitution: substitutionRanges[component],
                                   params: first..<paramsKept, sizeSlotCount: sizeSlotCount)
        }
        lists.params.removeLast(lists.params.count - paramsKept)
        // The components reading each parameter, as one list (counted above, in component order).
        for param in 0..<params.sources.count { readerCounts[param + 1] += readerCounts[param] }
        componentTable.paramComponentStart = readerCounts
        componentTable.paramComponentList = Array(repeating: 0, count: readerCounts[params.sources.count])
        for (index, component) in componentTable.components.enumerated() {
            for param in lists.params[component.params] {
                componentTable.paramComponentList[readerCounts[param]] = index
                readerCounts[param] += 1
            }
        }
        componentTable.lists = lists
    }

    /// Consecutive ranges of the given lengths, from 0.
    private static func ranges(_ counts: [Int]) -> [Range<Int>] {
        var start = 0
        return counts.map { count in
            defer { start += count }
            return start..<(start + count)
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

    /// The offset of `slot` in the sorted `slots`.
    private static func position(of slot: Int, in slots: ArraySlice<Int>) -> Int {
        var low = slots.startIndex, high = slots.endIndex
        while low < high {
            let middle = (low + high) / 2
            if slots[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low - slots.startIndex
    }

    /// Groups the components a measured item ties together (its width in one, its height in another).
    mutating func buildGroups() {
        var sets = UnionFind(count: componentTable.components.count)
        for index in measuredTable.measuredItems {
            let width = componentTable.slotComponent[RelationStructure.slot(index, axis: 0, size: true)]
            let height = componentTable.slotComponent[RelationStructure.slot(index, axis: 1, size: true)]
            if width >= 0, height >= 0 { sets.union(width, height) }
        }
        // Each group's lists are counted first, then filled in flat lists (as the components' in `buildComponents`).
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
        // One flat list per kind: each group's part at its range, filled in component (and measured item) order.
        var start = 0, measuredStart = 0
        componentTable.groups = componentCounts.indices.map { group in
            defer { start += componentCounts[group]; measuredStart += measuredCounts[group] }
            return GroupRanges(components: start..<(start + componentCounts[group]), widthCount: widthCounts[group],
                               measured: measuredStart..<(measuredStart + measuredCounts[group]))
        }
        var lists = GroupLists(components: Array(repeating: 0, count: start), byRole: Array(repeating: 0, count: start),
                               measured: Array(repeating: 0, count: measuredStart))
        var fill = componentTable.groups.map(\.components.lowerBound), widthFill = fill
        var otherFill = componentTable.groups.map { $0.components.lowerBound + $0.widthCount }
        var measuredFill = componentTable.groups.map(\.measured.lowerBound)
        for index in componentTable.components.indices {
            let group = componentTable.components[index].group
            lists.components[fill[group]] = index
            fill[group] += 1
            if decidesWidth[index] {
                lists.byRole[widthFill[group]] = index
                widthFill[group] += 1
            } else {
                lists.byRole[otherFill[group]] = index
                otherFill[group] += 1
            }
        }
        for (position, index) in measuredTable.measuredItems.enumerated() where measuredComponent[position] >= 0 {
            let group = componentTable.components[measuredComponent[position]].group
            lists.measured[measuredFill[group]] = index
            measuredFill[group] += 1
        }
        componentTable.groupLists = lists
    }

    /// Records, per axis, each anchor node's children and which nodes' offsets read each size slot and
    /// each parameter, so a pass places only the nodes whose inputs changed.
    mutating func buildReaders() {
        let nodeCount = 1 + itemTable.items.count + fixedTable.fixed.count
        readers.nodeCount = nodeCount
        // Children per node and axis, as one list (`childStart[key] ..< childStart[key + 1]`, key = axis × nodes + node);
        // the readers of each size slot and parameter the same way, counted first, then filled in the same order.
        var counts = Array(repeating: 0, count: 2 * nodeCount + 1)
        var slotReaders = Array(repeating: 0, count: itemTable.items.count * 4 + 1)
        var paramReaders = Array(repeating: 0, count: params.sources.count + 1)
        for axis in 0..<2 {
            let tree = trees[axis]
            for node in 1..<nodeCount {
                let parent = tree.parent[node]
                if parent >= 0 { counts[axis * nodeCount + parent + 1] += 1 }
                let offset = tree.offset[node]
                if offset.slot >= 0 { slotReaders[offset.slot + 1] += 1 }
                if offset.param >= 0 { paramReaders[offset.param + 1] += 1 }
            }
        }
        for slot in slotReaders.indices.dropLast() { slotReaders[slot + 1] += slotReaders[slot] }
        for param in paramReaders.indices.dropLast() { paramReaders[param + 1] += paramReaders[param] }
        readers.sizeSlotReaderStart = slotReaders
        readers.paramReaderStart = paramReaders
        let unused = NodeKey(axis: 0, node: 0)
        readers.sizeSlotReaderList = Array(repeating: unused, count: slotReaders[slotReaders.count - 1])
        readers.paramReaderList = Array(repeating: unused, count: paramReaders[paramReaders.count - 1])
        for axis in 0..<2 {
            let tree = trees[axis]
            for node in 1..<nodeCount {
                let offset = tree.offset[node]
                if offset.slot >= 0 {
                    readers.sizeSlotReaderList[slotReaders[offset.slot]] = NodeKey(axis: axis, node: node)
                    slotReaders[offset.slot] += 1
                }
                if offset.param >= 0 {
                    readers.paramReaderList[paramReaders[offset.param]] = NodeKey(axis: axis, node: node)
                    paramReaders[offset.param] += 1
                }
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
