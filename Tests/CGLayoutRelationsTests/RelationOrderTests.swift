import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// The order relations are activated in is not an input: a compilation reads an element's facts and finds its node
/// once per run of relations naming it (the item of the relation before, the target of the one before), so orders
/// that keep, break and reverse those runs must give the same frames and the same issues.
@Suite("Relations: any order of activation")
struct RelationOrderTests {
    /// A settings list of `titles.count` rows (icon 28 × 28 at leading 16, a title between the icon and a 51 × 31
    /// switch, rows at least 44 tall and title + 24 otherwise, 1 pt apart), in a 320 pt screen, and an element that is
    /// not in the tree, related to the first row and to itself (left out, with issues).
    struct Screen {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 900), name: "screen")
        let stray = LayoutNode(name: "stray")
        let rows: [LayoutNode], icons: [LayoutNode], titles: [TextNode], toggles: [LayoutNode]
        /// Per row, its relations in the order a person writes them (the row's, the icon's, the switch's, the title's).
        let relationsByRow: [[RelationConstraint]]

        init(titles texts: [String]) throws {
            rows = texts.indices.map { LayoutNode(name: "row \($0)") }
            icons = texts.indices.map { LayoutNode(name: "icon \($0)") }
            titles = texts.enumerated().map { TextNode(text: $1, name: "title \($0)") }
            toggles = texts.indices.map { LayoutNode(name: "switch \($0)") }
            var byRow: [[RelationConstraint]] = []
            for index in texts.indices {
                let row = rows[index], icon = icons[index], title = titles[index], toggle = toggles[index]
                try screen.addChild(row)
                for child in [icon, title, toggle] as [LayoutNode] { try row.addChild(child) }
                byRow.append([
                    row.constraint(.leading, to: screen, .leading),
                    row.constraint(.trailing, to: screen, .trailing),
                    index == 0 ? row.constraint(.top, to: screen, .top) : row.constraint(.top, to: rows[index - 1], .bottom, constant: 1),
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
                ] + (index == 0 ? [row.constraint(.leading, to: stray, .leading), stray.constraint(.width, constant: 10)] : []))
            }
            relationsByRow = byRow
        }

        /// Every frame after a layout of `relations` in a fresh relation layout, and its issues' descriptions, sorted.
        func laidOut(_ relations: [RelationConstraint], _ direction: LayoutDirection) -> (frames: [[UInt64]], issues: [String]) {
            let layout = RelationLayout(container: screen)
            layout.activate(relations)
            layout.layout(direction: direction)
            let frames = (rows + icons + titles as [LayoutNode] + toggles).map { element in
                [element.frame.origin.x, element.frame.origin.y, element.frame.size.width, element.frame.size.height].map { Double($0).bitPattern }
            }
            return (frames, layout.issues.map { "\($0.kind) \($0.constraint) \($0.reason)" }.sorted())
        }
    }

    @Test("Grouped by element, interleaved across rows, reversed, and targets alternating: the same frames to the bit, the design's, and the same issues",
          arguments: LayoutDirection.allCases)
    func anyOrder(direction: LayoutDirection) throws {
        // 7 × 17 pt monospaced text: a 185 pt title holds 26 characters a line; the second title takes two lines.
        let screen = try Screen(titles: ["Wi-Fi", "Show previews when the device is locked", "Bluetooth", "Low Power Mode", "Sounds"])
        let grouped = screen.relationsByRow.flatMap { $0 }
        // Round robin over the rows: no relation names the item or the target of the one before.
        let longest = screen.relationsByRow.map(\.count).max() ?? 0
        let interleaved = (0..<longest).flatMap { position in screen.relationsByRow.compactMap { position < $0.count ? $0[position] : nil } }
        // Relations of the same item whose targets alternate between the row and the screen.
        let alternating = screen.relationsByRow.flatMap { relations in
            relations.enumerated().sorted { ($0.offset % 2, $0.offset) < ($1.offset % 2, $1.offset) }.map(\.element)
        }
        let expected = screen.laidOut(grouped, direction)
        for (name, order) in [("interleaved", interleaved), ("reversed", Array(grouped.reversed())), ("alternating", alternating)] {
            #expect(order.count == grouped.count)
            let found = screen.laidOut(order, direction)
            #expect(found.frames == expected.frames, "\(name): frames")
            #expect(found.issues == expected.issues, "\(name): issues")
        }
        // The design, by arithmetic: rows 44 tall but the two-line one (2 × 17 + 24 = 58), 1 pt apart.
        let heights: [CGFloat] = [44, 58, 44, 44, 44]
        var top: CGFloat = 0
        for (index, height) in heights.enumerated() {
            #expect(screen.rows[index].frame == CGRect(x: 0, y: top, width: 320, height: height), "row \(index)")
            let iconX: CGFloat = direction == .leftToRight ? 16 : 320 - 16 - 28
            #expect(screen.icons[index].frame == CGRect(x: iconX, y: (height - 28) / 2, width: 28, height: 28), "icon \(index)")
            let titleX: CGFloat = direction == .leftToRight ? 16 + 28 + 12 : 16 + 51 + 12, titleHeight: CGFloat = height == 58 ? 34 : 17
            #expect(screen.titles[index].frame == CGRect(x: titleX, y: (height - titleHeight) / 2, width: 185, height: titleHeight), "title \(index)")
            let toggleX: CGFloat = direction == .leftToRight ? 320 - 16 - 51 : 16
            #expect(screen.toggles[index].frame == CGRect(x: toggleX, y: (height - 31) / 2, width: 51, height: 31), "switch \(index)")
            top += height + 1
        }
        // The stray element's two relations are left out, each with an issue naming why.
        #expect(expected.issues.count == 2)
        #expect(expected.issues.allSatisfy { $0.contains("not in the container's tree") })
    }
}
