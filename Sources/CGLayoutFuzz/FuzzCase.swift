import BaseTestSupport
import CGLayoutGallery
import Foundation

/// One problem a case found: a short kind (to count and group by) and a message.
struct Finding: Sendable {
    /// What went wrong, in a few words (`invalid frame written`, `trap`, …).
    var kind: String
    /// The details, on one line.
    var message: String
}

/// What one case records: the findings and, when shown, the script of the
/// calls it made (Swift that reproduces the case, step by step).
final class CaseLog {
    /// Print each step as it is made (a trap then shows the steps that led to it).
    let echo: Bool
    private(set) var findings: [Finding] = []
    /// Findings past this many in one case are counted, not kept.
    let limit = 8
    private(set) var dropped = 0

    /// The case uses extreme values (its findings' kinds say so).
    var extreme = false

    init(echo: Bool) { self.echo = echo }

    /// Records one step of the script; the text is built only when shown.
    func step(_ code: @autoclosure () -> String) {
        guard echo else { return }
        print(code())
        fflush(nil)
    }

    /// Records a finding.
    func fail(_ kind: String, _ message: @autoclosure () -> String) {
        guard findings.count < limit else { dropped += 1; return }
        let text = message().replacingOccurrences(of: "\n", with: " ⏎ ")
        let kind = extreme ? kind + " (extreme input)" : kind
        findings.append(Finding(kind: kind, message: text))
        if echo { print("// FINDING [\(kind)] \(text)"); fflush(nil) }
    }
}

/// The log of the case running in this process; watched elements report into it.
/// A child process runs one case at a time on its main thread.
nonisolated(unsafe) var currentLog: CaseLog?

/// A seeded source of the values a case is built from. Ordinary cases use
/// the numbers of real screens; wild cases mix in NaN, infinities, huge,
/// tiny and negative values.
struct Fuzz: RandomNumberGenerator {
    private var generator: SplitMix64
    /// Whether this case uses extreme values.
    let wild: Bool

    init(seed: UInt64, wildShare: Double = 0.25) {
        generator = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D ^ 0x5EED)
        var probe = generator
        wild = Double(probe.next() >> 11) / Double(1 << 53) < wildShare
        generator = probe
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    /// One of `values`.
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    static let extremes: [CGFloat] = [
        .nan, .infinity, -.infinity, 1e19, -1e19, 9.3e18, 1e308, -1e308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, -0.0, 1e15, -1e6, 4e18, 1e200,
    ]

    /// A value for a value that should be in `ordinary`; in wild cases, sometimes extreme.
    mutating func value(_ ordinary: ClosedRange<Int>, extreme: Double = 0.2) -> CGFloat {
        if wild && chance(extreme) { return pick(Fuzz.extremes) }
        let whole = CGFloat(int(ordinary))
        return chance(0.2) ? whole + CGFloat(int(0...3)) / 4 : whole
    }
    /// A length (0…400 in ordinary cases).
    mutating func length() -> CGFloat { value(0...400) }
    /// An offset (−40…40).
    mutating func offset() -> CGFloat { value(-40...40) }
    /// A multiplier (0…1 in quarters; wild: anything).
    mutating func scale() -> CGFloat {
        if wild && chance(0.2) { return pick(Fuzz.extremes) }
        return CGFloat(int(0...4)) / 4
    }
}

/// Swift source for a number (`.nan`, `-.infinity`, `1e+19`, `12.5`).
func literal(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return value == 0 && value.sign == .minus ? "-0.0" : String(Int(value)) }
    return "\(Double(value))"
}

/// Swift source for a rect.
func literal(_ rect: CGRect) -> String {
    "CGRect(x: \(literal(rect.minXRaw)), y: \(literal(rect.origin.y)), width: \(literal(rect.size.width)), height: \(literal(rect.size.height)))"
}

extension CGRect {
    /// The origin's x as stored (`minX` standardizes negative widths).
    var minXRaw: CGFloat { origin.x }
    /// Equal, NaN matching NaN (a frame the fuzzer set and nothing wrote).
    func same(as other: CGRect) -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(origin.x, other.origin.x) && same(origin.y, other.origin.y)
            && same(size.width, other.size.width) && same(size.height, other.size.height)
    }
    /// A rect as `(x, y, w, h)` with every digit (to compare frames in messages).
    var exact: String { "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))" }
}

/// Swift source for a `Double`.
func literal(_ value: Double) -> String { literal(CGFloat(value)) }
