/// The marker and error symbols of one constraint's row: the slack, error or dummy that
/// identifies it, and the second error symbol of a non-required equality.
struct Tag {
    var marker: Symbol
    var other: Symbol
}

/// Putting a constraint's row into the tableau: what a ``Solver``'s `addConstraint` and a
/// ``LinearProgram``'s `add` share once each has written the row in terms of the present basis.
extension Tableau {
    /// Adds the constraint's marker symbols to `row` (a slack for an inequality, two errors for a
    /// non-required equality, one for a non-required inequality, a dummy for a required equality) and
    /// makes its constant non-negative.
    ///
    /// - Returns: The markers.
    mutating func addMarkers(to row: inout Row, _ relation: Constraint.Relation, required: Bool) -> Tag {
        var tag = Tag(marker: .invalid, other: .invalid)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.accumulate(slack, coefficient)
            if !required {
                let error = newSymbol(.error)
                tag.other = error
                row.accumulate(error, -coefficient)
            }
        case .equal:
            if !required {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.accumulate(plus, -1)
                row.accumulate(minus, 1)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.accumulate(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return tag
    }

    /// Puts a constraint's `row` (in terms of the present basis, markers added) into the tableau, weighs its
    /// errors with `strength` and optimizes.
    ///
    /// - Parameters:
    ///   - required: Whether the constraint must hold.
    ///   - acceptance: How far from holding a required row may be and still be accepted (asked only when needed).
    ///   - cleanSubject: The subject for a row ``chooseSubject(_:_:)`` found none for, or `.invalid`.
    /// - Returns: `false` when a required row cannot hold; then the rows, columns and objective are as they were
    ///   (the caller gives back the symbols it made for the row).
    mutating func insert(_ row: consuming Row, tag: Tag, strength: Double, required: Bool, acceptance: (borrowing Tableau) -> Double,
                         cleanSubject: (borrowing Tableau, Row) -> Symbol) -> Bool {
        var subject = chooseSubject(row, tag)
        if !subject.isValid { subject = cleanSubject(self, row) }
        if !subject.isValid, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // A redundant equality, or a contradiction of the required equalities.
            guard abs(row.constant) <= acceptance(self) else { return false }
            subject = tag.marker
        }
        var limit = Double.infinity
        if subject.isValid {
            // After a removal pivoted a variable out of the basis, restricted rows may contain it: substituting it
            // can then leave them negative, and only the dual simplex below finds out whether the constraint can hold.
            if required, appearsInRestrictedRow(subject) {
                limit = acceptance(self)
                beginJournal()
            }
            row.solve(for: subject)
            substitute(subject, by: row)
            addRow(row, basic: subject)
        } else {
            limit = acceptance(self)
            beginJournal()
            guard addWithArtificialVariable(row, limit: limit) else {
                rollBack()
                return false
            }
        }
        weigh(tag.marker, strength: strength)
        weigh(tag.other, strength: strength)
        optimize(.main)
        let consistent = dualOptimize(limit: limit)   // only rounding, except in the journaled cases above
        if journal != nil {
            guard consistent else {
                rollBack()
                return false
            }
            commitJournal()
        }
        return true
    }

    /// Adds `strength × marker` to the objective when the marker is an error symbol (a negative
    /// strength takes a removed constraint's weight out), in terms of the present basis.
    mutating func weigh(_ marker: Symbol, strength: Double) {
        guard marker.kind == .error else { return }
        if let row = row(of: marker) {
            var target = Row()
            swap(&target, &objective)
            add(row, times: strength, to: &target)
            objective = target
        } else {
            objective.accumulate(marker, strength)
        }
    }

    /// The external symbol of the row with the lowest id among those whose coefficient is at least a tenth
    /// of the largest (kiwi takes the lowest id outright, which can divide by a tiny coefficient), else a
    /// pivotable marker with a negative coefficient (else see ``cleanExternal(of:terms:)``).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        // A coefficient under the pivot tolerance is what is left of a cancellation (nearly parallel
        // constraints): too few of its digits are right to divide by it.
        var largest = 0.0
        for cell in row.cells where cell.symbol.kind == .external { largest = max(largest, abs(cell.coefficient)) }
        if largest > pivotTolerance * row.largestCoefficient {
            for cell in row.cells where cell.symbol.kind == .external && abs(cell.coefficient) >= largest / 10 {
                return cell.symbol
            }
        }
        // Markers are new: their coefficients are exact. (A non-required row always has one that is negative.)
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// How far from holding a required row may be and still be accepted: a tenth of ``Solver/tolerance``
    /// times the scale of the system (the largest value of `variables`, the largest term of the row, the
    /// largest constant given so far) and of the row's coefficients. Only adds that need a decision ask: it
    /// walks the variables.
    func acceptance(of terms: some Sequence<(symbol: Symbol, coefficient: Double)>, variables: some Sequence<Symbol>,
                    inputScale: Double) -> Double {
        var scale = inputScale, coefficients = 1.0
        for symbol in variables { scale = max(scale, abs(value(of: symbol))) }
        for term in terms where term.coefficient != 0 {
            coefficients += abs(term.coefficient)
            scale = max(scale, abs(term.coefficient * value(of: term.symbol)))
        }
        return Solver.tolerance / 10 * (1 + scale) * coefficients
    }

    /// The external symbol with the largest coefficient in `row` among those whose coefficient is no
    /// cancellation: above the pivot tolerance of the largest term that went into it (its coefficient among
    /// `terms`, the constraint's, or a term's coefficient times its coefficient in the term's basic row).
    ///
    /// A row that substitutes the basic rows of nearly parallel constraints has coefficients ~1e8 times
    /// those of a variable it adds, whose digits are all right: measured against the row it would look
    /// like rounding and be left to the artificial phase, which cannot move an unrestricted variable.
    func cleanExternal(of row: Row, terms: some Sequence<(symbol: Symbol, coefficient: Double)>) -> Symbol {
        var found = Symbol.invalid, largest = 0.0
        for cell in row.cells where cell.symbol.kind == .external && abs(cell.coefficient) > largest {
            var operands = 0.0
            for term in terms where term.coefficient != 0 {
                if term.symbol == cell.symbol {
                    operands = max(operands, abs(term.coefficient))
                } else if let basic = self.row(of: term.symbol) {
                    operands = max(operands, abs(term.coefficient * basic.coefficient(for: cell.symbol)))
                }
            }
            if abs(cell.coefficient) > pivotTolerance * operands {
                found = cell.symbol
                largest = abs(cell.coefficient)
            }
        }
        return found
    }
}
