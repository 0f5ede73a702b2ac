import Foundation

/// A point along one axis of a rect: the core's one set of edge names.
///
/// `min` is left or top, `mid` the centre (centerX, centerY), `max` right or bottom;
/// `leading`/`trailing` are horizontal only and resolve to `min`/`max` by
/// ``LayoutDirection`` when layout runs. The public names (`left`, `top`, `centerY`, …)
/// are declared on top of these, and `name(on:)` gives them back for descriptions;
/// the built-in alignment ops (`AlignOp`) use the same names.
@usableFromInline
enum AxisPoint: Sendable, Hashable {
    case min, mid, max, leading, trailing

    @inline(__always)
    func resolved(_ direction: LayoutDirection) -> AxisPoint {
        switch self {
        case .leading: return direction == .rightToLeft ? .max : .min
        case .trailing: return direction == .rightToLeft ? .min : .max
        default: return self
        }
    }

    var opposite: AxisPoint {
        switch self {
        case .min: return .max
        case .max: return .min
        case .mid: return .mid
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
