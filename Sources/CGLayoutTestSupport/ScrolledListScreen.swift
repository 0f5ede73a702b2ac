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
