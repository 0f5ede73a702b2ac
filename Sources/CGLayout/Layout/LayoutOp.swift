import Foundation

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
