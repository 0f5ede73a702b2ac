import Foundation

/// Terms a linear expression takes: a slot's or a parameter's index with its coefficient.
protocol LinearTerms {
    mutating func add(slot: Int, _ coefficient: Double)
    mutating func add(param: Int, _ coefficient: Double)
}

/// The offset of an anchor tree's node from its parent (``AnchorTree/offset``): at most one slot and one parameter
/// term — a size (an item's slot, the container's or a fixed element's length), a fixed element's position and, in
/// right-to-left passes, its base's width — so a tree's offsets are one flat list (an ``Affine`` would hold two
/// arrays per node).
struct AnchorOffset: LinearTerms {
    /// The slot term's index (-1: none) and coefficient.
    private(set) var slot = -1, slotCoefficient = 0.0
    /// The parameter term's index (-1: none) and coefficient.
    private(set) var param = -1, paramCoefficient = 0.0

    init() {}

    init(param: Int, _ coefficient: Double = 1) { add(param: param, coefficient) }

    mutating func add(slot: Int, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        guard self.slot < 0 else { fatalError("an anchor offset has at most one slot term") }
        self.slot = slot
        slotCoefficient = coefficient
    }

    mutating func add(param: Int, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        guard self.param < 0 else { fatalError("an anchor offset has at most one parameter term") }
        self.param = param
        paramCoefficient = coefficient
    }

    /// Adds `factor ×` this offset to `expression`.
    func add(to expression: inout Affine, times factor: Double) {
        guard factor != 0 else { return }
        if slot >= 0 { expression.add(slot: slot, slotCoefficient * factor) }
        if param >= 0 { expression.add(param: param, paramCoefficient * factor) }
    }

    /// The value with solved slots (the parameter's part first).
    @inline(__always)
    func value(slots slotValues: [Double], params paramValues: [Double]) -> Double {
        var sum = 0.0
        if param >= 0 { sum += paramValues[param] * paramCoefficient }
        if slot >= 0 { sum += slotValues[slot] * slotCoefficient }
        return sum
    }
}
