import Benchmark
import CGLayout
import CGLayoutFlex
import CGLayoutGallery
import Foundation

// The settings list of the real-screens suite in each system, at 10, 100, 400 and
// 1,000 rows: a full layout (a screen built beforehand, laid out for the first
// time), one title change, a width change (375 ↔ 376) and a re-layout with
// nothing changed. `./compare` divides by the row count. Before timing, each
// screen is checked against the flexbox screen's frames (the tests check every
// system against the design by arithmetic).
//
// The flex guide's targets: a title change in a 400-row list ≤ 0.1 of a fresh
// screen's layout, and ≤ 2× the same edit on a bare `FlexNode` tree of that shape.

enum SettingsSystem: String, CaseIterable {
    case rect, flex, simple, relations

    func make(rows count: Int) -> any RealScreen {
        let content = SettingsRow.repeated(count)
        let size = CGSize(width: 375, height: CGFloat(count) * 60)
        switch self {
        case .rect: return try! SettingsListRectScheme(content: content, size: size)
        case .flex: return try! SettingsListFlex(content: content, size: size)
        case .simple: return try! SettingsListSimpleEngine(content: content, size: size)
        case .relations: return try! SettingsListRelations(content: content, size: size)
        }
    }
}

/// Checks a screen against the flexbox screen (which the tests check against the design).
func checkSettings(_ screen: any RealScreen, rows: Int, _ name: String) {
    let reference = SettingsSystem.flex.make(rows: rows)
    reference.block.layout(direction: .leftToRight)
    let frames = screen.absoluteFrames
    for (node, frame) in reference.absoluteFrames where frames[node] != frame {
        fatalError("benchmark '\(name)': \(node) is \(frames[node] ?? .null), the flexbox screen gives \(frame)")
    }
}

/// Two titles, so that every edit changes the text (the second one wraps at 375).
let editedTitles = ["Wireless networks", "Wireless networks and personal hotspots nearby, with their passwords"]

let realScreenBenchmarks: @Sendable () -> Void = {
    for count in [10, 100, 400, 1000] {
        // Steady passes run 1,000 to a sample (the harness's own per-sample work is then negligible);
        // a full layout of a large screen is one per sample (the screens are built beforehand).
        let configuration = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))
        let fullConfiguration = Benchmark.Configuration(metrics: metrics, scalingFactor: count <= 10 ? .kilo : .one, maxDuration: .seconds(3))
        for system in SettingsSystem.allCases {
            let prefix = "settings \(system.rawValue) \(count)"

            // Screens built (and freed) outside the measurement: each iteration lays out a fresh screen once.
            Benchmark("\(prefix): full layout", configuration: fullConfiguration) { benchmark in
                let check = system.make(rows: count)
                check.block.layout(direction: .leftToRight)
                checkSettings(check, rows: count, "\(prefix): full layout")
                let screens = benchmark.scaledIterations.map { _ in system.make(rows: count) }
                benchmark.startMeasurement()
                for screen in screens { screen.block.layout(direction: .leftToRight) }
                benchmark.stopMeasurement()
            }

            Benchmark("\(prefix): title change", configuration: configuration) { benchmark in
                let screen = system.make(rows: count)
                let block = screen.block
                block.layout(direction: .leftToRight)
                var step = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let row = (37 * step) % count
                    screen.titles[row].text = editedTitles[(step / count) % 2]
                    block.layout(direction: .leftToRight)
                    step += 1
                }
            }

            Benchmark("\(prefix): width change", configuration: configuration) { benchmark in
                let screen = system.make(rows: count)
                let block = screen.block
                var width: CGFloat = 375
                for _ in 0..<3 {
                    screen.root.frame.size.width = width
                    block.layout(direction: .leftToRight)
                    width = width == 375 ? 376 : 375
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    width = width == 375 ? 376 : 375
                    screen.root.frame.size.width = width
                    block.layout(direction: .leftToRight)
                }
            }

            Benchmark("\(prefix): re-layout, nothing changed", configuration: configuration) { benchmark in
                let screen = system.make(rows: count)
                let block = screen.block
                block.layout(direction: .leftToRight)
                block.layout(direction: .leftToRight)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { block.layout(direction: .leftToRight) }
            }
        }
    }

    // The same title change on a bare FlexNode tree of the flex screen's shape.
    Benchmark("settings bare flex tree 400: title change", configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        let tree = SettingsListBareFlexTree(rows: 400)
        tree.root.calculateLayout(width: 375, height: tree.height, direction: .ltr)
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let row = (37 * step) % 400
            tree.texts[row].text = editedTitles[(step / 400) % 2]
            tree.titles[row].markDirty()
            tree.root.calculateLayout(width: 375, height: tree.height, direction: .ltr)
            step += 1
        }
    }
}
