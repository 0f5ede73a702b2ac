import CGLayout
import Foundation
import Testing

/// An element's list of intrinsic-size observers: each observer once, removed ones and freed ones not
/// told, in constant time per add however many there are.
@Suite("Intrinsic-size observer lists")
struct IntrinsicSizeObserversTests {
    private final class Counting: IntrinsicSizeObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var storedCount = 0
        var count: Int { lock.withLock { storedCount } }
        func intrinsicSizeDidChange(of element: any LayoutElement) { lock.withLock { storedCount += 1 } }
    }

    @Test("Added twice, told once; removed, not told; freed, dropped; 2,000 observers each told once")
    func addRemoveFreeMany() {
        let list = IntrinsicSizeObservers()
        let node = LayoutNode(name: "node")
        let kept = Counting(), removed = Counting()
        list.add(kept)
        list.add(kept)
        list.add(removed)
        list.remove(removed)
        // Observers freed before the next change (their entries are dropped when the list grows).
        for _ in 0..<20 { list.add(Counting()) }
        let many = (0..<2_000).map { _ in Counting() }
        for observer in many { list.add(observer) }
        list.add(kept)
        list.notify(node)
        #expect(kept.count == 1)
        #expect(removed.count == 0)
        #expect(many.allSatisfy { $0.count == 1 })
        // Removing one of many leaves the others.
        list.remove(many[1_000])
        list.notify(node)
        #expect(kept.count == 2 && many[1_000].count == 1 && many[1_999].count == 2 && many[0].count == 2)
        #expect(!list.isEmpty)
    }
}
