import CGLayoutFlex
import Foundation
import Testing

/// The edge modifiers: one value of keys (`FlexEdgeKeys`) and the labelled calls written before it, which mean the same.
@Suite("Flex edge keys")
struct FlexEdgeKeysTests {
    /// Ways of writing the keys: each labelled call beside the value it stands for.
    static let cases: [(label: @Sendable (FlexStyle) -> FlexStyle, keys: FlexEdgeKeys)] = [
        ({ $0.margin(left: 8, vertical: 4) }, FlexEdgeKeys(left: 8, vertical: 4)),
        ({ $0.margin(start: 16, end: .auto) }, FlexEdgeKeys(start: 16, end: .auto)),
        ({ $0.margin(top: 1, right: 2, bottom: 3, horizontal: .percent(5), all: 6) },
         FlexEdgeKeys(top: 1, right: 2, bottom: 3, horizontal: .percent(5), all: 6)),
        ({ $0.margin(left: .undefined) }, FlexEdgeKeys(left: .undefined)),
    ]

    @Test("A labelled call and its keys value give the same style, for margin, padding, border and position")
    func labelledCallsMeanTheKeys() {
        // A style with keys already set: a key left nil keeps its value, a key set replaces it (.undefined too).
        let base = FlexStyle().margin(left: 3, all: 1).padding(left: 3, all: 1).border(left: 3, all: 1).position(left: 3, all: 1)
        for (index, (label, keys)) in Self.cases.enumerated() {
            let labelled = label(base)
            #expect(labelled == base.margin(keys), "case \(index)")
            #expect(labelled.margin == keys.applied(to: base.margin), "case \(index)")
            #expect(labelled.padding == base.padding && labelled.border == base.border, "case \(index): only margins change")
        }
        let keys = FlexEdgeKeys(start: 4, vertical: 2)
        #expect(base.padding(start: 4, vertical: 2) == base.padding(keys))
        #expect(base.border(start: 4, vertical: 2) == base.border(keys))
        #expect(base.position(start: 4, vertical: 2) == base.position(keys))
        // Nil keeps, set replaces: the left margin back to undefined leaves `all` (1) on the left edge.
        let cleared = base.margin(left: .undefined).margin
        #expect(cleared.left == .undefined && cleared.all == .point(1))
        #expect(base.margin.left == .point(3))
    }

    @Test("One keys value laid out as padding and margin: a card row at widths 320, 375 and 414, both directions",
          arguments: [FlexDirection.Inline.ltr, .rtl], [320.0, 375.0, 414.0])
    func cardRow(direction: FlexDirection.Inline, width: CGFloat) {
        // An icon 24 × 24 and a title that takes the rest, in a row with 16 at the start, 8 at the end, 12 above and below.
        let inset = FlexEdgeKeys(start: 16, end: 8, vertical: 12)
        let icon = FlexNode(style: FlexStyle().width(24).height(24).margin(FlexEdgeKeys(end: 10)))
        let title = FlexNode(style: FlexStyle().flexGrow(1).height(20))
        let row = FlexNode(style: FlexStyle().flexDirection(.row).width(.point(width)).padding(inset).alignItems(.center),
                           children: [icon, title])
        row.calculateLayout(width: nil, height: nil, direction: direction)
        // Height: 12 + 24 + 12. The icon after 16 at the start, the title after the icon's 10, to 8 before the end.
        #expect(row.frame.size == CGSize(width: width, height: 48))
        let iconLTR = CGRect(x: 16, y: 12, width: 24, height: 24)
        let titleLTR = CGRect(x: 16 + 24 + 10, y: 14, width: width - 16 - 24 - 10 - 8, height: 20)
        func mirrored(_ rect: CGRect) -> CGRect { CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        #expect(icon.frame == (direction == .ltr ? iconLTR : mirrored(iconLTR)))
        #expect(title.frame == (direction == .ltr ? titleLTR : mirrored(titleLTR)))
    }
}
