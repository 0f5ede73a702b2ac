import Foundation

/// What ``Layout/Alignment`` and ``Layout/Filling`` share: a horizontal and a vertical
/// ``AxisRuleLayout``, run vertical first, then horizontal, in the same sanitized space.
///
/// The ``RectBasedLayout`` witnesses of both are written once here.
protocol AxisPairLayout: RectBasedLayout {
    /// The rule on the horizontal axis.
    associatedtype Horizontal: AxisRuleLayout where Horizontal.A == HorizontalAxis
    /// The rule on the vertical axis (of the same kind).
    associatedtype Vertical: AxisRuleLayout where Vertical.A == VerticalAxis, Vertical.Rule == Horizontal.Rule
    /// The horizontal part.
    var horizontal: Horizontal { get }
    /// The vertical part.
    var vertical: Vertical { get }
}

extension AxisPairLayout {
    /// Lays out `rect` in `source` using the global direction.
    public func formLayout(rect: inout CGRect, in source: CGRect) {
        formLayout(rect: &rect, in: source, direction: .current)
    }

    /// Lays out `rect` in `source`, resolving leading/trailing with `direction`
    /// (custom parts receive it).
    public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
        Self.align(&rect, in: source, vertical: { vertical.rule.apply(&$0, $1, .vertical, direction) },
                   horizontal: { horizontal.rule.apply(&$0, $1, .horizontal, direction) })
    }

    /// The one implementation of a two-axis step, for blocks and compiled passes alike:
    /// vertical, then horizontal, in the sanitized space; the result sanitized.
    @inline(__always)
    static func align(_ rect: inout CGRect, in source: CGRect, vertical: (inout CGRect, CGRect) -> Void,
                      horizontal: (inout CGRect, CGRect) -> Void) {
        let source = source.sanitizedSpace
        vertical(&rect, source)
        horizontal(&rect, source)
        rect = rect.sanitizedFrame
    }
}
