import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// A settings screen of rows one below the other, each with a title that wraps, a value and a switch, laid
/// out with relations; measured 7 × 17 pt per character (`MonospacedTextMeasurer`).
private final class ValueSettingsScreen: Sendable {
    let screen: LayoutNode
    let rows: [LayoutNode], titles: [TextNode], values: [TextNode], switches: [LayoutNode]
    let relations: RelationLayout

    init(titles titleTexts: [String], values valueTexts: [String], width: CGFloat) throws {
        screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 600), name: "settings")
        relations = RelationLayout(container: screen)
        var rows: [LayoutNode] = [], titles: [TextNode] = [], values: [TextNode] = [], switches: [LayoutNode] = []
        var constraints: [RelationConstraint] = []
        let measurer = MonospacedTextMeasurer()
        for index in titleTexts.indices {
            let row = LayoutNode(name: "row \(index)"), toggle = LayoutNode(name: "switch \(index)")
            let title = TextNode(text: titleTexts[index], measurer: measurer, name: "title \(index)")
            let value = TextNode(text: valueTexts[index], numberOfLines: 1, measurer: measurer, name: "value \(index)")
            try screen.addChild(row)
            for child in [title, value, toggle] { try row.addChild(child) }
            constraints += [
                row.constraint(.leading, to: screen, .leading),
                row.constraint(.trailing, to: screen, .trailing),
                rows.last.map { row.constraint(.top, to: $0, .bottom, constant: 1) } ?? row.constraint(.top, to: screen, .top),
                row.constraint(.height, .greaterThanOrEqual, constant: 44),
                row.constraint(.height, constant: 44, priority: .defaultLow),
                toggle.constraint(.trailing, to: row, .trailing, constant: -16),
                toggle.constraint(.centerY, to: row, .centerY),
                toggle.constraint(.width, constant: 51),
                toggle.constraint(.height, constant: 31),
                value.constraint(.trailing, to: toggle, .leading, constant: -8),
                value.constraint(.centerY, to: row, .centerY),
                title.constraint(.leading, to: row, .leading, constant: 16),
                title.constraint(.trailing, to: value, .leading, constant: -8),
                title.constraint(.centerY, to: row, .centerY),
                title.constraint(.top, .greaterThanOrEqual, to: row, .top, constant: 11),
                title.constraint(.bottom, .lessThanOrEqual, to: row, .bottom, constant: -11),
            ]
            // The value keeps its one line's width exactly; the title takes the rest of the row.
            relations.setContentHuggingPriority(.required, for: value, axis: .horizontal)
            relations.setContentCompressionResistancePriority(.required, for: value, axis: .horizontal)
            rows.append(row)
            titles.append(title)
            values.append(value)
            switches.append(toggle)
        }
        (self.rows, self.titles, self.values, self.switches) = (rows, titles, values, switches)
        relations.activate(constraints)
    }

    /// (row, title, value, switch) per row: the row in the screen's space, the others in their row's.
    var frames: [[CGRect]] { rows.indices.map { [rows[$0].frame, titles[$0].frame, values[$0].frame, switches[$0].frame] } }

    /// Every element's frame set to zero, as if nothing had laid the screen out.
    func clearFrames() {
        for index in rows.indices { for node in [rows[index], titles[index], values[index], switches[index]] { node.frame = .zero } }
    }
}

@Suite("Relations: a title change in a settings list of 10, 100 and 1,000 rows")
struct SettingsTitleChangeTests {
    static let short = ["Wi-Fi", "Bluetooth", "Airplane Mode", "Sounds", "Focus"]
    static let values = ["On", "Off", "Never", "5 min", "Ask"]
    static let long = "Allow every app you installed to send notifications with sounds and badges"

    /// Lines of `text` wrapped greedily at word boundaries, `perLine` characters a line.
    private func lines(_ text: String, perLine: Int) -> Int {
        var count = 0, length = 0
        for word in text.split(separator: " ") {
            if length > 0, length + 1 + word.count <= perLine { length += 1 + word.count } else { (count, length) = (count + 1, word.count) }
        }
        return count
    }

    /// The design by arithmetic: the switch 51 × 31 at 16 from the trailing edge; the value one line, 7 pt a character,
    /// 8 before the switch; the title from 16 to 8 before the value, wrapped there, 17 pt a line; rows max(44, title + 22)
    /// high, 1 apart; everything centred vertically in its row; children mirrored in right-to-left passes.
    private func design(titles: [String], values: [String], width: CGFloat, rightToLeft: Bool) -> [[CGRect]] {
        func inRow(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: rightToLeft ? width - x - w : x, y: y, width: w, height: h)
        }
        var top: CGFloat = 0
        return titles.indices.map { index in
            let valueWidth = CGFloat(values[index].count * 7), valueHeight: CGFloat = 17
            let valueX = width - 16 - 51 - 8 - valueWidth, titleWidth = valueX - 8 - 16
            let titleHeight = CGFloat(lines(titles[index], perLine: Int(titleWidth / 7)) * 17)
            let height = max(44, titleHeight + 22)
            defer { top += height + 1 }
            return [CGRect(x: 0, y: top, width: width, height: height),
                    inRow(16, (height - titleHeight) / 2, titleWidth, titleHeight),
                    inRow(valueX, (height - valueHeight) / 2, valueWidth, valueHeight),
                    inRow(width - 16 - 51, (height - 31) / 2, 51, 31)]
        }
    }

    @Test("Row k's title grows to two lines and back, then row 0's and row k's grow: after each change every frame is the design's, live and through a snapshot taken on another task and applied",
          arguments: [10, 100, 1_000], LayoutDirection.allCases)
    func titleChanges(rows: Int, direction: LayoutDirection) async throws {
        let width: CGFloat = 375, rightToLeft = direction == .rightToLeft
        var titles = (0..<rows).map { Self.short[$0 % Self.short.count] }
        let values = (0..<rows).map { Self.values[$0 % Self.values.count] }
        let screen = try ValueSettingsScreen(titles: titles, values: values, width: width)
        let k = rows / 2
        screen.relations.layout(direction: direction)
        #expect(screen.frames == design(titles: titles, values: values, width: width, rightToLeft: rightToLeft))
        for (step, (row, text)) in [(k, Self.long), (k, titles[k]), (0, Self.long), (k, Self.long)].enumerated() {
            titles[row] = text
            screen.titles[row].text = text
            screen.relations.layout(direction: direction)
            let expected = design(titles: titles, values: values, width: width, rightToLeft: rightToLeft)
            // The long title wraps (two lines in a row whose value is "On"): the rows below it move.
            #expect(expected[row][0].height == (text == Self.long ? 56 : 44))
            let frames = screen.frames
            #expect(frames == expected, "step \(step), row \(row): first differing row \(frames.indices.first { frames[$0] != expected[$0] } ?? -1)")
            #expect(screen.relations.issues.isEmpty, "step \(step): \(screen.relations.issues)")
            let relations = screen.relations, bounds = screen.screen.bounds
            let snapshot = await Task.detached { relations.snapshot(for: bounds, direction: direction) }.value
            screen.clearFrames()
            try screen.relations.apply(snapshot: snapshot)
            let applied = screen.frames
            #expect(applied == expected, "step \(step): the snapshot, first differing row \(applied.indices.first { applied[$0] != expected[$0] } ?? -1)")
        }
        // A pass after the applied snapshot keeps the frames.
        screen.relations.layout(direction: direction)
        #expect(screen.frames == design(titles: titles, values: values, width: width, rightToLeft: rightToLeft))
    }
}
