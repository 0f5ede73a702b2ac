import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing


@Suite("Auto Layout-style relations solved by Cassowary")
struct RelationLayoutTests {
    @Test("The helper's shape: edges, leading/trailing and sizes, mirrored in RTL", arguments: LayoutDirection.allCases)
    func seedShape(direction: LayoutDirection) throws {
        let view = LayoutNode(frame: rect(0, 0, 320, 200), name: "view")
        let title = LayoutNode(name: "title"), badge = LayoutNode(name: "badge")
        try view.addChild(title); try view.addChild(badge)
        let relations = RelationLayout(container: view)
        relations.activate([
            title.constraint(.top, to: view, .top, constant: 8),
            title.constraint(.leading, to: view, .leading, constant: 16),
            title.constraint(.width, constant: 100),
            title.constraint(.height, constant: 20),
            badge.constraint(.leading, to: title, .trailing, constant: 8),
            badge.constraint(.centerY, to: title, .centerY),
            badge.constraint(.width, constant: 12),
            badge.constraint(.height, to: badge, .width),
        ])
        relations.layout(direction: direction)
        let expected = [rect(16, 8, 100, 20), rect(124, 12, 12, 12)]
        #expect([title.frame, badge.frame] == (direction == .leftToRight ? expected : expected.map { mirrored($0, in: 320) }))
        #expect(relations.issues.isEmpty)
    }

    @Test("Relations: greater/less than or equal, multiplier, centre and margins")
    func relations() throws {
        let card = LayoutNode(frame: rect(0, 0, 300, 100), name: "card")
        card.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let box = LayoutNode(name: "box"), half = LayoutNode(name: "half")
        try card.addChild(box); try card.addChild(half)
        let relations = RelationLayout(container: card)
        relations.activate([
            box.constraint(.leading, to: card, .leadingMargin),
            box.constraint(.top, to: card, .topMargin),
            box.constraint(.width, .lessThanOrEqual, constant: 50),
            box.constraint(.width, .greaterThanOrEqual, constant: 80, priority: 500),   // gives way
            box.constraint(.height, constant: 30),
            half.constraint(.width, to: card, .width, multiplier: 0.5),
            half.constraint(.centerX, to: card, .centerX),
            half.constraint(.bottom, to: card, .bottomMargin),
            half.constraint(.height, constant: 10),
        ])
        relations.layout(direction: .leftToRight)
        #expect(box.frame == rect(12, 10, 50, 30))
        #expect(half.frame == rect(75, 80, 150, 10))
    }

