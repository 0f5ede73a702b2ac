import Foundation

/// A complete layout for one element: how its size and origin are chosen
/// inside the available space.
///
/// A `Layout` is an ordered list of steps. ``init(x:y:width:height:)`` runs
/// width, height, then x and y; ``init(alignment:filling:)`` runs the filling,
/// then the alignment; `lhs + rhs` runs lhs's steps, then rhs's.
/// Layouts are values: `Sendable`, `Equatable`, and running the built-in
/// cases allocates nothing.
///
/// ```swift
/// let layout = Layout(
///     x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120))
/// layout.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 320, height: 480))
/// // (0, 5, 320, 120)
/// ```
///
/// Bad input never reaches a frame: a NaN or infinite result becomes 0, a
/// negative size becomes 0, and an infinite *available* size is treated as
/// `CGFloat.greatestFiniteMagnitude`.
public struct Layout: RectBasedLayout, Extensible, Sendable, Equatable {
    enum Step: Sendable, Equatable {
        case width(FillingRule)
        case height(FillingRule)
        case x(AlignmentRule)
        case y(AlignmentRule)
        case equal
        case constant(CGRect)
        /// `Layout.left(a...)` and friends: move the `point` edge, keep the other.
        case edge(AxisPoint, Axis, CGFloat)
        case custom(CustomLayout)
    }

    let steps: [Step]
    /// The steps compiled once to trivially copyable ops (built-in layouts only).
    @usableFromInline let program: LayoutProgram
    /// Whether a width or height step is `.fit` (the element is measured before the steps run).
    let measures: Bool

    init(steps: [Step]) {
        self.steps = steps
        self.program = LayoutProgram(steps: steps)
        self.measures = steps.contains { step in
            switch step {
            case .width(let rule), .height(let rule): return rule.fits
            default: return false
            }
        }
    }

    /// Equal when the steps are equal (the program follows from them).
    public static func == (lhs: Layout, rhs: Layout) -> Bool { lhs.steps == rhs.steps }

    /// Creates a layout that applies `filling` (size), then `alignment` (origin).
    ///
    /// - Parameters:
    ///   - alignment: How the origin is chosen.
    ///   - filling: How the size is chosen.
    public init(alignment: Alignment, filling: Filling) {
        self.init(steps: [.width(filling.horizontal.rule), .height(filling.vertical.rule),
                          .x(alignment.horizontal.rule), .y(alignment.vertical.rule)])
    }

    /// The short form: width, height, then x and y. Each part defaults to `.equal`.
    ///
    /// - Parameters:
    ///   - x: Horizontal alignment.
    ///   - y: Vertical alignment.
    ///   - width: Width filling.
    ///   - height: Height filling.
    public init(x: Alignment.Horizontal = .equal, y: Alignment.Vertical = .equal,
                width: Filling.Horizontal = .equal, height: Filling.Vertical = .equal) {
        self.init(steps: [.width(width.rule), .height(height.rule), .x(x.rule), .y(y.rule)])
    }

    /// Wraps any layout behaviour as a `Layout`.
    ///
    /// - Parameter base: The behaviour.
    /// - Returns: A layout with the single step `base`.
    public static func build(_ base: any RectBasedLayout) -> Layout {
        if let layout = base as? Layout { return layout }
        return Layout(steps: [.custom(CustomLayout(base: base))])
    }

    /// The rect becomes the available space.
    public static var equal: Layout { Layout(steps: [.equal]) }
    /// The rect becomes `value`, whatever the available space.
    ///
    /// - Parameter value: The rect to set.
    /// - Returns: The layout.
    public static func equal(_ value: CGRect) -> Layout { Layout(steps: [.constant(value)]) }
    /// Keeps the rect as it is; useful as the start of a composed layout.
    public static var nothing: Layout { Layout(steps: []) }

