import CGLayout
import Foundation

/// A read-only element inside a view: its bounds less its safe area insets, or less its layout
/// margins — UIKit's `safeAreaLayoutGuide` and `layoutMarginsGuide`, for CGLayout's constraints.
/// An `NSView`'s safe area is its `safeAreaInsets` (a full-size content view's title bar, and
/// `additionalSafeAreaInsets`); AppKit has no layout margins, so there that guide is the bounds.
///
/// Get one from a view's element (``HostElement/safeAreaLayoutGuide``,
/// ``HostElement/layoutMarginsGuide``) and constrain other blocks by it as by any element: its
/// frame is in the view's own space, it follows the insets at every pass (live on the main actor,
/// as the element last read them in other tasks), and its super element is the view's element.
/// No block lays it out: the insets decide its frame, and a frame written to it is ignored. Inside a
/// pass its frame is the view's bounds as the pass has them less the insets: in a snapshot for another
/// size of a scheme over the view (`snapshot(for:)` of a turned screen), that size's bounds less the
/// insets the view has now (its insets at another size are not known before it has it) — for a
/// constraint by the guide, a frame read through `LayoutContext`, and an adaptive scheme over it alike —
/// so the snapshot gives the frames `layout()` gives once the view has that size and the same insets.
///
/// ```swift
/// let safeArea = view.layoutElement.safeAreaLayoutGuide
/// let scheme = LayoutScheme(blocks: [
///     title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit),
///                       constraints: [safeArea.layoutConstraint(for: [.equally])]),
/// ])
/// // on an iPhone with a 47-point notch: the title starts 16 below the notch, 47 + 16 = 63
/// ```
public final class HostAreaGuide: LayoutElement, DerivedArea, CustomStringConvertible, Sendable {
    /// Which area of its view a guide is.
    public enum Area: Sendable, Hashable {
        /// The view's bounds less its `safeAreaInsets`: what bars, the notch and the home indicator (on a
        /// Mac, the title bar over a full-size content view) leave.
        case safeArea
        /// The view's bounds less its `layoutMargins` (which UIKit keeps inside the safe area).
        case layoutMargins
    }

    /// The area this guide is.
    public let area: Area
    /// The view's element (held weakly: the element holds its guides).
    private weak let owner: HostElement?

    init(area: Area, owner: HostElement) {
        self.area = area
        self.owner = owner
    }

    /// The area in the view's own space (its bounds less the insets); zero once the view is gone.
    /// Writing it does nothing: the view's insets decide it.
    public var frame: CGRect {
        get {
            guard let owner else { return .zero }
            let state = owner.state
            return state.bounds.inset(by: area == .safeArea ? state.safeAreaInsets : state.layoutMargins)
        }
        set {}
    }

    /// The area's own space: its size, at the origin. Writing it does nothing.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {}
    }

    /// The view's element.
    public var superElement: (any LayoutElement)? { owner }

    /// The view's element: the guide is an area of its space, so an adaptive scheme over the guide lays out
    /// the view's children in its variants (see `OwnerArea`).
    package var areaOwner: (any LayoutElement)? { owner }

    /// The view's bounds as the pass has them less the view's insets: in a snapshot for another size of a scheme
    /// over the view, that size's bounds (the rect's) less the insets the view has (its insets at another size are
    /// not known before it has it); live, ``frame``. Every read of the guide's frame in a pass is this rect: a
    /// constraint by the guide, `LayoutContext.frame(of:)`, and an adaptive scheme over the guide.
    package func rectInOwner(context: LayoutContext?) -> CGRect {
        guard let owner else { return .zero }
        let state = owner.state, insets = area == .safeArea ? state.safeAreaInsets : state.layoutMargins
        guard let context else { return state.bounds.inset(by: insets) }
        // The pass's layout bounds of the view differ from its present ones, bit for bit, only where the pass
        // describes the view at another rect (a snapshot for another size or origin) or gave it another frame: then
        // they are its bounds there. (`==` would take a negative-size rect for its standardized twin.)
        let present = owner.layoutBounds, passed = context.layoutBounds(of: owner)
        return (passed.isBitwiseEqual(to: present) ? state.bounds : passed).inset(by: insets)
    }

    /// Nothing to remove: the guide belongs to its view.
    public func removeFromSuperElement() {}

    /// `safe area of UIView (0.0, 47.0, 375.0, 731.0)`.
    public var description: String {
        let f = frame
        return "\(area == .safeArea ? "safe area" : "layout margins") of \(owner?.hostTypeName ?? "a deallocated view") (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
    }
}

extension HostElement {
    /// The view's safe area as an element to constrain by: its bounds less its `safeAreaInsets`
    /// (see ``HostAreaGuide``). The same object every time.
    ///
    /// ```swift
    /// content.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .boxed(32)),
    ///                     constraints: [view.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])])
    /// ```
    public var safeAreaLayoutGuide: HostAreaGuide { areaGuide(.safeArea) }

    /// The view's layout margins as an element to constrain by: its bounds less its `layoutMargins`
    /// (see ``HostAreaGuide``). The same object every time.
    public var layoutMarginsGuide: HostAreaGuide { areaGuide(.layoutMargins) }

    private func areaGuide(_ area: HostAreaGuide.Area) -> HostAreaGuide {
        storage.withLock { storage in
            if let guide = storage.areaGuides.first(where: { $0.area == area }) { return guide }
            let guide = HostAreaGuide(area: area, owner: self)
            storage.areaGuides.append(guide)
            return guide
        }
    }
}