    @Test("Priorities: strong beats weak; an unsatisfiable required relation is reported and left out")
    func priorities() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let relations = RelationLayout(container: root)
        let conflicting = item.constraint(.width, constant: 150)
        relations.activate([
            item.constraint(.left, constant: 0), item.constraint(.top, constant: 0), item.constraint(.height, constant: 10),
            item.constraint(.width, constant: 40, priority: 250),
            item.constraint(.width, constant: 60, priority: 750),
            item.constraint(.right, .lessThanOrEqual, to: root, .right),
        ])
        relations.layout(direction: .leftToRight)
        #expect(item.frame.width == 60)
        relations.activate([item.constraint(.width, constant: 100), conflicting])
        relations.layout(direction: .leftToRight)
        #expect(item.frame.width == 100)
        #expect(relations.issues.count == 1 && relations.issues[0].constraint == conflicting.description)
        #expect(relations.issues[0].reason.contains("unsatisfiable"))
        relations.deactivate([conflicting])
        relations.layout(direction: .leftToRight)
        #expect(relations.issues.isEmpty)
    }

    @Test("Intrinsic sizes enter with hugging and compression resistance")
    func intrinsicSizes() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 100), name: "root")
        let label = TextNode(text: "Hello", name: "label")          // 35 × 17
        let field = TextNode(text: "", name: "field")
        try root.addChild(label); try root.addChild(field)
        let relations = RelationLayout(container: root)
        relations.activate([
            label.constraint(.left, constant: 10), label.constraint(.top, constant: 10),
            field.constraint(.left, to: label, .right, constant: 8), field.constraint(.top, to: label, .top),
            field.constraint(.right, to: root, .right, constant: -10),
        ])
        relations.setContentHuggingPriority(.defaultHigh, for: label, axis: .horizontal)
        relations.layout(direction: .leftToRight)
        #expect(label.frame == rect(10, 10, 35, 17))        // hugs its text; the field stretches
        #expect(field.frame == rect(53, 10, 237, 0))
    }

    @Test("A snapshot writes nothing, runs off the main thread, and applies to the same frames")
    func snapshots() async throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 100), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let relations = RelationLayout(container: root)
        relations.activate([item.constraint(.leading, to: root, .leading, constant: 10), item.constraint(.width, to: root, .width, multiplier: 0.5),
                            item.constraint(.top, constant: 0), item.constraint(.height, constant: 20)])
        let snapshot = await Task.detached { relations.snapshot(for: CGRect(x: 0, y: 0, width: 200, height: 100), direction: .rightToLeft) }.value
        #expect(item.frame == .zero)
        try relations.apply(snapshot: snapshot)
        #expect(item.frame == rect(90, 0, 100, 20))
        #expect(throws: LayoutSnapshotError.self) { try relations.apply(snapshot: LayoutSnapshot(childSnapshots: [])) }
    }

    @Test("A solver-backed group mixes with rect-based blocks in one scheme")
    func inScheme() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        let header = LayoutNode(name: "header"), avatar = LayoutNode(name: "avatar"), body = LayoutNode(name: "body")
        for node in [header, avatar, body] { try root.addChild(node) }
        let relations = RelationLayout(container: root)
        relations.activate([
            avatar.constraint(.top, to: header, .bottom, constant: 8), avatar.constraint(.leading, to: root, .leading, constant: 16),
            avatar.constraint(.width, constant: 40), avatar.constraint(.height, to: avatar, .width),
        ])
        let scheme = LayoutScheme(blocks: [
            header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 60)),
            relations,
            body.layoutBlock(with: Layout(x: .left(), y: .top(8), width: .scaled(1), height: 20),
                             constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(avatar.frame == rect(16, 68, 40, 40))
        #expect(body.frame == rect(0, 116, 320, 20))
    }

    @Test("Bad input: non-finite constants, removed elements, elements of other trees are reported, never trap")
    func badInput() throws {
        let root = LayoutNode(frame: rect(0, 0, 100, 100), name: "root")
        let item = LayoutNode(name: "item"), stranger = LayoutNode(frame: rect(5, 5, 5, 5), name: "stranger")
        try root.addChild(item)
        let relations = RelationLayout(container: root)
        let nan = item.constraint(.width, constant: .nan), foreign = item.constraint(.left, to: stranger, .right)
        relations.activate([nan, foreign, item.constraint(.height, constant: 10)])
        relations.layout(direction: .leftToRight)
        let leftOut = relations.issues.filter { $0.kind == .leftOut }
        #expect(leftOut.map(\.constraint) == [nan.description, foreign.description])
        #expect(leftOut.map(\.reason) == ["non-finite multiplier or constant", "the target is not in the container's tree"])
        // What is left does not fix x and width: placed at the top leading corner with width 0, and reported.
        #expect(item.frame == rect(0, 0, 0, 10) && relations.hasAmbiguousLayout(item))
        item.removeFromParent()
        relations.layout(direction: .leftToRight)
        #expect(relations.issues.contains { $0.reason == "the item is not in the container's tree" })
    }
}

@Suite("Relations article")
struct RelationsArticleTests {
    @Test("The priorities example: the 750 width wins over 250")
    func prioritiesExample() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 50), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let relations = RelationLayout(container: root)
        relations.activate([
            item.constraint(.width, constant: 40, priority: 250),
            item.constraint(.width, constant: 60, priority: 750),
            item.constraint(.right, .lessThanOrEqual, to: root, .right),
        ])
        relations.layout(direction: .leftToRight)
        #expect(item.frame.width == 60 && item.frame.maxX <= 200)
    }
}
