import Testing
import CGLayoutTestSupport
import Foundation
@testable import CGLayout

/// A node subclass that keeps the default `sizeThatFits` (its present size), as apps subclass nodes.
private final class PresentSizedSubclass: LayoutNode, @unchecked Sendable {}

/// An element laid out twice in one scheme: the last write in pass order wins, in `layout()` and in
/// a snapshot alike, and later blocks read that write.
@Suite struct SnapshotLastWriteTests {
    @Test func aSubclassMeasuredAfterItsBlockHasThePassSizeInASnapshot() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let sized = PresentSizedSubclass()
        let follower = LayoutNode()
        try root.addChild(sized)
        try root.addChild(follower)
        let scheme = LayoutScheme(blocks: [
            sized.layoutBlock(with: Layout(x: .left(10), y: .top(5), width: .fixed(40), height: .fixed(30))),
            follower.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .equal, height: .equal),
                                 constraints: [sized.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [sized, follower])
        #expect(laidOut[1].size == CGSize(width: 40, height: 30))
        #expect(applied == laidOut)
    }

    @Test func aLaterBlockReadsTheContentsWriteOfAnElementLaidOutTwice() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let twice = LayoutNode(), reader = LayoutNode()
        try root.addChild(twice)
        try root.addChild(reader)
        let guide = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: [
            twice.layoutBlock(with: Layout(x: .left(70), y: .top(20), width: .fixed(90), height: .fixed(15))),
        ]), scrollDirections: .vertical)
        root.add(layoutGuide: guide)
        let scheme = LayoutScheme(blocks: [
            twice.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .fixed(10), height: .fixed(10))),
            guide.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .equal, height: .equal)),
            reader.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .equal, height: .equal),
                               constraints: [twice.layoutConstraint(for: [.equally])]),
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [twice, reader])
        #expect(laidOut[0].size == CGSize(width: 90, height: 15), "the content's write is the last")
        #expect(laidOut[1] == laidOut[0], "a later block reads the latest write")
        #expect(applied == laidOut)
    }

    @Test func issuesWarnOfAnElementLaidOutByABlockAndAContent() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let twice = LayoutNode(name: "twice"), once = LayoutNode(name: "once")
        try root.addChild(twice)
        try root.addChild(once)
        let guide = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: [
            twice.layoutBlock(with: Layout(x: .left(70), y: .top(20), width: .fixed(90), height: .fixed(15))),
        ]), scrollDirections: .vertical, name: "scroller")
        root.add(layoutGuide: guide)
        let scheme = LayoutScheme(blocks: [
            twice.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .fixed(10), height: .fixed(10))),
            once.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .fixed(10), height: .fixed(10))),
            guide.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .equal, height: .equal)),
            twice.layoutBlock(with: Layout(x: .left(5), y: .top(0), width: .fixed(10), height: .fixed(10))),
        ])
        let warnings = scheme.issues.filter(\.isWarning)
        #expect(warnings.count == 2)
        #expect(warnings.map(\.blockPath) == [[2], [3]])
        guard case .laidOutByMoreThanOneWriter(let element, let writers) = warnings.first?.kind else {
            Issue.record("no warning for the element laid out twice"); return
        }
        #expect(element.contains("twice"))
        #expect(writers.count == 3 && writers[0] == "block 0" && writers[2] == "block 3")
        #expect(writers[1].contains("the content of") && writers[1].contains("scroller"))
        #expect(!scheme.issues.contains { $0.element.contains("once") })
    }
}
