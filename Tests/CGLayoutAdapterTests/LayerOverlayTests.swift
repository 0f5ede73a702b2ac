#if CGLAYOUT_DECLARATIONS
import AppKit
import CGLayout
import CGLayoutAppKit
import CGLayoutUIKit
import Foundation
import QuartzCore
import Testing
import UIKit

// MARK: - Layer content over views, written from the article's "Layers and views in one scheme" alone
//
// A download tile: a thumbnail view, a title label after it, a progress ring layer centred over the
// thumbnail (a sublayer of the thumbnail's own layer) and a badge layer centred on the thumbnail's top
// trailing corner (a sublayer of the tile's layer, constrained by the thumbnail). One scheme lays out the
// views and the layers, live and through a snapshot computed off the main actor.

@MainActor final class DownloadTile {
    let tile: UIView
    let thumbnail = UIView(), title = UILabel()
    let ring = CALayer(), badge = CALayer()

    init(width: CGFloat) {
        tile = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 96))
        title.text = "Analytical engine.pdf"
        tile.addSubview(thumbnail)
        tile.addSubview(title)
        thumbnail.layer.addSublayer(ring)                 // over the thumbnail's content
        tile.layer.addSublayer(badge)                     // over the tile's, on the thumbnail's corner
    }

    lazy var scheme = LayoutScheme(blocks: [
        thumbnail.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: 72, height: 72)),
        title.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: .fit, height: .fit),
                          constraints: [thumbnail.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
        // In the thumbnail's own space (the ring's superlayer is the thumbnail's layer): centred there.
        ring.layoutBlock(with: Layout(x: .center(), y: .center(), width: 40, height: 40)),
        // In the tile's space, in the thumbnail's frame: half outside its top trailing corner.
        badge.layoutBlock(with: Layout(x: .trailing(-9), y: .top(-9), width: 18, height: 18),
                          constraints: [thumbnail.layoutConstraint(for: [.equally])]),
    ])

    /// Frames as each view or layer has them: the ring in the thumbnail's space, the others in the tile's.
    var frames: [(String, CGRect)] {
        [("thumbnail", thumbnail.frame), ("title", title.frame), ("ring", ring.frame), ("badge", badge.frame)]
    }

    /// The design, left to right; mirrored in the tile's width right to left (the ring is centred either way).
    static func design(width w: CGFloat, rightToLeft: Bool) -> [(String, CGRect)] {
        let titleWidth = min(7 * 21, w - 84 - 12)          // 21 characters, at most the room after the thumbnail
        let thumbnail = CGRect(x: 12, y: 12, width: 72, height: 72)
        let title = CGRect(x: 96, y: 12, width: titleWidth, height: 17)
        let ring = CGRect(x: 16, y: 16, width: 40, height: 40)
        let badge = CGRect(x: 84 - 9, y: 12 - 9, width: 18, height: 18)
        guard rightToLeft else { return [("thumbnail", thumbnail), ("title", title), ("ring", ring), ("badge", badge)] }
        return [("thumbnail", mirrored(thumbnail, in: w)), ("title", mirrored(title, in: w)), ("ring", ring), ("badge", mirrored(badge, in: w))]
    }
}

/// The same over an unflipped `NSView`: its layers count y upwards, as Core Animation does on macOS.
@MainActor final class MacDownloadTile {
    let tile: NSView
    let thumbnail = NSView(), title = NSTextField(labelWithString: "Analytical engine.pdf")
    let ring = CALayer(), badge = CALayer()

    init(width: CGFloat) {
        tile = NSView(frame: NSRect(x: 0, y: 0, width: width, height: 96))
        tile.wantsLayer = true
        thumbnail.wantsLayer = true
        title.font = NSFont.systemFont(ofSize: 17)
        tile.addSubview(thumbnail)
        tile.addSubview(title)
        thumbnail.layer?.addSublayer(ring)
        tile.layer?.addSublayer(badge)
    }

