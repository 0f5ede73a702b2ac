import CGLayout
import CGLayoutGallery
import Foundation
import Testing

@Suite("Gallery mirroring")
struct GalleryMirrorTests {
    /// Scenes drawn in both directions: each right-to-left panel is the mirror image of its
    /// left-to-right twin (the README's and the feed cell's scenes are written with physical
    /// left/right, as in the original, and are drawn once).
    @Test func rightToLeftPanelsMirrorTheirLeftToRightTwins() throws {
        var pairs = 0
        for scene in try Gallery.makeScenes() {
            for ltr in scene.panels where ltr.caption.contains("left-to-right") {
                let caption = ltr.caption.replacingOccurrences(of: "left-to-right", with: "right-to-left")
                guard let rtl = scene.panels.first(where: { $0.caption == caption }) else { continue }
                let width = try #require(ltr.frames.first).frame.width
                #expect(ltr.frames.map(\.element) == rtl.frames.map(\.element))
                // Flexbox rounds to whole points as Yoga does (text positions down), which is not symmetric
                // at the fractional widths of a real font: 1 pt. Elsewhere the mirror is exact (and with the
                // monospaced measurer flexbox is exact too: `RealScreensTests`).
                let tolerance: CGFloat = scene.id == "flex" || ltr.caption.contains("flexbox") ? 1 : 1e-9
                for (l, r) in zip(ltr.frames, rtl.frames) {
                    let mirrored = abs(r.frame.minX - (width - l.frame.maxX)) <= tolerance && r.frame.minY == l.frame.minY
                        && r.frame.size == l.frame.size
                    #expect(mirrored, "\(scene.id) \(ltr.caption): \(l.element) LTR \(l.frame) RTL \(r.frame)")
                }
                pairs += 1
            }
        }
        // profile, stack, relations, flex, four settings lists and two chat threads (and whatever else is drawn both ways).
        #expect(pairs >= 10)
    }
}
