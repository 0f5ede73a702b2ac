import CGLayout
import CGLayoutText
import Foundation

/// The fonts the text tests use: DejaVu, installed on every machine of this kind (Debian's fonts-dejavu-core).
enum TestFonts {
    static let regularFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// DejaVu Sans at 17 pt, looked up by family.
    static func sans(_ size: CGFloat = 17, lineHeight: CGFloat? = nil, breaksLongWords: Bool = true) throws -> FontTextMeasurer {
        try FontTextMeasurer(family: "DejaVu Sans", size: size, lineHeight: lineHeight, breaksLongWords: breaksLongWords)
    }
    /// A scratch file with `bytes`.
    static func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-text-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url.path
    }
}
