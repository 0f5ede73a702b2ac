import CGLayout
import Foundation

/// Followers and runs: the items a pass that moves only their base does not visit, and the chains of rows it
/// shifts in one loop.
extension RelationPass {
    /// Finds the followers (after `locate` placed every item): an item follows its base along an axis
    /// when the base's node is its parent in that axis's anchor tree and nothing is placed from the item
    /// (no anchor children, no items based on it, no content). Its frame then depends on its own offset
    /// and its base's rect only, so a pass that moves the base alone does not visit it.
    func findFollowers() {
        for index in structure.items.indices {
            var bits = 0
            let base = state.itemBase[index], node = RelationStructure.node(ofItem: index)
            if base > 0, state.basedOn[index].isEmpty, !state.containerItems.contains(index) {
                for axis in 0..<2 where structure.trees[axis].parent[node] == base {
                    let key = axis * structure.nodeCount + node
                    if structure.childStart[key] == structure.childStart[key + 1] { bits |= 1 << axis }
                }
            }
            // An item that stops following has a stale position in the container's space: place everything.
            if state.follower[index] & ~bits != 0 { state.positionsAll = true }
            state.follower[index] = bits
        }
        for index in structure.items.indices {
            var all = 3
            for other in state.basedOn[index] { all &= state.follower[other] }
            state.basedFollow[index] = all
        }
        // The children each node's walk visits: its anchor children but the followers along that axis.
        state.walkList.removeAll(keepingCapacity: true)
        state.walkStart.removeAll(keepingCapacity: true)
        let itemCount = structure.items.count
        for key in 0..<(2 * structure.nodeCount) {
            state.walkStart.append(state.walkList.count)
            let followBit = key < structure.nodeCount ? 1 : 2
            for index in structure.childStart[key]..<structure.childStart[key + 1] {
                let child = structure.childList[index]
                if child <= itemCount, child > 0, state.follower[child - 1] & followBit != 0 { continue }
                state.walkList.append(child)
            }
        }
        state.walkStart.append(state.walkList.count)
        findRuns()
    }

    /// Finds the runs along y: chains of nodes each the only child the walk visits of the one before (rows each
    /// placed below the one before), every one of them an item that moves along y alone when its parent does (it
    /// does not follow along x, and every item placed in it follows it along y). A walk that reaches a run follows
    /// it to its end in one loop, with no look-up of the walk lists.
    func findRuns() {
        let nodeCount = structure.nodeCount, itemCount = structure.items.count
        // Moved out of the state while they are filled; the tables read are local copies (no per-read access to the state).
        var runOf: [(index: Int, end: Int)] = [], runNodes: [Int] = []
        swap(&runOf, &state.runOf)
        swap(&runNodes, &state.runNodes)
        defer {
            swap(&runOf, &state.runOf)
            swap(&runNodes, &state.runNodes)
        }
        runNodes.removeAll(keepingCapacity: true)
        let follower = state.follower, basedFollow = state.basedFollow, walkStart = state.walkStart, walkList = state.walkList
        let parents = structure.trees[1].parent
        /// Whether `node` is an item that moves along y alone when its parent does.
        func onRun(_ node: Int) -> Bool {
            node > 0 && node <= itemCount && follower[node - 1] & 1 == 0 && basedFollow[node - 1] & 2 != 0
        }
        /// The one child the walk visits from `node` along y, or -1 when it visits none or several.
        func onlyChild(_ node: Int) -> Int {
            let key = nodeCount + node, first = walkStart[key]
            return walkStart[key + 1] - first == 1 ? walkList[first] : -1
        }
        for node in 0..<nodeCount { runOf[node] = (-1, -1) }
        for head in 1..<max(1, nodeCount) where onRun(head) {
            // A run starts where its parent does not lead into it.
            let parent = parents[head]
            if onRun(parent), onlyChild(parent) == head { continue }
            let start = runNodes.count
            var node = head
            runNodes.append(node)
            while true {
                let child = onlyChild(node)
                guard child >= 0, onRun(child) else { break }
                runNodes.append(child)
                node = child
            }
            let end = runNodes.count
            guard end - start > 1 else {
                runNodes.removeLast()
                continue
            }
            for index in start..<end { runOf[runNodes[index]] = (index, end) }
        }
    }
}
