import CGLayout
import CGLayoutRelations
import Foundation
import Testing

@Suite("Relations: bad input gets a defined result and an issue")
struct RelationBadInputTests {
    /// A required `==` that fixes a size below zero, in a component solved by the solver (a
    /// relation of lower priority shares the item), used to be solved as asked (width −13.5,
    /// the x moved to keep `right` at 267) and written clamped to 0 with no issue.
    @Test("A required relation that asks for a negative size next to optional ones is reported unsatisfiable and left out")
    func requiredNegativeSizeBesideOptionalRelationsIsReported() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 368, height: 10), name: "view")
        let relations = RelationLayout(container: view)
        let item = LayoutNode(name: "item")
        try view.addChild(item)
        let negative = item.constraint(.width, constant: -13.5)
        relations.activate([item.constraint(.right, constant: 267, priority: 250), negative,
                            item.constraint(.top, constant: 0), item.constraint(.height, constant: 4)])
        for direction in LayoutDirection.allCases {
            relations.layout(direction: direction)
            let unsatisfiable = relations.issues.filter { $0.kind == .unsatisfiable }.map(\.constraint)
            #expect(unsatisfiable == [negative.description])
            #expect(relations.issues.allSatisfy { $0.kind == .unsatisfiable || $0.kind == .ambiguous }, "left out, the width is free")
            #expect(item.frame == CGRect(x: 267, y: 0, width: 0, height: 4), "the right edge at 267 with the size guard's 0")
        }
    }

    /// A component turned conservative by a refused required relation used to be solved on
    /// its first pass without the bounds of its measured lengths (substitution had fixed the
    /// width, so they were never measured): the first pass gave the weak width 122, later
    /// passes the item's own width.
    @Test("The first pass after a required relation is refused gives the frames of later passes (measured lengths included)")
    func firstPassAfterRefusalMatchesLaterPasses() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 13.5, height: 60), name: "view")
        let item = MeasuredNode(name: "item")
        try view.addChild(item)
        let relations = RelationLayout(container: view)
        relations.activate([item.constraint(.trailing, to: item, .leading, constant: -24.5),
                            item.constraint(.leading, to: item, .trailing, constant: 110.25),
                            item.constraint(.width, constant: 122, priority: 1),
                            item.constraint(.left, .lessThanOrEqual, constant: 196, priority: 250)])
        let intrinsic = item.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let first = relations.snapshot(for: view.bounds, direction: .rightToLeft).childSnapshots.map(\.frame)
        relations.layout(direction: .rightToLeft)
        #expect(first == [item.frame], "snapshot on the first pass, layout on the second")
        #expect(item.frame.size == intrinsic, "hugging and compression resistance beat the width at priority 1")
        #expect(relations.issues.contains { $0.kind == .unsatisfiable })
    }
}

/// A node whose own size is 0 × 0, whatever it is offered.
private final class MeasuredNode: LayoutNode, @unchecked Sendable {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 0, height: 0) }

    /// A target whose frame has a negative size is read as CoreGraphics reads it (its `standardized`
    /// edges), the same on every pass, in a snapshot and in a fresh layout; nothing written is negative.
    @Test("A target with a negative size is read at its standardized edges, the same on every pass and in a snapshot")
    func targetWithNegativeSizeReadsStandardizedEdges() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "view")
        let target = LayoutNode(frame: CGRect(x: 100, y: 50, width: -30, height: -20), name: "target")
        let item = LayoutNode(name: "item")
        try view.addChild(target)
        try view.addChild(item)
        let constraints = [item.constraint(.left, to: target, .right, constant: 5), item.constraint(.top, to: target, .top),
                           item.constraint(.width, to: target, .width), item.constraint(.height, to: target, .height)]
        let relations = RelationLayout(container: view)
        relations.activate(constraints)
        let expected = CGRect(x: 105, y: 30, width: 30, height: 20)
        for _ in 0..<2 {
            relations.layout(direction: .leftToRight)
            #expect(item.frame == expected)
        }
        #expect(relations.snapshot(for: view.bounds, direction: .leftToRight).childSnapshots.map(\.frame) == [expected])
        #expect(relations.issues.isEmpty, "\(relations.issues)")
        let fresh = RelationLayout(container: view)
        fresh.activate(constraints)
        item.frame = .zero
        fresh.layout(direction: .leftToRight)
        #expect(item.frame == expected)
    }
}
