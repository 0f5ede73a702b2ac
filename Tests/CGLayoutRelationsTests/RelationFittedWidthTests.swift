import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A box that wraps like monospaced text (7 × 17 per character, words of `words` characters
/// one space apart) and counts how often it is measured.
private final class CountingBox: LayoutNode, @unchecked Sendable {
    let words: [Int]
    private let lock = NSLock()
    private var count = 0
    var measurements: Int { lock.withLock { count } }

    init(words: [Int], name: String) {
        self.words = words
        super.init(frame: .zero, name: name)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        lock.withLock { count += 1 }
        let perLine = size.width >= 7_000 ? Int.max / 2 : max(1, Int((size.width / 7).rounded(.down)))
        var lines = 0, widest = 0, current = 0
        for word in words {
            if current > 0, current + 1 + word <= perLine { current += 1 + word; continue }
            if current > 0 { lines += 1; widest = max(widest, current) }
            current = word
        }
        if current > 0 { lines += 1; widest = max(widest, current) }
        return CGSize(width: CGFloat(7 * widest), height: CGFloat(17 * lines))
    }
}

@Suite("Relations: a wrapped item's intrinsic width is its widest line")
struct RelationFittedWidthTests {
    /// A bubble at leading 10 of `root`, at most 70 % of its width and pulled in, its label inset 8.
    private func bubble(in root: LayoutNode, label: LayoutNode) throws -> (RelationLayout, LayoutNode) {
        let bubble = LayoutNode(name: "bubble")
        try root.addChild(bubble)
        try bubble.addChild(label)
        let relations = RelationLayout(container: root)
        relations.activate([
            bubble.constraint(.leading, to: root, .leading, constant: 10), bubble.constraint(.top, to: root, .top, constant: 10),
            bubble.constraint(.width, .lessThanOrEqual, to: root, .width, multiplier: 0.7),
            bubble.constraint(.width, constant: 0, priority: .defaultLow),
            label.constraint(.leading, to: bubble, .leading, constant: 8), label.constraint(.top, to: bubble, .top, constant: 8),
            label.constraint(.trailing, .lessThanOrEqual, to: bubble, .trailing, constant: -8),
            bubble.constraint(.bottom, to: label, .bottom, constant: 8),
        ])
        return (relations, bubble)
    }

    @Test("A bubble at most 70 % wide hugs its wrapped text; wider, it grows back; the same on a fresh layout, in a snapshot and in RTL")
    func bubbleHugsWrappedText() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 300), name: "root")
        // 33 characters, 231 wide on one line; within 140 − 16 = 124 (17 characters a line):
        // "one two three" / "four five six" / "seven", the widest 13 characters: 91 wide.
        let label = TextNode(text: "one two three four five six seven", name: "label")
        let (relations, bubble) = try bubble(in: root, label: label)
        relations.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 107, 67) && label.frame == rect(8, 8, 91, 51))
        root.frame.size.width = 500                                  // 350 − 16 = 334: one line
        relations.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 247, 33) && label.frame == rect(8, 8, 231, 17))
        root.frame.size.width = 200
        relations.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 107, 67) && label.frame == rect(8, 8, 91, 51), "back at 200: what the first pass gave")
        relations.layout(direction: .rightToLeft)
        #expect(bubble.frame == rect(200 - 10 - 107, 10, 107, 67) && label.frame == rect(107 - 8 - 91, 8, 91, 51))
        // Same length, other words: the same one-line width, another wrap ("seven six five" / "four three two" / "one").
        label.text = "seven six five four three two one"
        relations.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 114, 67) && label.frame == rect(8, 8, 98, 51))
        #expect(relations.issues.isEmpty)

        let snapshot = relations.snapshot(for: rect(0, 0, 500, 300), direction: .leftToRight)
        try relations.apply(snapshot: snapshot)
        #expect(bubble.frame == rect(10, 10, 247, 33), "a snapshot at 500 from a layout at 200")
        let fresh = RelationLayout(container: root)
        fresh.activate(relations.activeConstraints)
        fresh.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 114, 67) && label.frame == rect(8, 8, 98, 51), "a fresh layout at 200")
    }

    @Test("Any measured item fits its width the same way; a steady pass only checks the measurements the fit came from")
    func customElementAndSteadyPass() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 300), name: "root")
        let box = CountingBox(words: [3, 3, 5, 4, 4, 3, 5], name: "box")
        let (relations, bubble) = try bubble(in: root, label: box)
        relations.setMeasuresIntrinsicSize(true, for: box)
        relations.layout(direction: .leftToRight)
        #expect(bubble.frame == rect(10, 10, 107, 67) && box.frame == rect(8, 8, 91, 51))
        let before = box.measurements
        relations.layout(direction: .leftToRight)
        #expect(box.measurements - before == 3, "with no limit, at the width it has (91) and at the first width it was fitted at (124)")
        #expect(bubble.frame == rect(10, 10, 107, 67) && box.frame == rect(8, 8, 91, 51))
    }

    @Test("Bad input: a measured width that is NaN, infinite or negative at the solved width", arguments: [CGFloat.nan, .infinity, -5])
    func badFittedWidths(bad: CGFloat) throws {
        /// One line of 231 × 17 with no limit; at a finite width, 51 tall and `bad` wide.
        final class BadBox: LayoutNode, @unchecked Sendable {
            let bad: CGFloat
            init(bad: CGFloat) { self.bad = bad; super.init(frame: .zero, name: "box") }
            override func sizeThatFits(_ size: CGSize) -> CGSize { size.width >= 7_000 ? CGSize(width: 231, height: 17) : CGSize(width: bad, height: 51) }
        }
        let root = LayoutNode(frame: rect(0, 0, 200, 300), name: "root")
        let box = BadBox(bad: bad)
        let (relations, bubble) = try bubble(in: root, label: box)
        relations.setMeasuresIntrinsicSize(true, for: box)
        relations.layout(direction: .leftToRight)
        relations.layout(direction: .leftToRight)
        // NaN and infinity are no width (the one-line width stays: the box takes the 124 it is given);
        // a negative width counts as 0 (the box is pulled in to nothing, as it asked).
        let width: CGFloat = bad < 0 ? 0 : 124
        #expect(box.frame == rect(8, 8, width, 51) && bubble.frame == rect(10, 10, width + 16, 67))
        #expect(relations.issues.isEmpty, "\(relations.issues)")
    }

    @Test("A width fixed by required relations stays: only hugging and compression follow the fitted width")
    func requiredWidthWins() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 300), name: "root")
        let label = TextNode(text: "one two three four five six seven", name: "label")
        try root.addChild(label)
        let relations = RelationLayout(container: root)
        relations.activate([
            label.constraint(.leading, to: root, .leading, constant: 10), label.constraint(.width, constant: 124),
            label.constraint(.top, to: root, .top),
        ])
        relations.layout(direction: .leftToRight)
        #expect(label.frame == rect(10, 0, 124, 51), "the widest line is 91, the relation says 124")
        #expect(relations.issues.isEmpty)
    }
}

