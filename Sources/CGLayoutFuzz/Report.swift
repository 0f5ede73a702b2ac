import Foundation

/// The summary of one engine's run: cases, rate, and the findings grouped by
/// kind, each group with its first seeds and the command that replays them.
struct Report {
    var result: Driver.Result
    var tolerated: Set<String>

    /// Whether findings of `kind` do not fail the run.
    static func isTolerated(_ kind: String, by tolerated: Set<String>) -> Bool {
        tolerated.contains { kind.hasPrefix($0) }
    }

    var text: String {
        let rate = result.seconds > 0 ? Double(result.cases) / result.seconds : 0
        var lines = ["\(result.engine): \(result.cases) cases in \(String(format: "%.1f", result.seconds)) s "
                     + "(\(Int(rate.rounded())) cases/s), \(result.findings.count) finding(s)"]
        var kinds: [String: [(seed: UInt64, finding: Finding)]] = [:]
        for item in result.findings { kinds[item.finding.kind, default: []].append(item) }
        for (kind, items) in kinds.sorted(by: { $0.value.count > $1.value.count }) {
            let seeds = Set(items.map(\.seed)).count
            let note = Report.isTolerated(kind, by: tolerated) ? " (tolerated)" : ""
            lines.append("  \(kind): \(items.count) in \(seeds) case(s)\(note)")
            var distinct: [UInt64] = []
            for item in items where !distinct.contains(item.seed) && distinct.count < 20 { distinct.append(item.seed) }
            lines.append("    seeds: \(distinct.map(String.init).joined(separator: ", "))\(seeds > distinct.count ? ", …" : "")")
            for item in items.prefix(3) {
                lines.append("    seed \(item.seed): \(item.finding.message.prefix(300))")
                lines.append("      replay: swift run -c release cglayout-fuzz \(result.engine) --show \(item.seed)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// An engine: builds and checks one case from a seed.
struct Engine: Sendable {
    /// The name on the command line.
    var name: String
    /// Runs the case of `seed`, reporting into the log.
    var run: @Sendable (UInt64, CaseLog) -> Void
}
