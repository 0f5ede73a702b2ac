import Foundation

/// A length of a measuring layout (`.fit`): a built-in rule before the measurement (or the
/// whole length when it does not fit), whether it fits, and a built-in rule after it — the
/// forms `op`, `.fit`, `op.then(.fit)`, `.fit.then(op)` and `op.then(.fit).then(op)`.
@usableFromInline
struct FitLength: Sendable, Equatable {
    let before: FillOp?
    let fits: Bool
    let after: FillOp?

    init?(_ rule: FillingRule) {
        switch rule {
        case .fit:
            (before, fits, after) = (nil, true, nil)
        case .chain(let rules):
            guard let index = rules.firstIndex(of: .fit), index <= 1, rules.count - index <= 2,
                  rules.filter({ $0 == .fit }).count == 1 else { return nil }
            let head = index == 1 ? rules[0].op : nil, tail = rules.count - index == 2 ? rules[index + 1].op : nil
            if index == 1, head == nil { return nil }
            if rules.count - index == 2, tail == nil { return nil }
            (before, fits, after) = (head, true, tail)
        default:
            guard let op = rule.op else { return nil }
            (before, fits, after) = (op, false, nil)
        }
    }

    /// The length measured at along this axis (as `Layout.fitProposal`): a fitting length's link
    /// before `.fit` (the available length without one), at most `room`; another rule's length.
    @inline(__always)
    func proposal(in available: CGFloat, room: CGFloat) -> CGFloat {
        let length = before.map { $0.length(in: available).finiteLength } ?? available
        return fits ? min(length, room) : length
    }

    /// The most a fitting length may be (see `Layout+Fit.swift`): the proposal along a capped axis
    /// or after a link; unbounded for a bare `.fit` along an axis that is not capped (heights).
    @inline(__always)
    func cap(proposal: CGFloat, axisCapped: Bool) -> CGFloat {
        axisCapped || before != nil ? proposal : .infinity
    }

    /// The length: the rule's, or the measured one (the present one without a measurement) at
    /// most `cap`, through `after`.
    @inline(__always)
    func length(in available: CGFloat, fitted: CGFloat?, cap: CGFloat, present: CGFloat) -> CGFloat {
        guard fits else { return before!.length(in: available) }
        var length = before.map { $0.length(in: available) } ?? present
        if let fitted { length = min(fitted.finiteLength, cap) }
        return after.map { $0.length(in: length) } ?? length
    }
}
