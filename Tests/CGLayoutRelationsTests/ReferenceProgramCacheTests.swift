import BaseTestSupport
import CGLayout
@testable import CGLayoutRelations
import Foundation
import Testing

/// The process-wide cache of component shapes' reference programs: what a fresh layout takes from it, what it keys
/// programs by, its bounds, and its use from several tasks at once. Each test gives its layouts a cache of their own
/// (`RelationLayout.referencePrograms`), so what it counts is theirs alone.
@Suite("Relations: reference programs kept across layouts")
struct ReferenceProgramCacheTests {
    /// A box in a 400 × 400 screen at (10, 20), 100 wide, at least `least` tall and `preferred` tall at low priority:
    /// its height is solved by a linear program (an inequality and a weak equality), max(least, preferred).
    /// A box, its screen (kept here: a layout holds its container weakly) and their relations.
    struct Placed {
        let screen: LayoutNode
        let relations: RelationLayout
        let box: LayoutNode
    }

    static func box(least: CGFloat, preferred: CGFloat, cache: ReferencePrograms) throws -> Placed {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "screen")
        let box = LayoutNode(name: "box")
        try screen.addChild(box)
        let relations = RelationLayout(container: screen)
        relations.referencePrograms = cache
        relations.activate([box.constraint(.left, to: screen, .left, constant: 10), box.constraint(.top, to: screen, .top, constant: 20),
                            box.constraint(.width, constant: 100),
                            box.constraint(.height, .greaterThanOrEqual, constant: least),
                            box.constraint(.height, constant: preferred, priority: .defaultLow)])
        return Placed(screen: screen, relations: relations, box: box)
    }

    static func bits(_ rect: CGRect) -> [UInt64] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
    }

    @Test("A fresh layout takes the program an earlier layout built, and finds the same bits (seeded constants)")
    func keptProgramGivesFreshBits() throws {
        let seed: UInt64 = 0x2E7E_2E4C
        print("ReferenceProgramCacheTests.keptProgramGivesFreshBits seed \(seed)")
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let least = CGFloat(Double(random.next() % 10_000) / 64), preferred = CGFloat(Double(random.next() % 10_000) / 64)
            let cache = ReferencePrograms(capacity: 8, wordLimit: 1 << 12, largestKey: 1 << 10)
            let first = try Self.box(least: least, preferred: preferred, cache: cache), firstBox = first.box
            first.relations.layout(direction: .leftToRight)
            #expect(cache.counts.misses == 1 && cache.counts.hits == 0 && cache.counts.shapes == 1, "the first layout builds and keeps it")
            let second = try Self.box(least: least, preferred: preferred, cache: cache), secondBox = second.box
            second.relations.layout(direction: .leftToRight)
            #expect(cache.counts.hits == 1 && cache.counts.shapes == 1, "a fresh layout of the same shape takes it")
            #expect(Self.bits(secondBox.frame) == Self.bits(firstBox.frame))
            #expect(firstBox.frame == CGRect(x: 10, y: 20, width: 100, height: max(least, preferred)))
            // A later change moves the kept program to new values, as a program built here would be.
            for placed in [first, second] {
                placed.relations.activate([placed.box.constraint(.height, .lessThanOrEqual, constant: least + 1)])
                placed.relations.layout(direction: .leftToRight)
            }
            #expect(Self.bits(secondBox.frame) == Self.bits(firstBox.frame))
            #expect(firstBox.frame.height == min(least + 1, max(least, preferred)))
        }
    }

    @Test("Shapes that differ in one bit of a constant keep a program each (the key is compared in full)")
    func oneBitApartShapesDoNotShare() throws {
        let cache = ReferencePrograms(capacity: 8, wordLimit: 1 << 12, largestKey: 1 << 10)
        // Not within rounding noise of a multiple of 1/1024 (which the solution would be snapped to).
        let least: CGFloat = 52.3, other = CGFloat(Double(52.3).nextUp)
        let first = try Self.box(least: least, preferred: 44, cache: cache), firstBox = first.box
        first.relations.layout(direction: .leftToRight)
        let second = try Self.box(least: other, preferred: 44, cache: cache), secondBox = second.box
        second.relations.layout(direction: .leftToRight)
        #expect(cache.counts.shapes == 2 && cache.counts.hits == 0)
        #expect(Double(firstBox.frame.height).bitPattern == Double(least).bitPattern)
        #expect(Double(secondBox.frame.height).bitPattern == Double(other).bitPattern)
    }

    static func key(_ first: UInt64, words: Int) -> ReferencePrograms.Key {
        ReferencePrograms.Key(words: [first] + Array(repeating: 7, count: words - 1))
    }

    @Test("The cache keeps at most its number of shapes and of words, oldest dropped first, and never a key over the largest")
    func boundsAreKept() {
        let cache = ReferencePrograms(capacity: 3, wordLimit: 50, largestKey: 20)
        for index in 0..<5 { cache.insert(nil, for: Self.key(UInt64(index), words: 5)) }
        #expect(cache.counts.shapes == 3 && cache.counts.words == 15)
        #expect(cache.entry(for: Self.key(0, words: 5)) == nil && cache.entry(for: Self.key(1, words: 5)) == nil)
        #expect(cache.entry(for: Self.key(2, words: 5)) != nil && cache.entry(for: Self.key(4, words: 5)) != nil)
        for index in 10..<13 { cache.insert(nil, for: Self.key(UInt64(index), words: 20)) }
        #expect(cache.counts.words <= 50 && cache.counts.shapes == 2, "two keys of 20 words: \(cache.counts)")
        #expect(cache.entry(for: Self.key(12, words: 20)) != nil && cache.entry(for: Self.key(10, words: 20)) == nil)
        cache.insert(nil, for: Self.key(99, words: 21))
        #expect(cache.entry(for: Self.key(99, words: 21)) == nil, "a key over the largest is not kept")
        // Many more than it holds: the bounds stay.
        for index in 100..<1_100 { cache.insert(nil, for: Self.key(UInt64(index), words: 1 + index % 20)) }
        #expect(cache.counts.shapes <= 3 && cache.counts.words <= 50)
        #expect(cache.entry(for: Self.key(1_099, words: 1 + 1_099 % 20)) != nil, "the newest is kept")
    }

    @Test("Layouts on several tasks at once share the cache: each gives the arithmetic's frames, each shape is kept once")
    func sharedAcrossTasks() async throws {
        let cache = ReferencePrograms(capacity: 16, wordLimit: 1 << 14, largestKey: 1 << 10)
        let shapes: [(CGFloat, CGFloat)] = [(44, 30), (20, 61.5), (33.25, 33.5), (70, 12)]
        let results = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<10 {
                        let (least, preferred) = shapes[(task + round) % shapes.count]
                        guard let placed = try? Self.box(least: least, preferred: preferred, cache: cache) else { return -1 }
                        placed.relations.layout(direction: .leftToRight)
                        if placed.box.frame != CGRect(x: 10, y: 20, width: 100, height: max(least, preferred)) { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: 0, count: 8))
        let counts = cache.counts
        #expect(counts.shapes == shapes.count)
        #expect(counts.hits + counts.misses == 80, "one look-up per layout: \(counts)")
        #expect(counts.misses >= shapes.count && counts.hits >= 80 - 8 * shapes.count)
    }
}
