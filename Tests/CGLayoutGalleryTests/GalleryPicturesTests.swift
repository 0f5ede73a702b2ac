import CGLayout
import CGLayoutGallery
import CGLayoutSVG
import Foundation
import SVGTestSupport
import Testing

/// The gallery's screens drawn by the SVG renderer: recorded pictures (in `__Snapshots__` beside this
/// file), the same picture every time, snapshots drawn unapplied, readable labels on every page.
@Suite("Gallery pictures")
struct GalleryPicturesTests {
    private func expectRecorded(_ svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let mismatch = try SVGSnapshotFile.mismatch(svg, named: name) {
            Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
        }
    }

    private func expectReadable(_ svg: String, picture: CGRect, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in SVGLabelChecks.unreadableLabels(svg, picture: picture, name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    @Test("Recorded pictures: profile in both directions, feed cell with a trace, guides")
    func recordedPictures() throws {
        let profile = try ProfileScreen()
        let renderer = SVGRenderer()
        let ltr = profile.scheme.snapshot(for: profile.screen.bounds, direction: .leftToRight)
        let rtl = profile.scheme.snapshot(for: profile.screen.bounds, direction: .rightToLeft)
        try expectRecorded(renderer.render(profile.screen, snapshot: ltr), named: "profile-ltr")
        try expectRecorded(renderer.render(profile.screen, snapshot: rtl), named: "profile-rtl")

        let cell = try FeedCell()
        cell.configure(item: 7)
        cell.layoutWithScheme(width: 375)
        let trace = try #require((cell.scheme.blocks[6] as? LayoutBlock<TextNode>)?.trace(direction: .leftToRight))
        try expectRecorded(renderer.render(cell.root, trace: trace), named: "feed-cell")

        for scene in try Gallery.makeScenes() where ["stack", "scroll"].contains(scene.id) {
            for (index, panel) in scene.panels.enumerated() {
                try expectRecorded(panel.svg, named: "\(scene.id)-\(index + 1)")
            }
        }
    }

    @Test("The same tree gives byte-identical output, also when built again")
    func deterministic() throws {
        func picture() throws -> String {
            let profile = try ProfileScreen()
            profile.scheme.layout(direction: .leftToRight)
            return SVGRenderer().render(profile.screen)
        }
        let first = try picture()
        #expect(first == (try picture()))
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    }

    @Test("A snapshot is drawn without being applied, and looks like the tree after apply")
    func drawsSnapshots() throws {
        let profile = try ProfileScreen()
        let snapshot = profile.scheme.snapshot(for: profile.screen.bounds, direction: .rightToLeft)
        let drawn = SVGRenderer().render(profile.screen, snapshot: snapshot)
        #expect(profile.name.frame == .zero)
        try profile.scheme.apply(snapshot: snapshot)
        #expect(SVGRenderer().render(profile.screen) == drawn)
    }

    @Test("A trace is drawn as one small picture per step, with its description under it")
    func traceSteps() throws {
        let cell = try FeedCell()
        _ = cell.layoutWithScheme(width: 375)
        let trace = try #require(cell.scheme.trace(of: cell.posterComment, direction: .leftToRight))
        let svg = SVGRenderer().render(cell.root, trace: trace)
        #expect(svg.components(separatedBy: "<g class=\"trace-step\">").count - 1 == trace.steps.count)
        for index in trace.steps.indices { #expect(svg.contains(">\(index). "), "step \(index)") }
        expectReadable(svg, picture: cell.root.frame, "feed cell trace")
    }

    @Test("Every picture of the gallery: labels never overlap, never cover the picture, never clipped")
    func galleryPictures() throws {
        for scene in try Gallery.makeScenes() {
            for panel in scene.panels {
                guard let box = SVGLabelChecks.viewBox(panel.svg) else { Issue.record("\(scene.id): no viewBox"); continue }
                // The tree's picture area is the first frame row (the root), at the canvas's origin plus the margin.
                let root = panel.frames.first?.frame ?? .zero
                let picture = CGRect(x: box.minX + 4, y: box.minY + 4, width: root.width, height: root.height)
                expectReadable(panel.svg, picture: picture, "\(scene.id) / \(panel.caption)")
            }
        }
    }
}
