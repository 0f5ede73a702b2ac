import Foundation

/// A constraint that uses the current frame of an element.
///
/// The element's frame is converted into the constrained element's super space
/// before the anchors run, so elements of different branches can constrain each other.
///
/// ```swift
/// titleLabel.layoutBlock(with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
///                        constraints: [logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])])
/// ```
public struct LayoutConstraint: LayoutConstraintProtocol, Equatable {
    /// The element whose frame constrains; `nil` once it has been deallocated.
    public private(set) weak var element: (any LayoutElement)?
    let rules: [ConstraintRule]

    /// Creates a constraint from any rect-based constraints.
    ///
    /// - Parameters:
    ///   - element: The element whose frame is used.
    ///   - constraints: Constraints applied in order.
    public init(element: any LayoutElement, constraints: [any RectBasedConstraint]) {
        self.element = element
        self.rules = CGLayout.rules(of: constraints)
    }

    /// Creates a constraint from anchors.
    ///
    /// - Parameters:
    ///   - element: The element whose frame is used.
    ///   - anchors: Anchors applied in order.
    public init(element: any LayoutElement, anchors: [LayoutAnchor]) {
        self.element = element
        self.rules = anchors.map(\.rule)
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

    /// The element's frame in `coordinateSpace`, or `nil` when inactive or in another tree.
    ///
    /// - Parameters:
    ///   - coordinateSpace: The destination space (`nil` for the root space).
    ///   - context: The pass; defaults to live frames.
    /// - Returns: The constraining rect.
    public func constrainRect(in coordinateSpace: (any LayoutElement)?, context: LayoutContext = .live(direction: .current)) -> CGRect? {
        guard let element else { return nil }
        let frame = context.frame(of: element)
        if let superElement = element.superElement {
            return context.convert(rect: frame, from: superElement, to: coordinateSpace)
        }
        // A root (or an element that left its tree) constrains only elements of its own tree.
        guard let coordinateSpace,
              let placement = ElementPlacement.of(coordinateSpace, frames: context.frames),
              placement.root == ObjectIdentifier(element)
        else { return nil }
        return frame.offsetBy(dx: -placement.offset.x, dy: -placement.offset.y)
    }

    /// Constrains reading live frames and the global direction.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .current))
    }

    /// Constrains as part of a pass.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let rect = constrainRect(in: coordinateSpace, context: context) else { return }
        applyRules(rules, to: &sourceRect, by: rect, direction: context.direction)
    }

    /// Equal when bound to the same element with the same anchors.
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
        lhs.element === rhs.element && lhs.rules == rhs.rules
    }
}

/// A constraint that uses the `layoutBounds` of an element: the space for its
/// content (for scrolled content, the scrolled area).
///
/// ```swift
/// scrollContent.contentLayoutConstraint(for: [.equally])
/// ```
public struct ContentLayoutConstraint: LayoutConstraintProtocol, Equatable {
    /// The element whose layout bounds constrain.
    public private(set) weak var element: (any LayoutElement)?
    let rules: [ConstraintRule]

    /// Creates a constraint from any rect-based constraints.
    ///
    /// - Parameters:
    ///   - element: The element whose layout bounds are used.
    ///   - constraints: Constraints applied in order.
    public init(element: any LayoutElement, constraints: [any RectBasedConstraint]) {
        self.element = element
        self.rules = CGLayout.rules(of: constraints)
    }

    /// Creates a constraint from anchors.
    ///
    /// - Parameters:
    ///   - element: The element whose layout bounds are used.
    ///   - anchors: Anchors applied in order.
    public init(element: any LayoutElement, anchors: [LayoutAnchor]) {
        self.element = element
        self.rules = anchors.map(\.rule)
    }

    /// `true` while the element exists.
    public var isActive: Bool { element != nil }
    /// Always `false`.
    public var isIndependent: Bool { false }
    /// Whether `object` is the constraining element.
    public func layoutElement(is object: AnyObject) -> Bool { element === object }

    /// Constrains reading live frames and the global direction.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .current))
    }

    /// Constrains as part of a pass.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let element,
              let rect = context.convert(rect: context.layoutBounds(of: element), from: element, to: coordinateSpace)
        else { return }
        applyRules(rules, to: &sourceRect, by: rect, direction: context.direction)
    }

    /// Equal when bound to the same element with the same anchors.
    public static func == (lhs: ContentLayoutConstraint, rhs: ContentLayoutConstraint) -> Bool {
        lhs.element === rhs.element && lhs.rules == rhs.rules
    }
}
