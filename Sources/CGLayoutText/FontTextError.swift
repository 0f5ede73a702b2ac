import Foundation

/// Why a ``FontTextMeasurer`` could not be made. Each case names the culprit.
public enum FontTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system library the measurer needs could not be loaded (e.g. `libharfbuzz.so.0` is not installed).
    case libraryUnavailable(library: String, reason: String)
    /// A system library was loaded but lacks a function the measurer calls (a version too old).
    case symbolMissing(library: String, symbol: String)
    /// The font file does not exist or cannot be read.
    case fontFileUnreadable(path: String)
    /// The file was read but holds no usable font (not OpenType/TrueType, or no glyphs).
    case fontFileCorrupt(path: String)
    /// The file has no face `index`: it holds `faceCount` faces (a collection, `.ttc`, may hold several;
    /// other files hold one, face 0).
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// No installed font has this family.
    case unknownFamily(String)
    /// The font size is NaN, infinite, zero or negative.
    case invalidSize(CGFloat)
    /// The line height is NaN, infinite, zero or negative.
    case invalidLineHeight(CGFloat)

    /// A sentence naming the culprit.
    public var description: String {
        switch self {
        case let .libraryUnavailable(library, reason): return "the system library \(library) could not be loaded: \(reason)"
        case let .symbolMissing(library, symbol): return "the system library \(library) has no function \(symbol) (too old?)"
        case let .fontFileUnreadable(path): return "the font file \(path) does not exist or cannot be read"
        case let .fontFileCorrupt(path): return "the file \(path) holds no usable font"
        case let .faceIndexOutOfRange(path, index, count):
            return "the font file \(path) has no face \(index): it holds \(count) face\(count == 1 ? "" : "s") (0…\(count - 1))"
        case let .unknownFamily(family): return "no installed font has the family \"\(family)\""
        case let .invalidSize(size): return "the font size \(size) is not a finite positive number"
        case let .invalidLineHeight(height): return "the line height \(height) is not a finite positive number"
        }
    }
}
