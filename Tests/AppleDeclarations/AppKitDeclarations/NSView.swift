@_exported import Foundation
@_exported import QuartzCoreDeclarations

// Declarations of AppKit that CGLayout's adapters and their tests use, as Apple documents them (see
// ../README.md for each one and where it was checked). Not Apple's code: a stand-in for Linux that
// implements AppKit's view geometry, flipped and unflipped. Every member of a main-actor class checks
// at run time that it runs on the main actor.

/// An abstract class that forms the basis of event and command processing in AppKit (declared without `NSObject`).
@MainActor
open class NSResponder {
    /// Creates a responder.
    public init() {}
}

/// Specifies the directional flow of the user interface.
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    /// Layout direction is left to right.
    case leftToRight = 0
    /// Layout direction is right to left.
    case rightToLeft = 1
}

/// A set of identifiers for user interface items.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The infrastructure for drawing, printing, and handling events in an app. `@MainActor class NSView`.
///
/// A view's frame is in its superview's coordinate system: y grows upwards from the bottom edge
/// unless the superview is flipped (`isFlipped`), as in AppKit; conversions between views account
/// for every flip on the way.
@MainActor
open class NSView: NSResponder, CALayerDelegate {
    private var storedFrame: NSRect
    private var storedBoundsOrigin = NSPoint.zero
    private var storedSubviews: [NSView] = []
    private weak var storedSuperview: NSView?

    /// Initializes and returns a newly allocated view object with a specified frame rectangle.
    ///
    /// - Parameter frameRect: The frame rectangle for the created view object.
    public init(frame frameRect: NSRect) {
        storedFrame = frameRect
        super.init()
    }

    /// A view with a zero frame (`NSObject`'s `init()`, which AppKit routes to `init(frame: .zero)`).
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from data in an unarchiver (not supported by the declarations).
    ///
    /// - Parameter coder: An unarchiver.
    public required init?(coder: NSCoder) { return nil }

    /// The view's frame rectangle, which defines its position and size in its superview's coordinate system.
    open var frame: NSRect {
        get { AppKitIsolation.check(); return storedFrame }
        set {
            AppKitIsolation.check()
            if newValue.size != storedFrame.size { needsLayout = true }
            storedFrame = newValue
            // The view's layer follows it (its frame in the view's own space, at its origin), as AppKit keeps it.
            layer?.frame = NSRect(origin: .zero, size: newValue.size)
        }
    }

