import Foundation

/// One paragraph (text between hard line breaks) shaped once: the advance of every UTF-16
/// offset (a cluster's advance sits at its first unit), where breaking would change the
/// shaping, the UAX #14 break opportunities and the paragraph's direction. Lines are cut
/// from it without shaping again, except at the rare breaks HarfBuzz marks unsafe.
struct ShapedParagraph: Sendable {
    /// The paragraph's text.
    let units: [UInt16]
    /// `prefix[i]`: the advance of units `0..<i`, in font units.
    let prefix: [Double]
    /// Offsets where a line may not start or end without shaping the line again.
    let unsafeBreaks: Set<Int>
    /// Offsets after which a line may break (UAX #14), ascending, ending with `units.count`.
    let breaks: [Int]
    /// Whether the paragraph runs right to left (UAX #9: its first strong character).
    let isRightToLeft: Bool

    /// Shapes `units` with `face`.
    init(units: [UInt16], face: FontFace, icu: ICU) {
        self.units = units
        let count = units.count
        var level: UInt8 = 0
        let runs = Self.runs(units, icu: icu, harfBuzz: face.harfBuzz, paragraphLevel: &level)
        isRightToLeft = level & 1 == 1
        var advances = [Double](repeating: 0, count: count + 1)
        var unsafe = Set<Int>()
        units.withUnsafeBufferPointer { text in
            for run in runs {
                Self.shape(text, run: run, face: face) { cluster, advance, flags in
                    advances[cluster] += advance
                    if flags & HarfBuzz.unsafeToBreak != 0 { unsafe.insert(cluster) }
                }
            }
        }
        var sums = [Double](repeating: 0, count: count + 1)
        for index in 0..<count { sums[index + 1] = sums[index] + advances[index] }
        prefix = sums
        unsafeBreaks = unsafe
        breaks = Self.lineBreaks(units, icu: icu)
    }

    /// A directional run of one script.
    struct Run {
        var start: Int, end: Int, isRightToLeft: Bool, script: UInt32
    }

