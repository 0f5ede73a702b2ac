import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// The bad-input policy (the Flexbox article's "Bad input"): every number the layout reads is made
/// finite and brought within ±10,000,000 points (factors and ratios within 1,000,000) where it is read,
/// so the frames are defined and an incremental layout gives a fresh tree's frames.
@Suite("Flex bad input: defined frames, the same in every pass")
struct FlexBadInputTests {
    private func row(_ children: [FlexNode]) -> FlexNode {
        FlexNode(style: { var s = FlexStyle(); s.flexDirection = .row; return s }(), children: children, name: "row")
    }

    @Test("A length beyond ten million points is ten million: a size, a huge percentage of its base, an owner size")
    func hugeLengthsResolveToTenMillionPoints() {
        let wide = FlexNode(style: { var s = FlexStyle(); s.width = .point(1e19); s.height = .point(10); return s }())
        let pushed = FlexNode(style: {
            var s = FlexStyle(); s.margin.left = .percent(1e200); s.width = .point(5); s.height = .point(10); return s
        }())
        let root = row([wide, pushed])
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 10_000_000, height: 10))
        // After the wide item, a margin of 1e200 % of 100 points: 10,000,000 + 10,000,000.
        #expect(pushed.frame == CGRect(x: 20_000_000, y: 0, width: 5, height: 10))
        root.calculateLayout(width: 1e19, height: nil, direction: .ltr)
        #expect(root.frame.width == 10_000_000)
    }

    @Test("An owner size that is NaN or +∞ is undefined, a negative one 0", arguments: [CGFloat.nan, .infinity, -5])
    func badOwnerSizes(width: CGFloat) {
        let item = FlexNode(style: { var s = FlexStyle(); s.width = .point(40); s.height = .point(10); s.margin.left = .percent(50); return s }())
        let root = row([item])
        root.calculateLayout(width: width, height: nil, direction: .ltr)
        if width < 0 {
            // 0 wide: the item overflows it, its margin 50 % of 0.
            #expect(root.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
            #expect(item.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        } else {
            // Sized to content: a percentage of an undefined width is 0.
            #expect(root.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        }
    }

    @Test("NaN and negative grow and shrink factors count as 0, infinite ones as a million")
    func badFlexFactors() {
        func frames(_ a: (inout FlexStyle) -> Void, _ b: (inout FlexStyle) -> Void) -> [CGRect] {
            var first = FlexStyle(), second = FlexStyle()
            a(&first)
            b(&second)
            let items = [FlexNode(style: first), FlexNode(style: second)]
            row(items).calculateLayout(width: 300, height: nil, direction: .ltr)
            return items.map(\.frame)
        }
        #expect(frames({ $0.flexGrow = .nan }, { $0.flexGrow = 1 }) == [.zero, CGRect(x: 0, y: 0, width: 300, height: 0)])
        #expect(frames({ $0.flexGrow = .infinity }, { $0.flexGrow = .infinity })
                == [CGRect(x: 0, y: 0, width: 150, height: 0), CGRect(x: 150, y: 0, width: 150, height: 0)])
        // 400 in 300: only the second item shrinks, by 100.
        #expect(frames({ $0.flexShrink = -1; $0.width = .point(200) }, { $0.flexShrink = 1; $0.width = .point(200) })
                == [CGRect(x: 0, y: 0, width: 200, height: 0), CGRect(x: 200, y: 0, width: 100, height: 0)])
    }

    @Test("An aspect ratio outside 1/1,000,000 … 1,000,000 is the nearer end")
    func aspectRatioOutOfRange() {
        func item(_ ratio: CGFloat) -> FlexNode {
            FlexNode(style: { var s = FlexStyle(); s.aspectRatio = ratio; s.width = .point(10); s.alignSelf = .flexStart; return s }())
        }
        let tall = item(1e-300), flat = item(1e300)
        row([tall, flat]).calculateLayout(width: 300, height: nil, direction: .ltr)
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 10, height: 10 * 1_000_000))
        #expect(flat.frame == CGRect(x: 10, y: 0, width: 10, height: 0))   // 10 / 1,000,000, rounded
    }

    @Test("A text measured wider than ten million points is measured again at another width: its clamped size is not its answer")
    func measureAnswerBroughtIntoRangeIsNotReused() {
        // "line\nbreak" in characters 9.3e18 wide: two lines unwrapped, nine (one character a line) at 10,000,000.
        let text = FlexNode(name: "text")
        text.measure = FlexNode.textMeasure("line\nbreak", measurer: MonospacedTextMeasurer(characterWidth: 9.3e18, lineHeight: 17))
        let root = FlexNode(children: [text], name: "root")
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(text.frame == CGRect(x: 0, y: 0, width: 10_000_000, height: 2 * 17))
        root.calculateLayout(width: 10_000_000, height: nil, direction: .ltr)
        #expect(text.frame == CGRect(x: 0, y: 0, width: 10_000_000, height: 9 * 17))
        #expect(root.preorder.map(\.frame) == root.freshFrames(width: 10_000_000, height: nil))
    }

    @Test("The largest finite height next to a percentage flex basis gives a fresh tree's frames after the width changes")
    func hugeHeightWithPercentBasisMatchesAFreshTree() {
        let tall = FlexNode(style: { var s = FlexStyle(); s.height = .point(.greatestFiniteMagnitude); return s }(), name: "tall")
        let grown = FlexNode(style: { var s = FlexStyle(); s.flexGrow = 3; return s }(), name: "grown")
        let basis = FlexNode(style: { var s = FlexStyle(); s.flexBasis = .percent(97); return s }(),
                             children: [grown, FlexNode(name: "last")], name: "basis")
        let root = FlexNode(children: [FlexNode(children: [tall], name: "wrapper"), basis], name: "root")
        root.calculateLayout(width: 152, height: nil, direction: .rtl)
        root.calculateLayout(width: 328, height: nil, direction: .ltr)
        // The column is 10,000,000 high (the tall item); the basis 97 % of it, below the tall item.
        #expect(root.frame == CGRect(x: 0, y: 0, width: 328, height: 10_000_000))
        #expect(basis.frame == CGRect(x: 0, y: 10_000_000, width: 328, height: 9_700_000))
        #expect(root.preorder.map(\.frame) == root.freshFrames(width: 328, height: nil))
    }
}
