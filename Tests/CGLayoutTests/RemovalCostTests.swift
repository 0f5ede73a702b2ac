import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Removing N children, guides or arranged elements one at a time costs O(N) in all: counted in the
/// steps of the lists that keep them (each O(1) edit counts 1, each slot moved or copied counts 1),
/// not timed. The others keep their order, and layouts after removals give the frames of the rest.
@Suite("Removal one at a time is linear")
struct RemovalCostTests {
    /// The orders of removal: first to last, last to first, and a seeded shuffle.
    enum Order: String, CaseIterable, CustomTestStringConvertible {
        case front, back, shuffled
        var testDescription: String { rawValue }
        func apply<T>(_ items: [T], seed: UInt64) -> [T] {
            switch self {
            case .front: return items
            case .back: return items.reversed()
            case .shuffled:
                // A seeded Fisher–Yates shuffle (a linear congruential generator: reproducible everywhere).
                var state = seed, shuffled = items
                for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    shuffled.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
                }
                return shuffled
            }
        }
    }

    @Test("Removing N children of a node one at a time takes at most 5 steps per child, at 1,000, 10,000 and 30,000", arguments: Order.allCases)
    func removingChildren(order: Order) throws {
        for count in [1_000, 10_000, 30_000] {
            let root = LayoutNode(name: "root")
            let children = (0..<count).map { LayoutNode(name: "c\($0)") }
            for child in children { try root.addChild(child) }
            let before = root.childListSteps
            let seed: UInt64 = 26
            print("removing \(count) children, order \(order), seed \(seed)")
            var removed = Set<ObjectIdentifier>()
            for (step, child) in order.apply(children, seed: seed).enumerated() {
                child.removeFromParent()
                removed.insert(ObjectIdentifier(child))
                #expect(child.parent == nil)
                // Half way, the others are still there, in their order.
                if step == count / 2 {
                    #expect(root.children.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init).filter { !removed.contains($0) })
                }
            }
            let steps = root.childListSteps - before
            #expect(root.children.isEmpty)
            // The first removal makes the slots from the dense array (one copy), and one read half way
            // copies the other half once: at most 5 steps per child in all.
            #expect(steps <= 5 * count, "\(steps) steps for \(count) children (\(Double(steps) / Double(count)) per child)")
        }
    }

    @Test("Removing every other arranged element one at a time: linear, and the stack lays out the rest in order")
    func removingArrangedElements() throws {
        let count = 10_000
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 5_000, height: 100), name: "root")
        let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal, filling: .equal(1), name: "stack")
        root.add(layoutGuide: stack)
        let nodes = (0..<count).map { LayoutNode(name: "n\($0)") }
        for node in nodes { try stack.addArrangedElement(node) }
        let before = stack.arrangedListSteps
        for node in nodes.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) { #expect(stack.removeArrangedElement(node)) }
        #expect(stack.arrangedListSteps - before <= 4 * count)
        #expect(!stack.removeArrangedElement(nodes[1]))        // not arranged any more
        let kept = nodes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(stack.arrangedElements.map { ObjectIdentifier($0) } == kept.map(ObjectIdentifier.init))
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 10)).layout(direction: .leftToRight)
        // 5,000 elements of 1 point from the left edge, one after another.
        #expect(kept.enumerated().allSatisfy { $0.element.frame == CGRect(x: CGFloat($0.offset), y: 0, width: 1, height: 10) })
    }

    @Test("Removing N guides of a node one at a time (each moved to another node) is linear; the rest keep their order")
    func removingGuides() {
        let count = 10_000
        let first = LayoutNode(name: "first"), second = LayoutNode(name: "second")
        let guides = (0..<count).map { LayoutGuide<LayoutNode>(name: "g\($0)") }
        for guide in guides { first.add(layoutGuide: guide) }
        let before = first.guideListSteps
        for guide in guides.prefix(count - 3) { second.add(layoutGuide: guide) }
        #expect(first.guideListSteps - before <= 4 * count)   // with the one copy that makes the slots
        #expect(first.layoutGuides.map { $0.description } == guides.suffix(3).map(\.description))
        #expect(second.layoutGuides.count == count - 3)
    }

    @Test("The list's own steps: N removals cost at most 4 per element at every size, in any order (one of them the copy that makes the slots)", arguments: Order.allCases)
    func listSteps(order: Order) {
        final class Item {}
        var perElement: [Int: Double] = [:]
        for count in [1_000, 10_000, 100_000] {
            let items = (0..<count).map { _ in Item() }
            var list = IdentityList<Item>(key: ObjectIdentifier.init)
            for item in items { list.append(item) }
            let before = list.steps
            for item in order.apply(items, seed: 7) { #expect(list.remove(ObjectIdentifier(item)) === item) }
            #expect(list.isEmpty && list.elements().isEmpty)
            perElement[count] = Double(list.steps - before) / Double(count)
        }
        print("steps per removed element, order \(order): \(perElement.sorted { $0.key < $1.key })")
        #expect(perElement.values.allSatisfy { $0 <= 4 })
    }

    @Test("Random appends, inserts, removals and reads give an array's order (seeded, small and large lists)", arguments: [UInt64(1), 2, 3, 4])
    func randomEditsMatchAnArray(seed: UInt64) {
        final class Item {}
        print("identity list property test, seed \(seed)")
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let pool = (0..<60).map { _ in Item() }
        var list = IdentityList<Item>(key: ObjectIdentifier.init)
        var model: [Item] = []
        for _ in 0..<3_000 {
            let item = pool[next(pool.count)]
            switch next(5) {
            case 0, 1:
                list.append(item)
                model.removeAll { $0 === item }
                model.append(item)
            case 2:
                let index = next(model.count + 1)
                list.insert(item, at: index)
                if let old = model.firstIndex(where: { $0 === item }) { model.remove(at: old) }
                model.insert(item, at: min(index, model.count))
            case 3:
                let removed = list.remove(ObjectIdentifier(item))
                let old = model.firstIndex { $0 === item }
                #expect((removed != nil) == (old != nil))
                if let old { model.remove(at: old) }
            default:
                #expect(list.elements().map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
            }
            #expect(list.count == model.count)
            #expect(list.contains(ObjectIdentifier(item)) == model.contains { $0 === item })
        }
        #expect(list.elements().map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
    }

    @Test("Moving an element in the list (append again, insert at an index) keeps one copy, in the new place")
    func movingKeepsOneCopy() {
        final class Item {}
        let items = (0..<5).map { _ in Item() }
        var list = IdentityList<Item>(key: ObjectIdentifier.init)
        for item in items { list.append(item) }
        list.remove(ObjectIdentifier(items[1]))
        list.append(items[0])
        list.insert(items[4], at: 0)
        list.insert(items[1], at: 2)
        #expect(list.elements().map(ObjectIdentifier.init) == [items[4], items[2], items[1], items[3], items[0]].map(ObjectIdentifier.init))
        #expect(list.count == 5)
    }

    @Test("Moving an element to the end when taking it out squeezes the holes: every element is still found in its place")
    func movingToTheEndAcrossASqueeze() {
        final class Item {}
        let items = (0..<20).map { _ in Item() }
        for move in [{ (list: inout IdentityList<Item>, item: Item) in list.append(item) },
                     { (list: inout IdentityList<Item>, item: Item) in list.insert(item, at: list.count) }] {
            var list = IdentityList<Item>(key: ObjectIdentifier.init)
            for item in items { list.append(item) }
            // 10 holes among 20 slots: taking one more out makes them more than half and squeezes them out.
            for item in items[1...10] { list.remove(ObjectIdentifier(item)) }
            let before = list.steps
            move(&list, items[11])
            #expect(list.steps - before > 9, "the move squeezed the holes out")
            let expected = [items[0]] + Array(items[12...]) + [items[11]]
            #expect(list.elements().map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
            #expect(list.count == expected.count)
            for item in expected.reversed() { #expect(list.remove(ObjectIdentifier(item)) === item) }
            #expect(list.isEmpty && list.elements().isEmpty)
        }
    }
}
