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
        preorder(roots, level: ()) { node, path, _ in visit(node, path) ? (children(node), ()) : nil }
    }

    /// ``preorder(_:children:_:)`` with a state per level, for a walk whose nodes mean something else at each
    /// level: `visit` is called with a node, its path and its level's state (`level` for the roots), and returns
    /// the node's children with their level's state, or `nil` to skip what is below the node; `leaving` is
    /// called with a level's state once every node of that level and below it is visited.
    ///
    /// - Parameters:
    ///   - roots: The top level.
    ///   - level: The top level's state.
    ///   - visit: Called with a node, its path and its level's state; it returns the node's children and
    ///     their level's state, or `nil`.
    ///   - leaving: Called with a level's state when the walk is done with it.
    static func preorder<Node, Level>(_ roots: [Node], level: Level, _ visit: (Node, _ path: [Int], Level) -> (children: [Node], level: Level)?,
                                      leaving: (Level) -> Void = { _ in }) {
        var pending: [(nodes: [Node], next: Int, level: Level)] = [(roots, 0, level)]
        var path: [Int] = []
        while !pending.isEmpty {
            let top = pending.count - 1
            let index = pending[top].next
            guard index < pending[top].nodes.count else {
                leaving(pending.removeLast().level)
                continue
            }
            pending[top].next += 1
            path.removeSubrange(top...)
            path.append(index)
            guard let below = visit(pending[top].nodes[index], path, pending[top].level) else { continue }
            if below.children.isEmpty { leaving(below.level) } else { pending.append((below.children, 0, below.level)) }
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
