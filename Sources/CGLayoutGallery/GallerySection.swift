/// A part of the gallery: the scenes written with one layout system.
public struct GallerySection: Sendable {
    /// A short identifier, used for anchors on the index page.
    public let id: String
    /// The heading: the layout system.
    public let title: String
    /// One or two sentences on the system.
    public let summary: String
    /// The scenes, in page order.
    public let scenes: [GalleryScene]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - id: A short identifier.
    ///   - title: The layout system.
    ///   - summary: What the system is.
    ///   - scenes: Its scenes.
    public init(id: String, title: String, summary: String, scenes: [GalleryScene]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.scenes = scenes
    }
}
