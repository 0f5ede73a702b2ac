import Foundation

/// A placeholder for an element: some lengths fixed, the others flexible.
///
/// ```swift
/// let item = Item.height(44)  // fixed height, flexible width
/// try LinearLayout(
///     parentFrame: CGRect(x: 0, y: 0, width: 320, height: 100), direction: .column
/// ).add(item: item)
/// try item.frame()  // (0, 0, 320, 44)
/// ```
public final class Item {
    /// The fixed width, or `nil` when flexible.
    public let originalWidth: CGFloat?
    /// The fixed height, or `nil` when flexible.
    public let originalHeight: CGFloat?
    var frameValue: CGRect?

    private init(width: CGFloat?, height: CGFloat?) {
        originalWidth = width
        originalHeight = height
    }

    /// An item with no fixed length.
    public static var flexible: Item { Item(width: nil, height: nil) }

    /// An item with a fixed width.
    ///
    /// - Parameter value: The width; negative or non-finite counts as 0.
    /// - Returns: The item.
    public static func width(_ value: CGFloat) -> Item { Item(width: value, height: nil) }

    /// An item with a fixed height.
    ///
    /// - Parameter value: The height; negative or non-finite counts as 0.
    /// - Returns: The item.
    public static func height(_ value: CGFloat) -> Item { Item(width: nil, height: value) }

    /// An item with a fixed size.
    ///
    /// - Parameter value: The size; negative or non-finite lengths count as 0.
    /// - Returns: The item.
    public static func size(_ value: CGSize) -> Item { Item(width: value.width, height: value.height) }

    /// The frame computed by the last layout the item was added to.
    ///
    /// - Returns: The frame.
    /// - Throws: ``LayoutError/itemIncomplete`` before the item is added to a layout.
    public func frame() throws -> CGRect {
        guard let frameValue else { throw LayoutError.itemIncomplete }
        return frameValue
    }
}
