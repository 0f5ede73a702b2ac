import Foundation

/// The axes along which a ``ScrollLayoutGuide`` scrolls.
public struct ScrollDirection: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from raw bits.
    ///
    /// - Parameter rawValue: 1 horizontal, 2 vertical.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Scrolls left and right.
    public static let horizontal = ScrollDirection(rawValue: 1)
    /// Scrolls up and down.
    public static let vertical = ScrollDirection(rawValue: 2)
    /// Scrolls along both axes.
    public static let both: ScrollDirection = [.horizontal, .vertical]
}

/// A guide whose content can be larger than its frame and is scrolled by
/// ``contentOffset``: scrolling anywhere, with no view.
///
/// The content is a block (usually a ``LayoutScheme``) of the owner's
/// children. It is laid out in a space of the guide's size whose origin is
/// the guide's origin minus the content offset, so `.scaled(1)` means "as wide
/// as the visible area"; elements may extend beyond it. ``contentSize`` is
/// then the extent of the content (at least the frame's size) along the
/// scrolling axes and the frame's size along the others. Changing the offset
/// lays the content out again at the new position. A row moved under another element (see
/// ``LayoutContainer``) is skipped by the content, and counts in no content size, until it comes back.
///
/// ```swift
/// let scroll = ScrollLayoutGuide<LayoutNode>(
///     layout: LayoutScheme(blocks: rows), scrollDirections: .vertical)
/// root.add(layoutGuide: scroll)
/// scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: 320, height: 200))
///     .layout()
/// scroll.contentSize  // (320, 1000) for ten rows of 100
/// scroll.contentOffset = CGPoint(x: 0, y: 300)  // the first row is now at y == -300
/// ```
open class ScrollLayoutGuide<Super: LayoutElement>: LayoutGuide<Super>, @unchecked Sendable {
    private var storedLayout: any LayoutBlockProtocol
    private var storedDirections: ScrollDirection
    private var storedExtent: CGSize = .zero
    private var storedDirection: LayoutDirection?
    private var storedDeceleration: ScrollDeceleration?

    /// The scrollable content's rectangle as an element, for relations (UIKit's
    /// `contentLayoutGuide`): its origin follows the guide's frame and content
    /// offset, and the size relations give it becomes part of ``contentSize``.
    public let contentLayoutGuide = ScrollContentLayoutGuide()
    /// The guide's own frame as an element, for relations (UIKit's `frameLayoutGuide`).
    public let frameLayoutGuide = ScrollFrameLayoutGuide()

    /// Creates a scroll guide.
    ///
    /// - Parameters:
    ///   - layout: The content: blocks of the owner's children.
    ///   - scrollDirections: The axes that scroll; both by default.
    ///   - frame: The initial frame in the owner's space.
    ///   - name: A debug name.
    public init(layout: any LayoutBlockProtocol, scrollDirections: ScrollDirection = .both,
                frame: CGRect = .zero, name: String? = nil) {
        storedLayout = layout
        storedDirections = scrollDirections
        super.init(frame: frame, name: name)
        contentLayoutGuide.scroll = self
        frameLayoutGuide.scroll = self
    }

    /// The axes that scroll; the offset along the others is always 0.
    public var scrollDirections: ScrollDirection {
        get { lock.withLock { storedDirections } }
        set {
            lock.withLock { storedDirections = newValue }
            contentOffset = contentOffset
        }
    }

