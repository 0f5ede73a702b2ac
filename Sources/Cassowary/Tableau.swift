/// The simplex tableau: basic rows in slots, and for every symbol the slots
/// of the rows it appears in (its column), so that a pivot, a substitution or
/// a suggested value visits only the rows that contain the symbol.
///
/// Symbol ids are recycled (lowest free id first), so arrays indexed by id
/// stay as small as the live system however many constraints came and went.
struct Tableau {
    // MARK: Symbols, by id

    /// The kind of each id (`.invalid` while the id is free).
    private(set) var kinds: [Symbol.Kind] = []
    /// The slot of the row where each symbol is basic, or -1.
    var rowOf: [Int32] = []
    /// The slots of the rows that contain each symbol (in no order).
    var columns: [[Int32]] = []
    /// Free ids, highest first, so `popLast` hands out the lowest.
    private(set) var freeIDs: [Int32] = []

    // MARK: Rows, by slot

    /// The basic rows; a free slot holds an empty row.
    var rows: [Row] = []
    /// The basic symbol of each slot (`.invalid` while the slot is free).
    var basics: [Symbol] = []
    var freeSlots: [Int32] = []

    /// The main objective: the weighted errors of the non-required constraints.
    var objective = Row()
    /// The objective of the artificial phase, while a row is being added through one.
    var artificial: Row?
    /// Slots whose restricted basic symbol may have gone negative (for the dual simplex).
    var infeasible: [Int32] = []
    /// What to restore if the operation under way fails.
    var journal: Journal?
    /// A reusable buffer for column walks (no allocation per substitution).
    private var scratch: [Int32] = []
    /// A reusable buffer for merging rows (rows and this buffer trade storage, so nothing is allocated).
    private var merged: [Row.Cell] = []
    /// While an operation that may fail is under way: the id count when it
    /// began and the free ids it took, so ``releaseSymbols()`` can give them back.
    private var symbolMark: Int?
    private var popped: [Int32] = []
    /// Emptied columns and row cells kept by ``reset()`` for the next program's symbols and rows (no allocation
    /// for a program no bigger than one before).
    private var spareColumns: [[Int32]] = []
    private var spareCells: [[Row.Cell]] = []
    /// The most columns and rows' cells kept (beyond, a reset frees them).
    static let sparesKept = 1024

    // MARK: Symbols

