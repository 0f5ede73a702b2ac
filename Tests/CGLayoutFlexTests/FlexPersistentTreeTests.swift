import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// A text node that counts its measurements.
private final class CountingText: TextNode, @unchecked Sendable {
    nonisolated(unsafe) var measurements = 0
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measurements += 1
        return super.sizeThatFits(size)
    }
}

/// A custom element whose size is its own state: it says so when the state changes.
private final class Dot: LayoutNode, @unchecked Sendable {
    nonisolated(unsafe) var diameter: CGFloat = 10
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: diameter, height: diameter) }
}

/// A list guide of rows, each a flex container node: title (grows), value, in a 44-pt-high row.
private struct List {
    let root: LayoutNode
    let list: FlexLayoutGuide<LayoutNode>
    var rows: [FlexContainerNode] = []
    var titles: [CountingText] = []
    var values: [TextNode] = []

    init(count: Int, width: CGFloat = 320) throws {
        root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 2000), name: "screen")
        list = FlexLayoutGuide<LayoutNode>(style: style { $0.padding.top = .point(8) }, name: "list")
        root.add(layoutGuide: list)
        for index in 0..<count { try append("Title \(index)", value: index.isMultiple(of: 2) ? "On" : "") }
    }

    mutating func append(_ title: String, value: String) throws {
        let row = FlexContainerNode(style: style {
            $0.flexDirection = .row; $0.alignItems = .center; $0.minHeight = .point(44)
            $0.padding.horizontal = .point(16); $0.columnGap = .point(8)
        }, name: "row\(rows.count)")
        let title = CountingText(text: title, name: "title\(rows.count)")
        let value = TextNode(text: value, name: "value\(rows.count)")
        try row.addItem(title, style: style { $0.flexGrow = 1; $0.flexShrink = 1 })
        try row.addItem(value)
        try list.addItem(row)
        rows.append(row); titles.append(title); values.append(value)
    }

    var block: LayoutBlock<FlexLayoutGuide<LayoutNode>> {
        list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    }

    /// Every frame in the list, in pre-order (rows, then each row's title and value).
    var frames: [CGRect] { rows.indices.flatMap { [rows[$0].frame, titles[$0].frame, values[$0].frame] } }

    /// The same list built from scratch with the present texts, laid out once.
    func fresh(width: CGFloat, direction: LayoutDirection) throws -> [CGRect] {
        var copy = try List(count: 0, width: width)
        for index in rows.indices where rows[index].parent != nil {
            try copy.append(titles[index].text, value: values[index].text)
            copy.rows[copy.rows.count - 1].style = rows[index].style
        }
        copy.block.layout(direction: direction)
        return copy.frames
    }
}

@Suite("Flex: persistent trees and container nodes")
struct FlexPersistentTreeTests {
    @Test("Rows of container nodes: the design's frames, LTR and RTL", arguments: LayoutDirection.allCases)
    func rows(direction: LayoutDirection) throws {
        let list = try List(count: 3)
        list.block.layout(direction: direction)
        for index in 0..<3 {
            // Each row 44 tall under 8 of padding; text 17 tall centred (13.5 rounds down to 13); value "On" 14 wide.
            #expect(list.rows[index].frame == CGRect(x: 0, y: 8 + 44 * CGFloat(index), width: 320, height: 44))
            let valueWidth: CGFloat = index.isMultiple(of: 2) ? 14 : 0
            let titleWidth = 320 - 32 - 8 - valueWidth
            let titleX: CGFloat = direction == .leftToRight ? 16 : 320 - 16 - titleWidth
            let valueX: CGFloat = direction == .leftToRight ? 320 - 16 - valueWidth : 16
            #expect(list.titles[index].frame == CGRect(x: titleX, y: 13, width: titleWidth, height: 17))
            // An empty value is 0 × 0, centred at 22.
            #expect(list.values[index].frame == CGRect(x: valueX, y: valueWidth > 0 ? 13 : 22, width: valueWidth, height: valueWidth > 0 ? 17 : 0))
        }
    }

    @Test("A title change re-measures that title only, and the frames equal a fresh list's")
    func titleChangeIsIncremental() throws {
        let list = try List(count: 50)
        list.block.layout(direction: .leftToRight)
        list.block.layout(direction: .leftToRight)
        for title in list.titles { title.measurements = 0 }
        list.titles[20].text = "A much longer title that wraps onto a second line at this width"
        list.block.layout(direction: .leftToRight)
        #expect(list.titles[20].measurements > 0)
        #expect(list.titles.indices.filter { $0 != 20 }.allSatisfy { list.titles[$0].measurements == 0 })
        #expect(list.frames == (try list.fresh(width: 320, direction: .leftToRight)))
        // Two lines of 17 still fit the row's 44: later rows did not move.
        #expect(list.rows[21].frame.minY == CGFloat(8 + 44 * 21))
    }

