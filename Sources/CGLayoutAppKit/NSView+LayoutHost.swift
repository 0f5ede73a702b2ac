#if canImport(AppKit)
import AppKit
import CGLayout
@_exported import CGLayoutHosting
@_exported import CGLayoutQuartzCore
import Foundation

/// `NSView` (and so `NSTextField`, `NSButton`, …) as a layout host, in flipped and unflipped
/// superviews alike.
///
/// CGLayout's space has y growing downwards. An unflipped `NSView` (the default) places its
/// subviews with y growing upwards from its bottom edge; the element of such a subview sees its
/// frame reflected top to bottom inside the superview's bounds, and writes it back reflected, so
/// `.top(8)` puts a subview 8 points below the top edge in both kinds of superview. Controls
/// (`NSTextField`, `NSButton`) measure with `sizeThatFits(_:)`; other views measure as their present size.
extension NSView: LayoutHost {
    /// The frame in layout space, the bounds, the safe area insets, the layout direction and the `identifier`.
    ///
    /// `safeAreaInsets` (what the title bar of a full-size content view's window covers, and every
    /// `additionalSafeAreaInsets` on the way) keep their sides: `top` is the visual top edge in AppKit, flipped
    /// or not, and the top edge of CGLayout's top-down space. NSView has no layout margins: they stay zero.
    public var layoutHostState: LayoutHostState {
        let safe = safeAreaInsets
        return LayoutHostState(frame: layoutFrame(from: frame), bounds: bounds, direction: LayoutDirection(userInterfaceLayoutDirection),
                               safeAreaInsets: EdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
                               displayScale: layer?.contentsScale ?? 0, name: identifier?.rawValue)
    }

    /// The frame in layout space and the bounds.
    public var layoutHostGeometry: LayoutHostGeometry { LayoutHostGeometry(frame: layoutFrame(from: frame), bounds: bounds) }

    /// The superview.
    public var layoutSuperHost: (any LayoutHost)? { superview }

    /// Sets `frame`, reflected when the superview is unflipped.
    public func setLayoutHostFrame(_ frame: CGRect) { self.frame = layoutFrame(from: frame) }

    /// Sets `bounds`.
    public func setLayoutHostBounds(_ bounds: CGRect) { self.bounds = bounds }

    /// A control's `sizeThatFits(_:)`; another view's present size.
    public func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize {
        (self as? NSControl)?.sizeThatFits(proposal) ?? bounds.size
    }

    /// `removeFromSuperview()`.
    public func removeFromLayoutSuperHost() { removeFromSuperview() }

    /// The view's layer, when it has one (`wantsLayer`): the layer's element is the view's.
    public var layoutHostLayer: AnyObject? { layer }

    /// `needsLayout = true`: AppKit's next layout pass calls the view's `layout()`.
    public func setLayoutHostNeedsLayout() { needsLayout = true }

    /// `true`: in AppKit a layer places its sublayers with y growing upwards unless its geometry is
    /// flipped (AppKit flips a flipped view's backing layer).
    public var layoutHostLayersCountUpwards: Bool { true }

    /// A frame of the superview's coordinates in layout space, or back (the reflection is its own inverse).
    private func layoutFrame(from frame: CGRect) -> CGRect {
        guard let superview, !superview.isFlipped else { return frame }
        return HostGeometry.reflectedVertically(frame, in: superview.bounds)
    }
}

extension LayoutDirection {
    /// The direction of a view's `userInterfaceLayoutDirection`.
    ///
    /// - Parameter direction: AppKit's layout direction.
    public init(_ direction: NSUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
