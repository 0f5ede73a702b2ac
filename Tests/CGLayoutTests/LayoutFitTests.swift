import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// `.fit` widths and heights, and `then(_:)` chains. Text is measured by the
/// monospaced measurer: 7 pt per character, 17 pt per line.
@Suite("Fit and chained rules")
struct LayoutFitTests {
    /// Eight words of ten characters: 34 characters fit in 240 pt (3 words a line, 3 lines),
    /// 53 in 375 pt (4 words a line, 2 lines).
    static let eightWords = (0..<8).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0))), count: 10) }.joined(separator: " ")

    func screen(width: CGFloat = 375, height: CGFloat = 100) -> LayoutNode {
        LayoutNode(frame: rect(0, 0, width, height), name: "screen")
    }

    @Test func heightFitMeasuresAtTheResolvedWidth() throws {
        let root = screen()
        let title = TextNode(text: Self.eightWords, name: "title")
        try root.addChild(title)
        let block = title.layoutBlock(with: Layout(x: .leading(56), y: .center(), width: .fixed(240), height: .fit))
        block.layout(direction: .leftToRight)
        // Three lines of 17 at 240 (not two, as at the screen's 375), centred in 100.
        #expect(title.frame == rect(56, 50 - 51.0 / 2, 240, 51))
        block.layout(direction: .rightToLeft)
        #expect(title.frame == rect(375 - 56 - 240, 24.5, 240, 51))
    }

    @Test func widthFitMeasuresAtTheResolvedHeightAndAlignsTheMeasuredWidth() throws {
        let root = screen()
        let badge = TextNode(text: "New", name: "badge")
        try root.addChild(badge)
        let scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .trailing(16), y: .center(), width: .fit, height: .fixed(20)))])
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == rect(375 - 16 - 21, 40, 21, 20))
        scheme.layout(direction: .rightToLeft)
        #expect(badge.frame == rect(16, 40, 21, 20))
    }

    @Test func schemeSnapshotApplyAndLayoutAgree() throws {
        let root = screen(width: 320, height: 400)
        let icon = LayoutNode(name: "icon")
        let title = TextNode(text: Self.eightWords, name: "title")
        let value = TextNode(text: "On", name: "value")
        for node in [icon, title, value] { try root.addChild(node) }
        let scheme = LayoutScheme(blocks: [
            icon.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: 28, height: 28)),
            value.layoutBlock(with: Layout(x: .trailing(16), y: .top(14), width: .fit, height: .fit)),
            title.layoutBlock(with: Layout(x: .leading(12), y: .top(14), width: .boxed(12 + 8).then(.upTo(240)), height: .fit),
                              constraints: [icon.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                            value.layoutConstraint(for: [.leading(.limit(on: .outer))])]),
        ])
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let snapshot = scheme.snapshot(for: root.bounds, direction: direction)
            scheme.layout(direction: direction)
            let live = [icon.frame, title.frame, value.frame]
            for node in [icon, title, value] { node.frame = .zero }
            try scheme.apply(snapshot: snapshot)
            #expect([icon.frame, title.frame, value.frame] == live)
            // The title's space: after the icon (16 + 28 = 44), before the value (320 − 16 − 14 = 290): 246, boxed by 20 → 226.
            let mirror: (CGFloat, CGFloat) -> CGFloat = { x, width in direction == .leftToRight ? x : 320 - x - width }
            #expect(value.frame == rect(mirror(320 - 16 - 14, 14), 14, 14, 17))
            // 226 pt hold 32 characters: three words a line, three lines.
            #expect(title.frame == rect(mirror(16 + 28 + 12, 226), 14, 226, 51))
        }
    }

    @Test func traceShowsTheMeasurement() throws {
        let root = screen()
        let title = TextNode(text: Self.eightWords, name: "title")
        try root.addChild(title)
        let trace = try #require(title.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(240), height: .fit)).trace(direction: .leftToRight))
        #expect(trace.finalFrame == rect(0, 0, 240, 51))
        #expect(trace.description.contains("height: .fit"))
        #expect(trace.description.contains("fitting size (224, 51) at (240, 100)"))
    }

    @Test func withoutAnElementFitKeepsThePresentLength() {
        let layout = Layout(x: .left(10), y: .top(), width: .fit, height: .fixed(20))
        #expect(layout.layout(rect: rect(0, 0, 33, 5), in: rect(0, 0, 100, 100)) == rect(10, 0, 33, 20))
        // A measuring function given by the caller: the proposal has the resolved height.
        var proposals: [CGSize] = []
        let measured = layout.layout(rect: .zero, in: rect(0, 0, 100, 100), direction: .leftToRight) { size in
            proposals.append(size)
            return CGSize(width: 42, height: 999)
        }
        #expect(measured == rect(10, 0, 42, 20))
        // Measured at the room `.left(10)` leaves (100 − 10), at the resolved height.
        #expect(proposals == [CGSize(width: 90, height: 20)])
    }

    @Test func badMeasurementsBecomeZero() throws {
        final class Broken: LayoutNode, @unchecked Sendable {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: .nan, height: -.infinity) }
        }
        let root = screen()
        let broken = Broken(name: "broken")
        try root.addChild(broken)
        LayoutScheme(blocks: [broken.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))]).layout()
        #expect(broken.frame == rect(0, 0, 0, 0))
    }

    @Test func elementsThatCannotMeasureKeepTheirLength() throws {
        final class Plain: LayoutElement, @unchecked Sendable {
            var frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
            weak var parent: LayoutNode?
            var superElement: (any LayoutElement)? { parent }
            func removeFromSuperElement() { parent = nil }
        }
        let root = screen()
        let plain = Plain()
        plain.parent = root
        let scheme = LayoutScheme(blocks: [plain.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fit, height: .fixed(10)))])
        scheme.layout(direction: .leftToRight)
        #expect(plain.frame == rect(345, 0, 30, 10))
    }

    @Test func stackFitMeasuresAtTheFixedCrossLength() throws {
        let root = screen(height: 400)
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(4), alignment: .leading(),
                                                 filling: .fit, crossFilling: .equal(240))
        root.add(layoutGuide: stack)
        let first = TextNode(text: Self.eightWords), second = TextNode(text: "short")
        try stack.addArrangedElement(first)
        try stack.addArrangedElement(second)
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        #expect(first.frame == rect(0, 0, 240, 51))
        #expect(second.frame == rect(0, 55, 240, 17))
    }

    @Test func thenChainsWhilePlusReadsTheSameSpace() {
        let hitTarget: Layout.Filling.Horizontal = .from(44).then(.boxed(-24))
        #expect(hitTarget.layout(rect: .zero, in: rect(0, 0, 30, 10)).width == 68)
        #expect(hitTarget.layout(rect: .zero, in: rect(0, 0, 100, 10)).width == 124)
        let chained: Layout.Filling.Horizontal = .fixed(500).then(.upTo(300))
        #expect(chained.layout(rect: .zero, in: rect(0, 0, 100, 10)).width == 300)
        let plus: Layout.Filling.Horizontal = .fixed(500) + .upTo(300)
        #expect(plus.layout(rect: .zero, in: rect(0, 0, 100, 10)).width == 100)
        let height: Layout.Filling.Vertical = .scaled(0.5).then(.between(10...40))
        #expect(height.layout(rect: .zero, in: rect(0, 0, 10, 200)).height == 40)
        #expect(height.layout(rect: .zero, in: rect(0, 0, 10, 10)).height == 10)
        // Three links chain left to right, and a chain describes itself.
        let three: Layout.Filling.Horizontal = .scaled(0.5).then(.boxed(10)).then(.from(60))
        #expect(three.layout(rect: .zero, in: rect(0, 0, 100, 10)).width == 60)
        #expect(Layout(width: three).description.hasPrefix("width: .scaled(0.5).then(.boxed(10).then(.from(60)))"))
    }

    @Test func aChainBeforeFitNarrowsTheMeasurement() throws {
        let root = screen()
        let bubble = TextNode(text: Self.eightWords, name: "bubble")
        try root.addChild(bubble)
        // 70 % of 375 = 262.5 hold 37 characters: three words a line (32 characters, 224 wide), three lines.
        LayoutScheme(blocks: [bubble.layoutBlock(with: Layout(x: .trailing(), y: .top(), width: .scaled(0.7).then(.fit), height: .fit))])
            .layout(direction: .leftToRight)
        #expect(bubble.frame == rect(375 - 224, 0, 224, 51))
        // The proposal is recorded in traces.
        let trace = try #require(bubble.layoutBlock(with: Layout(x: .left(), y: .top(), width: .boxed(100).then(.fit), height: .fit)).trace(direction: .leftToRight))
        #expect(trace.description.contains("at (275, 100)"))
    }

    @Test func fitThenClampsTheMeasuredLength() throws {
        let root = screen()
        let label = TextNode(text: "One", name: "label")
        try root.addChild(label)
        LayoutScheme(blocks: [label.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit.then(.upTo(14)), height: .fit.then(.from(44))))]).layout()
        #expect(label.frame == rect(0, 0, 14, 44))
    }

    /// A step that does nothing: appended to a layout, it keeps it off the compiled paths.
    struct NoStep: RectBasedLayout {
        func formLayout(rect: inout CGRect, in source: CGRect) {}
    }

    @Test func compiledMeasuringLayoutsEqualTheirSteps() {
        var rng = SplitMix64(seed: propertySeed("compiledMeasuringLayoutsEqualTheirSteps", default: 0xF17_0013))
        func value(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
        for _ in 0..<2000 {
            let widths: [Layout.Filling.Horizontal] = [.fit, .fixed(value(0...200)), .scaled(0.7), .boxed(value(0...40)).then(.fit),
                                                       .fit.then(.upTo(value(10...120))), .scaled(0.5).then(.fit).then(.from(value(0...80))),
                                                       .fit.then(.boxed(-value(0...20))), .equal]
            let heights: [Layout.Filling.Vertical] = [.fit, .fixed(value(0...80)), .fit.then(.from(44)), .between(10...50), .upTo(value(0...60)).then(.fit)]
            let xs: [Layout.Alignment.Horizontal] = [.leading(value(0...20)), .trailing(value(0...20)), .center(), .left(multiplier: 0.1)]
            let ys: [Layout.Alignment.Vertical] = [.top(value(0...20)), .bottom(value(0...20)), .center()]
            let layout = Layout(x: xs.randomElement(using: &rng)!, y: ys.randomElement(using: &rng)!,
                                width: widths.randomElement(using: &rng)!, height: heights.randomElement(using: &rng)!)
            let reference = layout + .build(NoStep())
            let source = rect(value(-20...20), value(-20...20), value(0...400), value(0...400))
            let start = rect(value(0...10), value(0...10), value(0...90), value(0...90))
            let direction: LayoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            let measured = CGSize(width: value(0...300), height: value(0...300))
            var proposals: ([CGSize], [CGSize]) = ([], [])
            let compiled = layout.layout(rect: start, in: source, direction: direction) { proposals.0.append($0); return measured }
            let stepped = reference.layout(rect: start, in: source, direction: direction) { proposals.1.append($0); return measured }
            #expect(compiled == stepped, "\(layout) in \(source) from \(start)")
            #expect(proposals.0 == proposals.1, "\(layout)")
            // Without a measurement both keep the present lengths the same way.
            #expect(layout.layout(rect: start, in: source, direction: direction) == reference.layout(rect: start, in: source, direction: direction))
        }
    }
}
