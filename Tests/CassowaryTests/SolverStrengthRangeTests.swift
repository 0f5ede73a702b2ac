import Cassowary
import Testing

@Suite("Cassowary: the strengths the solver accepts")
struct SolverStrengthRangeTests {
    /// Weights of 0, denormals and weights just below required, beside each other, once let a
    /// sequence of calls that all returned leave a required constraint off by 9.74: they are
    /// outside the stated range and refused with a typed error naming the constraint.
    @Test("Constraints of a strength outside the range are refused with a typed error, and nothing changes",
          arguments: [0, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 1e-3, Strength.required.value - 1, 1e9 + 1])
    func constraintStrengthOutsideRangeIsRefused(_ weight: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        solver.updateVariables()
        let constraint = (x == 40) | Strength(weight)
        #expect(throws: SolverError.strengthOutOfRange(constraint)) { try solver.addConstraint(constraint) }
        #expect(!solver.hasConstraint(constraint))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("Edit variables of a strength outside the range are refused with a typed error naming the variable",
          arguments: [0, Double.leastNonzeroMagnitude, 1e-3, Strength.required.value - 1])
    func editStrengthOutsideRangeIsRefused(_ weight: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.editStrengthOutOfRange(x, Strength(weight))) { try solver.addEditVariable(x, strength: Strength(weight)) }
        #expect(!solver.hasEditVariable(x))
    }

    @Test("The edges of the range are accepted, and required constraints hold beside them")
    func edgesOfTheRangeAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = Strength(Solver.strengthRange.lowerBound), high = Strength(Solver.strengthRange.upperBound)
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 90) | high)
        try solver.addConstraint((y == 70) | low)
        try solver.addEditVariable(y, strength: low)
        try solver.suggestValue(y, 65)
        solver.updateVariables()
        #expect(x.value + y.value == 100)
        #expect(x.value == 90, "the strong preference wins")
        #expect(Solver.accepts(.required) && Solver.accepts(.weak) && Solver.accepts(.strong) && !Solver.accepts(Strength(0)))
    }
}
