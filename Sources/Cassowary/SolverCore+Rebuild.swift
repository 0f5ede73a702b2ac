/// Deciding a refusal the way a fresh solver decides it.
extension SolverCore {
    /// Adds `constraint`, which the present tableau refused, when a fresh solver of the required constraints (in
    /// the order they were added) accepts it: then the solver is built again — the required constraints, this
    /// one, the optional ones, the edit variables and their suggested values — and `true` is returned. When the
    /// fresh solver refuses it too (or refuses a constraint this one holds), nothing changes and `false` is returned.
    ///
    /// A required constraint contradicts the required constraints or it does not: optional constraints never make
    /// it unsatisfiable. Rows of nearly parallel optional constraints solved for a variable hold coefficients ~1e8
    /// times the others', and next to them an ordinary coefficient looked like rounding (the fuzzer's solver case
    /// 359623): rare, so answered by a rebuild rather than by another tolerance.
    mutating func rebuild(accepting constraint: Constraint) -> Bool {
        let ordered = constraints.sorted { $0.order < $1.order }.map(\.constraint)
        let editConstraints = Set(edits.compactMap { $0.map { ObjectIdentifier($0.constraint) } })
        var fresh = SolverCore()
        fresh.confirmsRefusals = false
        do {
            for other in ordered where other.strength.isRequired { try fresh.addConstraint(other) }
            try fresh.addConstraint(constraint)
            for other in ordered where !other.strength.isRequired && !editConstraints.contains(ObjectIdentifier(other)) {
                try fresh.addConstraint(other)
            }
            for case let edit? in edits {
                try fresh.addEditVariable(edit.variable, strength: edit.constraint.strength)
                if edit.constant != 0 { try fresh.suggestValue(edit.variable, edit.constant) }
            }
        } catch {
            return false
        }
        fresh.confirmsRefusals = true
        fresh.inputScale = max(fresh.inputScale, inputScale)
        self = fresh
        return true
    }
}
