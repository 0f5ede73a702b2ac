import Foundation

/// What ``AlignmentRule`` and ``FillingRule`` share: a rule is one built-in op, a
/// user's custom layout, or a sequence of rules (`lhs + rhs`). Written once here.
protocol OpSequenceRule: Equatable {
    /// The built-in op a rule may be.
    associatedtype Op
    /// The enum's `.op` case.
    static func op(_ op: Op) -> Self
    /// The enum's `.sequence` case.
    static func sequence(_ rules: [Self]) -> Self
    /// The enum's `.custom` case.
    static func custom(_ layout: CustomLayout) -> Self
    /// The op of an `.op` rule.
    var op: Op? { get }
    /// The rules of a `.sequence`, or `nil`.
    var sequenced: [Self]? { get }
    /// Runs the rule on `axis` of `rect` in `source` (custom rules receive `direction`).
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection)
}

extension OpSequenceRule {
    /// The ops a compiled pass runs, or `nil` when some rule is not built in.
    var ops: [Op]? {
        if let rules = sequenced {
            var ops: [Op] = []
            for rule in rules { guard let inner = rule.ops else { return nil }; ops += inner }
            return ops
        }
        return op.map { [$0] }
    }

    /// `lhs + rhs`: both rules, in order, as one flat sequence.
    static func + (lhs: Self, rhs: Self) -> Self {
        .sequence(lhs.flattened + rhs.flattened)
    }

    /// The rules of a sequence, or the rule alone.
    var flattened: [Self] { sequenced ?? [self] }
}
