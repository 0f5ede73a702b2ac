/// A column of the tableau. Ids are handed out in order of creation by one
/// solver, so every choice the solver makes by scanning ids in order is
/// deterministic (no hashing decides a pivot).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case invalid, external, slack, error, dummy
    }

    let id: Int32
    let kind: Kind

    static let invalid = Symbol(id: -1, kind: .invalid)

    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols may leave the basis to keep a row feasible.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// Coefficients this close to zero are zero.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
