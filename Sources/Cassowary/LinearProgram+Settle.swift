/// What the optimum of a ``LinearProgram`` leaves open, and how it is settled.
///
/// The optimal solutions of the weighted errors form a face of the feasible set: the points reached
/// from the optimal vertex by moving only symbols whose cost in the objective is zero. A variable is
/// *determined* when it has one value on that face; otherwise it is *open*, and its range on the face
/// is found by two small optimisations restricted to the face (the largest and the smallest value).
/// Open variables are then settled one after another, each at the value of its range nearest zero,
/// the face narrowing after each: the result is one point, whatever vertex the optimisation ended at.
extension LinearProgram {
    /// Finds the variables the optimum leaves open and settles them in `order`.
    ///
    /// - Parameter order: The variables in the order they are settled (the others keep their one value).
    /// - Returns: Per variable, whether the optimum leaves it open (its value depends on the settling).
    package mutating func settle(order: [Int]) -> [Bool] { order.withUnsafeBufferPointer { settle(order: $0) } }

    /// Finds the variables the optimum leaves open and settles them in `order` (a view of a list the caller keeps).
    ///
    /// - Parameter order: The variables in the order they are settled (the others keep their one value).
    /// - Returns: Per variable, whether the optimum leaves it open (its value depends on the settling).
    package mutating func settle(order: UnsafeBufferPointer<Int>) -> [Bool] {
        var open = Array(repeating: false, count: symbols.count)
        fixNonFaceSymbols(of: tableau.objective)
        guard hasFaceSymbol() else { return open }
        for variable in symbols.indices where touchesFace(variable) {
            open[variable] = !isDetermined(variable)
        }
        for variable in order where open[variable] { settleNearZero(variable) }
        return open
    }

    /// Keeps at 0 every symbol that cannot move without raising `objective` (dummies always; nonbasic
    /// symbols whose cost is positive), so later optimisations stay on its optimal face.
    private mutating func fixNonFaceSymbols(of objective: Row) {
        let count = tableau.kinds.count
        if fixed.count < count { fixed += Array(repeating: false, count: count - fixed.count) }
        let tolerance = LinearProgram.costTolerance(objective)
        for id in 0..<count {
            let kind = tableau.kinds[id]
            if kind == .invalid || kind == .dummy { fixed[id] = true }
        }
        for cell in objective.cells where cell.coefficient > tolerance && tableau.rowOf[Int(cell.symbol.id)] < 0 {
            fixed[Int(cell.symbol.id)] = true
        }
    }

    /// Whether some nonbasic symbol may still move along the face.
    private func hasFaceSymbol() -> Bool {
        for id in 0..<tableau.kinds.count where !fixed[id] && tableau.rowOf[id] < 0 { return true }
        return false
    }

    /// Whether `variable` is a free nonbasic symbol or its row holds one.
    private func touchesFace(_ variable: Int) -> Bool {
        let symbol = symbols[variable]
        guard let row = tableau.row(of: symbol) else { return !fixed[Int(symbol.id)] }
        return row.cells.contains { !fixed[Int($0.symbol.id)] }
    }

    /// Whether `variable` has one value on the face: its largest and smallest values there agree
    /// within the solver's tolerance.
    private mutating func isDetermined(_ variable: Int) -> Bool {
        let start = value(of: variable)
        let tolerance = Solver.tolerance * (1 + max(inputScale, abs(start)))
        for direction in [-1.0, 1.0] {
            // Minimising −variable finds its largest value, minimising +variable its smallest.
            guard optimizeOnFace(expression(of: variable, times: direction)).bounded else { return false }
            if abs(value(of: variable) - start) > tolerance { return false }
        }
        return true
    }

    /// `factor × variable` in terms of the present nonbasic symbols.
    private func expression(of variable: Int, times factor: Double) -> Row {
        let symbol = symbols[variable]
        var row = Row()
        if let basic = tableau.row(of: symbol) {
            row.add(basic, times: factor)
        } else {
            row.accumulate(symbol, factor)
        }
        return row
    }

    /// Narrows the face to the points where `variable` is nearest zero: adds `variable == 0` with two error
    /// symbols, minimises their sum on the face and keeps at 0 what would raise it.
    private mutating func settleNearZero(_ variable: Int) {
        var row = expression(of: variable, times: 1)
        let tag = tableau.addMarkers(to: &row, .equal, required: false)
        tableau.keepSymbols()
        let subject = tableau.chooseSubject(row, tag)
        guard subject.isValid else { return }   // cannot happen: one error symbol has a negative coefficient
        row.solve(for: subject)
        tableau.substitute(subject, by: row)
        tableau.addRow(row, basic: subject)
        if fixed.count < tableau.kinds.count { fixed += Array(repeating: false, count: tableau.kinds.count - fixed.count) }
        var distance = Row()
        for error in [tag.marker, tag.other] {
            if let basic = tableau.row(of: error) { distance.add(basic, times: 1) } else { distance.accumulate(error, 1) }
        }
        fixNonFaceSymbols(of: optimizeOnFace(distance).objective)
    }

    /// Minimises `objective` moving only symbols that are not fixed (Bland's rule: the lowest id that lowers
    /// it enters; the restricted row that limits it first leaves, the lowest basic id among ties).
    ///
    /// - Returns: Whether the objective is bounded below on the face, and the objective in terms of the final basis.
    private mutating func optimizeOnFace(_ objective: Row) -> (bounded: Bool, objective: Row) {
        // Held as the tableau's second objective while it pivots, so every pivot substitutes it too.
        tableau.artificial = objective
        defer { tableau.artificial = nil }
        var budget = 1000 + 50 * tableau.rows.count
        while budget > 0 {
            budget -= 1
            let current = tableau.artificial!
            let tolerance = LinearProgram.costTolerance(current)
            var entering = Symbol.invalid, direction = 1.0
            for cell in current.cells where !fixed[Int(cell.symbol.id)] && tableau.rowOf[Int(cell.symbol.id)] < 0 {
                if cell.symbol.kind == .external, abs(cell.coefficient) > tolerance {
                    entering = cell.symbol
                    direction = cell.coefficient < 0 ? 1 : -1
                    break
                }
                if cell.symbol.kind != .external, cell.coefficient < -tolerance {
                    entering = cell.symbol
                    break
                }
            }
            guard entering.isValid else { return (true, current) }
            guard let slot = limitingSlot(for: entering, direction: direction) else { return (false, current) }
            tableau.pivot(slot, entering: entering)
        }
        return (true, tableau.artificial!)
    }

    /// The restricted row that limits `entering` first when it moves in `direction` (an unrestricted symbol may
    /// move either way), among rows whose coefficient is not rounding; `nil` when none does.
    private func limitingSlot(for entering: Symbol, direction: Double) -> Int32? {
        let tiny = tableau.pivotTolerance * tableau.columnScale(entering)
        var best = Double.infinity, found: Int32?, foundID = Int32.max
        for slot in tableau.columns[Int(entering.id)] {
            let basic = tableau.basics[Int(slot)]
            guard basic.isRestricted else { continue }
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(for: entering) * direction
            guard coefficient < 0, -coefficient > max(tiny, tableau.pivotTolerance * row.largestNonDummy) else { continue }
            let ratio = max(0, row.constant) / -coefficient
            if ratio < best || (ratio == best && basic.id < foundID) { best = ratio; found = slot; foundID = basic.id }
        }
        return found
    }

    /// Costs at or below this are zero: rounding left over from cancellations, relative to the objective's largest.
    private static func costTolerance(_ objective: Row) -> Double {
        1e-9 * max(1, objective.largestCoefficient)
    }
}
