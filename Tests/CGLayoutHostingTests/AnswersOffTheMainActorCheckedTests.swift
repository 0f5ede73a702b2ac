import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// Sizes a view answered off the main actor are checked on the main actor whatever they were used for: a
/// measurement (an adaptive scheme's `sizeThatFits`) at the next write in the view's tree, a snapshot's by its
/// apply — however many snapshots were prefetched, and whatever the main actor measured in between.
@MainActor
@Suite("Sizes answered off the main actor are checked")
struct AnswersOffTheMainActorCheckedTests {
    /// The caption before and after its silent edit: 12 characters (84 × 17), then 2 (14 × 17).
    nonisolated static let caption = "Hello world!", edited = "Hi"

    /// A screen `width` wide and 200 high: a caption as wide as its text (7 points a character, 17-point lines)
    /// and a 20 × 20 badge in the far bottom corner. The adaptive scheme sets the caption 24 points in from the
    /// leading and top edges on a screen 400 or more wide, else 16; the plain scheme 16 at every width.
    @MainActor
    struct Screen {
        let root: TreeHost, caption = TreeHost(name: "caption"), badge = TreeHost(name: "badge")
        let text = LockedText(AnswersOffTheMainActorCheckedTests.caption)
        let captionScheme: AdaptiveScheme, plainScheme: LayoutScheme, badgeScheme: LayoutScheme

