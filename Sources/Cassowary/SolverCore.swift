/// The solver's state and operations as a value: the ``Solver`` class makes one
/// access per call instead of one per field, and the tableau does the algebra.
struct SolverCore {
    /// A random identity, so variables can cache their indices for this solver (never 0).
    let identity = UInt64.random(in: 1...UInt64.max)

    /// A variable of the user in the solver, with the number of constraints that use it.
    struct External {
        let variable: Variable
        let symbol: Symbol
        var uses: Int32
    }

    /// An edit variable's constraint and last suggested value.
    struct Edit {
        let variable: Variable
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    var tableau = Tableau()
    /// The constraints in the solver (densely, in no order), each with its markers and its place in the order they were added.
    var constraints: [(constraint: Constraint, tag: Tag, order: UInt64)] = []
    /// The index of each constraint in `constraints`.
    var constraintIndex = IdentityIndex()
    /// The place of the next constraint added.
    var nextOrder: UInt64 = 0
    /// Whether a refusal is checked against a fresh solver of the required constraints (not in that fresh solver itself).
    var confirmsRefusals = true
    /// The variables in the solver, densely (``updateVariables()`` walks them).
    var externals: [External] = []
    var externalIndex = IdentityIndex()
    var edits: [Edit?] = []
    var editIndex = IdentityIndex()
    var freeEdits: [Int32] = []
    /// The externals of the constraint being added (reused, so adding does not allocate for it).
    var termIndices: [Int32] = []
    /// The largest magnitude of any constant or suggested value given since the solver was made
    /// (part of the scale of ``Solver/tolerance``).
    var inputScale = 0.0

    /// Creates an empty solver.
    init() {}

    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard constraintIndex[id] == nil else { throw .duplicateConstraint(constraint) }
        try SolverCore.validate(constraint)
        inputScale = max(inputScale, abs(constraint.expression.constant))
        let externalCount = externals.count
        tableau.markSymbols()
        let (row, tag) = makeRow(for: constraint)
        let inserted: Bool
        do {
            // The decisions below read the variables beside the tableau while it changes: through copies that
            // end with this scope (the tableau is no longer swapped out and back, which made and destroyed an
            // empty tableau per constraint).
            let externals = self.externals, externalIndex = self.externalIndex, identity = self.identity, inputScale = self.inputScale
            let terms = { SolverCore.symbolTerms(of: constraint, externals: externals, index: externalIndex, identity: identity) }
            inserted = tableau.insert(row, tag: tag, strength: constraint.strength.value, required: constraint.strength.isRequired,
                                      acceptance: { $0.acceptance(of: terms(), variables: externals.lazy.map(\.symbol), inputScale: inputScale) },
                                      cleanSubject: { $0.cleanExternal(of: $1, terms: terms()) })
        }
        guard inserted else {
            forget(from: externalCount)
            // Whether a required constraint can hold depends on the required constraints alone: when the optional
            // rows around it left too few right digits to tell, a fresh solver of the required ones decides.
            if constraint.strength.isRequired, confirmsRefusals, rebuild(accepting: constraint) { return }
            throw .unsatisfiableConstraint(constraint)
        }
        tableau.keepSymbols()
        constraintIndex[id] = Int32(constraints.count)
        constraints.append((constraint, tag, nextOrder))
        nextOrder &+= 1
        for index in termIndices { externals[Int(index)].uses += 1 }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = constraintIndex.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = constraints[Int(index)].tag
        let last = constraints.removeLast()
        if Int(index) < constraints.count {
            constraints[Int(index)] = last
            constraintIndex[ObjectIdentifier(last.constraint)] = index
        }
        // The errors leave the objective before any pivot, or substitutions would bring them back.
        tableau.weigh(tag.marker, strength: -constraint.strength.value)
        tableau.weigh(tag.other, strength: -constraint.strength.value)
        let slot = tableau.rowOf[Int(tag.marker.id)]
        if slot >= 0 {
            _ = tableau.dropRow(slot)
        } else if let leaving = tableau.markerLeavingSlot(tag.marker) {
            tableau.eliminate(tag.marker, pivotingOut: leaving)
        }
        tableau.optimize(.main)
        _ = tableau.dualOptimize()   // rows a rounded pivot left negative
        tableau.freeSymbol(tag.marker)
        if tag.other.isValid { tableau.freeSymbol(tag.other) }
        for term in constraint.expression.terms where term.coefficient != 0 {
            guard let index = externalIndex(of: term.variable) else { continue }
            externals[Int(index)].uses -= 1
            if externals[Int(index)].uses <= 0 { removeExternal(at: index) }
        }
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintIndex[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlot(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        guard Solver.strengthRange.contains(strength.value) else { throw .editStrengthOutOfRange(variable, strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        do {
            try addConstraint(constraint)
        } catch {
            throw .internalError("the edit constraint of \(variable.name) was refused: \(error)")
        }
        let edit = Edit(variable: variable, constraint: constraint, tag: constraints[Int(constraintIndex[ObjectIdentifier(constraint)]!)].tag, constant: 0)
        let slot: Int32
        if let free = freeEdits.popLast() {
            slot = free
            edits[Int(slot)] = edit
        } else {
            slot = Int32(edits.count)
            edits.append(edit)
        }
        editIndex[ObjectIdentifier(variable)] = slot
        if variable.cachedSolver == identity { variable.cachedEdit = slot }
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlot(of: variable), let edit = edits[Int(slot)] else { throw .unknownEditVariable(variable) }
        edits[Int(slot)] = nil
        freeEdits.append(slot)
        editIndex[ObjectIdentifier(variable)] = nil
        if variable.cachedSolver == identity { variable.cachedEdit = -1 }
        try removeConstraint(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool { editSlot(of: variable) != nil }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let slot = editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        guard abs(value) <= Solver.valueRange.upperBound else { throw .valueOutOfRange(variable, value) }
        inputScale = max(inputScale, abs(value))
        let delta = value - edits[Int(slot)]!.constant
        guard delta != 0 else { return }
        edits[Int(slot)]!.constant = value
        let tag = edits[Int(slot)]!.tag
        tableau.suggest(tag.marker, tag.other, delta: delta)
        _ = tableau.dualOptimize()
    }

    // MARK: Results

    func updateVariables() {
        externals.withUnsafeBufferPointer { externals in
            for external in externals {
                let value = tableau.value(of: external.symbol)
                external.variable.value = value == 0 ? 0 : value   // no -0
            }
        }
    }
}