    /// Runs `lhs`'s steps, then `rhs`'s, each in the same available space.
    ///
    /// Steps on different axes or parts combine (a size, then an origin); of two
    /// built-in lengths or origins on the same axis the later one decides, as in the
    /// original. Chain lengths with `Layout.Filling.Horizontal.then(_:)` instead.
    ///
    /// ```swift
    /// // moves, keeps the size
    /// let move = Layout.horizontal(.right(8)) + .vertical(.top(8))
    /// ```
    public static func + (lhs: Layout, rhs: Layout) -> Layout { Layout(steps: lhs.steps + rhs.steps) }

    /// Lays out `rect` in `source` using the global direction.
    public func formLayout(rect: inout CGRect, in source: CGRect) {
        formLayout(rect: &rect, in: source, direction: .current)
    }

    /// The frame of `rect` laid out in `source` with the global direction
    /// (a concrete entry point, so a call costs one call and no protocol dispatch).
    ///
    /// - Parameters:
    ///   - rect: The rect to lay out.
    ///   - source: The available space.
    /// - Returns: The laid-out rect.
    @inlinable
    public func layout(rect: CGRect, in source: CGRect) -> CGRect {
        layout(rect: rect, in: source, direction: .current)
    }

    /// The frame of `rect` laid out in `source`, resolving leading/trailing with `direction`.
    ///
    /// - Parameters:
    ///   - rect: The rect to lay out.
    ///   - source: The available space.
    ///   - direction: Resolves leading/trailing.
    /// - Returns: The laid-out rect.
    @inlinable
    public func layout(rect: CGRect, in source: CGRect, direction: LayoutDirection) -> CGRect {
        // The usual four-step layout in a clean space is computed inline (a few nanoseconds);
        // anything else, or a result that needs sanitizing, takes the general path.
        if case .four(let width, let height, let x, let y) = program {
            let (sx, sy, sw, sh) = (source.origin.x, source.origin.y, source.size.width, source.size.height)
            if (sx - sx) + (sy - sy) + (sw - sw) + (sh - sh) == 0, sw >= 0, sh >= 0 {
                let w = width.length(in: sw), h = height.length(in: sh)
                let ox = x.origin(start: sx, available: sw, length: w, direction: direction)
                let oy = y.origin(start: sy, available: sh, length: h, direction: .leftToRight)
                if (ox - ox) + (oy - oy) + (w - w) + (h - h) == 0, w >= 0, h >= 0 {
                    // Stored-property writes: Foundation's CGRect initializers are not inlinable on Linux.
                    var result = rect
                    result.origin.x = ox; result.origin.y = oy
                    result.size.width = w; result.size.height = h
                    return result
                }
            }
        }
        return layoutInGeneral(rect: rect, in: source, direction: direction)
    }

    @usableFromInline
    func layoutInGeneral(rect: CGRect, in source: CGRect, direction: LayoutDirection) -> CGRect {
        rect.changed { formLayout(rect: &$0, in: source, direction: direction) }
    }

