import Foundation

/// What a side rule does with the point it targets.
enum AnchorOperation: Sendable, Hashable {
    /// Move the space so the target point sits on the reference (size kept).
    case align
    /// Move the target point to the reference, keeping the opposite side (size changes).
    case pull
    /// Crop the space when the target point is past the reference.
    case limit
    /// Move the space when the target point is nearer to its edge than the reference.
    case farther
    /// Move the space when the target point is farther from its edge than the reference.
    case nearer
}

/// One side rule: `space.target <op> reference.point`, on one axis.
///
/// Every side anchor of ``LayoutAnchor`` and of the anchors DSL reduces to this.
/// `leading`/`trailing` points are resolved by direction when the rule runs.
struct SideRule: Sendable, Hashable {
    var axis: Axis
    var target: AxisPoint
    var reference: AxisPoint
    var operation: AnchorOperation

    @inline(__always)
    func apply(_ space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        let target = self.target.resolved(direction)
        let value = rect.value(at: reference.resolved(direction), axis)
        let current = space.value(at: target, axis)
        switch operation {
        case .align:
            space.move(target, to: value, axis)
        case .pull:
            pull(&space, target, value)
        case .limit:
            // A min-side (or centre) target must not be before the reference; a max-side one not after it.
            if target == .max ? current > value : current < value { pull(&space, target, value) }
        case .farther:
            if target == .max ? current > value : current < value { space.move(target, to: value, axis) }
        case .nearer:
            if target == .max ? current < value : current > value { space.move(target, to: value, axis) }
        }
    }

    @inline(__always)
    private func pull(_ space: inout CGRect, _ target: AxisPoint, _ value: CGFloat) {
        switch target {
        case .min, .leading: space.setSpan(start: value, end: space.end(axis), collapseAt: value, axis)
        case .max, .trailing: space.setSpan(start: space.origin(axis), end: value, collapseAt: value, axis)
        case .mid: space.setSpan(start: 2 * value - space.end(axis), end: space.end(axis), collapseAt: value, axis)
        }
    }
}

/// A constraint rule: a built-in one (the representation every pass runs, stored as is in
/// compiled schemes) or the user's own, one more case.
enum ConstraintRule: Sendable, Equatable {
    case builtIn(BuiltInRule)
    case custom(CustomConstraint)

    @inline(__always)
    func apply(_ space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        switch self {
        case .builtIn(let rule): rule.apply(&space, by: rect, direction: direction)
        case .custom(let custom): custom.base.formConstrain(sourceRect: &space, by: rect, direction: direction)
        }
    }

    /// The built-in rule; `nil` for a custom one.
    var builtIn: BuiltInRule? {
        if case .builtIn(let rule) = self { return rule }
        return nil
    }
}

/// A built-in constraint rule with no references: the arithmetic of every
/// anchor, and what a compiled scheme stores in flat arrays.
enum BuiltInRule: Sendable, Equatable {
    case side(SideRule)
    case size(target: Axis, reference: Axis, multiplier: CGFloat, inset: CGFloat)
    case fixedSize(Axis, CGFloat)
    case center(origin: Bool)
    case insets(EdgeInsets)
    case constant(CGRect)
    case equally

    @inline(__always)
    func apply(_ space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        switch self {
        case .side(let rule):
            rule.apply(&space, by: rect, direction: direction)
        case .size(let target, let reference, let multiplier, let inset):
            space.setLength(max(0, rect.length(reference) * multiplier - inset), target)
        case .fixedSize(let axis, let value):
            space.setLength(max(0, value), axis)
        case .center(let origin):
            let mid = CGPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
            if origin {
                space.origin = mid
            } else {
                space.origin = CGPoint(x: mid.x - space.size.width / 2, y: mid.y - space.size.height / 2)
            }
        case .insets(let insets):
            space = space.inset(by: insets)
        case .constant(let value):
            space = value
        case .equally:
            space = rect
        }
    }
}
