import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A snapshot's readings (the views it asked for what they kept, checked by its apply) travel with its pass,
/// in the context every measurement gets: each snapshot has its own, whichever thread measures and however
/// many snapshots are computed at once.
@MainActor
@Suite("A snapshot's readings travel with its pass")
struct SnapshotReadingsOnThePassTests {
    /// Text a test changes without a word, read by a host's measure function on any thread.
    typealias Text = StaleMeasurementTests.Text

    /// A label measured as `text`, in 7-point characters on 17-point lines.
    func label(_ text: Text, name: String) -> TreeHost {
        let label = TreeHost(name: name)
        label.measure = { MonospacedTextMeasurer().size(of: text.text, fitting: $0.width, numberOfLines: 0) }
        return label
    }

    /// The identities of the elements `snapshot` recorded.
    func recorded(_ snapshot: LayoutSnapshot) -> Set<ObjectIdentifier> {
        Set((snapshot.readings?.elements ?? []).map { ObjectIdentifier($0) })
    }

    /// A node measured by an element whose `sizeThatFits(_:in:)` measures its part on a worker thread, handing
    /// the pass's context on (as an element that measures its parts concurrently would).
    final class WorkerMeasured: LayoutNode, @unchecked Sendable {
        let part: HostElement
        init(part: HostElement) {
            self.part = part
            super.init(name: "measured on a worker thread")
        }

        final class Result: @unchecked Sendable {
            var size = CGSize.zero
        }

