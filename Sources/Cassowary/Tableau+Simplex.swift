/// The simplex on the tableau: the primal optimisation (Bland's rule), the
/// dual optimisation after suggested values, the artificial phase that adds a
/// row without a subject, and the choice of the row a removed marker leaves by.
///
/// The objective is a weighted sum of errors that are never negative, so it
/// is bounded below: an "unbounded" entering symbol, or an infeasible row with
/// nothing to pivot on, can only be rounding. Both are cleared instead of
/// reported (kiwi throws there), so no operation fails on ordinary input.
extension Tableau {
    enum Objective { case main, artificial }

    /// A pivot element smaller than this fraction of the largest coefficient of its row
    /// (dummies aside: they never pivot), or for a leaving row of its column, is rounding,
    /// not information: pivoting on it would multiply the noise.
    var pivotTolerance: Double { 1e-8 }

    /// Pivots until no symbol with a negative coefficient in the objective can enter.
    mutating func optimize(_ which: Objective) {
        var budget = 1000 + 50 * rows.count   // a guard against cycling on rounding; Bland's rule does not cycle
        while budget > 0 {
            let found = which == .main ? Tableau.entering(objective.cells) : Tableau.entering(artificial!.cells)
            guard let entering = found else { return }
            guard let slot = leavingSlot(for: entering) ?? (which == .artificial ? dwarfedLeavingSlot(for: entering) : nil) else {
                // Unbounded only through rounding: the coefficient is noise.
                if which == .main { objective.remove(entering) } else { artificial!.remove(entering) }
                continue
            }
            pivot(slot, entering: entering)
            budget -= 1
        }
    }

