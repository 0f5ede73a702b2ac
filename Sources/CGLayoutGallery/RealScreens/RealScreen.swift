import CGLayout
import Foundation

/// A screen a person would build — a settings list, a chat thread — written in
/// one layout system. Every system's version has the same node tree and names
/// (`row0`, `title0`…, `bubble0`, `text0`…), so the tests check them all
/// against one design, computed by arithmetic.
public protocol RealScreen: AnyObject, Sendable {
    /// The layout system, for captions ("rect scheme and stack guides", "flexbox"…).
    var system: String { get }
    /// The screen's root node; set its size to lay out at another size.
    var root: LayoutNode { get }
    /// The block that lays out the whole screen: `layout(direction:)`, snapshots, `apply(snapshot:)`.
    var block: any LayoutBlockProtocol { get }
    /// The text nodes whose content changes in the tests: row titles, message texts.
    var titles: [TextNode] { get }
}

extension RealScreen {
    /// Every named node's frame in the root's space, by name.
    public var absoluteFrames: [String: CGRect] {
        var frames: [String: CGRect] = [:]
        func visit(_ node: LayoutNode, origin: CGPoint) {
            for child in node.children {
                let frame = child.frame
                let absolute = CGRect(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y,
                                      width: frame.size.width, height: frame.size.height)
                if let name = child.name { frames[name] = absolute }
                visit(child, origin: CGPoint(x: absolute.origin.x - child.bounds.origin.x, y: absolute.origin.y - child.bounds.origin.y))
            }
        }
        visit(root, origin: .zero)
        return frames
    }
}

/// A node whose children a `LayoutScheme` lays out and whose fitting size comes
/// from that scheme: the rect-based way to write a row or a bubble that sizes
/// itself (the fitting size is a snapshot of its scheme at the proposed size, so
/// children that refer to it see it at that size).
public final class SchemeContainerNode: LayoutNode, LayoutContainer, @unchecked Sendable {
    private let schemeLock = NSLock()
    private var storedScheme = LayoutScheme(blocks: [])
    /// Added to the far edges of the children's frames when measuring (the trailing and bottom padding).
    public let padding: EdgeInsets

    /// Creates the node.
    ///
    /// - Parameters:
    ///   - padding: Only `right` and `bottom` are used: space after the children's frames.
    ///   - name: A debug name.
    public init(padding: EdgeInsets = .zero, name: String? = nil) {
        self.padding = padding
        super.init(frame: .zero, name: name)
    }

    /// The scheme of its children.
    public var scheme: LayoutScheme {
        get { schemeLock.withLock { storedScheme } }
        set { schemeLock.withLock { storedScheme = newValue } }
    }

    /// The children's scheme.
    public var contentLayout: (any LayoutBlockProtocol)? { scheme }

    /// `false`: the scheme's snapshot is not built after each live layout (nothing here uses it).
    public var reportsContentLayout: Bool { false }

    /// The node's bounds at the size of `frame`.
    public func contentRect(forFrame frame: CGRect) -> CGRect { CGRect(origin: bounds.origin, size: frame.size) }

    /// The far corner of the children's frames at `size` (laid out left-to-right), plus the padding.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let union = scheme.snapshotFrame(for: CGRect(origin: .zero, size: size), direction: .leftToRight)
        return CGSize(width: max(0, union.maxX + padding.right), height: max(0, union.maxY + padding.bottom))
    }
}
