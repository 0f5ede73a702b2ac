import Foundation

// `.fit`: a width or height that is the element's own size, measured at the
// size the layout's other axis resolved (PinLayout's `sizeToFit(.width)`).
//
// The measurement happens once per layout, before its steps run: the proposal
// is the length each non-fitting axis's filling steps give (the available
// length on a fitting axis), so "240 wide, as tall as its text" wraps the text
// at 240. Blocks, scheme passes, snapshots and traces measure their element
// (`AdjustableLayoutElement.sizeThatFits`); without an element a fitting
// length keeps the rect's present length.

/// Answers the measurement of a layout's `.fit` steps.
protocol FitMeasuring {
    /// The element's size fitting `proposal`, or `nil` when it cannot size itself.
    func fittingSize(_ proposal: CGSize) -> CGSize?
}

/// No element: `.fit` keeps the present length.
struct NoFitMeasuring: FitMeasuring {
    @inline(__always) func fittingSize(_ proposal: CGSize) -> CGSize? { nil }
}

/// Measures with a function given by the caller.
private struct ClosureFitMeasuring: FitMeasuring {
    let body: (CGSize) -> CGSize
    func fittingSize(_ proposal: CGSize) -> CGSize? { body(proposal) }
}

/// Remembers the last measurement, for traces.
final class RecordingFitMeasuring<Base: FitMeasuring>: FitMeasuring {
    let base: Base
    private(set) var last: (proposal: CGSize, size: CGSize)?
    init(_ base: Base) { self.base = base }
    func fittingSize(_ proposal: CGSize) -> CGSize? {
        let size = base.fittingSize(proposal)
        if let size { last = (proposal, size) }
        return size
    }
}

extension Layout {
    /// Lays out `rect` in `source`, measuring `.fit` widths and heights with `fitting`.
    ///
    /// `fitting` receives the proposal — the length the layout resolved on each axis that
    /// does not fit, the available length on an axis that does — and returns the element's
    /// size for it (a NaN, infinite or negative length counts as 0). Layouts without `.fit`
    /// never call it. Use it to run a layout for an element outside a block, for example in
    /// a custom container.
    ///
    /// ```swift
    /// let layout = Layout(x: .leading(56), y: .center(), width: .fixed(240), height: .fit)
    /// layout.layout(
    ///     rect: .zero, in: CGRect(x: 0, y: 0, width: 375, height: 100),
    ///     direction: .leftToRight
    /// ) { size in
    ///     title.sizeThatFits(size)  // measured at (240, 100): three lines of 17 pt
    /// }
    /// // (56, 24.5, 240, 51)
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The rect to lay out.
    ///   - source: The available space.
    ///   - direction: Resolves leading/trailing.
    ///   - fitting: The element's fitting size for a proposed size.
    public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection,
                           fitting: (CGSize) -> CGSize) {
        withoutActuallyEscaping(fitting) { body in
            formLayout(rect: &rect, in: source, direction: direction, measuring: ClosureFitMeasuring(body: body))
        }
    }

    /// The non-mutating form of ``formLayout(rect:in:direction:fitting:)``.
    ///
    /// - Parameters:
    ///   - rect: The rect to lay out.
    ///   - source: The available space.
    ///   - direction: Resolves leading/trailing.
    ///   - fitting: The element's fitting size for a proposed size.
    /// - Returns: The laid-out rect.
    public func layout(rect: CGRect, in source: CGRect, direction: LayoutDirection, fitting: (CGSize) -> CGSize) -> CGRect {
        rect.changed { formLayout(rect: &$0, in: source, direction: direction, fitting: fitting) }
    }

    /// The size a `.fit` step measures at: on each axis, the length the layout's
    /// own filling steps give when they do not fit; when they do, the available
    /// length, or what the links of a chain before `.fit` make of it
    /// (`.scaled(0.7).then(.fit)` measures at 70 %) — and a fitting width at most
    /// the room its alignment leaves (`.leading(12)`: the width less 12). An axis
    /// the layout never sizes keeps the rect's present length.
    func fitProposal(for rect: CGRect, in source: CGRect, direction: LayoutDirection) -> CGSize {
        var resolved = rect
        var width: CGFloat?, height: CGFloat?
        var room = CGFloat.infinity
        for step in steps {
            switch step {
            case .width(let rule):
                if rule.fits { width = rule.fitProposal(source, .horizontal, direction) } else { rule.apply(&resolved, source, .horizontal, direction) }
            case .height(let rule):
                if rule.fits { height = rule.fitProposal(source, .vertical, direction) } else { rule.apply(&resolved, source, .vertical, direction) }
            case .x(let rule):
                room = rule.room(in: source.size.width)
            default:
                continue
            }
        }
        return CGSize(width: width.map { min($0, room) } ?? resolved.size.width.finiteLength,
                      height: height ?? resolved.size.height.finiteLength)
    }

    /// `fitted` at most what the layout's `.fit` steps allow (see "Against the space" in
    /// `fit`'s documentation): a fitting width at most the width it was measured at; a fitting
    /// height only after a link (`.scaled(1).then(.fit)`), at most that link's length.
    func capped(_ fitted: CGSize, proposal: CGSize) -> CGSize {
        var size = fitted
        for step in steps {
            switch step {
            case .width(let rule) where rule.fits: size.width = min(size.width, proposal.width)
            case .height(let rule) where rule.fitsAfterLink: size.height = min(size.height, proposal.height)
            default: continue
            }
        }
        return size
    }
}

