extension Tableau {
    /// Whether a row with a restricted basic symbol contains `symbol`.
    func appearsInRestrictedRow(_ symbol: Symbol) -> Bool {
        columns[Int(symbol.id)].contains { basics[Int($0)].isRestricted }
    }

    /// The value of `symbol`: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = rowOf[Int(symbol.id)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    /// The row where `symbol` is basic.
    @inline(__always) func row(of symbol: Symbol) -> Row? {
        let slot = rowOf[Int(symbol.id)]
        return slot < 0 ? nil : rows[Int(slot)]
    }

    /// Puts `row` into the tableau with `basic` as its basic symbol.
    mutating func addRow(_ row: Row, basic: Symbol) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            willChange(slot)
            rows[Int(slot)] = row
            basics[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            if rows.capacity == 0 {
                rows.reserveCapacity(Tableau.firstRows)
                basics.reserveCapacity(Tableau.firstRows)
            }
            rows.append(row)
            basics.append(basic)
        }
        rowOf[Int(basic.id)] = slot
        for cell in row.cells { appendToColumn(cell.symbol.id, slot) }
    }

    /// Takes the row of `slot` out of the tableau.
    mutating func dropRow(_ slot: Int32) -> Row {
        willChange(slot)
        let index = Int(slot)
        let row = rows[index]
        for cell in row.cells { removeFromColumn(cell.symbol.id, slot) }
        rowOf[Int(basics[index].id)] = -1
        basics[index] = .invalid
        rows[index] = Row()
        freeSlots.append(slot)
        return row
    }

    /// Notes that the row in `slot` contains symbol `id`. A column's first entry reserves room for a few
    /// (one allocation instead of a growth chain 1, 2, 4, 8: most columns hold one to six rows).
    @inline(__always) mutating func appendToColumn(_ id: Int32, _ slot: Int32) {
        let column = Int(id)
        if columns[column].capacity == 0 { columns[column].reserveCapacity(Tableau.columnCapacity) }
        columns[column].append(slot)
    }

    /// The room a column reserves at its first entry.
    static let columnCapacity = 6

    @inline(__always) mutating func removeFromColumn(_ id: Int32, _ slot: Int32) {
        let column = Int(id)
        guard let index = columns[column].lastIndex(of: slot) else { return }
        let last = columns[column].removeLast()
        if index < columns[column].count { columns[column][index] = last }
    }

    /// Adds `coefficient × symbol` to the row in `slot`, keeping the columns.
    @inline(__always) mutating func accumulate(_ symbol: Symbol, _ coefficient: Double, into slot: Int32) {
        switch rows[Int(slot)].accumulate(symbol, coefficient) {
        case .inserted: appendToColumn(symbol.id, slot)
        case .removed: removeFromColumn(symbol.id, slot)
        case .unchanged: break
        }
    }
}
