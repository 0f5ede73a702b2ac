import Foundation

/// Escaping and number spelling for XML (SVG and XHTML) written by hand.
public enum XMLText {
    /// The entity each of XML's five special characters is written as. (The snippet generator's Swift-literal
    /// escaping is a table of its own: other escapes, and a build tool that does not depend on this library.)
    private static let entities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]

    /// `text` with `& < > " '` replaced by entities and characters XML 1.0
    /// does not allow (most control characters) replaced by U+FFFD.
    ///
    /// ```swift
    /// XMLText.escaped("a < b & \"c\"") // a &lt; b &amp; &quot;c&quot;
    /// ```
    ///
    /// - Parameter text: Any text.
    /// - Returns: Text safe inside XML elements and attribute values.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = entities[scalar] {
                result += entity
            } else {
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` in a document (tab, line feed, carriage return and most of the rest,
    /// not the other control characters, the surrogates or U+FFFE and U+FFFF).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    /// A short, locale-independent number: `12`, `12.5`, `-0.33` (two decimals at most; non-finite values are `0`).
    ///
    /// - Parameter value: A number.
    /// - Returns: Its spelling.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        // Beyond 2^53 every Double is whole and `* 100` may overflow: spell it as it is (`1e+19`).
        guard abs(value) < 9_007_199_254_740_992 else { return "\(Double(value))" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(Double(rounded))"
    }
}

extension CGFloat {
    var svg: String { XMLText.number(self) }
}
