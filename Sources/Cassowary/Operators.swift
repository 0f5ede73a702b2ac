// The Cassowary expression vocabulary: `+ - * /` build expressions from
// variables, numbers and expressions; `== <= >=` build required constraints.

// MARK: Arithmetic

/// `a + b`.
public func + (lhs: Expression, rhs: Expression) -> Expression { Expression.combine(lhs, rhs, sign: 1) }
/// `a + b`.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// `a + b`.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `a + b`.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// `a + n`.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// `n + a`.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// `a + n`.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// `n + a`.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

/// `-a`.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
/// `-a`.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

/// `a - b`.
public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.combine(lhs, rhs, sign: -1) }
/// `a - b`.
public func - (lhs: Expression, rhs: Variable) -> Expression { Expression.combine(lhs, Expression(rhs), sign: -1) }
/// `a - b`.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression.combine(Expression(lhs), rhs, sign: -1) }
/// `a - b`.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
/// `a - n`.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// `n - a`.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
/// `a - n`.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
/// `n - a`.
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

/// `a * n`.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// `n * a`.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// `a * n`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// `n * a`.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// `a / n`.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
/// `a / n`.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }

// MARK: Relations

/// `a == b` (required).
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a == b` (required).
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a == b` (required).
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a == b` (required).
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a == n` (required).
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `n == a` (required).
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `a == n` (required).
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `n == a` (required).
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

/// `a <= b` (required).
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a <= b` (required).
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a <= b` (required).
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a <= b` (required).
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a <= n` (required).
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `n <= a` (required).
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `a <= n` (required).
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// `n <= a` (required).
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// `a >= b` (required).
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `a >= b` (required).
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `a >= b` (required).
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `a >= b` (required).
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `a >= n` (required).
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `n >= a` (required).
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `a >= n` (required).
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// `n >= a` (required).
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
