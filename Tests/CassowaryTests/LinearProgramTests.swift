import Cassowary
import Testing

@Suite("Linear programs solved from scratch: refusals in order, open variables found exactly, settled near zero")
struct LinearProgramTests {
    @Test("A determined system: the optimum, nothing open")
    func determinedSystem() {
        var program = LinearProgram()
        program.start(variables: 2)
        let added1 = program.add([(0, 1), (1, 1)], constant: -100, .equal, weight: nil)
        #expect(added1)
        let added2 = program.add([(0, 1)], constant: -30, .equal, weight: 1000)
        #expect(added2)
        let added3 = program.add([(1, 1)], constant: -90, .equal, weight: 10)
        #expect(added3)
        let open = program.settle(order: [0, 1])
        #expect(open == [false, false])
        #expect(program.value(of: 0) == 30 && program.value(of: 1) == 70, "the heavier preference wins")
    }

    @Test("A required row that contradicts the required rows before it is refused; the later rows still count")
    func refusalInOrder() {
        var program = LinearProgram()
        program.start(variables: 1)
        let added4 = program.add([(0, 1)], constant: -10, .greaterThanOrEqual, weight: nil)   // x >= 10
        #expect(added4)
        let added5 = program.add([(0, 1)], constant: -5, .lessThanOrEqual, weight: nil)      // x <= 5: refused
        #expect(!added5)
        let added6 = program.add([(0, 1)], constant: -20, .lessThanOrEqual, weight: nil)      // x <= 20
        #expect(added6)
        let added7 = program.add([(0, 1)], constant: -15, .equal, weight: 1)
        #expect(added7)
        let open8 = program.settle(order: [0])
        #expect(open8 == [false])
        #expect(program.value(of: 0) == 15)
    }

    /// Two equal priorities pulling apart leave a range of optima: the variable is open, and settled at
    /// the value of that range nearest zero.
    @Test("Ties between equal weights: the variable is open and settled at the end of its range nearest zero")
    func tiesAreOpenAndSettled() {
        var program = LinearProgram()
        program.start(variables: 1)
        let added9 = program.add([(0, 1)], constant: -100, .equal, weight: 500)
        #expect(added9)
        let added10 = program.add([(0, 1)], constant: -200, .equal, weight: 500)
        #expect(added10)
        let open11 = program.settle(order: [0])
        #expect(open11 == [true])
        #expect(program.value(of: 0) == 100)
    }

    @Test("A sum fixed by a required row: settled in order, the first variable nearest zero")
    func settledInOrder() {
        for order in [[0, 1], [1, 0]] {
            var program = LinearProgram()
            program.start(variables: 2)
            let added12 = program.add([(0, 1), (1, 1)], constant: -100, .equal, weight: nil)
            #expect(added12)
            let added13 = program.add([(0, 1)], constant: 0, .greaterThanOrEqual, weight: nil)
            #expect(added13)
            let added14 = program.add([(1, 1)], constant: 0, .greaterThanOrEqual, weight: nil)
            #expect(added14)
            let open15 = program.settle(order: order)
            #expect(open15 == [true, true])
            #expect(program.value(of: order[0]) == 0 && program.value(of: order[1]) == 100, "order \(order)")
        }
    }

    @Test("A variable free in one direction only is open; one pinned at a bound by a cost is not")
    func halfOpenRange() {
        var program = LinearProgram()
        program.start(variables: 2)
        let added16 = program.add([(0, 1)], constant: -10, .greaterThanOrEqual, weight: nil)   // x0 >= 10, nothing else
        #expect(added16)
        let added17 = program.add([(1, 1)], constant: -10, .greaterThanOrEqual, weight: nil)   // x1 >= 10
        #expect(added17)
        let added18 = program.add([(1, 1)], constant: 0, .equal, weight: 1)                   // x1 == 0, weak: pinned at 10
        #expect(added18)
        let open19 = program.settle(order: [0, 1])
        #expect(open19 == [true, false])
        #expect(program.value(of: 0) == 10 && program.value(of: 1) == 10)
    }

    @Test("A variable in no row is open and settled at zero; the same program twice gives the same bits")
    func unconstrainedVariable() {
        func solve() -> ([Bool], [Double]) {
            var program = LinearProgram()
            program.start(variables: 3)
            _ = program.add([(0, 0.75), (2, -1)], constant: 13.25, .equal, weight: nil)
            _ = program.add([(0, 1)], constant: -7, .lessThanOrEqual, weight: 250_000)
            _ = program.add([(2, 1)], constant: -40, .greaterThanOrEqual, weight: 750_000)
            let open = program.settle(order: [0, 1, 2])
            return (open, (0..<3).map { program.value(of: $0) })
        }
        let (open, values) = solve()
        #expect(open == [false, true, false])
        #expect(values[1] == 0)
        #expect(solve().1 == values)
    }
    /// `start` keeps the tableau's storage (its columns and rows' cells) for the next program: nothing else may
    /// carry over. Random systems of varying sizes, with refused and weak rows, solved one after another on one
    /// program give the bits of a fresh program each.
    @Test("A program started again gives, for every system, the bits of a fresh program (seeded random systems)")
    func reusedProgramEqualsFresh() {
        let seed: UInt64 = 0x5EED_2711
        print("LinearProgramTests.reusedProgramEqualsFresh seed \(seed)")
        var numbers = SeededNumbers(seed)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        typealias Row = (terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Constraint.Relation, weight: Double?)
        func solve(_ program: inout LinearProgram, variables: Int, rows: [Row]) -> ([Bool], [Bool], [UInt64]) {
            program.start(variables: variables)
            let added = rows.map { program.add($0.terms, constant: $0.constant, $0.relation, weight: $0.weight) }
            let open = program.settle(order: Array(0..<variables))
            return (added, open, (0..<variables).map { program.value(of: $0).bitPattern })
        }
        var reused = LinearProgram()
        let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for system in 0..<200 {
            let variables = 1 + next(12)
            let rows: [Row] = (0..<(1 + next(24))).map { _ in
                let terms = (0..<(1 + next(3))).map { _ in (variable: next(variables), coefficient: Double(next(7) - 3)) }
                return (terms, Double(next(401) - 200), relations[next(3)], next(3) == 0 ? nil : Double(1 + next(1000)))
            }
            var fresh = LinearProgram()
            let expected = solve(&fresh, variables: variables, rows: rows)
            let got = solve(&reused, variables: variables, rows: rows)
            #expect(got.0 == expected.0 && got.1 == expected.1 && got.2 == expected.2, "system \(system), seed \(seed)")
        }
    }