    /// Where the visible area starts in the content. Any finite value is
    /// kept, also beyond the content (an overscroll, as during a bounce); use
    /// ``confinedContentOffset(_:)`` for the nearest offset inside it.
    /// Non-finite values and offsets along an axis that does not scroll count as 0.
    /// Setting it lays the content out at its new position.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let directions = scrollDirections
            let offset = CGPoint(x: directions.contains(.horizontal) ? newValue.x.finiteOrZero : 0,
                                 y: directions.contains(.vertical) ? newValue.y.finiteOrZero : 0)
            var bounds = self.bounds
            guard bounds.origin != offset else { return }
            bounds.origin = offset
            self.bounds = bounds
            if ownerElement != nil {
                ContainerContent.layout(self, frame: frame, direction: lock.withLock { storedDirection } ?? .current)
            }
        }
    }

    /// The size of the scrollable area: the content's extent (at least the
    /// frame) along scrolling axes, the frame's length along the others.
    /// Updated whenever the content is laid out or a snapshot of it applied,
    /// and when relations size ``contentLayoutGuide``.
    public var contentSize: CGSize { contentSize(forFrame: frame) }

    /// The content size the guide has with `frame`.
    ///
    /// - Parameter frame: A frame.
    /// - Returns: The scrollable size.
    public func contentSize(forFrame frame: CGRect) -> CGSize {
        contentSize(forFrame: frame, extent: lock.withLock { storedExtent })
    }

    /// The content size with `frame` when the content block reaches `extent`.
    private func contentSize(forFrame frame: CGRect, extent: CGSize) -> CGSize {
        let directions = scrollDirections
        let extent = extent.union(contentLayoutGuide.extent(insets: contentInsets))
        let size = frame.size.sanitizedSize
        return CGSize(width: directions.contains(.horizontal) ? max(size.width, extent.width) : size.width,
                      height: directions.contains(.vertical) ? max(size.height, extent.height) : size.height)
    }

    /// The largest offset inside the content on each axis.
    public var maximumContentOffset: CGPoint {
        let size = contentSize, frame = self.frame.size.sanitizedSize
        return CGPoint(x: max(0, size.width - frame.width), y: max(0, size.height - frame.height))
    }

    /// The nearest offset to `offset` that shows only content.
    ///
    /// - Parameter offset: Any offset.
    /// - Returns: `offset` clamped to `0...maximumContentOffset` per axis.
    public func confinedContentOffset(_ offset: CGPoint) -> CGPoint {
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x.finiteOrZero, 0), maximum.x), y: min(max(offset.y.finiteOrZero, 0), maximum.y))
    }

    /// `true` when the offset shows space beyond the content.
    public var isOverscrolled: Bool { confinedContentOffset(contentOffset) != contentOffset }

    /// The content area in the guide's own coordinates: origin zero, the content size.
    open override var layoutBounds: CGRect { CGRect(origin: .zero, size: contentSize) }

    /// The content area the guide has with `frame`.
    open override func layoutBounds(forFrame frame: CGRect) -> CGRect {
        CGRect(origin: .zero, size: contentSize(forFrame: frame))
    }

    /// The content's space: the guide's size, at the guide's origin minus the offset, inset by ``LayoutGuide/contentInsets``.
    open override func contentRect(forFrame frame: CGRect) -> CGRect {
        let offset = contentOffset
        return CGRect(x: frame.origin.x - offset.x, y: frame.origin.y - offset.y,
                      width: frame.size.width, height: frame.size.height).inset(by: contentInsets)
    }

    /// The content block (set to replace the content).
    open override var contentLayout: (any LayoutBlockProtocol)? {
        get { ScrollContent(guide: self, content: lock.withLock { storedLayout }) }
        set { if let newValue { lock.withLock { storedLayout = newValue } } }
    }

    /// Records the content's extent, from which ``contentSize`` follows.
    open override func contentDidLayout(_ content: LayoutSnapshot) {
        super.contentDidLayout(content)
        recordExtent(ofContentFrame: content.unionOfFinalFrames)
    }

    /// `false` for a plain scroll guide: a live layout records the content's extent from the content's
    /// present frames (``LayoutBlockProtocol/currentSnapshot`` without the contents of containers inside,
    /// which the extent does not need); `true` for subclasses, which may override ``contentDidLayout(_:)``.
    open override var reportsContentLayout: Bool { type(of: self) != ScrollLayoutGuide<Super>.self }

    /// Records the extent of content whose frames' union is `union`.
    func recordExtent(ofContentFrame union: CGRect) {
        let extent = extent(ofContentFrame: union, frame: frame)
        lock.withLock { storedExtent = extent }
    }

    /// The content area the guide has with `frame` once its content has the frames of `content`
    /// (in a snapshot pass, where ``contentDidLayout(_:)`` is not called): the content size that
    /// content gives. Its extent is measured from where the content was laid out (`contentFrame`),
    /// as a live pass records it then, whatever moved the guide since.
    open override func layoutBounds(forFrame frame: CGRect, content: LayoutSnapshot, laidOutWith contentFrame: CGRect) -> CGRect {
        CGRect(origin: .zero, size: contentSize(forFrame: frame, extent: extent(ofContentFrame: content.unionOfFinalFrames, frame: contentFrame)))
    }

    /// How far content whose frames' union is `union` reaches from the content's origin, plus the insets.
    private func extent(ofContentFrame union: CGRect, frame: CGRect) -> CGSize {
        let rect = contentRect(forFrame: frame), insets = contentInsets
        return union == .zero ? CGSize.zero : CGSize(
            width: max(0, union.maxX - rect.minX + insets.left + insets.right),
            height: max(0, union.maxY - rect.minY + insets.top + insets.bottom))
    }

    func recordDirection(_ direction: LayoutDirection) { lock.withLock { storedDirection = direction } }

    // MARK: Deceleration

    /// The running deceleration, or `nil` when the offset is at rest.
    public var deceleration: ScrollDeceleration? { lock.withLock { storedDeceleration } }

    /// `true` while a deceleration runs.
    public var isDecelerating: Bool { deceleration != nil }

    /// Starts a deceleration from the present offset (a flick).
    ///
    /// A bounce runs at most half the visible length beyond the content (from an offset
    /// already farther out, no farther than that), however fast the flick.
    ///
    /// - Parameters:
    ///   - velocity: Points per second; positive increases the offset. Axes that do not scroll get 0.
    ///   - bounces: Whether the offset may run past the content and spring back.
    public func decelerate(withVelocity velocity: CGPoint, bounces: Bool = true) {
        let directions = scrollDirections
        let offset = contentOffset, maximum = maximumContentOffset, visible = frame.size.sanitizedSize
        func overscroll(_ value: CGFloat, _ maximum: CGFloat) -> CGFloat { max(-value, value - maximum, 0) }
        let limit = CGPoint(x: max(visible.width / 2, overscroll(offset.x, maximum.x)),
                            y: max(visible.height / 2, overscroll(offset.y, maximum.y)))
        let motion = ScrollDeceleration(
            offset: offset,
            velocity: CGPoint(x: directions.contains(.horizontal) ? velocity.x : 0,
                              y: directions.contains(.vertical) ? velocity.y : 0),
            maximumOffset: maximum, bounces: bounces, overscrollLimit: limit)
        lock.withLock { storedDeceleration = motion.isFinished ? nil : motion }
        if motion.isFinished { contentOffset = motion.offset }
    }

    /// Advances the deceleration and moves the content offset with it.
    ///
    /// ```swift
    /// scroll.decelerate(withVelocity: CGPoint(x: 0, y: 800))
    /// // drive it from a display link, or in a loop in tests
    /// while scroll.stepDeceleration() {}
    /// ```
    ///
    /// - Parameter interval: Simulated seconds; one frame by default.
    /// - Returns: `true` while the deceleration still runs after this step.
    @discardableResult
    public func stepDeceleration(by interval: TimeInterval = 1.0 / 60) -> Bool {
        guard var motion = deceleration else { return false }
        motion.step(by: interval)
        lock.withLock { storedDeceleration = motion.isFinished ? nil : motion }
        contentOffset = motion.offset
        return !motion.isFinished
    }

    /// Stops a running deceleration where it is.
    public func stopDeceleration() { lock.withLock { storedDeceleration = nil } }
}

