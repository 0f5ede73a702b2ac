import Foundation

/// The anchors DSL: say how an element relates to others, side by side.
///
/// ```swift
/// title.layoutBlock(
///     with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120))
/// ) { anchors in
///     anchors.top.equal(to: logo.layoutAnchors.bottom)  // align
///     anchors.width.equal(to: logo.layoutAnchors.width)
/// }
/// ```
///
/// Whatever order they are written in, the recorded constraints run as: pulls,
/// limits, sizes (values, other elements, intrinsic size), aligns, then
/// `fartherThanOrEqual`/`nearerThanOrEqual`: sizes are known before positions.
/// `leading`/`trailing` resolve when layout runs.
public final class LayoutAnchors<Element: LayoutElement> {
    let recorder: AnchorRecorder
    /// The element these anchors describe.
    public let element: Element

    /// Anchors for `element`.
    ///
    /// - Parameter element: The element.
    public init(_ element: Element) {
        self.element = element
        self.recorder = AnchorRecorder()
    }

    private func side<SideAxis: StaticAxis>(_ point: AxisPoint) -> SideAnchor<SideAxis> { SideAnchor(recorder: recorder, element: element, point: point) }

    /// The left side.
    public var left: SideAnchor<HorizontalAxis> { side(.min) }
    /// The right side.
    public var right: SideAnchor<HorizontalAxis> { side(.max) }
    /// The leading side (left in LTR, right in RTL).
    public var leading: SideAnchor<HorizontalAxis> { side(.leading) }
    /// The trailing side (right in LTR, left in RTL).
    public var trailing: SideAnchor<HorizontalAxis> { side(.trailing) }
    /// The horizontal centre.
    public var centerX: SideAnchor<HorizontalAxis> { side(.mid) }
    /// The top side.
    public var top: SideAnchor<VerticalAxis> { side(.min) }
    /// The bottom side.
    public var bottom: SideAnchor<VerticalAxis> { side(.max) }
    /// The vertical centre.
    public var centerY: SideAnchor<VerticalAxis> { side(.mid) }
    /// The width.
    public var width: DimensionAnchor<Element> { DimensionAnchor(recorder: recorder, element: element, axis: .horizontal) }
    /// The height.
    public var height: DimensionAnchor<Element> { DimensionAnchor(recorder: recorder, element: element, axis: .vertical) }

    /// The recorded constraints, in the order they run.
    public func constraints() -> [any LayoutConstraintProtocol] { recorder.constraints() }
}

/// One side (or centre) of an element in the anchors DSL. Only anchors of the
/// same axis can be related: `left` to `right` compiles, `left` to `top` does not.
public struct SideAnchor<SideAxis: StaticAxis> {
    let recorder: AnchorRecorder
    let element: any LayoutElement
    let point: AxisPoint
    var axis: Axis { SideAxis.axis }

    private func record(_ bucket: AnchorRecorder.Bucket, _ other: SideAnchor<SideAxis>, _ operation: AnchorOperation) {
        recorder.record(bucket, element: other.element,
                        rule: .builtIn(.side(SideRule(axis: axis, target: point, reference: other.point, operation: operation))))
    }

    /// Moves the element so this side sits on `other` (size kept).
    ///
    /// - Parameter other: A side of another element.
    public func align(by other: SideAnchor<SideAxis>) { record(.align, other, .align) }
    /// The README's spelling of ``align(by:)``.
    ///
    /// - Parameter other: A side of another element.
    public func equal(to other: SideAnchor<SideAxis>) { record(.align, other, .align) }
    /// Moves this side to `other`, keeping the opposite side (the size changes).
    ///
    /// - Parameter other: A side of another element.
    public func pull(to other: SideAnchor<SideAxis>) { record(.pull, other, .pull) }
    /// Crops the space so this side does not pass `other` (left/top/centre: not before it; right/bottom: not after it).
    ///
    /// - Parameter other: A side of another element.
    public func limit(by other: SideAnchor<SideAxis>) { record(.limit, other, .limit) }
    /// Moves the element, only if needed, so this side is at least as far in as `other`
    /// (left/top/centre: ≥, right/bottom: ≤).
    ///
    /// - Parameter other: A side of another element.
    public func fartherThanOrEqual(to other: SideAnchor<SideAxis>) { record(.alignLimit, other, .farther) }
    /// Moves the element, only if needed, so this side is at most as far in as `other`
    /// (left/top/centre: ≤, right/bottom: ≥).
    ///
    /// - Parameter other: A side of another element.
    public func nearerThanOrEqual(to other: SideAnchor<SideAxis>) { record(.alignLimit, other, .nearer) }
}

