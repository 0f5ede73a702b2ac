import Foundation

// Raw per-axis access to a rect, the arithmetic under every built-in rule.
extension CGRect {
    // Raw accessors: unlike `minX`/`width`, these never standardize the rect,
    // so the arithmetic below sees exactly the stored values.
    @inline(__always) func origin(_ axis: Axis) -> CGFloat { axis == .horizontal ? origin.x : origin.y }
    @inline(__always) func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }
    @inline(__always) func end(_ axis: Axis) -> CGFloat { origin(axis) + length(axis) }

    @inline(__always) mutating func setOrigin(_ value: CGFloat, _ axis: Axis) {
        if axis == .horizontal { origin.x = value } else { origin.y = value }
    }
    @inline(__always) mutating func setLength(_ value: CGFloat, _ axis: Axis) {
        if axis == .horizontal { size.width = value } else { size.height = value }
    }

    /// The coordinate of an already resolved point (`min`, `mid` or `max`).
    @inline(__always) func value(at point: AxisPoint, _ axis: Axis) -> CGFloat {
        switch point {
        case .min, .leading: return origin(axis)
        case .mid: return origin(axis) + length(axis) / 2
        case .max, .trailing: return end(axis)
        }
    }

    /// Moves the rect along `axis` so that `point` sits at `value`, keeping its size.
    @inline(__always) mutating func move(_ point: AxisPoint, to value: CGFloat, _ axis: Axis) {
        switch point {
        case .min, .leading: setOrigin(value, axis)
        case .mid: setOrigin(value - length(axis) / 2, axis)
        case .max, .trailing: setOrigin(value - length(axis), axis)
        }
    }

    /// Sets the span along `axis` to `start...end`, collapsing to zero length at
    /// `collapse` when the span would be negative.
    @inline(__always) mutating func setSpan(start: CGFloat, end: CGFloat, collapseAt collapse: CGFloat, _ axis: Axis) {
        if end >= start {
            setOrigin(start, axis)
            setLength(end - start, axis)
        } else {
            setOrigin(collapse, axis)
            setLength(0, axis)
        }
    }
}
