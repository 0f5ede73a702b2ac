import Cassowary
import BaseTestSupport
import Foundation
import Testing

@Suite("Cassowary properties (seeded)")
struct SolverPropertyTests {
    /// A random system feasible at a random point: required inequalities that
    /// hold there, required equalities through it, and weak pulls elsewhere.
    private func randomSystem(_ random: inout SplitMix64, variables count: Int) -> ([Variable], [Constraint]) {
        let variables = (0..<count).map { Variable("x\($0)") }
        let point = (0..<count).map { _ in Double.random(in: -100...100, using: &random).rounded() }
        var constraints: [Constraint] = []
        for _ in 0..<(count * 2) {
            let picked = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<count, using: &random) }
            let coefficients = picked.map { _ in Double(Int.random(in: -5...5, using: &random)) }
            var expression = Expression()
            var atPoint = 0.0
            for (index, coefficient) in zip(picked, coefficients) {
                expression = expression + coefficient * variables[index]
                atPoint += coefficient * point[index]
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: constraints.append(expression <= atPoint + Double(Int.random(in: 0...10, using: &random)))
            case 1: constraints.append(expression >= atPoint - Double(Int.random(in: 0...10, using: &random)))
            default: constraints.append(expression == atPoint)
            }
        }
        for variable in variables {
            constraints.append((variable == Double.random(in: -200...200, using: &random).rounded()) | .weak)
        }
        return (variables, constraints)
    }

    private func holds(_ constraint: Constraint) -> Bool {
        let value = constraint.expression.value
        switch constraint.relation {
        case .equal: return abs(value) < 1e-8 * max(1, abs(constraint.expression.constant))
        case .lessThanOrEqual: return value < 1e-8 * max(1, abs(constraint.expression.constant))
        case .greaterThanOrEqual: return value > -1e-8 * max(1, abs(constraint.expression.constant))
        }
    }

    @Test("Random feasible systems: every required constraint holds within 1e-8")
    func requiredConstraintsHold() throws {
        let seed = propertySeed("requiredConstraintsHold", default: 0xCA55_0001)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<200 {
            let (_, constraints) = randomSystem(&random, variables: Int.random(in: 1...8, using: &random))
            let solver = Solver()
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            for constraint in constraints where constraint.strength.isRequired {
                #expect(holds(constraint), "seed \(seed) iteration \(iteration): \(constraint) = \(constraint.expression.value)")
            }
        }
    }

    @Test("Hundreds of constraints and variables added and removed in random order: the solver knows exactly the ones it holds")
    func constraintTableUnderChurn() throws {
        let seed = propertySeed("constraintTableUnderChurn", default: 0xCA55_0009)
        var random = SplitMix64(seed: seed)
        let variables = (0..<300).map { Variable("v\($0)") }
        let all = variables.map { ($0 == Double(Int.random(in: -50...50, using: &random))) | .weak }
        let solver = Solver()
        var held = Set<ObjectIdentifier>()
        for step in 0..<4000 {
            let constraint = all[Int.random(in: 0..<all.count, using: &random)]
            if held.remove(ObjectIdentifier(constraint)) != nil {
                try solver.removeConstraint(constraint)
            } else {
                try solver.addConstraint(constraint)
                held.insert(ObjectIdentifier(constraint))
            }
            if step % 500 == 499 {
                for other in all {
                    #expect(solver.hasConstraint(other) == held.contains(ObjectIdentifier(other)), "seed \(seed) step \(step)")
                }
            }
        }
        solver.updateVariables()
        for (variable, constraint) in zip(variables, all) where held.contains(ObjectIdentifier(constraint)) {
            #expect(variable.value == -constraint.expression.constant, "seed \(seed): \(constraint)")
        }
        for constraint in all where !held.contains(ObjectIdentifier(constraint)) {
            #expect(throws: SolverError.self) { try solver.removeConstraint(constraint) }
        }
    }

    @Test("With a unique optimum the result does not depend on the order constraints were added")
    func orderIndependence() throws {
        let seed = propertySeed("orderIndependence", default: 0xCA55_0002)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<100 {
            // Every variable gets a pull whose weight is a distinct power of two, so no two groups of pulls
            // weigh the same and the optimum is unique; required chains couple neighbours.
            let count = Int.random(in: 2...8, using: &random)
            let variables = (0..<count).map { Variable("x\($0)") }
            var constraints: [Constraint] = []
            for index in 1..<count where Bool.random(using: &random) {
                constraints.append(variables[index] >= variables[index - 1] + Double(Int.random(in: 0...20, using: &random)))
            }
            for (index, variable) in variables.enumerated() {
                let strength = Strength(strong: 0, medium: Double(1 << index), weak: 0)
                constraints.append((variable == Double(Int.random(in: -100...100, using: &random))) | strength)
            }
            func solve(_ order: [Constraint]) throws -> [Double] {
                let solver = Solver()
                for constraint in order { try solver.addConstraint(constraint) }
                solver.updateVariables()
                return variables.map(\.value)
            }
            let first = try solve(constraints)
            let second = try solve(constraints.shuffled(using: &random))
            let third = try solve(constraints.reversed())
            for (a, (b, c)) in zip(first, zip(second, third)) {
                #expect(abs(a - b) < 1e-8 && abs(a - c) < 1e-8, "seed \(seed) iteration \(iteration): \(first) \(second)")
            }
        }
    }

    @Test("Adding then removing random constraints restores the earlier solution")
    func removalRestores() throws {
        let seed = propertySeed("removalRestores", default: 0xCA55_0003)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<100 {
            let (variables, base) = randomSystem(&random, variables: Int.random(in: 1...6, using: &random))
            let solver = Solver()
            for constraint in base { try solver.addConstraint(constraint) }
            solver.updateVariables()
            let before = variables.map(\.value)
            let extra = variables.map { ($0 == Double.random(in: -50...50, using: &random)) | .strong }
            for constraint in extra { try solver.addConstraint(constraint) }
            for constraint in extra.shuffled(using: &random) { try solver.removeConstraint(constraint) }
            solver.updateVariables()
            for constraint in base where constraint.strength.isRequired {
                #expect(holds(constraint), "seed \(seed) iteration \(iteration)")
            }
            // The weighted error of the non-required constraints is the same optimum as before.
            func cost(_ values: [Double]) -> Double {
                for (variable, value) in zip(variables, values) { variable.value = value }
                return base.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.value * abs($1.expression.value) }
            }
            let after = variables.map(\.value)
            #expect(abs(cost(before) - cost(after)) < 1e-6 * max(1, cost(before)), "seed \(seed) iteration \(iteration)")
        }
    }
}
