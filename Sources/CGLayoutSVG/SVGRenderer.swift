import CGLayout
import Foundation

/// Draws a `LayoutNode` tree (as it is, or as a snapshot would make it) as a
/// standalone SVG document: nodes as outlined boxes, layout guides dashed,
/// text nodes with their text wrapped line by line as their measurer wraps
/// it, names as small labels, and optionally the steps of a `LayoutTrace`.
///
/// Positions come from CGLayout's own conversion (every frame converted into
/// the root's space). Output is deterministic: the same tree gives the same
/// bytes; colours are derived from names with a fixed hash. Text is escaped,
/// so names and texts with `<`, `&`, quotes or emoji give valid XML.
///
/// ```swift
/// // the present frames
/// let svg = SVGRenderer().render(screen)
/// let rtl = SVGRenderer().render(
///     screen, snapshot: scheme.snapshot(for: screen.bounds, direction: .rightToLeft))
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// What to draw and how large.
    public struct Options: Sendable, Equatable {
        /// Output pixels per point (the drawing keeps its coordinates; width and height scale).
        public var scale: CGFloat
        /// Whether elements' names are drawn as labels.
        public var showsNames: Bool
        /// Whether layout guides are drawn (dashed).
        public var showsGuides: Bool
        /// Elements drawn highlighted (thick red outline).
        public var highlighted: Set<ObjectIdentifier>
        /// Whether the picture is cropped to the root; otherwise it grows to show every element.
        /// Names and the steps of a trace are drawn outside this area, which grows to hold them.
        public var clipsToRoot: Bool
        /// The reading direction the picture shows: in right-to-left pictures, lines of text start at
        /// their box's right edge (as a natural-aligned label's do).
        public var direction: LayoutDirection

        /// Creates options.
        ///
        /// - Parameters:
        ///   - scale: Output pixels per point; non-finite or ≤ 0 counts as 1.
        ///   - showsNames: Draw names; yes by default.
        ///   - showsGuides: Draw guides; yes by default.
        ///   - highlighted: Elements to highlight.
        ///   - clipsToRoot: Crop to the root; yes by default.
        ///   - direction: The reading direction of the picture; left-to-right by default.
        public init(scale: CGFloat = 1, showsNames: Bool = true, showsGuides: Bool = true,
                    highlighted: [any LayoutElement] = [], clipsToRoot: Bool = true, direction: LayoutDirection = .leftToRight) {
            self.direction = direction
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.showsNames = showsNames
            self.showsGuides = showsGuides
            self.highlighted = Set(highlighted.map { ObjectIdentifier($0) })
            self.clipsToRoot = clipsToRoot
        }
    }

    /// The options.
    public var options: Options

    /// Creates a renderer.
    ///
    /// - Parameter options: What to draw; everything at scale 1 by default.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// A standalone SVG document (with an XML declaration).
    ///
    /// - Parameters:
    ///   - root: The tree to draw; the picture is in its own space.
    ///   - snapshot: Frames to draw instead of the present ones, where it has them.
    ///   - trace: Steps of one block to draw over the tree, numbered in order.
    /// - Returns: The document.
    public func render(_ root: LayoutNode, snapshot: LayoutSnapshot? = nil, trace: LayoutTrace? = nil) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + renderElement(root, snapshot: snapshot, trace: trace)
    }

    /// The `<svg>` element alone, to inline in HTML.
    ///
    /// - Parameters:
    ///   - root: The tree to draw.
    ///   - snapshot: Frames to draw instead of the present ones.
    ///   - trace: Steps of one block to draw over the tree.
    /// - Returns: The element.
    public func renderElement(_ root: LayoutNode, snapshot: LayoutSnapshot? = nil, trace: LayoutTrace? = nil) -> String {
        let context = snapshot.map { LayoutContext.reading($0) } ?? .live(direction: options.direction)
        var scene = SVGScene(root: root, context: context, options: options)
        scene.collect()
        if let trace { scene.add(trace) }
        return scene.svg()
    }
}
