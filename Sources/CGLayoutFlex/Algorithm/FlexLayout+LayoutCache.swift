import Foundation

/// A node's frames under one set of constraints, kept so that going back to
/// them (a rotation, a width toggling between two values) restores frames
/// instead of computing them again: the key and size of the node's layout and,
/// per child, its frame and the constraints it was laid out under.
struct SavedLayout {
    var key: MeasureKey
    var size: CGSize
    var children: [(frame: CGRect, key: MeasureKey)]
}

extension FlexLayout {
    /// Forgets the last layout of `node` and its ancestors: frames in the subtree were written by a layout
    /// outside it (a baseline measured while `node` is only measured), so none of them can be kept as is.
    /// Their saved layouts stay: each records its children's frames and constraints itself.
    static func forgetLastLayouts(from node: FlexNode) {
        var current: FlexNode? = node
        while let next = current {
            next.cache.clearLayout()
            current = next.parent
        }
    }

    /// Whether a node's layout can be saved and restored as its children's frames alone:
    /// one line, every child an in-flow box placed by this node (no absolute, static,
    /// hidden or `display: contents` children, whose frames other passes write).
    static func isRestorable(_ node: FlexNode) -> Bool {
        if node.style.flexWrap != .noWrap { return false }
        for child in node.children where child.style.display != .flex || child.style.positionType != .relative { return false }
        return true
    }

    /// Whether the clean subtree of `node` can be put back in its state under `key`.
    static func canRestore(_ node: FlexNode, to key: MeasureKey, depth: Int = 0) -> Bool {
        if node.isDirty { return false }
        if node.cache.layoutSize(for: key) != nil { return true }
        if StackSpace.mayBeLow(depth), StackSpace.isLow { return StackSpace.onFreshStack { canRestore(node, to: key) } }
        guard let saved = node.savedLayout, saved.key == key, saved.children.count == node.children.count else { return false }
        for (child, state) in zip(node.children, saved.children) where !canRestore(child, to: state.key, depth: depth + 1) { return false }
        return true
    }

    /// Puts the subtree back in its state under `key` (after `canRestore`), saving the current state in its place.
    static func restore(_ node: FlexNode, to key: MeasureKey, depth: Int = 0) -> CGSize {
        if let size = node.cache.layoutSize(for: key) { return size }
        if StackSpace.mayBeLow(depth), StackSpace.isLow { return StackSpace.onFreshStack { restore(node, to: key) } }
        guard let saved = node.savedLayout else { fatalError("FlexLayout.restore without a saved layout (canRestore was not checked)") }
        node.savedLayout = nil
        // The current state goes into the spare storage (captured before the children change).
        var current = node.spareChildStates
        node.spareChildStates = []
        let captured = captureChildStates(node, into: &current)
        for (child, state) in zip(node.children, saved.children) {
            _ = restore(child, to: state.key, depth: depth + 1)
            child.layoutFrame = state.frame
        }
        if captured, let lastLayout = node.cache.layoutKey {
            node.savedLayout = SavedLayout(key: lastLayout, size: node.cache.layoutSize, children: current)
            node.spareChildStates = saved.children
        } else {
            node.spareChildStates = current
        }
        node.cache.setLayout(saved.size, for: key, measurement: nil)
        return saved.size
    }

    /// Saves the current state before a new layout replaces it (a restorable, clean node only).
    static func saveCurrentLayout(_ node: FlexNode) {
        guard !node.isDirty, isRestorable(node) else { return }
        var states = node.savedLayout.map(\.children) ?? node.spareChildStates
        node.savedLayout = nil
        if captureChildStates(node, into: &states), let lastLayout = node.cache.layoutKey {
            node.savedLayout = SavedLayout(key: lastLayout, size: node.cache.layoutSize, children: states)
        } else {
            node.spareChildStates = states
        }
    }

    /// The children's frames and layout constraints, into `states` (its storage reused); `false`
    /// when the node or a child has no layout to go back to.
    private static func captureChildStates(_ node: FlexNode, into states: inout [(frame: CGRect, key: MeasureKey)]) -> Bool {
        states.removeAll(keepingCapacity: true)
        guard node.cache.layoutKey != nil else { return false }
        // (At its full size at once: growing it by appending allocated up to four times per container on the first change.)
        if states.capacity < node.children.count { states.reserveCapacity(node.children.count) }
        for child in node.children {
            guard let childKey = child.cache.layoutKey else { return false }
            states.append((child.layoutFrame, childKey))
        }
        return true
    }
}
