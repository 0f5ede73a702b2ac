import Foundation

/// A window that an app displays on the screen. `@MainActor class NSWindow`.
///
/// Geometry only: a content rect, and a content view resized to fit it, as AppKit does.
@MainActor
open class NSWindow: NSResponder {
    /// Constants that specify the style of a window (the few a test names).
    public struct StyleMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a style mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The window displays none of the usual peripheral elements.
        public static let borderless = StyleMask([])
        /// The window displays a title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// The window displays a close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// The window displays a minimize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// The window can be resized by the user.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// The window's content view fills the window, under its title bar (macOS 10.10).
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    /// Constants that specify how the window device buffers the drawing done in a window.
    public enum BackingStoreType: UInt, Sendable {
        /// The window renders all drawing into a display buffer and then flushes it to the screen.
        case buffered = 2
    }

    private var contentSize: NSSize
    private let styleMask: StyleMask

    /// The height of the title bar a full-size content view lies under (AppKit's standard title bar, 28
    /// points, in the declarations); 0 when the content view starts below the title bar.
    var titlebarHeightOverContent: CGFloat {
        styleMask.contains(.titled) && styleMask.contains(.fullSizeContentView) ? 28 : 0
    }

    /// Initializes the window with the specified values.
    ///
    /// - Parameters:
    ///   - contentRect: Origin and size of the window's content area in screen coordinates.
    ///   - style: The window's style.
    ///   - backingStoreType: Specifies how the drawing done in the window is buffered.
    ///   - flag: Whether the window server defers creating the window device.
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
        contentSize = contentRect.size
        styleMask = style
        super.init()
    }

    /// The window's content view, the highest accessible view object in the window's view hierarchy;
    /// resized to fit the content area.
    open var contentView: NSView? {
        didSet {
            oldValue?.hostingWindow = nil
            guard let view = contentView else { return }
            view.removeFromSuperview()
            view.hostingWindow = self
            view.frame = NSRect(origin: .zero, size: contentSize)
        }
    }

    /// Sets the size of the window's content view to a given size.
    ///
    /// - Parameter size: The new size of the content view.
    open func setContentSize(_ size: NSSize) {
        contentSize = size
        contentView?.frame = NSRect(origin: .zero, size: size)
    }
}
