import Benchmark
import CGLayout
import CGLayoutGallery
import Foundation

// The benchmarks of issue 5. Every variant is checked against the
// hand-written frames before it is timed (a wrong fast answer is no answer).
// Ratios, not absolute times, are what `./compare` reports: these machines are noisy.

let feedItems = (0..<100).map(FeedItem.init(index:))
let unbounded = CGRect(x: 0, y: 0, width: 375, height: CGFloat.greatestFiniteMagnitude)

/// The hand-written frames of every item, to check the other variants against.
let referenceFrames: [[CGRect]] = {
    let cell = try! FeedCell()
    return feedItems.map { item in
        cell.configure(item)
        cell.layoutByHand(width: 375)
        return cell.elements.map(\.frame)
    }
}()

func check(_ cell: FeedCell, item: Int, _ variant: String) {
    let frames = cell.elements.map(\.frame)
    guard frames == referenceFrames[item] else {
        fatalError("benchmark '\(variant)' gives other frames than hand-written layout for item \(item): \(frames)")
    }
}

// Retain/release counts come from runtime hooks that crash on Linux with Swift 6.3; they are left out.
let metrics: [BenchmarkMetric] = [.wallClock, .instructions, .mallocCountTotal]

/// How much worse than a recorded baseline a benchmark may get before `swift package benchmark baseline check`
/// fails (every configuration made after `defaultConfiguration` is set inherits them): instructions are stable from
/// run to run, so 5 % at the median; wall-clock medians on a shared machine move by up to ±30 % (the cold flex cell),
/// so 35 %; allocations per iteration must not grow by more than 1 (the harness's own allocations, spread over an
/// iteration, round either way).
var regressionThresholds: [BenchmarkMetric: BenchmarkThresholds] {
    [
        .instructions: .init(relative: [.p50: 5]),
        .wallClock: .init(relative: [.p50: 35]),
        .mallocCountTotal: .init(absolute: [.p50: 1]),
    ]
}

