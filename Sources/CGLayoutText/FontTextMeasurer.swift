import CGLayout
import Foundation

/// Measures text with a real font: shaped by HarfBuzz (kerning, ligatures, Arabic joining, marks;
/// each run's direction from the text, UAX #9), broken into lines at Unicode line break
/// opportunities (UAX #14, by ICU), `\n` kept, `numberOfLines` honoured.
///
/// ```swift
/// let measurer = try FontTextMeasurer(family: "DejaVu Sans", size: 17)
/// // (≈ 113, 20)
/// measurer.size(of: "Ada Lovelace", fitting: .infinity, numberOfLines: 1)
/// let label = TextNode(text: "Ada Lovelace", measurer: measurer)
/// ```
///
/// Widths are the shaped advance widths (white space where a line wraps hangs and is not counted);
/// the line height is the font's (ascent + descent + line gap, each rounded to whole points, as
/// browsers compute `line-height: normal`) unless given. A word wider than the line is broken between
/// grapheme clusters, as UIKit labels do, unless `breaksLongWords` is `false` (then it overflows, as CSS does).
///
/// Values are `Sendable` and safe to use from many tasks at once. Copies share one cache: the
/// same string measured twice at the same width costs a dictionary lookup, and the same string
/// at another width reuses its shaping. The system libraries are loaded at run time (see
/// ``FontTextError/libraryUnavailable(library:reason:)``); text the font does not cover is
/// measured with its fallback glyph (`.notdef`), never substituted from another font.
public struct FontTextMeasurer: TextLineMeasuring, Hashable {
    /// The font file measured with.
    public let fontFile: String
    /// The font size in points.
    public var size: CGFloat { engine.metrics.size }
    /// The height of one line.
    public var lineHeight: CGFloat { engine.metrics.lineHeight }
    /// The baseline's offset from the top of a line.
    public var baselineOffset: CGFloat { engine.metrics.baseline }
    /// Whether a word wider than the line is broken between grapheme clusters (otherwise it overflows).
    public var breaksLongWords: Bool { engine.breaksLongWords }
    /// The family, size, weight and style, as a renderer names the font.
    public let fontDescription: TextFontDescription?
    let engine: TextLayoutEngine

    /// A measurer for the font in `fontFile`.
    ///
    /// - Parameters:
    ///   - fontFile: An OpenType or TrueType file (`.ttf`, `.otf`, `.ttc`).
    ///   - size: The font size in points; finite and positive.
    ///   - lineHeight: The height of a line; the font's own when `nil`.
    ///   - faceIndex: The face in a collection (`.ttc`); 0 by default (the only face of other files).
    ///   - family: The family name renderers draw with; the file's name without its extension when `nil`.
    ///   - breaksLongWords: Whether words wider than the line are broken; yes by default.
    /// - Throws: ``FontTextError`` naming the file, the size, the line height or the missing library;
    ///   ``FontTextError/faceIndexOutOfRange(path:index:faceCount:)`` when the file has no face `faceIndex`.
    public init(fontFile: String, size: CGFloat, lineHeight: CGFloat? = nil, faceIndex: Int = 0,
                family: String? = nil, breaksLongWords: Bool = true) throws(FontTextError) {
        try self.init(fontFile: fontFile, size: size, lineHeight: lineHeight, faceIndex: faceIndex,
                      description: TextFontDescription(family: family ?? Self.familyName(fromFile: fontFile), size: size),
                      breaksLongWords: breaksLongWords)
    }

    /// A measurer for the installed font the system (fontconfig) picks for `family`.
    ///
    /// `family` may carry fontconfig's style suffixes (`"DejaVu Sans:bold"`) or be a generic
    /// family (`"sans-serif"`, `"serif"`, `"monospace"`).
    ///
    /// - Parameters:
    ///   - family: The family name.
    ///   - size: The font size in points; finite and positive.
    ///   - lineHeight: The height of a line; the font's own when `nil`.
    ///   - breaksLongWords: Whether words wider than the line are broken; yes by default.
    /// - Throws: ``FontTextError/unknownFamily(_:)`` when no installed font has the family, and the errors of ``init(fontFile:size:lineHeight:faceIndex:family:breaksLongWords:)``.
    public init(family: String, size: CGFloat, lineHeight: CGFloat? = nil, breaksLongWords: Bool = true) throws(FontTextError) {
        try Self.validate(size: size, lineHeight: lineHeight)
        let fontconfig = try Fontconfig.shared.get()
        let requested = family.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard !requested.isEmpty, let match = fontconfig.match(family) else { throw .unknownFamily(family) }
        // fontconfig always answers with some font; a family no installed font has is an error, not a substitute.
        let isGeneric = Fontconfig.genericFamilies.contains(requested.lowercased())
        guard isGeneric || match.families.contains(where: { $0.caseInsensitiveCompare(requested) == .orderedSame }) else {
            throw .unknownFamily(requested)
        }
        let description = TextFontDescription(family: match.families.first ?? requested, size: size,
                                              weight: Self.cssWeight(fontconfig: match.weight), isItalic: match.slant >= 100)
        try self.init(fontFile: match.file, size: size, lineHeight: lineHeight, faceIndex: Int(match.index),
                      description: description, breaksLongWords: breaksLongWords)
    }

