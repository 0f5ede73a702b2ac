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

/// What every screen built row by row has, whatever its layout system: the system's caption, the root, the
/// rows (or bubbles) in order, the texts that change and the block that lays them out. The screens of the
/// rect scheme, flexbox and relations keep these in one value and get ``RealScreen``'s members from it
/// (``RowScreen``); what each declares itself is its engine's own part (a guide, a relation layout).
public struct ScreenParts<Row: Sendable>: Sendable {
    /// The layout system, for captions.
    public let system: String
    /// The screen's root node.
    public let root: LayoutNode
    /// The rows or bubbles, in order.
    public let rows: [Row]
    /// The rows' titles or the messages' texts.
    public let titles: [TextNode]
    /// The block that lays out the whole screen.
    public let block: any LayoutBlockProtocol

    /// Collects a screen's parts.
    ///
    /// - Parameters:
    ///   - system: The layout system, for captions.
    ///   - root: The screen's root node.
    ///   - made: The rows and their titles, as ``ScreenBuilding`` makes them.
    ///   - block: The block that lays out the screen.
    init(system: String, root: LayoutNode, rows made: (rows: [Row], titles: [TextNode]), block: any LayoutBlockProtocol) {
        (self.system, self.root, rows, titles, self.block) = (system, root, made.rows, made.titles, block)
    }
}

/// What a real screen is built from: its content (the settings rows or the chat messages), its size and the
/// measurer of its text. Each ``RowScreen`` is built from one; the initialisers with defaults
/// (`init(content:size:measurer:)`, `init(messages:size:measurer:)`) make it.
public struct ScreenInput<Content: Sendable>: Sendable {
    /// One item per row or bubble.
    public let content: [Content]
    /// The screen's size.
    public let size: CGSize
    /// Measures the text.
    public let measurer: any TextMeasuring

    /// Collects what a screen is built from.
    ///
    /// - Parameters:
    ///   - content: One item per row or bubble.
    ///   - size: The screen's size.
    ///   - measurer: Measures the text.
    public init(_ content: [Content], size: CGSize, measurer: any TextMeasuring) {
        (self.content, self.size, self.measurer) = (content, size, measurer)
    }
}

/// A ``RealScreen`` built row by row from a ``ScreenInput``, whose common parts are one ``ScreenParts`` value:
/// the settings list and the chat thread in the rect scheme, flexbox and relations.
public protocol RowScreen: RealScreen {
    /// The type of a row (or a bubble).
    associatedtype Row: Sendable
    /// The type of one row's content (``SettingsRow``, ``ChatMessage``).
    associatedtype Content: Sendable
    /// The caption, root, rows, titles and block.
    var parts: ScreenParts<Row> { get }
    /// Builds the screen.
    ///
    /// - Parameter input: The content, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    init(_ input: ScreenInput<Content>) throws(LayoutTreeError)
}

extension RowScreen where Content == SettingsRow {
    /// Builds the settings screen.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - size: The screen's size.
    ///   - measurer: Measures the text (the tests' design arithmetic uses the monospaced default).
    /// - Throws: Never in practice; the tree's error type.
    public init(content: [SettingsRow] = SettingsRow.standard, size: CGSize = CGSize(width: 375, height: 667),
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        try self.init(ScreenInput(content, size: size, measurer: measurer))
    }
}

extension RowScreen where Content == ChatMessage {
    /// Builds the chat screen.
    ///
    /// - Parameters:
    ///   - messages: The messages.
    ///   - size: The screen's size.
    ///   - measurer: Measures the text (the tests' design arithmetic uses the monospaced default).
    /// - Throws: Never in practice; the tree's error type.
    public init(messages: [ChatMessage] = ChatMessage.standard, size: CGSize = CGSize(width: 375, height: 667),
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        try self.init(ScreenInput(messages, size: size, measurer: measurer))
    }
}

extension RowScreen {
    /// The layout system, for captions.
    public var system: String { parts.system }
    /// The screen's root node; set its size to lay out at another size.
    public var root: LayoutNode { parts.root }
    /// The rows or the bubbles, in order.
    public var rows: [Row] { parts.rows }
    /// The rows' titles or the messages' texts.
    public var titles: [TextNode] { parts.titles }
    /// The block that lays out the whole screen.
    public var block: any LayoutBlockProtocol { parts.block }
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
