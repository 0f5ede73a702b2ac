import Foundation

/// An abstract interface for responding to and handling events (declared without `NSObject`,
/// whose members the adapters do not use).
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}
}

/// An object that manages the content for a rectangular area on the screen.
///
/// `@MainActor class UIView`, as documented. Its geometry is its layer's, as in UIKit: `frame` and
/// `center` come from the layer's frame and position, `bounds` is the layer's bounds, and the
/// view tree is the layer tree (a view is the delegate of the layer it owns).
@MainActor
open class UIView: UIResponder, CALayerDelegate {
    private let ownedLayer: CALayer
    /// The subviews, held strongly as UIKit holds them (a layer holds its delegate, the view, weakly).
    private var ownedSubviews: [UIView] = []
    /// The view controller whose root view this is (it is told about layout passes).
    weak var owningViewController: UIViewController?
    private var needsLayout = true
    private var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Returns the class used to create the layer for instances of this class.
    open class var layerClass: AnyClass { CALayer.self }

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    ///
    /// - Parameter frame: The frame rectangle for the view, in its superview's coordinates.
    public init(frame: CGRect) {
        ownedLayer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        super.init()
        ownedLayer.delegate = self
        ownedLayer.frame = frame
    }

    /// A view with a zero frame (`NSObject`'s `init()`, which UIKit routes to `init(frame: .zero)`).
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from data in an unarchiver (not supported by the declarations).
    ///
    /// - Parameter coder: An unarchiver.
    public required init?(coder: NSCoder) { return nil }

    /// The view's Core Animation layer used for rendering.
    public var layer: CALayer { ownedLayer }

    // MARK: Geometry

    /// The frame rectangle, which describes the view's location and size in its superview's coordinate system.
    open var frame: CGRect {
        get { UIKitIsolation.check(); return ownedLayer.frame }
        set {
            UIKitIsolation.check()
            let old = ownedLayer.frame
            ownedLayer.frame = newValue
            UIKitDeclarationControls.record(self, frame: newValue)
            if old.size != newValue.size { setNeedsLayout() }
        }
    }

    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    open var bounds: CGRect {
        get { UIKitIsolation.check(); return ownedLayer.bounds }
        set {
            UIKitIsolation.check()
            let old = ownedLayer.bounds
            ownedLayer.bounds = newValue
            if old.size != newValue.size { setNeedsLayout() }
        }
    }

    /// The center point of the view's frame rectangle.
    open var center: CGPoint {
        get { UIKitIsolation.check(); return ownedLayer.position }
        set { UIKitIsolation.check(); ownedLayer.position = newValue }
    }

