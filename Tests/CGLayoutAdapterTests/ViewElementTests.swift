#if canImport(UIKit)
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// A view's layout element: one per view, in the view tree, converting as UIKit converts.
@MainActor
@Suite("Views as layout elements")
struct ViewElementTests {
    @Test("A view has one element; its layer's element is the view's")
    func identity() {
        let view = UIView(), other = UIView()
        #expect(view.layoutElement === view.layoutElement)
        #expect(view.layoutElement !== other.layoutElement)
        #expect(view.layer.layoutElement === view.layoutElement)
        #expect(view.layoutElement.hostTypeName == "UIView" && UILabel().layoutElement.hostTypeName == "UILabel")
    }

    @Test("The super element is the superview's element, up to the window; a removed view has none")
    func tree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(), title = UILabel()
        window.addSubview(card); card.addSubview(title)
        #expect(title.layoutElement.superElement === card.layoutElement)
        #expect(card.layoutElement.superElement === window.layoutElement)
        #expect(window.layoutElement.superElement == nil)
        title.removeFromSuperview()
        #expect(title.layoutElement.superElement == nil)
        let block = title.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10))
        title.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        block.layout()
        #expect(!block.isActive && title.frame == CGRect(x: 1, y: 2, width: 3, height: 4))   // skipped: nothing written
    }

    @Test("Elements convert as UIKit converts, through scroll offsets and across branches")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let row = UIView(frame: CGRect(x: 10, y: 300, width: 300, height: 44)), badge = UIView(frame: CGRect(x: 250, y: 10, width: 20, height: 20))
        let side = UIView(frame: CGRect(x: 200, y: 400, width: 50, height: 50))
        root.addSubview(scroll); scroll.addSubview(row); row.addSubview(badge); root.addSubview(side)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        let rect = CGRect(x: 3, y: 4, width: 5, height: 6)
        #expect(badge.layoutElement.convert(rect: rect, to: side.layoutElement) == badge.convert(rect, to: side))
        #expect(badge.layoutElement.convert(rect: rect, to: root.layoutElement) == badge.convert(rect, to: root))
        #expect(side.layoutElement.convert(point: .zero, from: badge.layoutElement) == side.convert(CGPoint.zero, from: badge))
    }

    @Test("A scroll view lays its subviews out in its content space, whatever the offset")
    func scrollViewContentSpace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), first = UIView()
        root.addSubview(scroll); scroll.addSubview(first)
        scroll.contentOffset = CGPoint(x: 0, y: 600)
        first.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: .boxed(32), height: 44)).layout()
        #expect(first.frame == CGRect(x: 16, y: 16, width: 288, height: 44))
        #expect(scroll.layoutElement.bounds.origin == CGPoint(x: 0, y: 600) && scroll.layoutElement.layoutBounds.origin == .zero)
    }

    #if CGLAYOUT_DECLARATIONS   // the declarations' window safe area
    @Test("The element reads the view's margins, safe area, direction, scale and size classes")
    func state() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.traitOverrides.horizontalSizeClass = .compact
        window.traitOverrides.verticalSizeClass = .regular
        window.traitOverrides.displayScale = 3
        window.traitOverrides.layoutDirection = .rightToLeft
        let view = UIView(frame: window.bounds)
        view.accessibilityIdentifier = "content"
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        window.addSubview(view)
        let state = view.layoutElement.state
        #expect(state.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(state.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(state.direction == .rightToLeft && state.displayScale == 3)
        #expect(state.horizontalSizeClass == .compact && state.verticalSizeClass == .regular)
        #expect(view.layoutElement.description == "UIView \"content\" (0.0, 0.0, 390.0, 844.0)")
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutElement.hostDirection == .leftToRight)
    }

    #endif
    @Test("Views can be laid out by guides: a stack of labels inside a view")
    func stackOfViews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let icon = UIView(), label = UILabel()
        label.text = "Wi-Fi"
        root.addSubview(icon); root.addSubview(label)
        let row = StackLayoutGuide<HostElement>(axis: .horizontal, spacing: .equal(8))
        root.layoutElement.add(layoutGuide: row)
        try row.addArrangedElement(icon.layoutElement)
        try row.addArrangedElement(label.layoutElement)
        row.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: 208, height: 40)).layout(direction: .leftToRight)
        // The README's stack on nodes gives the same frames.
        #expect(icon.frame == CGRect(x: 16, y: 16, width: 100, height: 40))
        #expect(label.frame == CGRect(x: 124, y: 16, width: 100, height: 40))
    }
}
#endif
