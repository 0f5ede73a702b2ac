/// The tableau as text, for debugging and for tests that compare states.
extension SolverCore {
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
        var lines = ["Objective", "---------", text(tableau.objective), "", "Tableau", "-------"]
        let basics = tableau.basics.enumerated().filter { $0.element.isValid }.sorted { $0.element < $1.element }
        for (slot, basic) in basics { lines.append("\(name(basic)) | \(text(tableau.rows[slot]))") }
        lines += ["", "Variables", "---------"]
        lines += externals.sorted { $0.symbol < $1.symbol }.map { "\($0.variable.name) = \(name($0.symbol))" }
        lines += ["", "Edit variables", "--------------"]
        lines += edits.compactMap { $0 }.sorted { $0.tag.marker < $1.tag.marker }.map { "\($0.constraint.expression)" }
        lines += ["", "Constraints", "-----------"]
        lines += constraints.sorted { $0.tag.marker < $1.tag.marker }.map { "\($0.constraint)" }
        lines += ["", "Symbols", "-------", "\(tableau.kinds.count) ids, \(tableau.freeIDs.count) free"]
        return lines.joined(separator: "\n") + "\n"
    }
}