    /// A program built once with its parameters pinned at 0, copied and moved to a system's values, reaches the
    /// optimum of the program built from scratch with those values (the same open variables, values equal to
    /// rounding), and two copies moved to the same values give the same bits whatever was solved in between.
    @Test("A reference program moved to new values gives a fresh program's optimum, the same bits for the same values (seeded random systems)")
    func movedReferenceEqualsFresh() {
        let seed: UInt64 = 0x5EED_2712
        print("LinearProgramTests.movedReferenceEqualsFresh seed \(seed)")
        var numbers = SeededNumbers(seed)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        typealias Row = (terms: [(variable: Int, coefficient: Double)], params: [(param: Int, coefficient: Double)], constant: Double,
                         relation: Constraint.Relation, weight: Double?)
        let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var moved = 0, compared = 0
        for system in 0..<300 {
            let variables = 1 + next(6), parameters = 1 + next(3)
            let rows: [Row] = (0..<(1 + next(10))).map { _ in
                let terms = (0..<(1 + next(3))).map { _ in (variable: next(variables), coefficient: Double(next(5) - 2)) }
                let params = (0..<next(3)).map { _ in (param: next(parameters), coefficient: Double(next(5) - 2)) }
                return (terms, params, Double(next(201) - 100), relations[next(3)], next(2) == 0 ? nil : Double(1 + next(1000)))
            }
            // Sizes are kept at 0 or more, as the relations' programs keep them.
            func orderedRows(_ body: (Row) -> Void) {
                for required in [true, false] { for row in rows where (row.weight == nil) == required { body(row) } }
            }
            var reference = LinearProgram()
            reference.start(variables: variables + parameters)
            var usable = true
            for param in 0..<parameters where reference.pin(variables + param, at: 0) != param { usable = false }
            orderedRows { row in
                let terms = row.terms + row.params.map { (variable: variables + $0.param, coefficient: $0.coefficient) }
                if !reference.add(terms, constant: row.constant, row.relation, weight: row.weight) && row.weight == nil { usable = false }
            }
            guard usable else { continue }
            func solveMoved(_ values: [Double]) -> ([Bool], [UInt64])? {
                var program = reference
                for (pin, value) in values.enumerated() where !program.move(pin: pin, to: value) { return nil }
                guard program.restoreOptimum() else { return nil }
                let open = program.settle(order: Array(0..<variables))
                return (Array(open.prefix(variables)), (0..<variables).map { program.value(of: $0).bitPattern })
            }
            for _ in 0..<4 {
                let values = (0..<parameters).map { _ in Double(next(161) - 80) }
                guard let got = solveMoved(values) else { continue }
                moved += 1
                // The same values after another system was solved from the same reference: the same bits.
                _ = solveMoved((0..<parameters).map { _ in Double(next(161) - 80) })
                let again = solveMoved(values)
                #expect(again?.0 == got.0 && again?.1 == got.1, "system \(system), seed \(seed)")
                var fresh = LinearProgram()
                fresh.start(variables: variables)
                var refused = false
                orderedRows { row in
                    let constant = row.constant + row.params.reduce(0) { $0 + $1.coefficient * values[$1.param] }
                    if !fresh.add(row.terms, constant: constant, row.relation, weight: row.weight) && row.weight == nil { refused = true }
                }
                #expect(!refused, "a moved program that holds has no refused row: system \(system), seed \(seed)")
                let open = fresh.settle(order: Array(0..<variables))
                #expect(open == got.0, "open variables: system \(system), seed \(seed)")
                for variable in 0..<variables {
                    let expected = fresh.value(of: variable), value = Double(bitPattern: got.1[variable])
                    #expect(abs(value - expected) <= 1e-9 * (1 + abs(expected)), "system \(system), variable \(variable): \(value) vs \(expected), seed \(seed)")
                }
                compared += 1
            }
        }
        #expect(moved > 100 && compared == moved, "moved \(moved) systems")
    }
}

/// A seeded generator of numbers below a bound (a linear congruential step; the seed is printed by each test).
struct SeededNumbers {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    /// A number in `0 ..< bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
