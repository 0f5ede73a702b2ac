@testable import CGLayoutFlex
import Foundation
import Testing

@Suite("Flexbox conformance (browser fixtures)")
struct FlexConformanceTests {
    /// Shared cases where the engine keeps its own answer, one per line: `name: reason`. Each reason is
    /// tested (`FlexKeptCasesTests`), and each case must still differ from the browser (else it is listed as passing).
    static func kept() throws -> [String: String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("conformance-kept.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        var kept: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { kept[String(parts[0]).trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return kept
    }

    /// Runs one case (LTR then RTL on the same tree, on the case's pixel grid); returns the first
    /// frame further than `tolerance` from the browser's, or `nil`.
    static func run(_ fixture: FlexFixtures.Case, tolerance: CGFloat = 1e-4) throws -> String? {
        let root = try FlexFixtures.node(fixture.root)
        root.pointScaleFactor = fixture.pointScaleFactor
        for pass in fixture.passes {
            root.calculateLayout(width: nil, height: nil, direction: pass.direction)
            for (node, expected) in zip(root.preorder, pass.nodes) {
                let frame = node.frame
                let close = abs(frame.minX - expected.frame.minX) <= tolerance && abs(frame.minY - expected.frame.minY) <= tolerance
                    && abs(frame.width - expected.frame.width) <= tolerance && abs(frame.height - expected.frame.height) <= tolerance
                if !close { return "\(pass.direction) \(expected.name): \(frame) expected \(expected.frame)" }
            }
        }
        return nil
    }

    @Test("The repository's own cases (every property and keyword, both directions), as headless Chromium laid them out")
    func ownCases() throws {
        let cases = try FlexFixtures.load(FlexFixtures.ownFolder, prefix: "flex-cases")
        #expect(cases.count >= 400)
        var passed = 0
        for fixture in cases {
            // Chromium lays out in 1/64 of a pixel: its frames are within that of the exact ones, a few steps after sums.
            let failure = try Self.run(fixture, tolerance: 0.05)
            #expect(failure == nil, "\(fixture.category)/\(fixture.name): \(failure ?? "")")
            if failure == nil { passed += 1 }
        }
        print("flex conformance, the repository's own cases: \(passed)/\(cases.count)")
    }

    @Test("The shared set: every case passes in LTR and RTL, but the kept ones, each for its tested reason",
          .enabled(if: FlexFixtures.sharedIsChecked, FlexFixtures.sharedSkipReason))
    func sharedCases() throws {
        guard case .required(let folder) = FlexFixtures.sharedLocation else { return }
        try #require(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.json").path),
                     "the shared fixtures are not in \(folder.path): set CGLAYOUT_SHARED_FIXTURES to their folder, or to skip")
        let cases = try FlexFixtures.load(folder, prefix: "YG")
        let kept = try Self.kept()
        var passed: [String: Int] = [:], total: [String: Int] = [:]
        var keptPassing: [String] = []
        for fixture in cases {
            total[fixture.category, default: 0] += 1
            let failure = try Self.run(fixture)
            if failure == nil { passed[fixture.category, default: 0] += 1 }
            if kept[fixture.name] != nil {
                if failure == nil { keptPassing.append(fixture.name) }
                continue
            }
            #expect(failure == nil, "\(fixture.category)/\(fixture.name): \(failure ?? "")")
        }
        let summary = total.keys.sorted().map { "\($0) \(passed[$0, default: 0])/\(total[$0]!)" }.joined(separator: ", ")
        print("flex conformance, the shared set: \(passed.values.reduce(0, +))/\(cases.count) (\(kept.count) kept) — \(summary)")
        #expect(keptPassing.isEmpty, "now passing, remove from conformance-kept.txt: \(keptPassing.joined(separator: ", "))")
        #expect(Set(kept.keys).isSubset(of: cases.map(\.name)), "conformance-kept.txt names a case the set does not have")
        #expect(cases.count == 410)
    }
}

@Suite("Flexbox fixture debugging")
struct FlexFixtureDebugging {
    /// `CGLAYOUT_FLEX_CASE=name swift test --filter FlexFixtureDebugging` prints one case's frames beside the expected ones.
    @Test("Print one case", .enabled(if: ProcessInfo.processInfo.environment["CGLAYOUT_FLEX_CASE"] != nil))
    func printCase() throws {
        let name = ProcessInfo.processInfo.environment["CGLAYOUT_FLEX_CASE"]!
        var all = try FlexFixtures.load(FlexFixtures.ownFolder, prefix: "flex-cases")
        if case .required(let folder) = FlexFixtures.sharedLocation { all += try FlexFixtures.load(folder, prefix: "YG") }
        let fixture = try #require(all.first { $0.name == name })
        let root = try FlexFixtures.node(fixture.root)
        root.pointScaleFactor = fixture.pointScaleFactor
        print((try? JSONSerialization.data(withJSONObject: fixture.root, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "")
        for pass in fixture.passes {
            root.calculateLayout(width: nil, height: nil, direction: pass.direction)
            for (node, expected) in zip(root.preorder, pass.nodes) {
                let f = node.frame, e = expected.frame
                let mark = f == e ? " " : "✗"
                print("\(mark) \(pass.direction) \(expected.name): got (\(f.minX), \(f.minY), \(f.width), \(f.height)) expected (\(e.minX), \(e.minY), \(e.width), \(e.height))")
            }
        }
    }

    /// `CGLAYOUT_FLEX_DUMP=file CGLAYOUT_FLEX_SCALE=2 swift test --filter FlexFixtureDebugging` writes every case's frames
    /// (both sets, LTR then RTL, at that pixel scale) as plain lines, `C name`, `D ltr`, `name left top width height`:
    /// the format of a side-by-side comparison with another engine on the same cases.
    @Test("Dump every case's frames", .enabled(if: ProcessInfo.processInfo.environment["CGLAYOUT_FLEX_DUMP"] != nil))
    func dumpFrames() throws {
        let environment = ProcessInfo.processInfo.environment
        let scale = CGFloat(Double(environment["CGLAYOUT_FLEX_SCALE"] ?? "1") ?? 1)
        var all = try FlexFixtures.load(FlexFixtures.ownFolder, prefix: "flex-cases")
        if case .required(let folder) = FlexFixtures.sharedLocation { all += try FlexFixtures.load(folder, prefix: "YG") }
        var lines: [String] = []
        for fixture in all {
            let root = try FlexFixtures.node(fixture.root)
            root.pointScaleFactor = scale
            lines.append("C \(fixture.name)")
            for direction in [FlexDirection.Inline.ltr, .rtl] {
                root.calculateLayout(width: nil, height: nil, direction: direction)
                lines.append("D \(direction)")
                for node in root.preorder {
                    let f = node.frame
                    lines.append("\(node.name ?? "?") \(f.minX) \(f.minY) \(f.width) \(f.height)")
                }
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: environment["CGLAYOUT_FLEX_DUMP"]!, atomically: true, encoding: .utf8)
    }
}