    lazy var scheme = LayoutScheme(blocks: [
        thumbnail.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: 72, height: 72)),
        title.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: .fit, height: .fit),
                          constraints: [thumbnail.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
        ring.layoutBlock(with: Layout(x: .center(), y: .top(8), width: 40, height: 40)),
        badge.layoutBlock(with: Layout(x: .trailing(-9), y: .top(-9), width: 18, height: 18),
                          constraints: [thumbnail.layoutConstraint(for: [.equally])]),
    ])
}

@MainActor
@Suite("Screen: layers over views")
struct LayerOverlayTests {
    @Test("A progress ring and a badge as layers over a tile's views: live, in both directions, at two widths, and through a background snapshot")
    func downloadTile() async throws {
        for width: CGFloat in [320, 414] {
            for rightToLeft in [false, true] {
                let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
                let label = "tile at \(Int(width)) \(rightToLeft ? "RTL" : "LTR")"
                let live = DownloadTile(width: width)
                live.scheme.layout(direction: direction)
                expectFrames(live.frames, DownloadTile.design(width: width, rightToLeft: rightToLeft), label + " live")
                #expect(live.scheme.issues.isEmpty, "\(live.scheme.issues)")

                // A fresh tile, laid out from a snapshot computed off the main actor.
                let shown = DownloadTile(width: width)
                let snapshot = await shown.scheme.snapshotInBackground(for: shown.tile.bounds, direction: direction)
                #expect(shown.ring.frame == .zero, "a snapshot moves nothing")
                try shown.scheme.apply(snapshot: snapshot)
                expectFrames(shown.frames, DownloadTile.design(width: width, rightToLeft: rightToLeft), label + " from a snapshot")
                #expect(shown.scheme.issues.isEmpty, "\(shown.scheme.issues)")
            }
        }
    }

    @Test("The tile turned to another width keeps its layers on the thumbnail")
    func turned() {
        let tile = DownloadTile(width: 320)
        tile.scheme.layout(direction: .leftToRight)
        tile.tile.frame = CGRect(x: 0, y: 0, width: 768, height: 96)
        tile.scheme.layout(direction: .rightToLeft)
        expectFrames(tile.frames, DownloadTile.design(width: 768, rightToLeft: true), "tile turned to 768 RTL")
    }

    @Test("On an unflipped NSView the layers count y upwards; their elements' frames are top-down")
    func macTile() {
        for rightToLeft in [false, true] {
            let tile = MacDownloadTile(width: 320)
            tile.scheme.layout(direction: rightToLeft ? .rightToLeft : .leftToRight)
            // Top-down design: thumbnail (12, 12, 72, 72); the ring 8 below the thumbnail's top, centred; the badge
            // on the thumbnail's top trailing corner.
            var design = [("thumbnail", CGRect(x: 12, y: 12, width: 72, height: 72)), ("title", CGRect(x: 96, y: 12, width: 147, height: 17)),
                          ("ring", CGRect(x: 16, y: 8, width: 40, height: 40)), ("badge", CGRect(x: 75, y: 3, width: 18, height: 18))]
            if rightToLeft { design = design.map { ($0.0, $0.0 == "ring" ? $0.1 : mirrored($0.1, in: 320)) } }
            let label = "mac tile \(rightToLeft ? "RTL" : "LTR")"
            expectFrames([("thumbnail", tile.thumbnail.layoutElement.frame), ("title", tile.title.layoutElement.frame),
                          ("ring", tile.ring.layoutElement.frame), ("badge", tile.badge.layoutElement.frame)], design, label + " (layout space)")
            // AppKit's space: y from the bottom of the superview (96 tall) or of the super layer (the thumbnail's, 72 tall).
            let upwards = { (frame: CGRect, height: CGFloat) in
                CGRect(x: frame.minX, y: height - frame.maxY, width: frame.width, height: frame.height)
            }
            expectFrames([("thumbnail", tile.thumbnail.frame), ("title", tile.title.frame), ("ring", tile.ring.frame), ("badge", tile.badge.frame)],
                         [("thumbnail", upwards(design[0].1, 96)), ("title", upwards(design[1].1, 96)),
                          ("ring", upwards(design[2].1, 72)), ("badge", upwards(design[3].1, 96))], label + " (AppKit space)")
        }
    }
}
#endif
