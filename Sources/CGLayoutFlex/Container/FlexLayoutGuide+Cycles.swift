import CGLayout

extension FlexContent: LayoutElementListing {
    /// The container's items, so that a container that would contain itself is refused.
    var listedElements: [any LayoutElement] { core?.items.map(\.element) ?? [] }
}
