import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Right-to-left", .serialized)
struct RTLTests {
    func scene() throws -> (LayoutNode, LayoutNode, LayoutScheme) {
        let root = LayoutNode(frame: rect(0, 0, 300, 100))
        let node = LayoutNode()
        try root.addChild(node)
        let scheme = LayoutScheme(blocks: [node.layoutBlock(with: Layout(x: .leading(10), y: .top(), width: 50, height: 20))])
        return (root, node, scheme)
    }

    @Test func twoDirectionsSideBySideWithoutTouchingTheGlobal() throws {
        let (root, _, scheme) = try scene()
        defer { withExtendedLifetime(root) {} }
        let ltr = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        let rtl = scheme.snapshot(for: root.bounds, direction: .rightToLeft)
        #expect(ltr.childSnapshots[0].frame == rect(10, 0, 50, 20))
        #expect(rtl.childSnapshots[0].frame == rect(240, 0, 50, 20))
        #expect(CGLConfiguration.default.isRTLMode == false)
    }

    /// Flips the process-wide switch, so it runs in a process of its own: every other test reads
    /// the global when it lays out, and in this process they run in parallel.
    @Test func theGlobalIsReadWhenLayoutRunsSoExistingSchemesFlip() async {
        await #expect(processExitsWith: .success) {
            let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100)), node = LayoutNode()
            try root.addChild(node)
            let scheme = LayoutScheme(blocks: [node.layoutBlock(with: Layout(x: .leading(10), y: .top(), width: 50, height: 20))])
            scheme.layout()
            #expect(node.frame.minX == 10)
            CGLConfiguration.default.isRTLMode = true
            scheme.layout()
            #expect(node.frame.minX == 240)
            #expect(LayoutDirection.current == .rightToLeft)
        }
    }
}
