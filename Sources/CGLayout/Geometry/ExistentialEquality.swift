/// Equality for values stored as existentials (custom layouts and constraints).
///
/// Two custom values are equal when they have the same dynamic type, that type
/// is `Equatable`, and `==` says so. Values of non-`Equatable` types are never
/// equal to anything, which keeps `==` on layouts conservative: it never
/// claims two layouts behave the same without proof.
func existentialsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(toAny: rhs)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
