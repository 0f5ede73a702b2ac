import CGLayout
import Foundation

/// What depends on what, so a pass visits only what changed.
///
/// A build records, per axis, each anchor node's children and which nodes' offsets read each size
/// slot and each parameter. A pass then marks the nodes whose slot or offset changed (a component
/// solved to new values, a parameter read anew), computes their positions again parents first, goes
/// on to their children only where a position moved, and lists the items whose frame may have moved
/// (``RelationSystem/movedItems``): those are all a live layout writes. A change of the container's
/// rect places every item anew.
extension RelationSystem {
    /// Records the readers of slots and parameters and sizes the pass's marks (after a build).
    func buildReaders() {
        let nodeCount = 1 + items.count + fixed.count
        sizeSlotReaders = Array(repeating: [], count: items.count * 4)
        paramReaders = Array(repeating: [], count: params.sources.count)
        for axis in 0..<2 {
            var children = Array(repeating: [Int](), count: nodeCount)
            let tree = trees[axis]
            for node in 1..<nodeCount {
                let parent = tree.parent[node]
                if parent >= 0 { children[parent].append(node) }
                for term in tree.offset[node].slots { sizeSlotReaders[term.index].append((axis, node)) }
                for term in tree.offset[node].params where term.index >= 4 { paramReaders[term.index].append((axis, node)) }
            }
            treeChildren[axis] = children
            nodeMarked[axis] = Array(repeating: false, count: nodeCount)
            dirtyNodes[axis].removeAll(keepingCapacity: true)
        }
        readParams = params.sources.indices.filter { if case .intrinsic = params.sources[$0] { false } else { true } }
        measureStamp = Array(repeating: -1, count: items.count)
        unwritten = Array(repeating: false, count: items.count)
        movedItems = []
        writtenFrames = Array(repeating: .null, count: items.count)
        writtenValid = false
        rectStamp = Array(repeating: -1, count: items.count)
        basedOn = Array(repeating: [], count: items.count)
        baseList = []
        walkedItems = []
        locatedEpoch = .max
        measureAll = true
        positionsAll = true
    }

    /// Notes a new value of `slot`: its item's rect, and the nodes placed by it, are computed again.
    @inline(__always)
    func slotChanged(_ slot: Int) {
        let item = slot >> 2, axis = (slot >> 1) & 1
        if slot & 1 == 0 {
            markNode(RelationSystem.node(ofItem: item), axis: axis)
        } else {
            markRect(item)
            for reader in sizeSlotReaders[slot] { markNode(reader.node, axis: reader.axis) }
        }
    }

    /// Stores a slot's value, noting the change.
    @inline(__always)
    func setSlot(_ slot: Int, _ value: Double) {
        let old = slotValues[slot]
        guard old != value, !(old.isNaN && value.isNaN) else { return }
        slotValues[slot] = value
        slotChanged(slot)
    }

    @inline(__always)
    func markNode(_ node: Int, axis: Int) {
        guard !nodeMarked[axis][node] else { return }
        nodeMarked[axis][node] = true
        dirtyNodes[axis].append(node)
    }

    @inline(__always)
    func markRect(_ item: Int) {
        guard rectStamp[item] != passNumber else { return }
        rectStamp[item] = passNumber
        rectList.append(item)
    }

    /// Positions of the nodes in leading space, parents first, then the rects of the items listed:
    /// all of them after a build or a change of the container's rect, else only the marked nodes,
    /// their children where a position moved, and the items whose slots changed.
    func computePositions(rect: CGRect) {
        if positionsAll {
            positionsAll = false
            computeAllPositions(rect: rect)
            return
        }
        for axis in 0..<2 where !dirtyNodes[axis].isEmpty {
            let depth = trees[axis].depth
            if dirtyNodes[axis].count > 1 { dirtyNodes[axis].sort { depth[$0] < depth[$1] } }
            var pending = 0
            while pending < dirtyNodes[axis].count {
                let start = dirtyNodes[axis][pending]
                pending += 1
                place(start, axis: axis)
            }
            for node in dirtyNodes[axis] { nodeMarked[axis][node] = false }
            dirtyNodes[axis].removeAll(keepingCapacity: true)
        }
        for item in rectList { updateRect(item, rect: rect) }
        rectList.removeAll(keepingCapacity: true)
    }

    /// Computes `start`'s position and, where it moved, its descendants' (depth first).
    private func place(_ start: Int, axis: Int) {
        placeStack.removeAll(keepingCapacity: true)
        placeStack.append(start)
        while let node = placeStack.popLast() {
            var value = positions[axis][trees[axis].parent[node]] + trees[axis].offset[node].value(slots: slotValues, params: params.values)
            if node <= items.count { value += slotValues[RelationSystem.slot(node - 1, axis: axis, size: false)] }
            guard value != positions[axis][node] else { continue }
            positions[axis][node] = value
            if node <= items.count { markRect(node - 1) }
            placeStack.append(contentsOf: treeChildren[axis][node])
        }
    }

    /// Computes item `index`'s rect; when it moved, the item and the items placed in it are listed as moved.
    @inline(__always)
    private func updateRect(_ index: Int, rect: CGRect) {
        let solved = solvedRect(index, rect: rect)
        guard solved != itemRects[index] else { return }
        itemRects[index] = solved
        markMoved(index)
        for other in basedOn[index] { markMoved(other) }
    }

    @inline(__always)
    private func solvedRect(_ index: Int, rect: CGRect) -> CGRect {
        let node = RelationSystem.node(ofItem: index)
        let width = slotValues[RelationSystem.slot(index, axis: 0, size: true)]
        let height = slotValues[RelationSystem.slot(index, axis: 1, size: true)]
        let p = positions[0][node], q = positions[1][node]
        let x = rightToLeft ? Double(rect.origin.x + rect.size.width) - p - width : Double(rect.origin.x) + p
        return CGRect(x: x, y: Double(rect.origin.y) + q, width: width, height: height)
    }

    /// Every node's position and every item's rect; every item is listed as moved.
    private func computeAllPositions(rect: CGRect) {
        for axis in 0..<2 {
            positions[axis][0] = 0
            for node in trees[axis].order where node != 0 {
                var value = positions[axis][trees[axis].parent[node]]
                    + trees[axis].offset[node].value(slots: slotValues, params: params.values)
                if node <= items.count { value += slotValues[RelationSystem.slot(node - 1, axis: axis, size: false)] }
                positions[axis][node] = value
            }
            for node in dirtyNodes[axis] { nodeMarked[axis][node] = false }
            dirtyNodes[axis].removeAll(keepingCapacity: true)
        }
        rectList.removeAll(keepingCapacity: true)
        for index in items.indices {
            itemRects[index] = solvedRect(index, rect: rect)
            markMoved(index)
        }
    }
}