    /// The view's bounds rectangle, which expresses its location and size in its own coordinate system.
    open var bounds: NSRect {
        get { AppKitIsolation.check(); return NSRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set { AppKitIsolation.check(); storedBoundsOrigin = newValue.origin; storedFrame.size = newValue.size }
    }

    /// A Boolean value indicating whether the view uses a flipped coordinate system (`false` by default).
    open var isFlipped: Bool { false }

    /// The layout direction for content in the view.
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight

    /// The identifier of the view.
    open var identifier: NSUserInterfaceItemIdentifier?

    /// The Core Animation layer that the view uses as its backing store; AppKit keeps it the size of the view.
    open var layer: CALayer? {
        didSet { layer?.frame = NSRect(origin: .zero, size: storedFrame.size) }
    }

    /// A Boolean value indicating whether the view uses a layer as its backing store (`false` by default).
    ///
    /// Setting it to `true` makes the backing layer as AppKit does: ``makeBackingLayer()``, with the
    /// view as the layer's delegate and the layer's geometry flipped when the view is.
    open var wantsLayer = false {
        didSet {
            AppKitIsolation.check()
            guard wantsLayer, layer == nil else { return }
            let backing = makeBackingLayer()
            backing.delegate = self
            backing.isGeometryFlipped = isFlipped
            layer = backing
        }
    }

    /// Creates the view's backing layer.
    ///
    /// - Returns: The layer to use as the view's backing layer.
    open func makeBackingLayer() -> CALayer { CALayer() }

    /// A Boolean value indicating whether the view needs a layout pass before it can be drawn.
    open var needsLayout = true

    /// Performs layout (the default does nothing here: the declarations have no constraints).
    open func layout() { AppKitIsolation.check() }

    /// Updates the layout of the receiving view and its subviews: ``layout()`` where ``needsLayout``, as
    /// AppKit's layout pass does before drawing.
    open func layoutSubtreeIfNeeded() {
        AppKitIsolation.check()
        if needsLayout {
            needsLayout = false
            layout()
        }
        for subview in storedSubviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Custom distances from the view's edges that inset its safe area further (macOS 11).
    open var additionalSafeAreaInsets = NSEdgeInsets() {
        didSet { AppKitIsolation.check(); needsLayout = true }
    }

    /// The distances from the edges of your view that define the safe area (macOS 11): the part of it
    /// the title bar of a full-size content view's window covers, and the `additionalSafeAreaInsets` of
    /// the view and its ancestors. `top` is the visual top edge, flipped or not.
    open var safeAreaInsets: NSEdgeInsets {
        AppKitIsolation.check()
        let own = topDownInRoot(bounds), safe = safeRectTopDown
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
        return NSEdgeInsets(top: clamp(safe.minY - own.minY, own.height), left: clamp(safe.minX - own.minX, own.width),
                            bottom: clamp(own.maxY - safe.maxY, own.height), right: clamp(own.maxX - safe.maxX, own.width))
    }

    /// The safe area in the root view's space, top-down: the root's bounds less the title bar over a
    /// full-size content view, then each view's own additional insets on the way down.
    private var safeRectTopDown: NSRect {
        let own = topDownInRoot(bounds)
        var safe = own
        if let superview = storedSuperview {
            safe = superview.safeRectTopDown
        } else if let window = hostingWindow {
            let cover = window.titlebarHeightOverContent
            safe = NSRect(x: own.minX, y: own.minY + cover, width: own.width, height: max(0, own.height - cover))
        }
        // Added to the insets from above, as AppKit adds them.
        let extra = additionalSafeAreaInsets
        let top = max(safe.minY, own.minY) + extra.top, bottom = min(safe.maxY, own.maxY) - extra.bottom
        let left = max(safe.minX, own.minX) + extra.left, right = min(safe.maxX, own.maxX) - extra.right
        return NSRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// A rectangle of this view's coordinates in its root view's space, y growing downwards.
    private func topDownInRoot(_ rect: NSRect) -> NSRect {
        var root = self
        while let parent = root.storedSuperview { root = parent }
        let inRoot = convert(rect, to: nil)
        guard !root.isFlipped else { return inRoot }
        return NSRect(x: inRoot.minX, y: root.storedFrame.height - inRoot.maxY, width: inRoot.width, height: inRoot.height)
    }

    /// The view's window object, if it is installed in a window.
    open var window: NSWindow? {
        AppKitIsolation.check()
        var view: NSView? = self
        while let current = view {
            if let window = current.hostingWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    /// The window whose content view this is (set by ``NSWindow/contentView``).
    weak var hostingWindow: NSWindow?

    /// The natural size for the receiving view, considering only properties of the view itself.
    open var intrinsicContentSize: NSSize { NSSize(width: -1, height: -1) }

    /// The view that is the parent of the current view.
    open var superview: NSView? { AppKitIsolation.check(); return storedSuperview }

    /// The array of views embedded in the current view.
    open var subviews: [NSView] { AppKitIsolation.check(); return storedSubviews }

    /// Adds a view to the view's subviews so it's displayed above its siblings.
    ///
    /// - Parameter view: The view to add to the view as a subview.
    open func addSubview(_ view: NSView) {
        AppKitIsolation.check()
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.storedSuperview = self
    }

    /// Unlinks the view from its superview and its window.
    open func removeFromSuperview() {
        AppKitIsolation.check()
        storedSuperview?.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// Converts a point from the view's coordinate system to that of a given view.
    ///
    /// - Parameters:
    ///   - point: A point in the view's coordinate system.
    ///   - view: The destination view; `nil` for the window.
    /// - Returns: The point in `view`'s coordinate system.
    open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
        AppKitIsolation.check()
        var point = point, current = self
        while let parent = current.storedSuperview {
            point = current.pointInSuperview(point)
            current = parent
        }
        guard let view else { return point }
        var chain: [NSView] = []
        var walk: NSView? = view
        while let node = walk, node.storedSuperview != nil { chain.append(node); walk = node.storedSuperview }
        for node in chain.reversed() { point = node.pointFromSuperview(point) }
        return point
    }

    /// Converts a rectangle from the view's coordinate system to that of another view.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in the view's coordinate system.
    ///   - view: The destination view; `nil` for the window.
    /// - Returns: The rectangle in `view`'s coordinate system.
    open func convert(_ rect: NSRect, to view: NSView?) -> NSRect {
        let a = convert(NSPoint(x: rect.minX, y: rect.minY), to: view)
        let b = convert(NSPoint(x: rect.maxX, y: rect.maxY), to: view)
        return NSRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// A point of this view's coordinates in its superview's: through the bounds' origin, the
    /// frame's origin, and a flip when the two differ in flippedness.
    private func pointInSuperview(_ point: NSPoint) -> NSPoint {
        var local = NSPoint(x: point.x - storedBoundsOrigin.x, y: point.y - storedBoundsOrigin.y)
        if isFlipped != (storedSuperview?.isFlipped ?? false) { local.y = storedFrame.size.height - local.y }
        return NSPoint(x: storedFrame.origin.x + local.x, y: storedFrame.origin.y + local.y)
    }

    private func pointFromSuperview(_ point: NSPoint) -> NSPoint {
        var local = NSPoint(x: point.x - storedFrame.origin.x, y: point.y - storedFrame.origin.y)
        if isFlipped != (storedSuperview?.isFlipped ?? false) { local.y = storedFrame.size.height - local.y }
        return NSPoint(x: local.x + storedBoundsOrigin.x, y: local.y + storedBoundsOrigin.y)
    }
}

/// The run-time isolation check of the declarations (see `UIKitIsolation`).
enum AppKitIsolation {
    @inline(__always)
    static func check(_ member: StaticString = #function) {
        MainActor.preconditionIsolated("AppKit used off the main actor: \(member)")
    }
}
