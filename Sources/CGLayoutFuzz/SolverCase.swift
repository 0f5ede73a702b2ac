import Cassowary
import Foundation

/// Cassowary systems: random constraints (sometimes near-degenerate or huge
/// coefficients), edit variables and suggestions, added and removed in random
/// order. After every successful call the required constraints hold within a
/// tolerance and every value is finite; a call that throws leaves every value
/// as it was; a required constraint refused as unsatisfiable is refused by a
/// fresh solver too.
final class SolverCase {
    static let engine = Engine(name: "solver") { seed, log in SolverCase(seed: seed, log: log).run() }

    var fuzz: Fuzz
    let log: CaseLog
    let solver = Solver()
    var variables: [Variable] = []
    var constraints: [(name: String, constraint: Constraint)] = []
    var edits: [Variable] = []

    init(seed: UInt64, log: CaseLog) {
        fuzz = Fuzz(seed: seed, wildShare: 0.2)
        self.log = log
        log.extreme = fuzz.wild
    }

    func coefficient() -> Double {
        if fuzz.wild && fuzz.chance(0.25) {
            return fuzz.pick([1e-9, -1e-9, 1 + 1e-12, 1e9, -1e12, 1e300, .nan, .infinity, 1e-300, 3.0000001])
        }
        return fuzz.pick([1, 1, 1, -1, -1, 2, 0.5, -2, 3, 0.25])
    }

    func constant() -> Double { Double(fuzz.value(-400...400)) }

    func strength() -> Coded<Strength> {
        // RelationLayout's range: priority × 1000 for priorities below required.
        let priority = Double(fuzz.pick([1, 50, 250, 500, 750, 999]))
        if fuzz.chance(0.15) { return edgeStrength() }
        return fuzz.pick([coded("Strength(\(priority * 1000))", Strength(priority * 1000)), coded("Strength(\(priority * 1000))", Strength(priority * 1000)),
                          coded(".required", .required), coded(".required", .required), coded(".strong", .strong), coded(".medium", .medium),
                          coded(".weak", .weak), coded("Strength(strong: 0.5, medium: 2, weak: 0)", Strength(strong: 0.5, medium: 2, weak: 0))])
    }

    /// Strengths at the edges of the solver's range and beyond it: next to required, 0, denormals, tiny
    /// weights beside huge ones. Those outside `Solver.strengthRange` must be refused with a typed error.
    func edgeStrength() -> Coded<Strength> {
        let required = Strength.required.value
        let value = fuzz.pick([required - 1, required - 1000, 1e9, Solver.strengthRange.upperBound, Solver.strengthRange.lowerBound,
                               0, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude / 1e6, 1e-12, 0.001, 0.5])
        return coded("Strength(\(value))", Strength(value))
    }

    func makeConstraint() -> (name: String, constraint: Constraint) {
        let chosen = variables.shuffled(using: &fuzz).prefix(fuzz.int(1...min(3, variables.count)))
        let terms = chosen.map { Term($0, coefficient()) }
        let c = constant()
        let (relation, relationCode) = fuzz.pick([(Constraint.Relation.equal, "equal"), (.lessThanOrEqual, "lessThanOrEqual"),
                                                  (.greaterThanOrEqual, "greaterThanOrEqual")])
        let strength = strength()
        let constraint = Constraint(Expression(terms, constant: c), relation, strength: strength.value)
        let name = "c\(constraints.count)"
        log.step("let \(name) = Constraint(Expression([\(terms.map { "Term(\($0.variable.name), \($0.coefficient))" }.joined(separator: ", "))], "
                 + "constant: \(c)), .\(relationCode), strength: \(strength.code))")
        constraints.append((name, constraint))
        return (name, constraint)
    }

    func values() -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    /// How far `constraint` is from holding with the present values (0 when it holds).
    static func violation(_ constraint: Constraint) -> (amount: Double, scale: Double) {
        let expression = constraint.expression
        let value = expression.value
        let scale = max(1, abs(expression.constant), expression.terms.map { abs($0.coefficient * $0.variable.value) }.max() ?? 0)
        switch constraint.relation {
        case .equal: return (abs(value), scale)
        case .lessThanOrEqual: return (max(0, value), scale)
        case .greaterThanOrEqual: return (max(0, -value), scale)
        }
    }

    /// The invariants after a successful call.
    func checkHolds(after call: String) {
        let values = values()
        if let bad = zip(variables, values).first(where: { !$0.1.isFinite }) {
            log.fail("solver non-finite value", "after \(call): \(bad.0.name) = \(bad.1)")
        }
        for (name, constraint) in constraints where constraint.strength.isRequired && solver.hasConstraint(constraint) {
            let (amount, scale) = SolverCase.violation(constraint)
            if !(amount <= 1e-6 * scale) {
                log.fail("solver required constraint violated", "after \(call): \(name) (\(constraint)) is off by \(amount)")
            }
        }
    }

