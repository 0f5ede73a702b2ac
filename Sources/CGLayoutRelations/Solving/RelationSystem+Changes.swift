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
        self.nodeCount = nodeCount
        sizeSlotReaders = Array(repeating: [], count: items.count * 4)
        paramReaders = Array(repeating: [], count: params.sources.count)
        // Children per node and axis, as one list (`childStart[key] ..< childStart[key + 1]`, key = axis × nodes + node).
        var counts = Array(repeating: 0, count: 2 * nodeCount + 1)
        for axis in 0..<2 {
            let tree = trees[axis]
            for node in 1..<nodeCount {
                let parent = tree.parent[node]
                if parent >= 0 { counts[axis * nodeCount + parent + 1] += 1 }
                for term in tree.offset[node].slots { sizeSlotReaders[term.index].append((axis, node)) }
                for term in tree.offset[node].params where term.index >= 4 { paramReaders[term.index].append((axis, node)) }
            }
        }
        for key in 0..<(2 * nodeCount) { counts[key + 1] += counts[key] }
        childStart = counts
        childList = Array(repeating: 0, count: counts[2 * nodeCount])
        var fill = counts
        for axis in 0..<2 {
            for node in 1..<nodeCount {
                let parent = trees[axis].parent[node]
                guard parent >= 0 else { continue }
                childList[fill[axis * nodeCount + parent]] = node
                fill[axis * nodeCount + parent] += 1
            }
        }
        nodeMarked = Array(repeating: false, count: 2 * nodeCount)
        dirtyNodes.removeAll(keepingCapacity: true)
        positions = Array(repeating: 0, count: 2 * nodeCount)
        relative = Array(repeating: 0, count: 2 * nodeCount)
        readParams = params.sources.indices.filter { if case .intrinsic = params.sources[$0] { false } else { true } }
        measureStamp = Array(repeating: -1, count: items.count)
        unwritten = Array(repeating: false, count: items.count)
        movedItems = []
        writtenFrames = Array(repeating: .null, count: items.count)
        writtenValid = false
        rectStamp = Array(repeating: -1, count: items.count)
        basedOn = Array(repeating: [], count: items.count)
        follower = Array(repeating: 0, count: items.count)
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
        let key = axis * nodeCount + node
        guard !nodeMarked[key] else { return }
        nodeMarked[key] = true
        dirtyNodes.append(key)
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
        if !dirtyNodes.isEmpty {
            if dirtyNodes.count > 1 {
                let count = nodeCount
                dirtyNodes.sort { a, b in
                    let axisA = a / count, axisB = b / count
                    return axisA != axisB ? axisA < axisB : trees[axisA].depth[a - axisA * count] < trees[axisB].depth[b - axisB * count]
                }
            }
            for key in dirtyNodes { place(key) }
            for key in dirtyNodes { nodeMarked[key] = false }
            dirtyNodes.removeAll(keepingCapacity: true)
        }
        for item in rectList { updateRect(item, rect: rect) }
        rectList.removeAll(keepingCapacity: true)
    }

    /// Computes the position of the node of `start` (axis × nodes + node) and, where it moved, its descendants'.
    ///
    /// The marked node's offset from its parent is evaluated again (its slot or an input of its offset
    /// changed); a descendant reached because its parent moved keeps its offset (`relative`), so
    /// following a moved row costs an addition per node.
    private func place(_ start: Int) {
        let count = nodeCount, axis = start / count, base = axis * count, itemCount = items.count
        let startNode = start - base
        var offset = trees[axis].offset[startNode].value(slots: slotValues, params: params.values)
        if startNode <= itemCount { offset += slotValues[RelationSystem.slot(startNode - 1, axis: axis, size: false)] }
        relative[start] = offset
        placeStack.removeAll(keepingCapacity: true)
        placeStack.append(startNode)
        let parents = trees[axis].parent
        positions.withUnsafeMutableBufferPointer { positions in
            relative.withUnsafeBufferPointer { relative in
                let followBit = 1 << axis
                while let node = placeStack.popLast() {
                    let value = positions[base + parents[node]] + relative[base + node]
                    guard value != positions[base + node] else { continue }
                    positions[base + node] = value
                    if node <= itemCount { markRect(node - 1) }
                    for index in childStart[base + node]..<childStart[base + node + 1] {
                        // A follower keeps its frame when only its base moved: not visited.
                        let child = childList[index]
                        if child <= itemCount, follower[child - 1] & followBit != 0 { continue }
                        placeStack.append(child)
                    }
                }
            }
        }
    }

    /// Computes item `index`'s rect; when it moved, the item and the items placed in it are listed as moved.
    @inline(__always)
    private func updateRect(_ index: Int, rect: CGRect) {
        let solved = solvedRect(index, rect: rect), old = itemRects[index]
        guard !RelationSystem.same(solved, old) else { return }
        itemRects[index] = solved
        markMoved(index)
        // The items placed in it move with it, except those that follow it along every axis it moved on
        // (when its size stayed).
        var needed = 0
        if solved.origin.x != old.origin.x { needed |= 1 }
        if solved.origin.y != old.origin.y { needed |= 2 }
        let resized = solved.size.width != old.size.width || solved.size.height != old.size.height
        for other in basedOn[index] where resized || follower[other] & needed != needed { markMoved(other) }
    }

    @inline(__always)
    private func solvedRect(_ index: Int, rect: CGRect) -> CGRect {
        let node = RelationSystem.node(ofItem: index)
        let width = slotValues[RelationSystem.slot(index, axis: 0, size: true)]
        let height = slotValues[RelationSystem.slot(index, axis: 1, size: true)]
        let p = positions[node], q = positions[nodeCount + node]
        let x = rightToLeft ? Double(rect.origin.x + rect.size.width) - p - width : Double(rect.origin.x) + p
        return CGRect(x: x, y: Double(rect.origin.y) + q, width: width, height: height)
    }

    /// Every node's position and every item's rect; every item is listed as moved.
    private func computeAllPositions(rect: CGRect) {
        for axis in 0..<2 {
            let base = axis * nodeCount
            positions[base] = 0
            for node in trees[axis].order where node != 0 {
                var offset = trees[axis].offset[node].value(slots: slotValues, params: params.values)
                if node <= items.count { offset += slotValues[RelationSystem.slot(node - 1, axis: axis, size: false)] }
                relative[base + node] = offset
                positions[base + node] = positions[base + trees[axis].parent[node]] + offset
            }
        }
        for key in dirtyNodes { nodeMarked[key] = false }
        dirtyNodes.removeAll(keepingCapacity: true)
        rectList.removeAll(keepingCapacity: true)
        for index in items.indices {
            itemRects[index] = solvedRect(index, rect: rect)
            markMoved(index)
        }
    }

    /// Rects compared value by value, inline (Foundation's `==` is a call).
    @inline(__always)
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
    }
}

extension RelationSystem {
    /// Finds the followers (after `locate` placed every item): an item follows its base along an axis
    /// when the base's node is its parent in that axis's anchor tree and nothing is placed from the item
    /// (no anchor children, no items based on it, no content). Its frame then depends on its own offset
    /// and its base's rect only, so a pass that moves the base alone does not visit it.
    func findFollowers() {
        for index in items.indices {
            var bits = 0
            let base = itemBase[index], node = RelationSystem.node(ofItem: index)
            if base > 0, basedOn[index].isEmpty, !items[index].isContainer {
                for axis in 0..<2 where trees[axis].parent[node] == base {
                    let key = axis * nodeCount + node
                    if childStart[key] == childStart[key + 1] { bits |= 1 << axis }
                }
            }
            // An item that stops following has a stale position in the container's space: place everything.
            if follower[index] & ~bits != 0 { positionsAll = true }
            follower[index] = bits
        }
    }
}
