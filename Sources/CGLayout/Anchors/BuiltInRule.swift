import Foundation

/// A built-in constraint rule with no references: the arithmetic of every
/// anchor, and what a compiled scheme stores in flat arrays.
enum BuiltInRule: Sendable, Equatable {
    case side(SideRule)
    case size(target: Axis, reference: Axis, multiplier: CGFloat, inset: CGFloat)
    case fixedSize(Axis, CGFloat)
    case center(origin: Bool)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    case constant(CGRect)
    case equally

    @inline(__always)
    func apply(_ space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        switch self {
        case .side(let rule):
            rule.apply(&space, by: rect, direction: direction)
        case .size(let target, let reference, let multiplier, let inset):
            space.setLength(max(0, rect.length(reference) * multiplier - inset), target)
        case .fixedSize(let axis, let value):
            space.setLength(max(0, value), axis)
        case .center(let origin):
            let mid = CGPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
            if origin {
                space.origin = mid
            } else {
                space.origin = CGPoint(x: mid.x - space.size.width / 2, y: mid.y - space.size.height / 2)
            }
        case .insets(let insets):
            space = space.inset(by: insets)
        case .directionalInsets(let insets):
            space = space.inset(by: insets, direction: direction)
        case .constant(let value):
            space = value
        case .equally:
            space = rect
        }
    }
}
