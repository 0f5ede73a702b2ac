#if CGLAYOUT_DECLARATIONS   // the declarations' text metrics and trait overrides
import CGLayout
import CGLayoutUIKit
import Foundation
import Synchronization
import Testing
import UIKit

/// The entry points of views given no direction lay out in the direction of the view their views are in, not in the
/// global `.current` (left-to-right unless the original's global switch is on); a direction given wins.
@MainActor
@Suite("Views laid out in their own direction when none is given")
struct ViewDirectionDefaultTests {
    /// A settings row in a window whose interface reads in `direction`: a leading icon 28 × 28, a title after it
    /// ("Wi-Fi", 5 characters × 7 = 35 by 17 in the declarations' font) and a trailing switch 51 × 31, in a row 44 high.
    @MainActor final class SwitchRow {
        let window: UIWindow, row: UIView
        let icon = UIView(), title = UILabel(), toggle = UIView()
        let iconBlock: LayoutBlock<HostElement>
        let scheme: LayoutScheme

        init(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 200))
            window.traitOverrides.layoutDirection = direction
            row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
            window.addSubview(row)
            title.text = "Wi-Fi"
            for view in [icon, title, toggle] { row.addSubview(view) }
            iconBlock = icon.layoutBlock(with: Layout(x: .leading(16), y: .center(), width: 28, height: 28))
            scheme = LayoutScheme(blocks: [
                iconBlock,
                title.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .fit, height: .fit),
                                  constraints: [icon.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
                toggle.layoutBlock(with: Layout(x: .trailing(16), y: .center(), width: 51, height: 31)),
            ])
        }

        var frames: [CGRect] { [icon.frame, title.frame, toggle.frame] }
        func clear() { for view in [icon, title, toggle] { view.frame = .zero } }

        /// The design, by arithmetic: left-to-right, the icon at 16, the title 12 after it (16 + 28 + 12 = 56), the switch
        /// 16 from the right; right-to-left, each mirrored in the row's width. Centred in 44: y = (44 − height) / 2.
        static func expected(width: CGFloat, rightToLeft: Bool) -> [CGRect] {
            let leftToRight = [CGRect(x: 16, y: 8, width: 28, height: 28), CGRect(x: 56, y: 13.5, width: 35, height: 17),
                               CGRect(x: width - 16 - 51, y: 6.5, width: 51, height: 31)]
            guard rightToLeft else { return leftToRight }
            return leftToRight.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
    }

    nonisolated static let rows: [(CGFloat, UITraitEnvironmentLayoutDirection)] =
        [320, 375, 414].flatMap { width in [(width, .rightToLeft), (width, .leftToRight)] }

    @Test("A view's own block: layout() and layout(in:) take the row's direction", arguments: rows)
    func ownBlock(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        let screen = SwitchRow(width: width, direction: direction)
        let rightToLeft = direction == .rightToLeft
        screen.iconBlock.layout()
        #expect(screen.icon.frame == SwitchRow.expected(width: width, rightToLeft: rightToLeft)[0])
        screen.clear()
        screen.iconBlock.layout(in: screen.row.bounds)
        #expect(screen.icon.frame == SwitchRow.expected(width: width, rightToLeft: rightToLeft)[0])
        screen.iconBlock.layout(direction: .leftToRight)
        #expect(screen.icon.frame == SwitchRow.expected(width: width, rightToLeft: false)[0])
    }

    @Test("layoutInBackground(for:) and snapshotInBackground(for:) take the row's direction; .leftToRight given wins",
          arguments: rows)
    func backgroundEntryPoints(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) async throws {
        let screen = SwitchRow(width: width, direction: direction)
        let own = SwitchRow.expected(width: width, rightToLeft: direction == .rightToLeft)
        let leftToRight = SwitchRow.expected(width: width, rightToLeft: false)
        try await screen.scheme.layoutInBackground(for: screen.row.bounds)
        #expect(screen.frames == own)
        screen.clear()
        try await screen.scheme.layoutInBackground(for: screen.row.bounds, direction: .leftToRight)
        #expect(screen.frames == leftToRight)
        screen.clear()
        let snapshot = await screen.scheme.snapshotInBackground(for: screen.row.bounds)
        try screen.scheme.apply(snapshot: snapshot)
        #expect(screen.frames == own)
        let given = await screen.scheme.snapshotInBackground(for: screen.row.bounds, direction: .leftToRight)
        try screen.scheme.apply(snapshot: given)
        #expect(screen.frames == leftToRight)
        #expect(screen.scheme.issues.isEmpty)
        #expect(screen.title.layoutElement.unmeasuredProposals == 0)
    }

    /// A node that records the direction of every pass that measures it: what a capture's snapshot was computed in.
    final class DirectionWitness: LayoutNode, @unchecked Sendable {
        let seen = Mutex<[LayoutDirection]>([])
        override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
            seen.withLock { $0.append(context.direction) }
            return CGSize(width: 10, height: 10)
        }
    }

    @Test("captureHostState(for:) measures in the row's direction, the one the detached snapshot after it takes; a direction given wins",
          arguments: rows)
    func capture(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) async throws {
        let screen = SwitchRow(width: width, direction: direction)
        let witness = DirectionWitness(name: "witness"), holder = LayoutNode(frame: screen.row.bounds, name: "holder")
        try holder.addChild(witness)   // a block lays out an element inside its super element
        let scheme = LayoutScheme(blocks: screen.scheme.blocks + [
            witness.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .fit, height: .fit)),
        ])
        let own: LayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        scheme.captureHostState(for: screen.row.bounds)
        #expect(!witness.seen.withLock { $0 }.isEmpty && witness.seen.withLock { $0 }.allSatisfy { $0 == own })
        let bounds = screen.row.bounds
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: own) }.value
        try scheme.apply(snapshot: snapshot)
        #expect(screen.frames == SwitchRow.expected(width: width, rightToLeft: direction == .rightToLeft))
        #expect(screen.title.layoutElement.unmeasuredProposals == 0)
        witness.seen.withLock { $0.removeAll() }
        scheme.captureHostState(for: screen.row.bounds, direction: .leftToRight)
        #expect(!witness.seen.withLock { $0 }.isEmpty && witness.seen.withLock { $0 }.allSatisfy { $0 == .leftToRight })
    }
}
#endif
