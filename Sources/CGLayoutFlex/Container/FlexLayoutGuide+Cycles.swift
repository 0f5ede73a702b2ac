import CGLayout

extension FlexContent: LayoutElementListing {
    /// The container's items, so that a container that would contain itself is refused.
    var listedElements: [any LayoutElement] { core?.items.map(\.element) ?? [] }

    /// Only nested flex containers: their items are part of this container's flex tree. The
    /// content of any other container among the items is not laid out by the flex pass.
    func laysOutContent(of element: any LayoutElement) -> Bool { element is any FlexContainerHost }
}
