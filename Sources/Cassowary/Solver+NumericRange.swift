/// The numbers the solver accepts, and how exactly it satisfies required constraints.
///
/// A successful call leaves every required constraint `Σ cᵢ·xᵢ + k OP 0` holding at
/// the solution ``Solver/updateVariables()`` writes within
///
///     tolerance × (1 + M) × (1 + Σ |cᵢ|)
///
/// where `M` is the largest magnitude among the solved values, the terms `|cᵢ·xᵢ|` of
/// the solver's constraints, and the constants and suggested values the solver has been
/// given since it was made or reset. (Rounding grows with the largest number in the
/// system, not with each constraint's own: a constraint over small values next to values
/// of a billion holds to about a millionth.) A call that throws leaves the solver exactly
/// as it was. Finite input outside ``valueRange`` and ``coefficientRange`` is refused with
/// ``SolverError/constraintOutOfRange(_:)`` or ``SolverError/valueOutOfRange(_:_:)``.
///
/// Whether a required constraint can hold is decided with the same tolerance, so of
/// nearly parallel required constraints (coefficients equal to eight digits or more) one
/// that contradicts the others by less than the tolerance is accepted.
extension Solver {
    /// The relative tolerance of required constraints: 1e-8.
    public static let tolerance = 1e-8

    /// Constants of constraints and suggested values: at most 1e9 in magnitude
    /// (a billion points; beyond that a Double keeps too few digits for layout).
    public static let valueRange: ClosedRange<Double> = -1e9...1e9

    /// Magnitudes of non-zero coefficients: 0.01 to 100 (a term with coefficient 0 is ignored).
    /// Wider ratios between the coefficients of one system lose more digits than ``tolerance`` allows.
    public static let coefficientRange: ClosedRange<Double> = 0.01...100
}

extension Solver {
    /// The strengths the solver accepts for constraints that are not required and for edit variables:
    /// from 0.01 (a hundredth of ``Strength/weak``) to 1e9 (a thousand times ``Strength/strong``);
    /// ``Strength/required`` is accepted for constraints too.
    ///
    /// The weights of one system must stay within about eleven digits of each other: the objective
    /// adds them up, and beside a weight of a billion anything below a hundredth is lost to rounding.
    /// A weight of 0, a denormal or a weight just below required (`required − 1` is optional, yet
    /// outweighs any sum of other preferences and mixes with required rows) is refused with
    /// ``SolverError/strengthOutOfRange(_:)`` or ``SolverError/editStrengthOutOfRange(_:_:)``:
    /// with such weights a sequence of calls could leave a required constraint off by several points.
    public static let strengthRange: ClosedRange<Double> = 0.01...1e9

    /// Whether `strength` is accepted for a constraint (required, or inside ``strengthRange``).
    ///
    /// - Parameter strength: A strength.
    /// - Returns: `true` when ``addConstraint(_:)`` accepts it.
    public static func accepts(_ strength: Strength) -> Bool {
        strength.isRequired || strengthRange.contains(strength.value)
    }
}
