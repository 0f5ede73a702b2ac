import CGLayout
@testable import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

// The real adapter products are built in every target's search path with the SDK declaration
// modules next to them; a target that did not ask for the declarations must not see an SDK.
#if canImport(UIKit) && !canImport(Darwin)
#error("a declaration module is visible as UIKit to a target that did not alias it")
#endif
#if canImport(AppKit) && !canImport(Darwin)
#error("a declaration module is visible as AppKit to a target that did not alias it")
#endif

/// `HostElement` on a host tree of the test's own: one element per host, live on the main actor,
/// captured elsewhere — on every platform.
@MainActor
@Suite("Host elements")
struct HostElementTests {
    /// A screen of sprites and its scheme: a title measured as 7 points a character, 17 a line.
    func screen(width: CGFloat = 320) -> (root: TreeHost, title: TreeHost, badge: TreeHost, scheme: LayoutScheme) {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "root")
        let title = TreeHost(name: "title"), badge = TreeHost(name: "badge")
        title.measure = { MonospacedTextMeasurer().size(of: "A title that wraps at narrow widths", fitting: $0.width, numberOfLines: 0) }
        root.add(title); root.add(badge)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(64), height: .fit)),
            badge.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: 24, height: 24)),
        ])
        return (root, title, badge, scheme)
    }

    @Test("One element per host, made once; it reads the host's state")
    func identity() {
        let sprite = TreeHost(frame: CGRect(x: 1, y: 2, width: 3, height: 4), name: "s")
        #expect(sprite.layoutElement === sprite.layoutElement)
        #expect(HostElement.element(for: sprite) === sprite.layoutElement)
        #expect(sprite.layoutElement.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(sprite.layoutElement.description == "TreeHost \"s\" (1.0, 2.0, 3.0, 4.0)")
    }

    @Test("The element table lets go of freed hosts' entries as it grows")
    func registrySweeps() {
        HostElementRegistry.sweep()
        let before = HostElementRegistry.count
        for _ in 0..<1000 { _ = TreeHost().layoutElement }        // each sprite is freed at once
        #expect(HostElementRegistry.count < before + 1000)
        HostElementRegistry.sweep()
        #expect(HostElementRegistry.count == before)
    }

    @Test("The list of elements waiting for a write holds them weakly: a host out of the window, measured in another task and then freed, leaves nothing listed")
    func waitingListLetsGo() async {
        let panel = TreeHost(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "panel")
        var label: TreeHost? = TreeHost(name: "label")
        label!.measure = { _ in CGSize(width: 30, height: 10) }
        panel.add(label!)
        weak let weakElement = label!.layoutElement
        let id = ObjectIdentifier(label!.layoutElement)
        _ = label!.layoutElement.sizeThatFits(CGSize(width: 100, height: 0))        // measured live, kept
        await Task.detached { [element = label!.layoutElement] in _ = element.sizeThatFits(CGSize(width: 100, height: 0)) }.value
        // Answered outside a snapshot: listed until a write in its tree (the panel's, which is out of any window).
        #expect(HostElement.unsettled.withLock { $0.ids.contains(id) })
        label!.removeFromLayoutSuperHost()
        label = nil
        HostElementRegistry.sweep()
        #expect(weakElement == nil)                                              // the list did not keep it
        #expect(!HostElement.unsettled.withLock { $0.ids.contains(id) })
        withExtendedLifetime(panel) {}
    }

    @Test("A freed host's element has no super element: its block is skipped, on and off the main actor")
    func freedHost() async {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var child: TreeHost? = TreeHost()
        root.add(child!)
        let element = child!.layoutElement
        let block = element.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10))
        #expect(block.isActive)
        root.removeFromLayoutSuperHost()
        child!.removeFromLayoutSuperHost()
        child = nil
        #expect(!element.hostExists && element.superElement == nil && !block.isActive)
        let offMain = await Task.detached { element.superElement == nil }.value
        #expect(offMain)
        block.layout()                                           // writes nothing, traps nowhere
    }

    @Test("Layout on the main actor gives the frames of the same scheme on nodes, at several widths and in both directions",
          arguments: [CGFloat(240), 320, 768])
    func layoutEqualsNodes(width: CGFloat) throws {
        for direction in LayoutDirection.allCases {
            let (root, title, badge, scheme) = screen(width: width)
            scheme.layout(direction: direction)
            let nodeRoot = LayoutNode(frame: root.frame)
            let nodeTitle = TextNode(text: "A title that wraps at narrow widths"), nodeBadge = LayoutNode()
            try nodeRoot.addChild(nodeTitle); try nodeRoot.addChild(nodeBadge)
            LayoutScheme(blocks: [
                nodeTitle.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(64), height: .fit)),
                nodeBadge.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: 24, height: 24)),
            ]).layout(direction: direction)
            #expect(title.frame == nodeTitle.frame && badge.frame == nodeBadge.frame)
        }
    }

    @Test("A snapshot in another task equals the main actor's layout after a capture; before it, it sees the last pass")
    func captureThenSnapshot() async throws {
        let (root, title, _, scheme) = screen()
        scheme.layout()
        let narrow = title.frame
        root.frame.size.width = 600                              // the host changed; no pass saw it yet
        let bounds = CGRect(x: 0, y: 0, width: 600, height: 200)
        let before = title.measurements
        _ = await Task.detached { scheme.snapshot(for: bounds) }.value
        #expect(title.measurements == before)                    // measured nothing off the main actor
        #expect(title.layoutElement.unmeasuredProposals == 1)    // 536 was never measured
        scheme.captureHostState(for: bounds)
        let snapshot = await Task.detached { scheme.snapshot(for: bounds) }.value
        try scheme.apply(snapshot: snapshot)
        let applied = title.frame
        scheme.layout()
        #expect(applied == title.frame && applied != narrow)
        #expect(title.layoutElement.unmeasuredProposals == 1)
    }

    @Test("An element keeps its 16 newest measurements: one measured again stays, kept in place, and the one measured longest ago goes")
    func keptMeasurementsOldestGoes() async {
        let label = TreeHost(frame: CGRect(x: 0, y: 0, width: 100, height: 20), name: "label")
        label.measure = { CGSize(width: min($0.width, 70), height: 17) }
        let element = label.layoutElement
        let widths = (1...16).map { CGFloat($0) * 10 }            // 16 proposals: as many as are kept
        for width in widths { _ = element.sizeThatFits(CGSize(width: width, height: 100)) }
        // The first proposal measured again is the newest now; a 17th proposal makes room by the second.
        _ = element.sizeThatFits(CGSize(width: widths[0], height: 100))
        _ = element.sizeThatFits(CGSize(width: 170, height: 100))
        #expect(label.measurements == 18)
        let answers = await Task.detached { () -> [CGSize] in
            [10, 20, 30, 170].map { element.sizeThatFits(CGSize(width: $0, height: 100)) }
        }.value
        // Kept: 10, 30 and 170 answer their measured sizes; 20 was never kept since, so the present size answers.
        #expect(answers == [CGSize(width: 10, height: 17), CGSize(width: 100, height: 20), CGSize(width: 30, height: 17), CGSize(width: 70, height: 17)])
        #expect(element.unmeasuredProposals == 1)
    }

    @Test("invalidateIntrinsicSize forgets the sizes kept for other tasks")
    func invalidation() async {
        let (root, title, _, scheme) = screen()
        scheme.layout()
        title.layoutElement.invalidateIntrinsicSize()
        let bounds = root.layoutElement.bounds
        _ = await Task.detached { scheme.snapshot(for: bounds) }.value
        #expect(title.layoutElement.unmeasuredProposals == 1)
    }

    @Test("A write off the main actor waits for it; deliverPendingWrites writes it in order")
    func pendingWrites() async {
        let sprite = TreeHost(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), element = sprite.layoutElement
        await Task.detached {
            element.bounds = CGRect(x: 5, y: 5, width: 20, height: 20)
            element.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
            element.setContentSize(CGSize(width: 300, height: 400))
        }.value
        #expect(element.hasPendingWrites || sprite.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        element.deliverPendingWrites()
        #expect(!element.hasPendingWrites)
        #expect(sprite.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(sprite.boundsOrigin == CGPoint(x: 5, y: 5) && sprite.contentSize == CGSize(width: 300, height: 400))
    }

    @Test("A scroll content guide gives its host the content's extent")
    func scrollContentGuide() {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), list = TreeHost()
        root.add(list)
        let rows = (0..<10).map { _ in TreeHost() }
        for row in rows { list.add(row) }
        var previous: TreeHost?
        let blocks: [any LayoutBlockProtocol] = rows.map { row in
            defer { previous = row }
            return row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50),
                                   constraints: previous.map { [$0.layoutConstraint(for: [.bottom(.limit(on: .outer))])] } ?? [])
        }
        let guide = list.addScrollContentGuide(content: LayoutScheme(blocks: blocks))
        LayoutScheme(blocks: [list.layoutBlock(with: .equal), guide.layoutBlock(with: .equal)]).layout()
        #expect(list.contentSize == CGSize(width: 320, height: 500))
        #expect(list.layoutElement.layoutGuides.count == 1)
    }
}
