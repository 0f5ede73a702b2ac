import Foundation

/// An object that manages a view hierarchy for your UIKit app. `@MainActor class UIViewController`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller with the nib file in the specified bundle (the declarations load no nibs).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The name of the nib file.
    ///   - nibBundleOrNil: The bundle in which to search for the nib file.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A view controller without a nib (`NSObject`'s `init()`, which UIKit routes to `init(nibName: nil, bundle: nil)`).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a view controller from data in an unarchiver (not supported by the declarations).
    ///
    /// - Parameter coder: An unarchiver.
    public required init?(coder: NSCoder) { return nil }

    /// The view that the controller manages, loaded on first access.
    open var view: UIView! {
        get {
            UIKitIsolation.check()
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// A Boolean value indicating whether the view is currently loaded into memory.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view that the controller manages (a plain view by default).
    open func loadView() { view = UIView() }

    /// Called after the controller's view is loaded into memory.
    open func viewDidLoad() {}

    /// Called to notify the view controller that its view is about to layout its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called to notify the view controller that its view has just laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The traits of the view controller's view.
    open var traitCollection: UITraitCollection { view.traitCollection }

    /// Custom insets that you specify to modify the view controller's safe area (bars of your own, or
    /// a test's stand-in for the device's notch). Changing them lays the view out again.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// A mutable container of traits you use to set trait changes for this view controller and its views.
    open var traitOverrides = UITraitOverrides() {
        didSet { loadedView?.traitsDidChange() }
    }
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@MainActor
open class UIWindow: UIView {
    /// The root view controller for the window; its view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            addSubview(controller.view)
            controller.view.frame = bounds
        }
    }

    /// Keeps the root view controller's view the size of the window, as UIKit does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.view.frame = bounds
    }

    // Not UIKit: test controls standing in for the window scene.

    /// The window's unsafe edges (a notch, the home indicator); zero unless a test sets them.
    public var simulatedSafeAreaInsets: UIEdgeInsets = .zero
}
