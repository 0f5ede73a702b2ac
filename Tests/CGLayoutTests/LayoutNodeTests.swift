import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("LayoutNode tree and coordinate conversion")
struct LayoutNodeTests {
    @Test func addInsertRemoveKeepOrderAndParent() throws {
        let root = LayoutNode(name: "root")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
        try root.addChild(a)
        try root.addChild(c)
        try root.insertChild(b, at: 1)
        #expect(root.children.map(\.name) == ["a", "b", "c"])
        #expect(b.parent === root)
        #expect(b.superElement === root)
        b.removeFromParent()
        #expect(root.children.map(\.name) == ["a", "c"])
        #expect(b.parent == nil)
        b.removeFromSuperElement() // already a root: nothing happens
        #expect(b.parent == nil)
    }

    @Test func insertIndexIsClampedAndMovingReparents() throws {
        let first = LayoutNode(name: "first"), second = LayoutNode(name: "second")
        let x = LayoutNode(name: "x"), y = LayoutNode(name: "y")
        try first.insertChild(x, at: -5)
        try first.insertChild(y, at: 99)
        #expect(first.children.map(\.name) == ["x", "y"])
        try second.addChild(x)
        #expect(first.children.map(\.name) == ["y"])
        #expect(x.parent === second)
    }

    @Test func addingAnAncestorThrowsACycleErrorNamingBoth() throws {
        let root = LayoutNode(name: "root"), child = LayoutNode(name: "child")
        try root.addChild(child)
        #expect(throws: LayoutTreeError.self) { try child.addChild(root) }
        #expect(throws: LayoutTreeError.self) { try root.addChild(root) }
        do {
            try child.addChild(root)
        } catch {
            #expect(error.description.contains("\"root\""))
            #expect(error.description.contains("\"child\""))
        }
        #expect(root.parent == nil)
        #expect(root.children.count == 1)
    }

    @Test func boundsHaveTheirOwnOriginAndFollowFrameSize() {
        let node = LayoutNode(frame: rect(10, 20, 100, 50))
        #expect(node.bounds == rect(0, 0, 100, 50))
        node.bounds = rect(0, 30, 80, 40)
        #expect(node.frame == rect(10, 20, 80, 40))
        #expect(node.layoutBounds == rect(0, 30, 80, 40))
    }

    @Test func defaultSizeThatFitsIsTheCurrentSize() {
        let node = LayoutNode(frame: rect(0, 0, 12, 34))
        #expect(node.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 12, height: 34))
    }

    @Test func conversionWorksAcrossBranchesAndScrolledBounds() throws {
        let root = LayoutNode(frame: rect(0, 0, 400, 400))
        let left = LayoutNode(frame: rect(10, 10, 100, 100))
        let right = LayoutNode(frame: rect(100, 0, 200, 200))
        right.bounds.origin = CGPoint(x: 0, y: 30)   // scrolled down by 30
        let leaf = LayoutNode(frame: rect(5, 5, 10, 10))
        try root.addChild(left); try root.addChild(right); try left.addChild(leaf)

        #expect(left.convert(point: .zero, to: right) == CGPoint(x: -90, y: 40))
        #expect(right.convert(point: .zero, from: left) == CGPoint(x: -90, y: 40))
        #expect(leaf.convert(point: CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 16))
        #expect(root.convert(rect: rect(16, 16, 3, 3), to: leaf) == rect(1, 1, 3, 3))
        #expect(leaf.convert(rect: rect(0, 0, 10, 10), to: right) == rect(-85, 45, 10, 10))
        #expect(right.convert(rect: rect(-85, 45, 10, 10), to: leaf) == rect(0, 0, 10, 10))
        #expect(leaf.convert(rect: rect(0, 0, 10, 10), from: leaf) == rect(0, 0, 10, 10))
    }

    @Test func treeDescriptionIndentsByDepth() throws {
        let root = LayoutNode(frame: rect(0, 0, 10, 10), name: "root")
        try root.addChild(LayoutNode(frame: rect(1, 2, 3, 4), name: "child"))
        #expect(root.treeDescription() == "LayoutNode \"root\" (0.0, 0.0, 10.0, 10.0)\n  LayoutNode \"child\" (1.0, 2.0, 3.0, 4.0)")
    }

    @Test func inLayoutTimeReadsTheCurrentValues() throws {
        let root = LayoutNode(frame: rect(0, 0, 50, 50))
        let node = LayoutNode(frame: rect(1, 2, 3, 4))
        try root.addChild(node)
        let view = node.inLayoutTime
        #expect(view.frame == rect(1, 2, 3, 4))
        #expect(view.bounds == rect(0, 0, 3, 4))
        #expect(view.superElement === root)
    }
}
