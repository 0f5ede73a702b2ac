/// Making a constraint's row, choosing its subject, checking input against the
/// numeric range, and the book-keeping of variables and edit variables.
extension SolverCore {
    // MARK: Input

    /// Refuses NaN, infinities and finite numbers outside the solver's range.
    static func validate(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteConstraint(constraint)
        }
        guard Solver.accepts(constraint.strength) else { throw .strengthOutOfRange(constraint) }
        guard abs(expression.constant) <= Solver.valueRange.upperBound,
              expression.terms.allSatisfy({ $0.coefficient == 0 || Solver.coefficientRange.contains(abs($0.coefficient)) }) else {
            throw .constraintOutOfRange(constraint)
        }
    }

    /// The constraint's terms as symbols (every variable of a constraint being added is registered).
    static func symbolTerms(of constraint: Constraint, externals: [External], index: IdentityIndex,
                            identity: UInt64) -> some Sequence<(symbol: Symbol, coefficient: Double)> {
        constraint.expression.terms.lazy.compactMap { term in
            let found = term.variable.cachedSolver == identity ? term.variable.cachedIndex : index[ObjectIdentifier(term.variable)]
            return found.map { (symbol: externals[Int($0)].symbol, coefficient: term.coefficient) }
        }
    }

    // MARK: Rows

    /// The row of `constraint` in terms of the present basis, with its marker and error symbols.
    /// Registers the constraint's variables (noted in `termIndices`). The errors enter the objective
    /// once the row is in the tableau (``Tableau/weigh(_:strength:)``), so a refusal has nothing to undo there.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // Room for every cell the row can have (a term's basic row, or the term; two markers): one allocation.
        var room = 2
        for term in expression.terms {
            if term.variable.cachedSolver == identity, case let slot = tableau.rowOf[Int(externals[Int(term.variable.cachedIndex)].symbol.id)],
               slot >= 0 {
                room += tableau.rows[Int(slot)].cells.count
            } else {
                room += 1
            }
        }
        row.cells.reserveCapacity(room)
        termIndices.removeLast(termIndices.count)
        for term in expression.terms where term.coefficient != 0 {
            let index = register(term.variable)
            termIndices.append(index)
            let symbol = externals[Int(index)].symbol
            let slot = tableau.rowOf[Int(symbol.id)]
            if slot >= 0 {
                tableau.add(tableau.rows[Int(slot)], times: term.coefficient, to: &row)
            } else {
                row.accumulate(symbol, term.coefficient)
            }
        }
        let tag = tableau.addMarkers(to: &row, constraint.relation, required: constraint.strength.isRequired)
        return (row, tag)
    }

    // MARK: Variables

    /// The index of `variable` in `externals`, through its cache when it was last used here.
    @inline(__always) func externalIndex(of variable: Variable) -> Int32? {
        if variable.cachedSolver == identity { return variable.cachedIndex }
        return externalIndex[ObjectIdentifier(variable)]
    }

    /// The index of `variable` in `externals`, registering it (with a new symbol) if needed.
    mutating func register(_ variable: Variable) -> Int32 {
        if variable.cachedSolver == identity { return variable.cachedIndex }
        let id = ObjectIdentifier(variable)
        let index: Int32
        if let known = externalIndex[id] {
            index = known
            variable.cachedEdit = editIndex[id] ?? -1
        } else {
            index = Int32(externals.count)
            externalIndex[id] = index
            if externals.capacity == 0 { externals.reserveCapacity(Tableau.firstSymbols / 2) }
            externals.append(External(variable: variable, symbol: tableau.newSymbol(.external), uses: 0))
            variable.cachedEdit = -1   // a new variable is no edit variable
        }
        variable.cachedSolver = identity
        variable.cachedIndex = index
        return index
    }

    /// The slot of `variable` in `edits`, if it is an edit variable.
    @inline(__always) func editSlot(of variable: Variable) -> Int32? {
        if variable.cachedSolver == identity { return variable.cachedEdit < 0 ? nil : variable.cachedEdit }
        return editIndex[ObjectIdentifier(variable)]
    }

    /// Forgets the variables registered since `count` (by a constraint that was refused) and the symbols made for it.
    mutating func forget(from count: Int) {
        while externals.count > count {
            let external = externals.removeLast()
            externalIndex[ObjectIdentifier(external.variable)] = nil
            if external.variable.cachedSolver == identity { external.variable.cachedSolver = 0 }
        }
        tableau.releaseSymbols()
    }

    /// Forgets a variable that no constraint uses any more, so add/remove cycles do not accumulate.
    mutating func removeExternal(at index: Int32) {
        let external = externals[Int(index)]
        guard tableau.rowOf[Int(external.symbol.id)] < 0 else { return }   // basic: cannot happen in exact arithmetic
        tableau.freeSymbol(external.symbol)
        externalIndex[ObjectIdentifier(external.variable)] = nil
        if external.variable.cachedSolver == identity { external.variable.cachedSolver = 0 }
        let last = externals.removeLast()
        guard Int(index) < externals.count else { return }
        externals[Int(index)] = last
        externalIndex[ObjectIdentifier(last.variable)] = index
        if last.variable.cachedSolver == identity { last.variable.cachedIndex = index }
    }
}
