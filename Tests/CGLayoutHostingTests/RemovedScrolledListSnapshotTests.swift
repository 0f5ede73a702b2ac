import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A scrolled list (its bounds start at the scroll offset) with a footer pinned to the bottom of its safe area, the
/// list laid out by the screen's first block: taken off the screen, the list's block is skipped, so a snapshot's rect
/// describes the list itself — its bounds at the rect, scroll offset included — and the safe area guide is that rect
/// less the insets, in the list's own space (as UIKit's `layoutFrame`), not the list's present bounds less them.
@MainActor
@Suite("A scrolled list taken off the screen, snapshotted for its bounds")
struct RemovedScrolledListSnapshotTests {
    static let insets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)

    /// The footer, 44 high across the safe area at its bottom, for a list whose bounds are `bounds`.
    static func footer(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.maxY - 34 - 44, width: bounds.width, height: 44)
    }

    @Test("The footer follows the rect's scroll offset in a detached snapshot, and the list's own in layout()",
          arguments: LayoutDirection.allCases, [CGFloat(320), 414])
    func footerAtTheRectsSafeArea(direction: LayoutDirection, width: CGFloat) async throws {
        let screen = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 700), name: "screen")
        let list = TreeHost(frame: CGRect(x: 0, y: 60, width: width, height: 500), name: "list")
        let footer = TreeHost(name: "footer")
        screen.add(list)
        list.add(footer)
        list.safeAreaInsets = Self.insets
        list.boundsOrigin = CGPoint(x: 0, y: 120)
        let scheme = LayoutScheme(blocks: [
            list.layoutElement.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: .fixed(500))),
            footer.layoutElement.layoutBlock(with: Layout(x: .leading(), y: .bottom(), width: .scaled(1), height: .fixed(44)),
                                             constraints: [list.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])]),
        ])
        scheme.layout(direction: direction)
        #expect(footer.frame == Self.footer(in: CGRect(x: 0, y: 120, width: width, height: 500)), "on the screen, scrolled 120")

        list.removeFromLayoutSuperHost()
        scheme.layout(direction: direction)
        #expect(footer.frame == Self.footer(in: CGRect(x: 0, y: 120, width: width, height: 500)), "off the screen: the list's bounds")

        // For the list's bounds scrolled 200, 600 high: the safe area is that rect less the insets.
        let rect = CGRect(x: 0, y: 200, width: width, height: 600)
        scheme.captureHostState(for: rect, direction: direction)
        let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
        #expect(snapshot.childSnapshots[0].isSkipped, "the list's block is skipped off the screen")
        #expect(snapshot.childSnapshots[1].frame == Self.footer(in: rect), "the detached snapshot")
        footer.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(footer.frame == Self.footer(in: rect), "the snapshot applied")
        scheme.layout(direction: direction)
        #expect(footer.frame == Self.footer(in: CGRect(x: 0, y: 120, width: width, height: 500)), "layout() again: the list's bounds")
    }
}
