import Foundation

/// How a rect's origin along one axis is chosen (the cases of `Layout.Alignment`).
/// `min`/`max` are left/right (or top/bottom); `leading`/`trailing` resolve by direction.
/// A built-in rule is one ``AlignOp`` (the representation every pass runs); the user's rule is one more case.
enum AlignmentRule: OpSequenceRule, Sendable {
    case op(AlignOp)
    case custom(CustomLayout)
    case sequence([AlignmentRule])

    @inline(__always)
    func apply(_ rect: inout CGRect, _ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) {
        switch self {
        case .custom(let custom): custom.apply(&rect, source, direction)
        case .sequence(let rules): for rule in rules { rule.apply(&rect, source, axis, direction) }
        case .op(let op): op.apply(&rect, source, axis, direction)
        }
    }

    var op: AlignOp? { if case .op(let op) = self { op } else { nil } }
    var sequenced: [AlignmentRule]? { if case .sequence(let rules) = self { rules } else { nil } }

    /// The room a box has in a space of length `available` with this alignment (see ``AlignOp/room(in:)``):
    /// the last built-in step's; a custom alignment leaves the whole space.
    func room(in available: CGFloat) -> CGFloat {
        switch self {
        case .op(let op): return op.room(in: available)
        case .custom: return available
        case .sequence(let rules): return rules.last?.room(in: available) ?? available
        }
    }
}
