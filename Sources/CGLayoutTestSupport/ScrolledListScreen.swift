import CGLayout
import Foundation

/// A screen with a 44-point navigation bar at the top and a list below it: a node scrolled by its bounds' origin
/// (its layout bounds are the visible part of its content), as the tests of snapshots for another size and scroll
/// offset build it. What floats over the list, and the scheme that lays it out, are each test's own.
public struct ScrolledListScreen {
    /// The screen, the bar and the list (children of the screen, in that order).
    public let screen = LayoutNode(name: "screen"), navigationBar = LayoutNode(name: "navigation bar"), list = LayoutNode(name: "list")

    /// The screen with its bar and list.
    public init() throws {
        try screen.addChild(navigationBar)
        try screen.addChild(list)
    }

    /// Gives the screen `size` and the list its place below the bar, scrolled to `offset`: what the screen's
    /// own layout gives them.
    ///
    /// - Parameters:
    ///   - size: The screen's size.
    ///   - offset: The list's scroll offset (its bounds' y origin).
    public func resize(to size: CGSize, offset: CGFloat) {
        screen.frame = CGRect(origin: .zero, size: size)
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: 44)
        list.frame = CGRect(x: 0, y: 44, width: size.width, height: size.height - 44)
        list.bounds = ScrolledListScreen.listBounds(size, offset: offset)
    }

    /// The block of a section title that sticks under the navigation bar inside the list: a constraint on the bar
    /// (outside the list) moves its space just below the bar; 16 points in from the leading edge, half the list
    /// wide, 32 tall. At any offset its frame is at the top of the list's visible part.
    ///
    /// - Parameter title: The title, a child of the list (a node, or an element of your own in it).
    /// - Returns: The title's block.
    public func stickyTitleBlock<Title: LayoutElement>(_ title: Title) -> LayoutBlock<Title> {
        title.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: .scaled(0.5), height: 32),
                          constraints: [navigationBar.layoutConstraint(for: [.bottom(.align(by: .outer))])])
    }

    /// The list's bounds on a screen of `size` scrolled to `offset`.
    ///
    /// - Parameters:
    ///   - size: The screen's size.
    ///   - offset: The scroll offset.
    /// - Returns: The visible part of the list's content.
    public static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect {
        CGRect(x: 0, y: offset, width: size.width, height: size.height - 44)
    }
}
