#if CGLAYOUT_DECLARATIONS
import AppKit
import CGLayout
import CGLayoutAppKit
import Foundation
import QuartzCore
import Testing

// A window's content view (unflipped, AppKit's default, or flipped) with text fields, a box and a
// separator layer constrained by a text field, as in the original CGLayout's article. The design is
// drawn top-down; AppKit's frames in an unflipped view, and a layer's frame in an unflipped view's
// layer, count y up from the bottom edge, so each expected AppKit frame is the design's reflected:
// y = height − y − h.

@MainActor
@Suite("Screen: AppKit window content")
struct AppKitWindowScreenTests {
    final class FlippedView: NSView { override var isFlipped: Bool { true } }

    @MainActor final class Screen {
        let content: NSView
        let title = NSTextField(labelWithString: "Preferences")
        let details = NSTextField(wrappingLabelWithString:
            "Choose how CGLayout arranges the windows of this app. Changes apply to new windows only.")
        let box = NSView()
        let separator = CALayer()
        let scheme: LayoutScheme

        let window: NSWindow

        @MainActor init(size: CGSize, flipped: Bool, rightToLeft: Bool) {
            window = NSWindow(contentRect: NSRect(origin: .zero, size: size), styleMask: [.titled, .resizable],
                              backing: .buffered, defer: false)
            content = flipped ? FlippedView(frame: .zero) : NSView(frame: .zero)
            window.contentView = content                   // sized to the window's content area
            content.wantsLayer = true                      // a backing layer whose delegate is the view
            if rightToLeft { content.userInterfaceLayoutDirection = .rightToLeft }
            title.font = NSFont.systemFont(ofSize: 17)
            details.font = NSFont.systemFont(ofSize: 17)
            for view in [title, details, box] { content.addSubview(view) }
            content.layer?.addSublayer(separator)
            scheme = LayoutScheme(blocks: [
                title.layoutBlock(with: Layout(x: .leading(20), y: .top(20), width: .fit, height: .fit)),
                separator.layoutBlock(with: Layout(x: .leading(20), y: .top(8), width: .boxed(40), height: 1),
                                      constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
                details.layoutBlock(with: Layout(x: .leading(20), y: .top(8), width: .boxed(40), height: .fit),
                                    constraints: [separator.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
                box.layoutBlock(with: Layout(x: .trailing(20), y: .bottom(20), width: 80, height: 24)),
            ])
        }

        @MainActor func layout() { scheme.layout(direction: LayoutDirection(content.userInterfaceLayoutDirection)) }

        @MainActor var frames: [(String, CGRect)] {
            [("title", title.frame), ("separator", separator.frame), ("details", details.frame), ("box", box.frame)]
        }
        @MainActor var layoutFrames: [(String, CGRect)] {
            [("title", title.layoutElement.frame), ("separator", separator.layoutElement.frame),
             ("details", details.layoutElement.frame), ("box", box.layoutElement.frame)]
        }
    }

    /// The design top-down, left to right, in a content view of `size`; `lines` of the details text
    /// wrapped at width − 40 (62 characters a line at 480: "Choose how … Changes" / "apply to new windows only."
    /// → 2 lines; 108 at 800 → 1 line).
    static func design(_ size: CGSize, lines: CGFloat) -> [(String, CGRect)] {
        [("title", CGRect(x: 20, y: 20, width: 77, height: 17)),               // "Preferences": 11 × 7
         ("separator", CGRect(x: 20, y: 45, width: size.width - 40, height: 1)),
         ("details", CGRect(x: 20, y: 54, width: size.width - 40, height: 17 * lines)),
         ("box", CGRect(x: size.width - 100, y: size.height - 44, width: 80, height: 24))]
    }

    static func appKit(_ frames: [(String, CGRect)], in size: CGSize, flipped: Bool, rightToLeft: Bool) -> [(String, CGRect)] {
        frames.map { name, frame in
            let x = rightToLeft ? mirrored(frame, in: size.width) : frame
            return (name, flipped ? x : CGRect(x: x.minX, y: size.height - x.maxY, width: x.width, height: x.height))
        }
    }

    @Test("Unflipped and flipped content, both directions, then a resize",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func window(flipped: Bool, rightToLeft: Bool) {
        let small = CGSize(width: 480, height: 300), large = CGSize(width: 800, height: 400)
        let screen = Screen(size: small, flipped: flipped, rightToLeft: rightToLeft)
        let label = "appkit: \(flipped ? "flipped" : "unflipped") \(rightToLeft ? "RTL" : "LTR")"
        screen.layout()
        let design = Self.design(small, lines: 2)
        // The separator, a sublayer of the content view's backing layer, counts y up in an unflipped
        // view as the text fields do: 300 − 45 − 1 = 254 from the bottom.
        expectFrames(screen.frames, Self.appKit(design, in: small, flipped: flipped, rightToLeft: rightToLeft), label + " 480 AppKit frames")
        expectFrames(screen.layoutFrames, Self.appKit(design, in: small, flipped: true, rightToLeft: rightToLeft), label + " 480 layout frames")

        screen.window.setContentSize(large)                                 // the window grows
        screen.layout()
        let grown = Self.design(large, lines: 1)
        expectFrames(screen.frames, Self.appKit(grown, in: large, flipped: flipped, rightToLeft: rightToLeft), label + " 800 AppKit frames")
        expectFrames(screen.layoutFrames, Self.appKit(grown, in: large, flipped: true, rightToLeft: rightToLeft), label + " 800 layout frames")
    }

    @Test("A layer given to a view without its delegate set: the sublayer is not in the view's tree")
    func layerWithoutDelegate() {
        let content = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 300))
        content.layer = CALayer()
        let title = NSTextField(labelWithString: "Preferences"), separator = CALayer()
        title.font = NSFont.systemFont(ofSize: 17)
        content.addSubview(title)
        content.layer?.addSublayer(separator)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(20), y: .top(20), width: .fit, height: .fit)),
            separator.layoutBlock(with: Layout(x: .leading(20), y: .top(8), width: .boxed(40), height: 1),
                                  constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        scheme.layout()
        // Not silent: the scheme says the constraint was ignored, and why.
        #expect(scheme.issues.map { "\($0)" } == ["block 1, CALayer: constraint 0 is ignored: NSTextField is not in the same tree"])
        // Laid out in the layer's own space instead (the view's size: AppKit keeps its layer so).
        #expect(separator.frame == CGRect(x: 20, y: 8, width: 440, height: 1))
    }
}
#endif
