import Foundation

/// What a scroll guide's content and frame guides read from it, whatever its owner type.
protocol ScrollGuideBacking: LayoutGuideProtocol {
    var contentInsets: EdgeInsets { get }
}

extension ScrollLayoutGuide: ScrollGuideBacking {
    /// A scroll guide whose content is placed by relations (through ``contentLayoutGuide``)
    /// rather than by a content block of its own.
    ///
    /// ```swift
    /// let scroll = ScrollLayoutGuide<LayoutNode>(
    ///     scrollDirections: .vertical, name: "scroll")
    /// view.add(layoutGuide: scroll)
    /// relations.activate([
    ///     stack.constraint(.top, to: scroll.contentLayoutGuide, .top), ...
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - scrollDirections: The axes that scroll; both by default.
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name.
    public convenience init(scrollDirections: ScrollDirection = .both, frame: CGRect = .zero, name: String? = nil) {
        self.init(layout: LayoutScheme(blocks: []), scrollDirections: scrollDirections, frame: frame, name: name)
    }
}

/// What the content and frame guides of a ``ScrollLayoutGuide`` share: the
/// scroll guide they belong to, its owner (their frames are in its space) and a name.
public class ScrollLayoutGuidePart: @unchecked Sendable {
    let lock = Lock()
    private weak var storedScroll: (any ScrollGuideBacking)?
    private var storedName: String?
    private let role: String

    init(role: String) {
        self.role = role
    }

    var scroll: (any ScrollGuideBacking)? {
        get { lock.withLock { storedScroll } }
        set { lock.withLock { storedScroll = newValue } }
    }

    /// The scroll guide this guide belongs to (`nil` once it is gone).
    public var scrollGuide: (any LayoutGuideProtocol)? { scroll }

    /// A debug name; by default the scroll guide's name followed by `.contentLayoutGuide` or `.frameLayoutGuide`.
    public var name: String? {
        get { lock.withLock { storedName } ?? scroll.map { "\($0.name ?? "scroll").\(role)" } }
        set { lock.withLock { storedName = newValue } }
    }

    /// The scroll guide's owner: the frame is in its space.
    public var owner: (any LayoutElement)? { scroll?.owner }
    /// The scroll guide's owner.
    public var superElement: (any LayoutElement)? { owner }

    /// Does nothing: the guide belongs to its scroll guide.
    public func removeFromSuperElement() {}
}

/// The scrollable content of a ``ScrollLayoutGuide`` as an element (UIKit's
/// `contentLayoutGuide`), for relations.
///
/// Its frame is in the scroll guide's owner's space: the origin is the scroll
/// guide's frame origin plus its content insets minus its content offset (so it
/// moves as the content scrolls), and the size is whatever relations give it.
/// That size, plus the content insets, becomes the scroll guide's
/// ``ScrollLayoutGuide/contentSize`` (never less than the frame along
/// scrolling axes). It belongs to its scroll guide: it is not added to a node.
///
/// ```swift
/// relations.activate([
///     scroll.contentLayoutGuide.constraint(.width, to: view, .width),
///     stack.constraint(.top, to: scroll.contentLayoutGuide, .top),
///     stack.constraint(.bottom, to: scroll.contentLayoutGuide, .bottom),
/// ])
/// relations.layout()
/// scroll.contentSize   // the stack's height, at least the scroll guide's
/// ```
public final class ScrollContentLayoutGuide: ScrollLayoutGuidePart, LayoutGuideProtocol, @unchecked Sendable {
    private var storedSize: CGSize = .zero

    init() { super.init(role: "contentLayoutGuide") }

    /// Where the content starts relative to the scroll guide's frame origin:
    /// the content insets' top-left corner minus the content offset.
    public var originInScrollFrame: CGPoint {
        guard let scroll else { return .zero }
        let insets = scroll.contentInsets, offset = scroll.bounds.origin
        return CGPoint(x: insets.left - offset.x, y: insets.top - offset.y)
    }

    /// The content's rect in the owner's space. Setting it keeps the size
    /// (non-finite and negative lengths count as 0); the origin always follows the scroll guide.
    public var frame: CGRect {
        get {
            let size = lock.withLock { storedSize }
            guard let scroll else { return CGRect(origin: .zero, size: size) }
            let origin = scroll.frame.origin, offset = originInScrollFrame
            return CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
        }
        set { lock.withLock { storedSize = CGSize(width: newValue.size.width.finiteLength, height: newValue.size.height.finiteLength) } }
    }

    /// The content's own space: origin zero, the content's size. Setting it sets the size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: lock.withLock { storedSize }) }
        set { frame = CGRect(origin: .zero, size: newValue.size) }
    }

    /// The scrollable extent this guide asks for: its size plus the content insets (zero while unsized).
    func extent(insets: EdgeInsets) -> CGSize {
        let size = lock.withLock { storedSize }
        guard size != .zero else { return .zero }
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// The type, name and frame.
    public var description: String { guideDescription(self, name) }
}

/// The frame of a ``ScrollLayoutGuide`` as an element (UIKit's `frameLayoutGuide`),
/// for relations: its frame is the scroll guide's frame, and setting it sets the scroll guide's.
///
/// ```swift
/// // stays put while the content scrolls
/// badge.constraint(.top, to: scroll.frameLayoutGuide, .top, constant: 8)
/// ```
public final class ScrollFrameLayoutGuide: ScrollLayoutGuidePart, LayoutGuideProtocol, @unchecked Sendable {
    init() { super.init(role: "frameLayoutGuide") }

    /// The scroll guide's frame; setting it sets the scroll guide's frame.
    public var frame: CGRect {
        get { scroll?.frame ?? .zero }
        set { scroll?.frame = newValue }
    }

    /// Origin zero and the scroll guide's size; setting it sets that size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { if let scroll { scroll.frame.size = newValue.size } }
    }

    /// The type, name and frame.
    public var description: String { guideDescription(self, name) }
}

private func guideDescription(_ guide: any LayoutElement, _ name: String?) -> String {
    let f = guide.frame
    let label = name.map { " \"\($0)\"" } ?? ""
    return "\(type(of: guide))\(label) (\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
}

extension CGSize {
    /// The larger width and the larger height of the two sizes.
    func union(_ other: CGSize) -> CGSize {
        CGSize(width: Swift.max(width, other.width), height: Swift.max(height, other.height))
    }
}

extension ScrollContentLayoutGuide: DerivedArea {
    /// The scroll guide's owner (see ``OwnerArea``).
    package var areaOwner: (any LayoutElement)? { owner }

    /// The content's rect as the pass has it: its origin following the scroll guide's frame as the pass has it, its
    /// size the one a block of the pass gave the content (a relation layout sizing it), else its present one.
    package func rectInOwner(context: LayoutContext?) -> CGRect {
        guard let context, let scroll else { return frame }
        let origin = context.frame(of: scroll).origin, offset = originInScrollFrame
        let size = context.passFrame(of: self)?.size ?? bounds.size
        return CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }
}

extension ScrollFrameLayoutGuide: DerivedArea {
    /// The scroll guide's owner (see ``OwnerArea``).
    package var areaOwner: (any LayoutElement)? { owner }

    /// The frame a block of the pass gave this guide (which `layout()` writes to the scroll guide), else the scroll
    /// guide's frame as the pass has it.
    package func rectInOwner(context: LayoutContext?) -> CGRect {
        guard let context, let scroll else { return frame }
        return context.passFrame(of: self) ?? context.frame(of: scroll)
    }
}
