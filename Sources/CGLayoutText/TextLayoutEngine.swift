import Foundation

/// One line cut from a paragraph: UTF-16 offsets of its visible text (trailing white space excluded) and its width.
struct LineSpan: Sendable {
    var paragraph: Int, start: Int, end: Int
    var width: CGFloat
    var isRightToLeft: Bool
}

/// The lines of one text at one width, and their bounding size.
struct TextLayout: Sendable {
    var lines: [LineSpan]
    var size: CGSize
}

/// The shared part of a ``FontTextMeasurer``: the face, the metrics and the caches. One per
/// measurer value (copies share it); safe from many threads (caches behind a lock, shaping outside it).
final class TextLayoutEngine: @unchecked Sendable {
    let face: FontFace
    let icu: ICU
    /// The face's line height, baseline and scale at the measurer's size.
    let metrics: LineMetrics
    let breaksLongWords: Bool

    /// Cached shapings and layouts are dropped all at once past these counts (a bound on memory, not an LRU).
    static let paragraphCapacity = 4096, layoutCapacity = 16384

    private struct LayoutKey: Hashable {
        var text: TextKey, width: CGFloat, numberOfLines: Int
    }
    private let lock = NSLock()
    private var paragraphs: [TextKey: [ShapedParagraph]] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]
    private var counters = FontTextMeasurer.Statistics()

    init(face: FontFace, icu: ICU, size: CGFloat, lineHeight: CGFloat?, breaksLongWords: Bool) {
        (self.face, self.icu, self.breaksLongWords) = (face, icu, breaksLongWords)
        metrics = LineMetrics(face: face, size: size, lineHeight: lineHeight)
    }

    var statistics: FontTextMeasurer.Statistics { lock.withLock { counters } }

    /// The lines of `text` at `width` (≤ 0 or not finite: unbounded), at most `numberOfLines` (0: all).
    func layout(_ text: String, width: CGFloat, numberOfLines: Int) -> TextLayout {
        let available = width.isFinite && width > 0 ? width : .infinity
        let key = LayoutKey(text: TextKey(text), width: available, numberOfLines: max(0, numberOfLines))
        if let cached: TextLayout = lock.withLock({
            counters.requests += 1
            let hit = layouts[key]
            if hit != nil { counters.cacheHits += 1 }
            return hit
        }) { return cached }
        let shaped = paragraphs(of: text)
        let limit = numberOfLines > 0 ? numberOfLines : .max
        var lines: [LineSpan] = []
        for (index, paragraph) in shaped.enumerated() where lines.count < limit {
            breakLines(paragraph, index: index, available: available, limit: limit, into: &lines)
        }
        let widest = lines.reduce(0) { max($0, $1.width) }
        let result = TextLayout(lines: lines, size: CGSize(width: widest, height: CGFloat(lines.count) * metrics.lineHeight))
        lock.withLock {
            if layouts.count >= Self.layoutCapacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = result
        }
        return result
    }

    /// The texts of `lines` of `text`, its paragraphs looked up once (a lookup per line hashed the
    /// whole text again for every line: 100,000 characters of short lines took seconds).
    func texts(of lines: [LineSpan], in text: String) -> [String] {
        let paragraphs = paragraphs(of: text)
        return lines.map { String(decoding: paragraphs[$0.paragraph].units[$0.start..<$0.end], as: UTF16.self) }
    }

    /// The shaped paragraphs of `text` (split at hard line breaks), shaped once and cached.
    func paragraphs(of text: String) -> [ShapedParagraph] {
        let key = TextKey(text)
        if let cached = lock.withLock({ paragraphs[key] }) { return cached }
        let shaped = Self.split(text).map { ShapedParagraph(units: $0, face: face, icu: icu) }
        lock.withLock {
            counters.paragraphsShaped += shaped.count
            if paragraphs.count >= Self.paragraphCapacity { paragraphs.removeAll(keepingCapacity: true) }
            paragraphs[key] = shaped
        }
        return shaped
    }

    /// `text` as UTF-16 paragraphs, split at mandatory breaks (UAX #14 class BK, CR, LF, NL; CR LF is one break).
    /// Empty text has no paragraph; text ending in a break has an empty last one.
    static func split(_ text: String) -> [[UInt16]] {
        guard !text.isEmpty else { return [] }
        var result: [[UInt16]] = [], current: [UInt16] = []
        var previousWasCR = false
        for unit in text.utf16 {
            if unit == 0x0A, previousWasCR { previousWasCR = false; continue }
            previousWasCR = unit == 0x0D
            switch unit {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(current)
                current = []
            default:
                current.append(unit)
            }
        }
        result.append(current)
        return result
    }

    /// The advance of units `start..<end` of `paragraph` in points: cut from the paragraph's shaping,
    /// or shaped alone where HarfBuzz says a break there changes the glyphs.
    ///
    /// With `fitting`, a width that cut from the paragraph is more than ``reshapingMargin`` wider than
    /// `fitting` is returned as it is, without shaping the span alone: shaping again changes only the
    /// glyphs at the span's two ends, never by that much, and a line breaker asking whether the rest of
    /// a 100,000-letter Arabic word fits then does not shape all of it again for every line (27 s before).
    func advance(_ paragraph: ShapedParagraph, _ start: Int, _ end: Int, fitting available: CGFloat = .infinity) -> CGFloat {
        guard end > start else { return 0 }
        let cut = CGFloat((paragraph.prefix[end] - paragraph.prefix[start]) * metrics.scale)
        let whole = start == 0 && end == paragraph.units.count
        if !whole, cut <= available + reshapingMargin,
           paragraph.unsafeBreaks.contains(start) || (end < paragraph.units.count && paragraph.unsafeBreaks.contains(end)) {
            return CGFloat(ShapedParagraph.advance(of: paragraph.units[start..<end], face: face, icu: icu) * metrics.scale)
        }
        return cut
    }

    /// How much narrower than its width cut from the paragraph a span may come out shaped alone (4 em):
    /// beyond that it is not shaped again to tell whether it fits.
    var reshapingMargin: CGFloat { 4 * metrics.size }

    /// Where the visible text of `start..<end` ends: spaces and tabs at the end of a line hang.
    private static func visibleEnd(_ units: [UInt16], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, units[end - 1] == 0x20 || units[end - 1] == 0x09 { end -= 1 }
        return end
    }

    /// Greedy line breaking at the paragraph's break opportunities (as browsers and TextKit do);
    /// a word wider than the line is broken between grapheme clusters when `breaksLongWords`.
    private func breakLines(_ paragraph: ShapedParagraph, index: Int, available: CGFloat, limit: Int, into lines: inout [LineSpan]) {
        let units = paragraph.units, count = units.count
        func emit(_ start: Int, _ end: Int) {
            let visible = Self.visibleEnd(units, start, end)
            lines.append(LineSpan(paragraph: index, start: start, end: visible, width: advance(paragraph, start, visible),
                                  isRightToLeft: paragraph.isRightToLeft))
        }
        guard count > 0 else { lines.append(LineSpan(paragraph: index, start: 0, end: 0, width: 0, isRightToLeft: false)); return }
        if available == .infinity { emit(0, count); return }
        let tolerance: CGFloat = 1e-4
        var lineStart = 0, next = 0
        while lineStart < count, lines.count < limit {
            while next < paragraph.breaks.count, paragraph.breaks[next] <= lineStart { next += 1 }
            var best: Int?
            while next < paragraph.breaks.count {
                let candidate = paragraph.breaks[next]
                let width = advance(paragraph, lineStart, Self.visibleEnd(units, lineStart, candidate), fitting: available + tolerance)
                guard width <= available + tolerance else { break }
                best = candidate
                next += 1
            }
            if let best {
                emit(lineStart, best)
                lineStart = best
                continue
            }
            let overflowing = next < paragraph.breaks.count ? paragraph.breaks[next] : count
            let end = breaksLongWords ? graphemeFit(paragraph, lineStart, overflowing, available + tolerance) : overflowing
            emit(lineStart, end)
            lineStart = end
        }
    }

    /// The end of the most grapheme clusters of `start..<end` that fit `available` (at least one).
    ///
    /// Reads the word through a window that starts at 64 units and doubles while everything in it fits,
    /// so the work is proportional to what fits on the line (and to the one cluster that is wider than
    /// it), not to the rest of the word: a 100,000-letter word breaks into lines in linear time.
    private func graphemeFit(_ paragraph: ShapedParagraph, _ start: Int, _ end: Int, _ available: CGFloat) -> Int {
        var window = 64
        while true {
            let limit = min(end, start + window)
            let part = String(decoding: paragraph.units[start..<limit], as: UTF16.self)
            var offset = start, best = start, overflowed = false
            for character in part {
                offset += character.utf16.count
                // The window may end inside a cluster: its last character is whole only at the word's end.
                if offset == limit, limit < end { break }
                if best > start, advance(paragraph, start, offset, fitting: available) > available { overflowed = true; break }
                best = offset
            }
            if overflowed || limit == end { return max(best, min(start + 1, end)) }
            window *= 2
        }
    }
}
