import Benchmark
import CGLayout
import CGLayoutFlex
import CGLayoutGallery
import CGLayoutText
import Foundation

// The feed cell and the flex feed with text measured in a real font (DejaVu Sans 15 pt, shaped by
// HarfBuzz): hand-written frames vs the rect scheme vs the flex engine. "Warm" variants cycle through
// the 100 reference items, whose strings the measurer has cached (a list scrolling through known rows);
// "new texts" variants give every iteration strings never measured before, so each one is shaped.
// Measure calls and cache figures per cell are counted in a setup pass and reported as custom metrics.

let fontMeasurer = try! FontTextMeasurer(family: "DejaVu Sans", size: 15)
let measureCalls = BenchmarkMetric.custom("measure calls per cell", useScalingFactor: false)
let cacheHits = BenchmarkMetric.custom("font cache hits per cell (%)", useScalingFactor: false)
let textMetrics = metrics + [measureCalls, cacheHits]

/// Items whose strings no other iteration has used (a process-wide counter).
nonisolated(unsafe) var freshItemIndex = 1_000_000
func freshItem() -> FeedItem {
    freshItemIndex += 1
    return FeedItem(index: freshItemIndex)
}

/// Counts the measure calls and cache hits of `cells` runs of `body`, and records them per cell.
func recordTextFigures(_ benchmark: Benchmark, cells: Int, _ body: (any TextMeasuring) -> Void) {
    let counting = CountingTextMeasurer(fontMeasurer)
    let before = fontMeasurer.statistics
    body(counting)
    let after = fontMeasurer.statistics
    benchmark.measurement(measureCalls, counting.calls / cells)
    let requests = after.requests - before.requests
    benchmark.measurement(cacheHits, requests == 0 ? 0 : 100 * (after.cacheHits - before.cacheHits) / requests)
}

let textBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: textMetrics, scalingFactor: .kilo, maxDuration: .seconds(3))

    for (label, useScheme) in [("hand-written", false), ("scheme", true)] {
        Benchmark("text feed cell: \(label), warm", configuration: configuration) { benchmark in
            let cell = try! FeedCell()
            // The scheme and the hand-written frames agree; then the variant's measure calls over the 100 items.
            cell.setMeasurer(fontMeasurer)
            for item in feedItems {
                cell.configure(item)
                let height = cell.layoutWithScheme(width: 375)
                let frames = cell.elements.map(\.frame)
                guard cell.layoutByHand(width: 375) == height, cell.elements.map(\.frame) == frames else {
                    fatalError("text feed cell: scheme and hand-written frames differ for \(item)")
                }
            }
            recordTextFigures(benchmark, cells: 100) { measurer in
                cell.setMeasurer(measurer)
                for item in feedItems {
                    cell.configure(item)
                    blackHole(useScheme ? cell.layoutWithScheme(width: 375) : cell.layoutByHand(width: 375))
                }
            }
            cell.setMeasurer(fontMeasurer)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                cell.configure(feedItems[iteration % 100])
                blackHole(useScheme ? cell.layoutWithScheme(width: 375) : cell.layoutByHand(width: 375))
            }
        }

        Benchmark("text feed cell: \(label), new texts", configuration: configuration) { benchmark in
            let cell = try! FeedCell()
            recordTextFigures(benchmark, cells: 100) { measurer in
                cell.setMeasurer(measurer)
                for _ in 0..<100 {
                    cell.configure(freshItem())
                    blackHole(useScheme ? cell.layoutWithScheme(width: 375) : cell.layoutByHand(width: 375))
                }
            }
            cell.setMeasurer(fontMeasurer)
            let items = benchmark.scaledIterations.map { _ in freshItem() }
            benchmark.startMeasurement()
            for item in items {
                cell.configure(item)
                blackHole(useScheme ? cell.layoutWithScheme(width: 375) : cell.layoutByHand(width: 375))
            }
        }
    }

    // The flex feed's cells with words in the font (a fresh tree per iteration, built outside the measurement).
    Benchmark("text flex feed: full layout (per cell), warm", configuration: configuration) { benchmark in
        recordTextFigures(benchmark, cells: 100) { measurer in
            for index in 0..<100 { FlexFeed.cell(index, measurer: measurer).calculateLayout(width: 375, height: nil, direction: .ltr) }
        }
        let cells = benchmark.scaledIterations.map { FlexFeed.cell($0 % 100, measurer: fontMeasurer) }
        benchmark.startMeasurement()
        for cell in cells {
            cell.calculateLayout(width: 375, height: nil, direction: .ltr)
            blackHole(cell.frame)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("text flex feed: width change (whole tree)", configuration: .init(metrics: textMetrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
        let root = FlexNode(style: FlexStyle(), children: (0..<100).map { FlexFeed.cell($0, measurer: fontMeasurer) })
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        var widths = [320.0, 375.0, 414.0, 360.0].makeIterator()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let width = CGFloat(widths.next() ?? { widths = [320.0, 375.0, 414.0, 360.0].makeIterator(); return widths.next()! }())
            root.calculateLayout(width: width, height: nil, direction: .ltr)
            blackHole(root.frame)
        }
    }
}
