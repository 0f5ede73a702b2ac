import CGLayout
import CGLayoutGallery
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

private func parseError(_ xml: String) -> String? {
    let parser = XMLParser(data: Data(xml.utf8))
    return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "error") at line \(parser.lineNumber)"
}

@Suite("Gallery")
struct GalleryTests {
    @Test("The index, every scene's page and every picture are well-formed XML")
    func wellFormed() throws {
        let sections = try Gallery.makeSections()
        #expect(parseError(GalleryPage.index(for: sections)) == nil)
        for section in sections {
            for scene in section.scenes {
                #expect(parseError(GalleryPage.page(for: scene, in: section, previous: nil, next: nil)) == nil, "\(scene.id)")
                for panel in scene.panels {
                    #expect(parseError(panel.svg) == nil, "\(scene.id): \(panel.caption)")
                }
            }
        }
    }

    @Test("Every required scene is there, grouped by layout system: README examples, profile LTR/RTL, feed cell, stack, scroll at two offsets, a trace, each real screen in each system")
    func scenes() throws {
        let sections = try Gallery.makeSections()
        #expect(sections.map(\.id) == ["original", "rect", "guides", "flexbox", "relations", "simple"])
        let scenes = sections.flatMap(\.scenes)
        #expect(scenes.map(\.id) == ["readme-title", "readme-layout-process", "readme-weather", "readme-anonym",
                                     "profile", "feed-cell", "settings-rect", "chat-rect", "stack", "scroll",
                                     "flex", "settings-flex", "chat-flex",
                                     "relations", "relations-settings", "relations-scroll", "settings-relations", "chat-relations",
                                     "settings-simple"])
        #expect(try Gallery.makeScenes().map(\.id) == scenes.map(\.id))
        let profile = try #require(scenes.first { $0.id == "profile" })
        #expect(profile.panels.map(\.caption) == ["left-to-right", "right-to-left"])
        #expect(profile.panels[0].svg != profile.panels[1].svg)
        let scroll = try #require(scenes.first { $0.id == "scroll" })
        let rowAtTop = scroll.panels.map { $0.frames.first { $0.element == "row1" }?.frame.minY }
        #expect(rowAtTop == [34, -116])
        #expect(scenes.contains { $0.trace != nil })
        let feed = try #require(scenes.first { $0.id == "feed-cell" })
        #expect(feed.panels[0].frames.first?.frame.height == 419)
    }

    @Test("Each real screen is shown at 320, 375 and 768 points in both directions, in a grid of proportional columns, without names over it")
    func realScreensAtThreeWidths() throws {
        let screens = try Gallery.makeScenes().filter { $0.id.hasPrefix("settings-") || $0.id.hasPrefix("chat-") }
        #expect(screens.count == 7)
        for scene in screens {
            #expect(scene.columnWidths == [320, 375, 768], "\(scene.id)")
            #expect(scene.panels.map { $0.frames.first?.frame.width } == [320, 375, 768, 320, 375, 768], "\(scene.id)")
            #expect(scene.panels.map { $0.caption.hasSuffix("right-to-left") } == [false, false, false, true, true, true], "\(scene.id)")
            #expect(scene.panels.allSatisfy { !$0.svg.contains("class=\"label\"") }, "\(scene.id)")
            // The page lays the pictures out in columns as wide, relative to each other, as the screens.
            let section = GallerySection(id: "s", title: "s", summary: "", scenes: [scene])
            #expect(GalleryPage.page(for: scene, in: section, previous: nil, next: nil).contains("grid-template-columns: 320fr 375fr 768fr"))
        }
    }

    @Test("The frame table matches the trace's block and the tree")
    func frameTableAndTrace() throws {
        let scene = try #require(try Gallery.makeScenes().first { $0.id == "readme-layout-process" })
        let trace = try #require(scene.trace)
        let row = try #require(scene.panels[0].frames.first { $0.element == "layoutElement" })
        #expect(row.frame == trace.finalFrame)
    }

    @Test("write(to:) writes the index, one page per scene and one SVG per picture, and a second run gives the same bytes")
    func writesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try Gallery.write(to: folder)
        #expect(summary.indexFile.lastPathComponent == "index.html")
        #expect(summary.pictures.count == summary.scenes.reduce(0) { $0 + $1.panels.count })
        #expect(summary.scenePages.map(\.lastPathComponent) == summary.scenes.map { "\($0.id).html" })
        let index = try String(contentsOf: summary.indexFile, encoding: .utf8)
        for scene in summary.scenes {
            // A card per scene: its first picture as the thumbnail, a link to its page.
            #expect(index.contains("<a href=\"\(scene.id).html\">") && index.contains("<img src=\"\(scene.id)-1.svg\""), "\(scene.id)")
        }
        for page in summary.scenePages {
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(parseError(html) == nil, "\(page.lastPathComponent)")
            #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"))
        }
        for file in summary.pictures {
            #expect(parseError(try String(contentsOf: file, encoding: .utf8)) == nil, "\(file.lastPathComponent)")
        }
        let firstPage = try String(contentsOf: summary.scenePages[0], encoding: .utf8)
        _ = try Gallery.write(to: folder)
        #expect(try String(contentsOf: summary.indexFile, encoding: .utf8) == index)
        #expect(try String(contentsOf: summary.scenePages[0], encoding: .utf8) == firstPage)
    }
}
