/// Undo for the one operation that can fail after changing the tableau:
/// adding a required constraint through an artificial variable. Rows are
/// saved the first time they change, so a refused constraint leaves the
/// tableau exactly as it was, at the cost of the rows it touched. (Symbols
/// are given back by ``Tableau/releaseSymbols()``.)
struct Journal {
    /// Slots at or above this were created by the operation.
    let slotCount: Int
    let freeSlots: [Int32]
    let objective: Row
    /// The first saved state of every slot below `slotCount` that changed.
    var saved: [(slot: Int32, row: Row, basic: Symbol)] = []
    var savedSlots: Set<Int32> = []
}

extension Tableau {
    /// Starts recording changes.
    mutating func beginJournal() {
        journal = Journal(slotCount: rows.count, freeSlots: freeSlots, objective: objective)
    }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() { journal = nil }

    /// Notes the state of `slot` before its first change under a journal.
    @inline(__always) mutating func willChange(_ slot: Int32) {
        if journal != nil { save(slot) }
    }

    private mutating func save(_ slot: Int32) {
        guard Int(slot) < journal!.slotCount, journal!.savedSlots.insert(slot).inserted else { return }
        journal!.saved.append((slot, rows[Int(slot)], basics[Int(slot)]))
    }

    /// Puts back every row, column, symbol and objective as they were when the journal began.
    mutating func rollBack() {
        guard let journal else { return }
        self.journal = nil
        // Take the present rows of the changed slots out of the columns.
        let changed = journal.saved.map(\.slot) + (journal.slotCount..<rows.count).map(Int32.init)
        for slot in changed {
            let basic = basics[Int(slot)]
            guard basic.isValid else { continue }
            rowOf[Int(basic.id)] = -1
            for cell in rows[Int(slot)].cells {
                removeFromColumn(cell.symbol.id, slot)
            }
        }
        rows.removeLast(rows.count - journal.slotCount)
        basics.removeLast(basics.count - journal.slotCount)
        freeSlots = journal.freeSlots
        // Then the saved rows back in.
        for (slot, row, basic) in journal.saved {
            rows[Int(slot)] = row
            basics[Int(slot)] = basic
            guard basic.isValid else { continue }
            rowOf[Int(basic.id)] = slot
            for cell in row.cells { appendToColumn(cell.symbol.id, slot) }
        }
        objective = journal.objective
        artificial = nil
        infeasible.removeLast(infeasible.count)
    }
}
