/// The simplex of the solver: making rows, choosing subjects, pivoting, the
/// primal and dual optimisations, removing markers, and the textual dump.
extension SolverCore {
    // MARK: Tableau

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(symbols.count), kind: kind)
        symbols.append(symbol)
        rows.append(nil)
        return symbol
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if variable.cachedSolver == identity { return variable.cachedSymbol }
        let id = ObjectIdentifier(variable)
        let symbol: Symbol
        if let entry = variables[id] {
            symbol = entry.symbol
        } else {
            symbol = newSymbol(.external)
            variables[id] = (variable, symbol)
        }
        variable.cachedSolver = identity
        variable.cachedSymbol = symbol
        return symbol
    }

    @inline(__always) mutating func setRow(_ row: Row, for symbol: Symbol) { rows[Int(symbol.id)] = row }

    @inline(__always) mutating func takeRow(for symbol: Symbol) -> Row? {
        guard let row = rows[Int(symbol.id)] else { return nil }
        rows[Int(symbol.id)] = nil
        return row
    }

    /// The row of `constraint` in terms of the present basis, with its marker and error symbols.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = self.symbol(for: term.variable)
            if let basic = rows[Int(symbol.id)] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag = Tag(marker: .invalid, other: .invalid)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.value)
                objective.insert(minus, strength.value)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol of the row, else a pivotable marker with a negative coefficient.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { $0.symbol.kind == .dummy }
    }

    /// Adds a row with no subject through an artificial variable; `false` when it cannot be satisfied.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        try optimize(objective: .artificial)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var basic = takeRow(for: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, and: entering)
            substitute(entering, by: basic)
            setRow(basic, for: entering)
        }
        for index in rows.indices where rows[index] != nil { rows[index]!.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere; rows that become infeasible are noted.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        // Through buffer pointers: rows are updated in place, never copied.
        rows.withUnsafeMutableBufferPointer { rows in
            symbols.withUnsafeBufferPointer { symbols in
                for index in rows.indices {
                    guard rows[index] != nil else { continue }
                    rows[index]!.substitute(symbol, by: row)
                    if symbols[index].isRestricted, rows[index]!.constant < 0 { infeasibleRows.append(symbols[index]) }
                }
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    enum Objective { case main, artificial }

    /// The primal simplex on an objective: pivot until no entering symbol lowers it.
    mutating func optimize(objective which: Objective) throws(SolverError) {
        while true {
            let target = which == .main ? objective : artificial!
            guard let entering = target.cells.first(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy })?.symbol else { return }
            var best = Double.infinity
            var leaving = Symbol.invalid
            rows.withUnsafeBufferPointer { rows in
                for index in rows.indices where symbols[index].isRestricted {
                    guard let row = rows[index] else { continue }
                    let coefficient = row.coefficient(for: entering)
                    if coefficient < 0 {
                        let ratio = -row.constant / coefficient
                        if ratio < best { best = ratio; leaving = symbols[index] }
                    }
                }
            }
            guard leaving.isValid else { throw .internalError("the objective is unbounded") }
            var row = takeRow(for: leaving)!
            row.solve(for: leaving, and: entering)
            substitute(entering, by: row)
            setRow(row, for: entering)
        }
    }

    /// The dual simplex: restores feasibility after suggested values moved constants.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[Int(leaving.id)], row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var best = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best { best = ratio; entering = cell.symbol }
            }
            guard entering.isValid else { throw .internalError("the dual optimisation failed") }
            var pivot = takeRow(for: leaving)!
            pivot.solve(for: leaving, and: entering)
            substitute(entering, by: pivot)
            setRow(pivot, for: entering)
        }
    }

    /// The row to pivot a removed constraint's marker out of.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var r1 = Double.infinity, r2 = Double.infinity
        for index in rows.indices where rows[index] != nil {
            let coefficient = rows[index]!.coefficient(for: marker)
            if coefficient == 0 { continue }
            let symbol = symbols[index]
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -rows[index]!.constant / coefficient
                if ratio < r1 { r1 = ratio; first = symbol }
            } else {
                let ratio = rows[index]!.constant / coefficient
                if ratio < r2 { r2 = ratio; second = symbol }
            }
        }
        if first.isValid { return first }
        if second.isValid { return second }
        return third.isValid ? third : nil
    }

    mutating func removeEffects(of tag: Tag, strength: Double) {
        for marker in [tag.marker, tag.other] where marker.kind == .error {
            if let row = rows[Int(marker.id)] { objective.insert(row, -strength) } else { objective.insert(marker, -strength) }
        }
    }

    // MARK: Debugging

    /// The tableau as text: objective, rows, infeasible rows, variables, edit variables, constraints.
    ///
    /// - Returns: The dump.
    func dump() -> String {
        func name(_ symbol: Symbol) -> String {
            let prefix: String
            switch symbol.kind {
            case .external: prefix = "v"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            case .invalid: prefix = "i"
            }
            return "\(prefix)\(symbol.id)"
        }
        func text(_ row: Row) -> String {
            ([String(row.constant)] + row.cells.map { "\($0.coefficient) * \(name($0.symbol))" }).joined(separator: " + ")
        }
        var lines = ["Objective", "---------", text(objective), "", "Tableau", "-------"]
        for index in rows.indices { if let row = rows[index] { lines.append("\(name(symbols[index])) | \(text(row))") } }
        lines += ["", "Infeasible", "----------"] + infeasibleRows.map(name)
        lines += ["", "Variables", "---------"]
        lines += variables.values.sorted { $0.symbol < $1.symbol }.map { "\($0.variable.name) = \(name($0.symbol))" }
        lines += ["", "Edit variables", "--------------"]
        lines += edits.values.sorted { $0.tag.marker < $1.tag.marker }.map { "\($0.constraint.expression)" }
        lines += ["", "Constraints", "-----------"]
        lines += constraints.values.sorted { $0.tag.marker < $1.tag.marker }.map { "\($0.constraint)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
