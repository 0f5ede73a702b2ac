import Foundation

/// How a stack places elements one after another along an axis: their
/// lengths, the spacing between them, their alignment and length across the
/// axis, and where the run starts. ``StackLayoutGuide`` and the simple layout
/// engine both compute their frames here.
///
/// ```swift
/// let stack = StackDistribution(
///     axis: .horizontal, spacing: .equal(10), filling: .equally)
/// stack.frames(
///     for: [.flexible, .flexible], in: CGRect(x: 0, y: 0, width: 210, height: 40))
/// // [(0, 0, 100, 40), (110, 0, 100, 40)]
/// ```
public struct StackDistribution: Sendable, Hashable {
    /// The axis elements follow: the package's one ``CGLayout/Axis``.
    ///
    /// Kept so code that spelled `StackDistribution.Axis` still compiles; write `Axis`.
    @available(*, deprecated, renamed: "Axis")
    public typealias Axis = CGLayout.Axis

    /// The space between neighbours.
    public enum Spacing: Sendable, Hashable {
        /// A fixed space; negative values overlap neighbours, as in `UIStackView`.
        case equal(CGFloat)
        /// What is left after the elements' lengths, shared equally (never negative).
        case equally
    }

    /// Where elements sit across the axis; the offset moves them away from the named edge.
    public enum Alignment: Sendable, Hashable {
        /// At the leading edge across the axis (top for horizontal stacks; left in LTR, right in RTL for vertical ones).
        case leading(CGFloat = 0)
        /// Centred across the axis, moved by the offset towards the trailing edge.
        case center(CGFloat = 0)
        /// At the trailing edge across the axis.
        case trailing(CGFloat = 0)
    }

    /// How long each element is: along the axis (``filling``) or across it (``crossFilling``).
    public enum Filling: Sendable, Hashable {
        /// Along the axis: the space left after spacing, shared equally. Across: the stack's whole breadth.
        case equally
        /// A fixed length (negative counts as 0).
        case equal(CGFloat)
        /// The element's own fitting size (`sizeThatFits` of adjustable elements, the present size otherwise).
        case fit
    }

    /// Where the run of elements starts along the axis.
    public enum Direction: Sendable, Hashable {
        /// The first element at the leading edge.
        case fromLeading
        /// Reversed: the first element at the trailing edge, the next before it.
        case fromTrailing
        /// The run centred, in order from the leading side.
        case fromCenter
    }

    /// One element's lengths as the distribution sees them.
    public struct Item: Sendable, Hashable {
        /// The length along the axis, or `nil` for a flexible element sharing what is left.
        public var length: CGFloat?
        /// The length across the axis, or `nil` to take the stack's whole breadth.
        public var crossLength: CGFloat?

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - length: Along the axis; `nil` is flexible.
        ///   - crossLength: Across the axis; `nil` fills.
        public init(length: CGFloat? = nil, crossLength: CGFloat? = nil) {
            self.length = length
            self.crossLength = crossLength
        }

        /// An item that shares the free length and fills the breadth.
        public static let flexible = Item()
    }

    /// The axis elements follow.
    public var axis: CGLayout.Axis
    /// The space between neighbours.
    public var spacing: Spacing
    /// Where elements sit across the axis.
    public var alignment: Alignment
    /// Lengths along the axis.
    public var filling: Filling
    /// Lengths across the axis.
    public var crossFilling: Filling
    /// Where the run starts: `.fromTrailing` reverses the order.
    public var direction: Direction

