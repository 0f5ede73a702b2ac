import Cassowary
import BaseTestSupport
import Foundation
import Testing

/// The solver's contract, checked after every operation of random sequences
/// (add, remove, edit, suggest, stop editing): a call that succeeds leaves every
/// required constraint holding within ``Solver/tolerance``; a call that throws
/// throws a typed error other than an internal one and leaves the solver exactly
/// as it was (the same tableau and the same values). Seeded: `CGLAYOUT_SEED`
/// replaces the default seed and is printed.
@Suite("Cassowary contract (seeded random operations)")
struct SolverContractTests {
    /// The kinds of systems: the Auto Layout-style relations' range, values up to the
    /// range's end, nearly parallel and redundant constraints, and coefficients over the whole range.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case relations, huge, nearlyParallel, wideCoefficients
        var description: String { rawValue }
    }

    enum Operation: CustomStringConvertible {
        case add(Constraint), remove(Constraint), addEdit(Variable, Strength), removeEdit(Variable), suggest(Variable, Double)

        var description: String {
            switch self {
            case .add(let constraint): return "add \(constraint)"
            case .remove(let constraint): return "remove \(constraint)"
            case .addEdit(let variable, let strength): return "addEdit \(variable.name) \(strength)"
            case .removeEdit(let variable): return "removeEdit \(variable.name)"
            case .suggest(let variable, let value): return "suggest \(variable.name) \(value)"
            }
        }
    }

    /// One random system and its operations, checked as they run.
    struct Case {
        let kind: Kind
        var random: SplitMix64
        let variables: [Variable]
        /// A point where every constraint made "through the point" holds.
        let point: [Double]
        let solver = Solver()
        var added: [Constraint] = []
        var edits: [ObjectIdentifier: Variable] = [:]
        var inputScale = 0.0
        var history: [String] = []

        init(kind: Kind, seed: UInt64) {
            self.kind = kind
            random = SplitMix64(seed: seed)
            let count = Int.random(in: 2...8, using: &random)
            variables = (0..<count).map { Variable("x\($0)") }
            var point: [Double] = []
            for _ in 0..<count { point.append(Double(Int.random(in: -500...500, using: &random))) }
            self.point = point
        }

        mutating func strength() -> Strength {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return Strength(0.01)           // the lowest strength the solver accepts (the relations' weak pulls)
            case 1: return .weak
            case 2: return .strong
            default: return Strength(Double(Int.random(in: 1...999, using: &random)) * 1000)   // priority × 1000
            }
        }

        mutating func coefficient() -> Double {
            let sign: Double = Bool.random(using: &random) ? 1 : -1
            switch kind {
            case .relations, .huge:
                return Int.random(in: 0..<3, using: &random) == 0 ? Double(Int.random(in: -300...300, using: &random)) / 100 : sign
            case .nearlyParallel:
                switch Int.random(in: 0..<6, using: &random) {
                case 0: return sign * (1 + Double.random(in: -1e-6...1e-6, using: &random))
                case 1: return sign * (1 + Double.random(in: -1e-9...1e-9, using: &random))
                case 2: return sign * exp(Double.random(in: log(0.1)...log(10), using: &random))
                default: return sign * [1, 0.5, 2, 0.5625, 1.0 / 3, 16.0 / 9][Int.random(in: 0..<6, using: &random)]
                }
            case .wideCoefficients:
                return Int.random(in: 0..<3, using: &random) == 0 ? sign : sign * exp(Double.random(in: log(0.01)...log(100), using: &random))
            }
        }

        mutating func value() -> Double {
            kind == .huge ? Double.random(in: -1e9...1e9, using: &random) : Double(Int.random(in: -1000...1000, using: &random))
        }

        /// A constraint over one to three variables; two times in three it holds at `point`.
        mutating func constraint() -> Constraint {
            var terms: [Term] = [], atPoint = 0.0
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<variables.count, using: &random), coefficient = coefficient()
                terms.append(Term(variables[index], coefficient))
                atPoint += coefficient * point[index]
            }
            let relation = [Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
            var constant = -atPoint
            if Int.random(in: 0..<3, using: &random) == 0 {
                constant = value()
            } else if relation != .equal {
                constant += Double(Int.random(in: 0...50, using: &random)) * (relation == .lessThanOrEqual ? -1 : 1)
            }
            let strength = Bool.random(using: &random) ? Strength.required : strength()
            return Constraint(Expression(terms, constant: constant), relation, strength: strength)
        }

        mutating func nextOperation() -> Operation? {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 55 || added.isEmpty { return .add(constraint()) }
            if roll < 75 { return .remove(added[Int.random(in: 0..<added.count, using: &random)]) }
            if roll < 82 {
                let variable = variables[Int.random(in: 0..<variables.count, using: &random)]
                return edits[ObjectIdentifier(variable)] == nil ? .addEdit(variable, strength()) : .removeEdit(variable)
            }
            let edited = variables.filter { edits[ObjectIdentifier($0)] != nil }
            guard !edited.isEmpty else { return nil }
            return .suggest(edited[Int.random(in: 0..<edited.count, using: &random)], value())
        }

        func holdsAtPoint(_ constraint: Constraint) -> Bool {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * point[variables.firstIndex { $0 === term.variable }!] }
            switch constraint.relation {
            case .equal: return abs(value) < 1e-6
            case .lessThanOrEqual: return value < 1e-6
            case .greaterThanOrEqual: return value > -1e-6
            }
        }

        /// Runs one operation and checks the contract; the failure, if any.
        mutating func step(_ operation: Operation) -> String? {
            history.append(operation.description)
            switch operation {
            case .add(let constraint) where abs(constraint.expression.constant) <= Solver.valueRange.upperBound:
                inputScale = max(inputScale, abs(constraint.expression.constant))
            case .suggest(_, let value): inputScale = max(inputScale, abs(value))
            default: break
            }
            var satisfiable = false
            if case .add(let constraint) = operation, constraint.strength.isRequired, holdsAtPoint(constraint) {
                satisfiable = added.allSatisfy { !$0.strength.isRequired || holdsAtPoint($0) }
            }
            solver.updateVariables()
            // Only adding can throw here (a required constraint that cannot hold, or terms of one variable that
            // combine to a coefficient outside the range): the tableau is compared for those.
            var mayThrow = false
            if case .add = operation { mayThrow = true }
            let (dumpBefore, valuesBefore) = (mayThrow ? solver.dump() : "", variables.map(\.value))
            do {
                switch operation {
                case .add(let constraint): try solver.addConstraint(constraint)
                case .remove(let constraint): try solver.removeConstraint(constraint)
                case .addEdit(let variable, let strength): try solver.addEditVariable(variable, strength: strength)
                case .removeEdit(let variable): try solver.removeEditVariable(variable)
                case .suggest(let variable, let value): try solver.suggestValue(variable, value)
                }
            } catch {
                if case .internalError = error { return "internal error: \(error)" }
                // Only nearly parallel systems may refuse a constraint that holds at the point (within the tolerance).
                if case .unsatisfiableConstraint = error, satisfiable, kind != .nearlyParallel, kind != .wideCoefficients {
                    return "a satisfiable required constraint was refused"
                }
                solver.updateVariables()
                guard mayThrow else { return "unexpected error \(error)" }
                if solver.dump() != dumpBefore || variables.map(\.value) != valuesBefore { return "a refused call changed the solver (\(error))" }
                return nil
            }
            switch operation {
            case .add(let constraint): added.append(constraint)
            case .remove(let constraint): added.removeAll { $0 === constraint }
            case .addEdit(let variable, _): edits[ObjectIdentifier(variable)] = variable
            case .removeEdit(let variable): edits[ObjectIdentifier(variable)] = nil
            case .suggest: break
            }
            solver.updateVariables()
            var scale = inputScale
            for variable in variables { scale = max(scale, abs(variable.value)) }
            for constraint in added {
                for term in constraint.expression.terms { scale = max(scale, abs(term.coefficient * term.variable.value)) }
            }
            for constraint in added where constraint.strength.isRequired {
                let expression = constraint.expression, value = expression.value
                let limit = Solver.tolerance * (1 + scale) * expression.terms.reduce(1) { $0 + abs($1.coefficient) }
                let violation: Double
                switch constraint.relation {
                case .equal: violation = abs(value)
                case .lessThanOrEqual: violation = value
                case .greaterThanOrEqual: violation = -value
                }
                if !(violation <= limit) { return "\(constraint) is violated by \(violation) (limit \(limit))" }
            }
            return variables.allSatisfy(\.value.isFinite) ? nil : "a value is not finite"
        }
    }

    /// 40 cases of each kind in a plain run, 120 with `CGLAYOUT_LONG_TESTS=1` (the same seeds first).
    static let casesPerKind = LongTests.size(quick: 40, long: 120), operationsPerCase = 60

    @Test("After every call the required constraints hold within the tolerance, or the call threw and changed nothing",
          arguments: Kind.allCases)
    func contract(_ kind: Kind) {
        let base = propertySeed("contract \(kind), \(Self.casesPerKind) cases × \(Self.operationsPerCase) operations", default: 0xCA55_1700)
        var failures = 0
        for index in 0..<UInt64(Self.casesPerKind) where failures < 3 {
            var system = Case(kind: kind, seed: base &+ index)
            for _ in 0..<Self.operationsPerCase {
                guard let operation = system.nextOperation() else { continue }
                if let failure = system.step(operation) {
                    failures += 1
                    let steps = system.history.joined(separator: "\n  ")
                    Issue.record("seed \(base &+ index) (\(kind)): \(failure)\n  \(steps)")
                    break
                }
            }
        }
    }
}
