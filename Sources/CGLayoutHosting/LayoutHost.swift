import CGLayout
import Foundation

/// An object on screen that CGLayout lays out through a ``HostElement``: a view or a layer.
///
/// Hosts belong to the main actor: every requirement is main-actor isolated, so the compiler
/// lets only main-actor code read or move a host. `UIView`, `NSView` and `CALayer` conform in
/// the `CGLayoutUIKit`, `CGLayoutAppKit` and `CGLayoutQuartzCore` products; any other tree of
/// main-actor objects (a game's sprites, a custom renderer) conforms the same way.
///
/// A host answers in *layout space*: origin at the top left, y growing downwards, frames in the
/// super host's layout space. A host whose own coordinates differ (an unflipped `NSView`)
/// converts in its conformance.
///
/// ```swift
/// @MainActor final class Sprite: LayoutHost {
///     var frame = CGRect.zero, parent: Sprite?
///     var layoutHostState: LayoutHostState { LayoutHostState(frame: frame, bounds: CGRect(origin: .zero, size: frame.size)) }
///     var layoutSuperHost: (any LayoutHost)? { parent }
///     func setLayoutHostFrame(_ frame: CGRect) { self.frame = frame }
///     func setLayoutHostBounds(_ bounds: CGRect) { frame.size = bounds.size }
///     func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize { frame.size }
///     func removeFromLayoutSuperHost() { parent = nil }
/// }
/// ```
@MainActor
public protocol LayoutHost: AnyObject {
    /// Everything the host's element reads in one value: frame, bounds, the space for children,
    /// reading direction, margins, traits and a debug name.
    var layoutHostState: LayoutHostState { get }
    /// The host's geometry alone — frame, bounds, the space for children — which a pass reads many
    /// times: by default from ``layoutHostState``; adapters read just these.
    var layoutHostGeometry: LayoutHostGeometry { get }
    /// The host that contains this one (a superview, a superlayer), or `nil` for a root.
    var layoutSuperHost: (any LayoutHost)? { get }
    /// Moves and resizes the host.
    ///
    /// - Parameter frame: The new frame, in the super host's layout space.
    func setLayoutHostFrame(_ frame: CGRect)
    /// Changes the host's bounds (its size and the origin of its own space).
    ///
    /// - Parameter bounds: The new bounds, in layout space.
    func setLayoutHostBounds(_ bounds: CGRect)
    /// The size that best fits `proposal`: `sizeThatFits(_:)` for views.
    ///
    /// - Parameter proposal: The size the layout offers.
    /// - Returns: The host's fitting size.
    func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize
    /// Removes the host from its super host.
    func removeFromLayoutSuperHost()
    /// Tells a scrolling host the size of the content laid out in it (a scroll view's `contentSize`).
    ///
    /// - Parameter size: The extent of the content.
    func setLayoutHostContentSize(_ size: CGSize)
    /// The host that stands for this one in layout, or `nil` for itself: a view for the layer
    /// that backs it, so the layer and its view are one element.
    var layoutRepresentingHost: (any LayoutHost)? { get }
    /// The layer that backs this host (a view's `layer`), if any.
    var layoutHostLayer: AnyObject? { get }
    /// Marks the host as needing to lay out its children at its next layout pass (a view's
    /// `setNeedsLayout()`, so its `layoutSubviews` — or its controller's `viewDidLayoutSubviews` —
    /// runs the scheme again). An element asks its super host when a frame it was given came from
    /// a size that no longer holds.
    func setLayoutHostNeedsLayout()
    /// Whether the layers this host backs place their sublayers with y growing upwards unless their
    /// geometry is flipped: `true` for AppKit's views (Core Animation's default on macOS).
    var layoutHostLayersCountUpwards: Bool { get }
}

extension LayoutHost {
    /// Default: the geometry of ``layoutHostState``.
    public var layoutHostGeometry: LayoutHostGeometry { layoutHostState.geometry }
    /// Default: nothing scrolls.
    public func setLayoutHostContentSize(_ size: CGSize) {}
    /// Default: the host stands for itself.
    public var layoutRepresentingHost: (any LayoutHost)? { nil }
    /// Default: no backing layer.
    public var layoutHostLayer: AnyObject? { nil }
    /// Default: no layout pass to ask for.
    public func setLayoutHostNeedsLayout() {}
    /// Default: layers count y downwards (UIKit's and Core Animation's on iOS, tvOS and visionOS).
    public var layoutHostLayersCountUpwards: Bool { false }
}

