import Foundation

/// What ``Layout/Alignment/OnAxis`` and ``Layout/Filling/OnAxis`` share: one rule along an
/// axis known at compile time, run in the sanitized space with the result sanitized.
///
/// The witnesses of the public protocols both wrappers adopt (custom rules through
/// ``Extensible``, number literals, ``RectBasedLayout``) are written once here; each wrapper
/// keeps its own storage and names only what differs (what a literal means, its rules).
protocol AxisRuleLayout: RectBasedLayout, Extensible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
where Conformed == any RectBasedLayout {
    /// The rule type: ``AlignmentRule`` or ``FillingRule``.
    associatedtype Rule: OpSequenceRule
    /// The axis the rule acts on.
    associatedtype A: StaticAxis
    /// The rule.
    var rule: Rule { get }
    /// Wraps `rule`.
    init(_ rule: Rule)
    /// The rule a number literal stands for: an offset from the min edge, or a fixed length.
    static func literal(_ value: CGFloat) -> Rule
}

extension AxisRuleLayout {
    /// Wraps the built-in rule `op`.
    init(_ op: Rule.Op) { self.init(.op(op)) }

    /// Wraps a custom rule.
    ///
    /// - Parameter base: The custom behaviour.
    /// - Returns: A rule running `base`.
    public static func build(_ base: any RectBasedLayout) -> Self { Self(.custom(CustomLayout(base: base))) }
    /// The rule an integer literal stands for.
    public init(integerLiteral value: Int) { self.init(Self.literal(CGFloat(value))) }
    /// The rule a float literal stands for.
    public init(floatLiteral value: Double) { self.init(Self.literal(CGFloat(value))) }

    /// Runs the rule using the global direction.
    public func formLayout(rect: inout CGRect, in source: CGRect) {
        formLayout(rect: &rect, in: source, direction: .current)
    }
    /// Runs the rule in the sanitized `source`, resolving leading/trailing with `direction`
    /// (custom rules receive it); the result is sanitized.
    public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
        rule.apply(&rect, source.sanitizedSpace, A.axis, direction)
        rect = rect.sanitizedFrame
    }
}
