import CGLayout
import Foundation
import Testing

/// A snapshot for bounds the list does not have yet — the next size after a rotation, scrolled back to the top
/// (or to another offset) — computed in another task while the list still has its present size and offset, gives
/// the frames of those bounds: a block that reads an element outside the list through a constraint converts it
/// into the list's space as the snapshot's rect places it, not as the present bounds do.
@Suite("A snapshot for another size and scroll offset than the list's")
struct SnapshotForAnotherScrollOffsetTests {
    /// A screen with a 44-point navigation bar at the top and a list below it (a node scrolled by its bounds'
    /// origin). The list's scheme lays out eight 80-point rows — one column when compact, two from 600 points
    /// wide (an adaptive scheme) — and a section title that sticks under the navigation bar: a constraint on
    /// the bar (outside the list) moves its space just below the bar; it is 16 points in from the leading edge,
    /// half the list wide, 32 tall.
    struct Screen {
        let screen = LayoutNode(name: "screen")
        let navigationBar = LayoutNode(name: "navigation bar"), list = LayoutNode(name: "list"), title = LayoutNode(name: "title")
        let rows = (0..<8).map { LayoutNode(name: "row \($0)") }
        let scheme: LayoutScheme

        init(titleFirst: Bool) throws {
            try screen.addChild(navigationBar)
            try screen.addChild(list)
            for row in rows { try list.addChild(row) }
            try list.addChild(title)
            let rowsScheme = AdaptiveScheme(container: list, variants: [
                .init("two columns", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: rows.enumerated().map { index, row in
                    row.layoutBlock(with: Layout(x: index.isMultiple(of: 2) ? .left() : .right(), y: .top(80 * CGFloat(index / 2)),
                                                 width: .scaled(0.5), height: 80))
                })),
                .init("one column", scheme: LayoutScheme(blocks: rows.enumerated().map { index, row in
                    row.layoutBlock(with: Layout(x: .left(), y: .top(80 * CGFloat(index)), width: .scaled(1), height: 80))
                })),
            ])
            let sticky = title.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: .scaled(0.5), height: 32),
                                           constraints: [navigationBar.layoutConstraint(for: [.bottom(.align(by: .outer))])])
            scheme = LayoutScheme(blocks: titleFirst ? [sticky, rowsScheme] : [rowsScheme, sticky])
        }

        /// The screen at `size`, the list scrolled to `offset`: what the screen's own layout gives the bar and the list.
        func resize(to size: CGSize, offset: CGFloat) {
            screen.frame = CGRect(origin: .zero, size: size)
            navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: 44)
            list.frame = CGRect(x: 0, y: 44, width: size.width, height: size.height - 44)
            list.bounds = Screen.listBounds(size, offset: offset)
        }

        static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect {
            CGRect(x: 0, y: offset, width: size.width, height: size.height - 44)
        }

        /// The design at `size` scrolled to `offset`, by arithmetic: the rows, then the title (at the list's visible top).
        static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let width = size.width
            let rows = (0..<8).map { index in
                width >= 600 ? CGRect(x: index.isMultiple(of: 2) ? 0 : width / 2, y: 80 * CGFloat(index / 2), width: width / 2, height: 80)
                    : CGRect(x: 0, y: 80 * CGFloat(index), width: width, height: 80)
            }
            return rows + [CGRect(x: rtl ? width - 16 - width / 2 : 16, y: offset, width: width / 2, height: 32)]
        }

        var frames: [CGRect] { rows.map(\.frame) + [title.frame] }
    }

    @Test("Computed in another task for the next size, scrolled back to the top or elsewhere, then applied after the rotation: that size's and offset's frames",
          arguments: LayoutDirection.allCases, [true, false])
    func snapshotForTheNextBounds(direction: LayoutDirection, titleFirst: Bool) async throws {
        let rtl = direction == .rightToLeft
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640),
                     CGSize(width: 640, height: 320), CGSize(width: 1024, height: 768)]
        let screen = try Screen(titleFirst: titleFirst)
        for (now, next) in zip(sizes, sizes.dropFirst() + sizes.prefix(1)) {
            for nextOffset: CGFloat in [0, 300, 120] {
                screen.resize(to: now, offset: 300)
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(now, offset: 300, rtl: rtl), "live at \(now)")
                let scheme = screen.scheme, rect = Screen.listBounds(next, offset: nextOffset)
                let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                #expect(screen.frames == Screen.expected(now, offset: 300, rtl: rtl), "nothing written by the snapshot at \(now)")
                screen.resize(to: next, offset: nextOffset)
                try scheme.apply(snapshot: snapshot)
                #expect(screen.frames == Screen.expected(next, offset: nextOffset, rtl: rtl),
                        "snapshot for \(next) at \(nextOffset), computed at \(now) scrolled to 300, applied after the rotation")
                // The same through `layout()` once the list has those bounds.
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(next, offset: nextOffset, rtl: rtl), "live at \(next), \(nextOffset)")
            }
        }
    }
}
