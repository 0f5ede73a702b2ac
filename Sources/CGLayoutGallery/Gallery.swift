import CGLayout
import CGLayoutSVG
import Foundation

/// The demo's gallery: every example scene as a picture with its frame
/// table, written as one HTML page.
///
/// ```swift
/// let summary = try Gallery.write(to: URL(fileURLWithPath: "cglayout-demo"))
/// print(summary.indexFile.path) // cglayout-demo/index.html
/// ```
public enum Gallery {
    /// What ``write(to:)`` produced.
    public struct Summary: Sendable {
        /// The gallery page.
        public let indexFile: URL
        /// The scenes, in page order.
        public let scenes: [GalleryScene]
        /// The standalone SVG files written beside the page.
        public let pictures: [URL]
    }

    /// Builds every scene: the README examples of the original, the profile
    /// screen in both directions, the feed cell with a trace, stack and scroll
    /// guides, relations solved by Cassowary, and flexbox.
    ///
    /// - Returns: The scenes, in page order.
    /// - Throws: `LayoutTreeError` if a scene's tree could not be built (never in practice).
    public static func makeScenes() throws -> [GalleryScene] {
        var scenes = try SeedReadmeScenes.all()
        scenes.append(try profile())
        scenes.append(try feedCell())
        scenes.append(try GuideScenes.stack())
        scenes.append(try GuideScenes.scroll())
        scenes.append(try RelationScenes.post())
        scenes.append(try RelationScenes.settings())
        scenes.append(try RelationScenes.scrollStack())
        scenes.append(try FlexScenes.wrap())
        scenes.append(try RealScreenScenes.settings())
        scenes.append(try RealScreenScenes.chat())
        return scenes
    }

    static func profile() throws -> GalleryScene {
        let profile = try ProfileScreen(measurer: GalleryText.measurer)
        let ltr = profile.scheme.snapshot(for: profile.screen.bounds, direction: .leftToRight)
        let rtl = profile.scheme.snapshot(for: profile.screen.bounds, direction: .rightToLeft)
        return GalleryScene(id: "profile", title: "A profile screen, left-to-right and right-to-left",
                            summary: "One scheme, two snapshots computed without touching the nodes: leading and trailing resolve when layout runs.",
                            panels: [GalleryPanel(caption: "left-to-right", root: profile.screen, snapshot: ltr),
                                     GalleryPanel(caption: "right-to-left", root: profile.screen, snapshot: rtl, direction: .rightToLeft)])
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

    /// Writes `index.html` and one SVG per picture into `directory` (created if needed).
    ///
    /// - Parameter directory: The output folder.
    /// - Returns: What was written.
    /// - Throws: File-system errors, and `LayoutTreeError` from building scenes.
    public static func write(to directory: URL) throws -> Summary {
        let scenes = try makeScenes()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var pictures: [URL] = []
        for scene in scenes {
            for (index, panel) in scene.panels.enumerated() {
                let file = directory.appendingPathComponent("\(scene.id)-\(index + 1).svg")
                try ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + panel.svg).write(to: file, atomically: true, encoding: .utf8)
                pictures.append(file)
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try GalleryPage.html(for: scenes).write(to: index, atomically: true, encoding: .utf8)
        return Summary(indexFile: index, scenes: scenes, pictures: pictures)
    }
}
