import Foundation

/// Some keys of an edge map to change, by the names ``FlexEdges`` gives them: what the edge
/// modifiers of ``FlexStyle`` (`margin`, `padding`, `border`, `position`) take. A key left `nil`
/// keeps the value it has; a key set replaces it, `.undefined` included.
///
/// One value can change several properties alike:
///
/// ```swift
/// let inset = FlexEdgeKeys(horizontal: 16, vertical: 8)
/// let card = FlexStyle().padding(inset).margin(inset)   // padding and margin 16 left and right, 8 above and below
/// ```
///
/// The labelled modifiers are the same changes written in place: `style.margin(left: 8, vertical: 4)`
/// is `style.margin(FlexEdgeKeys(left: 8, vertical: 4))`.
public struct FlexEdgeKeys: Sendable, Hashable {
    /// The left and top edges; `nil` keeps them.
    public var left: FlexValue?, top: FlexValue?
    /// The right and bottom edges; `nil` keeps them.
    public var right: FlexValue?, bottom: FlexValue?
    /// The inline start and end edges (left and right in LTR, mirrored in RTL); `nil` keeps them.
    public var start: FlexValue?, end: FlexValue?
    /// Both horizontal edges, both vertical edges; `nil` keeps them.
    public var horizontal: FlexValue?, vertical: FlexValue?
    /// Every edge; `nil` keeps it.
    public var all: FlexValue?

    /// The keys to change. Where several keys name one edge the most specific wins when the style is laid out
    /// (start/end, then the edge itself, then horizontal/vertical, then all), whatever order they were set in.
    ///
    /// - Parameters:
    ///   - left: The left edge (`margin-left`, `padding-left`, `border-left-width`, `left`).
    ///   - top: The top edge.
    ///   - right: The right edge.
    ///   - bottom: The bottom edge.
    ///   - start: The inline-start edge (`margin-inline-start`…): left in LTR, right in RTL.
    ///   - end: The inline-end edge: right in LTR, left in RTL.
    ///   - horizontal: Left and right.
    ///   - vertical: Top and bottom.
    ///   - all: Every edge.
    public init(left: FlexValue? = nil, top: FlexValue? = nil, right: FlexValue? = nil, bottom: FlexValue? = nil,
                start: FlexValue? = nil, end: FlexValue? = nil, horizontal: FlexValue? = nil, vertical: FlexValue? = nil,
                all: FlexValue? = nil) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
        self.start = start; self.end = end; self.horizontal = horizontal; self.vertical = vertical; self.all = all
    }

    /// `edges` with the keys set here changed, the others kept.
    ///
    /// ```swift
    /// FlexEdgeKeys(left: 8).applied(to: FlexEdges(all: 4))   // left 8, all 4: the left edge 8, the others 4
    /// ```
    ///
    /// - Parameter edges: The edge map to change.
    /// - Returns: The changed map.
    public func applied(to edges: FlexEdges) -> FlexEdges {
        var edges = edges
        if let left { edges.left = left }
        if let top { edges.top = top }
        if let right { edges.right = right }
        if let bottom { edges.bottom = bottom }
        if let start { edges.start = start }
        if let end { edges.end = end }
        if let horizontal { edges.horizontal = horizontal }
        if let vertical { edges.vertical = vertical }
        if let all { edges.all = all }
        return edges
    }
}
