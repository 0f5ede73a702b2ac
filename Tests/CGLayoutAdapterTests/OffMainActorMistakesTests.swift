#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - What a newcomer gets wrong (the ones that compile)

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

    @Test("layout() called in a detached task compiles; the frames land once the main actor runs; a text change is not seen")
    func layoutOffTheMainActor() async {
        let (window, controller) = settled()
            defer { withExtendedLifetime(window) {} }
        let scheme = controller.scheme
        controller.bio.text = "Short."
        await Task.detached { scheme.layout(direction: .leftToRight) }.value
        await Task.yield()
        withKnownIssue("a layout() off the main actor measures the label as the last main-actor pass did, and says nothing") {
            expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)], "wrong: off-main layout after a text change")
        }
        #expect(controller.bio.layoutElement.unmeasuredProposals == 0)

        // A change the kept state does not hide (the other direction) reaches the views after one turn of the main actor.
        await Task.detached { scheme.layout(direction: .rightToLeft) }.value
        for _ in 0..<10 where controller.avatar.frame.minX != 295 { await Task.yield() }   // not necessarily at `.value`
        expectFrames([("avatar", controller.avatar.frame)], [("avatar", CGRect(x: 295, y: 63, width: 64, height: 64))],
                     "wrong: off-main RTL layout, after a turn of the main actor")
    }

    @Test("A snapshot in another task after a text change: stale without captureHostState, right with it")
    func snapshotWithoutCapture() async throws {
        for invalidate in [false, true] {
            let (window, controller) = settled()
            defer { withExtendedLifetime(window) {} }
            let scheme = controller.scheme, bounds = controller.view.bounds
            controller.bio.text = "Short."
            if invalidate { controller.bio.layoutElement.invalidateIntrinsicSize() }
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
            try scheme.apply(snapshot: snapshot)                      // no error
            #expect(scheme.issues.isEmpty)                            // no issue either
            withKnownIssue("without captureHostState the biography keeps its old two-line height, silently") {
                expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)],
                             "wrong: snapshot without capture\(invalidate ? ", after invalidateIntrinsicSize" : "")")
            }
            // The only signal, and only when the size was invalidated first.
            #expect(controller.bio.layoutElement.unmeasuredProposals == (invalidate ? 1 : 0))

            scheme.captureHostState(for: bounds, direction: .leftToRight)
            let captured = await Task.detached { scheme.snapshot(for: bounds, direction: .leftToRight) }.value
            try scheme.apply(snapshot: captured)
            expectFrames([("bio", controller.bio.frame)], [("bio", Self.shortBio)], "wrong: snapshot after capture")
        }
    }
}
#endif
