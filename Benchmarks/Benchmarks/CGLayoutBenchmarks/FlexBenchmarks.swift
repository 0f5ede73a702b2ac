import Benchmark
import CGLayout
import CGLayoutFlex
import CGLayoutGallery
import Foundation


// The flex feed of `reference/flex.md` (Yoga's figures for it are on that page, with how and when they
// were measured). Dirty nodes are re-laid out; clean subtrees keep their frames and their measurement cache.

/// Two measure functions of a cell's body. (In a struct, not a tuple in an array: a function stored
/// generically is reabstracted, and reading it back allocates a thunk per edit.)
struct MeasurePair {
    let short: (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize
    let long: (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize
}

func bodyNode(_ root: FlexNode, cell: Int) -> FlexNode { root.children[cell].children[1].children[1] }

/// Checks every frame of the feed against `flex-feed-expected.json` (when the fixture is there).
func checkFlexFeed() {
    let root = FlexFeed.makeRoot()
    root.calculateLayout(width: 375, height: nil, direction: .ltr)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/fixtures/flex-feed-expected.json").standardizedFileURL
    guard let data = try? Data(contentsOf: path),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let frames = json["frames"] as? [[NSNumber]] else {
        guard root.frame.height == 29736 else { fatalError("flex feed: root height \(root.frame.height), expected 29736") }
        return
    }
    for (index, (node, frame)) in zip(root.preorder, frames).enumerated() {
        let expected = CGRect(x: frame[0].doubleValue, y: frame[1].doubleValue, width: frame[2].doubleValue, height: frame[3].doubleValue)
        guard node.frame == expected else { fatalError("flex feed: node \(index) is \(node.frame), expected \(expected)") }
    }
}

let flexBenchmarks: @Sendable () -> Void = {
    // A fresh tree per iteration, built (and freed) outside the measurement: the layout alone, as Yoga's figure.
    Benchmark("flex feed: full layout (per cell)", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        checkFlexFeed()
        let cells = benchmark.scaledIterations.map { FlexFeed.cell($0 % 100) }
        benchmark.startMeasurement()
        for cell in cells {
            cell.calculateLayout(width: 375, height: nil, direction: .ltr)
            blackHole(cell.frame)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("flex feed: build + full layout (per cell)", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let cell = FlexFeed.cell(iteration % 100)
            cell.calculateLayout(width: 375, height: nil, direction: .ltr)
            blackHole(cell.frame)
        }
    }

    Benchmark("flex feed: edit one body (whole tree)", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        // The measure functions of both lengths are made up front: an iteration is the edit and the re-layout.
        let measures = (0..<100).map { cell in
            MeasurePair(short: FlexFeed.measure(characters: FlexFeed.bodyLength(cell)),
                        long: FlexFeed.measure(characters: FlexFeed.bodyLength(cell) + 60))
        }
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let cell = (37 * step) % 100
            let long = (step / 100) % 2 == 0
            bodyNode(root, cell: cell).measure = long ? measures[cell].long : measures[cell].short
            root.calculateLayout(width: 375, height: nil, direction: .ltr)
            step += 1
        }
    }

    // The floor of the one-iteration samples below: a fresh tree, then nothing measured but the harness itself.
    Benchmark("flex feed: harness floor (one iteration per sample)", configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(2))) { benchmark in
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(root.frame) }
    }

    // The first edit after a fresh layout (one per sample): caches cold, nothing saved.
    Benchmark("flex feed: first edit (whole tree)", configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        let measure = FlexFeed.measure(characters: FlexFeed.bodyLength(37) + 60)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            bodyNode(root, cell: 37).measure = measure
            root.calculateLayout(width: 375, height: nil, direction: .ltr)
        }
    }

    // How the cost per node grows with the tree: a fresh column of N four-node rows (built outside the measurement).
    for rows in [10, 1000, 10_000] {
        Benchmark("flex rows: full layout, \(rows) rows (per node)",
                  configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
            let trees = benchmark.scaledIterations.map { _ in FlexFeed.rows(rows) }
            benchmark.startMeasurement()
            for tree in trees {
                tree.calculateLayout(width: 375, height: nil, direction: .ltr)
                blackHole(tree.frame)
            }
            benchmark.stopMeasurement()
        }
    }

    // Steady toggling 375 ↔ 376 (as Yoga's figure, whose measurement cache is warm then):
    // each width's layout was saved, so a toggle restores frames.
    Benchmark("flex feed: width change (whole tree)", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        let root = FlexFeed.makeRoot()
        var width: CGFloat = 375
        for _ in 0..<3 {
            root.calculateLayout(width: width, height: nil, direction: .ltr)
            width = width == 375 ? 376 : 375
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            width = width == 375 ? 376 : 375
            root.calculateLayout(width: width, height: nil, direction: .ltr)
        }
    }

    // A flex guide in a scheme, over nodes (`cglayout-profile flexviews-nodes`): a wrapping row of 10 one-line texts
    // and 10 24 × 24 icons, laid out again with nothing changed. Must allocate nothing.
    Benchmark("flex guide in a scheme over nodes: re-layout, nothing changed", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        let (scheme, card, items) = flexRowScheme()
        scheme.layout(direction: .leftToRight)
        let frames = items.map(\.frame)
        for (index, frame) in frames.enumerated() {
            let inside = frame.minX >= 12 && frame.maxX <= 375 - 12 && frame.minY >= 12 && frame.width > 0
            guard inside, index.isMultiple(of: 2) || frame.size == CGSize(width: 24, height: 24) else {
                fatalError("flex guide in a scheme: item \(index) at \(frame)")
            }
        }
        scheme.layout(direction: .leftToRight)
        guard items.map(\.frame) == frames else { fatalError("flex guide in a scheme: a steady pass moved items") }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scheme.layout(direction: .leftToRight) }
        benchmark.stopMeasurement()
        withExtendedLifetime(card) {}
    }

    // The first width change after a fresh layout: nothing saved for 376 yet, every cell is laid out again.
    Benchmark("flex feed: first width change (whole tree)", configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            root.calculateLayout(width: 376, height: nil, direction: .ltr)
        }
    }
}

/// The row of `cglayout-profile flexviews-nodes`: a 375 × 200 card whose flex guide (a wrapping row, padding 12, gaps 8)
/// holds 10 one-line text nodes and 10 24 × 24 icons, laid out by a scheme of one block; the card (the items' owner,
/// which the caller keeps) and the items in order.
func flexRowScheme() -> (LayoutScheme, LayoutNode, [LayoutNode]) {
    let texts = ["Inbox", "Drafts", "Sent", "Archive", "Spam", "Trash", "Starred", "Important", "Chats", "Scheduled"]
    let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let row = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row).flexWrap(.wrap).padding(12).columnGap(8).rowGap(8).alignItems(.center))
    card.add(layoutGuide: row)
    var items: [LayoutNode] = []
    for index in 0..<20 {
        let node = index.isMultiple(of: 2) ? TextNode(text: texts[index / 2], numberOfLines: 1) : LayoutNode()
        let style = index.isMultiple(of: 2) ? FlexStyle().flexShrink(1) : FlexStyle().width(.point(24)).height(.point(24)).flexShrink(0)
        try! row.addItem(node, style: style)
        items.append(node)
    }
    let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
    return (scheme, card, items)
}
