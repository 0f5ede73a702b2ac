#if CGLAYOUT_DECLARATIONS   // the declarations' text metrics and test controls
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// Snapshots computed off the main actor see what the elements captured there; writes made off it
/// reach the views on the main actor; no path touches a view off the main actor (the declarations
/// trap if one does, and Swift's isolation checks are on).
@MainActor
@Suite("Views laid out off the main actor")
struct BackgroundLayoutTests {
    /// A card: a title that wraps, a subtitle below it.
    @MainActor final class Card {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = UILabel(), subtitle = UILabel()
        let scheme: LayoutScheme
        init(title text: String) {
            title.text = text; title.numberOfLines = 0; subtitle.text = "subtitle"
            root.addSubview(title); root.addSubview(subtitle)
            scheme = LayoutScheme(blocks: [
                title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit)),
                subtitle.layoutBlock(with: Layout(x: .leading(16), y: .top(4), width: .fit, height: .fit),
                                     constraints: [title.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
        }
        var frames: [CGRect] { [title.frame, subtitle.frame] }
    }

    @Test("A snapshot in a detached task equals the layout on the main actor, in both directions and at several widths",
          arguments: [CGFloat(320), 375, 768])
    func detachedSnapshotEqualsLayout(width: CGFloat) async throws {
        let card = Card(title: "A title long enough to wrap on a narrow phone")
        let rect = CGRect(x: 0, y: 0, width: width, height: 480)
        for direction in LayoutDirection.allCases {
            card.root.frame = rect
            card.scheme.layout(direction: direction)
            let expected = card.frames
            card.scheme.captureHostState(for: rect, direction: direction)
            let scheme = card.scheme
            let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            card.title.frame = .zero; card.subtitle.frame = .zero
            try card.scheme.apply(snapshot: snapshot)
            #expect(card.frames == expected)
        }
        #expect(card.title.layoutElement.unmeasuredProposals == 0)
    }

    @Test("Off the main actor a snapshot sees the captured views: a change is seen after the next capture")
    func capturesAreWhatTheBackgroundSees() async throws {
        let card = Card(title: "Short")
        let rect = card.root.bounds, scheme = card.scheme
        card.scheme.layout()
        card.title.text = "A much longer title, which now wraps onto a second line"
        let stale = await Task.detached { scheme.snapshot(for: rect) }.value
        try card.scheme.apply(snapshot: stale)
        #expect(card.title.frame.height == 17)                  // measured before the change
        card.scheme.captureHostState(for: rect)
        let fresh = await Task.detached { scheme.snapshot(for: rect) }.value
        try card.scheme.apply(snapshot: fresh)
        #expect(card.title.frame.height == 34)
        card.scheme.layout()
        #expect(card.title.frame.height == 34)
    }

    @Test("A proposal never measured on the main actor is answered with the present size and counted")
    func unmeasuredProposalIsCounted() async {
        let card = Card(title: "A title long enough to wrap on a narrow phone")
        card.scheme.layout()
        let scheme = card.scheme, wide = CGRect(x: 0, y: 0, width: 1024, height: 480)
        _ = await Task.detached { scheme.snapshot(for: wide) }.value
        #expect(card.title.layoutElement.unmeasuredProposals > 0)
    }

    @Test("layout() called off the main actor reaches the views on the main actor, and a later main-actor write wins")
    func offMainWritesAreDelivered() async throws {
        let card = Card(title: "Title")
        card.scheme.layout()
        let expected = card.frames
        card.title.frame = .zero; card.subtitle.frame = .zero
        card.scheme.captureHostState(for: card.root.bounds)
        let scheme = card.scheme
        await Task.detached { scheme.layout() }.value
        #expect(card.title.layoutElement.hasPendingWrites || card.frames == expected)
        try await waitOnMainActor { card.frames == expected }
        #expect(!card.title.layoutElement.hasPendingWrites)

        let title = card.title.layoutElement
        await Task.detached { title.frame = CGRect(x: 1, y: 1, width: 1, height: 1) }.value
        card.title.layoutElement.frame = CGRect(x: 2, y: 2, width: 2, height: 2)   // on the main actor: written now
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(card.title.frame == CGRect(x: 2, y: 2, width: 2, height: 2))
    }

    @Test("Snapshots from many tasks while the main actor lays out and edits: every one is a valid layout, nothing traps")
    func concurrentSnapshots() async {
        let card = Card(title: "A title long enough to wrap on a narrow phone")
        let narrow = CGRect(x: 0, y: 0, width: 320, height: 480), wide = CGRect(x: 0, y: 0, width: 768, height: 480)
        card.scheme.captureHostState(for: narrow); card.scheme.captureHostState(for: wide)
        let expected = [narrow, wide].map { rect in card.scheme.snapshot(for: rect) }
        let scheme = card.scheme
        await withTaskGroup(of: [LayoutSnapshot].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<50).map { scheme.snapshot(for: $0.isMultiple(of: 2) ? narrow : wide) } }
            }
            for round in 0..<50 {
                card.root.frame = round.isMultiple(of: 2) ? narrow : wide
                card.scheme.layout()
                await Task.yield()
            }
            for await snapshots in group {
                for (index, snapshot) in snapshots.enumerated() { #expect(snapshot == expected[index % 2]) }
            }
        }
    }

    @Test("A view read off the main actor traps (the declarations' and Swift's run-time checks are on)")
    func viewReadOffTheMainActorTraps() async {
        await #expect(processExitsWith: .failure) {
            let view = await MainActor.run { UIView(frame: .zero) }
            let read: @MainActor (UIView) -> CGRect = { $0.frame }
            // What no code of the adapters does: call main-actor code from another thread.
            let unchecked = unsafeBitCast(read, to: ((UIView) -> CGRect).self)
            _ = await Task.detached { unchecked(view) }.value
        }
    }
}
#endif
