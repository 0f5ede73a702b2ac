import Foundation

/// A side rule resolved for one direction and lowered for compiled passes: its operation and target point are one
/// code, its axis a flag, so running it takes one dispatch on the code and one on the reference point, with the
/// axis fixed in each branch. ``SideRule/applyResolved(_:by:)`` dispatches on the reference, the target, the
/// operation and, to pull, the target again, with the axis tested at every read and write (≈ 60 instructions a
/// rule in the feed cell's pass). The arithmetic is the side rule's, step for step.
struct SideStep: Sendable {
    /// The operation and the target point: `3 × operation + target` (operations in ``AnchorOperation``'s order:
    /// align, pull, limit, farther, nearer; targets min, mid, max).
    let code: UInt8
    let vertical: Bool
    let reference: AxisPoint

    /// `rule` resolved (its points min, mid or max: see ``SideRule/resolved(_:)``).
    init(_ rule: SideRule) {
        let operation: UInt8
        switch rule.operation {
        case .align: operation = 0
        case .pull: operation = 1
        case .limit: operation = 2
        case .farther: operation = 3
        case .nearer: operation = 4
        }
        let target: UInt8
        switch rule.target {
        case .min, .leading: target = 0
        case .mid: target = 1
        case .max, .trailing: target = 2
        }
        code = 3 * operation + target
        vertical = rule.axis == .vertical
        reference = rule.reference
    }

    /// Runs the rule on `space`, reading `rect`. Always inlined: out of line, the call and the registers saved around
    /// it cost about as much as the rule (the pass's code is too long for the optimizer to inline it by itself).
    @inline(always)
    func apply(_ space: inout CGRect, by rect: CGRect) {
        if vertical {
            Self.run(code, &space, rect.value(at: reference, .vertical), .vertical)
        } else {
            Self.run(code, &space, rect.value(at: reference, .horizontal), .horizontal)
        }
    }

    @inline(always)
    private static func run(_ code: UInt8, _ space: inout CGRect, _ value: CGFloat, _ axis: Axis) {
        switch code {
        case 0: space.move(.min, to: value, axis)
        case 1: space.move(.mid, to: value, axis)
        case 2: space.move(.max, to: value, axis)
        case 3: SideRule.pull(&space, .min, value, axis)
        case 4: SideRule.pull(&space, .mid, value, axis)
        case 5: SideRule.pull(&space, .max, value, axis)
        // A min-side (or centre) target must not be before the reference; a max-side one not after it.
        case 6: if space.value(at: .min, axis) < value { SideRule.pull(&space, .min, value, axis) }
        case 7: if space.value(at: .mid, axis) < value { SideRule.pull(&space, .mid, value, axis) }
        case 8: if space.value(at: .max, axis) > value { SideRule.pull(&space, .max, value, axis) }
        case 9: if space.value(at: .min, axis) < value { space.move(.min, to: value, axis) }
        case 10: if space.value(at: .mid, axis) < value { space.move(.mid, to: value, axis) }
        case 11: if space.value(at: .max, axis) > value { space.move(.max, to: value, axis) }
        case 12: if space.value(at: .min, axis) > value { space.move(.min, to: value, axis) }
        case 13: if space.value(at: .mid, axis) > value { space.move(.mid, to: value, axis) }
        default: if space.value(at: .max, axis) < value { space.move(.max, to: value, axis) }
        }
    }
}