    /// Bidi runs (UAX #9) split where the script changes (characters of no script join their neighbours).
    static func runs(_ units: [UInt16], icu: ICU, harfBuzz: HarfBuzz, paragraphLevel: inout UInt8) -> [Run] {
        let count = units.count
        guard count > 0 else { return [] }
        var bidiRuns: [(start: Int, end: Int, rtl: Bool)] = []
        units.withUnsafeBufferPointer { text in
            _ = icu.bidiObjects.withObject { bidi in
                var status: Int32 = 0
                icu.functions.ubidi_setPara(bidi, text.baseAddress, Int32(count), ICU.defaultLeftToRight, nil, &status)
                guard status <= 0 else { return }
                paragraphLevel = icu.functions.ubidi_getParaLevel(bidi)
                var position: Int32 = 0
                while Int(position) < count {
                    var limit: Int32 = 0, level: UInt8 = 0
                    icu.functions.ubidi_getLogicalRun(bidi, position, &limit, &level)
                    guard limit > position else { break }
                    bidiRuns.append((Int(position), Int(limit), level & 1 == 1))
                    position = limit
                }
            }
        }
        if bidiRuns.last?.end != count { bidiRuns = [(0, count, false)] }
        let unicodeFunctions = harfBuzz.functions.hb_unicode_funcs_get_default()
        var runs: [Run] = []
        for bidiRun in bidiRuns {
            var start = bidiRun.start, script = HarfBuzz.common
            var index = bidiRun.start
            while index < bidiRun.end {
                var scalar = UInt32(units[index]), width = 1
                if UTF16.isLeadSurrogate(units[index]), index + 1 < bidiRun.end, UTF16.isTrailSurrogate(units[index + 1]) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                    width = 2
                }
                let next = harfBuzz.functions.hb_unicode_script(unicodeFunctions, scalar)
                if next != HarfBuzz.common, next != HarfBuzz.inherited, next != HarfBuzz.unknown {
                    if script == HarfBuzz.common { script = next } else if next != script {
                        runs.append(Run(start: start, end: index, isRightToLeft: bidiRun.rtl, script: script))
                        start = index
                        script = next
                    }
                }
                index += width
            }
            runs.append(Run(start: start, end: bidiRun.end, isRightToLeft: bidiRun.rtl, script: script))
        }
        return runs.flatMap { splitLongMarkSequences($0, units) }
    }

    /// The most combining marks (and joiners, variation selectors) in a row that one shaping call gets.
    static let longestMarkSequence = 64

    /// `run` cut so that no piece holds more than ``longestMarkSequence`` marks in a row. HarfBuzz's work
    /// on a sequence of marks grows with its square (each mark looks back over the others for its base):
    /// one letter with 99,999 combining marks took 40 s to shape. Pieces of marks are shaped with the
    /// text before them as context; their advances (zero for marks in most fonts) are those of the marks.
    /// A cluster this long is never broken into lines, so the pieces change no line break. Runs shorter
    /// than the limit are returned as they are, without looking at their characters.
    private static func splitLongMarkSequences(_ run: Run, _ units: [UInt16]) -> [Run] {
        guard run.end - run.start > longestMarkSequence else { return [run] }
        var pieces: [Run] = []
        var start = run.start, marks = 0, index = run.start
        while index < run.end {
            var scalar = UInt32(units[index]), width = 1
            if UTF16.isLeadSurrogate(units[index]), index + 1 < run.end, UTF16.isTrailSurrogate(units[index + 1]) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                width = 2
            }
            if isMarkLike(scalar) {
                if marks == longestMarkSequence {
                    pieces.append(Run(start: start, end: index, isRightToLeft: run.isRightToLeft, script: run.script))
                    start = index
                    marks = 0
                }
                marks += 1
            } else {
                marks = 0
            }
            index += width
        }
        pieces.append(Run(start: start, end: run.end, isRightToLeft: run.isRightToLeft, script: run.script))
        return pieces
    }

    /// A combining mark, a joiner or a variation selector: what extends a grapheme cluster.
    private static func isMarkLike(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x200C, 0x200D, 0x034F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default:
            guard let value = Unicode.Scalar(scalar) else { return false }
            switch value.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }

    /// Shapes `run` of `text` (the text around it as context) and reports each glyph's cluster, advance and flags.
    static func shape(_ text: UnsafeBufferPointer<UInt16>, run: Run, face: FontFace, _ body: (Int, Double, UInt32) -> Void) {
        let hb = face.harfBuzz
        _ = hb.buffers.withObject { buffer in shape(text, run: run, face: face, buffer: buffer, body) }
    }

    private static func shape(_ text: UnsafeBufferPointer<UInt16>, run: Run, face: FontFace, buffer: HarfBuzz.Pointer,
                              _ body: (Int, Double, UInt32) -> Void) {
        let hb = face.harfBuzz.functions
        hb.hb_buffer_clear_contents(buffer)
        hb.hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(run.start), Int32(run.end - run.start))
        hb.hb_buffer_set_direction(buffer, run.isRightToLeft ? HarfBuzz.rightToLeft : HarfBuzz.leftToRight)
        if run.script != HarfBuzz.common { hb.hb_buffer_set_script(buffer, run.script) }
        hb.hb_buffer_guess_segment_properties(buffer)
        hb.hb_shape(face.font, buffer, nil, 0)
        var length: UInt32 = 0
        guard let rawInfos = hb.hb_buffer_get_glyph_infos(buffer, &length), let rawPositions = hb.hb_buffer_get_glyph_positions(buffer, nil) else { return }
        let infos = rawInfos.assumingMemoryBound(to: HarfBuzz.GlyphInfo.self)
        let positions = rawPositions.assumingMemoryBound(to: HarfBuzz.GlyphPosition.self)
        for index in 0..<Int(length) {
            let cluster = min(max(Int(infos[index].cluster), run.start), max(run.end - 1, run.start))
            body(cluster, Double(positions[index].xAdvance), infos[index].mask)
        }
    }

    /// The advance of `units[range]` shaped alone (as a renderer shapes one line), in font units.
    static func advance(of units: ArraySlice<UInt16>, face: FontFace, icu: ICU) -> Double {
        let line = Array(units)
        var level: UInt8 = 0
        var total = 0.0
        line.withUnsafeBufferPointer { text in
            for run in runs(line, icu: icu, harfBuzz: face.harfBuzz, paragraphLevel: &level) {
                shape(text, run: run, face: face) { _, advance, _ in total += advance }
            }
        }
        return total
    }

    /// The UAX #14 line break opportunities of `units`, as offsets after which a line may end.
    static func lineBreaks(_ units: [UInt16], icu: ICU) -> [Int] {
        let count = units.count
        var result: [Int] = []
        units.withUnsafeBufferPointer { text in
            _ = icu.lineBreakers.withObject { iterator in
                var status: Int32 = 0
                icu.functions.ubrk_setText(iterator, text.baseAddress, Int32(count), &status)
                guard status <= 0 else { return }
                _ = icu.functions.ubrk_first(iterator)
                var next = icu.functions.ubrk_next(iterator)
                while next != ICU.done {
                    if next > 0 { result.append(Int(next)) }
                    next = icu.functions.ubrk_next(iterator)
                }
            }
        }
        if result.last != count { result.append(count) }
        return result
    }
}
