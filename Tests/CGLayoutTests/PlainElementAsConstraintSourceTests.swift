import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A constraint by an element of the app's own type — a plain ``LayoutElement``, neither a node nor a guide — reads
/// its frame as a guide's at the same frame is read: in its super element's space, converted into the constrained
/// block's super element's space through the chain of frames and bounds origins (a scrolled list's offset too).
@Suite("A constraint by an element of the app's own type")
struct PlainElementAsConstraintSourceTests {
    static let widths: [CGFloat] = [320, 375, 414, 768]

    /// A screen `width` wide with a list 60 down and 400 high across it, scrolled `offset` down; the column is the
    /// list's content from its top less 8 at the top and bottom and 16 at each side: (16, 128, width − 32, 384) in
    /// the list's space. A header outside the list (a child of the screen) half as wide as the column, 30 high,
    /// at the column's leading top corner; a 40 × 20 badge inside the list at the column's trailing top corner.
    struct Screen {
        let screen: LayoutNode, list: LayoutNode, header: LayoutNode, badge: LayoutNode
        let column: any LayoutElement
        let scheme: LayoutScheme
        var frames: [CGRect] { [header.frame, badge.frame] }

        init(width: CGFloat, offset: CGFloat, columnIsAGuide: Bool) throws {
            screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 600), name: "screen")
            list = LayoutNode(frame: CGRect(x: 0, y: 60, width: width, height: 400), name: "list")
            header = LayoutNode(name: "header")
            badge = LayoutNode(name: "badge")
            try screen.addChild(list)
            try screen.addChild(header)
            try list.addChild(badge)
            list.bounds.origin = CGPoint(x: 0, y: offset)
            let frame = Self.column(width: width)
            if columnIsAGuide {
                let guide = LayoutGuide<LayoutNode>(frame: frame, name: "column")
                list.add(layoutGuide: guide)
                column = guide
            } else {
                column = OwnFrameElement(in: list, frame: frame)   // the column as the app keeps it
            }
            scheme = LayoutScheme(blocks: [
                header.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .scaled(0.5), height: .fixed(30)),
                                   constraints: [column.layoutConstraint(for: [.equally])]),
                badge.layoutBlock(with: Layout(x: .trailing(), y: .top(), width: .fixed(40), height: .fixed(20)),
                                  constraints: [column.layoutConstraint(for: [.equally])]),
            ])
        }

        static func column(width: CGFloat) -> CGRect { CGRect(x: 16, y: 128, width: width - 32, height: 384) }

        /// By arithmetic: the column's top is at 60 − offset + 128 in the screen's space (the list's frame less its
        /// bounds origin), at 128 in the list's.
        static func expected(width: CGFloat, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let columnWidth = width - 32, half = columnWidth / 2
            let header = CGRect(x: rtl ? 16 + columnWidth - half : 16, y: 60 - offset + 128, width: half, height: 30)
            let badge = CGRect(x: rtl ? 16 : 16 + columnWidth - 40, y: 128, width: 40, height: 20)
            return [header, badge]
        }
    }

    @Test("Read across spaces and in its own: the frames of the design, as a guide at the same frame gives them",
          arguments: LayoutDirection.allCases)
    func sameFramesAsAGuide(direction: LayoutDirection) async throws {
        let rtl = direction == .rightToLeft
        for width in Self.widths {
            for columnIsAGuide in [false, true] {
                let kind = columnIsAGuide ? "guide" : "element of the app's own type"
                let screen = try Screen(width: width, offset: 120, columnIsAGuide: columnIsAGuide)
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(width: width, offset: 120, rtl: rtl), "\(kind) at \(width), first pass")
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(width: width, offset: 120, rtl: rtl), "\(kind) at \(width), second pass")

                // Scrolled further: the column scrolls with the list's content; the header outside follows it.
                screen.list.bounds.origin.y = 200
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(width: width, offset: 200, rtl: rtl), "\(kind) at \(width), scrolled to 200")

                // A detached snapshot of the screen, applied over zeroed frames.
                let scheme = screen.scheme, rect = screen.screen.bounds
                let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                #expect([screen.header, screen.badge].map { snapshot.frame(of: $0) } == Screen.expected(width: width, offset: 200, rtl: rtl),
                        "\(kind) at \(width), detached snapshot")
                screen.header.frame = .zero
                screen.badge.frame = .zero
                try scheme.apply(snapshot: snapshot)
                #expect(screen.frames == Screen.expected(width: width, offset: 200, rtl: rtl), "\(kind) at \(width), snapshot applied")
            }
        }
    }
}
