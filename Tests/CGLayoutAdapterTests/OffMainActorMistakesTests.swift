#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - Mistakes off the main actor that compile: reported, then put right by UIKit's next pass

@MainActor
@Suite("Screen: mistakes off the main actor")
struct OffMainActorMistakesTests {
    func settled(_ size: (CGFloat, CGFloat) = (375, 812)) -> (UIWindow, SettingsController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.0, height: size.1))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = SettingsController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The settled screen's biography after its text became "Short.": one line at 375.
    static let shortBio = CGRect(x: 16, y: 47 + 245, width: 343, height: 17)
    /// The biography's block in the settings scheme (after the content guide, avatar, name, email,
    /// separator and three rows of three).
    static let bioBlock = [14]

    /// The issues the scheme reports for the biography's block, by kind.
    func bioIssues(_ scheme: LayoutScheme) -> [LayoutIssue.Kind] {
        scheme.issues.filter { $0.blockPath == Self.bioBlock }.map(\.kind)
    }

    func isStale(_ kind: LayoutIssue.Kind) -> Bool { if case .staleMeasurement = kind { true } else { false } }

    @Test("layout() in a detached task: reported (late, and from a stale size), and UIKit's next pass puts it right")
    func layoutOffTheMainActor() async {
        let (window, controller) = settled()
        defer { withExtendedLifetime(window) {} }
        let scheme = controller.scheme
        controller.bio.text = "Short."
        await Task.detached { scheme.layout(direction: .leftToRight) }.value
        // Reported at once: the frames reach the views only when the main actor runs.
        #expect(bioIssues(scheme).contains(.laidOutOffItsActor))
        for _ in 0..<10 where controller.bio.layoutElement.hasPendingWrites { await Task.yield() }
        // Delivered: the size the pass used (the two lines of the old text) is checked and found stale.
        let issues = bioIssues(scheme)
        #expect(issues.first == .laidOutOffItsActor)
        #expect(issues.contains { isStale($0) }, "\(issues)")
        #expect(issues.last.map(\.isStaleBioLines) == true, "\(issues)")
        // The controller's view was asked to lay out again: UIKit's next pass (before the screen is drawn) puts it right.
        window.layoutIfNeeded()
        expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)], "off-main: layout() after a text change, next pass")
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")

        // A change the kept state does not hide (the other direction) reaches the views when the main actor runs; reported too.
        await Task.detached { scheme.layout(direction: .rightToLeft) }.value
        for _ in 0..<10 where controller.avatar.layoutElement.hasPendingWrites { await Task.yield() }
        expectFrames([("avatar", controller.avatar.frame)], [("avatar", CGRect(x: 295, y: 63, width: 64, height: 64))],
                     "off-main: RTL layout, after a turn of the main actor")
        #expect(scheme.issues.contains { $0.kind == .laidOutOffItsActor && $0.isWarning })
    }

    @Test("A snapshot in another task after a text change without a capture: applying it reports the stale size, the next pass puts it right",
          arguments: [false, true])
    func snapshotWithoutCapture(invalidate: Bool) async throws {
        let (window, controller) = settled()
        defer { withExtendedLifetime(window) {} }
        let scheme = controller.scheme, bounds = controller.view.bounds
        controller.bio.text = "Short."
        if invalidate { controller.bio.layoutElement.invalidateIntrinsicSize() }
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        // Without invalidateIntrinsicSize() the element answers what the last pass measured; with it, the
        // present size (counted as unmeasured). Either way the answer is checked when it is applied.
        #expect(controller.bio.layoutElement.unmeasuredProposals == (invalidate ? 1 : 0))
        try scheme.apply(snapshot: snapshot)
        let issues = bioIssues(scheme)
        #expect(issues.count == 1 && issues.allSatisfy(isStale), "\(issues)")
        #expect(controller.bio.frame.height == 34, "the stale frame was written")
        window.layoutIfNeeded()
        expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)],
                     "off-main: snapshot without capture\(invalidate ? ", after invalidateIntrinsicSize" : ""), next pass")
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")

        // With a capture first: right at once, nothing to report.
        controller.bio.text = "Wrote the first program for a machine that did not exist yet."
        scheme.captureHostState(for: bounds, direction: .leftToRight)
        let captured = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
        try scheme.apply(snapshot: captured)
        expectFrames([("bio", controller.bio.frame)], [("bio", CGRect(x: 16, y: 47 + 245, width: 343, height: 34))],
                     "off-main: snapshot after capture")
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
    }

    @Test("The one call after a text change: layoutInBackground measures on the main actor, computes elsewhere, applies")
    func layoutInBackground() async throws {
        let (window, controller) = settled()
        defer { withExtendedLifetime(window) {} }
        controller.bio.text = "Short."
        try await controller.scheme.layoutInBackground(for: controller.view.bounds, direction: .leftToRight)
        expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)], "off-main: layoutInBackground after a text change")
        #expect(controller.scheme.issues.isEmpty, "\(controller.scheme.issues)")
        #expect(controller.bio.layoutElement.unmeasuredProposals == 0)
    }

    @Test("A view's own block laid out from another task hops to the main actor (await): the compiler refuses it without")
    func viewBlockHopsToTheMainActor() async {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), title = UILabel()
        title.text = "Ada"
        screen.addSubview(title)
        let block = title.layoutBlock(with: Layout(x: .trailing(16), y: .top(8), width: .fit, height: .fit))
        // `block.layout(direction: .leftToRight)` does not compile in a nonisolated task: a view's block is main-actor.
        await Task.detached { await block.layout(direction: .leftToRight) }.value
        #expect(title.frame == CGRect(x: 320 - 16 - 21, y: 8, width: 21, height: 17))
        #expect(!title.layoutElement.hasPendingWrites)
        #expect(title.layoutElement.layoutIssues.isEmpty)
    }
}

extension LayoutIssue.Kind {
    /// Whether this is the biography's stale measurement: two lines (34) used where it now measures one (17).
    fileprivate var isStaleBioLines: Bool {
        if case .staleMeasurement(_, let used, let measured) = self { return used.height == 34 && measured.height == 17 }
        return false
    }
}
#endif
