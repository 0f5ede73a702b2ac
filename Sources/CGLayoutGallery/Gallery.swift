import CGLayout
import CGLayoutSVG
import Foundation

/// The demo's gallery: every example scene, grouped by layout system, as pictures with their frame
/// tables, one page per scene and an index of thumbnails.
///
/// ```swift
/// let summary = try Gallery.write(to: URL(fileURLWithPath: "cglayout-demo"))
/// print(summary.indexFile.path) // cglayout-demo/index.html
/// ```
public enum Gallery {
    /// What ``write(to:)`` produced.
    public struct Summary: Sendable {
        /// The gallery's index page: a thumbnail per scene, grouped by layout system.
        public let indexFile: URL
        /// One page per scene, in gallery order.
        public let scenePages: [URL]
        /// The scenes, in gallery order.
        public let scenes: [GalleryScene]
        /// The standalone SVG files written beside the pages (the index's thumbnails).
        public let pictures: [URL]
    }

    /// Builds every scene, grouped by the layout system it is written with: the original CGLayout
    /// README's examples; rect schemes (the profile screen in both directions, the feed cell with a
    /// trace, a settings list and a chat thread); stack and scroll guides; flexbox; relations solved by
    /// Cassowary; the simple layout engine. Each real screen is shown at 320, 375 and 768 points in both
    /// directions.
    ///
    /// - Returns: The sections, in gallery order.
    /// - Throws: `LayoutTreeError` if a scene's tree could not be built (never in practice).
    public static func makeSections() throws -> [GallerySection] {
        [
            GallerySection(id: "original", title: "The original CGLayout's README",
                           summary: "The examples of the original CGLayout's README, run as written: blocks of a layout and constraints, in physical left and right.",
                           scenes: try SeedReadmeScenes.all()),
            GallerySection(id: "rect", title: "Rect schemes: layouts, anchors and blocks",
                           summary: "Blocks run in order; each starts from its parent's bounds, lets its constraints change that space, and places its element in what is left.",
                           scenes: [try profile(), try feedCell(), try RealScreenScenes.settings(.rectScheme), try RealScreenScenes.chat(.rectScheme)]),
            GallerySection(id: "guides", title: "Guides: stacks and scroll views",
                           summary: "Invisible elements that arrange others: a stack guide shares its length, a scroll guide offsets its content.",
                           scenes: [try GuideScenes.stack(), try GuideScenes.scroll()]),
            GallerySection(id: "flexbox", title: "Flexbox",
                           summary: "CSS flexbox with Yoga's defaults: flex guides and flex container nodes.",
                           scenes: [try FlexScenes.wrap(), try RealScreenScenes.settings(.flexbox), try RealScreenScenes.chat(.flexbox)]),
            GallerySection(id: "relations", title: "Relations solved by Cassowary",
                           summary: "Auto Layout-style relations with priorities, solved by the Cassowary constraint solver.",
                           scenes: [try RelationScenes.post(), try RelationScenes.settings(), try RelationScenes.scrollStack(),
                                    try RealScreenScenes.settings(.relations), try RealScreenScenes.chat(.relations)]),
            GallerySection(id: "simple", title: "The simple layout engine",
                           summary: "A parent frame, a direction, and items that are fixed or share what is left.",
                           scenes: [try RealScreenScenes.settings(.simpleEngine)]),
        ]
    }

    /// Every scene of ``makeSections()``, in gallery order.
    ///
    /// - Returns: The scenes.
    /// - Throws: `LayoutTreeError` if a scene's tree could not be built (never in practice).
    public static func makeScenes() throws -> [GalleryScene] { try makeSections().flatMap(\.scenes) }

    static func profile() throws -> GalleryScene {
        let profile = try ProfileScreen(measurer: GalleryText.measurer)
        return GalleryScene(id: "profile", title: "A profile screen, left-to-right and right-to-left",
                            summary: "One scheme, two snapshots computed without touching the nodes: leading and trailing resolve when layout runs.",
                            panels: GalleryPanel.inBothDirections(of: profile.scheme, root: profile.screen))
    }

    static func feedCell() throws -> GalleryScene {
        let cell = try FeedCell()
        cell.configure(item: 7)
        let height = cell.layoutWithScheme(width: 375)
        cell.root.frame.size.height = height
        let commentBlock = cell.scheme.blocks[6] as? LayoutBlock<TextNode>
        let trace = commentBlock?.trace(direction: .leftToRight)
        return GalleryScene(id: "feed-cell", title: "The feed cell of the layout framework benchmark",
                            summary: "The feed item of LayoutFrameworkBenchmark (github.com/layoutBox/LayoutFrameworkBenchmark, the benchmark that compares iOS layout frameworks on one news-feed cell), laid out by a CGLayout scheme at width 375 (\(Int(height)) pt tall, the same frames as hand-written arithmetic). Its text keeps the monospaced measurer (7 × 17 pt per character) so its numbers are the benchmark's on every machine. The overlay traces the poster comment: its top is the lower of the poster image's bottom and the time's bottom + 2.",
                            panels: [GalleryPanel(caption: "item 7", root: cell.root, trace: trace, highlighted: [cell.posterComment])],
                            trace: trace)
    }

    /// Writes the gallery into `directory` (created if needed): `index.html` (a thumbnail per scene,
    /// grouped by layout system), one page per scene (`<id>.html`: its pictures, frame tables, trace and
    /// code) and one SVG file per picture (`<id>-<n>.svg`).
    ///
    /// - Parameter directory: The output folder.
    /// - Returns: What was written.
    /// - Throws: File-system errors, and `LayoutTreeError` from building scenes.
    public static func write(to directory: URL) throws -> Summary {
        let sections = try makeSections()
        let scenes = sections.flatMap(\.scenes)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var pictures: [URL] = [], pages: [URL] = []
        for (index, scene) in scenes.enumerated() {
            for (number, panel) in scene.panels.enumerated() {
                let file = directory.appendingPathComponent("\(scene.id)-\(number + 1).svg")
                try ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + panel.svg).write(to: file, atomically: true, encoding: .utf8)
                pictures.append(file)
            }
            let section = sections.first { $0.scenes.contains { $0.id == scene.id } } ?? sections[0]
            let page = directory.appendingPathComponent("\(scene.id).html")
            let html = GalleryPage.page(for: scene, in: section, previous: index > 0 ? scenes[index - 1] : nil,
                                        next: index + 1 < scenes.count ? scenes[index + 1] : nil)
            try html.write(to: page, atomically: true, encoding: .utf8)
            pages.append(page)
        }
        let indexFile = directory.appendingPathComponent("index.html")
        try GalleryPage.index(for: sections).write(to: indexFile, atomically: true, encoding: .utf8)
        return Summary(indexFile: indexFile, scenePages: pages, scenes: scenes, pictures: pictures)
    }
}
