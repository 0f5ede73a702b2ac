import CGLayout
import CGLayoutRelations
import Foundation
import Testing

@Suite("Relations: the items listed follow the tree, whichever direction's solver was built last")
struct RelationTreeMembershipTests {
    /// `apply(snapshot:)` lists the items of whichever direction's solver exists. With the
    /// left-to-right one built while an item was in the tree and a right-to-left snapshot taken
    /// after it left, the list still had the item and the layout refused its own snapshot.
    @Test("A snapshot taken after an item left the tree is accepted and applied by the layout that made it")
    func snapshotAfterItemLeftIsAccepted() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "view")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try view.addChild(a)
        try view.addChild(b)
        let relations = RelationLayout(container: view)
        relations.activate([a.constraint(.leading, constant: 10), a.constraint(.top, constant: 5),
                            a.constraint(.width, constant: 40), a.constraint(.height, constant: 20),
                            b.constraint(.left, to: a, .right, constant: 8), b.constraint(.top, constant: 5),
                            b.constraint(.width, constant: 30), b.constraint(.height, constant: 20)])
        relations.layout(direction: .leftToRight)
        #expect(b.frame == CGRect(x: 58, y: 5, width: 30, height: 20))
        b.removeFromSuperElement()
        let snapshot = relations.snapshot(for: view.bounds, direction: .rightToLeft)
        #expect(snapshot.childSnapshots.count == 1, "only a is in the tree")
        #expect(throws: Never.self) { try relations.apply(snapshot: snapshot) }
        #expect(a.frame == CGRect(x: 150, y: 5, width: 40, height: 20), "leading 10: 10 from the right edge of 200")
        #expect(relations.currentSnapshot.childSnapshots.count == 1)
    }

    /// An element left out because it was not in the tree used to stay left out after it joined,
    /// until the relations changed: the pass never looked at it again.
    @Test("An item that joins the tree after a pass left it out is laid out by the next pass, and listed")
    func itemThatJoinsLaterIsLaidOut() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "view")
        let a = LayoutNode(name: "a")
        let relations = RelationLayout(container: view)
        relations.activate([a.constraint(.leading, constant: 10), a.constraint(.top, constant: 5),
                            a.constraint(.width, constant: 40), a.constraint(.height, constant: 20)])
        relations.layout(direction: .rightToLeft)
        #expect(relations.issues.contains { $0.kind == .leftOut }, "not in the tree yet")
        #expect(relations.currentSnapshot.childSnapshots.isEmpty)
        try view.addChild(a)
        #expect(relations.currentSnapshot.childSnapshots.count == 1, "listed once it is in the tree")
        relations.layout(direction: .leftToRight)
        #expect(a.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        #expect(!relations.issues.contains { $0.kind == .leftOut })
        let snapshot = relations.snapshot(for: view.bounds, direction: .rightToLeft)
        #expect(throws: Never.self) { try relations.apply(snapshot: snapshot) }
        #expect(a.frame == CGRect(x: 150, y: 5, width: 40, height: 20))
    }

    /// The check covered the items only: with an element the relations read but do not lay out
    /// (a relation's target) gone from the tree, the listing kept the relation's item.
    @Test("A snapshot taken after a relation's target left the tree is accepted by the layout that made it")
    func snapshotAfterTargetLeftIsAccepted() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "view")
        let a = LayoutNode(name: "a"), anchor = LayoutNode(frame: CGRect(x: 20, y: 0, width: 10, height: 10), name: "anchor")
        try view.addChild(a)
        try view.addChild(anchor)
        let relations = RelationLayout(container: view)
        relations.activate([a.constraint(.left, to: anchor, .right, constant: 5)])   // a's only relation
        relations.layout(direction: .leftToRight)
        #expect(a.frame.minX == 35)
        anchor.removeFromSuperElement()
        let snapshot = relations.snapshot(for: view.bounds, direction: .rightToLeft)
        #expect(snapshot.childSnapshots.isEmpty, "with its relation left out, a is no item")
        #expect(throws: Never.self) { try relations.apply(snapshot: snapshot) }
        #expect(relations.currentSnapshot.childSnapshots.count == snapshot.childSnapshots.count)
        #expect(relations.issues.contains { $0.kind == .leftOut }, "the relation to the anchor is left out, with an issue")
    }
}
