import CGLayout
@testable import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// The axes along which a label hugs its text (750, against `width == 200` and `height == 40` at 500).
enum HuggedAxes: CaseIterable, CustomStringConvertible {
    case horizontal, vertical, both

    var axes: [CGLayout.Axis] {
        switch self {
        case .horizontal: [.horizontal]
        case .vertical: [.vertical]
        case .both: [.horizontal, .vertical]
        }
    }

    var description: String { "\(axes)" }
}

/// A list of "Wi-Fi" labels (35 × 17 as text), one per 50-high row: each 16 from the leading edge, at its row's top,
/// `width == 200` and `height == 40` at 500, so a label hugging its text along an axis (750) is 35 wide or 17 high.
struct WiFiList {
    let list: LayoutNode
    let relations: RelationLayout
    /// Each row's label and its relations (`nil` once released).
    var rows: [(label: TextNode, relations: [RelationConstraint])?] = []

    init(width: CGFloat, rows count: Int) throws {
        list = LayoutNode(frame: rect(0, 0, width, 50 * CGFloat(count)), name: "list")
        relations = RelationLayout(container: list)
        for _ in 0..<count { try addRow() }
    }

    mutating func addRow() throws {
        let label = TextNode(text: "Wi-Fi", name: "row \(rows.count)")
        try list.addChild(label)
        let row = [label.constraint(.leading, to: list, .leading, constant: 16),
                   label.constraint(.top, to: list, .top, constant: 50 * Double(rows.count)),
                   label.constraint(.width, constant: 200, priority: 500), label.constraint(.height, constant: 40, priority: 500)]
        relations.activate(row)
        rows.append((label, row))
    }

    /// Deactivates row `index`'s relations and removes its label: nothing holds the label any more.
    mutating func release(_ index: Int) {
        guard let row = rows[index] else { return }
        relations.deactivate(row.relations)
        row.label.removeFromSuperElement()
        rows[index] = nil
    }

    func hug(_ index: Int, _ hugs: Bool, axis: CGLayout.Axis) {
        guard let label = rows[index]?.label else { return }
        relations.setContentHuggingPriority(hugs ? 750 : .defaultLow, for: label, axis: axis)
    }

    /// Row `index`'s label frame in a list `width` wide.
    static func frame(_ index: Int, hugging axes: [CGLayout.Axis], width: CGFloat, direction: LayoutDirection) -> CGRect {
        let labelWidth: CGFloat = axes.contains(.horizontal) ? 35 : 200, labelHeight: CGFloat = axes.contains(.vertical) ? 17 : 40
        return rect(direction == .rightToLeft ? width - 16 - labelWidth : 16, 50 * CGFloat(index), labelWidth, labelHeight)
    }

    /// Lays the list out (first and later pass) and applies a detached snapshot 20 narrower: every live row's label
    /// is at its frame, with the axes `hugging(row)` gives.
    func expectFrames(direction: LayoutDirection, _ what: String, hugging: (Int) -> [CGLayout.Axis]) async throws {
        let width = list.frame.width, narrower = width - 20
        let live = rows.indices.filter { rows[$0] != nil }
        func wrong(at width: CGFloat) -> [Int] {
            live.filter { rows[$0]!.label.frame != WiFiList.frame($0, hugging: hugging($0), width: width, direction: direction) }
        }
        for pass in ["first pass", "later pass"] {
            relations.layout(direction: direction)
            #expect(wrong(at: width).isEmpty, "\(what), \(direction), \(width), \(pass): rows at other frames: \(wrong(at: width))")
        }
        let relations = relations, bounds = rect(0, 0, narrower, list.frame.height)
        let snapshot = await Task.detached { relations.snapshot(for: bounds, direction: direction) }.value
        try relations.apply(snapshot: snapshot)
        #expect(wrong(at: narrower).isEmpty, "\(what), \(direction), \(narrower), detached snapshot: rows at other frames: \(wrong(at: narrower))")
        #expect(relations.issues.isEmpty, "\(what): \(relations.issues)")
    }

    /// The settings entries the layout holds, and how many of them are a released element's.
    var settingsEntries: (count: Int, released: Int) {
        relations.registryLock.withLock {
            (relations.registry.settings.count, relations.registry.settings.values.filter { $0.element == nil }.count)
        }
    }
}

