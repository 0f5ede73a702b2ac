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
    /// Whether a node's layout can be saved and restored as its children's frames alone:
    /// one line, every child an in-flow box placed by this node (no absolute, static,
    /// hidden or `display: contents` children, whose frames other passes write).
    static func isRestorable(_ node: FlexNode) -> Bool {
        if node.style.flexWrap != .noWrap { return false }
        for child in node.children where child.style.display != .flex || child.style.positionType != .relative { return false }
        return true
    }

    /// Whether the clean subtree of `node` can be put back in its state under `key`.
    static func canRestore(_ node: FlexNode, to key: MeasureKey) -> Bool {
        if node.isDirty { return false }
        if node.lastLayout == key { return true }
        guard let saved = node.savedLayout, saved.key == key, saved.children.count == node.children.count else { return false }
        for (child, state) in zip(node.children, saved.children) where !canRestore(child, to: state.key) { return false }
        return true
    }

    /// Puts the subtree back in its state under `key` (after `canRestore`), saving the current state in its place.
    static func restore(_ node: FlexNode, to key: MeasureKey) -> CGSize {
        if node.lastLayout == key { return node.lastLayoutSize }
        guard var saved = node.savedLayout else { fatalError("FlexLayout.restore without a saved layout (canRestore was not checked)") }
        node.savedLayout = nil
        // The current state goes into the spare storage, which becomes the saved layout.
        var current = node.spareChildStates
        node.spareChildStates = []
        current.removeAll(keepingCapacity: true)
        if let lastLayout = node.lastLayout {
            for child in node.children { current.append((child.layoutFrame, child.lastLayout ?? lastLayout)) }
        }
        for (child, state) in zip(node.children, saved.children) {
            _ = restore(child, to: state.key)
            child.layoutFrame = state.frame
        }
        let size = saved.size
        node.spareChildStates = saved.children
        if let lastLayout = node.lastLayout, node.children.allSatisfy({ $0.lastLayout != nil }) {
            saved = SavedLayout(key: lastLayout, size: node.lastLayoutSize, children: current)
            node.savedLayout = saved
        } else {
            node.spareChildStates = current
        }
        node.lastLayout = key
        node.lastLayoutSize = size
        return size
    }

    /// Saves the current state before a new layout replaces it (a restorable, clean node only).
    static func saveCurrentLayout(_ node: FlexNode) {
        guard let lastLayout = node.lastLayout, !node.isDirty, isRestorable(node) else { return }
        var states = node.savedLayout.map(\.children) ?? node.spareChildStates
        node.savedLayout = nil
        states.removeAll(keepingCapacity: true)
        for child in node.children {
            guard let childKey = child.lastLayout else { node.spareChildStates = states; return }
            states.append((child.layoutFrame, childKey))
        }
        node.savedLayout = SavedLayout(key: lastLayout, size: node.lastLayoutSize, children: states)
    }
}
