/// An incremental Cassowary solver (the dual simplex of Badros, Borning and
/// Stuckey, in the shape of kiwi): add and remove constraints of any
/// strength, mark variables as edit variables and suggest values for them,
/// then read the solution with ``updateVariables()``.
///
/// The tableau is indexed by symbol ids handed out in order, so results do
/// not depend on hashing or on the order variables were created in. Errors
/// are typed and name the culprit; nothing traps.
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
    private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Adds `constraint`.
    ///
    /// - Parameter constraint: The constraint.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/unsatisfiableConstraint(_:)`` (a required constraint that cannot hold; nothing changes),
    ///   ``SolverError/internalError(_:)``.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) { try core.addConstraint(constraint) }

    /// Removes `constraint`.
    ///
    /// - Parameter constraint: A constraint added before.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/internalError(_:)``.
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
    ///   - strength: Any strength but required.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/internalError(_:)``.
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
    ///   ``SolverError/internalError(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) { try core.suggestValue(variable, value) }

    /// Writes the solution into every variable's ``Variable/value``.
    public func updateVariables() { core.updateVariables() }

    /// Forgets every constraint, edit variable and variable.
    public func reset() { core = SolverCore() }

    /// The tableau as text: objective, rows, infeasible rows, variables, edit variables, constraints.
    ///
    /// - Returns: The dump.
    public func dump() -> String { core.dump() }
}

/// The solver's state and algorithm as a value: the class above makes one
/// exclusive access per call instead of one per field access.
struct SolverCore {
    /// A random identity, so variables can cache their symbol for this solver (never 0).
    let identity = UInt64.random(in: 1...UInt64.max)
    struct Tag {
        var marker: Symbol
        var other: Symbol
    }

    struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    var edits: [ObjectIdentifier: EditInfo] = [:]
    /// The basic rows, indexed by the id of their basic symbol.
    var rows: [Row?] = []
    /// The symbol of each id.
    var symbols: [Symbol] = []
    var infeasibleRows: [Symbol] = []
    var objective = Row()
    var artificial: Row?

    /// Creates an empty solver.
    init() {}

    // MARK: Constraints

    /// Adds `constraint`.
    ///
    /// - Parameter constraint: The constraint.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/unsatisfiableConstraint(_:)`` (a required constraint that cannot hold; nothing changes),
    ///   ``SolverError/internalError(_:)``.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard constraints[id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid, allDummies(row) {
            guard nearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if !subject.isValid {
            guard try addWithArtificialVariable(row) else {
                // The failed row may remain in the tableau: take it out again, so nothing changes.
                try removeMarker(tag.marker, of: constraint)
                try optimize(objective: .main)
                throw .unsatisfiableConstraint(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(row, for: subject)
        }
        constraints[id] = (constraint, tag)
        try optimize(objective: .main)
    }

    /// Removes `constraint`.
    ///
    /// - Parameter constraint: A constraint added before.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/internalError(_:)``.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        removeEffects(of: tag, strength: constraint.strength.value)
        try removeMarker(tag.marker, of: constraint)
        try optimize(objective: .main)
    }

    /// Takes a constraint's marker out of the tableau, with the row that defines it.
    mutating func removeMarker(_ marker: Symbol, of constraint: Constraint) throws(SolverError) {
        guard takeRow(for: marker) == nil else { return }
        guard let leaving = markerLeavingRow(marker) else {
            // The marker appears in no row: nothing of the constraint is left.
            return
        }
        var row = takeRow(for: leaving)!
        row.solve(for: leaving, and: marker)
        substitute(marker, by: row)
    }

    /// Whether `constraint` has been added.
    ///
    /// - Parameter constraint: A constraint.
    /// - Returns: `true` when it is in the solver.
    func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable of `strength`: ``suggestValue(_:_:)``
    /// then pulls it towards values with that strength.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - strength: Any strength but required.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        do {
            try addConstraint(constraint)
        } catch {
            throw .internalError("the edit constraint of \(variable.name) was refused: \(error)")
        }
        edits[id] = EditInfo(tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/internalError(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Parameter variable: A variable.
    /// - Returns: `true` when it is.
    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows with the
    /// edit's strength (incrementally: a dual simplex from the last solution).
    ///
    /// - Parameters:
    ///   - variable: An edit variable.
    ///   - value: The wanted value.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``,
    ///   ``SolverError/internalError(_:)``.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard var info = edits[id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        let delta = value - info.constant
        info.constant = value
        edits[id] = info
        let marker = info.tag.marker, other = info.tag.other
        if rows[Int(marker.id)] != nil {
            if rows[Int(marker.id)]!.add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if other.isValid, rows[Int(other.id)] != nil {
            if rows[Int(other.id)]!.add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for index in rows.indices where rows[index] != nil {
                let coefficient = rows[index]!.coefficient(for: marker)
                if coefficient != 0, rows[index]!.add(delta * coefficient) < 0, symbols[index].isRestricted {
                    infeasibleRows.append(symbols[index])
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Results

    /// Writes the solution into every variable's ``Variable/value``.
    func updateVariables() {
        for (variable, symbol) in variables.values {
            let value = rows[Int(symbol.id)]?.constant ?? 0
            variable.value = value == 0 ? 0 : value   // no -0
        }
    }
}

extension Solver {
    /// Stub (the fix follows).
    public static let tolerance = 1e-9
    /// Stub.
    public static let valueRange: ClosedRange<Double> = -1e12...1e12
    /// Stub.
    public static let coefficientRange: ClosedRange<Double> = 1e-6...1e6
}