/// The width or height of an element in the anchors DSL.
public struct DimensionAnchor<Element: LayoutElement> {
    let recorder: AnchorRecorder
    let element: Element
    let axis: Axis

    /// This dimension equals `other` (another element's width or height).
    ///
    /// - Parameter other: A dimension of another element.
    public func equal<Other>(to other: DimensionAnchor<Other>) { scaled(by: other, scale: 1) }
    /// This dimension equals `value` (negative counts as 0).
    ///
    /// - Parameter value: The size.
    public func equal(to value: CGFloat) { recorder.record(.value, element: nil, rule: .builtIn(.fixedSize(axis, value))) }
    /// This dimension equals `other` minus `box` (never negative).
    ///
    /// - Parameters:
    ///   - other: A dimension of another element.
    ///   - box: The amount removed.
    public func boxed<Other>(by other: DimensionAnchor<Other>, box: CGFloat) {
        recorder.record(.size, element: other.element, rule: .builtIn(.size(target: axis, reference: other.axis, multiplier: 1, inset: box)))
    }
    /// This dimension equals `other` × `scale` (never negative).
    ///
    /// - Parameters:
    ///   - other: A dimension of another element.
    ///   - scale: The factor.
    public func scaled<Other>(by other: DimensionAnchor<Other>, scale: CGFloat) {
        recorder.record(.size, element: other.element, rule: .builtIn(.size(target: axis, reference: other.axis, multiplier: scale, inset: 0)))
    }
}

extension DimensionAnchor where Element: AdjustableLayoutElement {
    /// This dimension equals the element's fitting size for the available space.
    ///
    /// The space is measured *before* the block's layout runs (the original's
    /// sequential model): for "240 wide, as tall as its text" use the layout's
    /// `height: .fit` instead, which measures at the width the layout resolved.
    /// The resized space keeps its top and leading edges by default, so it mirrors
    /// in right-to-left.
    ///
    /// - Parameters:
    ///   - multiplier: Factor applied to the fitting size.
    ///   - alignment: Placement of the resized space in the old one.
    public func equalIntrinsicSize(_ multiplier: CGFloat = 1, alignment: Layout.Alignment = .leadingTop) {
        let size: LayoutAnchor.Size = axis == .horizontal ? .width(multiplier) : .height(multiplier)
        recorder.record(AdjustLayoutConstraint(element: element, anchors: [size], alignment: alignment))
    }
}

/// Collects what the DSL says, then turns it into constraints in run order.
final class AnchorRecorder {
    enum Bucket: Int, CaseIterable { case pull, limit, value, size, content, align, alignLimit }
    private var recorded: [(bucket: Bucket, constraint: any LayoutConstraintProtocol)] = []

    func record(_ bucket: Bucket, element: (any LayoutElement)?, rule: ConstraintRule) {
        if let element {
            recorded.append((bucket, LayoutConstraint(element: element, rules: [rule])))
        } else {
            recorded.append((bucket, AnonymConstraint(rules: [rule])))
        }
    }

    func record(_ constraint: AdjustLayoutConstraint) { recorded.append((.content, constraint)) }

    func constraints() -> [any LayoutConstraintProtocol] {
        // A stable sort by bucket keeps the written order inside each bucket.
        recorded.enumerated()
            .sorted { ($0.element.bucket.rawValue, $0.offset) < ($1.element.bucket.rawValue, $1.offset) }
            .map(\.element.constraint)
    }
}

extension LayoutElement {
    /// The anchors of this element for the DSL.
    public var layoutAnchors: LayoutAnchors<Self> { LayoutAnchors(self) }

    /// A block whose constraints are written with the anchors DSL.
    ///
    /// - Parameters:
    ///   - layout: The layout; `.equal` by default.
    ///   - constraints: Receives this element's anchors.
    /// - Returns: The block.
    public func layoutBlock(with layout: Layout = .equal, constraints: (LayoutAnchors<Self>) -> Void) -> LayoutBlock<Self> {
        let anchors = LayoutAnchors(self)
        constraints(anchors)
        return LayoutBlock(element: self, layout: layout, constraints: anchors.constraints())
    }
}
