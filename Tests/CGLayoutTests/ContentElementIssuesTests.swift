import CGLayout
import Foundation
import Testing

/// What an element laid out by a container's content reports about itself is listed in the scheme's
/// issues, under the block whose content lays it out, at any nesting of contents.
@Suite("A scheme lists what elements inside its containers' contents report")
struct ContentElementIssuesTests {
    /// A node that reports one problem of its last pass (as a view's element reports a stale size).
    final class ReportingNode: LayoutNode, LayoutIssueReporting, @unchecked Sendable {
        var layoutIssues: [LayoutIssue.Kind] { [.laidOutOffItsActor] }
    }

    @Test("An element in a guide's content, 1 and 3 guides deep, is listed under the outermost block", arguments: [1, 3])
    func listedThroughContents(depth: Int) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = ReportingNode(name: "label"), plain = LayoutNode(name: "plain")
        try root.addChild(label); try root.addChild(plain)
        var content = LayoutScheme(blocks: [label.layoutBlock(with: Layout(x: .left(), y: .top(), width: 40, height: 10)),
                                            plain.layoutBlock(with: Layout(x: .left(), y: .top(20), width: 40, height: 10))])
        for _ in 0..<depth {
            let guide = LayoutGuide<LayoutNode>()
            root.add(layoutGuide: guide)
            guide.contentLayout = content
            content = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }
        content.layout()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        let issues = content.issues
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .laidOutOffItsActor)
        #expect(issues.first?.element.hasSuffix(#""label""#) == true)
        #expect(issues.first?.blockPath == [0])
    }
}
