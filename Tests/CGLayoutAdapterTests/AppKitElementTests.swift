#if canImport(AppKit)
import AppKit
import CGLayout
import CGLayoutAppKit
import Foundation
import Testing

/// NSView in flipped and unflipped superviews, and NSTextField measured by sizeThatFits.
@MainActor
@Suite("AppKit views as layout elements")
struct AppKitElementTests {
    final class FlippedView: NSView { override var isFlipped: Bool { true } }

    /// A window content view with a text field at the top and a box below it; `flipped` chooses the superview's kind.
    func screen(flipped: Bool) -> (root: NSView, title: NSTextField, box: NSView, scheme: LayoutScheme) {
        let root = flipped ? FlippedView(frame: NSRect(x: 0, y: 0, width: 400, height: 300)) : NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
        let title = NSTextField(wrappingLabelWithString: "A window title that wraps onto two lines")
        title.font = NSFont.systemFont(ofSize: 17)
        let box = NSView()
        root.addSubview(title); root.addSubview(box)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(20), y: .top(8), width: 160, height: .fit)),
            box.layoutBlock(with: Layout(x: .leading(20), y: .top(12), width: .boxed(40), height: 50),
                            constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        return (root, title, box, scheme)
    }

    #if CGLAYOUT_DECLARATIONS   // the declarations' text metrics
    @Test("`.top(8)` is 8 points below the top edge in flipped and unflipped superviews alike",
          arguments: [false, true])
    func topEdgeInBothKinds(flipped: Bool) {
        let (root, title, box, scheme) = screen(flipped: flipped)
        scheme.layout(direction: .leftToRight)
        // In layout space: the title wraps at 160 (22 characters a line): two lines, 34 tall, 8 from the top.
        #expect(title.layoutElement.frame == CGRect(x: 20, y: 8, width: 160, height: 34))
        #expect(box.layoutElement.frame == CGRect(x: 20, y: 54, width: 360, height: 50))
        // AppKit's own frames: y measured up from the bottom in the unflipped superview.
        #expect(title.frame == (flipped ? NSRect(x: 20, y: 8, width: 160, height: 34) : NSRect(x: 20, y: 258, width: 160, height: 34)))
        #expect(box.frame == (flipped ? NSRect(x: 20, y: 54, width: 360, height: 50) : NSRect(x: 20, y: 196, width: 360, height: 50)))
        // The element's conversion agrees with AppKit's, once AppKit's y-up window point is turned to y-down.
        let point = box.convert(NSPoint(x: 0, y: 50), to: root)      // the box (unflipped) has its top-left corner at (0, 50)
        let topLeft = flipped ? point : NSPoint(x: point.x, y: root.bounds.height - point.y)
        #expect(box.layoutElement.convert(point: .zero, to: root.layoutElement) == topLeft)
    }

    #endif
    @Test("Nested unflipped views: a child's top edge follows its parent's, at any depth")
    func nestedUnflipped() {
        let root = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
        let panel = NSView(), badge = NSView()
        root.addSubview(panel); panel.addSubview(badge)
        LayoutScheme(blocks: [
            panel.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 200, height: 100)),
            badge.layoutBlock(with: Layout(x: .right(5), y: .top(5), width: 20, height: 20)),
        ]).layout()
        #expect(panel.frame == NSRect(x: 10, y: 190, width: 200, height: 100))
        #expect(badge.frame == NSRect(x: 175, y: 75, width: 20, height: 20))
        #expect(badge.layoutElement.convert(point: .zero, to: root.layoutElement) == CGPoint(x: 185, y: 15))
    }

    #if CGLAYOUT_DECLARATIONS   // the declarations' text metrics
    @Test("Right-to-left from the view's own userInterfaceLayoutDirection")
    func rightToLeft() {
        let (root, title, _, scheme) = screen(flipped: true)
        root.userInterfaceLayoutDirection = .rightToLeft
        scheme.layout(direction: LayoutDirection(root.userInterfaceLayoutDirection))
        #expect(title.frame == NSRect(x: 220, y: 8, width: 160, height: 34))   // 400 − 20 − 160
    }

    #endif
    #if CGLAYOUT_DECLARATIONS   // the declarations' text metrics
    @Test("A one-line label is as wide as its text")
    func oneLineLabel() {
        let root = FlippedView(frame: NSRect(x: 0, y: 0, width: 400, height: 300)), label = NSTextField(labelWithString: "Name")
        label.font = NSFont.systemFont(ofSize: 17)
        root.addSubview(label)
        label.layoutBlock(with: Layout(x: .left(20), y: .top(20), width: .fit, height: .fit)).layout()
        #expect(label.frame == NSRect(x: 20, y: 20, width: 28, height: 17))
    }
    #endif
}
#endif
