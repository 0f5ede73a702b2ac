/// Why the solver refused an operation; every case carries the culprit.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength(Variable)
    /// A suggested value is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// A coefficient or the constant of the constraint is finite but outside the solver's numeric range
    /// (``Solver/coefficientRange``, ``Solver/valueRange``).
    case constraintOutOfRange(Constraint)
    /// A suggested value is finite but outside ``Solver/valueRange``.
    case valueOutOfRange(Variable, Double)
    /// The constraint is neither required nor of a strength inside ``Solver/strengthRange``.
    case strengthOutOfRange(Constraint)
    /// The strength asked for the edit variable is outside ``Solver/strengthRange``.
    case editStrengthOutOfRange(Variable, Strength)
    /// A broken invariant of the solver: a bug, reported instead of trapping. (Rounding no longer
    /// produces one: an unbounded objective or a failed dual optimisation is cleared as rounding.)
    case internalError(String)

    /// A readable description naming the culprit.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint): return "unsatisfiable constraint: \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
        case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
        case .nonFiniteConstraint(let constraint): return "constraint with a NaN or infinite value: \(constraint)"
        case .unknownEditVariable(let variable): return "unknown edit variable: \(variable.name)"
        case .duplicateEditVariable(let variable): return "duplicate edit variable: \(variable.name)"
        case .badRequiredStrength(let variable): return "edit variable \(variable.name) cannot be required"
        case .nonFiniteValue(let variable, let value): return "suggested value \(value) for \(variable.name) is not finite"
        case .constraintOutOfRange(let constraint): return "constraint outside the solver's numeric range: \(constraint)"
        case .valueOutOfRange(let variable, let value):
            return "suggested value \(value) for \(variable.name) is outside the solver's numeric range"
        case .strengthOutOfRange(let constraint): return "constraint strength outside the solver's range: \(constraint)"
        case .editStrengthOutOfRange(let variable, let strength):
            return "strength \(strength) for edit variable \(variable.name) is outside the solver's range"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}

extension SolverError: Equatable {
    /// Equal when the same case names the same constraint or variable (by identity).
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiableConstraint(let a), .unsatisfiableConstraint(let b)),
             (.unknownConstraint(let a), .unknownConstraint(let b)),
             (.duplicateConstraint(let a), .duplicateConstraint(let b)),
             (.nonFiniteConstraint(let a), .nonFiniteConstraint(let b)),
             (.constraintOutOfRange(let a), .constraintOutOfRange(let b)),
             (.strengthOutOfRange(let a), .strengthOutOfRange(let b)):
            return a === b
        case (.unknownEditVariable(let a), .unknownEditVariable(let b)),
             (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
             (.badRequiredStrength(let a), .badRequiredStrength(let b)):
            return a === b
        case (.nonFiniteValue(let a, let x), .nonFiniteValue(let b, let y)),
             (.valueOutOfRange(let a, let x), .valueOutOfRange(let b, let y)):
            return a === b && (x == y || (x.isNaN && y.isNaN))
        case (.editStrengthOutOfRange(let a, let x), .editStrengthOutOfRange(let b, let y)):
            return a === b && x == y
        case (.internalError(let a), .internalError(let b)):
            return a == b
        default:
            return false
        }
    }
}