    private init(fontFile: String, size: CGFloat, lineHeight: CGFloat?, faceIndex: Int, description: TextFontDescription,
                 breaksLongWords: Bool) throws(FontTextError) {
        try Self.validate(size: size, lineHeight: lineHeight)
        let icu = try ICU.shared.get()
        let face = try FontFace.shared(path: fontFile, index: faceIndex)
        self.fontFile = fontFile
        fontDescription = description
        engine = TextLayoutEngine(face: face, icu: icu, size: size, lineHeight: lineHeight, breaksLongWords: breaksLongWords)
    }

    private static func validate(size: CGFloat, lineHeight: CGFloat?) throws(FontTextError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        if let lineHeight, !(lineHeight.isFinite && lineHeight > 0) { throw .invalidLineHeight(lineHeight) }
    }

    /// The size of `text` wrapped at `width`: the widest line's advance and the lines' total height.
    ///
    /// - Parameters:
    ///   - text: The text; empty text measures `.zero`.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded (one line per paragraph).
    ///   - numberOfLines: The most lines; 0 (or less) means no limit.
    /// - Returns: The size.
    public func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        engine.layout(text, width: width, numberOfLines: numberOfLines).size
    }

    /// The lines of `text` wrapped at `width`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines; 0 (or less) means no limit.
    /// - Returns: The lines' texts, without the white space they wrapped at.
    public func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        engine.texts(of: engine.layout(text, width: width, numberOfLines: numberOfLines).lines, in: text)
    }

    /// The lines of `text` wrapped at `width`, with widths, positions and directions.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines; 0 (or less) means no limit.
    /// - Returns: The lines, top to bottom.
    public func measuredLines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [MeasuredTextLine] {
        let lines = engine.layout(text, width: width, numberOfLines: numberOfLines).lines
        return zip(lines, engine.texts(of: lines, in: text)).enumerated().map { index, line in
            let top = CGFloat(index) * engine.metrics.lineHeight
            return MeasuredTextLine(text: line.1, width: line.0.width, top: top,
                                    height: engine.metrics.lineHeight, baseline: top + engine.metrics.baseline, isRightToLeft: line.0.isRightToLeft)
        }
    }

    /// The shaped advance width of `text` on one line (hard line breaks start new lines: the widest is returned).
    ///
    /// - Parameter text: The text.
    /// - Returns: Its advance width in points.
    public func advance(of text: String) -> CGFloat {
        size(of: text, fitting: .infinity, numberOfLines: 0).width
    }

    /// Counters of the shared cache, for benchmarks and tests.
    public struct Statistics: Sendable, Equatable {
        /// Calls that asked for the lines of a text at a width (`size`, `lines`, `measuredLines`).
        public var requests = 0
        /// Of those, the ones answered from the cache.
        public var cacheHits = 0
        /// Paragraphs shaped with HarfBuzz.
        public var paragraphsShaped = 0
    }

    /// The counters of this measurer's cache (shared by its copies).
    public var statistics: Statistics { engine.statistics }

    /// Two measurers are equal when they share their font, size and cache (copies of one measurer).
    public static func == (lhs: FontTextMeasurer, rhs: FontTextMeasurer) -> Bool { lhs.engine === rhs.engine }

    /// Hashes the shared engine's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(engine)) }

    static func familyName(fromFile path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// fontconfig's weight scale (80 regular, 200 bold) to CSS's (400, 700).
    static func cssWeight(fontconfig weight: Int32) -> Int {
        let table: [(Int32, Int)] = [(0, 100), (40, 200), (50, 300), (80, 400), (100, 500), (180, 600), (200, 700), (205, 800), (210, 900)]
        return table.min { abs($0.0 - weight) < abs($1.0 - weight) }?.1 ?? 400
    }
}
