#if canImport(AppKit)
import AppKit
import CGLayout
import CGLayoutAppKit
import Foundation
import QuartzCore
import Testing

/// Layers in AppKit views: a sublayer of an unflipped view's backing layer counts y upwards, as
/// Core Animation does on macOS, and one of a flipped view's counts downwards (AppKit flips its
/// backing layer). Checked on Linux against the declarations and on macOS against AppKit.
@MainActor
@Suite("Layers in AppKit views")
struct AppKitLayerTests {
    final class FlippedView: NSView { override var isFlipped: Bool { true } }

    /// A 400 × 300 view with a backing layer (`wantsLayer`) and a separator layer in it.
    func screen(flipped: Bool) -> (view: NSView, separator: CALayer) {
        let view = flipped ? FlippedView(frame: NSRect(x: 0, y: 0, width: 400, height: 300)) : NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
        view.wantsLayer = true
        let separator = CALayer()
        view.layer?.addSublayer(separator)
        return (view, separator)
    }

    @Test("wantsLayer makes a backing layer whose delegate is the view: its sublayers are in the view's tree")
    func backingLayer() throws {
        let (view, separator) = screen(flipped: false)
        let backing = try #require(view.layer)
        #expect(backing.delegate === view)
        #expect(backing.layoutElement === view.layoutElement)
        #expect(separator.layoutElement.superElement === view.layoutElement)
    }

    @Test("`.top(20)` puts a sublayer 20 below the top edge in both kinds of view; its own frame counts as the view does",
          arguments: [false, true])
    func sublayerTopEdge(flipped: Bool) {
        let (view, separator) = screen(flipped: flipped)
        separator.layoutBlock(with: Layout(x: .leading(20), y: .top(20), width: .boxed(40), height: 1)).layout(direction: .leftToRight)
        #expect(separator.layoutElement.frame == CGRect(x: 20, y: 20, width: 360, height: 1))
        #expect(separator.frame == (flipped ? CGRect(x: 20, y: 20, width: 360, height: 1) : CGRect(x: 20, y: 300 - 21, width: 360, height: 1)))
        // Read back: the element sees the frame it wrote, in layout space.
        #expect(separator.layoutElement.frame == CGRect(x: 20, y: 20, width: 360, height: 1))
        _ = view
    }

    @Test("A sublayer of a sublayer in an unflipped view counts up inside its superlayer, unless that one's geometry is flipped",
          arguments: [false, true])
    func nestedLayers(innerFlipped: Bool) {
        let (view, panel) = screen(flipped: false)
        let dot = CALayer()
        panel.isGeometryFlipped = innerFlipped
        panel.addSublayer(dot)
        LayoutScheme(blocks: [
            panel.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 200, height: 100)),
            dot.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 10, height: 10)),
        ]).layout(direction: .leftToRight)
        #expect(panel.frame == CGRect(x: 10, y: 190, width: 200, height: 100))
        #expect(dot.frame == (innerFlipped ? CGRect(x: 5, y: 5, width: 10, height: 10) : CGRect(x: 5, y: 85, width: 10, height: 10)))
        #expect(dot.layoutElement.convert(point: .zero, to: view.layoutElement) == CGPoint(x: 15, y: 15))
    }

    @Test("The layer follows its view: a resized window keeps the separator under the title")
    func windowResize() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled], backing: .buffered, defer: false)
        let content = NSView(frame: .zero)
        window.contentView = content
        content.wantsLayer = true
        let separator = CALayer()
        content.layer?.addSublayer(separator)
        let block = separator.layoutBlock(with: Layout(x: .left(20), y: .top(40), width: .boxed(40), height: 1))
        block.layout(direction: .leftToRight)
        #expect(separator.frame == CGRect(x: 20, y: 259, width: 360, height: 1))
        window.setContentSize(NSSize(width: 600, height: 500))
        block.layout(direction: .leftToRight)
        #expect(separator.frame == CGRect(x: 20, y: 459, width: 560, height: 1))
    }
}
#endif
