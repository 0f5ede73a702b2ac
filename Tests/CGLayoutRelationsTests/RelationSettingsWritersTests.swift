import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A settings row's label ("Wi-Fi": 5 characters of 7 pt, 35 × 17) whose layout four settings decide, each
/// changed by a writer of its own: the constant of its leading relation (a relation replaced), the priority of a
/// relation, and its content hugging along each axis (two settings of one element's entry).
struct WiFiLabelSettings: Equatable, Sendable {
    /// The leading relation's constant: 16, or 24 once replaced.
    var leading: CGFloat = 16
    /// `top == 12` at 600 (beats `top == 4` at 400) or at 300 (gives way to it).
    var pinnedLow = false
    /// Horizontal hugging at 750 (beats `width == 200` at 500: the text's 35) or the default 250 (200).
    var hugsWidth = false
    /// Vertical hugging at 750 (beats `height == 40` at 500: the line's 17) or the default 250 (40).
    var hugsHeight = false

    /// Every setting changed from the first row's.
    static let changed = WiFiLabelSettings(leading: 24, pinnedLow: true, hugsWidth: true, hugsHeight: true)

    /// The label's frame in a row `width` wide.
    func frame(width: CGFloat, direction: LayoutDirection) -> CGRect {
        let labelWidth: CGFloat = hugsWidth ? 35 : 200, labelHeight: CGFloat = hugsHeight ? 17 : 40
        let x = direction == .rightToLeft ? width - leading - labelWidth : leading
        return rect(x, pinnedLow ? 12 : 4, labelWidth, labelHeight)
    }
}

/// The row (64 high) and its relations, with one writer per setting.
final class WiFiLabelRow: Sendable {
    let row: LayoutNode
    let label = TextNode(text: "Wi-Fi", name: "Wi-Fi")
    let relations: RelationLayout
    let leading16: RelationConstraint, leading24: RelationConstraint
    let low: RelationConstraint

    init(width: CGFloat) throws {
        row = LayoutNode(frame: rect(0, 0, width, 64), name: "row")
        try row.addChild(label)
        relations = RelationLayout(container: row)
        leading16 = label.constraint(.leading, to: row, .leading, constant: 16)
        leading24 = label.constraint(.leading, to: row, .leading, constant: 24)
        low = label.constraint(.top, to: row, .top, constant: 12, priority: 300)
        relations.activate([leading16, low, label.constraint(.top, to: row, .top, constant: 4, priority: 400),
                            label.constraint(.width, constant: 200, priority: 500), label.constraint(.height, constant: 40, priority: 500)])
    }

    func setLeading(_ leading: CGFloat) {
        let (old, new) = leading == 24 ? (leading16, leading24) : (leading24, leading16)
        relations.deactivate([old])
        relations.activate([new])
    }

    func setPinnedLow(_ pinned: Bool) { low.priority = pinned ? 600 : 300 }

    func setHugging(_ hugs: Bool, axis: CGLayout.Axis) {
        relations.setContentHuggingPriority(hugs ? 750 : .defaultLow, for: label, axis: axis)
    }

    func hugs(axis: CGLayout.Axis) -> Bool { relations.contentHuggingPriority(for: label, axis: axis) == 750 }

    /// Lays out the row at its width and a later pass, then applies a detached snapshot for `width - 20`: each gives `settings`' frame.
    func expectFrames(_ settings: WiFiLabelSettings, direction: LayoutDirection, _ what: String) async throws {
        let width = row.frame.width
        relations.layout(direction: direction)
        #expect(label.frame == settings.frame(width: width, direction: direction), "\(what), \(direction), \(width): first pass")
        relations.layout(direction: direction)
        #expect(label.frame == settings.frame(width: width, direction: direction), "\(what), \(direction), \(width): later pass")
        let relations = relations, narrower = width - 20
        let snapshot = await Task.detached { relations.snapshot(for: rect(0, 0, narrower, 64), direction: direction) }.value
        try relations.apply(snapshot: snapshot)
        #expect(label.frame == settings.frame(width: narrower, direction: direction), "\(what), \(direction), \(narrower): detached snapshot")
        #expect(relations.issues.isEmpty, "\(what): \(relations.issues)")
        // The row keeps its width for the next check (the snapshot was for another).
        relations.layout(direction: direction)
    }
}

