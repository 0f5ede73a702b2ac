import Foundation

/// A constraint that sizes the space to an element's content.
///
/// It asks the element for its fitting size within the current space
/// (`sizeThatFits(space.size)`), copies the listed dimensions (× their
/// multipliers) into the space, then places the resized space inside the old
/// one with `alignment` (by default ``Layout/Alignment/leadingTop``: top-left in left-to-right
/// passes, top-right in right-to-left ones, so the same scheme mirrors). A fitting size that is
/// NaN, infinite or negative counts as 0.
///
/// ```swift
/// weatherLabel.adjustLayoutConstraint(for: [.width()])
/// ```
public struct AdjustLayoutConstraint: LayoutConstraintProtocol, Equatable {
    /// The element whose fitting size is used.
    public private(set) weak var element: (any AdjustableLayoutElement)?
    /// The dimensions copied from the fitting size.
    public let anchors: [LayoutAnchor.Size]
    /// Where the resized space sits inside the old one.
    public let alignment: Layout.Alignment

    /// Creates the constraint.
    ///
    /// - Parameters:
    ///   - element: The element to measure.
    ///   - anchors: Dimensions to copy, e.g. `[.width(), .height()]`.
    ///   - alignment: Placement of the resized space in the old one.
    public init(element: any AdjustableLayoutElement, anchors: [LayoutAnchor.Size], alignment: Layout.Alignment = .leadingTop) {
        self.element = element
        self.anchors = anchors
        self.alignment = alignment
    }

    /// `true` while the element exists.
    public var isActive: Bool { element != nil }
    /// Always `false`.
    public var isIndependent: Bool { false }
    /// Whether `object` is the measured element.
    public func layoutElement(is object: AnyObject) -> Bool { element === object }

    /// Constrains using the global direction.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .current))
    }

    /// Constrains as part of a pass.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let element else { return }
        let anchors = anchors, alignment = alignment, direction = context.direction
        Self.adjust(&sourceRect, fitted: PresentSizeMeasuring.fittingSize(of: element, sourceRect.size, context: context),
                    resize: { space, measured in for anchor in anchors { anchor.rule.apply(&space, by: measured, direction: direction) } },
                    align: { alignment.formLayout(rect: &$0, in: $1, direction: direction) })
    }

    /// The one implementation of the adjustment, for blocks and compiled scheme passes alike:
    /// the space resized by the rules from the element's fitting size (at the space's origin),
    /// then aligned in the space.
    @inline(__always)
    static func adjust(_ sourceRect: inout CGRect, fitted: CGSize, resize: (inout CGRect, CGRect) -> Void,
                       align: (inout CGRect, CGRect) -> Void) {
        let measured = CGRect(origin: sourceRect.origin,
                              size: CGSize(width: fitted.width.finiteLength, height: fitted.height.finiteLength))
        var resized = sourceRect
        resize(&resized, measured)
        align(&resized, sourceRect)
        sourceRect = resized
    }

    /// Equal when bound to the same element with the same anchors and alignment.
    public static func == (lhs: AdjustLayoutConstraint, rhs: AdjustLayoutConstraint) -> Bool {
        lhs.element === rhs.element && lhs.anchors == rhs.anchors && lhs.alignment == rhs.alignment
    }
}

/// A constraint that does not depend on any element; its anchors are applied in order,
/// each with the space from before the constraint as the constraining rect.
///
/// ```swift
/// AnonymConstraint(anchors: [
///     Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))
/// ])
/// ```
public struct AnonymConstraint: LayoutConstraintProtocol, Equatable {
    let rules: [ConstraintRule]

    /// Creates the constraint from any rect-based constraints.
    ///
    /// - Parameter anchors: Constraints applied in order.
    public init(anchors: [any RectBasedConstraint]) { rules = CGLayout.rules(of: anchors) }
    /// Creates the constraint from anchors.
    ///
    /// - Parameter anchors: Anchors applied in order.
    public init(anchors: [LayoutAnchor]) { rules = anchors.map(\.rule) }
    init(rules: [ConstraintRule]) { self.rules = rules }

    /// Always `true`.
    public var isActive: Bool { true }
    /// Always `true`.
    public var isIndependent: Bool { true }
    /// Always `false`.
    public func layoutElement(is object: AnyObject) -> Bool { false }

    /// Constrains using the global direction.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .current))
    }
    /// Constrains as part of a pass: every anchor reads the space as it was before the constraint
    /// (as an element constraint's anchors all read the same frame), the rect compiled passes give it.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        let space = sourceRect
        applyRules(rules, to: &sourceRect, by: space, context: context)
    }
}

/// A constraint that can be switched on and off; shared by reference, so a
/// scheme built once sees later changes.
///
/// ```swift
/// let limit = header.layoutConstraint(for: [.bottom(.limit(on: .outer))]).active(true)
/// let block = body.layoutBlock(with: .equal, constraints: [limit])
/// limit.isActive = false   // the next layout ignores it
/// ```
public final class MutableLayoutConstraint: LayoutConstraintProtocol, @unchecked Sendable {
    let base: any LayoutConstraintProtocol
    private let lock = Lock()
    private var enabled: Bool

    /// Wraps `base`.
    ///
    /// - Parameters:
    ///   - base: The constraint to switch.
    ///   - isActive: The initial state.
    public init(base: any LayoutConstraintProtocol, isActive: Bool = true) {
        self.base = base
        self.enabled = isActive
    }

    /// Switched on, and the wrapped constraint is active.
    public var isActive: Bool {
        get { lock.withLock { enabled } && base.isActive }
        set { lock.withLock { enabled = newValue } }
    }
    /// Whether the wrapped constraint is independent.
    public var isIndependent: Bool { base.isIndependent }
    /// Whether the wrapped constraint reads `object`.
    public func layoutElement(is object: AnyObject) -> Bool { base.layoutElement(is: object) }

    /// Constrains when active.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        guard isActive else { return }
        base.constrain(sourceRect: &sourceRect, in: coordinateSpace)
    }
    /// Constrains when active, as part of a pass.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard isActive else { return }
        base.constrain(sourceRect: &sourceRect, in: coordinateSpace, context: context)
    }
}
