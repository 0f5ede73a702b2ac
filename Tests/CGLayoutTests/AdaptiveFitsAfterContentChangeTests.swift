import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A header whose status badge sits beside the title when it fits (``AdaptiveScheme/Condition/fits(_:)``) and is left
/// out otherwise: the badge is laid out only by the variant that was passed over. The scheme keeps the snapshot of the
/// variant it chose; a shorter badge text, or the badge taken out of the screen, must make the badge's variant the
/// choice at the next pass, though the kept snapshot never laid the badge out.
@Suite("An adaptive header whose fitting variant was passed over")
struct AdaptiveFitsAfterContentChangeTests {
    static let longStatus = "12 unread messages from Anna and 3 others"
    static let shortStatus = "12 unread"

    /// A screen `width` × 812 with a safe area 47 below the top (the notch); a one-line title and badge.
    struct Header {
        let screen: LayoutNode
        let safeArea: LayoutGuide<LayoutNode>
        let title = TextNode(text: "Inbox", numberOfLines: 1, name: "title")
        let badge = TextNode(text: AdaptiveFitsAfterContentChangeTests.longStatus, numberOfLines: 1, name: "badge")

        init(width: CGFloat) throws {
            screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 812), name: "screen")
            safeArea = LayoutGuide<LayoutNode>(frame: CGRect(x: 0, y: 47, width: width, height: 812 - 47 - 34), name: "safe area")
            screen.add(layoutGuide: safeArea)
            try screen.addChild(title)
            try screen.addChild(badge)
        }

        /// "inline" when it fits across: the title 100 wide 16 from the leading edge, 12 below the notch, the badge at
        /// its whole width 132 from the leading edge; "title only" otherwise: the title across, less 16 a side.
        var scheme: AdaptiveScheme {
            AdaptiveScheme(container: safeArea, variants: [
                .init("inline", when: .fits(.horizontal), scheme: LayoutScheme(blocks: [
                    title.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: 100, height: 17)),
                    badge.layoutBlock(with: Layout(x: .leading(132), y: .top(12), width: .equal, height: .equal),
                                      constraints: [badge.adjustLayoutConstraint(for: [.width(), .height()])]),
                ])),
                .init("title only", scheme: LayoutScheme(blocks: [
                    title.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .boxed(32), height: 17)),
                ])),
            ])
        }
    }

    /// The title's frame, and the badge's where the badge is beside it (`nil`: left out), by arithmetic: 7 points a
    /// character, one 17-point line.
    static func expected(width: CGFloat, status: String?, rtl: Bool) -> (title: CGRect, badge: CGRect?) {
        let y: CGFloat = 47 + 12
        let badgeWidth = status.map { CGFloat($0.unicodeScalars.count) * 7 } ?? 0
        guard status == nil || 132 + badgeWidth <= width else {
            return (CGRect(x: 16, y: y, width: width - 32, height: 17), nil)
        }
        let title = CGRect(x: rtl ? width - 16 - 100 : 16, y: y, width: 100, height: 17)
        return (title, status.map { _ in CGRect(x: rtl ? width - 132 - badgeWidth : 132, y: y, width: badgeWidth, height: 17) })
    }

    @Test("A shorter badge text, then the badge taken out of the screen, brings the inline variant back: layout(), a later pass, a snapshot",
          arguments: LayoutDirection.allCases, [CGFloat(375), 320])
    func passedOverVariantFollowsItsContent(direction: LayoutDirection, width: CGFloat) throws {
        let header = try Header(width: width), scheme = header.scheme, rtl = direction == .rightToLeft
        func check(status: String?, _ label: String) throws {
            let want = Self.expected(width: width, status: status, rtl: rtl)
            #expect(header.title.frame == want.title, "\(label): title, layout()")
            if let badge = want.badge { #expect(header.badge.frame == badge, "\(label): badge, layout()") }
            // A later pass applies the kept snapshot; a snapshot for the area, applied, gives the same frames.
            scheme.layout(direction: direction)
            #expect(header.title.frame == want.title, "\(label): title, a later layout()")
            let snapshot = scheme.snapshot(for: header.safeArea.frame, direction: direction)
            header.title.frame = .zero
            try scheme.apply(snapshot: snapshot)
            #expect(header.title.frame == want.title, "\(label): title, an applied snapshot")
        }
        scheme.layout(direction: direction)
        try check(status: Self.longStatus, "a long status")
        header.badge.text = Self.shortStatus
        scheme.layout(direction: direction)
        try check(status: Self.shortStatus, "the status shortened")
        header.badge.text = Self.longStatus
        scheme.layout(direction: direction)
        try check(status: Self.longStatus, "the status long again")
        header.badge.removeFromParent()
        scheme.layout(direction: direction)
        try check(status: nil, "the badge taken out of the screen")
    }
}
