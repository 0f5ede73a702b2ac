import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("LayoutScheme")
struct LayoutSchemeTests {
    /// A header, a body below it and a footer at the bottom, in a 320×480 root.
    final class Screen: Sendable {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let header = LayoutNode(name: "header")
        let body = LayoutNode(name: "body")
        let footer = LayoutNode(name: "footer")
        let scheme: LayoutScheme

        init() throws {
            for node in [header, body, footer] { try root.addChild(node) }
            scheme = LayoutScheme(blocks: [
                header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 64)),
                LayoutScheme(blocks: [
                    footer.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44)),
                    body.layoutBlock(with: .equal, constraints: [
                        header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                        footer.layoutConstraint(for: [.top(.limit(on: .outer))]),
                    ]),
                ]),
            ])
        }
    }

    @Test func blocksRunInOrderAndSeeEarlierResults() throws {
        let screen = try Screen()
        screen.scheme.layout()
        #expect(screen.header.frame == rect(0, 0, 320, 64))
        #expect(screen.footer.frame == rect(0, 436, 320, 44))
        #expect(screen.body.frame == rect(0, 64, 320, 372))
    }

    @Test func layoutInASourceRectReplacesTheContainerBounds() throws {
        let screen = try Screen()
        screen.scheme.layout(in: rect(0, 0, 200, 300))
        #expect(screen.body.frame == rect(0, 64, 200, 192))
        #expect(screen.root.frame == rect(0, 0, 320, 480))
    }

    @Test func insertAndRemoveBlocks() throws {
        let screen = try Screen()
        var scheme = screen.scheme
        #expect(scheme.blocks.count == 2)
        let extra = LayoutNode(name: "extra")
        try screen.root.addChild(extra)
        scheme.insert(block: extra.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)), at: 100)
        #expect(scheme.blocks.count == 3)
        scheme.layout()
        #expect(extra.frame == rect(0, 0, 10, 10))
        #expect(scheme.remove(blockAt: 7) == nil)
        #expect(scheme.remove(blockAt: 2) != nil)
        #expect(scheme.blocks.count == 2)
        scheme.append(block: extra.layoutBlock(with: Layout(x: .left(5), y: .top(), width: 10, height: 10)))
        scheme.layout()
        #expect(extra.frame == rect(5, 0, 10, 10))
    }

    @Test func blocksWhoseElementLeftTheTreeAreSkippedByLayoutAndSnapshot() throws {
        let screen = try Screen()
        screen.scheme.layout()
        screen.footer.removeFromParent()
        screen.footer.frame = rect(1, 1, 1, 1)
        let snapshot = screen.scheme.snapshot(for: screen.root.bounds)
        #expect(snapshot.childSnapshots[1].childSnapshots[0].isSkipped)
        screen.scheme.layout()
        #expect(screen.footer.frame == rect(1, 1, 1, 1))
        #expect(screen.body.frame == rect(0, 64, 320, 416))   // the footer constraint is inactive now
        var pruned = screen.scheme
        pruned.removeInactiveBlocks()
        #expect(pruned.currentSnapshot.childSnapshots[1].childSnapshots.count == 1)
    }

    @Test func sizeThatFitsComesFromASnapshot() throws {
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        let title = TextNode(text: "poster comment 1"), subtitle = TextNode(text: "content domain 1")
        try root.addChild(title); try root.addChild(subtitle)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: .equal, height: .equal),
                              constraints: [title.adjustLayoutConstraint(for: [.width(), .height()])]),
            subtitle.layoutBlock(with: Layout(x: .left(8), y: .top(), width: .equal, height: .equal),
                                 constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                               subtitle.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        // 16 characters: one line at 375; two lines ("poster"/"comment 1", "content"/"domain 1") at 64.
        #expect(scheme.sizeThatFits(CGSize(width: 375, height: 1000)) == CGSize(width: 120, height: 42))
        #expect(scheme.sizeThatFits(CGSize(width: 64, height: 1000)) == CGSize(width: 71, height: 76))
        #expect(title.frame == .zero)  // computing a size writes nothing
    }

    @Test func aRootCanConstrainItsOwnChildren() throws {
        let root = LayoutNode(frame: rect(10, 10, 100, 80))
        let child = LayoutNode()
        try root.addChild(child)
        child.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(0.5), height: .scaled(0.5)),
                          constraints: [root.layoutConstraint(for: [.equally])]).layout()
        #expect(child.frame == rect(0, 0, 50, 40))
    }
}