@Suite("Relations: writers changing different settings of one element, in one layout")
struct RelationSettingsWritersTests {
    @Test("From one task: a relation replaced, a priority and both axes' hugging changed before one pass all take effect",
          arguments: LayoutDirection.allCases, [320, 375] as [CGFloat])
    func oneTask(direction: LayoutDirection, width: CGFloat) async throws {
        let row = try WiFiLabelRow(width: width)
        try await row.expectFrames(WiFiLabelSettings(), direction: direction, "the first row")
        // Both axes' hugging (one element's settings), a relation's priority and a constant, with no pass between.
        row.setHugging(true, axis: .horizontal)
        row.setLeading(24)
        row.setHugging(true, axis: .vertical)
        row.setPinnedLow(true)
        try await row.expectFrames(.changed, direction: direction, "every setting changed")
        // One axis's hugging given back: the other axis's stays.
        row.setHugging(false, axis: .horizontal)
        try await row.expectFrames(WiFiLabelSettings(leading: 24, pinnedLow: true, hugsWidth: false, hugsHeight: true),
                                   direction: direction, "horizontal hugging given back")
        row.setHugging(true, axis: .horizontal)
        row.setHugging(false, axis: .vertical)
        row.setPinnedLow(false)
        try await row.expectFrames(WiFiLabelSettings(leading: 24, pinnedLow: false, hugsWidth: true, hugsHeight: false),
                                   direction: direction, "vertical hugging and the priority given back")
    }

    @Test("From two tasks: one changes the width's hugging and the leading constant, the other the height's hugging and a priority; every read gives what its task set, the last settings all take effect",
          arguments: LayoutDirection.allCases, [320, 375] as [CGFloat])
    func twoTasks(direction: LayoutDirection, width: CGFloat) async throws {
        let row = try WiFiLabelRow(width: width)
        try await row.expectFrames(WiFiLabelSettings(), direction: direction, "the first row")
        // Each task owns its settings, so a read right after its own write gives that value unless the other task's
        // write to the element's entry lost it. Odd rounds change, even rounds give back: the last round (odd) changes.
        let rounds = 3000
        let lost = await withTaskGroup(of: [String].self) { group in
            group.addTask {
                var lost: [String] = []
                for round in 0..<rounds {
                    let on = round % 2 == 1
                    row.setHugging(on, axis: .horizontal)
                    row.setLeading(on ? 24 : 16)
                    if row.hugs(axis: .horizontal) != on { lost.append("horizontal hugging, round \(round)") }
                }
                return lost
            }
            group.addTask {
                var lost: [String] = []
                for round in 0..<rounds {
                    let on = round % 2 == 1
                    row.setPinnedLow(on)
                    row.setHugging(on, axis: .vertical)
                    if row.hugs(axis: .vertical) != on { lost.append("vertical hugging, round \(round)") }
                }
                return lost
            }
            group.addTask {
                // Snapshots while they write: the label's height and width are among the designs' (its leading and top
                // may be between a relation's removal and its replacement).
                var lost: [String] = []
                for round in 0..<rounds / 20 {
                    let frame = row.relations.snapshot(for: rect(0, 0, width, 64), direction: direction).frame(of: row.label)
                    if let frame, [35, 200].contains(frame.width), [17, 40].contains(frame.height) { continue }
                    lost.append("snapshot \(round): \(String(describing: frame))")
                }
                return lost
            }
            var all: [String] = []
            for await found in group { all += found }
            return all
        }
        #expect(lost.isEmpty, "\(direction), \(width): \(lost)")
        #expect(row.hugs(axis: .horizontal) && row.hugs(axis: .vertical))
        try await row.expectFrames(.changed, direction: direction, "after two tasks")
    }
}
