import Foundation

// `then`: fillings that build on each other. `lhs + rhs` runs both rules in the
// same available space (the original's composition, kept as it was: a later
// built-in length replaces an earlier one); `lhs.then(rhs)` hands rhs the
// length lhs produced as its available length.

extension Layout.Filling.OnAxis {
    /// Runs this rule, then `next` with this rule's length as its available length
    /// (its width for ``Layout/Filling/Horizontal``, its height for ``Layout/Filling/Vertical``).
    ///
    /// Use it to build a length from another: a minimum, a maximum, a padding.
    /// `+` runs both rules in the same available space instead (so of two built-in
    /// lengths the second wins).
    ///
    /// ```swift
    /// let hitTarget: Layout.Filling.Horizontal = .from(44).then(.boxed(-24))
    /// // 68 = max(44, 30) + 24
    /// hitTarget.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 30, height: 10)).width
    /// // its text's width, at most 200
    /// let label: Layout.Filling.Horizontal = .fit.then(.upTo(200))
    /// // its content's width, wrapped within 70 %
    /// let bubble: Layout.Filling.Horizontal = .scaled(0.7).then(.fit)
    /// // as tall as its text, at least 44
    /// let row: Layout.Filling.Vertical = .fit.then(.from(44))
    /// ```
    ///
    /// - Parameter next: The rule that reads this rule's result.
    /// - Returns: The chained rule.
    public func then(_ next: Self) -> Self {
        Self(.chain(rule.chained + next.rule.chained))
    }
}

extension FillingRule {
    /// The rules of a chain, or the rule alone.
    var chained: [FillingRule] {
        if case .chain(let rules) = self { return rules }
        return [self]
    }
}
