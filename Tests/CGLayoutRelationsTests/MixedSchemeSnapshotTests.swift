import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A random scheme mixing the three systems: rect blocks, a `RelationLayout` whose items are
/// related to elements that rect blocks lay out before it (its non-items), rect blocks constrained
/// by the relations' items after it, and a flex guide whose frame a rect block sets.
private struct MixedScene {
    let root: LayoutNode
    let elements: [any LayoutElement]
    let scheme: LayoutScheme
    let initial: [CGRect]

    init(_ rng: inout SplitMix64) throws {
        func value(_ range: ClosedRange<Double>) -> Double { Double(Int(Double.random(in: range, using: &rng))) }
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: value(240...420), height: value(300...700)), name: "root")
        self.root = root
        var elements: [any LayoutElement] = []
        var blocks: [any LayoutBlockProtocol] = []
        // Rect blocks first: the relations will read them.
        let header = LayoutNode(name: "header")
        try root.addChild(header)
        blocks.append(header.layoutBlock(with: Layout(x: .left(value(0...20)), y: .top(value(0...40)), width: .boxed(value(0...60)),
                                                      height: .fixed(value(20...90)))))
        elements.append(header)
        let relations = RelationLayout(container: root)
        var items: [LayoutNode] = []
        var previous: any LayoutElement = header
        for index in 0..<Int.random(in: 1...3, using: &rng) {
            let item = LayoutNode(name: "related\(index)")
            try root.addChild(item)
            relations.activate([
                item.constraint(.top, to: previous, .bottom, constant: value(0...16)),
                item.constraint(.leading, to: Bool.random(using: &rng) ? header : root, .leading, constant: value(0...24)),
                item.constraint(.width, to: header, .width, multiplier: [0.5, 1, 0.25].randomElement(using: &rng)!),
                item.constraint(.height, constant: value(10...60)),
            ])
            items.append(item)
            previous = item
        }
        blocks.append(relations)
        elements += items
        // Flex: a guide laid out by a rect block below the relations' last item, with a few rows.
        var flexStyle = FlexStyle()
        flexStyle.flexDirection = Bool.random(using: &rng) ? .row : .column
        let flex = FlexLayoutGuide<LayoutNode>(style: flexStyle, name: "flex")
        root.add(layoutGuide: flex)
        for index in 0..<Int.random(in: 1...3, using: &rng) {
            let row = LayoutNode(name: "flexItem\(index)")
            var itemStyle = FlexStyle()
            itemStyle.flexGrow = Double(Int.random(in: 0...2, using: &rng))
            itemStyle.minHeight = .point(value(10...40))
            itemStyle.minWidth = .point(value(10...60))
            try flex.addItem(row, style: itemStyle)
            elements.append(row)
        }
        blocks.append(flex.layoutBlock(with: Layout(x: .left(value(0...10)), y: .top(value(0...10)), width: .boxed(value(0...40)),
                                                    height: .fixed(value(40...120))),
                                       constraints: [items.last!.layoutConstraint(for: [.top(.limit(on: .outer))])]))
        elements.append(flex)
        // A rect block after the relations, constrained by one of their items.
        let footer = LayoutNode(name: "footer")
        try root.addChild(footer)
        blocks.append(footer.layoutBlock(with: Layout(x: .center(), y: .top(value(0...8)), width: .scaled(0.5), height: .fixed(20)),
                                         constraints: [items.randomElement(using: &rng)!.layoutConstraint(for: [.top(.limit(on: .outer))])]))
        elements.append(footer)
        scheme = LayoutScheme(blocks: blocks)
        self.elements = elements
        initial = elements.map(\.frame)
    }

    func reset() { for (element, frame) in zip(elements, initial) { element.frame = frame } }
    var frames: [CGRect] { elements.map(\.frame) }
}

