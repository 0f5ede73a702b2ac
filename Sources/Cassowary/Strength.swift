/// How much a constraint matters. Required constraints must hold; the others
/// are satisfied as well as possible, stronger before weaker (Cassowary's
/// symbolic weights folded into one number, as kiwi does).
///
/// ```swift
/// try solver.addConstraint((width == 120).strength(.weak))
/// let custom = Strength(strong: 1, medium: 500, weak: 0)
/// ```
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The folded weight.
    public let value: Double

    /// A strength from its folded weight, clipped to `0...required`.
    ///
    /// - Parameter value: The weight; NaN counts as 0.
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), Strength.requiredValue)
    }

    /// A strength from its three levels (each clipped to `0...1000`) times `weight`.
    ///
    /// - Parameters:
    ///   - strong: The strong level.
    ///   - medium: The medium level.
    ///   - weak: The weak level.
    ///   - weight: A multiplier; 1 by default.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clip(_ level: Double) -> Double { level.isNaN ? 0 : min(max(level * weight, 0), 1000) }
        self.init(clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
    }

    static let requiredValue: Double = 1_001_001_000

    /// Must hold: 1 001 001 000.
    public static let required = Strength(requiredValue)
    /// 1 000 000.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// 1 000.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether constraints of this strength must hold.
    public var isRequired: Bool { value >= Strength.requiredValue }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak` or the number.
    public var description: String {
        switch value {
        case Strength.requiredValue: return "required"
        case 1_000_000: return "strong"
        case 1000: return "medium"
        case 1: return "weak"
        default: return "\(value)"
        }
    }
}
