import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// A settings screen: a form (a card 16 points in from the screen's sides, 24 from its top, one 44-point row
/// per setting) laid out by a rect block of the screen's scheme, and a relation layout over the form that puts
/// each row's title 16 points in from the form's leading edge and its switch (51 × 31) 16 points in from the
/// form's trailing edge, the title centred on the switch. The scheme's rect describes the screen (the super
/// element of its first block); the relations solve in the form's bounds — in `layout()`, in `layout(in:)` and in
/// a snapshot alike, which in a snapshot are the bounds the pass gave the form.
@Suite("A relation layout over a form inside a screen's scheme")
struct RelationFormInSchemeTests {
    static let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)

    struct Screen {
        let screen = LayoutNode(name: "screen")
        let form = LayoutNode(name: "form")
        let titles: [TextNode]
        let switches: [LayoutNode]
        let scheme: LayoutScheme

        init(titles texts: [String]) throws {
            try screen.addChild(form)
            titles = texts.enumerated().map { TextNode(text: $1, numberOfLines: 1, measurer: RelationFormInSchemeTests.measurer, name: "title\($0)") }
            switches = texts.indices.map { LayoutNode(name: "switch\($0)") }
            let relations = RelationLayout(container: form)
            for (row, (title, toggle)) in zip(titles, switches).enumerated() {
                try form.addChild(title)
                try form.addChild(toggle)
                relations.activate([
                    toggle.constraint(.trailing, to: form, .trailing, constant: -16),
                    toggle.constraint(.top, to: form, .top, constant: 44 * CGFloat(row) + 6.5),
                    toggle.constraint(.width, constant: 51), toggle.constraint(.height, constant: 31),
                    title.constraint(.leading, to: form, .leading, constant: 16),
                    title.constraint(.centerY, to: toggle, .centerY),
                    title.constraint(.trailing, .lessThanOrEqual, to: toggle, .leading, constant: -8),
                ])
            }
            scheme = LayoutScheme(blocks: [
                form.layoutBlock(with: Layout(x: .center(), y: .top(24), width: .boxed(32), height: .fixed(44 * CGFloat(texts.count)))),
                relations,
            ])
        }

        /// The design on a screen `width` wide, by arithmetic: the form, then each row's title and switch.
        func expected(width: CGFloat, rtl: Bool) -> [CGRect] {
            let formWidth = width - 32
            var frames = [CGRect(x: 16, y: 24, width: formWidth, height: 44 * CGFloat(titles.count))]
            for (row, title) in titles.enumerated() {
                let titleWidth = CGFloat(title.text.unicodeScalars.count) * 7, top = 44 * CGFloat(row)
                frames.append(CGRect(x: rtl ? formWidth - 16 - titleWidth : 16, y: top + 22 - 8.5, width: titleWidth, height: 17))
                frames.append(CGRect(x: rtl ? 16 : formWidth - 16 - 51, y: top + 6.5, width: 51, height: 31))
            }
            return frames
        }

        var frames: [CGRect] { [form.frame] + zip(titles, switches).flatMap { [$0.frame, $1.frame] } }

        /// Every frame back to zero, as on a screen never laid out.
        func clear() { for element in [form] + titles.map({ $0 as LayoutNode }) + switches { element.frame = .zero } }
    }

    @Test("First pass through a snapshot, later passes at other widths, after a title changes: the form's frames, live and snapshot alike",
          arguments: LayoutDirection.allCases)
    func formAtSeveralWidths(direction: LayoutDirection) async throws {
        let rtl = direction == .rightToLeft
        let screen = try Screen(titles: ["Wi-Fi", "Bluetooth", "Airplane Mode"])
        let widths: [CGFloat] = [375, 320, 768, 1024]
        let renamed = ["Wireless", "Wi-Fi Assist", "Cellular", "Wi-Fi"]
        // First pass: a snapshot computed in another task before the screen was ever laid out, then applied.
        screen.screen.frame = CGRect(x: 0, y: 0, width: widths[0], height: 640)
        let scheme = screen.scheme, first = screen.screen.bounds
        let snapshot = await Task.detached { scheme.snapshot(for: first, direction: direction) }.value
        #expect(screen.frames.allSatisfy { $0 == .zero }, "the snapshot wrote a frame")
        try scheme.apply(snapshot: snapshot)
        #expect(screen.frames == screen.expected(width: widths[0], rtl: rtl), "first pass through a snapshot at \(widths[0])")
        for (index, (now, next)) in zip(widths, widths.dropFirst() + widths.prefix(1)).enumerated() {
            screen.screen.frame = CGRect(x: 0, y: 0, width: now, height: 640)
            scheme.layout(direction: direction)
            #expect(screen.frames == screen.expected(width: now, rtl: rtl), "layout() at \(now)")
            // The next width, computed in another task while the screen is still at this one, then applied.
            let rect = CGRect(x: 0, y: 0, width: next, height: 640)
            let ahead = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            #expect(screen.frames == screen.expected(width: now, rtl: rtl), "the snapshot for \(next) wrote a frame")
            try scheme.apply(snapshot: ahead)
            #expect(screen.frames == screen.expected(width: next, rtl: rtl), "snapshot for \(next) applied at \(now)")
            // Laid out live for a rect while the screen has that size.
            screen.screen.frame = rect
            screen.clear()
            scheme.layout(in: rect, direction: direction)
            #expect(screen.frames == screen.expected(width: next, rtl: rtl), "layout(in:) at \(next)")
            // A content change: the first row's title is renamed; a snapshot in another task, applied to a cleared screen.
            screen.titles[0].text = renamed[index]
            let changed = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            screen.clear()
            try scheme.apply(snapshot: changed)
            #expect(screen.frames == screen.expected(width: next, rtl: rtl), "after the title became \"\(renamed[index])\" at \(next), snapshot")
            scheme.layout(direction: direction)
            #expect(screen.frames == screen.expected(width: next, rtl: rtl), "after the title became \"\(renamed[index])\" at \(next), layout()")
        }
    }
}