    // A public memberwise initialiser with defaults (Swift synthesizes only an internal one); same shape as `MeasuredTextLine`'s (`duplicates` lists the pair), other fields.
    /// Creates a distribution.
    ///
    /// - Parameters:
    ///   - axis: The axis; horizontal by default.
    ///   - spacing: Between neighbours; none by default.
    ///   - alignment: Across the axis; centred by default.
    ///   - filling: Along the axis; shared equally by default.
    ///   - crossFilling: Across the axis; the whole breadth by default.
    ///   - direction: Where the run starts; the leading edge by default.
    public init(axis: CGLayout.Axis = .horizontal, spacing: Spacing = .equal(0), alignment: Alignment = .center(),
                filling: Filling = .equally, crossFilling: Filling = .equally, direction: Direction = .fromLeading) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.filling = filling
        self.crossFilling = crossFilling
        self.direction = direction
    }

    var mainAxis: CGLayout.Axis { axis }
    var crossAxis: CGLayout.Axis { axis.cross }

    /// The fixed spacing (sanitized), or `nil` for equal spacing.
    var fixedSpacing: CGFloat? {
        if case .equal(let value) = spacing { return value.isFinite ? value : 0 }
        return nil
    }

    /// The length each flexible item gets in `rect`, before clamping: negative
    /// when the fixed items and spacing need more than `rect` has.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - rect: The stack's space.
    /// - Returns: The share of one flexible item; the whole free length when no item is flexible.
    public func flexibleLength(for items: [Item], in rect: CGRect) -> CGFloat {
        let available = rect.sanitizedSpace.length(mainAxis)
        var fixed: CGFloat = 0, flexible = 0
        for item in items {
            if let length = item.length { fixed += Self.clean(length) } else { flexible += 1 }
        }
        let gaps = (fixedSpacing ?? 0) * CGFloat(max(items.count - 1, 0))
        return (available - fixed - gaps) / CGFloat(max(flexible, 1))
    }

    /// The frames of `items` in `rect`, in item order.
    ///
    /// Fixed lengths are kept; flexible items share what is left (never less
    /// than 0, so items overflow `rect` rather than get negative sizes). Every
    /// frame is finite: a position that overflows (huge lengths or spacing) is 0.
    ///
    /// - Parameters:
    ///   - items: The items' lengths.
    ///   - rect: The stack's space (NaN and negative sizes count as 0, infinite as unbounded).
    ///   - layoutDirection: Resolves leading and trailing; left-to-right by default.
    /// - Returns: One frame per item.
    public func frames(for items: [Item], in rect: CGRect, layoutDirection: LayoutDirection = .leftToRight) -> [CGRect] {
        let rect = rect.sanitizedSpace
        let main = mainAxis, cross = crossAxis
        let share = max(0, flexibleLength(for: items, in: rect))
        let lengths = items.map { $0.length.map(Self.clean) ?? share }
        let total = lengths.reduce(0, +)
        let available = rect.length(main)
        let gap: CGFloat
        if let fixedSpacing {
            gap = fixedSpacing
        } else {
            gap = items.count > 1 ? max(0, (available - total) / CGFloat(items.count - 1)) : 0
        }
        let extent = total + gap * CGFloat(max(items.count - 1, 0))
        // Along a horizontal axis in RTL the leading edge is on the right.
        let mirrored = main == .horizontal && layoutDirection == .rightToLeft
        let forward: Bool
        var cursor: CGFloat
        switch direction {
        case .fromLeading:
            forward = !mirrored
            cursor = mirrored ? rect.end(main) : rect.origin(main)
        case .fromTrailing:
            forward = mirrored
            cursor = mirrored ? rect.origin(main) : rect.end(main)
        case .fromCenter:
            forward = !mirrored
            let start = rect.origin(main) + (available - extent) / 2
            cursor = mirrored ? start + extent : start
        }
        let crossMirrored = cross == .horizontal && layoutDirection == .rightToLeft
        var frames: [CGRect] = []
        frames.reserveCapacity(items.count)
        for (item, length) in zip(items, lengths) {
            var frame = CGRect.zero
            frame.setLength(length, main)
            if forward {
                frame.setOrigin(cursor, main)
                cursor += length + gap
            } else {
                frame.setOrigin(cursor - length, main)
                cursor -= length + gap
            }
            let breadth = item.crossLength.map(Self.clean) ?? rect.length(cross)
            frame.setLength(breadth, cross)
            frame.setOrigin(crossOrigin(breadth: breadth, in: rect, mirrored: crossMirrored), cross)
            // Huge lengths or spacing can overflow the running position: such a coordinate becomes 0.
            frames.append(frame.sanitizedFrame)
        }
        return frames
    }

    private func crossOrigin(breadth: CGFloat, in rect: CGRect, mirrored: Bool) -> CGFloat {
        let cross = crossAxis
        let start = rect.origin(cross), end = rect.end(cross)
        switch alignment {
        case .leading(let offset):
            let offset = Self.finite(offset)
            return mirrored ? end - breadth - offset : start + offset
        case .trailing(let offset):
            let offset = Self.finite(offset)
            return mirrored ? start + offset : end - breadth - offset
        case .center(let offset):
            let offset = Self.finite(offset)
            return start + (rect.length(cross) - breadth) / 2 + (mirrored ? -offset : offset)
        }
    }

    static func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