    /// Runs `call`; on success checks the invariants, on failure that nothing changed.
    @discardableResult
    func attempt(_ code: String, _ call: () throws(SolverError) -> Void, refused: ((SolverError) -> Void)? = nil) -> Bool {
        let before = values()
        log.step("try solver.\(code)")
        do {
            try call()
            checkHolds(after: code)
            return true
        } catch {
            log.step("// threw: \(error)")
            if case .internalError = error { log.fail("solver internal error", "\(code): \(error)") }
            let after = values()
            for (index, variable) in variables.enumerated() where !(before[index] == after[index] || (before[index].isNaN && after[index].isNaN)) {
                // The promise is "exactly as before"; a change in the last digits is told apart from a real one.
                let rounding = abs(after[index] - before[index]) <= 1e-9 * max(1, abs(before[index]))
                log.fail(rounding ? "solver changed by a refused call (last digits)" : "solver changed by a refused call",
                         "\(code) threw \(error) but \(variable.name) went from \(before[index]) to \(after[index])")
                break
            }
            refused?(error)
            return false
        }
    }

    /// A required constraint refused as unsatisfiable must be refused by a fresh
    /// solver given the present required constraints too.
    func confirmUnsatisfiable(_ name: String, _ constraint: Constraint) {
        let fresh = Solver()
        for (_, other) in constraints where other.strength.isRequired && solver.hasConstraint(other) {
            do { try fresh.addConstraint(other) } catch { return }
        }
        do {
            try fresh.addConstraint(constraint)
            log.fail("solver refused a satisfiable constraint", "\(name) (\(constraint)) was refused, but a fresh solver with the same required constraints accepts it")
        } catch {}
    }

    func run() {
        let count = fuzz.int(2...8)
        variables = (0..<count).map { Variable("v\($0)") }
        log.step("let solver = Solver()")
        log.step("let \(variables.map(\.name).joined(separator: ", ")) = \(variables.map { "Variable(\"\($0.name)\")" }.joined(separator: ", "))")
        for _ in 0..<fuzz.int(3...30) {
            switch fuzz.int(0...9) {
            case 0, 1, 2, 3:
                let (name, constraint) = makeConstraint()
                let inRange = Solver.accepts(constraint.strength)
                let added = attempt("addConstraint(\(name))", { () throws(SolverError) in try solver.addConstraint(constraint) }) { error in
                    if case .unsatisfiableConstraint = error { self.confirmUnsatisfiable(name, constraint) }
                    if case .strengthOutOfRange = error, inRange { self.log.fail("solver refused a strength inside its range", "\(name) (\(constraint))") }
                }
                if added && !inRange { log.fail("solver accepted a strength outside its range", "\(name) (\(constraint))") }
            case 4, 5:
                guard let (name, constraint) = constraints.isEmpty ? nil : fuzz.pick(constraints) else { continue }
                let removed = attempt("removeConstraint(\(name))", { () throws(SolverError) in try solver.removeConstraint(constraint) })
                if removed && solver.hasConstraint(constraint) {
                    log.fail("solver kept a removed constraint", "\(name) (\(constraint))")
                }
            case 6:
                let variable = fuzz.pick(variables)
                let strength = fuzz.chance(0.2) ? edgeStrength() : fuzz.pick([coded(".strong", Strength.strong), coded(".medium", .medium),
                                                                              coded(".weak", .weak), coded(".required", .required)])
                let added = attempt("addEditVariable(\(variable.name), strength: \(strength.code))",
                                    { () throws(SolverError) in try solver.addEditVariable(variable, strength: strength.value) })
                if added && !Solver.strengthRange.contains(strength.value.value) {
                    log.fail("solver accepted an edit strength outside its range", "\(variable.name): \(strength.code)")
                }
                if solver.hasEditVariable(variable), !edits.contains(where: { $0 === variable }) { edits.append(variable) }
            case 7, 8:
                guard !edits.isEmpty else { continue }
                let variable = fuzz.pick(edits), value = constant()
                attempt("suggestValue(\(variable.name), \(value))", { () throws(SolverError) in try solver.suggestValue(variable, value) })
            default:
                guard !edits.isEmpty else { continue }
                let variable = fuzz.pick(edits)
                attempt("removeEditVariable(\(variable.name))", { () throws(SolverError) in try solver.removeEditVariable(variable) })
                edits.removeAll { $0 === variable }
            }
        }
    }
}