    @Test("Seeded edits — titles, values, styles, items added and removed, widths, directions — equal fresh lists")
    func seededEdits() throws {
        let seed = propertySeed("seededEdits", default: 0xF1E7_0013)
        var random = SplitMix64(seed: seed)
        var list = try List(count: 12)
        var width: CGFloat = 320, direction = LayoutDirection.leftToRight
        let words = ["Wi-Fi", "Bluetooth", "Notifications", "Do Not Disturb", "General settings for everything", "A"]
        for step in 0..<120 {
            let index = Int.random(in: 0..<list.rows.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: list.titles[index].text = words.randomElement(using: &random)!
            case 2: list.values[index].text = ["", "On", "Off", "12 items"].randomElement(using: &random)!
            case 3: width = [320, 375, 768].randomElement(using: &random)!; list.root.frame.size.width = width
            case 4: direction = direction == .leftToRight ? .rightToLeft : .leftToRight
            case 5: try list.append(words.randomElement(using: &random)!, value: "New")
            case 6:
                list.rows[index].style = style {
                    $0.flexDirection = .row; $0.alignItems = .center; $0.minHeight = .point([44, 56].randomElement(using: &random)!)
                    $0.padding.horizontal = .point(16); $0.columnGap = .point(8)
                }
            default:
                // Leave the tree, or come back at the end.
                if list.rows[index].parent != nil { list.rows[index].removeFromParent() } else { try list.root.addChild(list.rows[index]) }
            }
            list.block.layout(direction: direction)
            let live = list.rows.indices.filter { list.rows[$0].parent != nil }
                .flatMap { [list.rows[$0].frame, list.titles[$0].frame, list.values[$0].frame] }
            let fresh = try list.fresh(width: width, direction: direction)
            #expect(live == fresh, "step \(step), seed \(seed): \(zip(live, fresh).enumerated().first { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element)" } ?? "count \(live.count) vs \(fresh.count)")")
            if live != fresh { return }
        }
    }

    @Test("A live pass writes what changed; after an applied snapshot or invalidateWrittenFrames() it writes everything")
    func writesWhatChanged() throws {
        let list = try List(count: 5)
        list.block.layout(direction: .leftToRight)
        let laidOut = list.frames
        // A snapshot at another width, applied through the guide, then a live pass at the screen's width.
        try list.block.apply(snapshot: list.block.snapshot(for: CGRect(x: 0, y: 0, width: 768, height: 2000), direction: .leftToRight))
        #expect(list.rows[0].frame.width == 768)
        list.block.layout(direction: .leftToRight)
        #expect(list.frames == laidOut)
        // A frame set by other code is put back by the next pass: the guide's write is the last one…
        list.titles[3].frame = .zero
        list.block.layout(direction: .leftToRight)
        #expect(list.frames == laidOut)
        // …and after invalidateWrittenFrames() every frame is written.
        list.titles[3].frame = .zero
        list.list.invalidateWrittenFrames()
        list.block.layout(direction: .leftToRight)
        #expect(list.frames == laidOut)
        // A row that changed is written with the rows that moved, nothing else.
        list.rows[4].frame = .zero
        // 266 pt hold 38 characters: 90 characters are three lines, 51 tall.
        list.titles[0].text = String(repeating: "ninechars ", count: 9)
        list.block.layout(direction: .leftToRight)
        #expect(list.rows[0].frame.height == 51)
        #expect(list.rows[4].frame == CGRect(x: 0, y: 8 + 51 + 44 * 3, width: 320, height: 44), "moved: written")
    }

