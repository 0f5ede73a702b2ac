import CGLayout
import CGLayoutGallery
import CGLayoutText
import Foundation
import Testing

@Suite("Gallery text in a real font")
struct GalleryTextTests {
    @Test("Scenes draw their text in DejaVu Sans; the feed cell keeps the monospaced measurer and the page says so")
    func realFont() throws {
        #expect(GalleryText.fontMeasurer != nil, "\(GalleryText.unavailableReason ?? "")")
        #expect(GalleryText.measurer is FontTextMeasurer)
        let sections = try Gallery.makeSections()
        let scenes = sections.flatMap(\.scenes)
        // The feed cell and the real screens keep the monospaced measurer: their frames are the benchmark's and the tests' arithmetic.
        let monospaced = scenes.map(\.id).filter { $0 == "feed-cell" || $0.hasPrefix("settings-") || $0.hasPrefix("chat-") }
        #expect(monospaced.count == 8)
        for scene in scenes where !monospaced.contains(scene.id) && scene.id != "readme-layout-process" && scene.id != "readme-anonym" {
            #expect(scene.panels.allSatisfy { $0.svg.contains("font-family=\"DejaVu Sans\" font-size=\"15\"") }, "\(scene.id)")
        }
        let feed = try #require(scenes.first { $0.id == "feed-cell" })
        #expect(!feed.panels[0].svg.contains("DejaVu Sans"))
        #expect(feed.summary.contains("monospaced measurer"))
        for id in monospaced { #expect(try #require(scenes.first { $0.id == id }).summary.contains("monospaced measurer"), "\(id)") }
        let page = GalleryPage.index(for: sections)
        #expect(page.contains("Text is measured and drawn in DejaVu Sans"))
        // The profile's name is as wide as the font makes it, not 7 pt per character.
        let profile = try #require(scenes.first { $0.id == "profile" })
        let name = try #require(profile.panels[0].frames.first { $0.element == "name" })
        let sans = try FontTextMeasurer(family: "DejaVu Sans", size: 15)
        #expect(name.frame.height == sans.lineHeight)
    }
}
