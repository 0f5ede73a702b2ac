import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A screen whose list scrolls (its bounds start at the scroll offset): a header block inside the list first, then an
/// adaptive scheme over the screen's safe area that lays out the list and a row inside it. The header's block makes a
/// snapshot's rect describe the list, so a snapshot for the list's bounds at another scroll offset puts the row at that
/// offset; the adaptive scheme's rect (the safe area) is the same at every offset. `layout()` must put the row in the
/// list's present bounds, and each snapshot in its own, whichever of them was kept first.
@Suite("An adaptive scheme's variant kept from a snapshot of a scrolled list",
       .disabled("""
           A known bug: an adaptive scheme's kept snapshot is keyed by its container's rect and direction only, so one \
           computed where a snapshot's rect describes the list at another scroll offset is applied again (the row at y 60 \
           where 260 is expected, and the other way round). A fix that put the described origins in the key grew the key \
           with the nesting (quadratic memory at depth) and was taken back; the kept snapshot should check the bounds \
           origin of the containers its variant lays out, which would also catch a live scroll.
           """))
struct AdaptiveVariantInScrolledListSnapshotTests {
    struct Screen {
        let screen: LayoutNode
        let safeArea: LayoutGuide<LayoutNode>
        let list = LayoutNode(name: "list"), header = LayoutNode(name: "header"), row = LayoutNode(name: "row")

        init(width: CGFloat) throws {
            screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 812), name: "screen")
            safeArea = LayoutGuide<LayoutNode>(frame: CGRect(x: 0, y: 47, width: width, height: 812 - 47 - 34), name: "safe area")
            screen.add(layoutGuide: safeArea)
            try screen.addChild(list)
            try list.addChild(header)
            try list.addChild(row)
        }

        /// The header across the list's top, 44 high; the list the whole safe area (from 600 points, 320 at the leading
        /// side), its row 16 in, 60 below the list's top, 44 high.
        var scheme: LayoutScheme {
            LayoutScheme(blocks: [
                header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44)),
                AdaptiveScheme(container: safeArea, variants: [
                    .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                        list.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: 320, height: .boxed(0))),
                        row.layoutBlock(with: Layout(x: .leading(16), y: .top(60), width: .boxed(32), height: 44)),
                    ])),
                    .init("compact", scheme: LayoutScheme(blocks: [
                        list.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: .boxed(0), height: .boxed(0))),
                        row.layoutBlock(with: Layout(x: .leading(16), y: .top(60), width: .boxed(32), height: 44)),
                    ])),
                ]),
            ])
        }
    }

    /// The row in the list's space by arithmetic: the list's bounds start at the scroll offset `offset`.
    static func expectedRow(width: CGFloat, offset: CGFloat, rtl: Bool) -> CGRect {
        let listWidth = width >= 600 ? 320 : width
        return CGRect(x: 16, y: offset + 60, width: listWidth - 32, height: 44)
    }

    @Test("layout() after a snapshot for the list scrolled elsewhere puts the row in the list's present bounds",
          arguments: LayoutDirection.allCases, [CGFloat(375), 768])
    func rowFollowsTheListsPresentBounds(direction: LayoutDirection, width: CGFloat) throws {
        let screen = try Screen(width: width), scheme = screen.scheme, rtl = direction == .rightToLeft
        scheme.layout(direction: direction)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 0, rtl: rtl), "first layout()")
        // A snapshot for the list's bounds scrolled 200 down (where it will be), applied, puts the row 200 further down the
        // content.
        let scrolled = scheme.snapshot(for: CGRect(origin: CGPoint(x: 0, y: 200), size: screen.list.bounds.size), direction: direction)
        try scheme.apply(snapshot: scrolled)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 200, rtl: rtl), "snapshot for the list scrolled 200")
        // The list still at the top: layout() puts the row in the list's bounds now.
        scheme.layout(direction: direction)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 0, rtl: rtl), "layout() with the list at the top")
        scheme.layout(direction: direction)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 0, rtl: rtl), "a later layout()")
    }

    @Test("A snapshot for the list scrolled first, then layout() at the top and snapshots at other offsets: the row in each one's bounds",
          arguments: LayoutDirection.allCases, [CGFloat(375), 768])
    func eachOffsetGetsItsOwnRow(direction: LayoutDirection, width: CGFloat) throws {
        let screen = try Screen(width: width), scheme = screen.scheme, rtl = direction == .rightToLeft
        // Nothing laid out yet: a snapshot for the list's bounds scrolled 200 down is the first thing kept.
        let scrolled = CGRect(origin: CGPoint(x: 0, y: 200), size: screen.list.bounds.size)
        try scheme.apply(snapshot: scheme.snapshot(for: scrolled, direction: direction))
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 200, rtl: rtl), "first snapshot, scrolled 200")
        scheme.layout(direction: direction)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 0, rtl: rtl), "layout() at the top")
        // Snapshots for bounds the list does not have (its rows 100 and 200 down), each applied.
        for offset in [CGFloat(100), 200] {
            try scheme.apply(snapshot: scheme.snapshot(for: CGRect(origin: CGPoint(x: 0, y: offset), size: screen.list.bounds.size),
                                                       direction: direction))
            #expect(screen.row.frame == Self.expectedRow(width: width, offset: offset, rtl: rtl), "snapshot for the list scrolled \(offset)")
        }
        scheme.layout(direction: direction)
        #expect(screen.row.frame == Self.expectedRow(width: width, offset: 0, rtl: rtl), "layout() at the top again")
    }
}
