/// A linear relation between an expression and zero, with a strength:
/// `expression OP 0`. Made with `==`, `<=` and `>=` over variables, numbers
/// and expressions; compared by identity.
///
/// ```swift
/// let constraint = left + width <= 320              // required
/// let preferred = (width == 120).strength(.weak)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation to zero.
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        /// `expression == 0`.
        case equal
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression >= 0`.
        case greaterThanOrEqual

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .equal: return "=="
            case .lessThanOrEqual: return "<="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// The left side minus the right side, with terms of one variable combined.
    public let expression: Expression
    /// The relation to zero.
    public let relation: Relation
    /// The strength.
    public let strength: Strength

    /// Creates `expression OP 0`.
    ///
    /// - Parameters:
    ///   - expression: The expression.
    ///   - relation: The relation to zero.
    ///   - strength: The strength; required by default.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = Constraint.reduced(expression)
        self.relation = relation
        self.strength = strength
    }

    /// The same relation with another strength (a new constraint).
    ///
    /// - Parameter strength: The strength.
    /// - Returns: The new constraint.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// E.g. `left + width + -320 <= 0 | required`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }

    /// Combines the terms of each variable, in order of first appearance
    /// (a linear scan: expressions have a handful of terms).
    private static func reduced(_ expression: Expression) -> Expression {
        let all = expression.terms
        var repeated = false
        for index in all.indices where !repeated {
            for other in all.indices where other > index && all[other].variable === all[index].variable { repeated = true; break }
        }
        guard repeated else { return expression }
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            if let index = terms.firstIndex(where: { $0.variable === term.variable }) {
                terms[index] = Term(term.variable, terms[index].coefficient + term.coefficient)
            } else {
                terms.append(term)
            }
        }
        return Expression(terms, constant: expression.constant)
    }
}

/// `constraint | strength`: the kiwi spelling of ``Constraint/strength(_:)``.
public func | (constraint: Constraint, strength: Strength) -> Constraint { constraint.strength(strength) }
