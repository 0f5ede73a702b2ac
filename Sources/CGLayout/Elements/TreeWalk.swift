import Foundation

/// Depth-first, pre-order walks over trees of any depth, with a stack of their own instead of recursion.
enum TreeWalk {
    /// Calls `visit` with each of `roots` and everything below them (`children` of each), a node before
    /// its children, children in order, with the indices that lead to it from `roots` (one per level;
    /// `path.count - 1` is its depth below the roots).
    ///
    /// - Parameters:
    ///   - roots: The top level.
    ///   - children: A node's children (empty for a leaf).
    ///   - visit: Called with a node and its path; it returns whether to visit the node's children.
    static func preorder<Node>(_ roots: [Node], children: (Node) -> [Node], _ visit: (Node, _ path: [Int]) -> Bool) {
        var pending: [(nodes: [Node], next: Int)] = [(roots, 0)]
        var path: [Int] = []
        while !pending.isEmpty {
            let top = pending.count - 1
            let index = pending[top].next
            guard index < pending[top].nodes.count else {
                pending.removeLast()
                continue
            }
            pending[top].next += 1
            path.removeSubrange(top...)
            path.append(index)
            let node = pending[top].nodes[index]
            guard visit(node, path) else { continue }
            let below = children(node)
            if !below.isEmpty { pending.append((below, 0)) }
        }
    }
}

/// The indentation of a line of a tree's description at `depth`: two spaces a level up to
/// ``deepest``, then that much and the level, so the text of a deep tree grows with its size,
/// not with its size times its depth.
enum TreeIndent {
    static let deepest = 32

    static func prefix(_ depth: Int) -> String {
        depth <= deepest ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: deepest) + "<level \(depth)> "
    }
}
