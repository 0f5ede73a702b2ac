import Foundation

/// A view that allows the scrolling and zooming of its contained views. `@MainActor class UIScrollView`.
///
/// Scrolling moves the bounds' origin: `contentOffset` is `bounds.origin`, as in UIKit.
@MainActor
open class UIScrollView: UIView {
    /// The size of the content view.
    open var contentSize: CGSize = .zero

    /// The point at which the origin of the content view is offset from the origin of the scroll view.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
}

/// The visual representation of a single row in a table view. `@MainActor class UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
    /// An enumeration for the various styles of cells.
    public enum CellStyle: Int, Sendable {
        /// A simple style for a cell with a text label.
        case `default` = 0
        /// A style for a cell with a label on the left side and a label on the right side.
        case value1 = 1
        /// A style for a cell with a label on the left side and a label on the right side.
        case value2 = 2
        /// A style for a cell with a text label and a detail label.
        case subtitle = 3
    }

    /// A string used to identify a cell that is reusable.
    public let reuseIdentifier: String?
    /// The content view of the cell object, sized to the cell.
    public let contentView = UIView()

    /// Initializes a table cell with a style and a reuse identifier.
    ///
    /// - Parameters:
    ///   - style: A constant indicating a cell style.
    ///   - reuseIdentifier: A string used to identify the cell object if it is to be reused.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a cell from data in an unarchiver (not supported by the declarations).
    ///
    /// - Parameter coder: An unarchiver.
    public required init?(coder: NSCoder) { return nil }

    /// Prepares a reusable cell for reuse by the table view's delegate.
    open func prepareForReuse() {}

    /// Keeps the content view the size of the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
