import Foundation

/// How a rect's origin along one axis is chosen (the cases of `Layout.Alignment`).
/// `start`/`end` are left/right (or top/bottom); `leading`/`trailing` resolve by direction.
/// A built-in rule is one ``AlignOp`` (the representation every pass runs); the user's rule is one more case.
enum AlignmentRule: Sendable, Equatable {
    case op(AlignOp)
    case custom(CustomLayout)
    case sequence([AlignmentRule])

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) {
        switch self {
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction) }
        case .op(let op): op.apply(&rect, source, axis, direction)
        }
    }

    /// The built-in rule; `nil` for custom rules and sequences.
    var op: AlignOp? {
        if case .op(let op) = self { return op }
        return nil
    }

    /// The rule as trivially copyable ops, sequences flattened; `nil` when it contains a custom rule.
    var ops: [AlignOp]? {
        if case .sequence(let rules) = self {
            var ops: [AlignOp] = []
            for rule in rules { guard let inner = rule.ops else { return nil }; ops += inner }
            return ops
        }
        return op.map { [$0] }
    }

    static func + (lhs: AlignmentRule, rhs: AlignmentRule) -> AlignmentRule {
        .sequence(lhs.flattened + rhs.flattened)
    }
    var flattened: [AlignmentRule] {
        if case .sequence(let rules) = self { return rules }
        return [self]
    }
}
