#if canImport(UIKit)
import CGLayout
@_exported import CGLayoutHosting
@_exported import CGLayoutQuartzCore
import Foundation
import UIKit

/// `UIView` (and so `UILabel`, `UITextView`, `UIButton`, `UIScrollView`, …) as a layout host.
///
/// Views measure themselves with `sizeThatFits(_:)` at the size the layout offers, so a label
/// wraps at the width its block gives it. A scroll view lays its subviews out in its content
/// space (from zero, whatever the content offset) and takes the extent of a
/// ``HostScrollLayoutGuide``'s content as its `contentSize`.
extension UIView: LayoutHost {
    /// The view's frame, bounds, layout direction, margins, safe area, display scale, size
    /// classes and accessibility identifier.
    public var layoutHostState: LayoutHostState {
        let traits = traitCollection, geometry = layoutHostGeometry
        var state = LayoutHostState(
            frame: geometry.frame, bounds: geometry.bounds, contentBounds: geometry.contentBounds,
            direction: LayoutDirection(effectiveUserInterfaceLayoutDirection),
            layoutMargins: EdgeInsets(layoutMargins), safeAreaInsets: EdgeInsets(safeAreaInsets),
            displayScale: traits.displayScale, name: accessibilityIdentifier)
        state.horizontalSizeClass = HostSizeClass(traits.horizontalSizeClass)
        state.verticalSizeClass = HostSizeClass(traits.verticalSizeClass)
        return state
    }

    /// `frame`, `bounds`, and the content space: a scroll view's starts at zero, whatever its offset.
    public var layoutHostGeometry: LayoutHostGeometry {
        let bounds = self.bounds
        return LayoutHostGeometry(frame: frame, bounds: bounds,
                                  contentBounds: self is UIScrollView ? CGRect(origin: .zero, size: bounds.size) : bounds)
    }

    /// The superview.
    public var layoutSuperHost: (any LayoutHost)? { superview }

    /// Sets `frame`.
    public func setLayoutHostFrame(_ frame: CGRect) { self.frame = frame }

    /// Sets `bounds`.
    public func setLayoutHostBounds(_ bounds: CGRect) { self.bounds = bounds }

    /// `sizeThatFits(_:)`: a label's text wrapped at the proposed width, a button's title, a plain
    /// view's present size.
    public func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize { sizeThatFits(proposal) }

    /// `removeFromSuperview()`.
    public func removeFromLayoutSuperHost() { removeFromSuperview() }

    /// A scroll view's `contentSize`; other views have none.
    public func setLayoutHostContentSize(_ size: CGSize) { (self as? UIScrollView)?.contentSize = size }

    /// The view's `layer`, whose element is the view's.
    public var layoutHostLayer: AnyObject? { layer }

    /// `setNeedsLayout()`: UIKit's next layout pass calls `layoutSubviews` (and the controller's
    /// `viewDidLayoutSubviews` for its root view).
    public func setLayoutHostNeedsLayout() { setNeedsLayout() }
}

extension LayoutDirection {
    /// The direction of a view's `effectiveUserInterfaceLayoutDirection`.
    ///
    /// ```swift
    /// scheme.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    /// ```
    ///
    /// - Parameter direction: UIKit's layout direction.
    public init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension HostSizeClass {
    /// UIKit's size class.
    ///
    /// - Parameter sizeClass: A trait collection's size class.
    public init(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: self = .unspecified
        }
    }
}

extension EdgeInsets {
    /// The same insets as UIKit's.
    ///
    /// - Parameter insets: UIKit's insets.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension Inset {
    /// Insets the available space by UIKit's insets (the original README's `Inset(UIEdgeInsets(…))`).
    ///
    /// - Parameter insets: Positive values shrink the space, negative ones grow it.
    public init(_ insets: UIEdgeInsets) { self.init(EdgeInsets(insets)) }
}
#endif