/// The content block of a scroll guide; remembers the direction it was laid out in.
struct ScrollContent<Super: LayoutElement>: LayoutBlockProtocol, LayoutElementListing {
    var listedElements: [any LayoutElement] { (content as? any LayoutElementListing)?.listedElements ?? [] }
    weak var guide: ScrollLayoutGuide<Super>?
    let content: any LayoutBlockProtocol

    var currentSnapshot: LayoutSnapshot { content.currentSnapshot }

    func layout(direction: LayoutDirection) { layout(in: nil, direction: direction, reports: nil, within: nil) }

    func layout(in sourceRect: CGRect, direction: LayoutDirection) { layout(in: sourceRect, direction: direction, reports: nil, within: nil) }

    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        content.snapshot(for: sourceRect, direction: direction)
    }

    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        content.snapshot(for: sourceRect, context: context)
    }

    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try content.validate(snapshot: snapshot) }
    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try content.apply(snapshot: snapshot) }
}

extension ScrollContent: PassBlock {
    func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot {
        content.passCurrentSnapshot(reusing: reports, within: containers)
    }

    func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        guard let guide else { return content.passLayout(in: sourceRect, direction: direction, reports: reports, within: containers) }
        let rect = sourceRect ?? guide.contentRect(forFrame: guide.frame)
        guide.recordDirection(direction)
        content.passLayout(in: rect, direction: direction, reports: reports, within: containers)
        // A plain scroll guide records its content's extent here (a subclass in `contentDidLayout(_:)`).
        if !guide.reportsContentLayout {
            guide.recordExtent(ofContentFrame: content.currentFrame(within: containers))
        }
    }

    func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        try content.passValidate(snapshot: snapshot, within: containers)
    }

    func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        content.passWrite(validated: snapshot, within: containers)
    }
}
