import Cassowary
import CGLayout

/// The reference programs of component shapes, kept for the whole process: every ``RelationLayout`` that
/// compiles relations of a shape already seen (a fresh layout of the same list, another list with the same
/// rows) takes the program built the first time instead of building it again.
///
/// A program is found by its shape's full description (``Key``: every number the build reads, doubles by
/// their bits), compared in full on a hit — a hash match alone never hands out another shape's program. The
/// build is a function of that description alone, so a program taken from here has the bits of one built
/// fresh. Programs are values (arrays with copy-on-write storage): one is copied out under the lock and only
/// read after that, so passes on several tasks share them safely.
///
/// Bounded: at most ``capacity`` shapes and ``wordLimit`` words of keys in all (a program's size follows its
/// key's: one row per record, a cell per term), the oldest inserted dropped first; a shape whose key alone is
/// over ``largestKey`` words is never kept (a pass builds it in its own state, as before). An app has a handful
/// of row shapes; relations built from data (the fuzzer's, an editor's) make new shapes without end, and memory
/// must not grow with them. The defaults hold 256 shapes of up to 4,096 words, 65,536 words in all (512 KiB of
/// keys and about as much of programs).
final class ReferencePrograms: @unchecked Sendable {
    /// The process's cache, used by every pass.
    static let shared = ReferencePrograms(capacity: 256, wordLimit: 1 << 16, largestKey: 1 << 12)

    /// A shape as its reference program's build reads it, each double by its bit pattern.
    struct Key: Hashable {
        let words: [UInt64]
    }

    /// A kept program, or `nil` when the shape's reference is not usable (a required record refused at 0).
    typealias Entry = LinearProgram?

    let capacity: Int
    let wordLimit: Int
    let largestKey: Int
    /// Guards everything below.
    private let lock = Lock()
    private var entries: [Key: Entry] = [:]
    /// Keys in insertion order from `first` on (dropped from the front).
    private var order: [Key] = []
    private var first = 0
    private var words = 0
    private var hits = 0, misses = 0

    init(capacity: Int, wordLimit: Int, largestKey: Int) {
        self.capacity = capacity
        self.wordLimit = wordLimit
        self.largestKey = largestKey
    }

    /// The program kept for `key`: `.some(entry)` on a hit, `nil` on a miss.
    func entry(for key: Key) -> Entry? {
        lock.withLock {
            let entry = entries[key]
            if entry == nil { misses += 1 } else { hits += 1 }
            return entry
        }
    }

    /// Keeps `entry` for `key` (unless its key is over ``largestKey``), dropping the oldest shapes over the bounds.
    func insert(_ entry: Entry, for key: Key) {
        guard key.words.count <= largestKey else { return }
        lock.withLock {
            guard entries.updateValue(entry, forKey: key) == nil else { return }
            order.append(key)
            words += key.words.count
            while entries.count > capacity || words > wordLimit {
                let oldest = order[first]
                first += 1
                entries[oldest] = nil
                words -= oldest.words.count
            }
            // The dropped keys' slots are reclaimed once they are half the list.
            if first > 0, first * 2 >= order.count {
                order.removeFirst(first)
                first = 0
            }
        }
    }

    /// How many shapes are kept, their keys' words, and how many look-ups found a program and how many did not.
    var counts: (shapes: Int, words: Int, hits: Int, misses: Int) {
        lock.withLock { (entries.count, words, hits, misses) }
    }
}

extension RelationPass {
    /// The key of a component's shape in ``ReferencePrograms``: what ``buildReference(_:shape:)`` reads of `plan`, in
    /// the order it reads it — the slot and parameter counts, the size slots, then each record (required ones first)
    /// with its relation, weight, constant and terms (slot and parameter positions within the component, coefficients).
    func referenceKey(_ plan: ComponentPlan) -> ReferencePrograms.Key {
        var words: [UInt64] = [UInt64(plan.slots.count), UInt64(plan.params.count), UInt64(plan.sizeSlotCount)]
        for local in plan.sizeSlots { words.append(UInt64(local)) }
        words.append(UInt64(plan.records.count))
        for required in [true, false] {
            for record in plan.records where structure.records[record].isRequired == required {
                let facts = structure.records[record]
                let op: UInt64 = switch facts.op {
                case .equal: 0
                case .lessThanOrEqual: 1
                case .greaterThanOrEqual: 2
                }
                words.append(op | (facts.weight == nil ? 4 : 0))
                words.append(facts.weight?.bitPattern ?? 0)
                words.append(facts.constant.bitPattern)
                words.append(UInt64(facts.slots.count))
                for term in facts.slots {
                    words.append(UInt64(structure.localSlot[term]))
                    words.append(structure.slotTerms[term].coefficient.bitPattern)
                }
                words.append(UInt64(facts.params.count))
                for term in facts.params {
                    let param = structure.paramTerms[term]
                    words.append(plan.params.firstIndex(of: param.index).map { UInt64($0) } ?? .max)
                    words.append(param.coefficient.bitPattern)
                }
            }
        }
        return ReferencePrograms.Key(words: words)
    }
}
