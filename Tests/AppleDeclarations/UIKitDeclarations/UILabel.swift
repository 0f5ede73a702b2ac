import CGLayout
import Foundation

// Text here is measured by the monospaced stand-in CGLayout's `TextNode` uses by default, scaled to
// the font: each character 7/17 of the point size wide, each line the point size tall (7 and 17
// points in the 17-point system font, a label's default). UIKit measures in the font itself.

/// An object that provides access to font data (size only). `class UIFont`: not main-actor isolated.
open class UIFont {
    /// The receiver's point size, or the effective vertical point size for a font with a nonstandard matrix.
    public let pointSize: CGFloat

    init(size: CGFloat) { pointSize = size }

    /// Returns the font object for standard interface items in the specified size.
    ///
    /// - Parameter fontSize: The size (in points) to which the font is scaled.
    /// - Returns: A font object of the specified size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

    /// The height, in points, of text lines.
    open var lineHeight: CGFloat { pointSize }

    /// The text measurer with this font's metrics.
    var measurer: MonospacedTextMeasurer { MonospacedTextMeasurer(characterWidth: pointSize * 7 / 17, lineHeight: lineHeight) }
}

/// A view that displays one or more lines of informational text. `@MainActor class UILabel`.
@MainActor
open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String?
    /// The font of the text (the 17-point system font by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The maximum number of lines for rendering text (1 by default; 0 for no limit).
    open var numberOfLines = 1

    /// The text's size: on one line for a single-line label, wrapped at `size.width` otherwise.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitIsolation.check()
        let width = numberOfLines == 1 ? 0 : size.width
        return (font ?? UIFont.systemFont(ofSize: 17)).measurer.size(of: text ?? "", fitting: width, numberOfLines: numberOfLines)
    }
}

/// A scrollable, multiline text region. `@MainActor class UITextView`.
@MainActor
open class UITextView: UIScrollView {
    /// The text that the text view displays.
    open var text: String! = ""
    /// The font of the text.
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    /// The inset of the text container's layout area within the text view's content area (8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// The proposed width (a text view fills it) and the height of the text wrapped inside the insets
    /// and the line fragment padding (5 points each side).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitIsolation.check()
        let inset = textContainerInset, padding: CGFloat = 10
        let measurer = (font ?? UIFont.systemFont(ofSize: 17)).measurer
        let available = size.width > 0 && size.width.isFinite ? max(0, size.width - inset.left - inset.right - padding) : 0
        let text = measurer.size(of: self.text ?? "", fitting: available, numberOfLines: 0)
        let width = available > 0 ? size.width : text.width + inset.left + inset.right + padding
        return CGSize(width: width, height: max(text.height, measurer.lineHeight) + inset.top + inset.bottom)
    }
}

/// A control that executes your custom code in response to user interactions. `@MainActor class UIButton`.
@MainActor
open class UIButton: UIView {
    /// Constants that specify the type of button.
    public enum ButtonType: Int, Sendable {
        /// No button style.
        case custom = 0
        /// A system style button.
        case system = 1
    }

    private var titles: [UInt: String] = [:]
    /// A view that displays the value of the `currentTitle` property for a button.
    public let titleLabel: UILabel? = UILabel()

    /// Creates a new button with the specified button type.
    ///
    /// - Parameter buttonType: The button type.
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    /// Sets the title to use for the specified state.
    ///
    /// - Parameters:
    ///   - title: The title to use for the specified state.
    ///   - state: The state that uses the specified title.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// Returns the title associated with the specified state.
    ///
    /// - Parameter state: The state that uses the title.
    /// - Returns: The title for the specified state.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title's size on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitIsolation.check()
        return titleLabel?.sizeThatFits(.zero) ?? .zero
    }
}

/// The base class for controls (its `State` only).
@MainActor
open class UIControl: UIView {
    /// Constants describing the state of a control.
    public struct State: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a state.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal, or default, state of a control.
        public static let normal = State([])
        /// Highlighted state of a control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled state of a control.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected state of a control.
        public static let selected = State(rawValue: 1 << 2)
    }
}