    @Test("Concurrent snapshots at different widths equal the serial ones")
    func concurrentSnapshots() async throws {
        let list = try List(count: 40)
        let block = list.block
        let widths: [CGFloat] = [320, 375, 768]
        let serial = widths.map { block.snapshot(for: CGRect(x: 0, y: 0, width: $0, height: 2000), direction: .leftToRight) }
        let results = await withTaskGroup(of: (Int, LayoutSnapshot).self) { group in
            for round in 0..<24 {
                let index = round % widths.count
                let width = widths[index]
                group.addTask { (index, block.snapshot(for: CGRect(x: 0, y: 0, width: width, height: 2000), direction: .leftToRight)) }
            }
            var all: [(Int, LayoutSnapshot)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 24)
        for (index, snapshot) in results { #expect(snapshot == serial[index]) }
    }

    @Test("A custom element's invalidateIntrinsicSize() is measured again; without it the guide keeps its measurement")
    func customInvalidation() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .row })
        root.add(layoutGuide: bar)
        let dot = Dot(name: "dot")
        try bar.addItem(dot)
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 40))
        block.layout(direction: .leftToRight)
        #expect(dot.frame.size.width == 10)
        // A node subclass is measured again when its present size changed since it was measured (the
        // first pass resized it from zero); at rest, the kept measurement stands.
        block.layout(direction: .leftToRight)
        dot.diameter = 20
        block.layout(direction: .leftToRight)
        #expect(dot.frame.size.width == 10, "the change was not announced: the kept measurement is used")
        dot.invalidateIntrinsicSize()
        block.layout(direction: .leftToRight)
        #expect(dot.frame.size == CGSize(width: 20, height: 40))
    }

    @Test("A container node measures height for width, and is laid out by a stack guide, a scheme and snapshots")
    func containerNodeEverywhere() throws {
        let bubble = FlexContainerNode(style: style { $0.padding.all = .point(8) }, name: "bubble")
        let text = TextNode(text: "On my way, see you in ten minutes at the station", name: "text")
        try bubble.addItem(text)
        // 48 characters: at most 200 − 16 = 184 pt → 26 characters a line: two lines.
        #expect(bubble.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 16 + 7 * 25, height: 16 + 34))
        #expect(bubble.sizeThatFits(CGSize(width: 1000, height: CGFloat.infinity)) == CGSize(width: 16 + 7 * 48, height: 16 + 17))

        // In a vertical stack that fits its items, at a fixed width of 200.
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 400), name: "screen")
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(4), alignment: .leading(),
                                                 filling: .fit, crossFilling: .equal(200))
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(bubble)
        let scheme = LayoutScheme(blocks: [stack.layoutBlock(with: Layout(x: .leading(10), y: .top(10), width: .boxed(20), height: .boxed(20)))])
        for direction in LayoutDirection.allCases {
            let snapshot = scheme.snapshot(for: root.bounds, direction: direction)
            scheme.layout(direction: direction)
            let live = [bubble.frame, text.frame]
            bubble.frame = .zero; text.frame = .zero
            try scheme.apply(snapshot: snapshot)
            #expect([bubble.frame, text.frame] == live)
            #expect(bubble.frame == CGRect(x: direction == .leftToRight ? 10 : 110, y: 10, width: 200, height: 50))
            // The text in the bubble's own space: padding 8, 184 wide, two lines.
            #expect(text.frame == CGRect(x: 8, y: 8, width: 184, height: 34))
        }

        // A block of its own in a scheme, with `.fit` height at a fixed width.
        let other = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let card = FlexContainerNode(style: style { $0.padding.all = .point(8) }, name: "card")
        let body = TextNode(text: "Forty-eight characters of text in a card, here..", name: "body")
        try other.addChild(card)
        try card.addItem(body)
        LayoutScheme(blocks: [card.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: .fixed(200), height: .fit))])
            .layout(direction: .leftToRight)
        #expect(card.frame == CGRect(x: 104, y: 16, width: 200, height: 50))
        #expect(body.frame == CGRect(x: 8, y: 8, width: 184, height: 34))
    }

    @Test("Nested containers: a node in a node in a guide, changed deep inside, equal a fresh build")
    func nestedContainers() throws {
        func build() throws -> (LayoutNode, FlexLayoutGuide<LayoutNode>, FlexContainerNode, TextNode, [LayoutNode]) {
            let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let column = FlexLayoutGuide<LayoutNode>(style: style { $0.padding.all = .point(10) })
            root.add(layoutGuide: column)
            let card = FlexContainerNode(style: style { $0.padding.all = .point(6); $0.flexDirection = .row }, name: "card")
            let inner = FlexContainerNode(style: style { $0.padding.all = .point(4); $0.flexGrow = 1 }, name: "inner")
            let label = TextNode(text: "Deep", name: "label")
            let avatar = LayoutNode(name: "avatar")
            try card.addItem(avatar, style: style { $0.width = .point(30); $0.height = .point(30) })
            try card.addItem(inner)
            try inner.addItem(label)
            try column.addItem(card)
            return (root, column, inner, label, [card, avatar, inner, label])
        }
        let (root, column, inner, label, nodes) = try build()
        defer { withExtendedLifetime(root) {} }
        let block = column.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
        block.layout(direction: .leftToRight)
        #expect(nodes.map(\.frame) == [CGRect(x: 10, y: 10, width: 280, height: 42), CGRect(x: 6, y: 6, width: 30, height: 30),
                                       CGRect(x: 36, y: 6, width: 238, height: 30), CGRect(x: 4, y: 4, width: 230, height: 17)])
        label.text = String(repeating: "word ", count: 20)
        inner.style = style { $0.padding.all = .point(2); $0.flexGrow = 1 }
        block.layout(direction: .rightToLeft)
        let (freshRoot, freshColumn, freshInner, freshLabel, freshNodes) = try build()
        defer { withExtendedLifetime(freshRoot) {} }
        freshLabel.text = label.text
        freshInner.style = inner.style
        freshColumn.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .rightToLeft)
        #expect(nodes.map(\.frame) == freshNodes.map(\.frame))
    }
}
