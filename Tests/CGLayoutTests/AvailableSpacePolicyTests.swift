import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// One policy for a NaN or infinite available space in every engine (the Bad Input article): origin 0, a
/// NaN size 0, an infinite size unbounded. The flex and relations tests check the same space.
@Suite("Available space policy: rect, stack and text")
struct AvailableSpacePolicyTests {
    @Test("Rect engine: a NaN/∞ space places a leading element at (8, 0, 100, 0) and a trailing one at the largest finite x")
    func rectEngine() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let lead = LayoutNode(name: "lead"), tail = LayoutNode(name: "tail")
        try root.addChild(lead); try root.addChild(tail)
        let scheme = LayoutScheme(blocks: [
            lead.layoutBlock(with: Layout(x: .left(8), y: .top(), width: .fixed(100), height: .scaled(1))),
            tail.layoutBlock(with: Layout(x: .right(8), y: .top(), width: .fixed(100), height: .fixed(10))),
        ])
        scheme.layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(lead.frame == BadAvailableSpace.leading)
        #expect(tail.frame.minX == BadAvailableSpace.trailingX && tail.frame.isValidLayoutFrame, "\(tail.frame)")
        // A snapshot gives the same frames.
        let snapshot = scheme.snapshot(for: BadAvailableSpace.space, direction: .leftToRight)
        #expect(snapshot.childSnapshots.map(\.frame) == [lead.frame, tail.frame])
        // A single block reads the space the same way.
        let block = lead.layoutBlock(with: .equal)
        block.layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(lead.frame == BadAvailableSpace.admitted)
    }

    @Test("Stack: a NaN/∞ space gives the stack the admitted space; its items start at its leading edge")
    func stack() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let stack = StackLayoutGuide<LayoutNode>(name: "row")
        root.add(layoutGuide: stack)
        let first = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 10), name: "first")
        try root.addChild(first)
        try stack.addArrangedElement(first)
        stack.layoutBlock(with: .equal).layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(stack.frame == BadAvailableSpace.admitted)
        #expect(first.frame.minX == 0 && first.frame.minY == 0 && first.frame.isValidLayoutFrame, "\(first.frame)")
    }

    @Test("Text: an infinite available width is unbounded, so a fitted text stays on one line")
    func text() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let title = TextNode(text: "Hello world", name: "title")     // 11 characters of 7 pt, lines of 17
        try root.addChild(title)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .left(8), y: .top(), width: .fit, height: .fit)),
        ])
        scheme.layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(title.frame == CGRect(x: 8, y: 0, width: 77, height: 17))
    }
}
