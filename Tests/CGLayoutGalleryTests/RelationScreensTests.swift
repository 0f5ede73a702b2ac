import CGLayout
import CGLayoutGallery
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// Lines of `text` wrapped greedily at `perLine` characters (words are shorter than a line here).
func wrappedLines(_ text: String, perLine: Int) -> Int {
    var lines = 0, length = 0
    for word in text.split(separator: " ") {
        if length > 0, length + 1 + word.count <= perLine {
            length += 1 + word.count
        } else {
            lines += 1
            length = word.count
        }
    }
    return lines
}

/// The settings list's design, by arithmetic: rows of max(44, lines × 17 + 24), 1 pt apart; in each row a
/// 28 × 28 icon at 16 from the leading edge, a 51 × 31 switch at 16 from the trailing edge, the title
/// 12 from each (width − 135 wide, 7 pt per character), everything centred vertically.
struct SettingsDesign {
    let width: CGFloat
    let rightToLeft: Bool

    /// The frame of a child of a row, mirrored in right-to-left passes.
    func inRow(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        rect(rightToLeft ? width - x - w : x, y, w, h)
    }

    /// (row, icon, title, switch) frames: rows in the screen's space, the others in their row's.
    func frames(titles: [String]) -> [[CGRect]] {
        let titleWidth = width - 135, perLine = Int(titleWidth / 7)
        var y: CGFloat = 0
        return titles.map { title in
            let titleHeight = CGFloat(wrappedLines(title, perLine: perLine) * 17)
            let rowHeight = max(44, titleHeight + 24)
            defer { y += rowHeight + 1 }
            return [rect(0, y, width, rowHeight), inRow(16, (rowHeight - 28) / 2, 28, 28),
                    inRow(56, (rowHeight - titleHeight) / 2, titleWidth, titleHeight), inRow(width - 67, (rowHeight - 31) / 2, 51, 31)]
        }
    }
}

@Suite("Screens built with relations, against their design")
struct RelationScreensTests {
    static let widths: [CGFloat] = [320, 375, 768]

    func frames(_ list: SettingsList) -> [[CGRect]] {
        list.rows.map { [$0.row.frame, $0.icon.frame, $0.title.frame, $0.toggle.frame] }
    }