    /// Asks the view to calculate and return the size that best fits the specified size: by default its present size.
    ///
    /// - Parameter size: The size for which the view should calculate its best-fitting size.
    /// - Returns: A new size that fits the receiver's subviews.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitIsolation.check()
        return ownedLayer.bounds.size
    }

    /// Resizes and moves the receiver view so it just encloses its subviews.
    open func sizeToFit() {
        var frame = self.frame
        frame.size = sizeThatFits(frame.size)
        self.frame = frame
    }

    /// Returns the optimal size of the view based on its constraints and the specified fitting priorities
    /// (views here have no constraints: their `sizeThatFits(_:)`).
    ///
    /// - Parameters:
    ///   - targetSize: The size that you prefer for the view.
    ///   - horizontalFittingPriority: The priority for horizontal constraints.
    ///   - verticalFittingPriority: The priority for vertical constraints.
    /// - Returns: The optimal size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// The default spacing to use when laying out content in the view.
    open var layoutMargins: UIEdgeInsets {
        get { UIKitIsolation.check(); return storedLayoutMargins }
        set { UIKitIsolation.check(); storedLayoutMargins = newValue }
    }

    /// The insets that you use to determine the safe area for this view: the parts of it that the
    /// window's unsafe edges cover, and, for a view controller's root view and the views in it, the
    /// controller's `additionalSafeAreaInsets`, added to those.
    open var safeAreaInsets: UIEdgeInsets {
        UIKitIsolation.check()
        guard let window, window !== self else { return (self as? UIWindow)?.simulatedSafeAreaInsets ?? .zero }
        let rect = convert(bounds, to: window), safe = safeRectInWindow(window)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
        return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// The safe area in the window's coordinates: the window's bounds less its unsafe edges, then each
    /// controller's root view on the way down less its additional insets.
    private func safeRectInWindow(_ window: UIWindow) -> CGRect {
        var safe: CGRect
        if let superview, superview !== window {
            safe = superview.safeRectInWindow(window)
        } else {
            let unsafe = window.simulatedSafeAreaInsets, size = window.bounds.size
            safe = CGRect(x: unsafe.left, y: unsafe.top, width: max(0, size.width - unsafe.left - unsafe.right),
                          height: max(0, size.height - unsafe.top - unsafe.bottom))
        }
        if let additional = owningViewController?.additionalSafeAreaInsets {
            let own = convert(bounds, to: window)
            // Added to the insets from above, as UIKit adds them.
            let top = max(safe.minY, own.minY) + additional.top, bottom = min(safe.maxY, own.maxY) - additional.bottom
            let left = max(safe.minX, own.minX) + additional.left, right = min(safe.maxX, own.maxX) - additional.right
            safe = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        }
        return safe
    }

    /// A semantic description of the view's contents, used to determine whether the view should be flipped in right-to-left layouts.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The user interface layout direction appropriate for arranging the immediate content of this view.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIKitIsolation.check()
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The traits, such as the size class and scale factor, that describe the current environment of the object:
    /// the device's, changed by the overrides of the view's ancestors, its view controller's and its own.
    open var traitCollection: UITraitCollection {
        UIKitIsolation.check()
        var traits = superview?.traitCollection ?? UIKitDeclarationControls.deviceTraits
        if let controller = owningViewController { traits = controller.traitOverrides.applied(to: traits) }
        return traitOverrides.applied(to: traits)
    }

    /// A mutable container of traits you use to set trait changes for this view and its subviews.
    open var traitOverrides = UITraitOverrides() {
        didSet { traitsDidChange() }
    }

    /// Marks this view and its subviews for layout: their traits changed, as UIKit does when traits change.
    func traitsDidChange() {
        setNeedsLayout()
        for subview in ownedSubviews { subview.traitsDidChange() }
    }

    /// A string that identifies the element.
    open var accessibilityIdentifier: String?

    // MARK: Hierarchy

    /// The receiver's superview, or `nil` if it has none.
    open var superview: UIView? {
        UIKitIsolation.check()
        guard let superlayer = ownedLayer.superlayer, let view = superlayer.delegate as? UIView, view.ownedLayer === superlayer else { return nil }
        return view
    }

    /// The receiver's immediate subviews.
    open var subviews: [UIView] {
        UIKitIsolation.check()
        return ownedSubviews
    }

    /// The receiver's window object, or `nil` if it has none.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds a view to the end of the receiver's list of subviews.
    ///
    /// - Parameter view: The view to be added.
    open func addSubview(_ view: UIView) {
        UIKitIsolation.check()
        view.removeFromSuperview()
        ownedSubviews.append(view)
        ownedLayer.addSublayer(view.ownedLayer)
        setNeedsLayout()
    }

    /// Unlinks the view from its superview and its window.
    open func removeFromSuperview() {
        UIKitIsolation.check()
        guard let superview else { return }
        superview.ownedSubviews.removeAll { $0 === self }
        ownedLayer.removeFromSuperlayer()
    }

    // MARK: Conversion

    /// Converts a point from the receiver's coordinate system to that of the specified view.
    ///
    /// - Parameters:
    ///   - point: A point in the receiver's coordinate system.
    ///   - view: The destination view; `nil` for the window.
    /// - Returns: The point in `view`'s coordinate system.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        UIKitIsolation.check()
        return ownedLayer.convert(point, to: view?.ownedLayer)
    }

    /// Converts a rectangle from the receiver's coordinate system to that of another view.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in the receiver's coordinate system.
    ///   - view: The destination view; `nil` for the window.
    /// - Returns: The rectangle in `view`'s coordinate system.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIKitIsolation.check()
        return ownedLayer.convert(rect, to: view?.ownedLayer)
    }

    /// Converts a point from the coordinate system of a given view to that of the receiver.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinate system.
    ///   - view: The source view; `nil` for the window.
    /// - Returns: The point in the receiver's coordinate system.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        UIKitIsolation.check()
        let source = view?.ownedLayer ?? rootLayer
        return source.convert(point, to: ownedLayer)
    }

    /// Converts a rectangle from the coordinate system of another view to that of the receiver.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinate system.
    ///   - view: The source view; `nil` for the window.
    /// - Returns: The rectangle in the receiver's coordinate system.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private var rootLayer: CALayer {
        var layer = ownedLayer
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    // MARK: Layout cycle

    /// Lays out subviews (does nothing by default); a view controller's root view tells its
    /// controller before and after (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
    open func layoutSubviews() { UIKitIsolation.check() }

    /// Invalidates the current layout of the receiver and triggers a layout update during the next update cycle.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the subviews immediately, if layout updates are pending.
    open func layoutIfNeeded() {
        UIKitIsolation.check()
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: Animation

    /// Animate changes to one or more views using the specified duration (performs `animations`
    /// at once; ``UIKitDeclarationControls/animations`` records what changed inside).
    ///
    /// - Parameters:
    ///   - duration: The total duration of the animations, in seconds.
    ///   - animations: The changes to commit to the views.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, animations: animations, completion: nil)
    }

    /// Animate changes to one or more views using the specified duration and completion handler.
    ///
    /// - Parameters:
    ///   - duration: The total duration of the animations, in seconds.
    ///   - animations: The changes to commit to the views.
    ///   - completion: Called when the animation sequence ends, with `true` when it finished.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIKitIsolation.check()
        UIKitDeclarationControls.beginAnimation(duration: duration)
        animations()
        UIKitDeclarationControls.endAnimation()
        completion?(true)
    }
}
