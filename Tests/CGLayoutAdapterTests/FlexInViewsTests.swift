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
}
#endif