    @Test("Settings list: every frame of the design at 320, 375 and 768, LTR and RTL, on the first pass, a later pass and after a title change",
          arguments: widths, LayoutDirection.allCases)
    func settingsList(width: CGFloat, direction: LayoutDirection) throws {
        let list = try SettingsList(rows: 6, width: width)
        let design = SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
        var titles = SettingsList.sampleTitles
        #expect(Set(titles.map { wrappedLines($0, perLine: Int((width - 135) / 7)) }).count > 1 || width == 768)
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles))
        #expect(list.relations.issues.isEmpty)
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles), "a later pass gives the same frames")
        titles[1] = "Notifications from every app, grouped by app, with previews shown only when the device is unlocked"
        list.rows[1].title.text = titles[1]
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles), "after a title change the rows below move")
        titles[1] = "Wi-Fi"
        list.rows[1].title.text = titles[1]
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles))
        #expect(list.relations.issues.isEmpty)
    }

    /// A rect's four values to the bit.
    private func bits(_ rect: CGRect) -> [UInt64] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
    }

    @Test("Settings list: a run of title changes (both ways, near the top, the middle and the end) gives the design's frames after each pass; a snapshot after each equals layout(); a row's bounds origin set between passes moves what is inside it; a refused relation's issue stays exact through a title change",
          arguments: widths, LayoutDirection.allCases)
    func settingsListTitleChanges(width: CGFloat, direction: LayoutDirection) throws {
        let count = 12
        let list = try SettingsList(rows: count, width: width)
        let design = SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
        var titles = (0..<count).map { SettingsList.sampleTitles[$0 % SettingsList.sampleTitles.count] }
        let long = "Show notifications from every app, grouped by app, with previews when unlocked"
        let elements: [any LayoutElement] = list.rows.flatMap { [$0.row, $0.icon, $0.title, $0.toggle] as [any LayoutElement] }
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles))
        for (step, index) in [5, 0, 11, 5, 3, 3, 8, 0].enumerated() {
            titles[index] = titles[index] == long ? "Wi-Fi" : long
            list.rows[index].title.text = titles[index]
            list.relations.layout(direction: direction)
            #expect(frames(list) == design.frames(titles: titles), "step \(step): row \(index) changed, the rows below moved")
            let snapshot = list.relations.snapshot(for: list.screen.bounds, direction: direction)
            let snapshotFrames = elements.map { element in snapshot.childSnapshots.first { $0.isSnapshot(of: element) }?.frame }
            #expect(snapshotFrames == design.frames(titles: titles).flatMap { $0 }, "step \(step): the snapshot")
            #expect(list.relations.issues.isEmpty)
            // The rows' programs are moved from one reference to each pass's values: a fresh layout finds the same bits.
            let fresh = RelationLayout(container: list.screen)
            fresh.activate(list.relations.activeConstraints)
            let freshSnapshot = fresh.snapshot(for: list.screen.bounds, direction: direction)
            let freshFrames = elements.map { element in freshSnapshot.childSnapshots.first { $0.isSnapshot(of: element) }?.frame }
            #expect(freshFrames.map { $0.map(bits) } == snapshotFrames.map { $0.map(bits) }, "step \(step): a fresh layout")
        }
        // A row scrolled by its bounds origin: what is inside it is placed from that origin (its own frame stays).
        list.rows[2].row.bounds.origin = CGPoint(x: 0, y: 10)
        list.relations.layout(direction: direction)
        let expected = design.frames(titles: titles)
        #expect(list.rows[2].row.frame == expected[2][0])
        #expect([list.rows[2].icon.frame, list.rows[2].title.frame, list.rows[2].toggle.frame]
            == expected[2][1...].map { $0.offsetBy(dx: 0, dy: 10) })
        list.rows[2].row.bounds.origin = .zero
        list.relations.layout(direction: direction)
        #expect(frames(list) == expected)
        // A relation that contradicts the rows' minimum height is refused; a title change keeps the issue exact.
        let conflict = list.rows[4].row.constraint(.height, constant: 30)
        list.relations.activate([conflict])
        list.relations.layout(direction: direction)
        #expect(list.relations.issues.map(\.kind) == [.unsatisfiable])
        titles[4] = titles[4] == long ? "Wi-Fi" : long
        list.rows[4].title.text = titles[4]
        list.relations.layout(direction: direction)
        #expect(list.relations.issues.map(\.kind) == [.unsatisfiable])
        #expect(frames(list) == design.frames(titles: titles))
        list.relations.deactivate([conflict])
        list.relations.layout(direction: direction)
        #expect(list.relations.issues.isEmpty)
        #expect(frames(list) == design.frames(titles: titles))
    }

    @Test("Settings list: the rows a title change moves are written at their new places when rows were moved by hand before (below the change, above it, already where the change puts them), when a snapshot ran between, and after a row left the list",
          arguments: LayoutDirection.allCases)
    func settingsListMovedRowsAfterHandMoves(direction: LayoutDirection) throws {
        let count = 40, width: CGFloat = 375
        let list = try SettingsList(rows: count, width: width)
        let design = SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
        var titles = (0..<count).map { SettingsList.sampleTitles[$0 % SettingsList.sampleTitles.count] }
        let long = "Show notifications from every app, grouped by app, with previews when unlocked"
        func change(_ index: Int) {
            titles[index] = titles[index] == long ? "Wi-Fi" : long
            list.rows[index].title.text = titles[index]
        }
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles))
        // A row below the change moved by hand: the change moves it, and it is written at its new place.
        list.rows[30].row.frame = CGRect(x: 3, y: 4, width: 5, height: 6)
        change(10)
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles), "a row below moved by hand")
        // Rows set by hand: one to where the next change puts it, one away, one above the change (restored).
        change(10)
        let expected = design.frames(titles: titles)
        list.rows[25].row.frame = expected[25][0]
        list.rows[35].row.frame = .zero
        list.rows[5].row.frame = .zero
        list.relations.layout(direction: direction)
        #expect(frames(list) == expected, "rows set by hand before the change")
        // Moved by hand after a layout with nothing changed: put back.
        list.rows[33].row.frame = .zero
        list.relations.layout(direction: direction)
        #expect(frames(list) == expected, "a row moved by hand, nothing changed")
        // A snapshot between a change and the layout (the snapshot moves the rows in the state; the layout writes them).
        change(20)
        _ = list.relations.snapshot(for: list.screen.bounds, direction: direction)
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles), "a snapshot between")
        // Two changes, each laid out, the second after a row below both was moved by hand.
        change(2)
        list.relations.layout(direction: direction)
        list.rows[39].row.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        change(3)
        list.relations.layout(direction: direction)
        #expect(frames(list) == design.frames(titles: titles), "two changes")
        // A row leaves the list: the layout of what is left equals a fresh layout's.
        list.rows[15].row.removeFromParent()
        change(12)
        list.relations.layout(direction: direction)
        let fresh = RelationLayout(container: list.screen)
        fresh.activate(list.relations.activeConstraints)
        let snapshot = fresh.snapshot(for: list.screen.bounds, direction: direction)
        let kept = list.rows.enumerated().filter { $0.offset != 15 }.map(\.element.row)
        #expect(kept.map(\.frame) == kept.map { row in snapshot.childSnapshots.first { $0.isSnapshot(of: row) }?.frame ?? .null },
                "after a row left the list")
        change(12)
        list.relations.layout(direction: direction)
        let again = fresh.snapshot(for: list.screen.bounds, direction: direction)
        #expect(kept.map(\.frame) == kept.map { row in again.childSnapshots.first { $0.isSnapshot(of: row) }?.frame ?? .null },
                "a change after a row left the list")
    }

    @Test("Settings list: a width change, a direction change and a fresh layout agree; snapshots match layout")
    func settingsListHistory() throws {
        let list = try SettingsList(rows: 6, width: 375)
        for (width, direction) in [(375.0, LayoutDirection.leftToRight), (768, .rightToLeft), (320, .leftToRight), (375, .rightToLeft), (375, .leftToRight)] {
            list.screen.frame.size.width = width
            list.relations.layout(direction: direction)
            let fresh = try SettingsList(rows: 6, width: width)
            fresh.relations.layout(direction: direction)
            #expect(frames(list) == frames(fresh), "at \(width) \(direction)")
            #expect(frames(list) == SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
                .frames(titles: SettingsList.sampleTitles))
            let snapshot = list.relations.snapshot(for: CGRect(x: 0, y: 0, width: 320, height: 800), direction: .leftToRight)
            let elements: [any LayoutElement] = list.rows.flatMap { [$0.row, $0.icon, $0.title, $0.toggle] as [any LayoutElement] }
            let snapshotFrames = elements.map { element in snapshot.childSnapshots.first { $0.isSnapshot(of: element) }?.frame }
            #expect(snapshotFrames == SettingsDesign(width: 320, rightToLeft: false).frames(titles: SettingsList.sampleTitles).flatMap { $0 })
        }
    }

    /// The scroll screen's design: the stack at the view's margins (8 pt), each label (width − 16) wide and
    /// lines × 17 tall, 8 pt apart; the content guide as wide as the view and as tall as the stack.
    func scrollDesign(width: CGFloat, paragraphs: [String], offset: CGFloat = 0) -> (labels: [CGRect], stack: CGRect) {
        let perLine = Int((width - 16) / 7)
        var y: CGFloat = -offset
        let labels = paragraphs.map { text -> CGRect in
            let height = CGFloat(wrappedLines(text, perLine: perLine) * 17)
            defer { y += height + 8 }
            return rect(8, y, width - 16, height)
        }
        return (labels, rect(8, -offset, width - 16, labels.last!.maxY + offset))
    }

    @Test("Scroll view, content layout guide and a stack pinned to the margins: the design at 320, 375 and 768, LTR and RTL",
          arguments: widths, LayoutDirection.allCases)
    func scrollStackScreen(width: CGFloat, direction: LayoutDirection) throws {
        let screen = try ScrollStackScreen(width: width)
        var paragraphs = ScrollStackScreen.sampleParagraphs
        for pass in 0..<2 {
            screen.relations.layout(direction: direction)
            let design = scrollDesign(width: width, paragraphs: paragraphs)
            #expect(screen.paragraphs.map(\.frame) == design.labels, "pass \(pass)")
            #expect(screen.stack.frame == design.stack)
            #expect(screen.scroll.frame == rect(0, 0, width, 640))
            #expect(screen.scroll.contentLayoutGuide.frame == rect(0, 0, width, design.stack.height))
            #expect(screen.scroll.contentSize == CGSize(width: width, height: max(640, design.stack.height)))
            #expect(screen.relations.issues.isEmpty, "\(screen.relations.issues)")
        }
        // A paragraph grows: the stack, the content guide and the content size follow.
        paragraphs[0] = String(repeating: "A longer heading that wraps at every width of the screen. ", count: 12)
        screen.paragraphs[0].text = paragraphs[0]
        screen.relations.layout(direction: direction)
        let design = scrollDesign(width: width, paragraphs: paragraphs)
        #expect(screen.paragraphs.map(\.frame) == design.labels)
        #expect(screen.scroll.contentSize == CGSize(width: width, height: max(640, design.stack.height)))
        // Scrolling moves the content; the scroll guide stays.
        screen.scroll.contentOffset = CGPoint(x: 0, y: 100)
        screen.relations.layout(direction: direction)
        let scrolled = scrollDesign(width: width, paragraphs: paragraphs, offset: 100)
        #expect(screen.paragraphs.map(\.frame) == scrolled.labels)
        #expect(screen.scroll.contentLayoutGuide.frame == rect(0, -100, width, design.stack.height))
        #expect(screen.scroll.frame == rect(0, 0, width, 640))
    }

    @Test("The scroll screen's snapshot carries the stack's content and applies to the frames of layout")
    func scrollStackSnapshot() async throws {
        let screen = try ScrollStackScreen(width: 375)
        let snapshot = await Task.detached { screen.relations.snapshot(for: CGRect(x: 0, y: 0, width: 375, height: 640), direction: .rightToLeft) }.value
        #expect(screen.paragraphs.allSatisfy { $0.frame == .zero }, "a snapshot writes nothing")
        try screen.relations.apply(snapshot: snapshot)
        let design = scrollDesign(width: 375, paragraphs: ScrollStackScreen.sampleParagraphs)
        #expect(screen.paragraphs.map(\.frame) == design.labels)
        #expect(screen.scroll.contentSize.height == max(640, design.stack.height))
        let laidOut = try ScrollStackScreen(width: 375)
        laidOut.relations.layout(direction: .rightToLeft)
        #expect(laidOut.relations.currentSnapshot.flattenedFrames == screen.relations.currentSnapshot.flattenedFrames)
        #expect(laidOut.relations.currentSnapshot.flattenedFrames == snapshot.flattenedFrames)
    }
}

extension LayoutSnapshot {
    /// Every frame, depth first (to compare snapshots of two equal screens).
    var flattenedFrames: [CGRect] { [frame] + childSnapshots.flatMap(\.flattenedFrames) }
}
