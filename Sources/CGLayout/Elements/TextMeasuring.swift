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
/// // (42, 34): "poster" / "name 1", as wide as the wider line
/// measurer.size(of: "poster name 1", fitting: 70, numberOfLines: 0)
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
        var text = text
        text.withUTF8 { bytes in
            forEachLine(in: bytes, width: width, numberOfLines: numberOfLines) { _, _, length in
                widest = max(widest, length)
                count += 1
            }
        }
        // Huge character sizes saturate at the largest finite size instead of overflowing.
        return CGSize(width: (CGFloat(widest) * characterWidth).saturatedLength, height: (CGFloat(count) * lineHeight).saturatedLength)
    }

    /// The lines of `text` wrapped at `width`.
    public func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { bytes in
            forEachLine(in: bytes, width: width, numberOfLines: numberOfLines) { start, end, _ in
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
        }
        return result
    }

    /// Greedy wrapping over UTF-8 bytes; calls `body(start, end, length)` for
    /// each line with byte offsets and the length in Unicode scalars. Spaces
    /// and newlines are ASCII, so they never occur inside a multi-byte scalar.
    private func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, width: CGFloat, numberOfLines: Int,
                             _ body: (Int, Int, Int) -> Void) {
        let count = bytes.count
        if count == 0 { return }
        let perLine: Int
        if width.isFinite, width > 0, characterWidth > 0 {
            perLine = max(1, Int(min((width / characterWidth + 1e-9).rounded(.down), 1e15)))
        } else {
            perLine = .max
        }
        let limit = numberOfLines > 0 ? numberOfLines : .max
        let space: UInt8 = 0x20, newline: UInt8 = 0x0A
        @inline(__always) func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
        var emitted = 0
        var lineStart = 0, lineEnd = 0, lineLength = 0
        var index = 0

        @inline(__always) func emit(_ start: Int, _ end: Int, _ length: Int) -> Bool {
            guard emitted < limit else { return false }
            body(start, end, length)
            emitted += 1
            return emitted < limit
        }

        while index < count {
            let byte = bytes[index]
            if byte == newline {
                guard emit(lineStart, lineEnd, lineLength) else { return }
                index += 1
                lineStart = index; lineEnd = index; lineLength = 0
                continue
            }
            if byte == space { index += 1; continue }
            // A word: the run of non-separator bytes starting here.
            let wordStart = index
            var wordLength = 0
            while index < count, bytes[index] != space, bytes[index] != newline {
                if startsScalar(bytes[index]) { wordLength += 1 }
                index += 1
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
                var pieceEnd = pieceStart
                for _ in 0..<perLine {
                    pieceEnd += 1   // past the scalar's first byte, then its continuation bytes
                    while pieceEnd < index, !startsScalar(bytes[pieceEnd]) { pieceEnd += 1 }
                }
                guard emit(pieceStart, pieceEnd, perLine) else { return }
                pieceStart = pieceEnd
                remaining -= perLine
            }
            lineStart = pieceStart; lineEnd = index; lineLength = remaining
        }
        if lineLength > 0 || bytes[count - 1] == newline { _ = emit(lineStart, lineEnd, lineLength) }
    }
}
