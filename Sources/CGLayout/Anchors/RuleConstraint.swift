import Foundation

/// A built-in constraint that is one ``ConstraintRule``: ``LayoutAnchor`` and its side, size
/// and centre anchors. Their ``RectBasedConstraint`` witnesses are written once here.
protocol RuleConstraint: RectBasedConstraint, RuleCarrying {}

extension RuleConstraint {
    /// Constrains using the global direction.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect) {
        formConstrain(sourceRect: &sourceRect, by: rect, direction: .current)
    }

    /// Constrains, resolving leading/trailing with `direction`.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        rule.apply(&sourceRect, by: rect, direction: direction)
    }
}

/// A side, size or centre anchor: a stored ``ConstraintRule`` that a custom constraint can
/// stand in for (``Extensible``). Its `build(_:)` is written once here.
protocol AnchorRuleConstraint: RuleConstraint, Extensible where Conformed == any RectBasedConstraint {
    /// Wraps `rule`.
    init(_ rule: ConstraintRule)
}

extension AnchorRuleConstraint {
    /// Wraps a custom constraint.
    ///
    /// - Parameter base: The behaviour.
    /// - Returns: An anchor running `base`.
    public static func build(_ base: any RectBasedConstraint) -> Self { Self(.custom(CustomConstraint(base: base))) }
}
