import CGLayout
import CGLayoutText
import Foundation

/// Text measurers: the monospaced measurer always, the font measurer when the
/// system's text libraries and DejaVu Sans are present. Sizes are finite and
/// never negative, at most `numberOfLines` lines, and a width that fits the
/// natural size gives that size.
enum TextCase {
    static let engine = Engine(name: "text") { seed, log in run(seed: seed, log: log) }

    /// The font measurer, or nil when the libraries or the font are missing.
    nonisolated(unsafe) static var font: FontTextMeasurer?? = nil

    static func fontMeasurer() -> FontTextMeasurer? {
        if let font { return font }
        let made = try? FontTextMeasurer(family: "DejaVu Sans", size: 17)
        font = .some(made)
        return made
    }

    static let pieces = ["a", "word", " ", "  ", "\n", "\t", "supercalifragilistic", "é", "مرحبا", "שלום", "👩‍👩‍👧", "中文字",
                         "-", "—", "fi", "\u{200B}", "\u{0301}", ".", "Ada Lovelace", "\r\n", "1234567890"]

    static func run(seed: UInt64, log: CaseLog) {
        var fuzz = Fuzz(seed: seed)
        log.extreme = fuzz.wild
        let text = fuzz.chance(longShare) ? longText(&fuzz) : (0..<fuzz.int(0...12)).map { _ in fuzz.pick(pieces) }.joined()
        let width = fuzz.value(0...300, extreme: 0.3), lines = fuzz.pick([0, 0, 1, 2, 3, -1])
        var measurers: [(code: String, measurer: any TextMeasuring)] = []
        let characterWidth = fuzz.value(4...10, extreme: 0.2), lineHeight = fuzz.value(10...24, extreme: 0.2)
        measurers.append(("MonospacedTextMeasurer(characterWidth: \(literal(characterWidth)), lineHeight: \(literal(lineHeight)))",
                          MonospacedTextMeasurer(characterWidth: characterWidth, lineHeight: lineHeight)))
        if fuzz.chance(0.3), let font = fontMeasurer() { measurers.append(("try FontTextMeasurer(family: \"DejaVu Sans\", size: 17)", font)) }
        for (code, measurer) in measurers {
            log.step("let size = \(code).size(of: \(text.debugDescription), fitting: \(literal(width)), numberOfLines: \(lines))")
            let size = measurer.size(of: text, fitting: width, numberOfLines: lines)
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                log.fail("text size not finite", "\(code): \(size) for \(text.debugDescription) in \(width)")
            }
            let wrapped = measurer.lines(of: text, fitting: width, numberOfLines: lines)
            if lines > 0 && wrapped.count > lines {
                log.fail("text too many lines", "\(code): \(wrapped.count) lines where at most \(lines) for \(text.debugDescription)")
            }
            let natural = measurer.size(of: text, fitting: .infinity, numberOfLines: lines)
            if natural.width.isFinite, natural.width > 0, natural.width < .greatestFiniteMagnitude {   // not saturated
                let again = measurer.size(of: text, fitting: natural.width, numberOfLines: lines)
                if again != natural {
                    log.fail("text natural width does not fit", "\(code): natural \(natural), at that width \(again) for \(text.debugDescription)")
                }
            }
            let node = WatchedText(text: text, numberOfLines: lines, measurer: measurer, name: "label")
            let fitting = node.sizeThatFits(CGSize(width: width, height: fuzz.length()))
            if !(fitting.width.isFinite && fitting.height.isFinite && fitting.width >= 0 && fitting.height >= 0) {
                log.fail("text size not finite", "TextNode.sizeThatFits: \(fitting)")
            }
        }
    }
}
