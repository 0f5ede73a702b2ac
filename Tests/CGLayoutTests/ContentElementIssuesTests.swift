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

    /// `content` at the bottom of `depth` guides of `root`, each the whole of the one around it.
    func nested(_ content: LayoutScheme, depth: Int, in root: LayoutNode) -> LayoutScheme {
        var content = content
        for _ in 0..<depth {
            let guide = LayoutGuide<LayoutNode>()
            root.add(layoutGuide: guide)
            guide.contentLayout = content
            content = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }
        return content
    }

    @Test("An element in a guide's content, 1 and 3 guides deep, is listed under the outermost block", arguments: [1, 3])
    func listedThroughContents(depth: Int) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = ReportingNode(name: "label"), plain = LayoutNode(name: "plain")
        try root.addChild(label); try root.addChild(plain)
        let content = LayoutScheme(blocks: [label.layoutBlock(with: Layout(x: .left(), y: .top(), width: 40, height: 10)),
                                            plain.layoutBlock(with: Layout(x: .left(), y: .top(20), width: 40, height: 10))])
        let scheme = nested(content, depth: depth, in: root)
        scheme.layout()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        let issues = scheme.issues
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .laidOutOffItsActor)
        #expect(issues.first?.element.hasSuffix(#""label""#) == true)
        #expect(issues.first?.blockPath == [0])
    }

    /// A node whose last measurement went stale (as a view's element reports a size answered from what it kept).
    final class StaleNode: LayoutNode, LayoutIssueReporting, @unchecked Sendable {
        var layoutIssues: [LayoutIssue.Kind] {
            [.staleMeasurement(proposal: CGSize(width: 320, height: 200), used: CGSize(width: 84, height: 17), measured: CGSize(width: 14, height: 17))]
        }
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 84, height: 17) }
    }

    @Test("An element no block lays out, measured by a block of a guide's content through an adjust constraint, 1 and 3 guides deep, is listed once under the outermost block",
          arguments: [1, 3])
    func measuredInsideAContent(depth: Int) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = StaleNode(name: "label"), badge = LayoutNode(name: "badge"), other = LayoutNode(name: "other")
        try root.addChild(label); try root.addChild(badge); try root.addChild(other)
        // Two blocks of the content measure the label; none lays it out.
        let content = LayoutScheme(blocks: [
            badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                              constraints: [label.adjustLayoutConstraint(for: [.width(), .height()])]),
            other.layoutBlock(with: Layout(x: .left(), y: .top(20), width: .equal, height: 10),
                              constraints: [label.adjustLayoutConstraint(for: [.width()])]),
        ])
        let scheme = nested(content, depth: depth, in: root)
        scheme.layout()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 84, height: 17))
        let issues = scheme.issues
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.kind.isStaleMeasurement == true)
        #expect(issues.first?.element.hasSuffix(#""label""#) == true)
        #expect(issues.first?.blockPath == [0])
    }
}

private extension LayoutIssue.Kind {
    var isStaleMeasurement: Bool { if case .staleMeasurement = self { true } else { false } }
}