/// A host's frame, bounds and space for children, in layout space: what a pass reads of it.
public struct LayoutHostGeometry: Sendable, Equatable {
    /// The frame in the super host's layout space.
    public var frame: CGRect
    /// The host's own space: the origin of its coordinates (a scroll offset) and its size.
    public var bounds: CGRect
    /// The space children are laid out in; the bounds unless the host scrolls its content.
    public var contentBounds: CGRect

    /// Creates a geometry.
    ///
    /// - Parameters:
    ///   - frame: The frame in the super host's layout space.
    ///   - bounds: The host's own space.
    ///   - contentBounds: The space for children; the bounds when `nil`.
    public init(frame: CGRect, bounds: CGRect, contentBounds: CGRect? = nil) {
        self.frame = frame
        self.bounds = bounds
        self.contentBounds = contentBounds ?? bounds
    }
}

/// What a ``HostElement`` reads from its host at one moment, on the main actor: a `Sendable`
/// value, which is all a snapshot in another task sees of the host.
public struct LayoutHostState: Sendable, Equatable {
    /// The frame in the super host's layout space.
    public var frame: CGRect
    /// The host's own space: the origin of its coordinates (a scroll offset) and its size.
    public var bounds: CGRect
    /// The space children are laid out in (the element's `layoutBounds`): the bounds, or a
    /// scroll view's content space, which starts at zero whatever the scroll offset.
    public var contentBounds: CGRect
    /// The host's own reading direction (`effectiveUserInterfaceLayoutDirection`).
    public var direction: LayoutDirection
    /// The host's layout margins.
    public var layoutMargins: EdgeInsets
    /// The part of the host covered by bars and rounded corners, or a Mac window's title bar (`safeAreaInsets`).
    public var safeAreaInsets: EdgeInsets
    /// Points per pixel of the screen the host is on (`displayScale`, `contentsScale`); 0 when unknown.
    public var displayScale: CGFloat
    /// The host's horizontal size class (UIKit's trait), `.unspecified` where there is none.
    public var horizontalSizeClass: HostSizeClass = .unspecified
    /// The host's vertical size class (UIKit's trait), `.unspecified` where there is none.
    public var verticalSizeClass: HostSizeClass = .unspecified
    /// A debug name shown in descriptions (an accessibility identifier, a layer's name).
    public var name: String?

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - frame: The frame in the super host's layout space.
    ///   - bounds: The host's own space.
    ///   - contentBounds: The space for children; the bounds when `nil`.
    ///   - direction: The host's reading direction.
    ///   - layoutMargins: The layout margins.
    ///   - safeAreaInsets: The safe area insets.
    ///   - displayScale: Points per pixel, 0 when unknown.
    ///   - name: A debug name.
    public init(frame: CGRect, bounds: CGRect, contentBounds: CGRect? = nil, direction: LayoutDirection = .leftToRight,
                layoutMargins: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero, displayScale: CGFloat = 0,
                name: String? = nil) {
        self.frame = frame
        self.bounds = bounds
        self.contentBounds = contentBounds ?? bounds
        self.direction = direction
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.name = name
    }
}

/// A size class as UIKit's traits give it: how much room a host has along an axis.
public enum HostSizeClass: Sendable, Hashable {
    /// Not known, or a platform without size classes.
    case unspecified
    /// Constrained space (an iPhone's width; its height in landscape).
    case compact
    /// Expansive space (an iPad's width in full screen).
    case regular
}

extension LayoutHostState {
    /// The frame, bounds and space for children of the state.
    var geometry: LayoutHostGeometry {
        get { LayoutHostGeometry(frame: frame, bounds: bounds, contentBounds: contentBounds) }
        set { frame = newValue.frame; bounds = newValue.bounds; contentBounds = newValue.contentBounds }
    }
}