@Suite("Relations: fitted widths of random texts (seeded)")
struct RelationFittedWidthPropertyTests {
    /// Characters on each line of words of `words` characters wrapped greedily at `width` (7 pt a character).
    private func wrap(_ words: [Int], width: CGFloat) -> [Int] {
        let perLine = Int((width / 7).rounded(.down))
        var lines: [Int] = [], current = 0
        for word in words {
            if current > 0, current + 1 + word <= perLine { current += 1 + word; continue }
            if current > 0 { lines.append(current) }
            current = word
        }
        if current > 0 { lines.append(current) }
        return lines
    }

    private func text(_ rng: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...14, using: &rng)).map { _ in String(repeating: "w", count: Int.random(in: 1...8, using: &rng)) }
            .joined(separator: " ")
    }

    @Test("Random texts, widths, edits (also the same words reordered) and directions: each pass gives the arithmetic's bubbles, as a fresh layout does")
    func randomBubbles() throws {
        var rng = SplitMix64(seed: propertySeed("relations.fittedWidths", default: 0xB0BB_1E5))
        for system in 0..<30 {
            let root = LayoutNode(frame: rect(0, 0, CGFloat(Int.random(in: 200...800, using: &rng)), 2000), name: "root")
            let relations = RelationLayout(container: root)
            var bubbles: [LayoutNode] = [], labels: [TextNode] = []
            for index in 0..<Int.random(in: 1...4, using: &rng) {
                let bubble = LayoutNode(name: "bubble\(index)"), label = TextNode(text: text(&rng), name: "label\(index)")
                try root.addChild(bubble)
                try bubble.addChild(label)
                relations.activate([
                    Bool.random(using: &rng) ? bubble.constraint(.leading, to: root, .leading, constant: 10)
                                             : bubble.constraint(.trailing, to: root, .trailing, constant: -10),
                    bubbles.last.map { bubble.constraint(.top, to: $0, .bottom, constant: 8) } ?? bubble.constraint(.top, to: root, .top),
                    bubble.constraint(.width, .lessThanOrEqual, to: root, .width, multiplier: 0.7),
                    bubble.constraint(.width, constant: 0, priority: .defaultLow),
                    label.constraint(.leading, to: bubble, .leading, constant: 8), label.constraint(.top, to: bubble, .top, constant: 8),
                    label.constraint(.trailing, .lessThanOrEqual, to: bubble, .trailing, constant: -8),
                    bubble.constraint(.bottom, to: label, .bottom, constant: 8),
                ])
                bubbles.append(bubble)
                labels.append(label)
            }
            var direction = LayoutDirection.leftToRight
            for step in 0..<8 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: root.frame.size.width = CGFloat(Int.random(in: 200...800, using: &rng))
                case 1: labels.randomElement(using: &rng)!.text = text(&rng)
                case 2:   // the same words in another order: the same one-line width, perhaps another wrap
                    let label = labels.randomElement(using: &rng)!
                    label.text = label.text.split(separator: " ").shuffled(using: &rng).joined(separator: " ")
                default: direction = direction == .leftToRight ? .rightToLeft : .leftToRight
                }
                relations.layout(direction: direction)
                let incremental = bubbles.map(\.frame) + labels.map(\.frame)
                let context = "system \(system) step \(step) at \(root.frame.width) \(direction)"
                var top: CGFloat = 0
                for (bubble, label) in zip(bubbles, labels) {
                    let lines = wrap(label.text.split(separator: " ").map(\.count), width: 0.7 * root.frame.width - 16)
                    let size = CGSize(width: CGFloat(7 * lines.max()!) + 16, height: CGFloat(17 * lines.count) + 16)
                    #expect(bubble.frame.size == size && bubble.frame.minY == top, "\(context): \(bubble.name!) \(bubble.frame) \(size)")
                    top += size.height + 8
                }
                let fresh = RelationLayout(container: root)
                fresh.activate(relations.activeConstraints)
                fresh.layout(direction: direction)
                #expect(bubbles.map(\.frame) + labels.map(\.frame) == incremental, "\(context): incremental and fresh layouts differ")
                #expect(relations.issues.isEmpty, "\(context): \(relations.issues)")
            }
        }
    }
}

