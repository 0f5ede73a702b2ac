import Foundation

// Trivially copyable forms of the built-in layout rules: the arithmetic of
// `Layout` lives here, and a compiled scheme stores these in flat arrays, so
// a pass copies plain bits instead of retaining enum payloads.

/// A built-in length rule along one axis.
enum FillOp: Sendable, Equatable {
    case equal
    case fixed(CGFloat)
    case scaled(CGFloat)
    case boxed(CGFloat)
    case upTo(CGFloat)
    case from(CGFloat)
    case between(CGFloat, CGFloat)

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis) {
        let available = source.length(axis)
        switch self {
        case .equal: rect.setLength(available, axis)
        case .fixed(let value): rect.setLength(value, axis)
        case .scaled(let scale): rect.setLength(available * scale, axis)
        case .boxed(let insets): rect.setLength(max(0, available - insets), axis)
        case .upTo(let value): rect.setLength(min(value, available), axis)
        case .from(let value): rect.setLength(max(value, available), axis)
        case .between(let low, let high): rect.setLength(max(low, min(high, available)), axis)
        }
    }
}

/// A built-in position rule along one axis.
enum AlignOp: Sendable, Equatable {
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
            (direction == .rightToLeft ? AlignOp.end(offset) : .start(offset)).apply(&rect, source, axis, direction)
        case .trailing(let offset):
            (direction == .rightToLeft ? AlignOp.start(offset) : .end(offset)).apply(&rect, source, axis, direction)
        }
    }
}

/// One step of a built-in `Layout`.
enum LayoutOp: Sendable, Equatable {
    case width(FillOp)
    case height(FillOp)
    case x(AlignOp)
    case y(AlignOp)
    case equal
    case constant(CGRect)
    case edge(AxisPoint, Axis, CGFloat)

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ direction: LayoutDirection) {
        switch self {
        case .width(let op): op.apply(&rect, source, .horizontal)
        case .height(let op): op.apply(&rect, source, .vertical)
        case .x(let op): op.apply(&rect, source, .horizontal, direction)
        case .y(let op): op.apply(&rect, source, .vertical, direction)
        case .equal: rect = source
        case .constant(let value): rect = value
        case .edge(let point, let axis, let minimum): Layout.moveEdge(point, axis, minimum, &rect, source)
        }
    }
}

/// A `Layout`'s steps compiled once: the usual four built-in steps inline,
/// other built-in layouts as ops, layouts with custom parts left as steps.
enum LayoutProgram: Sendable {
    case four(FillOp, FillOp, AlignOp, AlignOp)
    case ops([LayoutOp])
    case steps

    init(steps: [Layout.Step]) {
        guard let ops = Layout.ops(of: steps) else { self = .steps; return }
        if ops.count == 4, case .width(let width) = ops[0], case .height(let height) = ops[1],
           case .x(let x) = ops[2], case .y(let y) = ops[3] {
            self = .four(width, height, x, y)
        } else {
            self = .ops(ops)
        }
    }
}

extension Layout {
    /// The layout as built-in ops, or `nil` when a step is custom.
    var ops: [LayoutOp]? { Layout.ops(of: steps) }

    static func ops(of steps: [Step]) -> [LayoutOp]? {
        var ops: [LayoutOp] = []
        for step in steps {
            switch step {
            case .width(let rule): guard let inner = rule.ops else { return nil }; ops += inner.map(LayoutOp.width)
            case .height(let rule): guard let inner = rule.ops else { return nil }; ops += inner.map(LayoutOp.height)
            case .x(let rule): guard let inner = rule.ops else { return nil }; ops += inner.map(LayoutOp.x)
            case .y(let rule): guard let inner = rule.ops else { return nil }; ops += inner.map(LayoutOp.y)
            case .equal: ops.append(.equal)
            case .constant(let rect): ops.append(.constant(rect))
            case .edge(let point, let axis, let minimum): ops.append(.edge(point, axis, minimum))
            case .custom: return nil
            }
        }
        return ops
    }

    /// Runs the built-in ops in `range` as ``formLayout(rect:in:direction:)`` runs steps.
    @inline(__always)
    static func formLayout(rect: inout CGRect, in source: CGRect, ops: UnsafeBufferPointer<LayoutOp>, range: Range<Int>,
                           direction: LayoutDirection) {
        let source = source.sanitizedSpace
        var index = range.lowerBound
        while index < range.upperBound { ops[index].apply(&rect, source, direction); index += 1 }
        rect = rect.sanitizedFrame
    }
}
