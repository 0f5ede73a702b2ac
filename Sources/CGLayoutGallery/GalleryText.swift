import CGLayout
import CGLayoutText
import Foundation

/// The font the gallery measures and draws its text in: DejaVu Sans at 15 pt, shaped by HarfBuzz,
/// so the pictures show what a real program draws. Scenes whose numbers must stay reproducible
/// anywhere (the feed cell of the benchmark) keep the monospaced measurer, and say so.
public enum GalleryText {
    /// DejaVu Sans, 15 pt; the monospaced measurer where the font or the text libraries are missing.
    public static let measurer: any TextMeasuring = fontMeasurer ?? MonospacedTextMeasurer()

    /// The font measurer, or `nil` (with ``unavailableReason``) when it could not be made.
    public static let fontMeasurer: FontTextMeasurer? = try? FontTextMeasurer(family: "DejaVu Sans", size: 15)

    /// Why the gallery fell back to the monospaced measurer, or `nil` when it uses the font.
    public static var unavailableReason: String? {
        do { _ = try FontTextMeasurer(family: "DejaVu Sans", size: 15); return nil } catch { return error.description }
    }

    /// A sentence for the page saying how the gallery's text is measured.
    public static var pageNote: String {
        if let reason = unavailableReason {
            return "Text is measured with the monospaced measurer (7 × 17 pt per character): the real font could not be used (\(reason))."
        }
        return "Text is measured and drawn in DejaVu Sans at 15 pt, shaped by HarfBuzz and broken into lines at Unicode line break opportunities; every line is drawn where it was measured."
    }

    /// A text node measured in the gallery's font.
    static func label(_ text: String, numberOfLines: Int = 0, name: String) -> TextNode {
        TextNode(text: text, numberOfLines: numberOfLines, measurer: measurer, name: name)
    }
}
