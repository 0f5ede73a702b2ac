import Cassowary
import Testing

@Suite("Cassowary solver")
struct SolverTests {
    @Test("Variables start at 0, take their solved value, and describe themselves")
    func variables() throws {
        let x = Variable("x")
        #expect(x.value == 0 && x.name == "x")
        let solver = Solver()
        try solver.addConstraint(x == 42)
        #expect(x.value == 0)            // not before updateVariables
        solver.updateVariables()
        #expect(x.value == 42 && x.description == "x = 42.0")
    }

    @Test("Expressions combine variables, numbers and expressions")
    func expressions() {
        let x = Variable("x"), y = Variable("y")
        x.value = 2; y.value = 3
        #expect((x + y).value == 5)
        #expect((2 * x - y / 3 + 4).value == 7)
        #expect((-(x + 1) * 2).value == -6)
        #expect((10 - x).value == 8 && (x - 10).value == -8)
        #expect((x + y).terms.count == 2 && (x + 1).constant == 1)
    }

    @Test("Constraints move everything to one side and combine terms of one variable")
    func constraints() {
        let x = Variable("x"), y = Variable("y")
        let c = x + y + x <= 2 * y + 10
        #expect(c.relation == .lessThanOrEqual && c.strength == .required)
        #expect(c.expression.terms.map(\.coefficient) == [2, -1])
        #expect(c.expression.constant == -10)
        #expect((c | .weak).strength == .weak && c.strength(.medium).strength == .medium)
        #expect((x >= 1).relation == .greaterThanOrEqual && (1 == x).relation == .equal)
    }

    @Test("Strengths: the usual scale, custom weights, clipping")
    func strengths() {
        #expect(Strength.required.value == 1_001_001_000 && Strength.strong.value == 1e6)
        #expect(Strength.medium.value == 1e3 && Strength.weak.value == 1)
        #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
        #expect(Strength(strong: 5000, medium: 0, weak: 0).value == 1e9)        // levels clip at 1000
        #expect(Strength(-5).value == 0 && Strength(.nan).value == 0 && Strength(.infinity).isRequired)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.required.description == "required" && Strength(7).description == "7.0")
    }

    @Test("Inequalities hold; the weak preference is kept where it can be")
    func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 100) | .weak)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.addConstraint((x == 15) | .medium)
        solver.updateVariables()
        #expect(x.value == 15)
    }

    @Test("Conflicting weak and strong constraints: the strong one wins")
    func conflicts() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 10) | .weak, strong = (x == 30) | .strong
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("Remove and re-add: the solution follows")
    func removeAndReadd() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let sum = x + y == 100, fix = x == 30
        try solver.addConstraint(sum)
        try solver.addConstraint(fix)
        solver.updateVariables()
        #expect(y.value == 70)
        try solver.removeConstraint(fix)
        #expect(!solver.hasConstraint(fix) && solver.hasConstraint(sum))
        try solver.addConstraint(x == 60)
        solver.updateVariables()
        #expect(y.value == 40)
        try solver.addConstraint(fix.strength(.strong))   // a new constraint object
        solver.updateVariables()
        #expect(x.value == 60 && y.value == 40)
    }

    @Test("An underconstrained system gives a solution that satisfies everything")
    func underconstrained() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        solver.updateVariables()
        #expect(abs(x.value + y.value - 10) < 1e-8 && x.value >= 0 && y.value >= 0)
    }

    @Test("Edit variables: suggest values, strengths, removal")
    func editVariables() throws {
        let width = Variable("width"), half = Variable("half")
        let solver = Solver()
        try solver.addConstraint(half * 2 == width)
        try solver.addConstraint(width <= 500)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width) && !solver.hasEditVariable(half))
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        #expect(half.value == 150)
        try solver.suggestValue(width, 900)     // capped by the required <= 500
        solver.updateVariables()
        #expect(width.value == 500 && half.value == 250)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test("A textbook linear program: maximise 3x + 5y (Dantzig), optimum (2, 6)")
    func textbookProgram() throws {
        // maximise 3x + 5y s.t. x <= 4, 2y <= 12, 3x + 2y <= 18, x, y >= 0; as a weak pull towards a far point.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        for constraint in [x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18, x >= 0, y >= 0, z == 3 * x + 5 * y] {
            try solver.addConstraint(constraint)
        }
        try solver.addConstraint((z == 1000) | .weak)
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-9 && abs(y.value - 6) < 1e-9 && abs(z.value - 36) < 1e-9)
    }

    @Test("Every error names its culprit, and the solver stays usable")
    func errors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 10
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let impossible = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(impossible)) { try solver.addConstraint(impossible) }
        #expect(!solver.hasConstraint(impossible))
        let never = x >= 0
        #expect(throws: SolverError.unknownConstraint(never)) { try solver.removeConstraint(never) }
        let y = Variable("y")
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(y, 1) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.badRequiredStrength(y)) { try solver.addEditVariable(y, strength: .required) }
        try solver.addEditVariable(y, strength: .medium)
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, strength: .weak) }
        #expect(throws: SolverError.nonFiniteValue(y, .infinity)) { try solver.suggestValue(y, .infinity) }
        let bad = x * .nan == 1
        #expect(throws: SolverError.nonFiniteConstraint(bad)) { try solver.addConstraint(bad) }
        // Still consistent after every refusal.
        try solver.suggestValue(y, 7)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 7)
        #expect(SolverError.unsatisfiableConstraint(impossible).description.contains("unsatisfiable constraint"))
    }

    @Test("Unsatisfiable inequalities are refused; a contradiction between two required ones names the second")
    func unsatisfiableInequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        let low = x <= 5
        #expect(throws: SolverError.unsatisfiableConstraint(low)) { try solver.addConstraint(low) }
        try solver.addConstraint(x <= 12)
        solver.updateVariables()
        #expect((10...12).contains(x.value))
    }

    @Test("reset forgets everything; dump lists the tableau")
    func resetAndDump() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 3
        try solver.addConstraint(c)
        let dump = solver.dump()
        #expect(dump.contains("Tableau") && dump.contains("x = v0") && dump.contains("== 0 | required"))
        solver.reset()
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)       // no duplicate after reset
        solver.updateVariables()
        #expect(x.value == 3)
    }
}

@Suite("Cassowary documentation")
struct CassowaryDocumentationTests {
    @Test("The catalog's overview example gives the values its comments state")
    func overviewExample() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(left == 10)
        try solver.addConstraint(left + width <= 300)
        try solver.addConstraint((width == 400) | .strong)
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggestValue(left, 20)
        solver.updateVariables()
        #expect(left.value == 10 && width.value == 290)
    }
}
