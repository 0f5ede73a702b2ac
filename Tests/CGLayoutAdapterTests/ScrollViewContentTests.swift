#if canImport(UIKit)
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// A scroll view's content laid out by a scroll guide, and its content size taken from the guide.
@MainActor
@Suite("UIScrollView content from a scroll guide")
struct ScrollViewContentTests {
    @MainActor final class List {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        let rows: [UILabel]
        let scheme: LayoutScheme
        init(count: Int) {
            rows = (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            }
            root.addSubview(scroll)
            for row in rows { scroll.addSubview(row) }
            var previous: UILabel?
            let blocks = rows.map { row -> LayoutBlock<HostElement> in
                defer { previous = row }
                return row.layoutBlock(with: Layout(x: .left(16), y: .top(previous == nil ? 8 : 0), width: .boxed(32), height: 44),
                                       constraints: previous.map { [$0.layoutConstraint(for: [.bottom(.limit(on: .outer))])] } ?? [])
            }
            let content = scroll.addScrollContentGuide(content: LayoutScheme(blocks: blocks))
            scheme = LayoutScheme(blocks: [
                scroll.layoutBlock(with: Layout(x: .left(), y: .top(64), width: .scaled(1), height: .boxed(64))),
                content.layoutBlock(with: .equal),
            ])
        }
    }

    @Test("The rows are laid out in the content space and the content size is their extent", arguments: [3, 20])
    func contentSize(count: Int) {
        let list = List(count: count)
        list.scheme.layout()
        #expect(list.scroll.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        #expect(list.rows.last?.frame == CGRect(x: 16, y: 8 + CGFloat(count - 1) * 44, width: 288, height: 44))
        // At least the scroll view's size; beyond it along the scrolling axis.
        #expect(list.scroll.contentSize == CGSize(width: 320, height: max(416, 8 + CGFloat(count) * 44)))
    }

    @Test("Scrolling does not move the content's frames; a later pass keeps them")
    func scrolled() {
        let list = List(count: 20)
        list.scheme.layout()
        let frames = list.rows.map(\.frame)
        list.scroll.contentOffset = CGPoint(x: 0, y: 300)
        list.scheme.layout()
        #expect(list.rows.map(\.frame) == frames)
        #expect(list.rows[10].convert(CGPoint.zero, to: list.root) == CGPoint(x: 16, y: 64 + 8 + 440 - 300))
    }

    @Test("A snapshot computed in another task, applied on the main actor, sets the content size too")
    func snapshotSetsContentSize() async throws {
        let list = List(count: 20)
        list.scheme.layout()
        let expected = list.scroll.contentSize
        list.scroll.contentSize = .zero
        let scheme = list.scheme, rect = list.root.bounds
        let snapshot = await Task.detached { scheme.snapshot(for: rect) }.value
        try list.scheme.apply(snapshot: snapshot)
        #expect(list.scroll.contentSize == expected)
    }
}
#endif