        init(width: CGFloat) {
            root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "root")
            let text = text
            caption.measure = { MonospacedTextMeasurer().size(of: text.text, fitting: $0.width, numberOfLines: 0) }
            root.add(caption)
            root.add(badge)
            let caption = caption
            func captionAt(_ inset: CGFloat) -> LayoutScheme {
                LayoutScheme(blocks: [caption.layoutBlock(with: Layout(x: .leading(inset), y: .top(inset), width: .fit, height: .fit))])
            }
            captionScheme = AdaptiveScheme(container: root.layoutElement, variants: [
                .init("wide", when: .width(atLeast: 400), scheme: captionAt(24)), .init("narrow", scheme: captionAt(16)),
            ])
            plainScheme = captionAt(16)
            badgeScheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .trailing(16), y: .bottom(16), width: .fixed(20), height: .fixed(20)))])
        }

        var bounds: CGRect { root.layoutElement.bounds }
        var issues: [LayoutIssue.Kind] { caption.layoutElement.layoutIssues }
    }

    /// The caption's inset on a screen `width` wide: the adaptive scheme's, or the plain scheme's (`adaptive` false).
    static func inset(_ width: CGFloat, adaptive: Bool = true) -> CGFloat { adaptive && width >= 400 ? 24 : 16 }

    /// The caption's frame on a screen `width` wide, as wide as `text`.
    static func captionFrame(width: CGFloat, text: String, direction: LayoutDirection, adaptive: Bool = true) -> CGRect {
        let inset = inset(width, adaptive: adaptive), size = CGSize(width: 7 * CGFloat(text.count), height: 17)
        let x = direction == .rightToLeft ? width - inset - size.width : inset
        return CGRect(origin: CGPoint(x: x, y: inset), size: size)
    }

    /// The badge's frame on a screen `width` wide.
    static func badgeFrame(width: CGFloat, direction: LayoutDirection) -> CGRect {
        CGRect(x: direction == .rightToLeft ? 16 : width - 16 - 20, y: 200 - 16 - 20, width: 20, height: 20)
    }

    /// The stale size the caption reports for its proposal on a screen `width` wide (the room past its leading
    /// inset, the screen's height): the old caption's size used, the edited one's measured.
    static func stale(width: CGFloat, adaptive: Bool = true) -> LayoutIssue.Kind {
        let inset = inset(width, adaptive: adaptive)
        return .staleMeasurement(proposal: CGSize(width: width - inset, height: 200),
                          used: CGSize(width: 84, height: 17), measured: CGSize(width: 14, height: 17))
    }

    @Test("An adaptive scheme measured off the main actor after the caption changed without a word: the size it gives (the old caption's) is reported at the next write on the main actor in the caption's tree",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func adaptiveSizeThatFitsOffTheMainActor(width: CGFloat, direction: LayoutDirection) async {
        let screen = Screen(width: width)
        let captionScheme = screen.captionScheme, inset = Self.inset(width)
        let other: LayoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
        // Laid out in the other direction on the main actor: the caption measured and kept (no variant kept for this one).
        captionScheme.layout(in: screen.bounds, direction: other)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.caption, direction: other))
        screen.text.text = Self.edited                                 // nobody says so
        let size = screen.bounds.size
        let measured = await Task.detached { captionScheme.sizeThatFits(size, direction: direction) }.value
        // From the old caption's size, the only one kept: the far corner of its frame.
        #expect(measured == CGSize(width: direction == .rightToLeft ? width - inset : inset + 84, height: inset + 17))
        #expect(screen.issues.isEmpty)                                // nothing written yet
        // The badge written on the main actor: a write in the caption's tree, which measures nothing.
        screen.badgeScheme.layout(direction: direction)
        #expect(screen.badge.frame == Self.badgeFrame(width: width, direction: direction))
        #expect(screen.issues == [Self.stale(width: width)])
        #expect(screen.root.layoutRequests == 1)                      // the caption's super host asked to lay out again
        // That pass, on the main actor, measures the edited caption and clears the report.
        captionScheme.layout(in: screen.bounds, direction: direction)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.edited, direction: direction))
        #expect(screen.issues.isEmpty)
    }

    @Test("Snapshots prefetched off the main actor for two screen sizes after the caption changed without a word: one applied, then the screen resized and laid out on the main actor, then the other applied — each apply reports the stale size it writes from",
          arguments: [(CGFloat(320), CGFloat(414)), (414, 320)], [LayoutDirection.leftToRight, .rightToLeft])
    func twoPrefetchedSnapshots(sizes: (CGFloat, CGFloat), direction: LayoutDirection) async throws {
        let (width, next) = sizes
        let screen = Screen(width: width)
        let scheme = screen.plainScheme
        // Both sizes laid out on the main actor: the caption measured at both, kept.
        screen.root.frame.size.width = next
        scheme.layout(direction: direction)
        screen.root.frame.size.width = width
        scheme.layout(direction: direction)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.caption, direction: direction, adaptive: false))
        screen.text.text = Self.edited                                 // nobody says so
        let here = screen.bounds, there = CGRect(x: 0, y: 0, width: next, height: 200)
        async let forHere = Task.detached { scheme.snapshot(for: here, direction: direction) }.value
        async let forThere = Task.detached { scheme.snapshot(for: there, direction: direction) }.value
        let (first, second) = await (forHere, forThere)
        try scheme.apply(snapshot: first)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.caption, direction: direction, adaptive: false))
        #expect(screen.issues == [Self.stale(width: width, adaptive: false)])
        // The screen turns and a pass on the main actor lays it out at the new size, measuring the caption there.
        screen.root.frame.size.width = next
        scheme.layout(direction: direction)
        #expect(screen.caption.frame == Self.captionFrame(width: next, text: Self.edited, direction: direction, adaptive: false))
        #expect(screen.issues.isEmpty)
        // The snapshot prefetched for that size arrives late: it writes the old caption's size, and says so.
        try scheme.apply(snapshot: second)
        #expect(screen.caption.frame == Self.captionFrame(width: next, text: Self.caption, direction: direction, adaptive: false))
        #expect(screen.issues == [Self.stale(width: next, adaptive: false)])
        scheme.layout(direction: direction)
        #expect(screen.caption.frame == Self.captionFrame(width: next, text: Self.edited, direction: direction, adaptive: false))
        #expect(screen.issues.isEmpty)
    }

    @Test("A snapshot prefetched off the main actor, then many more computed and thrown away: the one kept still has its stale size reported when applied",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func prefetchedSnapshotOutlivesThrownAwayOnes(width: CGFloat, direction: LayoutDirection) async throws {
        let screen = Screen(width: width)
        let scheme = screen.plainScheme
        scheme.layout(direction: direction)
        screen.text.text = Self.edited                                 // nobody says so
        let bounds = screen.bounds
        let kept = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        // Snapshots computed and dropped (a scroll's prefetches that never landed), more than an element keeps answers for.
        let thrownAway = 100
        let frames = await Task.detached {
            (0..<thrownAway).map { _ in scheme.snapshot(for: bounds, direction: direction).frame }
        }.value
        #expect(frames.count == thrownAway)
        try scheme.apply(snapshot: kept)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.caption, direction: direction, adaptive: false))
        #expect(screen.issues == [Self.stale(width: width, adaptive: false)])
        #expect(screen.root.layoutRequests == 1)
        scheme.layout(direction: direction)
        #expect(screen.caption.frame == Self.captionFrame(width: width, text: Self.edited, direction: direction, adaptive: false))
        #expect(screen.issues.isEmpty)
    }
}
