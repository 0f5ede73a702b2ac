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
    case sequence([FillingRule])

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) {
        let available = source.length(axis)
        switch self {
        case .equal: rect.setLength(available, axis)
        case .fixed(let value): rect.setLength(value, axis)
        case .scaled(let scale): rect.setLength(available * scale, axis)
        case .boxed(let insets): rect.setLength(max(0, available - insets), axis)
        case .upTo(let value): rect.setLength(min(value, available), axis)
        case .from(let value): rect.setLength(max(value, available), axis)
        case .between(let low, let high): rect.setLength(max(low, min(high, available)), axis)
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction) }
        }
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
        let length = rect.length(axis)
        switch self {
        case .equal: rect.setOrigin(source.origin(axis), axis)
        case .start(let offset): rect.setOrigin(source.origin(axis) + offset, axis)
        case .end(let offset): rect.setOrigin(source.end(axis) - length - offset, axis)
        case .center(let offset):
            rect.setOrigin(source.origin(axis) + source.length(axis) / 2 - length / 2 + offset, axis)
        case .startMultiplier(let m): rect.setOrigin(source.origin(axis) + source.length(axis) * m, axis)
        case .endMultiplier(let m): rect.setOrigin(source.end(axis) - length - source.length(axis) * m, axis)
        case .startBetween(let low, let high):
            rect.setOrigin(source.origin(axis) + max(low, min(high, source.length(axis) - length)), axis)
        case .endBetween(let low, let high):
            rect.setOrigin(source.end(axis) - length - max(low, min(high, source.length(axis) - length)), axis)
        case .leading(let offset):
            (direction == .rightToLeft ? AlignmentRule.end(offset) : .start(offset)).apply(&rect, source, axis, direction)
        case .trailing(let offset):
            (direction == .rightToLeft ? AlignmentRule.start(offset) : .end(offset)).apply(&rect, source, axis, direction)
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction) }
        }
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
