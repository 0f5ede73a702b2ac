import Foundation

/// A point along one axis of a rect. `leading`/`trailing` are horizontal only
/// and resolve to `min`/`max` by ``LayoutDirection`` when layout runs.
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
