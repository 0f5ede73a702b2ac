#if CGLAYOUT_DECLARATIONS
import AppKit
import CGLayout
import Foundation
import QuartzCore
import Testing
import UIKit

/// The declarations implement UIKit's and AppKit's geometry: what the adapters are checked against
/// must itself behave as the SDK documents.
@MainActor
@Suite("The SDK declarations' geometry")
struct DeclarationsGeometryTests {
    @Test("frame, bounds and center are one geometry, the layer's")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.bounds = CGRect(x: 5, y: 5, width: 60, height: 30)       // resizes around the center, moves the origin of its own space
        #expect(view.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 70, y: 85, width: 60, height: 30))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test("convert(_:to:) goes through frames and bounds origins, across branches")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let row = UIView(frame: CGRect(x: 10, y: 300, width: 300, height: 44))
        let badge = UIView(frame: CGRect(x: 250, y: 10, width: 20, height: 20))
        let side = UIView(frame: CGRect(x: 200, y: 400, width: 50, height: 50))
        root.addSubview(scroll); scroll.addSubview(row); row.addSubview(badge); root.addSubview(side)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 260, y: 160))    // 0 + 100 − 250 + 300 + 10
        #expect(badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: side) == CGRect(x: 60, y: -240, width: 20, height: 20))
        #expect(side.convert(CGPoint(x: 60, y: -240), from: badge) == CGPoint(x: 120, y: -480))
        #expect(root.convert(CGPoint(x: 260, y: 160), to: badge) == .zero)
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 260, y: 160))     // the root stands for the window
    }

    @Test("The view tree is the layer tree: superview, subviews, removal")
    func hierarchy() {
        let root = UIView(), child = UIView(), other = UIView()
        root.addSubview(child); root.addSubview(other)
        #expect(child.superview === root && root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child), ObjectIdentifier(other)])
        #expect(child.layer.superlayer === root.layer && child.layer.delegate === child)
        other.addSubview(child)                                   // moves it
        #expect(child.superview === other && root.subviews.count == 1)
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
        let sublayer = CALayer()
        root.layer.addSublayer(sublayer)                          // a plain sublayer is not a subview
        #expect(root.subviews.count == 1 && root.layer.sublayers?.count == 2)
    }

    @Test("A pass runs layoutSubviews and the view controller's hooks once, and keeps a root view the window's size")
    func layoutCycle() {
        final class Controller: UIViewController {
            var passes = 0
            override func viewDidLayoutSubviews() { passes += 1 }
        }
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.passes == 1 && controller.view.frame == window.bounds)
        window.layoutIfNeeded()
        #expect(controller.passes == 1)                           // nothing changed: no pass
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(controller.passes == 2 && controller.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
    }

    @Test("safeAreaInsets is the part of a view the window's unsafe edges cover")
    func safeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)), middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        window.addSubview(header); window.addSubview(middle)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test("A view controller's additionalSafeAreaInsets add to the insets the window's edges give its view")
    func additionalSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
    }

    @Test("NSView.safeAreaInsets: the title bar over a full-size content view, plus additional insets, top first, flipped or not")
    func appKitSafeArea() {
        final class Flipped: NSView { override var isFlipped: Bool { true } }
        for flipped in [false, true] {
            let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled, .fullSizeContentView],
                                  backing: .buffered, defer: false)
            let content = flipped ? Flipped(frame: .zero) : NSView(frame: .zero)
            window.contentView = content
            // 20 high at the top edge (y 280 in an unflipped view, 0 in a flipped one), and 20 high at the bottom edge.
            let top = NSView(frame: NSRect(x: 0, y: flipped ? 0 : 280, width: 400, height: 20))
            let bottom = NSView(frame: NSRect(x: 0, y: flipped ? 280 : 0, width: 400, height: 20))
            content.addSubview(top); content.addSubview(bottom)
            #expect(content.safeAreaInsets.top == 28 && content.safeAreaInsets.bottom == 0)
            #expect(top.safeAreaInsets.top == 20 && bottom.safeAreaInsets.top == 0)   // covered wholly; not at all
            content.additionalSafeAreaInsets = NSEdgeInsets(top: 12, left: 0, bottom: 8, right: 0)
            #expect(content.safeAreaInsets.top == 40 && content.safeAreaInsets.bottom == 8)
            #expect(bottom.safeAreaInsets.bottom == 8 && bottom.safeAreaInsets.top == 0)
        }
        // Without a full-size content view the content starts below the title bar: nothing covers it.
        let plain = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled], backing: .buffered, defer: false)
        let content = NSView(frame: .zero)
        plain.contentView = content
        #expect(content.safeAreaInsets.top == 0)
    }

    @Test("Labels measure their text: one line, or wrapped at the proposed width")
    func labelMeasurement() {
        let label = UILabel()
        label.text = "Hello world"
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 77, height: 17))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 35, height: 34))
        label.font = UIFont.systemFont(ofSize: 34)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 70, height: 68))
    }

    @Test("NSView frames are in the superview's space: y up in an unflipped one, down in a flipped one")
    func appKitFlipping() {
        final class Flipped: NSView { override var isFlipped: Bool { true } }
        let window = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
        let unflipped = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
        let flipped = Flipped(frame: NSRect(x: 200, y: 0, width: 200, height: 100))
        let a = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20)), b = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(unflipped); window.addSubview(flipped); unflipped.addSubview(a); flipped.addSubview(b)
        // In the unflipped window, y grows up: a is 10 above the bottom; b is 10 below its superview's top (y 100).
        #expect(a.convert(NSRect(x: 0, y: 0, width: 20, height: 20), to: window) == NSRect(x: 10, y: 10, width: 20, height: 20))
        #expect(b.convert(NSRect(x: 0, y: 0, width: 20, height: 20), to: window) == NSRect(x: 210, y: 70, width: 20, height: 20))
        #expect(window.convert(NSPoint(x: 210, y: 90), to: b) == NSPoint(x: 0, y: 20))   // b's top-left: 20 above its origin
    }
}
#endif
