import CGLayout
import Foundation
import SimpleLayoutEngine

/// The settings list in the simple layout engine (fixed and flexible items along
/// a row or a column), wrapped as a `LayoutBlockProtocol` so it takes part in
/// snapshots and `apply(snapshot:)` like the other systems.
///
/// The engine has no padding, gaps, measurement or reading direction, so this
/// screen does what a user of the engine does by hand: gaps and padding are
/// fixed items, the title's height is measured at the width the row leaves it
/// (the screen's width minus the fixed items), and right-to-left mirrors the
/// frames inside each row.
public final class SettingsListSimpleEngine: RealScreen {
    /// "simple layout engine".
    public let system = "simple layout engine"
    /// The screen.
    public let root: LayoutNode
    /// The rows and their parts, in order.
    let rows: [(row: LayoutNode, icon: LayoutNode, title: TextNode, value: TextNode, chevron: TextNode)]
    /// The rows' titles.
    public var titles: [TextNode] { rows.map(\.title) }
    /// Lays out the list in the screen.
    public var block: any LayoutBlockProtocol { SimpleEngineSettingsBlock(screen: self) }

    /// Builds the screen.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - size: The screen's size.
    ///   - measurer: Measures the text (the tests' design arithmetic uses the monospaced default).
    /// - Throws: Never in practice; the tree's error type.
    public init(content: [SettingsRow] = SettingsRow.standard, size: CGSize = CGSize(width: 375, height: 667),
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        root = LayoutNode(frame: CGRect(origin: .zero, size: size), name: "screen")
        var rows: [(LayoutNode, LayoutNode, TextNode, TextNode, TextNode)] = []
        for (index, content) in content.enumerated() {
            let row = LayoutNode(name: "row\(index)")
            let parts = (LayoutNode(name: "icon\(index)"), TextNode(text: content.title, measurer: measurer, name: "title\(index)"),
                         TextNode(text: content.value, measurer: measurer, name: "value\(index)"), TextNode(text: ">", measurer: measurer, name: "chevron\(index)"))
            try root.addChild(row)
            for node in [parts.0, parts.1, parts.2, parts.3] as [LayoutNode] { try row.addChild(node) }
            rows.append((row, parts.0, parts.1, parts.2, parts.3))
        }
        self.rows = rows
    }

    /// Every node's frame for a screen of `rect`, in pre-order (each row, then its parts).
    func frames(in rect: CGRect, direction: LayoutDirection) -> [(LayoutNode, CGRect)] {
        let width = rect.size.width
        var heights: [CGFloat] = [], measured: [(value: CGSize, chevron: CGSize, title: CGFloat)] = []
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        for parts in rows {
            let value = parts.value.sizeThatFits(unbounded), chevron = parts.chevron.sizeThatFits(unbounded)
            // The fixed items of a row: padding 16, icon 17, gaps 10, value, chevron, padding 16.
            let titleWidth = max(0, width - 16 - 17 - 10 - 10 - value.width - 10 - chevron.width - 16)
            let title = parts.title.sizeThatFits(CGSize(width: titleWidth, height: .greatestFiniteMagnitude)).height
            // As tall as the tallest item (the icon is 17), plus the padding.
            let content = max(17, title, value.height, chevron.height)
            heights.append(content + 24)
            measured.append((value, chevron, content))
        }
        let column = LinearLayout(parentFrame: rect, direction: .column)
        var result: [(LayoutNode, CGRect)] = []
        guard (try? column.add(items: heights.map { Item.height($0) })) != nil else { return [] }
        for (index, parts) in rows.enumerated() {
            guard let rowFrame = try? column.frame(at: index) else { continue }
            result.append((parts.row, rowFrame))
            let line = LinearLayout(parentFrame: CGRect(x: 0, y: 12, width: rowFrame.size.width, height: measured[index].title),
                                                 direction: .row)
            let items: [Item] = [.width(16), .size(CGSize(width: 17, height: 17)), .width(10), .flexible, .width(10),
                                 .size(measured[index].value), .width(10), .size(measured[index].chevron), .width(16)]
            guard (try? line.add(items: items)) != nil else { continue }
            for (node, item) in [(parts.icon, 1), (parts.title, 3), (parts.value, 5), (parts.chevron, 7)] as [(LayoutNode, Int)] {
                guard var frame = try? line.frame(at: item) else { continue }
                if direction == .rightToLeft { frame.origin.x = rowFrame.size.width - frame.origin.x - frame.size.width }
                result.append((node, frame))
            }
        }
        return result
    }
}

/// The simple engine's settings list as a block.
struct SimpleEngineSettingsBlock: LayoutBlockProtocol {
    let screen: SettingsListSimpleEngine

    var nodes: [LayoutNode] { screen.rows.flatMap { [$0.row, $0.icon, $0.title, $0.value, $0.chevron] } }

    var currentSnapshot: LayoutSnapshot {
        LayoutSnapshot(childSnapshots: nodes.map { LayoutSnapshot(element: $0, frame: $0.frame) })
    }

    func layout(direction: LayoutDirection) { layout(in: screen.root.bounds, direction: direction) }

    func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        for (node, frame) in screen.frames(in: sourceRect, direction: direction) { node.frame = frame }
    }

    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        LayoutSnapshot(childSnapshots: screen.frames(in: sourceRect, direction: direction).map { LayoutSnapshot(element: $0.0, frame: $0.1) })
    }

    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        let nodes = self.nodes
        guard snapshot.isGroup, snapshot.childSnapshots.count == nodes.count else {
            throw .structureMismatch(path: [], expected: "\(nodes.count) nodes of the settings list", found: "\(snapshot.childSnapshots.count)")
        }
        for (index, (node, child)) in zip(nodes, snapshot.childSnapshots).enumerated() where !child.isSnapshot(of: node) {
            throw .elementMismatch(path: [index], element: node.description)
        }
    }

    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        for (node, child) in zip(nodes, snapshot.childSnapshots) { node.frame = child.frame }
    }
}
