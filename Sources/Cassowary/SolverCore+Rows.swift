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

    /// How far from holding a required constraint may be and still be accepted: a tenth of
    /// ``Solver/tolerance`` (see there for the scale). Only adds that need a decision call this:
    /// it walks the variables.
    func acceptance(of constraint: Constraint) -> Double {
        var scale = inputScale, coefficients = 1.0
        for external in externals { scale = max(scale, abs(tableau.value(of: external.symbol))) }
        for term in constraint.expression.terms where term.coefficient != 0 {
            coefficients += abs(term.coefficient)
            guard let index = externalIndex(of: term.variable) else { continue }
            scale = max(scale, abs(term.coefficient * tableau.value(of: externals[Int(index)].symbol)))
        }
        return Solver.tolerance / 10 * (1 + scale) * coefficients
    }

    // MARK: Rows

    /// The row of `constraint` in terms of the present basis, with its marker and error symbols.
    /// Registers the constraint's variables (noted in `termIndices`). The errors enter the objective
    /// once the row is in the tableau (``SolverCore/weigh(_:strength:)``), so a refusal has nothing to undo there.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
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
        var tag = Tag(marker: .invalid, other: .invalid)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            tag.marker = slack
            row.accumulate(slack, coefficient)
            if !strength.isRequired {
                let error = tableau.newSymbol(.error)
                tag.other = error
                row.accumulate(error, -coefficient)
            }
        case .equal:
            if !strength.isRequired {
                let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.accumulate(plus, -1)
                row.accumulate(minus, 1)
            } else {
                let dummy = tableau.newSymbol(.dummy)
                tag.marker = dummy
                row.accumulate(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The external symbol of the row with the lowest id among those whose coefficient is at least a tenth
    /// of the largest (kiwi takes the lowest id outright, which can divide by a tiny coefficient), else a
    /// pivotable marker with a negative coefficient (else see ``cleanExternal(of:for:)``).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        // A coefficient under the pivot tolerance is what is left of a cancellation (nearly parallel
        // constraints): too few of its digits are right to divide by it.
        var largest = 0.0
        for cell in row.cells where cell.symbol.kind == .external { largest = max(largest, abs(cell.coefficient)) }
        if largest > tableau.pivotTolerance * row.largestCoefficient {
            for cell in row.cells where cell.symbol.kind == .external && abs(cell.coefficient) >= largest / 10 {
                return cell.symbol
            }
        }
        // Markers are new: their coefficients are exact. (A non-required row always has one that is negative.)
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// The subject of a row ``chooseSubject(_:_:)`` found none for: the external symbol with the largest
    /// coefficient in `row` among those whose coefficient is no cancellation, that is above the pivot
    /// tolerance of the largest term that went into it (its coefficient in `constraint`, or a term's
    /// coefficient times its coefficient in the term's basic row).
    ///
    /// A row that substitutes the basic rows of nearly parallel constraints has coefficients ~1e8 times
    /// those of a variable it adds, whose digits are all right: measured against the row it would look
    /// like rounding and be left to the artificial phase, which cannot move an unrestricted variable.
    func cleanExternal(of row: Row, for constraint: Constraint) -> Symbol {
        var found = Symbol.invalid, largest = 0.0
        for cell in row.cells where cell.symbol.kind == .external && abs(cell.coefficient) > largest {
            var operands = 0.0
            for term in constraint.expression.terms where term.coefficient != 0 {
                guard let index = externalIndex(of: term.variable) else { continue }
                let symbol = externals[Int(index)].symbol
                if symbol == cell.symbol {
                    operands = max(operands, abs(term.coefficient))
                } else if let basic = tableau.row(of: symbol) {
                    operands = max(operands, abs(term.coefficient * basic.coefficient(for: cell.symbol)))
                }
            }
            if abs(cell.coefficient) > tableau.pivotTolerance * operands {
                found = cell.symbol
                largest = abs(cell.coefficient)
            }
        }
        return found
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
        let id = ObjectIdentifier(variable), count = Int32(externals.count)
        // One hash to find or insert.
        let index = SolverCore.findOrInsert(&externalIndex[id, default: -1], count)
        if index == count {
            externals.append(External(variable: variable, symbol: tableau.newSymbol(.external), uses: 0))
            variable.cachedEdit = -1   // a new variable is no edit variable
        } else {
            variable.cachedEdit = editIndex[id] ?? -1
        }
        variable.cachedSolver = identity
        variable.cachedIndex = index
        return index
    }

    @inline(__always) private static func findOrInsert(_ stored: inout Int32, _ new: Int32) -> Int32 {
        if stored < 0 { stored = new }
        return stored
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
