import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A snapshot records the elements that answered it from what they kept (``KeptAnswerChecking``: a view's
/// element in another task) and its apply has exactly those check their answers, before its first write.
@Suite("Snapshots record the elements that answered from what they kept")
struct SnapshotReadingsTests {
    /// A badge sized by `label` through an adjust constraint (no block writes the label).
    func badgeBlock(_ badge: LayoutNode, sizedBy label: KeptLabel) -> LayoutBlock<LayoutNode> {
        badge.layoutBlock(with: Layout(x: .left(0), y: .top(16), width: .equal, height: .equal),
                          constraints: [label.adjustLayoutConstraint(for: [.width()])])
    }

    @Test("The apply checks the elements the snapshot asked, once per apply, and no other; a pass that writes checks none")
    func applyChecksWhatTheSnapshotAsked() throws {
        SnapshotReadings.noteElementMade()
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = KeptLabel(name: "label"), other = KeptLabel(name: "other"), badge = LayoutNode(name: "badge")
        try root.addChild(label); try root.addChild(other); try root.addChild(badge)
        let scheme = LayoutScheme(blocks: [badgeBlock(badge, sizedBy: label)])
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 0, y: 16, width: 40, height: 200))
        #expect(label.checks == 0)
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(label.checks == 0)                                  // computed, not applied
        try scheme.apply(snapshot: snapshot)
        #expect(label.checks == 1)
        #expect(other.checks == 0)                                  // never asked
        try scheme.apply(snapshot: snapshot)
        #expect(label.checks == 2)
        // A refused snapshot writes nothing and checks nothing.
        let foreign = LayoutScheme(blocks: [badgeBlock(other, sizedBy: label)])
        #expect(throws: LayoutSnapshotError.self) { try foreign.apply(snapshot: snapshot) }
        #expect(label.checks == 2)
        // A block's snapshot records as a scheme's does.
        let block = badgeBlock(badge, sizedBy: label)
        try block.apply(snapshot: block.snapshot(for: root.bounds, direction: .leftToRight))
        #expect(label.checks == 3)
    }

    @Test("An element asked at the bottom of 5,000 nested guides' contents (the snapshot goes on on fresh stacks) is checked by the apply")
    func recordedAcrossFreshStacks() throws {
        SnapshotReadings.noteElementMade()
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = KeptLabel(name: "label"), badge = LayoutNode(name: "badge")
        try root.addChild(label); try root.addChild(badge)
        var content: any LayoutBlockProtocol = LayoutScheme(blocks: [badgeBlock(badge, sizedBy: label)])
        for _ in 0..<5_000 {
            let guide = LayoutGuide<LayoutNode>()
            root.add(layoutGuide: guide)
            guide.contentLayout = content
            content = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }
        let scheme = content
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        try scheme.apply(snapshot: snapshot)
        #expect(badge.frame == CGRect(x: 0, y: 16, width: 40, height: 200))
        #expect(label.checks == 1)
    }
}
