/// A linear expression: terms plus a constant.
///
/// Build expressions with `+ - * /` over variables, numbers and expressions:
///
/// ```swift
/// let right = left + width          // an Expression
/// let middle = left + 0.5 * width
/// ```
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public let terms: [Term]
    /// The constant.
    public let constant: Double

    /// Creates an expression.
    ///
    /// - Parameters:
    ///   - terms: The terms.
    ///   - constant: The constant; 0 by default.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    ///
    /// - Parameter variable: A variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression `constant`.
    ///
    /// - Parameter constant: A number.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value with the variables' present values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// E.g. `left + 0.5 * width + 8`.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// `lhs + sign × rhs` with one allocation.
    static func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
        if rhs.terms.isEmpty { return Expression(lhs.terms, constant: lhs.constant + sign * rhs.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * sign)) }
        return Expression(terms, constant: lhs.constant + sign * rhs.constant)
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}
