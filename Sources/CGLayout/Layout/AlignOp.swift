import Foundation

/// A built-in position rule along one axis.
@usableFromInline
enum AlignOp: Sendable, Equatable {
    case equal
    case min(CGFloat)
    case max(CGFloat)
    case mid(CGFloat)
    case minMultiplier(CGFloat)
    case maxMultiplier(CGFloat)
    case minBetween(CGFloat, CGFloat)
    case maxBetween(CGFloat, CGFloat)
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
        case .min(let offset): return start + offset
        case .max(let offset): return start + available - length - offset
        case .mid(let offset): return start + available / 2 - length / 2 + offset
        case .minMultiplier(let m): return start + available * m
        case .maxMultiplier(let m): return start + available - length - available * m
        case .minBetween(let low, let high): return start + Swift.max(low, Swift.min(high, available - length))
        case .maxBetween(let low, let high): return start + available - length - Swift.max(low, Swift.min(high, available - length))
        // (Written out rather than by recursion, so the function stays inlinable.)
        case .leading(let offset):
            return direction == .rightToLeft ? start + available - length - offset : start + offset
        case .trailing(let offset):
            return direction == .rightToLeft ? start + offset : start + available - length - offset
        }
    }

    /// The most length a box may have and stay inside a space of length `available` with this
    /// alignment: the space less the alignment's offset, as CSS's `fit-content` takes the containing
    /// block less the margins (`.leading(12)` leaves `available − 12`, `.center(5)` leaves
    /// `available − 10`). A `.fit` width is at most this (see `Layout+Fit.swift`).
    @inline(__always)
    func room(in available: CGFloat) -> CGFloat {
        let offset: CGFloat
        switch self {
        case .equal: offset = 0
        case .min(let value), .max(let value), .leading(let value), .trailing(let value): offset = value
        case .mid(let value): offset = 2 * Swift.abs(value)
        case .minMultiplier(let m), .maxMultiplier(let m): offset = available * m
        case .minBetween(let low, _), .maxBetween(let low, _): offset = low
        }
        let room = available - offset
        return room.isNaN ? available : Swift.max(0, room)
    }
}