    /// Free ids are handed out again once there are this many: until then ids only grow, as kiwi's
    /// do, so a system that is only built makes kiwi's choices wherever two symbols tie.
    static let recycledAfter = 32

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if freeIDs.count >= Tableau.recycledAfter, let id = freeIDs.popLast() {
            if symbolMark != nil { popped.append(id) }
            kinds[Int(id)] = kind
            return Symbol(id: id, kind: kind)
        }
        let id = Int32(kinds.count)
        if kinds.capacity == 0 { reserveFirstSymbols() }
        kinds.append(kind)
        rowOf.append(-1)
        columns.append(spareColumns.popLast() ?? [])
        return Symbol(id: id, kind: kind)
    }

    /// The symbols and rows a tableau makes room for at its first: a small system then grows its tables
    /// without copying them (the feed cell has 150 symbols and 72 rows; doubling from one copied each table 8 times).
    static let firstSymbols = 64, firstRows = 32

    private mutating func reserveFirstSymbols() {
        kinds.reserveCapacity(Tableau.firstSymbols)
        rowOf.reserveCapacity(Tableau.firstSymbols)
        columns.reserveCapacity(Tableau.firstSymbols)
    }

    /// Empties the tableau, as a fresh `Tableau()` is, but keeps its storage: the arrays keep their capacity,
    /// and the columns and the rows' cells are kept for the symbols and rows of the next system.
    mutating func reset() {
        while var column = columns.popLast() {
            guard spareColumns.count < Tableau.sparesKept else { columns.removeAll(keepingCapacity: true); break }
            column.removeAll(keepingCapacity: true)
            spareColumns.append(column)
        }
        while let row = rows.popLast() { recycle(row) }
        recycle(objective)
        objective = Row()
        if let artificial { recycle(artificial) }
        artificial = nil
        kinds.removeAll(keepingCapacity: true)
        rowOf.removeAll(keepingCapacity: true)
        freeIDs.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        journal = nil
        symbolMark = nil
        popped.removeAll(keepingCapacity: true)
    }

    /// Makes this tableau equal to `other` as `self = other` would, but on its own storage: each table, each
    /// column and each row's cells is overwritten in place (a copy that shares `other`'s arrays would copy each
    /// of them again at its first change). Columns and rows beyond `other`'s are kept as spares.
    mutating func assign(_ other: Tableau) {
        kinds.assign(other.kinds)
        rowOf.assign(other.rowOf)
        freeIDs.assign(other.freeIDs)
        while columns.count > other.columns.count, var column = columns.popLast() {
            guard spareColumns.count < Tableau.sparesKept else { continue }
            column.removeAll(keepingCapacity: true)
            spareColumns.append(column)
        }
        for index in columns.indices { columns[index].assign(other.columns[index]) }
        for index in columns.count..<other.columns.count {
            var column = spareColumns.popLast() ?? []
            column.assign(other.columns[index])
            columns.append(column)
        }
        while rows.count > other.rows.count, let row = rows.popLast() { recycle(row) }
        for index in rows.indices {
            rows[index].constant = other.rows[index].constant
            rows[index].cells.assign(other.rows[index].cells)
        }
        for index in rows.count..<other.rows.count {
            var row = newRow(constant: other.rows[index].constant)
            row.cells.assign(other.rows[index].cells)
            rows.append(row)
        }
        basics.assign(other.basics)
        freeSlots.assign(other.freeSlots)
        objective.constant = other.objective.constant
        objective.cells.assign(other.objective.cells)
        artificial = other.artificial
        infeasible.assign(other.infeasible)
        journal = other.journal
        symbolMark = other.symbolMark
        popped.assign(other.popped)
    }

    /// Keeps a row's cell storage for ``newRow(constant:)``.
    private mutating func recycle(_ row: Row) {
        var cells = row.cells
        guard cells.capacity > 0, spareCells.count < Tableau.sparesKept else { return }
        cells.removeAll(keepingCapacity: true)
        spareCells.append(cells)
    }

    /// An empty row with `constant`, on cell storage a ``reset()`` kept when there is some.
    mutating func newRow(constant: Double) -> Row {
        var row = Row(constant: constant)
        if let cells = spareCells.popLast() { row.cells = cells }
        return row
    }

    /// Forgets `symbol` (which must be in no row and not basic) and frees its id.
    /// Cells of it left by rounding are removed first.
    mutating func freeSymbol(_ symbol: Symbol) {
        let id = Int(symbol.id)
        purge(symbol)
        guard rowOf[id] < 0 else { return }   // still defines a row: keep it (cannot happen in exact arithmetic)
        kinds[id] = .invalid
        insertFreeID(symbol.id)
    }

    /// Inserts `id` into the free list, keeping it sorted highest first.
    mutating func insertFreeID(_ id: Int32) {
        var low = 0, high = freeIDs.count
        while low < high {
            let middle = (low + high) / 2
            if freeIDs[middle] > id { low = middle + 1 } else { high = middle }
        }
        if low < freeIDs.count, freeIDs[low] == id { return }
        freeIDs.insert(id, at: low)
    }

    /// Removes `symbol` from every row and from the objective.
    mutating func purge(_ symbol: Symbol) {
        let id = Int(symbol.id)
        while let slot = columns[id].last {
            willChange(slot)
            rows[Int(slot)].remove(symbol)
            columns[id].removeLast()
        }
        objective.remove(symbol)
    }

    /// Starts noting the symbols an operation creates.
    mutating func markSymbols() {
        symbolMark = kinds.count
        popped.removeLast(popped.count)
    }

    /// Keeps the symbols created since ``markSymbols()``.
    mutating func keepSymbols() { symbolMark = nil }

    /// Frees the symbols created since ``markSymbols()`` (they must be in no row any more).
    mutating func releaseSymbols() {
        guard let count = symbolMark else { return }
        symbolMark = nil
        for id in popped where Int(id) < count {
            kinds[Int(id)] = .invalid
            rowOf[Int(id)] = -1
            columns[Int(id)].removeAll()
            insertFreeID(id)
        }
        guard kinds.count > count else { return }
        freeIDs.removeAll { Int($0) >= count }   // ids freed by the operation that are about to go
        kinds.removeLast(kinds.count - count)
        rowOf.removeLast(rowOf.count - count)
        columns.removeLast(columns.count - count)
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` by `row` in every row that contains it and in the
    /// objectives; restricted rows that become negative are noted.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let id = Int(symbol.id)
        swap(&scratch, &columns[id])
        let noted = infeasible.count
        for slot in scratch {
            willChange(slot)
            let index = Int(slot)
            let coefficient = rows[index].coefficient(for: symbol)
            rows[index].constant += coefficient * row.constant
            merge(row, times: coefficient, into: slot, dropping: symbol)
            if basics[index].isPivotable, rows[index].constant < 0 { infeasible.append(slot) }
        }
        scratch.removeLast(scratch.count)
        sortNoted(from: noted)
        substituteInObjectives(symbol, by: row)
    }

    /// Adds `factor × source` to the cells of the row in `slot` and drops `dropped` from them, by merging
    /// the two sorted cell lists (no search, no shifting), keeping the columns.
    private mutating func merge(_ source: Row, times factor: Double, into slot: Int32, dropping dropped: Symbol) {
        if source.cells.count * 4 < rows[Int(slot)].cells.count {
            // A short row into a long one: search and insert in place.
            rows[Int(slot)].remove(dropped)
            for cell in source.cells { accumulate(cell.symbol, factor * cell.coefficient, into: slot) }
            return
        }
        var target: [Row.Cell] = [], output: [Row.Cell] = []
        swap(&target, &rows[Int(slot)].cells)
        swap(&output, &merged)
        Row.merge(target, source.cells, times: factor, dropping: dropped.id, into: &output,
                  entered: { appendToColumn($0.id, slot) }, left: { removeFromColumn($0.id, slot) })
        rows[Int(slot)].cells = output
        target.removeLast(target.count)
        merged = target
    }

    /// Adds `factor × source` to `row` (a row outside the tableau), dropping `dropped`, by merging.
    mutating func add(_ source: Row, times factor: Double, to row: inout Row, dropping dropped: Symbol = .invalid) {
        row.constant += factor * source.constant
        if source.cells.count * 4 < row.cells.count {
            row.remove(dropped)
            for cell in source.cells { row.accumulate(cell.symbol, factor * cell.coefficient) }
            return
        }
        var target: [Row.Cell] = [], output: [Row.Cell] = []
        swap(&target, &row.cells)
        swap(&output, &merged)
        Row.merge(target, source.cells, times: factor, dropping: dropped.id, into: &output, entered: { _ in }, left: { _ in })
        row.cells = output
        target.removeLast(target.count)
        merged = target
    }

    /// Replaces `symbol` by `row` in the objectives.
    private mutating func substituteInObjectives(_ symbol: Symbol, by row: Row) {
        let coefficient = objective.coefficient(for: symbol)
        if coefficient != 0 {
            var target = Row()
            swap(&target, &objective)
            add(row, times: coefficient, to: &target, dropping: symbol)
            objective = target
        }
        guard var target = artificial else { return }
        artificial = nil
        let inArtificial = target.coefficient(for: symbol)
        if inArtificial != 0 { add(row, times: inArtificial, to: &target, dropping: symbol) }
        artificial = target
    }

    /// Orders the infeasible rows noted since `start` by basic id, as kiwi's walk over all rows notes them,
    /// so the dual simplex (which takes the last first) makes kiwi's choices where pivots tie.
    /// An insertion sort in place: the noted rows are few, and sorting a slice of the array copied it
    /// (an allocation in four suggestions out of ten).
    @inline(__always) mutating func sortNoted(from start: Int) {
        guard infeasible.count - start > 1 else { return }
        for index in (start + 1)..<infeasible.count {
            let slot = infeasible[index], id = basics[Int(slot)].id
            var position = index
            while position > start, basics[Int(infeasible[position - 1])].id > id {
                infeasible[position] = infeasible[position - 1]
                position -= 1
            }
            infeasible[position] = slot
        }
    }

    /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        willChange(slot)
        let index = Int(slot)
        let leaving = basics[index]
        var row = rows[index]
        rows[index] = Row()
        // leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
        let coefficient = row.remove(entering)
        removeFromColumn(entering.id, slot)
        row.scale(by: -1 / coefficient)
        row.accumulate(leaving, 1 / coefficient)
        appendToColumn(leaving.id, slot)
        rowOf[Int(leaving.id)] = -1
        rowOf[Int(entering.id)] = slot
        basics[index] = entering
        rows[index] = row
        substitute(entering, by: row)
    }

    /// Solves the row of `slot` for `marker` (which it contains), takes it out
    /// of the tableau and substitutes it everywhere: the marker's constraint is gone.
    mutating func eliminate(_ marker: Symbol, pivotingOut slot: Int32) {
        let leaving = basics[Int(slot)]
        var row = dropRow(slot)
        row.accumulate(leaving, -1)
        row.solve(for: marker)
        substitute(marker, by: row)
    }
}

extension Array {
    /// Replaces the elements with `other`'s, keeping this array's storage when it is large enough (as many
    /// elements: overwritten in place, the usual case when one shape's program is copied again).
    @inline(__always)
    mutating func assign(_ other: [Element]) {
        guard count == other.count else {
            removeAll(keepingCapacity: true)
            append(contentsOf: other)
            return
        }
        guard !other.isEmpty else { return }
        withUnsafeMutableBufferPointer { target in
            other.withUnsafeBufferPointer { source in target.baseAddress!.update(from: source.baseAddress!, count: source.count) }
        }
    }
}
