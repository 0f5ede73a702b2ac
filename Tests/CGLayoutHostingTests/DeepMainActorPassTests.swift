import CGLayout
@testable import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A main-actor pass through guides nested deeper than one thread's stack allows goes on on fresh
/// threads (see `StackSpace`); the hosts it reaches there are still read and written on the main
/// actor, so every frame is on the host when `layout()` returns, as at a shallow depth.
@MainActor
@Suite("Deep main-actor passes write their hosts before they return")
struct DeepMainActorPassTests {
    /// A card: a title measured 7 points a character and 17 a line (boxed 16 points from each side,
    /// as tall as it wraps) and a 24-point badge 16 points from the trailing edge, laid out at the
    /// bottom of `depth` nested guides of the root host, each the whole of the one around it.
    struct Screen {
        let root: TreeHost, title: TreeHost, badge: TreeHost
        let scheme: LayoutScheme
        let guides: [LayoutGuide<HostElement>]
    }

    nonisolated static let text = "A title that wraps at narrow widths"

    func screen(depth: Int, width: CGFloat) -> Screen {
        let root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "root")
        let title = TreeHost(name: "title"), badge = TreeHost(name: "badge")
        title.measure = { MonospacedTextMeasurer().size(of: Self.text, fitting: $0.width, numberOfLines: 0) }
        root.add(title); root.add(badge)
        var content: any LayoutBlockProtocol = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(64), height: .fit)),
            badge.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: 24, height: 24)),
        ])
        var guides: [LayoutGuide<HostElement>] = []
        for _ in 0..<depth {
            let guide = LayoutGuide<HostElement>()
            root.layoutElement.add(layoutGuide: guide)
            guide.contentLayout = content
            guides.append(guide)
            content = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }
        return Screen(root: root, title: title, badge: badge, scheme: content as! LayoutScheme, guides: guides)
    }

    /// The frames of the design, by plain arithmetic: the title `width - 64` wide (boxed), as tall as
    /// its words wrapped at 7 points a character make lines of 17 points (2 lines at 240, 1 at 375/414).
    func expectDesign(_ screen: Screen, width: CGFloat, direction: LayoutDirection, _ comment: Comment) {
        let titleWidth = width - 64
        let lines = Self.lineCount(Self.text, charactersPerLine: Int(titleWidth / 7))
        let titleX = direction == .leftToRight ? 16 : width - 16 - titleWidth
        #expect(screen.title.frame == CGRect(x: titleX, y: 16, width: titleWidth, height: CGFloat(lines) * 17), comment)
        let badgeX = direction == .leftToRight ? width - 16 - 24 : 16
        #expect(screen.badge.frame == CGRect(x: badgeX, y: 16, width: 24, height: 24), comment)
        #expect(screen.guides.last?.frame == CGRect(x: 0, y: 0, width: width, height: 200), comment)
        #expect(screen.guides.first?.frame == CGRect(x: 0, y: 0, width: width, height: 200), comment)
        #expect(!screen.title.layoutElement.hasPendingWrites && !screen.badge.layoutElement.hasPendingWrites, comment)
        #expect(screen.title.layoutElement.layoutIssues.isEmpty && screen.badge.layoutElement.layoutIssues.isEmpty, comment)
        #expect(screen.scheme.issues.isEmpty, comment)
    }

    /// The number of lines greedy word wrapping makes at `charactersPerLine`.
    static func lineCount(_ text: String, charactersPerLine: Int) -> Int {
        var lines = 1, current = 0
        for word in text.split(separator: " ").map(\.count) {
            if current == 0 { current = word } else if current + 1 + word <= charactersPerLine { current += 1 + word } else { lines += 1; current = word }
        }
        return lines
    }

    @Test("layout() at 500 and 2,000 nested guides writes every frame before it returns, in both directions, at two widths",
          arguments: [10, 500, 2_000])
    func deepLayout(depth: Int) {
        for direction in LayoutDirection.allCases {
            for width: CGFloat in [240, 414] {
                let screen = screen(depth: depth, width: width)
                screen.scheme.layout(direction: direction)
                expectDesign(screen, width: width, direction: direction, "layout() at depth \(depth), \(direction), width \(width)")
                // A later pass after the host changed width.
                screen.root.frame.size.width = 375
                screen.scheme.layout(direction: direction)
                expectDesign(screen, width: 375, direction: direction, "second layout() at depth \(depth), \(direction), width 375")
            }
        }
    }

    @Test("A snapshot of 500 and 2,000 nested guides applied on the main actor writes every frame, in both directions",
          arguments: [10, 500, 2_000])
    func deepSnapshotApply(depth: Int) throws {
        for direction in LayoutDirection.allCases {
            let width: CGFloat = 240
            let screen = screen(depth: depth, width: width)
            let snapshot = screen.scheme.snapshot(for: screen.root.layoutElement.bounds, direction: direction)
            try screen.scheme.apply(snapshot: snapshot)
            expectDesign(screen, width: width, direction: direction, "snapshot + apply at depth \(depth), \(direction)")
        }
    }

    @Test("A snapshot computed in another task at 500 nested guides, after a capture, applied on the main actor gives the frames of layout()")
    func deepDetachedSnapshot() async throws {
        for direction in LayoutDirection.allCases {
            let width: CGFloat = 240
            let screen = screen(depth: 500, width: width)
            let bounds = screen.root.layoutElement.bounds
            screen.scheme.captureHostState(for: bounds)
            let scheme = screen.scheme, measured = screen.title.measurements
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            // Its fresh threads work for no waiting main thread: the hosts answered from what they kept.
            #expect(screen.title.measurements == measured)
            try screen.scheme.apply(snapshot: snapshot)
            expectDesign(screen, width: width, direction: direction, "detached snapshot + apply, \(direction)")
        }
    }
}