let benchmarks: @Sendable () -> Void = {
    // Each sample runs 1000 iterations (`.kilo`), and results are reported per iteration, so the
    // harness's own per-sample work (a few µs and 16 mallocs) does not blur the ratios.
    Benchmark.defaultConfiguration = .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3), thresholds: regressionThresholds)
    solverBenchmarks()
    flexBenchmarks()
    textBenchmarks()
    relationBenchmarks()
    realScreenBenchmarks()

    // 1. The floor: hand-written frame arithmetic on LayoutNodes. One iteration = one cell.
    Benchmark("feed cell: hand-written") { benchmark in
        let cell = try! FeedCell()
        for (index, item) in feedItems.enumerated() { cell.configure(item); cell.layoutByHand(width: 375); check(cell, item: index, "hand-written") }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            cell.configure(feedItems[iteration % 100])
            blackHole(cell.layoutByHand(width: 375))
        }
    }

    // 2. The same cell as a CGLayout scheme.
    Benchmark("feed cell: scheme layout") { benchmark in
        let cell = try! FeedCell()
        for (index, item) in feedItems.enumerated() { cell.configure(item); cell.layoutWithScheme(width: 375); check(cell, item: index, "scheme") }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            cell.configure(feedItems[iteration % 100])
            cell.scheme.layout(in: unbounded, direction: .leftToRight)
        }
    }

    // 3a. Snapshot only (nothing written; the snapshot tree is its own storage).
    Benchmark("feed cell: snapshot") { benchmark in
        let cell = try! FeedCell()
        for (index, item) in feedItems.enumerated() {
            cell.configure(item)
            try! cell.scheme.apply(snapshot: cell.scheme.snapshot(for: unbounded, direction: .leftToRight))
            check(cell, item: index, "snapshot")
        }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            cell.configure(feedItems[iteration % 100])
            blackHole(cell.scheme.snapshot(for: unbounded, direction: .leftToRight))
        }
    }

    // 3b. Snapshot, then apply.
    Benchmark("feed cell: snapshot + apply") { benchmark in
        let cell = try! FeedCell()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            cell.configure(feedItems[iteration % 100])
            try! cell.scheme.apply(snapshot: cell.scheme.snapshot(for: unbounded, direction: .leftToRight))
        }
    }

    // Re-layout of an existing scheme with unchanged data: must allocate nothing.
    Benchmark("feed cell: re-layout, same data") { benchmark in
        let cell = try! FeedCell()
        cell.configure(feedItems[7])
        cell.layoutWithScheme(width: 375)
        check(cell, item: 7, "re-layout")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            cell.scheme.layout(in: unbounded, direction: .leftToRight)
        }
    }

    // 4. Building the cell and its scheme from scratch for every item.
    Benchmark("feed cell: build + layout") { benchmark in
        for iteration in benchmark.scaledIterations {
            let cell = try! FeedCell()
            cell.configure(feedItems[iteration % 100])
            blackHole(cell.layoutWithScheme(width: 375))
        }
    }

    // 5. One layout call per iteration, over 1000 seeded random rects.
    Benchmark("micro layout") { benchmark in
        let rects = seededRects()
        let layout = microLayout
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(layout.layout(rect: CGRect(x: 0, y: 0, width: 10, height: 10), in: rects[iteration % 1000]))
        }
    }

    // 5a. The loop of 5 without the layout call: the harness's own cost per iteration, to subtract.
    Benchmark("micro layout: loop only") { benchmark in
        let rects = seededRects()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(rects[iteration % 1000])
        }
    }

    // 5b. The same with an explicit direction (no read of the global switch).
    Benchmark("micro layout, explicit direction") { benchmark in
        let rects = seededRects()
        let layout = microLayout
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(layout.layout(rect: CGRect(x: 0, y: 0, width: 10, height: 10), in: rects[iteration % 1000],
                                    direction: .leftToRight))
        }
    }

    // 6. Scaling: N sibling blocks, each constrained by the previous one. One iteration = one layout of N blocks.
    for count in [10, 100, 1_000, 10_000] {
        // Small chains run 1000 layouts per sample (as the others); big ones one, reported per layout either way.
        let scaling: BenchmarkScalingFactor = count <= 100 ? .kilo : .one
        Benchmark("chain of \(count) blocks", configuration: .init(metrics: metrics, scalingFactor: scaling, maxDuration: .seconds(3))) { benchmark in
            let (root, scheme) = makeChain(count)
            scheme.layout(direction: .leftToRight)
            guard root.children.last!.frame.minY == CGFloat(count - 1) * 2 else { fatalError("chain of \(count) laid out wrong") }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scheme.layout(direction: .leftToRight)
            }
            benchmark.stopMeasurement()
            withExtendedLifetime(root) {}
        }
    }
}

/// The layout of the micro benchmark (issue 5).
let microLayout = Layout(alignment: .init(horizontal: .left(15), vertical: .center(10)),
                         filling: .init(horizontal: .scaled(1.5), vertical: .boxed(120)))

/// 1000 random rects from a fixed seed: the same on every run.
func seededRects() -> [CGRect] {
    var generator = SplitMix64(seed: 0xC61A_7001)
    return (0..<1000).map { _ in
        CGRect(x: .random(in: -100...100, using: &generator), y: .random(in: -100...100, using: &generator),
               width: .random(in: 0...400, using: &generator), height: .random(in: 0...400, using: &generator))
    }
}

/// `count` nodes, each placed 2 pt below the previous one by a layout constraint.
func makeChain(_ count: Int) -> (LayoutNode, LayoutScheme) {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(count) * 2 + 10))
    var blocks: [any LayoutBlockProtocol] = []
    var previous: LayoutNode?
    for index in 0..<count {
        let node = LayoutNode(name: "n\(index)")
        try! root.addChild(node)
        let constraints = previous.map { [$0.layoutConstraint(for: [.bottom(.limit(on: .outer))])] } ?? []
        blocks.append(node.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 2), constraints: constraints))
        previous = node
    }
    return (root, LayoutScheme(blocks: blocks))
}
