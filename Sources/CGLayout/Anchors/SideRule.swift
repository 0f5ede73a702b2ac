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
        resolved(direction).applyResolved(&space, by: rect)
    }

    /// The rule for `direction`: leading and trailing points become min or max. Compiled scheme passes keep
    /// both directions' rules and run ``applyResolved(_:by:)`` on the pass's one.
    @inline(__always)
    func resolved(_ direction: LayoutDirection) -> SideRule {
        SideRule(axis: axis, target: target.resolved(direction), reference: reference.resolved(direction), operation: operation)
    }

    /// Runs a rule whose points are resolved (min, mid or max; see ``resolved(_:)``).
    @inline(always)
    func applyResolved(_ space: inout CGRect, by rect: CGRect) {
        let value = rect.value(at: reference, axis)
        let current = space.value(at: target, axis)
        switch operation {
        case .align:
            space.move(target, to: value, axis)
        case .pull:
            Self.pull(&space, target, value, axis)
        case .limit:
            // A min-side (or centre) target must not be before the reference; a max-side one not after it.
            if target == .max ? current > value : current < value { Self.pull(&space, target, value, axis) }
        case .farther:
            if target == .max ? current > value : current < value { space.move(target, to: value, axis) }
        case .nearer:
            if target == .max ? current < value : current > value { space.move(target, to: value, axis) }
        }
    }

    /// Moves the `target` point of `space` to `value` along `axis`, keeping the opposite side (collapsing at `value`
    /// past it): the pull of ``AnchorOperation/pull`` and ``AnchorOperation/limit``, shared with ``SideStep``.
    @inline(__always)
    static func pull(_ space: inout CGRect, _ target: AxisPoint, _ value: CGFloat, _ axis: Axis) {
        switch target {
        case .min, .leading: space.setSpan(start: value, end: space.end(axis), collapseAt: value, axis)
        case .max, .trailing: space.setSpan(start: space.origin(axis), end: value, collapseAt: value, axis)
        case .mid: space.setSpan(start: 2 * value - space.end(axis), end: space.end(axis), collapseAt: value, axis)
        }
    }
}
