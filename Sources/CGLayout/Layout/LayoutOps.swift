import Foundation

// Trivially copyable forms of the built-in layout rules: the arithmetic of
// `Layout` lives here, and a compiled scheme stores these in flat arrays, so
// a pass copies plain bits instead of retaining enum payloads.

/// A built-in length rule along one axis.
@usableFromInline
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
        rect.setLength(length(in: source.length(axis)), axis)
    }

    /// The length in a space of length `available`: the arithmetic of every filling.
    @inlinable
    func length(in available: CGFloat) -> CGFloat {
        switch self {
        case .equal: return available
        case .fixed(let value): return value
        case .scaled(let scale): return available * scale
        case .boxed(let insets): return max(0, available - insets)
        case .upTo(let value): return min(value, available)
        case .from(let value): return max(value, available)
        case .between(let low, let high): return max(low, min(high, available))
        }
    }
}

/// A built-in position rule along one axis.
@usableFromInline
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
        rect.setOrigin(origin(start: source.origin(axis), available: source.length(axis), length: rect.length(axis),
                              direction: axis == .horizontal ? direction : .leftToRight), axis)
    }

    /// The origin of a box of `length` in a space starting at `start` of length `available`:
    /// the arithmetic of every alignment (leading/trailing resolved by `direction`).
    @inlinable
    func origin(start: CGFloat, available: CGFloat, length: CGFloat, direction: LayoutDirection) -> CGFloat {
        switch self {
        case .equal: return start
        case .start(let offset): return start + offset
        case .end(let offset): return start + available - length - offset
        case .center(let offset): return start + available / 2 - length / 2 + offset
        case .startMultiplier(let m): return start + available * m
        case .endMultiplier(let m): return start + available - length - available * m
        case .startBetween(let low, let high): return start + max(low, min(high, available - length))
        case .endBetween(let low, let high): return start + available - length - max(low, min(high, available - length))
        // (Written out rather than by recursion, so the function stays inlinable.)
        case .leading(let offset):
            return direction == .rightToLeft ? start + available - length - offset : start + offset
        case .trailing(let offset):
            return direction == .rightToLeft ? start + offset : start + available - length - offset
        }
    }
}

/// One step of a built-in `Layout`.
@usableFromInline
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

    /// The length measured at along this axis (as `Layout.fitProposal`).
    @inline(__always)
    func proposal(in available: CGFloat) -> CGFloat {
        before.map { $0.length(in: available).finiteLength } ?? available
    }

    /// The length: the rule's, or the measured one (the present one without a measurement) through `after`.
    @inline(__always)
    func length(in available: CGFloat, fitted: CGFloat?, present: CGFloat) -> CGFloat {
        guard fits else { return before!.length(in: available) }
        var length = before.map { $0.length(in: available) } ?? present
        if let fitted { length = fitted.finiteLength }
        return after.map { $0.length(in: length) } ?? length
    }
}

/// A `Layout`'s steps compiled once: the usual four built-in steps inline,
/// other built-in layouts as ops, the usual four steps of a measuring layout,
/// layouts with custom parts left as steps.
@usableFromInline
enum LayoutProgram: Sendable {
    case four(FillOp, FillOp, AlignOp, AlignOp)
    case ops([LayoutOp])
    case fitFour(FitLength, FitLength, AlignOp, AlignOp)
    case steps

    init(steps: [Layout.Step]) {
        if steps.count == 4, case .width(let width) = steps[0], case .height(let height) = steps[1],
           case .x(let x) = steps[2], case .y(let y) = steps[3], width.fits || height.fits,
           let widthLength = FitLength(width), let heightLength = FitLength(height), let xOp = x.op, let yOp = y.op {
            self = .fitFour(widthLength, heightLength, xOp, yOp)
            return
        }
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
