#if CGLAYOUT_DECLARATIONS   // the declarations' text metrics
import CGLayout
import CGLayoutFlex
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// A flex guide owned by a view's element lays out views, measured by sizeThatFits; a text change
/// announced with invalidateIntrinsicSize is measured again.
@MainActor
@Suite("Flexbox in views")
struct FlexInViewsTests {
    @Test("A navigation bar: a fixed back button and a growing title, centred; a new title is measured again")
    func navigationBar() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let back = UIView(), title = UILabel()
        title.text = "Settings"
        root.addSubview(back); root.addSubview(title)
        var row = FlexStyle(); row.flexDirection = .row; row.columnGap = .point(8); row.alignItems = .center
        let bar = FlexLayoutGuide<HostElement>(style: row)
        root.layoutElement.add(layoutGuide: bar)
        var square = FlexStyle(); square.width = .point(44); square.height = .point(44)
        try bar.addItem(back.layoutElement, style: square)
        var fit = FlexStyle(); fit.flexShrink = 1
        try bar.addItem(title.layoutElement, style: fit)
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44))
        block.layout(direction: .leftToRight)
        // The same bar on nodes (README's flex example): back (0, 0, 44, 44), the title 56 wide, centred (flexbox rounds to whole points).
        #expect(back.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(title.frame == CGRect(x: 52, y: 13, width: 56, height: 17))
        title.text = "Wi-Fi and Bluetooth"
        title.layoutElement.invalidateIntrinsicSize()
        block.layout(direction: .leftToRight)
        #expect(title.frame == CGRect(x: 52, y: 13, width: 133, height: 17))
        block.layout(direction: .rightToLeft)
        #expect(back.frame.minX == 276 && title.frame.maxX == 268)
    }

    @Test("A view's pointScaleFactor rounds a flex guide to its screen's pixels; an unknown scale rounds to points, not unrounded",
          arguments: [(CGFloat(0), [CGFloat(34), 34, 34]), (CGFloat(2), [CGFloat(33.5), 34, 33.5]),
                      (CGFloat(3), [CGFloat(100) / 3, 100 / 3, 100 / 3])] as [(CGFloat, [CGFloat])])
    func pixelGridFromTheView(scale: CGFloat, widths: [CGFloat]) throws {
        // The trait collection's display scale: 0 is UIKit's "unspecified" (no screen yet).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.traitOverrides.displayScale = scale
        let thirds = (0..<3).map { _ in UIView() }
        for view in thirds { root.addSubview(view) }
        let row = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row))
        root.layoutElement.add(layoutGuide: row)
        for view in thirds { try row.addItem(view.layoutElement, style: FlexStyle().flexGrow(1)) }
        #expect(root.layoutElement.displayScale == scale)
        row.pointScaleFactor = root.layoutElement.pointScaleFactor       // the documented handoff: unknown is 1
        row.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10)).layout(direction: .leftToRight)
        // The items' exact edges are at 33.33… and 66.66…; views are measured leaves, whose start rounds down
        // and far edge up on the pixel grid (see Flexbox, "The pixel grid"): 34 points each at scale 1, 33.5 / 34 /
        // 33.5 at 2, the exact thirds at 3 (on the grid already).
        let measured = thirds.map(\.frame.width)
        for (width, expected) in zip(measured, widths) { #expect(abs(width - expected) < 1e-9, "\(measured)") }
        // An unknown scale passed as is (0) would leave the frames unrounded: 33.33… each.
        if scale == 0 { #expect(measured.allSatisfy { $0 == $0.rounded() }) }
    }
}
#endif
