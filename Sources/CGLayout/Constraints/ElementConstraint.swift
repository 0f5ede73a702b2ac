import Foundation

/// A constraint bound to an element: its anchors run against a rect the element
/// gives (its frame for ``LayoutConstraint``, its layout bounds for
/// ``ContentLayoutConstraint``), converted into the constrained element's super space.
///
/// The two kinds differ only in the rect they read (`Reading`), so everything else
/// is written once here.
///
/// ```swift
/// titleLabel.layoutBlock(
///     with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
///     constraints: [
///         logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])
///     ])
/// ```
public struct ElementConstraint<Reading: ConstrainingRect>: LayoutConstraintProtocol, Equatable {
    /// The element whose rect constrains; `nil` once it has been deallocated.
    public private(set) weak var element: (any LayoutElement)?
    let rules: [ConstraintRule]

    /// Creates a constraint from any rect-based constraints.
    ///
    /// - Parameters:
    ///   - element: The element whose rect is used.
    ///   - constraints: Constraints applied in order.
    public init(element: any LayoutElement, constraints: [any RectBasedConstraint]) {
        self.init(element: element, rules: CGLayout.rules(of: constraints))
    }

    /// Creates a constraint from anchors.
    ///
    /// - Parameters:
    ///   - element: The element whose rect is used.
    ///   - anchors: Anchors applied in order.
    public init(element: any LayoutElement, anchors: [LayoutAnchor]) {
        self.init(element: element, rules: anchors.map(\.rule))
    }

    init(element: any LayoutElement, rules: [ConstraintRule]) {
        self.element = element
        self.rules = rules
    }

    /// `true` while the element exists.
    public var isActive: Bool { element != nil }
    /// Always `false`: this constraint reads an element.
    public var isIndependent: Bool { false }
    /// Whether `object` is the constraining element.
    public func layoutElement(is object: AnyObject) -> Bool { element === object }

    /// The element's rect in `coordinateSpace`, or `nil` when inactive or in another tree.
    ///
    /// - Parameters:
    ///   - coordinateSpace: The destination space (`nil` for the root space).
    ///   - context: The pass; defaults to live frames.
    /// - Returns: The constraining rect.
    public func constrainRect(in coordinateSpace: (any LayoutElement)?, context: LayoutContext = .live(direction: .current)) -> CGRect? {
        guard let element else { return nil }
        return Reading.rect(of: element, in: coordinateSpace, context: context)
    }

    /// Constrains reading live frames and the global direction.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .current))
    }

    /// Constrains as part of a pass.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let rect = constrainRect(in: coordinateSpace, context: context) else { return }
        applyRules(rules, to: &sourceRect, by: rect, context: context)
    }

    /// Equal when bound to the same element with the same anchors.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.element === rhs.element && lhs.rules == rhs.rules
    }
}

/// A constraint that uses the current frame of an element.
///
/// The element's frame is converted into the constrained element's super space
/// before the anchors run, so elements of different branches can constrain each other.
///
/// ```swift
/// titleLabel.layoutBlock(
///     with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
///     constraints: [
///         logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])
///     ])
/// ```
public typealias LayoutConstraint = ElementConstraint<ElementFrame>

/// A constraint that uses the `layoutBounds` of an element: the space for its
/// content (for scrolled content, the scrolled area).
///
/// ```swift
/// scrollContent.contentLayoutConstraint(for: [.equally])
/// ```
public typealias ContentLayoutConstraint = ElementConstraint<ElementLayoutBounds>
