/// A column of the tableau. Ids are handed out by one solver, lowest free id
/// first, so every choice the solver makes by comparing ids is deterministic
/// (no hashing decides a pivot).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case invalid, external, slack, error, dummy
    }

    let id: Int32
    let kind: Kind

    static let invalid = Symbol(id: -1, kind: .invalid)

    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols may enter and leave the basis; they are never negative.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Not a variable of the user: slack, error or dummy (kiwi's "restricted").
    var isRestricted: Bool { kind != .external && kind != .invalid }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// Whether `sum` (of two coefficients of magnitude up to `scale`) is rounding
/// noise: it lost nine or more of its sixteen digits to cancellation (errors
/// compound over pivots; kiwi drops coefficients under 1e-8 outright).
@inline(__always) func cancels(_ sum: Double, scale: Double) -> Bool { abs(sum) <= cancellation * scale }

/// The relative size under which a sum is rounding noise (see ``cancels(_:scale:)``).
var cancellation: Double { 1e-12 }
