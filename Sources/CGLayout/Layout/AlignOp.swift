import Foundation

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
