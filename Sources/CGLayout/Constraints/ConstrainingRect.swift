import Foundation

/// The rect an ``ElementConstraint`` reads from its element.
///
/// ``ElementFrame`` (for ``LayoutConstraint``) and ``ElementLayoutBounds`` (for
/// ``ContentLayoutConstraint``) are the built-in ones.
public protocol ConstrainingRect: Sendable {
    /// What the rect is, for descriptions: "frame", "layout bounds".
    static var name: String { get }

    /// The rect of `element` in `coordinateSpace`, as the pass sees it, or `nil` when
    /// the two are not in one tree.
    ///
    /// - Parameters:
    ///   - element: The constraining element.
    ///   - coordinateSpace: The destination space (`nil` for the root space).
    ///   - context: The pass.
    /// - Returns: The rect, or `nil`.
    static func rect(of element: any LayoutElement, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) -> CGRect?
}

/// The element's frame: what a ``LayoutConstraint`` reads.
public enum ElementFrame: ConstrainingRect {
    /// "frame".
    public static var name: String { "frame" }

    /// The element's frame converted from its super element's space into `coordinateSpace`.
    /// A root (or an element that left its tree) constrains only elements of its own tree.
    public static func rect(of element: any LayoutElement, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) -> CGRect? {
        let frame = context.frame(of: element)
        if let superElement = element.superElement {
            return context.convert(rect: frame, from: superElement, to: coordinateSpace)
        }
        guard let coordinateSpace,
              let placement = ElementPlacement.of(coordinateSpace, frames: context.frames),
              placement.root == ObjectIdentifier(element)
        else { return nil }
        return frame.offsetBy(dx: -placement.offset.x, dy: -placement.offset.y)
    }
}

/// The element's layout bounds (the space for its content): what a ``ContentLayoutConstraint`` reads.
public enum ElementLayoutBounds: ConstrainingRect {
    /// "layout bounds".
    public static var name: String { "layout bounds" }

    /// The element's layout bounds converted from its own space into `coordinateSpace`.
    public static func rect(of element: any LayoutElement, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) -> CGRect? {
        context.convert(rect: context.layoutBounds(of: element), from: element, to: coordinateSpace)
    }
}