        override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
            nonisolated(unsafe) let context = context
            let part = part, result = Result(), done = DispatchSemaphore(value: 0)
            let worker = Thread {
                result.size = part.sizeThatFits(size, in: context)
                done.signal()
            }
            worker.start()
            done.wait()
            return result.size
        }
    }

    @Test("Two snapshots of the same views computed at once in two detached tasks: each records exactly the views it measured, and each apply checks only those")
    func concurrentSnapshotsKeepTheirOwnReadings() async throws {
        let title = Text("Hello world!"), subtitle = Text("Subtitle")
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let titleLabel = label(title, name: "title"), subtitleLabel = label(subtitle, name: "subtitle")
        let first = TreeHost(name: "first"), second = TreeHost(name: "second")
        for host in [titleLabel, subtitleLabel, first, second] { root.add(host) }
        // The first scheme measures the title (its own block) and the subtitle (through an adjust constraint);
        // the second measures the title only.
        let one = LayoutScheme(blocks: [
            titleLabel.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit)),
            first.layoutBlock(with: Layout(x: .leading(16), y: .top(60), width: .equal, height: .equal),
                              constraints: [subtitleLabel.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        let two = LayoutScheme(blocks: [
            second.layoutBlock(with: Layout(x: .leading(16), y: .top(100), width: .equal, height: .equal),
                               constraints: [titleLabel.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        one.layout(direction: .leftToRight)
        two.layout(direction: .leftToRight)
        #expect(first.frame == CGRect(x: 16, y: 60, width: 56, height: 17))      // "Subtitle": 8 characters
        #expect(second.frame == CGRect(x: 16, y: 100, width: 84, height: 17))    // "Hello world!": 12 characters
        let bounds = root.layoutElement.bounds, rounds = 100
        let both = Set([ObjectIdentifier(titleLabel.layoutElement), ObjectIdentifier(subtitleLabel.layoutElement)])
        let titleOnly = Set([ObjectIdentifier(titleLabel.layoutElement)])
        async let ones = Task.detached { (0..<rounds).map { _ in one.snapshot(for: bounds, direction: .leftToRight) } }.value
        async let twos = Task.detached { (0..<rounds).map { _ in two.snapshot(for: bounds, direction: .leftToRight) } }.value
        let (firstSnapshots, secondSnapshots) = await (ones, twos)
        #expect(firstSnapshots.allSatisfy { recorded($0) == both })
        #expect(secondSnapshots.allSatisfy { recorded($0) == titleOnly })
        // After a silent change of the subtitle, the second scheme's apply checks only what it asked: the
        // subtitle, which it never asked, is not reported (its answers wait for the first scheme's apply).
        subtitle.text = "A longer subtitle"
        async let oneStale = Task.detached { one.snapshot(for: bounds, direction: .leftToRight) }.value
        async let twoFresh = Task.detached { two.snapshot(for: bounds, direction: .leftToRight) }.value
        let (stale, fresh) = await (oneStale, twoFresh)
        try two.apply(snapshot: fresh)
        #expect(two.issues.isEmpty, "\(two.issues)")
        #expect(subtitleLabel.layoutElement.layoutIssues.isEmpty)
        try one.apply(snapshot: stale)
        #expect(one.issues.map(\.kind) == [.staleMeasurement(proposal: CGSize(width: 320, height: 200), used: CGSize(width: 56, height: 17),
                                                              measured: CGSize(width: 119, height: 17))], "\(one.issues)")
        #expect(root.layoutRequests == 1)
    }

    @Test("A view measured on a worker thread for a snapshot's pass, through the context the pass handed on, is recorded in that snapshot and checked by its apply")
    func measuredOnAnotherThread() async throws {
        let text = Text("Hello world!")
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root"), badge = TreeHost(name: "badge")
        root.add(badge)
        // The label is out of the window: no write of the apply is in its tree, so only the snapshot's
        // readings have its answers checked.
        let panel = TreeHost(frame: CGRect(x: 0, y: 100, width: 320, height: 100), name: "panel"), part = label(text, name: "label")
        panel.add(part)
        let measured = WorkerMeasured(part: part.layoutElement)
        let scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .left(0), y: .top(16), width: .equal, height: .equal),
                                                             constraints: [measured.adjustLayoutConstraint(for: [.width(), .height()])])])
        // Measured on the main actor for the proposal the pass makes (the root's bounds), and kept; the pass on
        // the main actor reads the tree (off it, the elements answer what they kept).
        #expect(part.layoutElement.sizeThatFits(CGSize(width: 320, height: 200)) == CGSize(width: 84, height: 17))
        try await expectStaleSizeRecorded(scheme: scheme, root: root, badge: badge, panel: panel, part: part, text: text)
        withExtendedLifetime(measured) {}
    }

    /// Lays `scheme` out on the main actor (the label `part`, out of the window, measured at the root's bounds and
    /// kept: "Hello world!", 84 × 17), changes `text` without a word, computes a snapshot in a detached task and
    /// applies it: the snapshot used the kept size, recorded the label, and its apply reports the stale size.
    func expectStaleSizeRecorded(scheme: LayoutScheme, root: TreeHost, badge: TreeHost, panel: TreeHost, part: TreeHost,
                                 text: Text) async throws {
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 0, y: 16, width: 84, height: 17))
        text.text = "Hi"                                    // nobody says so
        let bounds = root.layoutElement.bounds
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        #expect(stale.frame(of: badge.layoutElement) == CGRect(x: 0, y: 16, width: 84, height: 17))   // the kept size
        #expect(recorded(stale) == [ObjectIdentifier(part.layoutElement)])
        try scheme.apply(snapshot: stale)
        #expect(part.layoutElement.layoutIssues == [.staleMeasurement(proposal: CGSize(width: 320, height: 200), used: CGSize(width: 84, height: 17),
                                                                       measured: CGSize(width: 14, height: 17))])
        #expect(panel.layoutRequests == 1)                  // the label's super host asked to lay out again
    }

    @Test("A view measured through its contentConstraint (a rect-based constraint) inside a snapshot is recorded and checked by the apply", arguments: [false, true])
    func measuredThroughContentConstraint(inElementConstraint: Bool) async throws {
        let text = Text("Hello world!")
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root"), badge = TreeHost(name: "badge")
        root.add(badge)
        // The label is out of the window: only the snapshot's readings have its answers checked.
        let panel = TreeHost(frame: CGRect(x: 0, y: 100, width: 320, height: 100), name: "panel"), part = label(text, name: "label")
        panel.add(part)
        let constraint: any LayoutConstraintProtocol = inElementConstraint
            ? root.layoutElement.layoutConstraint(for: [part.layoutElement.contentConstraint])
            : AnonymConstraint(anchors: [part.layoutElement.contentConstraint])
        let scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .left(0), y: .top(16), width: .equal, height: .equal),
                                                             constraints: [constraint])])
        try await expectStaleSizeRecorded(scheme: scheme, root: root, badge: badge, panel: panel, part: part, text: text)
    }

    /// A node whose measurement takes (and keeps) a snapshot of another scheme: a prefetch for later.
    final class Prefetching: LayoutNode, @unchecked Sendable {
        let scheme: LayoutScheme
        let rect: CGRect
        private let lock = NSLock()
        private var kept: [LayoutSnapshot] = []
        var prefetched: [LayoutSnapshot] { lock.withLock { kept } }
        init(scheme: LayoutScheme, rect: CGRect) {
            (self.scheme, self.rect) = (scheme, rect)
            super.init(name: "prefetching")
        }

        override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
            let snapshot = scheme.snapshot(for: rect, direction: context.direction)
            lock.withLock { kept.append(snapshot) }
            return CGSize(width: 30, height: 10)
        }
    }

    @Test("A snapshot computed while another is computed, and kept apart from it, carries its own readings: its own apply checks them, the other's does not")
    func snapshotTakenDuringAnotherCarriesItsOwnReadings() async throws {
        let text = Text("Hello world!"), otherText = Text("Other")
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root"), badge = TreeHost(name: "badge")
        let title = label(text, name: "title"), tag = TreeHost(name: "tag")
        for host in [title, badge, tag] { root.add(host) }
        // The kept scheme sizes the tag by a label out of the window.
        let panel = TreeHost(frame: CGRect(x: 0, y: 100, width: 320, height: 100), name: "panel"), other = label(otherText, name: "other")
        panel.add(other)
        let keptScheme = LayoutScheme(blocks: [tag.layoutBlock(with: Layout(x: .left(0), y: .top(150), width: .equal, height: .equal),
                                                               constraints: [other.layoutElement.adjustLayoutConstraint(for: [.width()])])])
        let prefetching = Prefetching(scheme: keptScheme, rect: root.layoutElement.bounds)
        let scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit)),
            badge.layoutBlock(with: Layout(x: .left(0), y: .top(60), width: .equal, height: .equal),
                              constraints: [prefetching.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        scheme.layout(direction: .leftToRight)
        keptScheme.layout(direction: .leftToRight)          // the other label measured on the main actor, kept
        otherText.text = "Other label, longer"              // nobody says so
        let bounds = root.layoutElement.bounds
        let outer = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        let kept = try #require(prefetching.prefetched.last)
        #expect(recorded(outer) == [ObjectIdentifier(title.layoutElement)])
        #expect(recorded(kept) == [ObjectIdentifier(other.layoutElement)])
        try scheme.apply(snapshot: outer)
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        #expect(other.layoutElement.layoutIssues.isEmpty)   // not asked by the applied snapshot
        try keptScheme.apply(snapshot: kept)
        #expect(other.layoutElement.layoutIssues == [.staleMeasurement(proposal: CGSize(width: 320, height: 200), used: CGSize(width: 35, height: 17),
                                                                        measured: CGSize(width: 133, height: 17))])
        #expect(panel.layoutRequests == 1)
    }
}