extension FillingRule {
    /// Whether the rule is a chain that measures after a link (`.scaled(1).then(.fit)`): its
    /// fitted length is at most the link's.
    var fitsAfterLink: Bool {
        guard case .chain(let rules) = self, let first = rules.first else { return false }
        return !first.fits && rules.contains(where: \.fits)
    }

    /// The length a fitting rule measures at along `axis` in `source`: the available
    /// length, narrowed by the links of a chain that come before its `.fit`.
    func fitProposal(_ source: CGRect, _ axis: Axis, _ direction: LayoutDirection) -> CGFloat {
        guard case .chain(let rules) = self else { return source.length(axis) }
        var available = source
        for rule in rules {
            if rule.fits { return rule.fitProposal(available, axis, direction) }
            var scratch = available
            rule.apply(&scratch, available, axis, direction)
            available.setLength(scratch.length(axis).finiteLength, axis)
        }
        return available.length(axis)
    }
}

extension Layout.Filling.OnAxis {
    /// length = the element's fitting length on the axis, measured at the length the
    /// layout resolved on the other axis.
    ///
    /// The element (an `AdjustableLayoutElement` such as `TextNode`) is asked for
    /// `sizeThatFits` once per layout. A fitting width is measured at the layout's height
    /// and the available width (narrowed by the links of a chain before it:
    /// `.scaled(0.7).then(.fit)` is as wide as the content, measured within 70 % of the
    /// space); then the layout's alignment places it in the block's space, so trailing and
    /// centred alignments see the measured width. A fitting height is measured at the width
    /// the layout resolved: "240 wide, as tall as its text" measures the text wrapped at 240,
    /// not at the width of the space. Outside a block (``Layout/layout(rect:in:)``) there is
    /// nothing to measure and the rect keeps its length.
    ///
    /// Against the space — the rule for "the content's size, at most the space":
    /// - A fitting **width** is at most the room its alignment leaves in the space: the space's
    ///   width less the alignment's offset (`.leading(12)` leaves the width less 12; `.center(5)`
    ///   less 10), as CSS's `width: fit-content` is at most the containing block less the margins.
    ///   It is measured at that room too, so a wrapping text wraps inside it and a one-line
    ///   label (whose fitting width is its whole line) stops at the space's edge.
    /// - A fitting **height** is the content's, even past the space's bottom, as CSS's
    ///   `height: auto`: a self-sizing cell measures its content in a space 0 points tall.
    /// - After a link (`.scaled(1).then(.fit)`, `.boxed(24).then(.fit)`), along either axis, the
    ///   fitted length is at most the link's length: "as tall as the text, at most the space" is
    ///   `.scaled(1).then(.fit)`.
    ///
    /// An adjust constraint (`adjustLayoutConstraint(for:)`, `anchors.width.equalIntrinsicSize()`)
    /// copies the fitting size into the space whatever its size: use `.fit` to stay inside.
    ///
    /// ```swift
    /// badge.layoutBlock(
    ///     with: Layout(x: .trailing(16), y: .center(), width: .fit, height: .fixed(20)))
    /// // "New" in 7 pt characters: 21 wide, 16 from the trailing edge
    /// title.layoutBlock(
    ///     with: Layout(x: .leading(56), y: .top(8), width: .fixed(240), height: .fit))
    /// // 95 characters at 7 pt wrap into three lines at 240: height 51
    /// ```
    public static var fit: Self { Self(.fit) }
}

extension CGSize {
    @inline(__always) func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
