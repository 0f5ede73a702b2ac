import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A card view that one block of the screen's scheme lays out, and content pinned to the card's layout margins guide
/// by later blocks of the same scheme: a title inside the card and a badge beside it on the screen. The guide's frame
/// in a pass is the card's bounds as that pass gave them, less the margins — on the first pass (the card was zero),
/// on later ones, and in a snapshot for another width, where the card is half that width.
@MainActor
@Suite("Content pinned to the margins of a card a block lays out")
struct CardMarginsGuideTests {
    static let widths: [CGFloat] = [320, 375, 414]
    let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "root")
    let card = TreeHost(name: "card"), title = TreeHost(name: "title"), badge = TreeHost(name: "badge")
    let scheme: LayoutScheme

    init() {
        root.add(card)
        card.add(title)
        root.add(badge)
        card.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let margins = card.layoutElement.layoutMarginsGuide
        scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .leading(20), y: .top(100), width: .scaled(0.5), height: 120)),
            title.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .scaled(1), height: 20),
                              constraints: [margins.layoutConstraint(for: [.equally])]),
            badge.layoutBlock(with: Layout(x: .trailing(), y: .bottom(), width: 24, height: 24),
                              constraints: [margins.layoutConstraint(for: [.equally])]),
        ])
    }

    /// The design at `width`: the card 20 from the leading edge, 100 from the top, half the width, 120 high; the title
    /// at the top of the card's margins (16 in, in the card's space) across them; the badge at the trailing bottom corner
    /// of the margins, in the screen's space.
    static func design(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
        let rtl = direction == .rightToLeft, cardWidth = width / 2
        let card = CGRect(x: rtl ? width - 20 - cardWidth : 20, y: 100, width: cardWidth, height: 120)
        let title = CGRect(x: 16, y: 16, width: cardWidth - 32, height: 20)
        let marginsLeft = card.minX + 16, marginsRight = card.maxX - 16, marginsBottom = card.maxY - 16
        let badge = CGRect(x: rtl ? marginsLeft : marginsRight - 24, y: marginsBottom - 24, width: 24, height: 24)
        return [card, title, badge]
    }

    var frames: [CGRect] { [card.frame, title.frame, badge.frame] }

    func clear() { for host in [card, title, badge] { host.frame = .zero } }

    @Test("First and later passes, a detached snapshot of the present width and of another width, applied, at 320, 375 and 414",
          arguments: LayoutDirection.allCases)
    func cardContent(direction: LayoutDirection) async throws {
        let scheme = self.scheme
        for (index, width) in Self.widths.enumerated() {
            root.frame = CGRect(x: 0, y: 0, width: width, height: 812)
            let design = Self.design(width: width, direction: direction)
            clear()
            scheme.layout(direction: direction)
            #expect(frames == design, "first pass at \(width), \(direction)")
            scheme.layout(direction: direction)
            #expect(frames == design, "a later pass at \(width), \(direction)")

            clear()
            let bounds = root.layoutElement.bounds
            scheme.captureHostState(for: bounds, direction: direction)
            try scheme.apply(snapshot: await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value)
            #expect(frames == design, "a detached snapshot at \(width), applied, \(direction)")

            // Another width ahead, the screen still at this one: the card is half that width in the snapshot.
            let next = Self.widths[(index + 1) % Self.widths.count], rect = CGRect(x: 0, y: 0, width: next, height: 812)
            scheme.captureHostState(for: rect, direction: direction)
            let ahead = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            let nextDesign = Self.design(width: next, direction: direction)
            #expect([card, title, badge].map { ahead.frame(of: $0.layoutElement) } == nextDesign.map { Optional($0) },
                    "a detached snapshot for \(next) taken at \(width), \(direction)")
            try scheme.apply(snapshot: ahead)
            #expect(frames == nextDesign, "a detached snapshot for \(next) taken at \(width), applied, \(direction)")
        }
    }
}
