import Foundation

/// A linear expression over the system's variable slots and its parameters
/// (values read at each pass: the container's rect, margins, measured sizes,
/// the frames of elements that are not items): `Σ slot × c + Σ param × c + constant`.
struct Affine: Equatable, LinearTerms {
    var slots: [Term] = []
    var params: [Term] = []
    var constant: Double = 0

    /// A slot or parameter index with its coefficient.
    struct Term: Equatable {
        var index: Int
        var coefficient: Double
    }

    init() {}

    mutating func add(slot: Int, _ coefficient: Double) {
        if coefficient != 0 { slots.append(Term(index: slot, coefficient: coefficient)) }
    }

    mutating func add(param: Int, _ coefficient: Double) {
        if coefficient != 0 { params.append(Term(index: param, coefficient: coefficient)) }
    }

    /// Sorts the terms by index, merges repeated ones and drops those that cancel (in place).
    mutating func normalize() {
        Affine.normalize(&slots)
        Affine.normalize(&params)
    }

    private static func normalize(_ terms: inout [Term]) {
        guard !terms.isEmpty else { return }
        if terms.count > 16 {
            terms.sort { $0.index < $1.index }
        } else {
            for index in 1..<terms.count {
                let term = terms[index]
                var position = index
                while position > 0, terms[position - 1].index > term.index {
                    terms[position] = terms[position - 1]
                    position -= 1
                }
                terms[position] = term
            }
        }
        var count = 0
        for index in terms.indices {
            if count > 0, terms[count - 1].index == terms[index].index {
                terms[count - 1].coefficient += terms[index].coefficient
            } else {
                terms[count] = terms[index]
                count += 1
            }
        }
        var kept = 0
        for index in 0..<count where abs(terms[index].coefficient) > 1e-12 {
            terms[kept] = terms[index]
            kept += 1
        }
        // Only when something was dropped: `removeLast(0)` is a call into the standard library all the same.
        if kept < terms.count { terms.removeLast(terms.count - kept) }
    }

    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        params.removeAll(keepingCapacity: true)
        constant = 0
    }
}
