import CGLayout
import Foundation

// Text is measured by the monospaced stand-in of CGLayout's `TextNode`, scaled to the font (each
// character 7/17 of the point size wide, each line the point size tall). AppKit measures in the font.

/// The representation of a font in an app (size only). `class NSFont`: not main-actor isolated.
open class NSFont {
    /// The point size of the font.
    public let pointSize: CGFloat
    init(size: CGFloat) { pointSize = size }

    /// Returns the standard system font with the specified size.
    ///
    /// - Parameter fontSize: The size of the font in points.
    /// - Returns: A font object of the specified size.
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(size: fontSize) }

    var measurer: MonospacedTextMeasurer { MonospacedTextMeasurer(characterWidth: pointSize * 7 / 17, lineHeight: pointSize) }
}

/// A specialized view, such as a button or text field, that notifies your app of relevant events
/// using the target-action design pattern. `@MainActor class NSControl`.
@MainActor
open class NSControl: NSView {
    /// The value of the receiver's cell as a string object.
    open var stringValue: String = ""
    /// The font used to draw text in the receiver's cell (the 13-point system font by default).
    open var font: NSFont? = NSFont.systemFont(ofSize: 13)

    /// Asks the control to calculate and return the size that best fits the specified size
    /// (by default its intrinsic content size).
    ///
    /// - Parameter size: The size for which the control should calculate its best-fitting size.
    /// - Returns: A new size that fits the receiver's subviews.
    open func sizeThatFits(_ size: NSSize) -> NSSize {
        AppKitIsolation.check()
        return intrinsicContentSize
    }
}

/// Text the user can select or edit. `@MainActor class NSTextField`.
@MainActor
open class NSTextField: NSControl {
    private var wraps = false
    /// The maximum width of the text field's intrinsic content size.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The maximum number of lines a wrapping text field displays before clipping or truncating the text (0: no limit).
    open var maximumNumberOfLines = 0

    /// Initializes a text field for use as a static label that uses the system default font, doesn't wrap, and doesn't have selectable text.
    ///
    /// - Parameter stringValue: A string to use as the content of the label.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    /// Initializes a text field for use as a multiline static label with selectable text that uses the system default font.
    ///
    /// - Parameter stringValue: A string to use as the content of the label.
    public convenience init(wrappingLabelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        wraps = true
    }

    /// The text on one line, or wrapped at `preferredMaxLayoutWidth` for a wrapping label.
    open override var intrinsicContentSize: NSSize {
        measure(width: wraps ? preferredMaxLayoutWidth : 0)
    }

    /// The text wrapped at `size.width` for a wrapping label; on one line otherwise.
    open override func sizeThatFits(_ size: NSSize) -> NSSize {
        AppKitIsolation.check()
        return measure(width: wraps ? size.width : 0)
    }

    private func measure(width: CGFloat) -> NSSize {
        (font ?? NSFont.systemFont(ofSize: 13)).measurer.size(of: stringValue, fitting: width, numberOfLines: wraps ? maximumNumberOfLines : 1)
    }
}
