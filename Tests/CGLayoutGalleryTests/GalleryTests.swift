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
    @Test("The gallery page and every picture are well-formed XML")
    func wellFormed() throws {
        let scenes = try Gallery.makeScenes()
        #expect(parseError(GalleryPage.html(for: scenes)) == nil)
        for scene in scenes {
            for panel in scene.panels {
                #expect(parseError(panel.svg) == nil, "\(scene.id): \(panel.caption)")
            }
        }
    }

    @Test("Every required scene is there: README examples, profile LTR/RTL, feed cell, stack, scroll at two offsets, a trace")
    func scenes() throws {
        let scenes = try Gallery.makeScenes()
        let ids = scenes.map(\.id)
        #expect(ids == ["readme-title", "readme-layout-process", "readme-weather", "readme-anonym", "profile", "feed-cell", "stack", "scroll",
                        "relations", "relations-settings", "relations-scroll", "flex", "settings", "chat"])
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

    @Test("The frame table matches the trace's block and the tree")
    func frameTableAndTrace() throws {
        let scene = try #require(try Gallery.makeScenes().first { $0.id == "readme-layout-process" })
        let trace = try #require(scene.trace)
        let row = try #require(scene.panels[0].frames.first { $0.element == "layoutElement" })
        #expect(row.frame == trace.finalFrame)
    }

    @Test("write(to:) writes index.html and one SVG per picture, and a second run gives the same bytes")
    func writesFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try Gallery.write(to: folder)
        #expect(summary.indexFile.lastPathComponent == "index.html")
        #expect(summary.pictures.count == summary.scenes.reduce(0) { $0 + $1.panels.count })
        let page = try String(contentsOf: summary.indexFile, encoding: .utf8)
        for scene in summary.scenes { #expect(page.contains("id=\"\(scene.id)\"")) }
        for file in summary.pictures {
            #expect(parseError(try String(contentsOf: file, encoding: .utf8)) == nil, "\(file.lastPathComponent)")
        }
        _ = try Gallery.write(to: folder)
        #expect(try String(contentsOf: summary.indexFile, encoding: .utf8) == page)
    }
}
