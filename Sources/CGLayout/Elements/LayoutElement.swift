import Foundation

/// An element that takes part in layout: it has a frame in its super
/// element's space and bounds that define its own space.
///
/// `LayoutNode` (Linux and everywhere) conforms; on Apple platforms views,
/// layers and layout guides conform through thin adapters. Elements must be
/// `Sendable` because snapshots read them from background tasks; `LayoutNode`
/// protects its state with a lock.
///
/// ```swift
/// let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let child = LayoutNode(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
/// try root.addChild(child)
/// child.convert(point: .zero, to: root) // (10, 20)
/// ```
public protocol LayoutElement: AnyObject, Sendable, LayoutCoordinateSpace {
    /// The rect of the element in its super element's coordinate space.
    var frame: CGRect { get set }
    /// The element's own coordinate space: origin (e.g. a scroll offset) and size.
    var bounds: CGRect { get set }
    /// The element that contains this one, or `nil` for a root or a removed element.
    var superElement: (any LayoutElement)? { get }
    /// The space in which children are laid out (differs from `bounds` for scrolled content).
    var layoutBounds: CGRect { get }
    /// The layout bounds the element would have with `frame`: what a snapshot
    /// pass sees for an element it has moved or resized but not written.
    ///
    /// The default keeps the present origin and takes the size of `frame`;
    /// a scroll guide keeps its content size instead.
    ///
    /// - Parameter frame: A frame the element may get.
    /// - Returns: Its layout bounds, in its own coordinates.
    func layoutBounds(forFrame frame: CGRect) -> CGRect
    /// A read-only view of the element for use during layout.
    var inLayoutTime: any ElementInLayoutTime { get }
    /// Removes the element from its super element.
    func removeFromSuperElement()
}

/// A read-only view of an element during layout.
public protocol ElementInLayoutTime {
    /// The element's frame in its super element's space.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The space for children.
    var layoutBounds: CGRect { get }
    /// The super element.
    var superElement: (any LayoutElement)? { get }
}

/// The values of an element read at one moment; the default ``LayoutElement/inLayoutTime``.
public struct ElementLayoutState: ElementInLayoutTime, Sendable {
    /// The frame when read.
    public let frame: CGRect
    /// The bounds when read.
    public let bounds: CGRect
    /// The layout bounds when read.
    public let layoutBounds: CGRect
    /// The super element when read.
    public let superElement: (any LayoutElement)?

    /// Reads the current values of `element`.
    ///
    /// - Parameter element: The element to read.
    public init(_ element: any LayoutElement) {
        frame = element.frame
        bounds = element.bounds
        layoutBounds = element.layoutBounds
        superElement = element.superElement
    }
}

extension LayoutElement {
    /// Default: reads the element's current values.
    public var inLayoutTime: any ElementInLayoutTime { ElementLayoutState(self) }
    /// Default: the bounds.
    public var layoutBounds: CGRect { bounds }
    /// Default: the present layout bounds' origin with `frame`'s size.
    public func layoutBounds(forFrame frame: CGRect) -> CGRect {
        CGRect(origin: layoutBounds.origin, size: frame.size)
    }
}

/// An element that can compute the size that best fits a proposed size.
///
/// ```swift
/// let label = TextNode(text: "Hello world")
/// // (35, 34): two lines of 7-pt characters
/// label.sizeThatFits(CGSize(width: 50, height: 100))
/// ```
public protocol AdjustableLayoutElement: LayoutElement {
    /// The size that best fits `size`.
    ///
    /// - Parameter size: The proposed size.
    /// - Returns: The fitting size.
    func sizeThatFits(_ size: CGSize) -> CGSize
    /// The size that best fits `size` inside a layout pass, which `context` describes.
    ///
    /// Passes measure elements with this method. Implement it when the fitting size depends on
    /// frames (another element's, or the element's own present frame): read them through
    /// `context` (``LayoutContext/frame(of:)``), which answers with the frames the pass computed
    /// so far — what `layout()` has written by then, and, inside a snapshot, which writes nothing,
    /// the frames the snapshot gave. Reading `frame` directly sees the live frame, stale inside
    /// a snapshot. The context also carries the pass's ``LayoutContext/direction``.
    ///
    /// ```swift
    /// final class Underline: LayoutNode, @unchecked Sendable {
    ///     weak var title: LayoutNode?
    ///     override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
    ///         CGSize(width: title.map { context.frame(of: $0).width } ?? 0, height: 2)
    ///     }
    /// }
    /// ```
    ///
    /// The default implementation calls ``sizeThatFits(_:)``.
    ///
    /// Containers that keep measurements between passes (a flex guide's items) measure an element
    /// again when the proposal changes or when the element calls `invalidateIntrinsicSize()`
    /// (``IntrinsicSizeInvalidating``), not when a frame it reads changes: an element measured from
    /// another element's frame inside a flex guide invalidates itself when that frame changes.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the element: its direction and its frames so far.
    /// - Returns: The fitting size.
    func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize
    /// A constraint that sets the space's size to the fitting size.
    var contentConstraint: any RectBasedConstraint { get }
}

extension AdjustableLayoutElement {
    /// Default: ``sizeThatFits(_:)``; the context is not read.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - context: The pass that measures the element (unused).
    /// - Returns: `sizeThatFits(size)`.
    public func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize { sizeThatFits(size) }

    /// Default: a constraint that replaces the space's size with `sizeThatFits(space.size)`, keeping its leading edge.
    public var contentConstraint: any RectBasedConstraint { SizeThatFitsConstraint(element: self) }
}

/// Sets the space's size to the element's fitting size for that space.
struct SizeThatFitsConstraint: ContextualRectConstraint {
    weak var element: (any AdjustableLayoutElement)?
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect) {
        formConstrain(sourceRect: &sourceRect, by: rect, direction: .current)
    }
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        formConstrain(sourceRect: &sourceRect, by: rect, context: .live(direction: direction))
    }
    /// The space becomes the fitting size, keeping its top and leading edges (so it mirrors); the element is
    /// measured with the pass's context, so a snapshot lists it among what it asked.
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect, context: LayoutContext) {
        guard let element else { return }
        let old = sourceRect
        sourceRect.size = element.sizeThatFits(old.size, in: context)
        if context.direction == .rightToLeft { sourceRect.origin.x = old.origin.x + old.size.width - sourceRect.size.width }
    }
}
