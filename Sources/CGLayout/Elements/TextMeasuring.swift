import Foundation

/// Measures and wraps text for ``TextNode``.
///
/// Plug in your own measurer for real fonts; the default,
/// ``MonospacedTextMeasurer``, is exact for terminal grids and deterministic
/// everywhere, which makes it the measure of tests and benchmarks.
public protocol TextMeasuring: Sendable {
    /// The size of `text` wrapped at `width`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines shown; 0 means no limit.
    /// - Returns: The widest line's width and the total height.
    func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize
    /// The lines of `text` wrapped at `width`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines shown; 0 means no limit.
    /// - Returns: The lines, in order.
    func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String]
}

/// Every Unicode scalar is `characterWidth` wide and every line `lineHeight`
/// tall; words wrap greedily on spaces, a word longer than a line is broken,
/// and `\n` starts a new line. Runs of spaces count as one separator.
///
/// ```swift
/// let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)
/// measurer.size(of: "poster name 1", fitting: 70, numberOfLines: 0) // (70, 34): "poster" / "name 1"
/// ```
public struct MonospacedTextMeasurer: TextMeasuring, Equatable {
    /// The width of one Unicode scalar.
    public let characterWidth: CGFloat
    /// The height of one line.
    public let lineHeight: CGFloat

    /// Creates a measurer; negative or non-finite values count as 0.
    ///
    /// - Parameters:
    ///   - characterWidth: The width of one Unicode scalar.
    ///   - lineHeight: The height of one line.
    public init(characterWidth: CGFloat = 7, lineHeight: CGFloat = 17) {
        self.characterWidth = characterWidth.finiteLength
        self.lineHeight = lineHeight.finiteLength
    }

    /// The size of `text` wrapped at `width`; computed without allocating.
    public func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        var widest = 0, count = 0
        forEachLine(of: text, width: width, numberOfLines: numberOfLines) { _, _, length in
            widest = max(widest, length)
            count += 1
        }
        return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(count) * lineHeight)
    }

    /// The lines of `text` wrapped at `width`.
    public func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        var result: [String] = []
        let scalars = text.unicodeScalars
        forEachLine(of: text, width: width, numberOfLines: numberOfLines) { start, end, _ in
            result.append(String(String.UnicodeScalarView(scalars[start..<end])))
        }
        return result
    }

    /// Greedy wrapping; calls `body(start, end, length)` for each line, `length` in scalars.
    private func forEachLine(of text: String, width: CGFloat, numberOfLines: Int,
                             _ body: (String.UnicodeScalarView.Index, String.UnicodeScalarView.Index, Int) -> Void) {
        if text.isEmpty { return }
        let perLine: Int
        if width.isFinite, width > 0, characterWidth > 0 {
            perLine = max(1, Int(min((width / characterWidth + 1e-9).rounded(.down), 1e15)))
        } else {
            perLine = .max
        }
        let limit = numberOfLines > 0 ? numberOfLines : .max
        let scalars = text.unicodeScalars
        var emitted = 0
        var lineStart = scalars.startIndex, lineEnd = scalars.startIndex, lineLength = 0
        var index = scalars.startIndex

        func emit(_ start: String.UnicodeScalarView.Index, _ end: String.UnicodeScalarView.Index, _ length: Int) -> Bool {
            guard emitted < limit else { return false }
            body(start, end, length)
            emitted += 1
            return emitted < limit
        }

        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" {
                guard emit(lineStart, lineEnd, lineLength) else { return }
                index = scalars.index(after: index)
                lineStart = index; lineEnd = index; lineLength = 0
                continue
            }
            if scalar == " " { index = scalars.index(after: index); continue }
            // A word: the run of non-separator scalars starting here.
            let wordStart = index
            var wordLength = 0
            while index < scalars.endIndex, scalars[index] != " ", scalars[index] != "\n" {
                index = scalars.index(after: index)
                wordLength += 1
            }
            if lineLength > 0, lineLength + 1 + wordLength <= perLine {
                lineEnd = index
                lineLength += 1 + wordLength
                continue
            }
            if lineLength > 0 { guard emit(lineStart, lineEnd, lineLength) else { return } }
            // Start a new line with the word, breaking it when it is longer than a line.
            var pieceStart = wordStart, remaining = wordLength
            while remaining > perLine {
                let pieceEnd = scalars.index(pieceStart, offsetBy: perLine)
                guard emit(pieceStart, pieceEnd, perLine) else { return }
                pieceStart = pieceEnd
                remaining -= perLine
            }
            lineStart = pieceStart; lineEnd = index; lineLength = remaining
        }
        if lineLength > 0 || scalars.last == "\n" { _ = emit(lineStart, lineEnd, lineLength) }
    }
}
