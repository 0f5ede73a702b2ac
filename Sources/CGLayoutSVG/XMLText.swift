import Foundation

/// Escaping and number spelling for XML (SVG and XHTML) written by hand.
public enum XMLText {
    // A scalar switch like the snippet generator's Swift-literal escaping (`duplicates` lists the pair): other escapes, and a
    // documentation tool cannot depend on the SVG library for a ten-line switch.
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
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
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