    /// Lays out `rect` in `source`, resolving leading/trailing with `direction`.
    ///
    /// There is no element to measure here: a `.fit` width or height keeps the rect's
    /// present length (blocks, schemes and snapshots measure their element; see
    /// ``formLayout(rect:in:direction:fitting:)`` to measure with your own function).
    public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
        formLayout(rect: &rect, in: source, direction: direction, measuring: NoFitMeasuring())
    }

    /// The one implementation of a layout's steps; `measurer` answers `.fit` steps.
    func formLayout<Measurer: FitMeasuring>(rect: inout CGRect, in source: CGRect, direction: LayoutDirection,
                                            measuring measurer: Measurer) {
        // Built-in programs run the functions the compiled scheme pass runs for them
        // (`formFour`, the ops of `formLayout(rect:in:ops:range:direction:)`).
        switch program {
        case .four(let width, let height, let x, let y):
            Layout.formFour(&rect, source.sanitizedSpace, width, height, x, y, direction)
        case .ops(let ops):
            ops.withUnsafeBufferPointer { Layout.formLayout(rect: &rect, in: source, ops: $0, range: $0.indices, direction: direction) }
            return
        case .fitFour(let width, let height, let x, let y):
            // As the steps below, without walking them: one measurement at the resolved proposal.
            let source = source.sanitizedSpace
            let sw = source.size.width, sh = source.size.height
            let proposedWidth = width.proposal(in: sw, room: x.room(in: sw)), proposedHeight = height.proposal(in: sh, room: sh)
            let fitted = measurer.fittingSize(CGSize(width: proposedWidth, height: proposedHeight))
            rect.size.width = width.length(in: sw, fitted: fitted?.width, cap: width.cap(proposal: proposedWidth, axisCapped: true),
                                           present: rect.size.width)
            rect.size.height = height.length(in: sh, fitted: fitted?.height, cap: height.cap(proposal: proposedHeight, axisCapped: false),
                                             present: rect.size.height)
            x.apply(&rect, source, .horizontal, direction)
            y.apply(&rect, source, .vertical, direction)
        case .steps:
            let source = source.sanitizedSpace
            let proposal = measures ? fitProposal(for: rect, in: source, direction: direction) : .zero
            let fitted = measures ? measurer.fittingSize(proposal).map { capped($0, proposal: proposal) } : nil
            for step in steps {
                switch step {
                case .width(let rule): rule.apply(&rect, source, .horizontal, direction, fitted: fitted)
                case .height(let rule): rule.apply(&rect, source, .vertical, direction, fitted: fitted)
                case .x(let rule): rule.apply(&rect, source, .horizontal, direction)
                case .y(let rule): rule.apply(&rect, source, .vertical, direction)
                case .equal: rect = source
                case .constant(let value): rect = value
                case .edge(let point, let axis, let minimum): Layout.moveEdge(point, axis, minimum, &rect, source)
                case .custom(let custom): custom.apply(&rect, source, direction)
                }
            }
        }
        rect = rect.sanitizedFrame
    }

    /// The usual four built-in steps (width, height, x, y) in a sanitized space: the one
    /// implementation for layouts and compiled scheme passes alike (callers sanitize the result).
    @inline(__always)
    static func formFour(_ rect: inout CGRect, _ source: CGRect, _ width: FillOp, _ height: FillOp, _ x: AlignOp, _ y: AlignOp,
                         _ direction: LayoutDirection) {
        width.apply(&rect, source, .horizontal)
        height.apply(&rect, source, .vertical)
        x.apply(&rect, source, .horizontal, direction)
        y.apply(&rect, source, .vertical, direction)
    }

    /// `left(a...)`: the left edge moves to source.minX + max(a, source.width − width)
    /// and the right edge stays (width = max(0, old maxX − new minX)); the others mirror it.
    static func moveEdge(_ point: AxisPoint, _ axis: Axis, _ minimum: CGFloat, _ rect: inout CGRect, _ source: CGRect) {
        let offset = max(minimum, source.length(axis) - rect.length(axis))
        if point == .min {
            let newStart = source.origin(axis) + offset
            rect.setSpan(start: newStart, end: rect.end(axis), collapseAt: newStart, axis)
        } else {
            let newEnd = source.end(axis) - offset
            rect.setSpan(start: rect.origin(axis), end: newEnd, collapseAt: newEnd, axis)
        }
    }
}

extension Layout {
    /// A layout that only sets the origin x.
    ///
    /// - Parameter alignment: The horizontal alignment.
    /// - Returns: The layout.
    public static func horizontal(_ alignment: Alignment.Horizontal) -> Layout { Layout(steps: [.x(alignment.rule)]) }
    /// A layout that only sets the origin y.
    ///
    /// - Parameter alignment: The vertical alignment.
    /// - Returns: The layout.
    public static func vertical(_ alignment: Alignment.Vertical) -> Layout { Layout(steps: [.y(alignment.rule)]) }
    /// A layout that only sets the width.
    ///
    /// - Parameter filling: The width filling.
    /// - Returns: The layout.
    public static func width(_ filling: Filling.Horizontal) -> Layout { Layout(steps: [.width(filling.rule)]) }
    /// A layout that only sets the height.
    ///
    /// - Parameter filling: The height filling.
    /// - Returns: The layout.
    public static func height(_ filling: Filling.Vertical) -> Layout { Layout(steps: [.height(filling.rule)]) }

