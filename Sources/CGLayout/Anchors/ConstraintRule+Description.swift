import Foundation

extension ConstraintRule: CustomStringConvertible {
    /// What the rule does to the available space, e.g. `limit top to bottom`
    /// (the space's top may not be above the reference's bottom).
    var description: String {
        switch self {
        case .builtIn(let rule): return rule.description
        case .custom(let custom): return "custom \(String(describing: type(of: custom.base)))"
        }
    }
}

extension BuiltInRule {
    /// What the rule does to the available space.
    var description: String {
        switch self {
        case .side(let rule):
            let target = rule.target.name(on: rule.axis), reference = rule.reference.name(on: rule.axis)
            switch rule.operation {
            case .align: return "align \(target) to \(reference)"
            case .pull: return "pull \(target) to \(reference)"
            case .limit: return "limit \(target) to \(reference)"
            case .farther: return "\(target) farther than or equal to \(reference)"
            case .nearer: return "\(target) nearer than or equal to \(reference)"
            }
        case .size(let target, let reference, let multiplier, let inset):
            let name = { (axis: Axis) in axis == .horizontal ? "width" : "height" }
            var text = "\(name(target)) = \(name(reference))"
            if multiplier != 1 { text += " × \(multiplier.shortDescription)" }
            if inset != 0 { text += " − \(inset.shortDescription)" }
            return text
        case .fixedSize(let axis, let value): return "\(axis == .horizontal ? "width" : "height") = \(value.shortDescription)"
        case .center(let origin): return origin ? "origin at center" : "center on center"
        case .insets(let insets):
            return "inset (\(insets.top.shortDescription), \(insets.left.shortDescription), \(insets.bottom.shortDescription), \(insets.right.shortDescription))"
        case .directionalInsets(let insets):
            return "inset (\(insets.top.shortDescription), leading \(insets.leading.shortDescription), \(insets.bottom.shortDescription), trailing \(insets.trailing.shortDescription))"
        case .constant(let rect): return "constant \(rect.shortDescription)"
        case .equally: return "equal to the rect"
        }
    }
}

/// A list of rules as `[limit top to bottom, height = height]`.
func describeRules(_ rules: [ConstraintRule]) -> String {
    "[" + rules.map(\.description).joined(separator: ", ") + "]"
}
