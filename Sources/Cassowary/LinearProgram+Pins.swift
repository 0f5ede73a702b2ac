/// Variables pinned to values that change: a program built once and moved to new values by the dual simplex.
///
/// A pinned variable has a required row `variable == value`. ``move(pin:to:)`` changes the value as
/// `Solver.suggestValue` changes an edit's: the rows the pin's dummy marker appears in move by the change,
/// and ``restoreOptimum()`` pivots back to a feasible basis that stays optimal. A program built once with
/// its pins at fixed values, copied and moved to the values of a pass, reaches the optimum of the program
/// built with those values from scratch — by other pivots, so its values may differ from a fresh build's in
/// the last bits. A caller that needs results independent of what it solved before builds the program the
/// same way every time (at the same pinned values, copied and moved), never from a previous result.
extension LinearProgram {
    /// Pins `variable` to `value` with a required row (added like any other: call it before the rows that read it).
    ///
    /// - Parameters:
    ///   - variable: A variable index.
    ///   - value: Its value.
    /// - Returns: The pin's index for ``move(pin:to:)``, or `nil` when the row is refused.
    package mutating func pin(_ variable: Int, at value: Double) -> Int? {
        guard let marker = insert([(variable, 1)], constant: -value, .equal, weight: nil), marker.kind == .dummy else { return nil }
        pins.append((marker, value))
        return pins.count - 1
    }

    /// Moves pin `index` to `value`: the rows its marker appears in move; call ``restoreOptimum()`` after the last move.
    ///
    /// - Parameters:
    ///   - index: A pin from ``pin(_:at:)``.
    ///   - value: The new value.
    /// - Returns: `false` when the pin's row became basic in its own dummy (a redundant pin): the program cannot move it.
    package mutating func move(pin index: Int, to value: Double) -> Bool {
        let change = value - pins[index].value
        guard change != 0 else { return true }
        let marker = pins[index].marker
        // The dummy is `value - variable` in every solution: with the new value it is the old dummy plus the change.
        guard tableau.rowOf[Int(marker.id)] < 0 else { return false }
        inputScale = max(inputScale, abs(value))
        pins[index].value = value
        let noted = tableau.infeasible.count
        for slot in tableau.columns[Int(marker.id)] {
            let row = Int(slot)
            tableau.rows[row].constant -= change * tableau.rows[row].coefficient(for: marker)
            if tableau.basics[row].isPivotable, tableau.rows[row].constant < 0 { tableau.infeasible.append(slot) }
        }
        tableau.sortNoted(from: noted)
        return true
    }

    /// Pivots back to a feasible basis after ``move(pin:to:)`` (the dual simplex: the basis stays optimal).
    ///
    /// - Returns: `false` when a row no pivot can raise stays below zero, or a required equality that was redundant
    ///   at the values the program was built with no longer holds: the required rows cannot all hold at the pinned
    ///   values (build the program from scratch to learn which row is refused).
    package mutating func restoreOptimum() -> Bool {
        guard tableau.dualOptimize(limit: 0) else { return false }
        // A redundant equality's row is basic in its dummy, which no pivot moves: it must still read 0.
        let tolerance = 1e-12 * (1 + inputScale)
        for slot in tableau.basics.indices where tableau.basics[slot].kind == .dummy && abs(tableau.rows[slot].constant) > tolerance {
            return false
        }
        return true
    }
}