    /// Moves the left edge to source.minX + max(space.lowerBound, source.width − width), keeping the right edge.
    ///
    /// - Parameter space: The smallest distance from the source's left edge.
    /// - Returns: The layout.
    public static func left(_ space: PartialRangeFrom<CGFloat>) -> Layout { Layout(steps: [.edge(.min, .horizontal, space.lowerBound)]) }
    /// Moves the right edge to source.maxX − max(space.lowerBound, source.width − width), keeping the left edge.
    ///
    /// - Parameter space: The smallest distance from the source's right edge.
    /// - Returns: The layout.
    public static func right(_ space: PartialRangeFrom<CGFloat>) -> Layout { Layout(steps: [.edge(.max, .horizontal, space.lowerBound)]) }
    /// Moves the top edge to source.minY + max(space.lowerBound, source.height − height), keeping the bottom edge.
    ///
    /// - Parameter space: The smallest distance from the source's top edge.
    /// - Returns: The layout.
    public static func top(_ space: PartialRangeFrom<CGFloat>) -> Layout { Layout(steps: [.edge(.min, .vertical, space.lowerBound)]) }
    /// Moves the bottom edge to source.maxY − max(space.lowerBound, source.height − height), keeping the top edge.
    ///
    /// - Parameter space: The smallest distance from the source's bottom edge.
    /// - Returns: The layout.
    public static func bottom(_ space: PartialRangeFrom<CGFloat>) -> Layout { Layout(steps: [.edge(.max, .vertical, space.lowerBound)]) }

    /// This layout with `height` run first.
    ///
    /// - Parameter height: The height filling to prepend.
    /// - Returns: The new layout.
    public func with(height: Filling.Vertical) -> Layout { Layout(steps: [.height(height.rule)] + steps) }
    /// This layout with `width` run first.
    ///
    /// - Parameter width: The width filling to prepend.
    /// - Returns: The new layout.
    public func with(width: Filling.Horizontal) -> Layout { Layout(steps: [.width(width.rule)] + steps) }
    /// This layout with `x` run last.
    ///
    /// - Parameter x: The horizontal alignment to append.
    /// - Returns: The new layout.
    public func with(x: Alignment.Horizontal) -> Layout { Layout(steps: steps + [.x(x.rule)]) }
    /// This layout with `y` run last.
    ///
    /// - Parameter y: The vertical alignment to append.
    /// - Returns: The new layout.
    public func with(y: Alignment.Vertical) -> Layout { Layout(steps: steps + [.y(y.rule)]) }
}

extension Layout {
    /// Whether the result depends on the rect the layout starts from. When
    /// every step is built in and width, height, x and y are all set (each
    /// alignment after its length), the starting rect is never read, so a
    /// scheme pass need not fetch the element's present frame.
    var readsInitialRect: Bool {
        var width = false, height = false, x = false, y = false
        func isBuiltIn(_ rule: FillingRule) -> Bool {
            switch rule {
            // `.fit` keeps the present length when the element cannot measure.
            case .custom, .fit: return false
            case .sequence(let rules), .chain(let rules): return rules.allSatisfy(isBuiltIn)
            default: return true
            }
        }
        func isBuiltIn(_ rule: AlignmentRule) -> Bool {
            switch rule {
            case .custom: return false
            case .sequence(let rules): return rules.allSatisfy(isBuiltIn)
            default: return true
            }
        }
        for step in steps {
            switch step {
            case .width(let rule): guard isBuiltIn(rule) else { return true }; width = true
            case .height(let rule): guard isBuiltIn(rule) else { return true }; height = true
            case .x(let rule): guard isBuiltIn(rule), width else { return true }; x = true
            case .y(let rule): guard isBuiltIn(rule), height else { return true }; y = true
            case .equal, .constant: width = true; height = true; x = true; y = true
            case .edge, .custom: return true
            }
        }
        return !(width && height && x && y)
    }
}
