import CGLayout

extension RelationSystem {
    /// Whether the last build still describes the tree: every item and every element the
    /// relations read but do not lay out is alive and in the container's tree, and no element left out for being outside it has joined it since.
    ///
    /// A pass finds a moved or freed item itself (it cannot place it); listing the items
    /// outside a pass needs this check, because the two directions' systems may have been
    /// built at different times.
    func membershipHolds(container: any LayoutElement) -> Bool {
        let root = RelationSystem.root(of: container)
        for box in itemElements + fixedElements {
            guard let element = box.element, RelationSystem.isInTree(element, container: container, root: root) else { return false }
        }
        return !leftOutElementJoined(container: container, root: root)
    }

    /// Whether an element left out for being outside the container's tree has joined it.
    func leftOutElementJoined(container: any LayoutElement, root: (any LayoutElement)? = nil) -> Bool {
        guard !outOfTree.isEmpty else { return false }
        let root = root ?? RelationSystem.root(of: container)
        return outOfTree.contains { box in
            box.element.map { RelationSystem.isInTree($0, container: container, root: root) } ?? false
        }
    }

    /// The rule a build uses: the container itself, or an element with a super element under the container's root.
    static func isInTree(_ element: any LayoutElement, container: any LayoutElement, root: any LayoutElement) -> Bool {
        element === container || (element.superElement != nil && RelationSystem.root(of: element) === root)
    }
}
