/// A linear program solved from scratch with the solver's tableau: unrestricted variables named by
/// index, constraints added in order (a required one that contradicts the required ones before it is
/// refused), weighted errors minimized; then what the optimum leaves open is found and settled.
///
/// Engines that must give the same answer for the same system, whatever they solved before, build one
/// program per system: nothing carries over from one ``start(variables:)`` to the next but storage.
/// The steps and pivot choices are those of ``Solver`` (Bland's rule, ids handed out in order), so the
/// result is a function of the rows, their order and their numbers.
///
/// ```swift
/// var program = LinearProgram()
/// program.start(variables: 2)                                              // x0, x1
/// _ = program.add([(0, 1), (1, 1)], constant: -100, .equal, weight: nil)   // x0 + x1 == 100
/// _ = program.add([(0, 1)], constant: -30, .equal, weight: 1000)           // x0 == 30, weak
/// let free = program.settle(order: [0, 1])                                 // [false, false]: both determined
/// program.value(of: 1)                                                     // 70
/// ```
package struct LinearProgram {
    var tableau = Tableau()
    /// The external symbol of each variable.
    var symbols: [Symbol] = []
    /// The largest magnitude of any constant given (part of the scale of the acceptance of required rows).
    var inputScale = 0.0
    /// Symbols kept at 0 while what the optimum leaves open is explored (by id).
    var fixed: [Bool] = []
    /// The pinned variables (``pin(_:at:)``): each one's required row's dummy marker and its present value.
    var pins: [(marker: Symbol, value: Double)] = []

    /// An empty program.
    package init() {}

    /// Starts a new program of `count` unrestricted variables, `0 ..< count`, all 0.
    ///
    /// - Parameter count: The number of variables.
    package mutating func start(variables count: Int) {
        tableau.reset()
        symbols.removeAll(keepingCapacity: true)
        for _ in 0..<count { symbols.append(tableau.newSymbol(.external)) }
        inputScale = 0
        fixed.removeAll(keepingCapacity: true)
        pins.removeAll(keepingCapacity: true)
    }

    /// Makes this program equal to `other` as `self = other` would, on its own storage (no allocation when it
    /// held a program at least as large).
    ///
    /// - Parameter other: The program to copy.
    package mutating func assign(_ other: LinearProgram) {
        tableau.assign(other.tableau)
        symbols.assign(other.symbols)
        inputScale = other.inputScale
        fixed.assign(other.fixed)
        pins.assign(other.pins)
    }

    /// Adds `Σ coefficient × variable + constant OP 0`.
    ///
    /// - Parameters:
    ///   - terms: The terms (variables may repeat; zero coefficients are ignored).
    ///   - constant: The constant.
    ///   - relation: The relation to zero.
    ///   - weight: The weight of the row's error, or `nil` for a required row.
    /// - Returns: `false` when the row is required and cannot hold together with the required rows added
    ///   before it (within the solver's tolerance): the row is left out and nothing changes.
    package mutating func add(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Constraint.Relation,
                              weight: Double?) -> Bool {
        insert(terms, constant: constant, relation, weight: weight) != nil
    }

    /// Adds a row as ``add(_:constant:_:weight:)`` does. Returns its marker symbol, or `nil` when refused.
    mutating func insert(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Constraint.Relation,
                         weight: Double?) -> Symbol? {
        inputScale = max(inputScale, abs(constant))
        tableau.markSymbols()
        var row = tableau.newRow(constant: constant)
        for term in terms where term.coefficient != 0 {
            let symbol = symbols[term.variable]
            if let basic = tableau.row(of: symbol) {
                tableau.add(basic, times: term.coefficient, to: &row)
            } else {
                row.accumulate(symbol, term.coefficient)
            }
        }
        let required = weight == nil
        let tag = tableau.addMarkers(to: &row, relation, required: required)
        var table = Tableau()
        swap(&table, &tableau)
        let inserted = table.insert(row, tag: tag, strength: weight ?? Strength.requiredValue, required: required,
                                    acceptance: { $0.acceptance(of: symbolTerms(terms), variables: symbols, inputScale: inputScale) },
                                    cleanSubject: { $0.cleanExternal(of: $1, terms: symbolTerms(terms)) })
        swap(&table, &tableau)
        if inserted { tableau.keepSymbols() } else { tableau.releaseSymbols() }
        return inserted ? tag.marker : nil
    }

    private func symbolTerms(_ terms: [(variable: Int, coefficient: Double)]) -> some Sequence<(symbol: Symbol, coefficient: Double)> {
        terms.lazy.map { (symbol: symbols[$0.variable], coefficient: $0.coefficient) }
    }

    /// The value of `variable` in the present solution.
    ///
    /// - Parameter variable: A variable index.
    /// - Returns: Its value (`-0` as `0`).
    package func value(of variable: Int) -> Double {
        let value = tableau.value(of: symbols[variable])
        return value == 0 ? 0 : value
    }
}
