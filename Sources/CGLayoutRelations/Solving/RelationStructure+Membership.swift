import CGLayout

extension RelationStructure {
    /// Whether the structure still describes the tree: every item and every element the relations read
    /// but do not lay out is in the container's tree, and no element left out for being outside it has
    /// joined it since.
    ///
    /// A pass finds a moved item itself (it cannot place it); listing the items outside a pass needs this
    /// check, because the two directions' structures may have been compiled at different times.
    func membershipHolds(container: any LayoutElement) -> Bool {
        let root = RelationCompiler.root(of: container)
        for box in itemTable.itemElements + fixedTable.fixedElements where !RelationCompiler.isInTree(box.object, container: container, root: root) {
            return false
        }
        return !leftOutElementJoined(container: container, root: root)
    }

    /// Whether an element left out for being outside the container's tree has joined it.
    func leftOutElementJoined(container: any LayoutElement, root: (any LayoutElement)? = nil) -> Bool {
        guard !outOfTree.isEmpty else { return false }
        let root = root ?? RelationCompiler.root(of: container)
        return outOfTree.contains { box in
            box.element.map { RelationCompiler.isInTree($0, container: container, root: root) } ?? false
        }
    }
}
