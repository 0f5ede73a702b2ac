import CGLayout
import CGLayoutRelations
import Foundation
import Testing

@Suite("Relations: exact about themselves (refused or reported, never drifting)")
struct RelationExactnessTests {
    /// `RelationLayout(container: view)` with `row.constraint(.left, constant: 10)`, `view` inside `row`:
    /// the row was solved in the view's space and written back in its parent's, so it moved on every
    /// pass (x 30, 60, 90) and `issues` only said "ambiguous".
    @Test("An item that holds the layout's container is refused with an issue naming it, and nothing drifts")
    func itemHoldingTheContainerIsRefused() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "screen")
        let row = LayoutNode(frame: CGRect(x: 20, y: 0, width: 300, height: 44), name: "row")
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 44), name: "view")
        try screen.addChild(row)
        try row.addChild(view)
        let relations = RelationLayout(container: view)
        let holding = row.constraint(.left, constant: 10)
        relations.activate([holding])
        for _ in 0..<3 {
            relations.layout(direction: .leftToRight)
            #expect(row.frame == CGRect(x: 20, y: 0, width: 300, height: 44), "not moved: \(row.frame)")
        }
        #expect(relations.issues.map(\.kind) == [.leftOut])
        #expect(relations.issues.first?.constraint == holding.description)
        #expect(relations.issues.first?.reason.contains("holds the container") == true)
    }

    @Test("An item that comes to hold the container after a pass is refused by the next pass")
    func itemThatComesToHoldTheContainerIsRefused() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "screen")
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "view")
        let box = LayoutNode(name: "box")
        try screen.addChild(view)
        try view.addChild(box)
        let relations = RelationLayout(container: view)
        relations.activate([box.constraint(.left, constant: 10), box.constraint(.top, constant: 5),
                            box.constraint(.width, constant: 50), box.constraint(.height, constant: 20)])
        relations.layout(direction: .leftToRight)
        #expect(box.frame == CGRect(x: 10, y: 5, width: 50, height: 20))
        try screen.addChild(box)
        try box.addChild(view)
        box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        relations.layout(direction: .leftToRight)
        relations.layout(direction: .leftToRight)
        #expect(box.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "left as it was")
        #expect(relations.issues.count == 4 && relations.issues.allSatisfy { $0.kind == .leftOut })
    }

    @Test("A layout whose container was released reports it instead of doing nothing silently")
    func releasedContainerIsReported() throws {
        var view: LayoutNode? = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "view")
        let relations = RelationLayout(container: view!)
        let item = LayoutNode(name: "item")
        try view!.addChild(item)
        relations.activate([item.constraint(.width, constant: 10)])
        relations.layout(direction: .leftToRight)
        #expect(!relations.issues.contains { $0.kind == .containerReleased })
        view = nil
        relations.layout(direction: .leftToRight)
        #expect(relations.issues.map(\.kind) == [.containerReleased])
        #expect(relations.snapshot(for: .zero, direction: .leftToRight).childSnapshots.isEmpty)
    }

    /// Ambiguity was probed only when the relations changed: a range of positions that opens when the
    /// container grows stayed "determined" for a layout that had first run in a narrow container.
    @Test("Whether an item is ambiguous depends on the state, not on the passes before it")
    func ambiguityIsTheSameForEveryHistory() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50), name: "view")
        let a = LayoutNode(name: "a")
        try view.addChild(a)
        let constraints = [a.constraint(.left, .greaterThanOrEqual, constant: 0), a.constraint(.right, .lessThanOrEqual, to: view, .right),
                           a.constraint(.width, constant: 100), a.constraint(.top, constant: 0), a.constraint(.height, constant: 10)]
        let relations = RelationLayout(container: view)
        relations.activate(constraints)
        func fresh() -> Bool {
            let layout = RelationLayout(container: view)
            layout.activate(constraints)
            layout.layout(direction: .leftToRight)
            return layout.hasAmbiguousLayout(a)
        }
        for width in [100, 200, 100, 200] as [CGFloat] {
            view.frame.size.width = width
            relations.layout(direction: .leftToRight)
            #expect(relations.hasAmbiguousLayout(a) == (width > 100), "at \(width)")
            #expect(relations.hasAmbiguousLayout(a) == fresh(), "at \(width): as a fresh layout says")
        }
    }

    /// The fuzzer's relations case 147560: a relation activated after a pass joined a component whose
    /// solver was kept, which then reached another optimum than a fresh solver (priorities 999 tie):
    /// x 53.25, width 63 against a fresh layout's 67.25, 49.
    @Test("A relation activated after a pass gives the frames of a fresh layout of the same relations")
    func activationAfterPassMatchesFreshLayout() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 275, height: 76.75), name: "view")
        let relations = RelationLayout(container: view)
        let text = TextNode(text: "a b c d e f g", name: "text")
        try view.addChild(text)
        let first = [text.constraint(.trailing, to: text, .height, constant: -21, priority: 750),
                     text.constraint(.width, to: text, .height, constant: 37, priority: 250),
                     text.constraint(.leading, constant: 4, priority: 250),
                     text.constraint(.trailing, .lessThanOrEqual, constant: 116.25),
                     text.constraint(.top, to: text, .left, constant: 170, priority: 999),
                     text.constraint(.left, .greaterThanOrEqual, constant: 38),
                     text.constraint(.left, to: view, .trailing, constant: 114.75, priority: 999)]
        let later = text.constraint(.centerX, .lessThanOrEqual, to: view, .leading, constant: 155, priority: 999)
        relations.activate(first)
        relations.layout(direction: .leftToRight)
        relations.activate([later])
        relations.layout(direction: .leftToRight)
        let incremental = text.frame
        let fresh = RelationLayout(container: view)
        fresh.activate(first + [later])
        fresh.layout(direction: .leftToRight)
        #expect(incremental == text.frame)
        #expect(text.frame == CGRect(x: 67.25, y: 0, width: 49, height: 34))
    }

    /// A live layout skips reading its node items back while no node's frame was set since it wrote them;
    /// items that are not nodes (a guide here) are read back at every pass.
    @Test("A guide item's frame set by hand, with no node's frame set since the last pass, is written again by the next pass")
    func handSetGuideFrameIsRewritten() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "view")
        let a = LayoutNode(name: "a")
        try view.addChild(a)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        view.add(layoutGuide: guide)
        let relations = RelationLayout(container: view)
        relations.activate([a.constraint(.left, constant: 10), a.constraint(.top, constant: 5), a.constraint(.width, constant: 50),
                            a.constraint(.height, constant: 20), guide.constraint(.left, to: a, .right, constant: 4),
                            guide.constraint(.top, to: a, .top), guide.constraint(.width, constant: 30), guide.constraint(.height, constant: 30)])
        relations.layout(direction: .leftToRight)
        let expected = [a.frame, guide.frame]
        #expect(expected == [CGRect(x: 10, y: 5, width: 50, height: 20), CGRect(x: 64, y: 5, width: 30, height: 30)])
        relations.layout(direction: .leftToRight)
        guide.frame = CGRect(x: -1, y: -1, width: 1, height: 1)
        relations.layout(direction: .leftToRight)
        #expect([a.frame, guide.frame] == expected)
        a.frame = .zero
        relations.layout(direction: .leftToRight)
        #expect([a.frame, guide.frame] == expected, "a node set by hand")
    }

    /// Frames set by hand between passes are written again: a pass never depends on the frames the last left.
    @Test("A frame set by hand (or by another writer) between passes is written again by the next pass")
    func handSetFramesAreRewritten() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "view")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try view.addChild(a)
        try view.addChild(b)
        let relations = RelationLayout(container: view)
        relations.activate([a.constraint(.left, constant: 10), a.constraint(.top, constant: 5), a.constraint(.width, constant: 50),
                            a.constraint(.height, constant: 20), b.constraint(.left, to: a, .right, constant: 4),
                            b.constraint(.top, to: a, .top), b.constraint(.width, to: a, .width), b.constraint(.height, to: a, .height)])
        relations.layout(direction: .leftToRight)
        let expected = [a.frame, b.frame]
        #expect(expected == [CGRect(x: 10, y: 5, width: 50, height: 20), CGRect(x: 64, y: 5, width: 50, height: 20)])
        b.frame = CGRect(x: -1, y: -1, width: 1, height: 1)
        relations.layout(direction: .leftToRight)
        #expect([a.frame, b.frame] == expected)
        relations.layout(direction: .rightToLeft)
        relations.layout(direction: .leftToRight)
        #expect([a.frame, b.frame] == expected, "after a pass of the other direction")
    }
}
