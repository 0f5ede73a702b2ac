import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Counts the snapshots a block computes.
final class SnapshotCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

struct CountingBlock: LayoutBlockProtocol {
    let base: LayoutScheme
    let counter: SnapshotCounter
    var currentSnapshot: LayoutSnapshot { base.currentSnapshot }
    func layout(direction: LayoutDirection) { base.layout(direction: direction) }
    func layout(in sourceRect: CGRect, direction: LayoutDirection) { base.layout(in: sourceRect, direction: direction) }
    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        counter.increment()
        return base.snapshot(for: sourceRect, direction: direction)
    }
    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try base.validate(snapshot: snapshot) }
    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try base.apply(snapshot: snapshot) }
}

@Suite("Adaptive schemes")
struct AdaptiveSchemeTests {
    /// A profile: compact stacks the avatar over the name; regular puts them side by side.
    struct Profile {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "screen")
        let avatar = LayoutNode(name: "avatar")
        let name = TextNode(text: "Ada Lovelace", name: "name")
        let counter = SnapshotCounter()
        let adaptive: AdaptiveScheme

        init() throws {
            try screen.addChild(avatar)
            try screen.addChild(name)
            let compact = LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .center(), y: .top(16), width: 80, height: 80)),
                name.layoutBlock(with: Layout(x: .center(), y: .top(8), width: .fit, height: .fit),
                                 constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
            let regular = LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .leading(24), y: .top(24), width: 120, height: 120)),
                name.layoutBlock(with: Layout(x: .leading(16), y: .top(24), width: .fit, height: .fit),
                                 constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
            ])
            adaptive = AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: CountingBlock(base: regular, counter: counter)),
                .init("compact", scheme: CountingBlock(base: compact, counter: counter)),
            ])
        }

        /// The design by arithmetic: "Ada Lovelace" is 12 × 7 = 84 wide, 17 tall.
        func expected(width: CGFloat, rtl: Bool = false) -> [CGRect] {
            if width >= 600 {
                let avatar = CGRect(x: rtl ? width - 24 - 120 : 24, y: 24, width: 120, height: 120)
                return [avatar, CGRect(x: rtl ? width - 24 - 120 - 16 - 84 : 24 + 120 + 16, y: 24, width: 84, height: 17)]
            }
            return [CGRect(x: (width - 80) / 2, y: 16, width: 80, height: 80), CGRect(x: (width - 84) / 2, y: 104, width: 84, height: 17)]
        }

        var frames: [CGRect] { [avatar.frame, name.frame] }
    }

    @Test func breakpointsPickTheVariantAndSnapshotsRecordIt() throws {
        let profile = try Profile()
        for (width, name) in [(CGFloat(320), "compact"), (375, "compact"), (768, "regular")] {
            for direction in LayoutDirection.allCases {
                let snapshot = profile.adaptive.snapshot(for: CGRect(x: 0, y: 0, width: width, height: 1024), direction: direction)
                #expect(snapshot.layoutName == name)
                #expect(profile.adaptive.variant(of: snapshot)?.name == name)
                try profile.adaptive.apply(snapshot: snapshot)
                #expect(profile.frames == profile.expected(width: width, rtl: direction == .rightToLeft))
                #expect(profile.adaptive.currentSnapshot.layoutName == name)
            }
        }
        #expect(profile.adaptive.variantName(for: CGSize(width: 600, height: 10)) == "regular")
        #expect(profile.adaptive.variantName(for: CGSize(width: 599, height: 10)) == "compact")
    }

    @Test func rotationReusesTheKeptSnapshots() throws {
        let profile = try Profile()
        profile.adaptive.layout(direction: .leftToRight)                     // 375 × 667: computed
        #expect(profile.counter.count == 1)
        profile.screen.frame.size = CGSize(width: 667, height: 375)
        profile.adaptive.layout(direction: .leftToRight)                     // landscape: regular, computed
        #expect(profile.counter.count == 2)
        #expect(profile.frames == profile.expected(width: 667))
        profile.screen.frame.size = CGSize(width: 375, height: 667)
        profile.adaptive.layout(direction: .leftToRight)                     // back: kept
        #expect(profile.counter.count == 2)
        #expect(profile.frames == profile.expected(width: 375))
        // A content change forgets the kept snapshots by itself (the text node says its size changed):
        // the next layout computes the new frames, without invalidate().
        profile.name.text = "Augusta Ada King"
        profile.adaptive.layout(direction: .leftToRight)
        #expect(profile.counter.count == 3)
        #expect(profile.name.frame == CGRect(x: CGFloat(375 - 112) / 2, y: 104, width: 112, height: 17))
        // Back to landscape: computed again too (the landscape snapshot had the old text).
        profile.screen.frame.size = CGSize(width: 667, height: 375)
        profile.adaptive.layout(direction: .leftToRight)
        #expect(profile.counter.count == 4)
        #expect(profile.name.frame.width == 112)
    }

    @Test("A snapshot that lays out an element whose changes nobody reports is not kept")
    func elementsThatCannotReportAreNotKept() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), badge = SilentElement()
        badge.parent = screen
        let counter = SnapshotCounter()
        let adaptive = AdaptiveScheme(container: screen, variants: [
            .init("only", scheme: CountingBlock(base: LayoutScheme(blocks: [
                badge.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: .fit, height: .fit)),
            ]), counter: counter)),
        ])
        adaptive.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
        badge.side = 30
        adaptive.layout(direction: .leftToRight)                             // the same size: computed again
        #expect(counter.count == 2)
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 30, height: 30))
    }

    @Test func firstThatFitsLikeViewThatFits() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let title = TextNode(text: "Notifications", name: "title")      // 13 characters: 91
        let detail = TextNode(text: "Banners, sounds, badges", name: "detail")   // 23: 161
        try screen.addChild(title)
        try screen.addChild(detail)
        let oneLine = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .fit, height: .fit)),
            detail.layoutBlock(with: Layout(x: .leading(8), y: .top(12), width: .fixed(161), height: .fit),
                               constraints: [title.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
        ])
        let twoLines = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .fit, height: .fit)),
            detail.layoutBlock(with: Layout(x: .leading(16), y: .top(4), width: .boxed(32), height: .fit),
                               constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        let adaptive = AdaptiveScheme(container: screen, variants: [
            .init("one line", when: .fits(.horizontal), scheme: oneLine),
            .init("two lines", scheme: twoLines),
        ])
        // 16 + 91 + 8 + 161 = 276: fits in 300, not in 250.
        #expect(adaptive.variantName(for: CGSize(width: 300, height: 100), direction: .leftToRight) == "one line")
        #expect(adaptive.variantName(for: CGSize(width: 250, height: 100), direction: .leftToRight) == "two lines")
        adaptive.layout(in: CGRect(x: 0, y: 0, width: 250, height: 100), direction: .leftToRight)
        #expect(detail.frame == CGRect(x: 16, y: 33, width: 250 - 32, height: 17))
    }

    @Test func aClosureOverTheSizeChooses() throws {
        let profile = try Profile()
        let byAspect = AdaptiveScheme(container: profile.screen, variants: profile.adaptive.variants) { size in
            size.width > size.height ? "regular" : "compact"
        }
        #expect(byAspect.variantName(for: CGSize(width: 500, height: 400)) == "regular")
        #expect(byAspect.variantName(for: CGSize(width: 700, height: 900)) == "compact")
    }

    @Test func snapshotsOfAnotherSchemeOrVariantAreRefused() throws {
        let profile = try Profile()
        let plain = LayoutScheme(blocks: [profile.avatar.layoutBlock(with: .equal)])
        let foreign = plain.snapshot(for: profile.screen.bounds, direction: .leftToRight)
        #expect(throws: LayoutSnapshotError.self) { try profile.adaptive.apply(snapshot: foreign) }
        #expect(profile.avatar.frame == .zero, "a refused snapshot writes nothing")
        let good = profile.adaptive.snapshot(for: profile.screen.bounds, direction: .leftToRight)
        try profile.adaptive.validate(snapshot: good)
        // An element that leaves its tree says so (its intrinsic size changes): the kept snapshots are
        // forgotten, so the next pass neither writes it nor counts it in the union.
        profile.name.removeFromParent()
        profile.adaptive.layout(direction: .leftToRight)
        #expect(profile.avatar.frame == profile.expected(width: 375)[0])
        #expect(profile.name.frame == .zero)
        #expect(profile.adaptive.sizeThatFits(CGSize(width: 375, height: 667), direction: .leftToRight) == CGSize(width: 227.5, height: 96))
        profile.adaptive.invalidate()
        #expect(profile.adaptive.sizeThatFits(CGSize(width: 375, height: 667), direction: .leftToRight) == CGSize(width: 227.5, height: 96))
        let empty = AdaptiveScheme(container: profile.screen, variants: [])
        empty.layout(direction: .leftToRight)
        #expect(empty.snapshot(for: profile.screen.bounds, direction: .leftToRight).childSnapshots.isEmpty)
    }
}
