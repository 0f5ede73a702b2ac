import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// Relation layouts whose container is not the element a pass's rect describes: a settings form's relations in
/// the variant of an adaptive scheme over the screen, and schemes made only of relation layouts and adaptive
/// schemes over different containers. The rect describes the screen; each block lays out in its own
/// container's space as the pass has it — `layout()`, a later pass, after a title changes, and snapshots for
/// other widths computed in another task alike.
@Suite("Relation layouts over a card inside adaptive schemes and schemes of containers")
struct RelationsInAdaptiveVariantTests {
    static let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)
    /// Portrait phone, tablet, small phone, landscape tablet: compact and regular in turn.
    static let widths: [CGFloat] = [375, 768, 320, 1024]
    static let renamed = ["Wireless", "Wi-Fi Assist", "Cellular", "Wi-Fi"]

    /// A settings form: per row a title 44 × row + 13.5 from the top (centred on the switch) `inset` in from the
    /// leading edge, and a 51 × 31 switch 6.5 from the row's top, `inset` in from the trailing edge.
    final class Form {
        let card = LayoutNode(name: "card")
        let titles: [TextNode]
        let switches: [LayoutNode]

        init(titles texts: [String]) throws {
            titles = texts.enumerated().map { TextNode(text: $1, numberOfLines: 1, measurer: RelationsInAdaptiveVariantTests.measurer, name: "title\($0)") }
            switches = texts.indices.map { LayoutNode(name: "switch\($0)") }
            for (title, toggle) in zip(titles, switches) {
                try card.addChild(title)
                try card.addChild(toggle)
            }
        }

        /// The form's relations over the card, `inset` in from its sides.
        func relations(inset: CGFloat) -> RelationLayout {
            let relations = RelationLayout(container: card)
            for (row, (title, toggle)) in zip(titles, switches).enumerated() {
                relations.activate([
                    toggle.constraint(.trailing, to: card, .trailing, constant: -inset),
                    toggle.constraint(.top, to: card, .top, constant: 44 * CGFloat(row) + 6.5),
                    toggle.constraint(.width, constant: 51), toggle.constraint(.height, constant: 31),
                    title.constraint(.leading, to: card, .leading, constant: inset),
                    title.constraint(.centerY, to: toggle, .centerY),
                    title.constraint(.trailing, .lessThanOrEqual, to: toggle, .leading, constant: -8),
                ])
            }
            return relations
        }

        /// The rows' frames in a card `width` wide, `inset` in from its sides.
        func rows(width: CGFloat, inset: CGFloat, rtl: Bool) -> [CGRect] {
            titles.enumerated().flatMap { row, title -> [CGRect] in
                let titleWidth = CGFloat(title.text.unicodeScalars.count) * 7, top = 44 * CGFloat(row)
                return [CGRect(x: rtl ? width - inset - titleWidth : inset, y: top + 13.5, width: titleWidth, height: 17),
                        CGRect(x: rtl ? inset : width - inset - 51, y: top + 6.5, width: 51, height: 31)]
            }
        }

        var frames: [CGRect] { [card.frame] + zip(titles, switches).flatMap { [$0.frame, $1.frame] } }

        /// Renames a title (a content change the relations see through its intrinsic size).
        func rename(_ index: Int) { titles[index % titles.count].text = RelationsInAdaptiveVariantTests.renamed[index % 4] }
    }

    /// Compares every step of `sweep` at `widths` with the design.
    static func check(_ sweep: WidthSweep, direction: LayoutDirection) async throws {
        for step in try await sweep.run(widths: widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }

    @Test("A settings card's form in the variant of an adaptive scheme over the screen solves in the card, not the screen",
          arguments: LayoutDirection.allCases)
    func formInAVariantOverTheScreen(direction: LayoutDirection) async throws {
        // The card, 16 in from the screen's sides and 24 from its top, is laid out by the screen's scheme; the
        // adaptive scheme over the screen picks the form's insets by the screen's width: 24 from 600 points, 16 below
        // (that variant is the relation layout itself, the other a scheme holding one).
        let screen = LayoutNode(name: "screen"), form = try Form(titles: ["Wi-Fi", "Bluetooth", "Airplane Mode"])
        try screen.addChild(form.card)
        let scheme = LayoutScheme(blocks: [
            form.card.layoutBlock(with: Layout(x: .center(), y: .top(24), width: .boxed(32), height: .fixed(44 * 3))),
            AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [form.relations(inset: 24)])),
                .init("compact", scheme: form.relations(inset: 16)),
            ]),
        ])
        let sweep = WidthSweep(screen: screen, scheme: scheme, height: 640, frames: { form.frames }, expected: { width in
            [CGRect(x: 16, y: 24, width: width - 32, height: 44 * 3)]
                + form.rows(width: width - 32, inset: width >= 600 ? 24 : 16, rtl: direction == .rightToLeft)
        }, change: form.rename)
        try await Self.check(sweep, direction: direction)
    }

    @Test("A scheme of an adaptive scheme over the screen that places the card, then the form's relations over the card: each in its own container",
          arguments: LayoutDirection.allCases)
    func adaptiveThenRelations(direction: LayoutDirection) async throws {
        // The variant places the card: 560 wide, centred, 24 from the top from 600 points; 16 in from the
        // sides and 16 from the top below. The form's insets are 16 at every width.
        let screen = LayoutNode(name: "screen"), form = try Form(titles: ["Wi-Fi", "Bluetooth"])
        try screen.addChild(form.card)
        let scheme = LayoutScheme(blocks: [
            AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    form.card.layoutBlock(with: Layout(x: .center(), y: .top(24), width: .fixed(560), height: .fixed(88))),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    form.card.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: .fixed(88))),
                ])),
            ]),
            form.relations(inset: 16),
        ])
        let sweep = WidthSweep(screen: screen, scheme: scheme, height: 640, frames: { form.frames }, expected: { width in
            let card = width >= 600 ? CGRect(x: (width - 560) / 2, y: 24, width: 560, height: 88)
                : CGRect(x: 16, y: 16, width: width - 32, height: 88)
            return [card] + form.rows(width: card.width, inset: 16, rtl: direction == .rightToLeft)
        }, change: form.rename)
        try await Self.check(sweep, direction: direction)
    }

    @Test("A scheme of relations over the screen that place the card, then an adaptive scheme over the card: it picks its variant by the card's width",
          arguments: LayoutDirection.allCases)
    func relationsThenAdaptiveOverTheCard(direction: LayoutDirection) async throws {
        // The relations put the card 16 in from the screen's sides and 24 from its top; the adaptive scheme over
        // the card gives the form insets of 24 in a card 500 wide or more, 16 in a narrower one (a 768-point
        // screen's card is 736: wide; a 375-point one's is 343: narrow).
        let screen = LayoutNode(name: "screen"), form = try Form(titles: ["Wi-Fi", "Bluetooth", "Airplane Mode"])
        try screen.addChild(form.card)
        let placement = RelationLayout(container: screen)
        placement.activate([
            form.card.constraint(.leading, to: screen, .leading, constant: 16),
            form.card.constraint(.trailing, to: screen, .trailing, constant: -16),
            form.card.constraint(.top, to: screen, .top, constant: 24),
            form.card.constraint(.height, constant: 44 * 3),
        ])
        let scheme = LayoutScheme(blocks: [
            placement,
            AdaptiveScheme(container: form.card, variants: [
                .init("wide", when: .width(atLeast: 500), scheme: form.relations(inset: 24)),
                .init("narrow", scheme: form.relations(inset: 16)),
            ]),
        ])
        let sweep = WidthSweep(screen: screen, scheme: scheme, height: 640, frames: { form.frames }, expected: { width in
            let rtl = direction == .rightToLeft, card = width - 32
            return [CGRect(x: 16, y: 24, width: card, height: 44 * 3)] + form.rows(width: card, inset: card >= 500 ? 24 : 16, rtl: rtl)
        }, change: form.rename)
        try await Self.check(sweep, direction: direction)
    }
}
