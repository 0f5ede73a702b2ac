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
                let rtl = try #require(scene.panels.first { $0.caption == caption }, "\(scene.id): no twin for \(ltr.caption)")
                let width = try #require(ltr.frames.first).frame.width
                #expect(ltr.frames.map(\.element) == rtl.frames.map(\.element))
                for (l, r) in zip(ltr.frames, rtl.frames) {
                    let mirrored = abs(r.frame.minX - (width - l.frame.maxX)) < 1e-9 && r.frame.minY == l.frame.minY
                        && r.frame.size == l.frame.size
                    #expect(mirrored, "\(scene.id) \(ltr.caption): \(l.element) LTR \(l.frame) RTL \(r.frame)")
                }
                pairs += 1
            }
        }
        // the README's example, profile, stack, relations, flex, three settings lists and two chat threads.
        #expect(pairs == 10)
    }
}
