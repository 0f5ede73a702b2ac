import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// Sizes a pass off the main actor answered from what the element kept: checked on the main actor,
/// reported when stale, and the super host asked to lay out again; content changes found by measuring.
@MainActor
@Suite("Stale sizes off the main actor")
struct StaleMeasurementTests {
    /// Text a test changes without a word, read on any thread.
    typealias Text = LockedText

    func screen(_ text: Text) -> (root: TreeHost, label: TreeHost, scheme: LayoutScheme) {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root"), label = TreeHost(name: "label")
        label.measure = { MonospacedTextMeasurer().size(of: text.text, fitting: $0.width, numberOfLines: 0) }
        root.add(label)
        let scheme = LayoutScheme(blocks: [label.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit))])
        return (root, label, scheme)
    }

    /// A 320-point screen with a label measured as `text` and a badge, no blocks yet.
    func labelAndBadge(_ text: Text) -> (root: TreeHost, label: TreeHost, badge: TreeHost) {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let label = TreeHost(name: "label"), badge = TreeHost(name: "badge")
        label.measure = { MonospacedTextMeasurer().size(of: text.text, fitting: $0.width, numberOfLines: 0) }
        root.add(label)
        root.add(badge)
        return (root, label, badge)
    }

    /// Changes `text` to `newText` without a word, computes a snapshot of `scheme` in another task and applies it.
    func applySnapshotAfterSilentChange(of text: Text, to newText: String, scheme: LayoutScheme, root: TreeHost) async throws {
        text.text = newText
        let bounds = root.layoutElement.bounds
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        try scheme.apply(snapshot: stale)
    }

    /// An observer that counts the changes it was told about.
    final class Observer: IntrinsicSizeObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func intrinsicSizeDidChange(of element: any LayoutElement) { lock.withLock { value += 1 } }
    }

    @Test("A measurement on the main actor that differs from the one kept tells the observers")
    func changeFoundByMeasuring() {
        let text = Text("Short")
        let (root, label, scheme) = screen(text)
        defer { withExtendedLifetime(root) {} }
        let observer = Observer()
        label.layoutElement.addIntrinsicSizeObserver(observer)
        scheme.layout(direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(observer.count == 0)
        text.text = "A much longer text that wraps onto a second line at this width"
        scheme.layout(direction: .leftToRight)
        #expect(observer.count == 1)
        #expect(label.frame.height == 34)
        #expect(!label.layoutElement.reportsEveryIntrinsicSizeChange)
    }

    @Test("A stale size used off the main actor is reported when applied, and the parent asked to lay out again")
    func staleSizeReported() async throws {
        let text = Text("A much longer text that wraps onto a second line at this width")
        let (root, label, scheme) = screen(text)
        scheme.layout(direction: .leftToRight)
        #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: 34))
        try await applySnapshotAfterSilentChange(of: text, to: "Short", scheme: scheme, root: root)                                                 // nobody says so
        #expect(label.frame.height == 34)
        // Measured at 288 by the space's height, 200: the old text's two lines (36 characters, 252 wide) against "Short".
        #expect(scheme.issues.map(\.kind) == [.staleMeasurement(proposal: CGSize(width: 288, height: 200), used: CGSize(width: 252, height: 34),
                                                                 measured: CGSize(width: 35, height: 17))])
        #expect(root.layoutRequests == 1)
        // The parent's next pass (on the main actor) puts it right and clears the report.
        scheme.layout(direction: .leftToRight)
        #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: 17))
        #expect(scheme.issues.isEmpty)
    }

    @Test("Captured sizes are not checked again; sizes kept from before the capture are")
    func capturedSizesAreTrusted() async throws {
        let text = Text("Short")
        let (root, label, scheme) = screen(text)
        scheme.layout(direction: .leftToRight)
        let measuredBefore = label.measurements
        let bounds = root.layoutElement.bounds
        scheme.captureHostState(for: bounds, direction: .leftToRight)
        #expect(label.measurements == measuredBefore + 1)
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        try scheme.apply(snapshot: snapshot)
        #expect(label.measurements == measuredBefore + 1, "applying a captured snapshot measures nothing again")
        #expect(scheme.issues.isEmpty)
        // snapshotInBackground does the same in one call.
        text.text = "A much longer text that wraps onto a second line at this width"
        let fresh = await scheme.snapshotInBackground(for: bounds, direction: .leftToRight)
        try scheme.apply(snapshot: fresh)
        #expect(label.frame.height == 34)
        #expect(scheme.issues.isEmpty)
        #expect(root.layoutRequests == 0)
    }

    @Test("A layout() off the main actor is reported as a warning; the next main-actor pass clears it")
    func layoutOffTheMainActorIsReported() async {
        let text = Text("Short")
        let (root, label, scheme) = screen(text)
        scheme.layout(direction: .leftToRight)
        await Task.detached { scheme.layout(direction: .rightToLeft) }.value
        #expect(scheme.issues.map(\.kind) == [.laidOutOffItsActor])
        #expect(scheme.issues.allSatisfy { $0.isWarning })
        for _ in 0..<10 where label.layoutElement.hasPendingWrites { await Task.yield() }
        #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: 17))
        scheme.layout(direction: .leftToRight)
        #expect(scheme.issues.isEmpty)
        #expect(root.layoutRequests == 0)
    }

    @Test("An adaptive scheme of hosts keeps no frames: a content change at the same size is laid out")
    func adaptiveSchemeOfHosts() {
        let text = Text("Short")
        let (root, label, scheme) = screen(text)
        let adaptive = AdaptiveScheme(container: root.layoutElement, variants: [.init("only", scheme: scheme)])
        adaptive.layout(direction: .leftToRight)
        #expect(label.frame.height == 17)
        text.text = "A much longer text that wraps onto a second line at this width"
        adaptive.layout(direction: .leftToRight)
        #expect(label.frame.height == 34)
    }

    @Test("A host that measures as its present size (a plain view) is never reported stale")
    func plainHostsAreNotStale() async throws {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), box = TreeHost(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        root.add(box)
        let scheme = LayoutScheme(blocks: [
            box.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .fit.then(.from(60)), height: .fit)),
        ])
        scheme.layout(direction: .leftToRight)                               // measured at 50: 60 wide
        #expect(box.frame == CGRect(x: 8, y: 8, width: 60, height: 20))
        let bounds = root.layoutElement.bounds
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .rightToLeft) }.value
        try scheme.apply(snapshot: snapshot)
        #expect(box.frame == CGRect(x: 320 - 8 - 60, y: 8, width: 60, height: 20))
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        #expect(root.layoutRequests == 0)
    }

    @Test("A label whose new text happens to measure as its present frame is still reported stale (only a size answered as the present one is taken for a plain view's)")
    func staleSizeEqualToThePresentFrame() async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        // The label's own block gives it 14 × 17; the badge is sized as the label's text (84 × 17).
        let scheme = LayoutScheme(blocks: [
            label.layoutBlock(with: Layout(x: .leading(16), y: .top(50), width: 14, height: 17)),
            badge.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .equal, height: .equal),
                              constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 84, height: 17))
        try await applySnapshotAfterSilentChange(of: text, to: "Hi", scheme: scheme, root: root)                                                          // 14 × 17, the label's frame; nobody says so
        #expect(badge.frame.size == CGSize(width: 84, height: 17))               // the old text's size, applied
        #expect(scheme.issues.filter { $0.kind.isStaleMeasurementForTests }.map(\.blockPath) == [[0], [1]], "\(scheme.issues)")   // under its own block and the badge's
        #expect(root.layoutRequests == 1)
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 14, height: 17))
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
    }

    @Test("A NaN in a proposal or a size is kept and found like any other: answered off the main actor, no change told, nothing stale")
    func nanMeasurementsAreKept() async throws {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root"), label = TreeHost(name: "label")
        label.measure = { CGSize(width: 40, height: $0.height.isNaN ? CGFloat.nan : 17) }   // a measure that passes a NaN on
        root.add(label)
        let observer = Observer()
        label.layoutElement.addIntrinsicSizeObserver(observer)
        let element = label.layoutElement, proposal = CGSize(width: 100, height: CGFloat.nan)
        // Measured twice on the main actor: the same size both times, so no change is told.
        let first = element.sizeThatFits(proposal), second = element.sizeThatFits(proposal)
        #expect(first.width == 40 && first.height.isNaN && second.width == 40 && second.height.isNaN)
        #expect(observer.count == 0)
        // Off the main actor the kept size answers the same proposal; nothing is counted as unmeasured.
        let answer = await Task.detached { element.sizeThatFits(proposal) }.value
        #expect(answer.width == 40 && answer.height.isNaN)
        #expect(element.unmeasuredProposals == 0)
        // Checked at the next write on the main actor: the host still gives it, so nothing is stale.
        label.layoutElement.frame = CGRect(x: 0, y: 0, width: 40, height: 17)
        #expect(label.layoutElement.layoutIssues.isEmpty, "\(label.layoutElement.layoutIssues)")
        #expect(root.layoutRequests == 0)
        withExtendedLifetime(root) {}
    }

    @Test("A capture for another width after a silent content change: the snapshot elsewhere is the main actor's, nothing unmeasured, nothing stale")
    func captureAfterAChangeKeepsAllItMeasured() async throws {
        let text = Text("Short")
        let (root, label, badge) = labelAndBadge(text)
        // The label is sized by its text in the root's width, then the badge copies the label's fitting
        // size: two proposals a pass, the first one the space's width.
        let scheme = LayoutScheme(blocks: [
            label.layoutBlock(with: Layout(x: .leading(0), y: .top(40), width: .fit, height: .fit)),
            badge.layoutBlock(with: Layout(x: .trailing(0), y: .top(0), width: .equal, height: .equal),
                              constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        scheme.layout(direction: .leftToRight)
        text.text = "A longer text"                      // nobody says so
        // The capture is for another width: new proposals, and the label's content found changed.
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        scheme.captureHostState(for: bounds, direction: .leftToRight)
        let onMain = scheme.snapshot(for: bounds, direction: .leftToRight)
        let elsewhere = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        #expect(label.layoutElement.unmeasuredProposals == 0)
        #expect(elsewhere.frame(of: badge.layoutElement) == onMain.frame(of: badge.layoutElement))
        #expect(elsewhere.frame(of: badge.layoutElement) == CGRect(x: 0, y: 0, width: 91, height: 17))   // the space is the fitting size
        #expect(elsewhere.frame(of: label.layoutElement) == CGRect(x: 0, y: 40, width: 91, height: 17))
        try scheme.apply(snapshot: elsewhere)
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        withExtendedLifetime(root) {}
    }

    @Test("A stale size of a host measured only through another block's adjust constraint is reported when applied, under that block, naming the host")
    func staleSizeThroughAnAdjustConstraint() async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        // The badge is sized as the label's text; no block writes the label's frame.
        let scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .equal, height: .equal),
                                                             constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])])])
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 84, height: 17))        // 12 characters of 7 points
        try await applySnapshotAfterSilentChange(of: text, to: "Hi", scheme: scheme, root: root)                                                          // nobody says so
        #expect(badge.frame.size == CGSize(width: 84, height: 17))               // the old text's size, applied
        let issues = scheme.issues
        #expect(issues.count == 1)
        #expect(issues.first?.blockPath == [0])
        #expect(issues.first?.element.contains("\"label\"") == true)
        if case .staleMeasurement(_, let used, let measured) = issues.first?.kind {
            #expect(used == CGSize(width: 84, height: 17))
            #expect(measured == CGSize(width: 14, height: 17))
        } else {
            Issue.record("expected a stale measurement, got \(issues)")
        }
        #expect(root.layoutRequests == 1)
        // The next main-actor pass measures the label live: the badge is right and the warning gone.
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 14, height: 17))
        #expect(scheme.issues.isEmpty)
        #expect(label.layoutElement.layoutIssues.isEmpty)
    }

    @Test("A stale size of a host measured only by a block inside a guide's content is reported when applied, under the block that lays out the guide")
    func staleSizeMeasuredInsideAGuidesContent() async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        // The badge is sized as the label's text by a block of the guide's content; no block writes the label's frame.
        let guide = LayoutGuide<HostElement>()
        root.layoutElement.add(layoutGuide: guide)
        guide.contentLayout = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .equal, height: .equal),
                                                                      constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])])])
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 84, height: 17))
        try await applySnapshotAfterSilentChange(of: text, to: "Hi", scheme: scheme, root: root)                                                          // nobody says so
        #expect(badge.frame.size == CGSize(width: 84, height: 17))               // the old text's size, applied
        let issues = scheme.issues
        #expect(issues.map(\.blockPath) == [[0]], "\(issues)")
        #expect(issues.first?.kind.isStaleMeasurementForTests == true)
        #expect(issues.first?.element.contains("\"label\"") == true)
        #expect(root.layoutRequests == 1)
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame == CGRect(x: 16, y: 16, width: 14, height: 17))
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
    }

    @Test("A stale size of a host in a subtree taken out of the window, measured through a block's adjust constraint, is reported under that block", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func staleSizeFromADetachedSubtree(direction: LayoutDirection) async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        let panel = TreeHost(frame: CGRect(x: 0, y: 100, width: 320, height: 100), name: "panel")
        root.add(panel)
        panel.add(label)                                    // the label's super host is the panel, not the root
        let scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .left(0), y: .top(16), width: .equal, height: .equal),
                                                             constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width()])])])
        panel.removeFromLayoutSuperHost()                   // the label's tree is out of the window; the label keeps its super host
        scheme.layout(direction: direction)                 // measures the label live
        let live = badge.frame
        text.text = "Hi"                                    // nobody says so
        let bounds = root.layoutElement.bounds
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        try scheme.apply(snapshot: stale)
        #expect(badge.frame == live)                        // the old text's width, applied
        // The snapshot recorded the label it measured through the constraint: its apply checks it, though
        // no write of the apply is in the label's tree (rooted at the panel).
        let issues = scheme.issues.filter { $0.kind.isStaleMeasurementForTests }
        #expect(issues.map(\.blockPath) == [[0]], "\(scheme.issues)")
        #expect(issues.first?.element.contains("\"label\"") == true)
        #expect(panel.layoutRequests == 1)                  // the label's super host asked to lay out again
        scheme.layout(direction: direction)
        #expect(badge.frame.width == 14)                    // the label measured live: "Hi", 2 characters of 7 points
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
    }

    @Test("A stale size asked by a block 3,000 schemes deep, of a host out of the window, is reported when applied")
    func staleSizeAskedDeepDown() async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        let panel = TreeHost(frame: CGRect(x: 0, y: 100, width: 320, height: 100), name: "panel")
        panel.add(label)                                    // out of the window: no write of the apply is in its tree
        var scheme = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .left(0), y: .top(16), width: .equal, height: .equal),
                                                             constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width()])])])
        for _ in 0..<3_000 { scheme = LayoutScheme(blocks: [scheme]) }
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame.width == 84)
        text.text = "Hi"                                    // nobody says so
        let bounds = root.layoutElement.bounds, deep = scheme
        let stale = await Task.detached { deep.snapshot(for: bounds, direction: .leftToRight) }.value
        try scheme.apply(snapshot: stale)
        #expect(badge.frame.width == 84)                    // the old text's width, applied
        #expect(label.layoutElement.layoutIssues.contains { $0.isStaleMeasurementForTests })
        #expect(panel.layoutRequests == 1)
        scheme.layout(direction: .leftToRight)
        #expect(badge.frame.width == 14)
        #expect(label.layoutElement.layoutIssues.isEmpty)
    }

    @Test("A host taken out and added back, its text changed silently, measured by another block: the apply reports the stale size, the next main-actor pass clears it")
    func staleWarningClearedByThePassThatPutsItRight() async throws {
        let text = Text("Hello world!")
        let (root, label, badge) = labelAndBadge(text)
        let scheme = LayoutScheme(blocks: [
            label.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit)),
            badge.layoutBlock(with: Layout(x: .leading(16), y: .top(50), width: .equal, height: .equal),
                              constraints: [label.layoutElement.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        scheme.layout(direction: .leftToRight)
        label.removeFromLayoutSuperHost()
        scheme.layout(direction: .leftToRight)             // the label's block skipped: not in a tree
        root.add(label)                                     // back, but no pass has read it since
        try await applySnapshotAfterSilentChange(of: text, to: "Hi", scheme: scheme, root: root)                                    // nobody says so
        #expect(badge.frame.size == CGSize(width: 84, height: 17))
        #expect(scheme.issues.filter { $0.kind.isStaleMeasurementForTests }.map(\.blockPath) == [[0], [1]])   // under its own block and the one that measured it
        // The main-actor pass writes the label and measures it live: frames right, nothing listed.
        scheme.layout(direction: .leftToRight)
        #expect(label.frame == CGRect(x: 16, y: 16, width: 14, height: 17))
        #expect(badge.frame == CGRect(x: 16, y: 50, width: 14, height: 17))
        #expect(scheme.issues.isEmpty)
    }

    /// A label measured by a badge's block (an adjust constraint) goes stale off the main actor, then its view is
    /// released: the next main-actor pass measures its element, which answers its last bounds' size (the view is
    /// gone), lays out from it, and clears the report as a live measurement does. 7-point characters, 17-point lines.
    @Test("A stale size reported, then the view released: the next main-actor pass measuring its element clears the report",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [CGFloat(320), 375])
    func staleWarningClearedWithTheViewGone(direction: LayoutDirection, width: CGFloat) async throws {
        let text = Text("Hello world!")
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "root")
        var label: TreeHost? = TreeHost(name: "label")
        let badge = TreeHost(name: "badge")
        label?.measure = { MonospacedTextMeasurer().size(of: text.text, fitting: $0.width, numberOfLines: 0) }
        root.add(label!)
        root.add(badge)
        let element = label!.layoutElement
        let scheme = LayoutScheme(blocks: [
            element.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit)),
            badge.layoutBlock(with: Layout(x: .leading(16), y: .top(50), width: .equal, height: .equal),
                              constraints: [element.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        func at(_ y: CGFloat, _ size: CGSize) -> CGRect {
            CGRect(x: direction == .leftToRight ? 16 : width - 16 - size.width, y: y, width: size.width, height: size.height)
        }
        let hello = CGSize(width: 84, height: 17)                          // 12 characters
        scheme.layout(direction: direction)
        #expect(label?.frame == at(16, hello))
        #expect(badge.frame == at(50, hello))
        text.text = "Hi"                                                    // nobody says so
        let bounds = root.layoutElement.bounds
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        try scheme.apply(snapshot: stale)
        #expect(badge.frame == at(50, hello), "laid out from the kept size")
        #expect(element.layoutIssues.contains { $0.isStaleMeasurementForTests })
        weak var released: TreeHost?
        label?.removeFromLayoutSuperHost()
        released = label
        label = nil
        #expect(released == nil, "the label's view is freed")
        // The badge's block measures the element on the main actor: its last bounds, the report cleared.
        scheme.layout(direction: direction)
        #expect(badge.frame == at(50, hello))
        #expect(!element.layoutIssues.contains { $0.isStaleMeasurementForTests }, "\(element.layoutIssues)")
        #expect(!scheme.issues.contains { $0.kind.isStaleMeasurementForTests }, "\(scheme.issues)")
    }

    @Test("A write in one window settles its own hosts only: another window's stale size is reported when its own snapshot is applied")
    func otherWindowsWaitForTheirOwnWrite() async throws {
        let text = Text("A much longer text that wraps onto a second line at this width"), other = Text("Short")
        let (root, label, scheme) = screen(text)
        let (otherRoot, _, otherScheme) = screen(other)
        scheme.layout(direction: .leftToRight)
        otherScheme.layout(direction: .leftToRight)
        text.text = "Short"                                                   // nobody says so
        let bounds = root.layoutElement.bounds
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        // The other window lays out on the main actor: its write does not check this window's label.
        otherScheme.layout(direction: .leftToRight)
        #expect(label.layoutElement.layoutIssues.isEmpty)
        #expect(root.layoutRequests == 0)
        withExtendedLifetime(otherRoot) {}
        try scheme.apply(snapshot: stale)
        #expect(scheme.issues.map(\.kind).contains { $0.isStaleMeasurementForTests })
        #expect(root.layoutRequests == 1)
    }
}

extension LayoutIssue.Kind {
    var isStaleMeasurementForTests: Bool { if case .staleMeasurement = self { true } else { false } }
}