@Suite("Schemes mixing rect, relations and flex: snapshot + apply == layout (seeded)")
struct MixedSchemeSnapshotTests {
    @Test("Snapshot + apply gives layout()'s frames, on the first pass and later ones", arguments: LayoutDirection.allCases)
    func snapshotThenApplyEqualsLayout(direction: LayoutDirection) throws {
        let seed = propertySeed("mixedSnapshotThenApplyEqualsLayout-\(direction)", default: 0x3_5EED_0017)
        var rng = SplitMix64(seed: seed)
        for round in 0..<120 {
            let scene = try MixedScene(&rng)
            // First pass: every element starts at its initial frame (zero), as on a new screen.
            scene.reset()
            let snapshot = scene.scheme.snapshot(for: scene.root.layoutBounds, direction: direction)
            #expect(scene.frames == scene.initial, "seed \(seed) round \(round): the snapshot wrote a frame")
            scene.scheme.layout(direction: direction)
            let laidOut = scene.frames
            scene.reset()
            try scene.scheme.apply(snapshot: snapshot)
            #expect(close(scene.frames, laidOut), "seed \(seed) round \(round): snapshot \(scene.frames) vs layout \(laidOut)")
            // A later pass at another size, with the live frames of the first layout in place.
            scene.scheme.layout(direction: direction)
            let other = CGRect(x: 0, y: 0, width: scene.root.bounds.width * 0.8, height: scene.root.bounds.height)
            let later = scene.scheme.snapshot(for: other, direction: direction)
            scene.scheme.layout(in: other, direction: direction)
            let expected = scene.frames
            scene.reset()
            try scene.scheme.apply(snapshot: later)
            #expect(close(scene.frames, expected), "seed \(seed) round \(round): at \(other.size) snapshot \(scene.frames) vs layout \(expected)")
        }
    }

    /// A node subclass is measured by its `sizeThatFits` (its present size). Laid out by a block
    /// earlier in the scheme, it has that block's size when the relations measure it — in a
    /// snapshot too, which writes nothing: the snapshot's relations see the pass's frame.
    @Test("Relations measure an item laid out by an earlier block at that block's size, in a snapshot too")
    func relationsMeasureAnItemAtItsSizeFromThePass() throws {
        final class Card: LayoutNode, @unchecked Sendable {}
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let card = Card(name: "card")
        try root.addChild(card)
        let relations = RelationLayout(container: root)
        relations.activate([card.constraint(.leading, to: root, .leading, constant: 10),
                            card.constraint(.top, to: root, .top, constant: 20)])
        let scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(120), height: .fixed(37))),
            relations,
        ])
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(card.frame == CGRect(x: 10, y: 20, width: 120, height: 37))
        card.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(card.frame == CGRect(x: 10, y: 20, width: 120, height: 37))
    }

    /// An item outside its relations' container (here its sibling) is placed through the container's
    /// origin; in a snapshot, at the frame an earlier block of the pass gave the container, as `layout()`
    /// has written it by then.
    @Test("An item outside the container is placed at the container's frame from the pass, in a snapshot too")
    func anItemOutsideTheContainerSeesTheContainerFromThePass() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let panel = LayoutNode(name: "panel"), badge = LayoutNode(name: "badge")
        try root.addChild(panel)
        try root.addChild(badge)
        let relations = RelationLayout(container: panel)
        relations.activate([badge.constraint(.left, to: panel, .left, constant: 10),
                            badge.constraint(.top, to: panel, .top, constant: 5),
                            badge.constraint(.width, to: nil, nil, constant: 30),
                            badge.constraint(.height, to: nil, nil, constant: 40)])
        let scheme = LayoutScheme(blocks: [
            panel.layoutBlock(with: Layout(x: .left(50), y: .top(20), width: .fixed(100), height: .fixed(100))),
            relations,
        ])
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        // The panel at (50, 20); the badge 10 right of its left edge and 5 below its top, in the root's space.
        let expected = CGRect(x: 50 + 10, y: 20 + 5, width: 30, height: 40)
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == expected)
        badge.frame = .zero
        panel.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(badge.frame == expected)
    }
}
