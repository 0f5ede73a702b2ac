import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Snapshots")
struct LayoutSnapshotTests {
    @Test func snapshotWritesNothingAndApplyWritesEverything() throws {
        let screen = try LayoutSchemeTests.Screen()
        let before = screen.scheme.currentSnapshot
        let snapshot = screen.scheme.snapshot(for: rect(0, 0, 200, 300))
        #expect(screen.scheme.currentSnapshot == before)
        #expect(snapshot.childSnapshots[0].frame == rect(0, 0, 200, 64))
        #expect(snapshot.childSnapshots[1].childSnapshots[1].frame == rect(0, 64, 200, 192))
        #expect(snapshot.frame == rect(0, 0, 200, 300))
        try screen.scheme.apply(snapshot: snapshot)
        #expect(screen.body.frame == rect(0, 64, 200, 192))
        #expect(screen.scheme.currentSnapshot == snapshot)
    }

    @Test func laterBlocksSeeEarlierSnapshotFramesNotStaleOnes() throws {
        let screen = try LayoutSchemeTests.Screen()
        screen.header.frame = rect(0, 0, 5, 5)   // stale value the snapshot must not use
        let snapshot = screen.scheme.snapshot(for: screen.root.bounds)
        screen.scheme.layout()
        #expect(snapshot == screen.scheme.currentSnapshot)
    }

    @Test func applyingASnapshotOfAnotherSchemeThrowsAndWritesNothing() throws {
        let first = try LayoutSchemeTests.Screen(), second = try LayoutSchemeTests.Screen()
        first.scheme.layout()
        let foreign = second.scheme.snapshot(for: rect(0, 0, 10, 10))
        let before = first.scheme.currentSnapshot
        #expect(throws: LayoutSnapshotError.elementMismatch(path: [0], element: first.header.description)) {
            try first.scheme.apply(snapshot: foreign)
        }
        #expect(first.scheme.currentSnapshot == before)
    }

    @Test func applyingASnapshotOfAnotherShapeThrowsNamingThePath() throws {
        let screen = try LayoutSchemeTests.Screen()
        let blockSnapshot = screen.header.layoutBlock().snapshot(for: rect(0, 0, 10, 10))
        #expect(throws: LayoutSnapshotError.structureMismatch(path: [], expected: "a group of 2 blocks", found: "a single block")) {
            try screen.scheme.apply(snapshot: blockSnapshot)
        }
        let partial = LayoutSnapshot(childSnapshots: [screen.scheme.currentSnapshot.childSnapshots[0], LayoutSnapshot(childSnapshots: [])])
        do {
            try screen.scheme.apply(snapshot: partial)
            Issue.record("expected an error")
        } catch {
            #expect(error == .structureMismatch(path: [1], expected: "2 blocks", found: "0"))
            #expect(error.description.contains("[1]"))
        }
    }

    @Test func concurrentSnapshotsEqualSerialOnes() async throws {
        let screen = try LayoutSchemeTests.Screen()
        let scheme = screen.scheme
        let sizes = (0..<64).map { CGSize(width: 100 + CGFloat($0) * 7, height: 200 + CGFloat($0 % 9) * 31) }
        let serial = sizes.map { scheme.snapshot(for: CGRect(origin: .zero, size: $0), direction: .leftToRight) }
        let concurrent = await withTaskGroup(of: (Int, LayoutSnapshot).self) { group in
            for (index, size) in sizes.enumerated() {
                group.addTask { (index, scheme.snapshot(for: CGRect(origin: .zero, size: size), direction: .leftToRight)) }
            }
            var results = [LayoutSnapshot?](repeating: nil, count: sizes.count)
            for await (index, snapshot) in group { results[index] = snapshot }
            return results.compactMap { $0 }
        }
        #expect(concurrent == serial)
        #expect(screen.body.frame == .zero)   // nobody wrote
    }

    @Test func theReadmeSizeThatFitsIdiomCompiles() throws {
        let screen = try LayoutSchemeTests.Screen()
        let scheme = screen.scheme
        func sizeThatFits(_ size: CGSize) -> CGSize {
            let sourceRect = CGRect(origin: .zero, size: size)
            let snapshot = scheme.snapshot(for: sourceRect)
            return snapshot.frame
        }
        #expect(sizeThatFits(CGSize(width: 300, height: 400)) == CGSize(width: 300, height: 400))
    }
}
