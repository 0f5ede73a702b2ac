import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// A relation layout used as a block of a scheme reports its problems through `scheme.issues`, naming its
/// culprits as a rect block's issues name theirs; every engine's issue is a `LayoutProblem`.
@Suite("Relation issues in a scheme")
struct RelationSchemeIssuesTests {
    @Test("scheme.issues lists a relation block's unsatisfiable required relation, naming its item as a rect block's issue names its element")
    func unsatisfiableRelationInSchemeIssues() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let title = LayoutNode(name: "title")
        let stray = LayoutNode(name: "stray")          // never added: the rect block is skipped
        try root.addChild(title)
        let relations = RelationLayout(container: root)
        let conflicting = title.constraint(.width, constant: 150)
        relations.activate([
            title.constraint(.left, constant: 8), title.constraint(.top, constant: 8), title.constraint(.height, constant: 20),
            title.constraint(.width, constant: 100), conflicting,
        ])
        let scheme = LayoutScheme(blocks: [
            relations,
            stray.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(10), height: .fixed(10))),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(title.frame == CGRect(x: 8, y: 8, width: 100, height: 20))

        let issues = scheme.issues
        #expect(issues.map(\.blockPath) == [[0], [1]], "\(issues)")
        let relation = try #require(issues.first)
        let rect = try #require(issues.last)
        // Both culprits are named by type and debug name.
        #expect(relation.element == "LayoutNode \"title\"")
        #expect(rect.element == "LayoutNode \"stray\"")
        #expect(relation.kind == .reportedByBlock(explanation: relations.issues[0].explanation, isWarning: false))
        #expect(relation.explanation.contains("unsatisfiable") && relation.explanation.contains(conflicting.description))
        #expect(!relation.isWarning && !relation.skipsBlock)
        #expect(relation.description == "block 0, LayoutNode \"title\": \(relations.issues[0].explanation)")
        // The diagnostics show it under the relation block.
        #expect(String(reflecting: scheme).contains("  block 0, RelationLayout\n      problem: LayoutNode \"title\": \(relations.issues[0].explanation)"),
                "\(String(reflecting: scheme))")

        // Once the relation is gone, the next pass reports nothing for the block.
        relations.deactivate([conflicting])
        scheme.layout(direction: .leftToRight)
        #expect(scheme.issues.map(\.blockPath) == [[1]])
    }

    @Test("A relation block in an adaptive scheme's variant reports through scheme.issues at its block, naming the variant")
    func relationBlockInAVariant() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 100), name: "root")
        let title = LayoutNode(name: "title")
        try root.addChild(title)
        let relations = RelationLayout(container: root)
        relations.activate([
            title.constraint(.left, constant: 8), title.constraint(.top, constant: 8), title.constraint(.height, constant: 20),
            title.constraint(.width, constant: 100), title.constraint(.width, constant: 150),
        ])
        let scheme = LayoutScheme(blocks: [AdaptiveScheme(container: root, variants: [
            .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                title.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(300), height: .fixed(20))),
            ])),
            .init("compact", scheme: LayoutScheme(blocks: [relations])),
        ])])
        scheme.layout(direction: .leftToRight)   // 320 wide: the compact variant's relations run
        #expect(title.frame == CGRect(x: 8, y: 8, width: 100, height: 20))
        let explanation = try #require(relations.issues.first).explanation
        #expect(scheme.issues == [LayoutIssue(blockPath: [0, 1, 0], element: "LayoutNode \"title\"",
                                              kind: .reportedByBlock(explanation: explanation, isWarning: false), variants: ["compact"])],
                "\(scheme.issues)")
    }

    @Test("Relation issues name their culprit element like scheme issues: items, ambiguous items, the container")
    func relationIssuesNameTheirElement() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let badge = LayoutGuide<LayoutNode>(name: "badge")
        let loose = LayoutNode(name: "loose")
        root.add(layoutGuide: badge)
        try root.addChild(loose)
        let relations = RelationLayout(container: root)
        relations.activate([
            badge.constraint(.left, constant: 0), badge.constraint(.top, constant: 0),
            badge.constraint(.width, constant: 10), badge.constraint(.height, constant: 10),
            badge.constraint(.width, constant: .nan),
            loose.constraint(.width, constant: 10),     // position and height not determined: ambiguous
        ])
        relations.layout(direction: .leftToRight)
        let byKind = Dictionary(grouping: relations.issues, by: \.kind)
        #expect(byKind[.leftOut]?.map(\.element) == ["LayoutGuide<LayoutNode> \"badge\""], "\(relations.issues)")
        #expect(byKind[.ambiguous]?.map(\.element) == ["LayoutNode \"loose\""], "\(relations.issues)")
        // Through the common protocol, the problems of both engines read alike.
        let scheme = LayoutScheme(blocks: [relations])
        scheme.layout(direction: .leftToRight)
        let problems: [any LayoutProblem] = scheme.issues + relations.issues
        #expect(Set(problems.map(\.element)) == ["LayoutGuide<LayoutNode> \"badge\"", "LayoutNode \"loose\""])
    }

    @Test("One issue type for both engines: a relation layout's issues are LayoutIssues with the relation, the reason and the culprit")
    func relationIssuesAreLayoutIssues() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let title = LayoutNode(name: "title")
        try root.addChild(title)
        let relations = RelationLayout(container: root)
        let conflicting = title.constraint(.width, constant: 150)
        relations.activate([title.constraint(.left, constant: 0), title.constraint(.top, constant: 0),
                            title.constraint(.height, constant: 10), title.constraint(.width, constant: 100), conflicting])
        relations.layout(direction: .leftToRight)
        let issues: [LayoutIssue] = relations.issues   // the relations' `RelationIssue` is `LayoutIssue`
        #expect(issues.map(\.kind) == [.unsatisfiable])
        let issue = try #require(issues.first)
        #expect(issue.constraint == conflicting.description && issue.reason.contains("unsatisfiable"))
        #expect(issue.element == "LayoutNode \"title\"" && issue.blockPath.isEmpty && !issue.isWarning)
        #expect(issue.description == "\(issue.reason): \(issue.constraint)" && issue.explanation == issue.description)
        // A scheme's issue has neither relation nor reason, and reads as before.
        let loose = LayoutNode(name: "loose")
        let scheme = LayoutScheme(blocks: [loose.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10))])
        let schemeIssue = try #require(scheme.issues.first)
        #expect(schemeIssue.kind == .notInTree && schemeIssue.constraint.isEmpty && schemeIssue.reason.isEmpty)
        #expect(schemeIssue.description.hasPrefix("block 0, LayoutNode \"loose\": skipped, not in a tree"))
        // Kinds of both engines in one set.
        #expect(Set([issue.kind, schemeIssue.kind, .unsatisfiable]).count == 2)
    }
}
