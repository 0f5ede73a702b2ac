import CGLayout
import Foundation

/// The simple layout engine's layout: items placed one after another in a
/// parent frame, computed as soon as they are added.
///
/// Fixed items keep their length along the direction; flexible items share
/// what is left equally. Across the direction an item keeps its fixed length
/// or fills the parent, and `alignment` places it. The arithmetic is
/// CGLayout's `StackDistribution`, the same a `StackLayoutGuide` uses.
///
/// ```swift
/// let layout = LinearLayout(
///     parentFrame: CGRect(x: 0, y: 0, width: 375, height: 667), direction: .column)
/// try layout.add(items: [.flexible, .height(44), .height(200)])
/// try layout.frame(at: 1)  // (0, 423, 375, 44)
/// ```
///
/// The engine's documented spelling, `Layout(parentFrame:direction:alignment:)`, makes one too
/// (``Layout(parentFrame:direction:alignment:)``); the type has its own name so that a file importing
/// both this module and CGLayout can name CGLayout's `Layout` type without ambiguity.
public final class LinearLayout {
    /// The frame items are placed in.
    public let parentFrame: CGRect
    /// The direction items follow.
    public let direction: Direction
    /// Where items sit across the direction.
    public let alignment: Alignment
    /// The items, in order.
    public private(set) var items: [Item] = []

    /// Creates an empty layout.
    ///
    /// - Parameters:
    ///   - parentFrame: The frame items are placed in.
    ///   - direction: `.column` (top to bottom) or `.row` (left to right).
    ///   - alignment: Across the direction; leading by default.
    public init(parentFrame: CGRect, direction: Direction, alignment: Alignment = .leading) {
        self.parentFrame = parentFrame
        self.direction = direction
        self.alignment = alignment
    }

    /// Adds `item` and recomputes every frame.
    ///
    /// ```swift
    /// let mainItem = try layout.add(item: .flexible)
    /// try mainItem.frame() // the whole parent frame
    /// ```
    ///
    /// - Parameter item: The item.
    /// - Returns: The item, so its frame can be read.
    /// - Throws: ``LayoutError/outOfSpace`` when the fixed items would need more
    ///   than the parent has; then the item is not added and the frames stay as they were.
    @discardableResult
    public func add(item: Item) throws -> Item {
        try add(items: [item])
        return item
    }

    /// Adds `items` and recomputes every frame.
    ///
    /// - Parameter newItems: The items, in order.
    /// - Throws: ``LayoutError/outOfSpace`` when the fixed items would need more
    ///   than the parent has; then none is added.
    public func add(items newItems: [Item]) throws {
        let all = items + newItems
        let distribution = StackDistribution(axis: direction.axis, alignment: alignment.stackAlignment)
        let lengths = all.map { direction.stackItem(for: $0) }
        guard distribution.flexibleLength(for: lengths, in: parentFrame) >= 0 else { throw LayoutError.outOfSpace }
        for (item, frame) in zip(all, distribution.frames(for: lengths, in: parentFrame)) { item.frameValue = frame }
        items = all
    }

    /// The frame of the item at `index`.
    ///
    /// - Parameter index: The item's position.
    /// - Returns: Its frame in the parent frame's space.
    /// - Throws: ``LayoutError/indexOutOfRange(_:)`` for a position with no item.
    public func frame(at index: Int) throws -> CGRect {
        guard items.indices.contains(index) else { throw LayoutError.indexOutOfRange(index) }
        return try items[index].frame()
    }
}

/// The direction items follow.
public enum Direction: Sendable, Hashable {
    /// Left to right.
    case row
    /// Top to bottom.
    case column

    /// The axis items follow: ``row`` is horizontal, ``column`` vertical.
    public var axis: Axis { self == .row ? .horizontal : .vertical }

    func stackItem(for item: Item) -> StackDistribution.Item {
        self == .row
            ? StackDistribution.Item(length: item.originalWidth, crossLength: item.originalHeight)
            : StackDistribution.Item(length: item.originalHeight, crossLength: item.originalWidth)
    }
}

/// Where items sit across the direction.
public enum Alignment: Sendable, Hashable {
    /// At the start (left in a column, top in a row).
    case leading
    /// Centred.
    case center
    /// At the end.
    case trailing

    var stackAlignment: StackDistribution.Alignment {
        switch self {
        case .leading: return .leading()
        case .center: return .center()
        case .trailing: return .trailing()
        }
    }
}

/// Why the engine could not give a frame.
public enum LayoutError: Error, Sendable, Hashable {
    /// The fixed items need more length than the parent frame has.
    case outOfSpace
    /// The item has not been added to a layout yet.
    case itemIncomplete
    /// No item at this index.
    case indexOutOfRange(Int)
}