@Suite("Relations: settings of released elements are pruned, live ones kept, none reach a new element", .serialized)
struct RelationSettingsPruningTests {
    @Test("A list of 40 rows, the even ones released: new rows' settings prune the released rows' entries, the kept rows keep theirs, and the kept rows' changed settings take effect",
          arguments: LayoutDirection.allCases, [320, 375] as [CGFloat])
    func prunedListKeepsLiveSettings(direction: LayoutDirection, width: CGFloat) async throws {
        var list = try WiFiList(width: width, rows: 40)
        // Every row hugs its text's width; odd rows their line's height too.
        for index in 0..<40 {
            list.hug(index, true, axis: .horizontal)
            if index % 2 == 1 { list.hug(index, true, axis: .vertical) }
        }
        func first(_ index: Int) -> [CGLayout.Axis] { index % 2 == 1 ? [.horizontal, .vertical] : [.horizontal] }
        try await list.expectFrames(direction: direction, "40 rows", hugging: first)

        for index in stride(from: 0, to: 40, by: 2) { list.release(index) }
        try await list.expectFrames(direction: direction, "the even rows released", hugging: first)
        #expect(list.settingsEntries.released > 0, "the released rows' entries are still held before new settings")

        // New rows with settings of their own, until a new entry prunes the released rows' entries.
        var added = 0
        while list.settingsEntries.released > 0, added < 100 {
            try list.addRow()
            list.hug(list.rows.count - 1, true, axis: .vertical)
            added += 1
        }
        let entries = list.settingsEntries
        #expect(entries.released == 0 && entries.count == 20 + added, "pruned to the live elements' entries: \(entries), \(added) rows added")
        // The list grows with its new rows.
        list.list.frame.size.height = 50 * CGFloat(list.rows.count)
        func pruned(_ index: Int) -> [CGLayout.Axis] { index >= 40 ? [.vertical] : first(index) }
        try await list.expectFrames(direction: direction, "after pruning", hugging: pruned)

        // The kept rows' width hugging given back: their height hugging (set before the pruning) stays.
        for index in stride(from: 1, to: 40, by: 2) { list.hug(index, false, axis: .horizontal) }
        func changed(_ index: Int) -> [CGLayout.Axis] { index >= 40 || index % 2 == 1 ? [.vertical] : first(index) }
        try await list.expectFrames(direction: direction, "the kept rows' width hugging given back", hugging: changed)
        for index in stride(from: 1, to: 40, by: 2) {
            let label = try #require(list.rows[index]?.label)
            #expect(list.relations.contentHuggingPriority(for: label, axis: .vertical) == 750)
            #expect(list.relations.contentHuggingPriority(for: label, axis: .horizontal) == .defaultLow)
        }
    }

    @Test("A released label that hugged along one axis or both: a new label at its address lays out by the defaults",
          arguments: HuggedAxes.allCases, LayoutDirection.allCases)
    func newLabelAtReleasedAddress(hugged: HuggedAxes, direction: LayoutDirection) async throws {
        for width in [320, 375] as [CGFloat] {
            var reused = false
            for _ in 0..<8 where !reused { reused = try await replaceLabel(hugged: hugged, direction: direction, width: width) }
            // Whether a new object lands at a released one's address is the allocator's choice: glibc's and Apple's
            // reuse it at once, sanitizers' quarantine and hardened allocators never do. Not reusing it is no fault of
            // the library, only a run that tested less.
            withKnownIssue("the allocator gave no released address back (a sanitizer or hardened allocator)", isIntermittent: true) {
                #expect(reused, "\(hugged), \(direction), \(width): the case tested is a new label at a released one's address")
            }
        }
    }

    /// A list of two rows: row 1's label hugs along `hugged`, is released, and a new label at its address takes row 1.
    /// - Returns: Whether the new label sits at the released one's address.
    private func replaceLabel(hugged: HuggedAxes, direction: LayoutDirection, width: CGFloat) async throws -> Bool {
        var list = try WiFiList(width: width, rows: 2)
        for axis in hugged.axes { list.hug(1, true, axis: axis) }
        try await list.expectFrames(direction: direction, "\(hugged): the old label") { $0 == 1 ? hugged.axes : [] }
        let oldID = ObjectIdentifier(try #require(list.rows[1]?.label))
        list.release(1)
        list.relations.layout(direction: direction)

        // Labels that land elsewhere are kept alive until one lands at the released label's address.
        var elsewhere: [TextNode] = []
        var label = TextNode(text: "Wi-Fi", name: "new row 1")
        while ObjectIdentifier(label) != oldID, elsewhere.count < 64 {
            elsewhere.append(label)
            label = TextNode(text: "Wi-Fi", name: "new row 1")
        }
        let reused = ObjectIdentifier(label) == oldID
        try list.list.addChild(label)
        let row = [label.constraint(.leading, to: list.list, .leading, constant: 16), label.constraint(.top, to: list.list, .top, constant: 50),
                   label.constraint(.width, constant: 200, priority: 500), label.constraint(.height, constant: 40, priority: 500)]
        list.relations.activate(row)
        list.rows[1] = (label, row)
        try await list.expectFrames(direction: direction, "\(hugged): the new label") { _ in [] }
        for axis in [CGLayout.Axis.horizontal, .vertical] {
            #expect(list.relations.contentHuggingPriority(for: label, axis: axis) == .defaultLow, "\(hugged), \(axis)")
        }
        // The new label's own setting, along the axes the old one hugged, takes effect.
        for axis in hugged.axes { list.hug(1, true, axis: axis) }
        try await list.expectFrames(direction: direction, "\(hugged): the new label's own hugging") { $0 == 1 ? hugged.axes : [] }
        withExtendedLifetime(elsewhere) {}
        return reused
    }
}
