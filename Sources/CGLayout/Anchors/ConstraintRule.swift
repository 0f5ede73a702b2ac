import Foundation

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
