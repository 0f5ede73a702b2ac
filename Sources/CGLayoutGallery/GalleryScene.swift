import CGLayout
import CGLayoutSVG
import Foundation

/// One row of a frame table: an element and its frame in the root's space.
public struct FrameRow: Sendable, Equatable {
    /// The element's name (or type), guides in brackets.
    public let element: String
    /// Its frame in the root's space.
    public let frame: CGRect
}

/// One picture of a scene: an SVG and the frames it shows.
public struct GalleryPanel: Sendable {
    /// What the picture shows.
    public let caption: String
    /// The `<svg>` element.
    public let svg: String
    /// Every element's frame, in drawing order.
    public let frames: [FrameRow]

    /// Draws `root` as it is (or as `snapshot` would make it), with an optional trace over it.
    ///
    /// - Parameters:
    ///   - caption: What the picture shows.
    ///   - root: The tree.
    ///   - snapshot: Frames to draw instead of the present ones.
    ///   - trace: Steps of one block to draw over the tree.
    ///   - highlighted: Elements to highlight.
    ///   - direction: The reading direction the picture shows (right-to-left pictures right-align their text).
    ///   - showsNames: Whether elements' names are drawn beside the picture (screens of many rows leave them to
    ///     the frame table and to the hover titles).
    public init(caption: String, root: LayoutNode, snapshot: LayoutSnapshot? = nil, trace: LayoutTrace? = nil,
                highlighted: [any LayoutElement] = [], direction: LayoutDirection = .leftToRight, showsNames: Bool = true) {
        self.caption = caption
        let renderer = SVGRenderer(options: .init(showsNames: showsNames, highlighted: highlighted, direction: direction))
        svg = renderer.renderElement(root, snapshot: snapshot, trace: trace)
        let context = snapshot.map { LayoutContext.reading($0) } ?? .live(direction: .leftToRight)
        var rows: [FrameRow] = []
        func absolute(_ element: any LayoutElement) -> CGRect {
            let frame = context.frame(of: element)
            return context.convert(rect: frame, from: element.superElement, to: root) ?? frame
        }
        func visit(_ node: LayoutNode) {
            rows.append(FrameRow(element: node.name ?? "\(type(of: node))", frame: absolute(node)))
            for guide in node.layoutGuides {
                rows.append(FrameRow(element: "[\(guide.name ?? "\(type(of: guide))")]", frame: absolute(guide)))
            }
            node.children.forEach(visit)
        }
        visit(root)
        frames = rows
    }
}

extension GalleryPanel {
    /// The two panels of a scene shown in both directions: `block`'s snapshots for `root`'s bounds,
    /// left-to-right and right-to-left, computed without touching the nodes.
    ///
    /// - Parameters:
    ///   - block: The scene's block (a scheme, a relation layout).
    ///   - root: The tree drawn.
    /// - Returns: The left-to-right panel, then the right-to-left one.
    static func inBothDirections(of block: any LayoutBlockProtocol, root: LayoutNode) -> [GalleryPanel] {
        [LayoutDirection.leftToRight, .rightToLeft].map { direction in
            GalleryPanel(caption: direction == .leftToRight ? "left-to-right" : "right-to-left", root: root,
                         snapshot: block.snapshot(for: root.bounds, direction: direction), direction: direction)
        }
    }
}

/// An example scene of the gallery: pictures, frame tables, and optionally a trace.
public struct GalleryScene: Sendable {
    /// A short identifier, used for anchors and file names.
    public let id: String
    /// The heading.
    public let title: String
    /// One or two sentences on what the scene shows.
    public let summary: String
    /// The pictures, shown side by side.
    public let panels: [GalleryPanel]
    /// The trace of one block, printed under the pictures.
    public let trace: LayoutTrace?
    /// The Swift code that builds the scene (the function that made it), shown under the pictures;
    /// `nil` when the demo runs away from its sources.
    public let code: String?
    /// The widths, in points, of one row of pictures when the panels form a grid (a screen at several
    /// widths: each column is as wide, relative to the others, as the screen it shows); `nil` when the
    /// panels simply sit side by side.
    public let columnWidths: [CGFloat]?

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - id: A short identifier.
    ///   - title: The heading.
    ///   - summary: What the scene shows.
    ///   - panels: The pictures.
    ///   - trace: The trace of one block, if any.
    ///   - columnWidths: The widths of one row of pictures when the panels form a grid; `nil` by default.
    ///   - file: The file of the code that builds the scene; where the scene is made, by default.
    ///   - function: The function that builds the scene; the one that makes it, by default.
    public init(id: String, title: String, summary: String, panels: [GalleryPanel], trace: LayoutTrace? = nil,
                columnWidths: [CGFloat]? = nil, file: String = #filePath, function: String = #function) {
        self.columnWidths = columnWidths
        self.code = Self.sourceExcerpt(file: file, function: function)
        self.id = id
        self.title = title
        self.summary = summary
        self.panels = panels
        self.trace = trace
    }
}
