import Foundation

/// How a rect's size along one axis is chosen (the cases of `Layout.Filling`).
/// A built-in rule is one ``FillOp`` (the representation every pass runs); the user's rule is one more case.
enum FillingRule: OpSequenceRule, Sendable {
    case op(FillOp)
    case custom(CustomLayout)
    /// `lhs + rhs`: each rule in the same available space (a later length replaces an earlier one).
    case sequence([FillingRule])
    /// The element's fitting length, measured at the size the other axis resolved (see `Layout+Fit.swift`).
    case fit
    /// `lhs.then(rhs)`: each rule's available length is the previous rule's result.
    case chain([FillingRule])

    /// Sets the length along `axis` without a measured size (`.fit` keeps the present length).
    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) {
        apply(&rect, source, axis, direction, fitted: nil)
    }

    /// Sets the length along `axis`. `fitted` is the element's measured size when the layout
    /// measures; `.fit` keeps the present length without it.
    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection, fitted: CGSize?) {
        switch self {
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction, fitted: fitted) }
        case .fit: if let fitted { rect.setLength(fitted.length(axis).finiteLength, axis) }
        case .chain(let rules):
            var available = source
            for rule in rules {
                rule.apply(&rect, available, axis, direction, fitted: fitted)
                available.setLength(rect.length(axis), axis)
            }
        case .op(let op): op.apply(&rect, source, axis)
        }
    }

    /// Whether the rule measures the element.
    var fits: Bool {
        switch self {
        case .fit: return true
        case .sequence(let rules), .chain(let rules): return rules.contains(where: \.fits)
        default: return false
        }
    }

    var op: FillOp? { if case .op(let op) = self { op } else { nil } }
    var sequenced: [FillingRule]? { if case .sequence(let rules) = self { rules } else { nil } }
}
