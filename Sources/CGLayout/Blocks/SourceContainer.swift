import Foundation

/// The super element of a scheme's blocks during `snapshot(for: rect)`: seen at its
/// place with the size of `rect`, and with `rect` as its layout bounds, by every
/// layout and constraint that reads it; so a snapshot at a size is the layout the
/// super element would get at that size.
/// Its frame has the rect's size as given (an unbounded rect gives an unbounded frame, as a
/// super element whose frame was set to that rect reads in `layout(in:)`); its layout bounds
/// are the rect as an available space (infinity as the largest finite length, as every space).
struct SourceContainer {
    let id: ObjectIdentifier
    let frame: CGRect
    let layoutBounds: CGRect
    /// The source rect's origin as given (``layoutBounds`` makes it finite, as every space; a conversion reads the
    /// bounds as they are, as it does once the container has the rect as its bounds).
    let rectOrigin: CGPoint

    /// - Parameters:
    ///   - element: The super element.
    ///   - rect: The source rect.
    ///   - origin: Its origin as the pass sees it (an enclosing pass's frame); its present one when `nil`.
    init(_ element: any LayoutElement, rect: CGRect, origin: CGPoint? = nil) {
        id = ObjectIdentifier(element)
        frame = CGRect(origin: origin ?? element.frame.origin, size: rect.size)
        layoutBounds = rect.sanitizedSpace
        rectOrigin = rect.origin
    }

    /// The origin of `element`'s bounds (it is this container) seen with the source rect as its layout bounds:
    /// its present bounds moved as far as its layout bounds move (the source rect's origin for a node, whose
    /// layout bounds are its bounds), so that a conversion into or out of its space places it as `layout()`
    /// does once the container has the rect as its bounds.
    func boundsOrigin(of element: any LayoutElement) -> CGPoint { moved(element.bounds.origin, present: element.layoutBounds.origin) }

    /// `bounds`, the layout bounds `element` (this container) reports for a frame a block of the pass gave it, seen
    /// with the source rect as its bounds: moved as far as its layout bounds move (a node's at the rect's origin,
    /// as a node given a frame keeps its bounds origin).
    func layoutBounds(_ bounds: CGRect, of element: any LayoutElement) -> CGRect {
        CGRect(origin: moved(bounds.origin, present: element.layoutBounds.origin), size: bounds.size)
    }

    /// `origin`, a point of the container's own space where its layout bounds start at `present`, moved as far as
    /// its layout bounds move to the rect's origin.
    private func moved(_ origin: CGPoint, present: CGPoint) -> CGPoint {
        // Exactly the rect's origin where the point is the layout bounds' origin (no sum that huge or non-finite values spoil).
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        if same(origin.x, present.x) && same(origin.y, present.y) { return rectOrigin }
        return CGPoint(x: origin.x + (rectOrigin.x - present.x), y: origin.y + (rectOrigin.y - present.y))
    }
}
