/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, cells
/// kept sorted by symbol id (small rows: a sorted array beats a hash map, and
/// the order makes pivot choices deterministic).
struct Row {
    /// One term of a row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// What ``accumulate(_:_:)`` did to the row's set of symbols.
    enum Change { case unchanged, inserted, removed }

    var constant: Double
    var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) &>> 1
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; a cell whose sum cancels to rounding noise is removed.
    @inline(__always) @discardableResult
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) -> Change {
        let (index, found) = position(of: symbol)
        if found {
            let old = cells[index].coefficient, sum = old + coefficient
            if cancels(sum, scale: max(abs(old), abs(coefficient))) {
                cells.remove(at: index)
                return .removed
            }
            cells[index].coefficient = sum
            return .unchanged
        }
        guard coefficient != 0 else { return .unchanged }
        if index == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))   // new markers: the highest ids
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
        return .inserted
    }

    /// Adds `factor × row` (for rows outside the tableau: the objectives and rows being built).
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient * factor) }
    }

    /// Removes `symbol`'s cell; its coefficient, or 0 when it had none.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// The largest magnitude among the coefficients of symbols that are not dummies.
    var largestNonDummy: Double {
        var largest = 0.0
        for cell in cells where cell.symbol.kind != .dummy { largest = max(largest, abs(cell.coefficient)) }
        return largest
    }

    /// The largest magnitude among the coefficients.
    var largestCoefficient: Double {
        var largest = 0.0
        for cell in cells { largest = max(largest, abs(cell.coefficient)) }
        return largest
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol` (which must be in the row): the row becomes `symbol = row'`.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        scale(by: factor)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Merges `a` (without `dropped`) and `factor × b`, both sorted by symbol id, into `output`
    /// (which must be empty); `entered` hears of the symbols of `b` that were not in `a`, `left` of those
    /// whose sum cancelled.
    @inline(__always)
    static func merge(_ a: [Cell], _ b: [Cell], times factor: Double, dropping dropped: Int32, into output: inout [Cell],
                      entered: (Symbol) -> Void, left: (Symbol) -> Void) {
        output.reserveCapacity(a.count + b.count)
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                while i < a.count, j < b.count {
                    let x = a[i], y = b[j]
                    if x.symbol.id < y.symbol.id {
                        if x.symbol.id != dropped { output.append(x) }
                        i += 1
                    } else if y.symbol.id < x.symbol.id {
                        let value = factor * y.coefficient
                        if value != 0 {
                            output.append(Cell(symbol: y.symbol, coefficient: value))
                            entered(y.symbol)
                        }
                        j += 1
                    } else {
                        let value = factor * y.coefficient, sum = x.coefficient + value
                        if cancels(sum, scale: max(abs(x.coefficient), abs(value))) {
                            left(x.symbol)
                        } else {
                            output.append(Cell(symbol: x.symbol, coefficient: sum))
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < a.count {
                    if a[i].symbol.id != dropped { output.append(a[i]) }
                    i += 1
                }
                while j < b.count {
                    let value = factor * b[j].coefficient
                    if value != 0 {
                        output.append(Cell(symbol: b[j].symbol, coefficient: value))
                        entered(b[j].symbol)
                    }
                    j += 1
                }
            }
        }
    }

    /// Replaces `symbol` by `row` (for rows outside the tableau).
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let coefficient = remove(symbol)
        if coefficient != 0 { add(row, times: coefficient) }
    }
}
