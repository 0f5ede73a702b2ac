import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// Required equal position relations that close a cycle (each button aligned to the next, the last to the first):
/// the anchor tree takes every relation but the one that would close the cycle as an anchor, and that one goes to
/// the solver, so the tree stays a tree (see `AnchorTree`).
@Suite("Relations: position relations in a cycle")
struct RelationAnchorCycleTests {
    /// A toolbar row `width` wide, 44 high: three 60 × 20 buttons 16 from the leading edge, 8 apart, their tops aligned
    /// in a cycle (a to b, b to c, c to a) with b's top 12 down, and the row of buttons closed into a cycle too: c's
    /// trailing edge 196 after a's leading edge (what the chain gives) or, contradicting it, a's leading edge 8 after
    /// c's trailing edge.
    private struct Toolbar {
        let row: LayoutNode
        let buttons = ["a", "b", "c"].map { LayoutNode(name: $0) }
        let relations: RelationLayout

        init(width: CGFloat, consistent: Bool) throws {
            row = LayoutNode(frame: rect(0, 0, width, 44), name: "toolbar")
            for button in buttons { try row.addChild(button) }
            relations = RelationLayout(container: row)
            let (a, b, c) = (buttons[0], buttons[1], buttons[2])
            var constraints = buttons.flatMap { [$0.constraint(.width, constant: 60), $0.constraint(.height, constant: 20)] }
            constraints += [a.constraint(.leading, to: row, .leading, constant: 16),
                            b.constraint(.leading, to: a, .trailing, constant: 8), c.constraint(.leading, to: b, .trailing, constant: 8),
                            consistent ? c.constraint(.trailing, to: a, .leading, constant: 196) : a.constraint(.leading, to: c, .trailing, constant: 8),
                            a.constraint(.top, to: b, .top), b.constraint(.top, to: c, .top), c.constraint(.top, to: a, .top),
                            b.constraint(.top, to: row, .top, constant: 12)]
            relations.activate(constraints)
        }

        func expected(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
            [16, 84, 152].map { x in rect(direction == .rightToLeft ? width - x - 60 : x, 12, 60, 20) }
        }
    }

    @Test("A cycle of tops and a closed row of leading edges that agree: the buttons at their design's frames",
          arguments: LayoutDirection.allCases, [320, 375] as [CGFloat])
    func consistentCycle(direction: LayoutDirection, width: CGFloat) async throws {
        let toolbar = try Toolbar(width: width, consistent: true)
        for pass in ["first pass", "later pass"] {
            toolbar.relations.layout(direction: direction)
            #expect(toolbar.buttons.map(\.frame) == toolbar.expected(width: width, direction: direction), "\(direction), \(width), \(pass)")
        }
        #expect(toolbar.relations.issues.isEmpty, "\(toolbar.relations.issues)")
        let relations = toolbar.relations, narrower = width - 20
        let snapshot = await Task.detached { relations.snapshot(for: rect(0, 0, narrower, 44), direction: direction) }.value
        try relations.apply(snapshot: snapshot)
        #expect(toolbar.buttons.map(\.frame) == toolbar.expected(width: narrower, direction: direction), "\(direction), \(narrower): detached snapshot")
    }

    @Test("A closed row that contradicts its chain: the contradicting relation is reported unsatisfiable, the rest holds",
          arguments: LayoutDirection.allCases, [320, 375] as [CGFloat])
    func contradictingCycle(direction: LayoutDirection, width: CGFloat) throws {
        let toolbar = try Toolbar(width: width, consistent: false)
        for pass in ["first pass", "later pass"] {
            toolbar.relations.layout(direction: direction)
            let frames = toolbar.buttons.map(\.frame)
            // Which relation of the horizontal cycle gives way is the solver's choice; every frame is finite, the
            // tops and sizes hold, and one relation is named.
            #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY == 12 && $0.size == CGSize(width: 60, height: 20) },
                    "\(direction), \(width), \(pass): \(frames)")
            #expect(toolbar.relations.issues.contains { $0.kind == .unsatisfiable }, "\(toolbar.relations.issues)")
        }
    }
}
