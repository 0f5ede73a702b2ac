import CGLayout
import CGLayoutRelations
import Foundation

/// A settings list laid out by Auto Layout-style relations, as a newcomer
/// writes it: a row per setting with a 28 × 28 icon at leading 16, a title that
/// wraps between the icon and the switch, a 51 × 31 switch at trailing 16; rows
/// at least 44 tall and title height + 24 otherwise, 1 pt between rows. The
/// icons, titles and switches are children of their rows; one
/// `RelationLayout` on the screen solves all of them.
public final class SettingsList: @unchecked Sendable {
    /// One row's elements.
    public struct Row: Sendable {
        /// The row (a child of the screen).
        public let row: LayoutNode
        /// The icon, the title and the switch (children of the row).
        public let icon: LayoutNode, title: TextNode, toggle: LayoutNode
    }

    /// The screen: the container of the relations.
    public let screen: LayoutNode
    /// The rows, top to bottom.
    public let rows: [Row]
    /// The relations of every row.
    public let relations: RelationLayout

    /// Titles of several lengths: one line at every width, two at 320, three at 320.
    public static let sampleTitles = [
        "Wi-Fi",
        "Show previews when the device is locked",
        "Allow apps to ask to track your activity across apps and websites of other companies",
        "Bluetooth",
        "Low Power Mode",
        "Automatically download updates overnight while charging",
    ]

    /// Builds the list; `rows` titles cycle through `titles`.
    ///
    /// - Parameters:
    ///   - count: The number of rows.
    ///   - width: The screen's width.
    ///   - titles: The titles, cycled.
    ///   - measurer: Measures the titles; 7 × 17 pt monospaced by default (the tests' arithmetic).
    /// - Throws: `LayoutTreeError` (never for this tree).
    public init(rows count: Int, width: CGFloat, titles: [String] = SettingsList.sampleTitles,
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws {
        screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 800), name: "settings")
        relations = RelationLayout(container: screen)
        var rows: [Row] = []
        var constraints: [RelationConstraint] = []
        constraints.reserveCapacity(count * 20)
        for index in 0..<count {
            let row = LayoutNode(name: "row \(index)"), icon = LayoutNode(name: "icon \(index)")
            let title = TextNode(text: titles.isEmpty ? "" : titles[index % titles.count], measurer: measurer, name: "title \(index)")
            let toggle = LayoutNode(name: "switch \(index)")
            try screen.addChild(row)
            for child in [icon, title, toggle] { try row.addChild(child) }
            constraints += [
                row.constraint(.leading, to: screen, .leading),
                row.constraint(.trailing, to: screen, .trailing),
                rows.last.map { row.constraint(.top, to: $0.row, .bottom, constant: 1) } ?? row.constraint(.top, to: screen, .top),
                row.constraint(.height, .greaterThanOrEqual, constant: 44),
                row.constraint(.height, constant: 44, priority: .defaultLow),
                icon.constraint(.leading, to: row, .leading, constant: 16),
                icon.constraint(.centerY, to: row, .centerY),
                icon.constraint(.width, constant: 28),
                icon.constraint(.height, constant: 28),
                toggle.constraint(.trailing, to: row, .trailing, constant: -16),
                toggle.constraint(.centerY, to: row, .centerY),
                toggle.constraint(.width, constant: 51),
                toggle.constraint(.height, constant: 31),
                title.constraint(.leading, to: icon, .trailing, constant: 12),
                title.constraint(.trailing, to: toggle, .leading, constant: -12),
                title.constraint(.centerY, to: row, .centerY),
                title.constraint(.top, .greaterThanOrEqual, to: row, .top, constant: 12),
                title.constraint(.bottom, .lessThanOrEqual, to: row, .bottom, constant: -12),
            ]
            rows.append(Row(row: row, icon: icon, title: title, toggle: toggle))
        }
        self.rows = rows
        relations.activate(constraints)
    }
}

/// The Auto Layout-style screen of the relations article: a scroll guide
/// filling the view, its content layout guide as wide as the view, and a
/// vertical stack pinned to the content guide's top and bottom and to the
/// view's leading and trailing margins (8 pt), holding paragraphs that wrap.
public final class ScrollStackScreen: @unchecked Sendable {
    /// The view: the container of the relations.
    public let view: LayoutNode
    /// The scroll guide, pinned to the view's edges.
    public let scroll: ScrollLayoutGuide<LayoutNode>
    /// The vertical stack of paragraphs (spacing 8).
    public let stack: StackLayoutGuide<LayoutNode>
    /// The paragraphs, top to bottom.
    public let paragraphs: [TextNode]
    /// The relations.
    public let relations: RelationLayout

    /// Paragraphs of several lengths.
    public static let sampleParagraphs = [
        "Relations",
        "A scroll view with a stack of labels, pinned to the margins without a container view.",
        "Its content layout guide is as wide as the view; the stack sets its height, and so the scroll content size.",
        "Every label wraps at the width the solver gives the stack, and the stack measures its height for that width.",
    ]

    /// Builds the screen.
    ///
    /// - Parameters:
    ///   - width: The view's width.
    ///   - height: The view's height.
    ///   - texts: The labels' texts.
    ///   - measurer: Measures the labels; 7 × 17 pt monospaced by default (the tests' arithmetic).
    /// - Throws: `LayoutTreeError` (never for this tree).
    public init(width: CGFloat, height: CGFloat = 640, paragraphs texts: [String] = ScrollStackScreen.sampleParagraphs,
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws {
        view = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: height), name: "view")
        scroll = ScrollLayoutGuide(scrollDirections: .vertical, name: "scroll")
        stack = StackLayoutGuide(axis: .vertical, spacing: .equal(8), alignment: .leading(), filling: .fit, name: "stack")
        view.add(layoutGuide: scroll)
        view.add(layoutGuide: stack)
        paragraphs = texts.enumerated().map { TextNode(text: $1, measurer: measurer, name: "label \($0)") }
        for paragraph in paragraphs { try stack.addArrangedElement(paragraph) }
        relations = RelationLayout(container: view)
        relations.activate([
            scroll.constraint(.top, to: view, .top),
            scroll.constraint(.leading, to: view, .leading),
            scroll.constraint(.bottom, to: view, .bottom),
            scroll.constraint(.trailing, to: view, .trailing),

            scroll.contentLayoutGuide.constraint(.width, to: view),

            stack.constraint(.top, to: scroll.contentLayoutGuide, .top),
            stack.constraint(.leading, .greaterThanOrEqual, to: scroll.contentLayoutGuide, .leading),
            stack.constraint(.leading, to: view, .leadingMargin),
            stack.constraint(.bottom, to: scroll.contentLayoutGuide, .bottom),
            stack.constraint(.trailing, .lessThanOrEqual, to: scroll.contentLayoutGuide, .trailing),
            stack.constraint(.trailing, to: view, .trailingMargin),
        ])
    }
}
