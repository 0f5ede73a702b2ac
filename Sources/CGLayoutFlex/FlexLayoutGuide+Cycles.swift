import CGLayout

extension FlexContent: LayoutElementListing {
    /// The guide's items, so that a container that would contain itself is refused.
    var listedElements: [any LayoutElement] { guide?.items.map(\.element) ?? [] }
}
