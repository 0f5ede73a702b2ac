import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A placeholder subclassed outside the library (the original's could not load here).
final class AvatarPlaceholder: LayoutPlaceholder<TextNode, LayoutNode>, @unchecked Sendable {
    nonisolated(unsafe) var loads = 0
    nonisolated(unsafe) var configured: [String] = []

    override func loadItem() throws -> TextNode {
        loads += 1
        return TextNode(text: "avatar \(loads)", name: "avatar")
    }

    override func itemDidLoad(_ item: TextNode) {
        configured.append(item.text)
    }
}

struct LoaderFailure: Error, CustomStringConvertible {
    var description: String { "disk is gone" }
}

@Suite("LayoutPlaceholder")
struct LayoutPlaceholderTests {
    @Test("A subclass from outside the module loads lazily, once, into the owner")
    func subclassLoadsLazily() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let placeholder = AvatarPlaceholder(name: "slot")
        root.add(layoutGuide: placeholder)
        #expect(!placeholder.isItemLoaded && placeholder.loads == 0)
        let item = try #require(placeholder.item)
        #expect(item.parent === root && placeholder.loads == 1 && placeholder.configured == ["avatar 1"])
        #expect(placeholder.item === item && placeholder.loads == 1)
    }

    @Test("Layout never loads; once loaded, the item fills the placeholder by its item layout")
    func layoutPlacesLoadedItem() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100))
        let placeholder = AvatarPlaceholder()
        root.add(layoutGuide: placeholder)
        let block = placeholder.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 80, height: 40))
        block.layout(direction: .leftToRight)
        #expect(!placeholder.isItemLoaded && placeholder.frame == rect(10, 10, 80, 40))
        #expect(block.snapshot(for: root.bounds, direction: .leftToRight).childSnapshots.isEmpty)
        let item = try #require(placeholder.item)
        placeholder.itemLayout = Layout(x: .center(), y: .center(), width: 20, height: 20)
        block.layout(direction: .leftToRight)
        #expect(item.frame == rect(40, 20, 20, 20))
        #expect(block.snapshot(for: root.bounds, direction: .leftToRight).childSnapshots.count == 1)
    }

    @Test("Unloading removes the item from the tree; the next access loads a new one")
    func unloadAndReload() throws {
        let root = LayoutNode()
        let placeholder = AvatarPlaceholder()
        root.add(layoutGuide: placeholder)
        let first = try #require(placeholder.item)
        placeholder.unloadItem()
        #expect(first.parent == nil && !placeholder.isItemLoaded)
        let second = try #require(placeholder.item)
        #expect(second !== first && second.text == "avatar 2" && second.parent === root)
    }

    @Test("Removing the placeholder removes its item; adding it again brings the item back")
    func ownerChanges() throws {
        let root = LayoutNode()
        let placeholder = AvatarPlaceholder()
        root.add(layoutGuide: placeholder)
        let item = try #require(placeholder.item)
        placeholder.removeFromSuperElement()
        #expect(item.parent == nil)
        root.add(layoutGuide: placeholder)
        #expect(item.parent === root && placeholder.loads == 1)
    }

    @Test("NodePlaceholder loads with a closure and configures after loading")
    func nodePlaceholder() throws {
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        let details = NodePlaceholder<TextNode>(name: "details", load: { TextNode(text: "Loaded lazily") },
                                                didLoad: { $0.numberOfLines = 1 })
        root.add(layoutGuide: details)
        let node = try details.loadItemIfNeeded()
        #expect(node.numberOfLines == 1 && node.parent === root)
        #expect(details.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 91, height: 17))
    }

    @Test("A failing loader gives a typed error naming the placeholder, and can be retried")
    func failingLoader() throws {
        let attempts = Counter()
        let root = LayoutNode()
        let placeholder = NodePlaceholder<LayoutNode>(name: "broken", load: {
            if attempts.increment() == 1 { throw LoaderFailure() }
            return LayoutNode(name: "second try")
        })
        root.add(layoutGuide: placeholder)
        #expect(throws: LayoutPlaceholderError.loadFailed(placeholder: placeholder.description, reason: "disk is gone")) {
            try placeholder.loadItemIfNeeded()
        }
        #expect(placeholder.loadError != nil && !placeholder.isItemLoaded)
        #expect(placeholder.item?.name == "second try")
        #expect(placeholder.loadError == nil)
    }

    @Test("The base class without a loader reports noLoader; an item that would make a cycle is refused")
    func noLoaderAndCycle() throws {
        let root = LayoutNode(name: "root")
        let bare = LayoutPlaceholder<LayoutNode, LayoutNode>(name: "bare")
        root.add(layoutGuide: bare)
        #expect(bare.item == nil)
        #expect(bare.loadError == .noLoader(placeholder: bare.description))

        let child = LayoutNode(name: "child")
        try root.addChild(child)
        let cyclic = NodePlaceholder<LayoutNode>(name: "cyclic", load: { root })
        child.add(layoutGuide: cyclic)
        #expect(cyclic.item == nil)
        guard case .tree(_, .cycle)? = cyclic.loadError else {
            Issue.record("expected a tree error, got \(String(describing: cyclic.loadError))")
            return
        }
    }
}

/// A thread-safe counter for loader closures.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
