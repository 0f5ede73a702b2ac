import Foundation

// The trivially copyable built-in rules are the one representation of the arithmetic of
// `Layout`: layouts, blocks and compiled schemes all run them (compiled schemes keep them in
// flat arrays, so a pass copies plain bits instead of retaining enum payloads).

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
