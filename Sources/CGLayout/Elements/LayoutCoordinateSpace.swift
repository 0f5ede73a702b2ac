import Foundation

/// Conversion of points and rects between the spaces of any two elements.
///
/// Conversion works between any two elements of one tree, across branches:
/// both are expressed in the root's space through their chains of super
/// elements. Elements of different trees are converted as if their roots
/// shared one space.
///
/// ```swift
/// // root ── a (frame 10,10)          root ── b (frame 100,0, bounds origin 0,30)
/// a.convert(point: .zero, to: b) // (-90, 40)
/// ```
public protocol LayoutCoordinateSpace {
    /// Converts a point from this element's space to `element`'s space.
    ///
    /// - Parameters:
    ///   - point: A point in this element's space.
    ///   - element: The destination element.
    /// - Returns: The point in `element`'s space.
    func convert(point: CGPoint, to element: any LayoutElement) -> CGPoint
    /// Converts a point from `element`'s space to this element's space.
    ///
    /// - Parameters:
    ///   - point: A point in `element`'s space.
    ///   - element: The source element.
    /// - Returns: The point in this element's space.
    func convert(point: CGPoint, from element: any LayoutElement) -> CGPoint
    /// Converts a rect from this element's space to `element`'s space.
    ///
    /// - Parameters:
    ///   - rect: A rect in this element's space.
    ///   - element: The destination element.
    /// - Returns: The rect in `element`'s space.
    func convert(rect: CGRect, to element: any LayoutElement) -> CGRect
    /// Converts a rect from `element`'s space to this element's space.
    ///
    /// - Parameters:
    ///   - rect: A rect in `element`'s space.
    ///   - element: The source element.
    /// - Returns: The rect in this element's space.
    func convert(rect: CGRect, from element: any LayoutElement) -> CGRect
}

extension LayoutCoordinateSpace where Self: LayoutElement {
    /// Converts a point from this element's space to `element`'s space.
    public func convert(point: CGPoint, to element: any LayoutElement) -> CGPoint {
        let delta = ElementPlacement.offset(from: self, to: element, frames: .live)
        return CGPoint(x: point.x + delta.x, y: point.y + delta.y)
    }
    /// Converts a point from `element`'s space to this element's space.
    public func convert(point: CGPoint, from element: any LayoutElement) -> CGPoint {
        let delta = ElementPlacement.offset(from: element, to: self, frames: .live)
        return CGPoint(x: point.x + delta.x, y: point.y + delta.y)
    }
    /// Converts a rect from this element's space to `element`'s space.
    public func convert(rect: CGRect, to element: any LayoutElement) -> CGRect {
        CGRect(origin: convert(point: rect.origin, to: element), size: rect.size)
    }
    /// Converts a rect from `element`'s space to this element's space.
    public func convert(rect: CGRect, from element: any LayoutElement) -> CGRect {
        CGRect(origin: convert(point: rect.origin, from: element), size: rect.size)
    }
}

/// Where an element's own space sits in its root's space.
struct ElementPlacement {
    /// Position of the element's space origin in root space.
    var offset: CGPoint
    /// The root of the element's tree.
    var root: ObjectIdentifier

    /// The placement of `element`'s space, or of the root (world) space for `nil`.
    ///
    /// Trees of any depth are converted exactly. A cycle among custom elements' `superElement`s
    /// ends the walk where it is found (``SuperElementChain``): a defined, finite result.
    static func of(_ element: (any LayoutElement)?, frames: FrameSource) -> ElementPlacement? {
        guard let element else { return nil }
        var offset = CGPoint.zero
        let root = SuperElementChain.walk(from: element) { current in
            let (frame, boundsOrigin) = frames.placement(of: current)
            offset.x += frame.origin.x - boundsOrigin.x
            offset.y += frame.origin.y - boundsOrigin.y
            return true
        }
        return ElementPlacement(offset: offset, root: ObjectIdentifier(root.element))
    }

    /// The translation that takes coordinates of `source`'s space to `destination`'s space.
    static func offset(from source: (any LayoutElement)?, to destination: (any LayoutElement)?, frames: FrameSource) -> CGPoint {
        if source === destination { return .zero }
        let a = of(source, frames: frames)?.offset ?? .zero
        let b = of(destination, frames: frames)?.offset ?? .zero
        return CGPoint(x: a.x - b.x, y: a.y - b.y)
    }
}

/// The walk from an element up through its super elements, with no limit on depth: a chain of
/// 100,000 nodes is walked to its root. Custom elements' `superElement`s may loop; the walk finds
/// that with Brent's cycle detection (a marker moved to the walk's position at every power of two
/// steps: the walk meets it again within twice the length of the loop and its lead-in) and stops.
enum SuperElementChain {
    /// Calls `visit` with `element` and each super element above it in turn, up to the root or until
    /// `visit` returns `false`.
    ///
    /// - Returns: The last element visited: the root, where `visit` stopped, or where a cycle was found (`isCycle`).
    @discardableResult
    static func walk(from element: any LayoutElement, _ visit: (any LayoutElement) -> Bool = { _ in true })
        -> (element: any LayoutElement, isCycle: Bool) {
        var current = element
        var marker: AnyObject = element
        var power = 1, steps = 0
        while true {
            guard visit(current), let parent = current.superElement else { return (current, false) }
            if parent === marker { return (current, true) }
            steps += 1
            if steps == power {
                marker = parent
                power *= 2
                steps = 0
            }
            current = parent
        }
    }
}
