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

    /// Applies the rule inside a pass: a custom constraint that measures (`ContextualRectConstraint`, such as an
    /// element's `contentConstraint`) measures with the pass's context, so a snapshot records what it asked.
    func apply(_ space: inout CGRect, by rect: CGRect, context: LayoutContext) {
        switch self {
        case .builtIn(let rule): rule.apply(&space, by: rect, direction: context.direction)
        case .custom(let custom):
            if let contextual = custom.base as? any ContextualRectConstraint {
                contextual.formConstrain(sourceRect: &space, by: rect, context: context)
            } else {
                custom.base.formConstrain(sourceRect: &space, by: rect, direction: context.direction)
            }
        }
    }

    /// The built-in rule; `nil` for a custom one.
    var builtIn: BuiltInRule? {
        if case .builtIn(let rule) = self { return rule }
        return nil
    }
}
