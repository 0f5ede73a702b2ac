import Foundation

/// How a rect's size along one axis is chosen (the cases of `Layout.Filling`).
enum FillingRule: Sendable, Equatable {
    case equal
    case fixed(CGFloat)
    case scaled(CGFloat)
    case boxed(CGFloat)
    case upTo(CGFloat)
    case from(CGFloat)
    case between(CGFloat, CGFloat)
    case custom(CustomLayout)
    /// `lhs + rhs`: each rule in the same available space (a later length replaces an earlier one).
    case sequence([FillingRule])
    /// The element's fitting length, measured at the size the other axis resolved (see `Layout+Fit.swift`).
    case fit
    /// `lhs.then(rhs)`: each rule's available length is the previous rule's result.
    case chain([FillingRule])

    /// Sets the length along `axis`. `fitted` is the element's measured size when the layout
    /// measures; `.fit` keeps the present length without it.
    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection, fitted: CGSize? = nil) {
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
        default: op!.apply(&rect, source, axis)
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

    /// The trivially copyable form of a built-in rule; `nil` for custom rules and sequences.
    var op: FillOp? {
        switch self {
        case .equal: return .equal
        case .fixed(let value): return .fixed(value)
        case .scaled(let scale): return .scaled(scale)
        case .boxed(let insets): return .boxed(insets)
        case .upTo(let value): return .upTo(value)
        case .from(let value): return .from(value)
        case .between(let low, let high): return .between(low, high)
        case .custom, .sequence, .fit, .chain: return nil
        }
    }

    /// The rule as trivially copyable ops, sequences flattened; `nil` when it contains a custom rule,
    /// a measurement or a chain.
    var ops: [FillOp]? {
        if case .sequence(let rules) = self {
            var ops: [FillOp] = []
            for rule in rules { guard let inner = rule.ops else { return nil }; ops += inner }
            return ops
        }
        return op.map { [$0] }
    }
}

/// How a rect's origin along one axis is chosen (the cases of `Layout.Alignment`).
/// `start`/`end` are left/right (or top/bottom); `leading`/`trailing` resolve by direction.
enum AlignmentRule: Sendable, Equatable {
    case equal
    case start(CGFloat)
    case end(CGFloat)
    case center(CGFloat)
    case startMultiplier(CGFloat)
    case endMultiplier(CGFloat)
    case startBetween(CGFloat, CGFloat)
    case endBetween(CGFloat, CGFloat)
    case leading(CGFloat)
    case trailing(CGFloat)
    case custom(CustomLayout)
    case sequence([AlignmentRule])

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) {
        switch self {
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction) }
        default: op!.apply(&rect, source, axis, direction)
        }
    }

    /// The trivially copyable form of a built-in rule; `nil` for custom rules and sequences.
    var op: AlignOp? {
        switch self {
        case .equal: return .equal
        case .start(let offset): return .start(offset)
        case .end(let offset): return .end(offset)
        case .center(let offset): return .center(offset)
        case .startMultiplier(let m): return .startMultiplier(m)
        case .endMultiplier(let m): return .endMultiplier(m)
        case .startBetween(let low, let high): return .startBetween(low, high)
        case .endBetween(let low, let high): return .endBetween(low, high)
        case .leading(let offset): return .leading(offset)
        case .trailing(let offset): return .trailing(offset)
        case .custom, .sequence: return nil
        }
    }

    /// The rule as trivially copyable ops, sequences flattened; `nil` when it contains a custom rule.
    var ops: [AlignOp]? {
        if case .sequence(let rules) = self {
            var ops: [AlignOp] = []
            for rule in rules { guard let inner = rule.ops else { return nil }; ops += inner }
            return ops
        }
        return op.map { [$0] }
    }

    static func + (lhs: AlignmentRule, rhs: AlignmentRule) -> AlignmentRule {
        .sequence(lhs.flattened + rhs.flattened)
    }
    var flattened: [AlignmentRule] {
        if case .sequence(let rules) = self { return rules }
        return [self]
    }
}

extension FillingRule {
    static func + (lhs: FillingRule, rhs: FillingRule) -> FillingRule {
        .sequence(lhs.flattened + rhs.flattened)
    }
    var flattened: [FillingRule] {
        if case .sequence(let rules) = self { return rules }
        return [self]
    }
}
