import Benchmark
import CGLayout
import CGLayoutGallery
import CGLayoutRelations
import Foundation

// The settings list laid out by Auto Layout-style relations (`SettingsList` in the gallery: a row per
// setting, icon, wrapping title, switch), at 10, 100 and 1,000 rows: a full layout (a fresh
// `RelationLayout` over a built tree), a re-layout after one title change, a width change and a steady
// re-layout. `./compare` divides by the rows laid out: the cost per row should not grow with the list.

// Side by side with kiwi (the C++ Cassowary solver), built from its source outside the repository and
// driven by hand over the same list (`Benchmarks/README.md` has the figures; `cglayout-profile
// relations-timed-title|relations-timed-full ROWS REPEATS` is this side of the run). The peer's workloads,
// in our words:
// - kiwi (a), one solver for the whole list, as Auto Layout does: per row the 18 relations of
//   `SettingsList` in the screen's space (row tops chained 1 pt apart), each title's intrinsic width and
//   height as edit variables (strength 999 × strong) bound by `title.width <= / >= intrinsic width` at 250
//   / 750 and the same for heights; a layout suggests every title's one-line width, updates, measures each
//   title at its solved width (7 × 17 pt monospaced, greedy wrap), suggests the heights and updates again
//   until the widths stop moving; a title change suggests that title's sizes and updates the solver.
// - kiwi (b), one solver per row: the same relations in the row's own space (the row's top at 0); rows
//   are stacked by hand (each row's top is the previous row's bottom + 1); a title change re-measures and
//   re-solves its row's solver only, then moves the rows below by the change of its height, by hand.
// Both check the frames against this list (the last row's top, 54,794 pt at 1,000 rows after one change).

let relationRowCounts = [10, 100, 1000]
/// Rows laid out per iteration of the full-layout benchmarks (`./compare` divides by it).
let relationRowsPerIteration = 1000

/// Checks the list against its design's invariants before it is timed.
func checkSettingsList(_ list: SettingsList, width: CGFloat) {
    var top: CGFloat = 0
    for (index, row) in list.rows.enumerated() {
        let rowFrame = row.row.frame, title = row.title.frame
        let lines = (title.height / 17).rounded()
        guard rowFrame.minY == top, rowFrame.width == width, rowFrame.height == max(44, title.height + 24), lines >= 1,
              title.width == width - 135, row.icon.frame.size == CGSize(width: 28, height: 28),
              row.toggle.frame.size == CGSize(width: 51, height: 31) else {
            fatalError("relations benchmark: row \(index) is not the design: \(rowFrame) \(title)")
        }
        top = rowFrame.maxY + 1
    }
    guard list.relations.issues.isEmpty else { fatalError("relations benchmark: \(list.relations.issues)") }
}

let relationBenchmarks: @Sendable () -> Void = {
    for rows in relationRowCounts {
        // Many iterations per sample for small lists, one for the largest (its iteration dwarfs the harness).
        let scaling: BenchmarkScalingFactor = rows >= 1000 ? .one : .kilo
        let incremental = Benchmark.Configuration(metrics: metrics, scalingFactor: scaling, maxDuration: .seconds(3))

        // A fresh RelationLayout over an already built tree and relations: reading the relations, building
        // the solvers, measuring and solving everything. Every iteration lays out 1,000 rows (100 fresh layouts
        // of 10 rows, 10 of 100, one of 1,000), so samples of every size last as long: on a machine shared
        // with other processes a long sample is interrupted and a short one mostly not, and the ratio per row
        // would compare the load instead of the layout.
        Benchmark("relations settings: full layout, \(rows) rows",
                  configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
            let list = try! SettingsList(rows: rows, width: 375)
            let relations = list.relations.activeConstraints
            list.relations.layout(direction: .leftToRight)
            checkSettingsList(list, width: 375)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<(relationRowsPerIteration / rows) {
                    let fresh = RelationLayout(container: list.screen)
                    fresh.activate(relations)
                    fresh.layout(direction: .leftToRight)
                    blackHole(fresh)
                }
            }
        }

        // One title in the middle of the list changes (its height with it), then the list is laid out again.
        Benchmark("relations settings: title change, \(rows) rows", configuration: incremental) { benchmark in
            let list = try! SettingsList(rows: rows, width: 375)
            let title = list.rows[rows / 2].title
            let texts = ["Wi-Fi", "Show notifications from every app, grouped by app, with previews when unlocked"]
            list.relations.layout(direction: .leftToRight)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                title.text = texts[iteration % 2]
                list.relations.layout(direction: .leftToRight)
            }
            benchmark.stopMeasurement()
            checkSettingsList(list, width: 375)
        }

        // The screen's width toggles between 375 and 768 (every title re-wraps).
        Benchmark("relations settings: width change, \(rows) rows", configuration: incremental) { benchmark in
            let list = try! SettingsList(rows: rows, width: 375)
            list.relations.layout(direction: .leftToRight)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                list.screen.frame.size.width = iteration % 2 == 0 ? 768 : 375
                list.relations.layout(direction: .leftToRight)
            }
            benchmark.stopMeasurement()
            list.relations.layout(direction: .leftToRight)
            checkSettingsList(list, width: list.screen.frame.width)
        }

        // Nothing changed: the pass must allocate nothing.
        Benchmark("relations settings: steady re-layout, \(rows) rows", configuration: incremental) { benchmark in
            let list = try! SettingsList(rows: rows, width: 375)
            list.relations.layout(direction: .leftToRight)
            list.relations.layout(direction: .leftToRight)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { list.relations.layout(direction: .leftToRight) }
        }
    }
}