    /// The first symbol (lowest id) that lowers the objective whose cells are given.
    @inline(__always) private static func entering(_ cells: [Row.Cell]) -> Symbol? {
        cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell.coefficient < 0 && cell.symbol.kind != .dummy { return cell.symbol }
            return nil
        }
    }

    /// The largest magnitude of `symbol`'s coefficients: pivots much smaller than that are rounding.
    func columnScale(_ symbol: Symbol) -> Double {
        var largest = 0.0
        for slot in columns[Int(symbol.id)] { largest = max(largest, abs(rows[Int(slot)].coefficient(for: symbol))) }
        return largest
    }

    /// The restricted row that limits `entering` first (lowest basic id among equal ratios), among
    /// the rows whose coefficient is not rounding (see ``pivotTolerance``).
    func leavingSlot(for entering: Symbol) -> Int32? {
        // One pass for the column's scale and the best candidate; the tolerance rarely rules it out.
        var best = Double.infinity, found: Int32 = -1, foundID = Int32.max, foundCoefficient = 0.0, scale = 0.0
        for slot in columns[Int(entering.id)] {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: entering)
            scale = max(scale, abs(coefficient))
            let basic = basics[Int(slot)]
            guard basic.isRestricted, coefficient < 0 else { continue }
            let ratio = max(0, row.constant) / -coefficient
            if ratio < best || (ratio == best && basic.id < foundID) {
                best = ratio; found = slot; foundID = basic.id; foundCoefficient = coefficient
            }
        }
        guard found >= 0 else { return nil }
        let tiny = pivotTolerance * scale
        if -foundCoefficient > max(tiny, pivotTolerance * rows[Int(found)].largestNonDummy) { return found }
        return filteredLeavingSlot(for: entering, above: tiny)
    }

    /// ``leavingSlot(for:)`` when its best candidate was rounding: every candidate checked.
    private func filteredLeavingSlot(for entering: Symbol, above tiny: Double) -> Int32? {
        var best = Double.infinity, found: Int32?, foundID = Int32.max
        for slot in columns[Int(entering.id)] {
            let basic = basics[Int(slot)]
            guard basic.isRestricted else { continue }
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0, -coefficient > max(tiny, pivotTolerance * row.largestNonDummy) else { continue }
            let ratio = max(0, row.constant) / -coefficient
            if ratio < best || (ratio == best && basic.id < foundID) { best = ratio; found = slot; foundID = basic.id }
        }
        return found
    }

    /// In the artificial phase, when ``leavingSlot(for:)`` found none: the restricted row that limits `entering`
    /// first among those whose coefficient only its row's tolerance ruled out (the column's still holds).
    ///
    /// A row that substituted nearly parallel constraints has coefficients ~1e8 times its others, all of them
    /// information: calling `entering` unbounded would drop it from the artificial objective and refuse a
    /// constraint that can hold. The main objective drops it all the same: that costs a rounding's worth of
    /// optimality, where the pivot would move to a far vertex (1e13 away in a fuzzer's case) and lose digits
    /// of the required constraints on the way back.
    func dwarfedLeavingSlot(for entering: Symbol) -> Int32? {
        let tiny = pivotTolerance * columnScale(entering)
        var best = Double.infinity, found: Int32?, foundID = Int32.max
        for slot in columns[Int(entering.id)] where basics[Int(slot)].isRestricted {
            let row = rows[Int(slot)], basic = basics[Int(slot)]
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0, -coefficient > tiny else { continue }
            let ratio = max(0, row.constant) / -coefficient
            if ratio < best || (ratio == best && basic.id < foundID) { best = ratio; found = slot; foundID = basic.id }
        }
        return found
    }

    /// Restores feasibility after suggested values moved constants (the dual simplex).
    ///
    /// - Parameter limit: How far below zero a row nothing can raise may be and count as rounding.
    /// - Returns: `false` when such a row was further below (it is set to 0 all the same):
    ///   a contradiction, which only adding a required constraint can make.
    @discardableResult
    mutating func dualOptimize(limit: Double = .infinity) -> Bool {
        var consistent = true
        while let slot = infeasible.popLast() {
            let index = Int(slot)
            guard basics[index].isPivotable, rows[index].constant < 0 else { continue }
            let entering = dualEntering(rows[index], floor: pivotTolerance * rows[index].largestCoefficient)
                ?? dualEntering(rows[index], floor: 0)
            guard let entering else {
                if -rows[index].constant > limit { consistent = false }
                rows[index].constant = 0
                continue
            }
            pivot(slot, entering: entering)
        }
        return consistent
    }

    /// The symbol that raises an infeasible row at the least cost to the objective.
    private func dualEntering(_ row: Row, floor: Double) -> Symbol? {
        var entering: Symbol?, best = Double.infinity
        for cell in row.cells where cell.coefficient > floor && cell.symbol.kind != .dummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < best { best = ratio; entering = cell.symbol }
        }
        return entering
    }

    /// Moves the constants of the rows an edit's error symbols appear in by `delta`.
    mutating func suggest(_ marker: Symbol, _ other: Symbol, delta: Double) {
        let markerSlot = rowOf[Int(marker.id)]
        if markerSlot >= 0 {
            rows[Int(markerSlot)].constant -= delta
            if rows[Int(markerSlot)].constant < 0 { infeasible.append(markerSlot) }
            return
        }
        let otherSlot = rowOf[Int(other.id)]
        if otherSlot >= 0 {
            rows[Int(otherSlot)].constant += delta
            if rows[Int(otherSlot)].constant < 0 { infeasible.append(otherSlot) }
            return
        }
        let noted = infeasible.count
        for slot in columns[Int(marker.id)] {
            let index = Int(slot)
            rows[index].constant += delta * rows[index].coefficient(for: marker)
            if basics[index].isPivotable, rows[index].constant < 0 { infeasible.append(slot) }
        }
        sortNoted(from: noted)
    }

    /// Adds `row`, which has no subject, through an artificial variable.
    ///
    /// - Returns: Whether the row holds within `limit` (its least infeasibility).
    mutating func addWithArtificialVariable(_ row: Row, limit: Double) -> Bool {
        let art = newSymbol(.slack)
        addRow(row, basic: art)
        artificial = row
        optimize(.artificial)
        let success = artificial!.constant <= limit
        artificial = nil
        let slot = rowOf[Int(art.id)]
        if slot >= 0 {
            let cells = rows[Int(slot)].cells
            if cells.isEmpty {
                _ = dropRow(slot)
                freeSymbol(art)
                return success
            }
            // The slack or error with the largest coefficient takes its place; a row of dummies only is a
            // redundant equality.
            let tiny = pivotTolerance * rows[Int(slot)].largestCoefficient
            guard let entering = cells.first(where: { $0.symbol.isPivotable && abs($0.coefficient) > tiny })?.symbol
                ?? cells.first(where: { $0.symbol.kind == .dummy && abs($0.coefficient) > tiny })?.symbol else {
                // Nothing but rounding (or unrestricted symbols, which cannot be here): the row is empty.
                _ = dropRow(slot)
                freeSymbol(art)
                return success
            }
            pivot(slot, entering: entering)
        }
        freeSymbol(art)   // removes it from every row: the artificial variable is 0
        return success
    }

    /// The symbol with the largest coefficient above `floor` among the cells whose symbols pass `test`
    /// (lowest id among equals).
    private func largestCell(of cells: [Row.Cell], above floor: Double, where test: (Symbol) -> Bool) -> Symbol? {
        var found: Symbol?, largest = floor
        for cell in cells where test(cell.symbol) && abs(cell.coefficient) > largest {
            found = cell.symbol
            largest = abs(cell.coefficient)
        }
        return found
    }

    /// The row a removed constraint's marker should be pivoted out of: for a dummy, a
    /// row of dummies (a redundant equality takes over); else kiwi's order: the restricted
    /// row with a negative coefficient and the least ratio, the restricted row with the
    /// least ratio, an unrestricted row.
    func markerLeavingSlot(_ marker: Symbol) -> Int32? {
        var dummy: (slot: Int32, id: Int32)?
        var first: (slot: Int32, id: Int32, ratio: Double)?
        var second: (slot: Int32, id: Int32, ratio: Double)?
        var third: (slot: Int32, id: Int32)?
        func better(_ ratio: Double, _ id: Int32, than other: (slot: Int32, id: Int32, ratio: Double)?) -> Bool {
            guard let other else { return true }
            return ratio < other.ratio || (ratio == other.ratio && id < other.id)
        }
        let tiny = pivotTolerance * columnScale(marker)
        for slot in columns[Int(marker.id)] {
            let basic = basics[Int(slot)]
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: marker)
            guard abs(coefficient) > max(tiny, pivotTolerance * row.largestNonDummy) else { continue }   // rounding
            if basic.kind == .dummy, marker.kind == .dummy {
                if dummy == nil || basic.id < dummy!.id { dummy = (slot, basic.id) }
            } else if basic.kind == .external {
                if third == nil || basic.id < third!.id { third = (slot, basic.id) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(ratio, basic.id, than: first) { first = (slot, basic.id, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if better(ratio, basic.id, than: second) { second = (slot, basic.id, ratio) }
            }
        }
        return dummy?.slot ?? first?.slot ?? second?.slot ?? third?.slot
    }
}
