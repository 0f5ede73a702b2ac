import CGLayout
import CGLayoutRelations
import Foundation
import Testing

@Suite("Relations: elements laid out by a container item's content are refused, never a pass behind")
struct RelationContainerContentTests {
    /// A guide item whose content (a scheme) lays out `child`, and a relation block that relates `child`
    /// too: the content runs after the relations, at the guide's solved frame, so a relation on `child`
    /// was overwritten, and one that read `child` saw the frame the last pass's content left (a pass behind).
    private func screen() throws -> (root: LayoutNode, guide: LayoutGuide<LayoutNode>, child: LayoutNode, below: LayoutNode) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let child = LayoutNode(name: "child"), below = LayoutNode(name: "below")
        try root.addChild(child)
        try root.addChild(below)
        let guide = LayoutGuide<LayoutNode>(name: "card")
        root.add(layoutGuide: guide)
        guide.contentLayout = LayoutScheme(blocks: [child.layoutBlock(with: Layout(x: .left(8), y: .top(6), width: 40, height: 10))])
        return (root, guide, child, below)
    }

    @Test("An item laid out by a container item's content is left out with an issue naming the container; the content's frame stays")
    func itemLaidOutByContentIsRefused() throws {
        let (root, guide, child, _) = try screen()
        let relations = RelationLayout(container: root)
        let onChild = child.constraint(.width, constant: 200)
        relations.activate([guide.constraint(.left, constant: 20), guide.constraint(.top, constant: 30),
                            guide.constraint(.width, constant: 100), guide.constraint(.height, constant: 50), onChild])
        for _ in 0..<2 {
            relations.layout(direction: .leftToRight)
            #expect(guide.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
            #expect(child.frame == CGRect(x: 28, y: 36, width: 40, height: 10), "the content's frame: \(child.frame)")
        }
        #expect(relations.issues.count == 1)
        #expect(relations.issues.first?.kind == .leftOut)
        #expect(relations.issues.first?.constraint == onChild.description)
        #expect(relations.issues.first?.reason.contains("laid out by the content of card") == true, "\(relations.issues)")
        withExtendedLifetime(root) {}
    }

    @Test("A target laid out by a container item's content is left out: the first pass, later passes and a fresh layout agree")
    func targetLaidOutByContentIsRefused() throws {
        let (root, guide, child, below) = try screen()
        let relations = RelationLayout(container: root)
        let readsChild = below.constraint(.top, to: child, .bottom, constant: 4)
        let constraints = [guide.constraint(.left, constant: 20), guide.constraint(.top, constant: 30),
                           guide.constraint(.width, constant: 100), guide.constraint(.height, constant: 50), readsChild,
                           below.constraint(.top, constant: 1, priority: 250), below.constraint(.left, constant: 0),
                           below.constraint(.width, constant: 10), below.constraint(.height, constant: 10)]
        relations.activate(constraints)
        var frames: [[CGRect]] = []
        for _ in 0..<2 {
            relations.layout(direction: .leftToRight)
            frames.append([guide.frame, child.frame, below.frame])
        }
        #expect(frames[0] == frames[1], "no pass lags behind: \(frames)")
        #expect(below.frame == CGRect(x: 0, y: 1, width: 10, height: 10), "the relation reading child is left out: \(below.frame)")
        #expect(relations.issues.map(\.kind) == [.leftOut])
        #expect(relations.issues.first?.constraint == readsChild.description)
        #expect(relations.issues.first?.reason.contains("the target is laid out by the content of card") == true, "\(relations.issues)")
        let fresh = RelationLayout(container: root)
        fresh.activate(constraints)
        fresh.layout(direction: .leftToRight)
        #expect([guide.frame, child.frame, below.frame] == frames[1])
        #expect(fresh.issues == relations.issues)
    }

    @Test("Relations refused before a content item is seen are reported once, in order, with the content's refusal")
    func refusalsBeforeTheContentItemAreReportedOnce() throws {
        let (root, guide, child, below) = try screen()
        let relations = RelationLayout(container: root)
        // Read first: a relation refused for its constant, then one on the content's element (refused once the
        // guide, an item further down, is known to lay it out), then the guide's relations.
        let nonFinite = below.constraint(.height, constant: .nan)
        let onChild = child.constraint(.left, constant: 3)
        relations.activate([nonFinite, onChild, below.constraint(.left, constant: 0), below.constraint(.top, constant: 0),
                            below.constraint(.width, constant: 10), below.constraint(.height, constant: 12),
                            guide.constraint(.left, constant: 20), guide.constraint(.top, constant: 30),
                            guide.constraint(.width, constant: 100), guide.constraint(.height, constant: 50)])
        relations.layout(direction: .leftToRight)
        #expect(relations.issues.map(\.constraint) == [nonFinite.description, onChild.description], "\(relations.issues)")
        #expect(relations.issues.last?.reason.contains("laid out by the content of card") == true)
        #expect(below.frame == CGRect(x: 0, y: 0, width: 10, height: 12))
        #expect(child.frame == CGRect(x: 28, y: 36, width: 40, height: 10), "the content's frame: \(child.frame)")
    }
}