@Suite("Relations: flex container nodes as items")
struct RelationFlexItemTests {
    @Test("The first pass fits a wrapped width also when a contradiction makes the height component conservative",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func firstPassFitsWidthInConservativeComponent(direction: LayoutDirection) throws {
        let view = LayoutNode(frame: rect(0, 0, 107, 113), name: "view")
        let relations = RelationLayout(container: view)
        let text = TextNode(text: "supercalifragilisticexpialidocious", name: "text")
        try view.addChild(text)
        relations.activate([text.constraint(.left, constant: 62, priority: 500),
                            text.constraint(.width, .equal, to: text, .right, constant: -15, priority: 250),
                            text.constraint(.left, .lessThanOrEqual, to: view, .right, constant: -30, priority: 500),
                            text.constraint(.leading, .equal, to: text, .right, multiplier: 0.25, constant: 60),
                            text.constraint(.height, .lessThanOrEqual, constant: 179),
                            text.constraint(.trailing, .equal, to: view, .right, constant: 46, priority: 500),
                            text.constraint(.top, .equal, to: text, .bottom, constant: 98)])   // contradicts the height guard
        relations.setContentHuggingPriority(.required, for: text, axis: .horizontal)
        let first = try #require(relations.snapshot(for: view.bounds, direction: direction).childSnapshots.first?.frame)
        #expect(relations.issues.contains { $0.kind == .unsatisfiable })
        #expect(!relations.issues.contains { $0.kind == .unsettled })
        let fitted = text.sizeThatFits(CGSize(width: first.width, height: .greatestFiniteMagnitude))
        #expect(fitted.width == first.width, "the width is its own widest line (a fixed point), on the first pass")
        #expect(fitted.height == first.height)
        relations.layout(direction: direction)
        #expect(text.frame == first, "a second pass gives the first pass's frame")
    }
}
