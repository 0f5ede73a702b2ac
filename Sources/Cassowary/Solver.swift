/// An incremental Cassowary solver (the dual simplex of Badros, Borning and
/// Stuckey, in the shape of kiwi): add and remove constraints of any
/// strength, mark variables as edit variables and suggest values for them,
/// then read the solution with ``updateVariables()``.
///
/// Every call either succeeds with the required constraints holding within
/// ``tolerance``, or throws a typed error naming the culprit and leaves the
/// solver exactly as it was (see ``valueRange`` for the numbers it accepts).
/// Pivot choices compare symbol ids, never hashes, so results are
/// deterministic. A suggested value visits only the rows that contain the
/// edit's error symbols; ids are recycled, so adding and removing constraints
/// forever keeps a constant cost.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left == 10)
/// try solver.addConstraint(left + width <= 300)
/// try solver.addConstraint((width == 400) | .strong)   // cannot hold: width becomes 290
/// solver.updateVariables()
/// ```
public final class Solver {
    /// One access per call: no dynamic exclusivity check inside the solver's loops.
    @exclusivity(unchecked) private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Adds `constraint`.
    ///
    /// - Parameter constraint: The constraint.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/constraintOutOfRange(_:)``, ``SolverError/strengthOutOfRange(_:)`` (neither required nor
    ///   inside ``strengthRange``), ``SolverError/unsatisfiableConstraint(_:)`` (a required
    ///   constraint that cannot hold within ``tolerance``). Nothing changes when it throws.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) { try core.addConstraint(constraint) }

    /// Removes `constraint`.
    ///
    /// - Parameter constraint: A constraint added before.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` only: a removal always succeeds.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) { try core.removeConstraint(constraint) }

    /// Whether `constraint` has been added.
    ///
    /// - Parameter constraint: A constraint.
    /// - Returns: `true` when it is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { core.hasConstraint(constraint) }

    /// Makes `variable` an edit variable of `strength`: ``suggestValue(_:_:)``
    /// then pulls it towards values with that strength.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - strength: A strength inside ``strengthRange`` (not required).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``,
    ///   ``SolverError/editStrengthOutOfRange(_:_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` only.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { try core.removeEditVariable(variable) }

    /// Whether `variable` is an edit variable.
    ///
    /// - Parameter variable: A variable.
    /// - Returns: `true` when it is.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Suggests a value for an edit variable; the solution follows with the
    /// edit's strength (incrementally: a dual simplex from the last solution).
    ///
    /// - Parameters:
    ///   - variable: An edit variable.
    ///   - value: The wanted value.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``,
    ///   ``SolverError/valueOutOfRange(_:_:)``. Nothing changes when it throws.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) { try core.suggestValue(variable, value) }

    /// Writes the solution into the ``Variable/value`` of every variable of the solver's constraints
    /// (a variable no constraint uses any more is forgotten, and keeps its last value).
    public func updateVariables() { core.updateVariables() }

    /// Forgets every constraint, edit variable and variable.
    public func reset() { core = SolverCore() }

    /// The tableau as text: objective, rows, infeasible rows, variables, edit variables, constraints.
    ///
    /// - Returns: The dump.
    public func dump() -> String { core.dump() }
}
