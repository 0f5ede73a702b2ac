import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A scrolled view's margins guide: its frame is the view's bounds less the margins, in the view's own space, which
/// starts at the scroll offset. A constraint by it reads it converted into the constrained block's super element's
/// space, as a constraint by an element of the app's own type at the same frame — the same rect in the same space —
/// is read. An element placed at the bounds less the margins before the view scrolled is not at the same frame.
@MainActor
@Suite("A scrolled view's margins guide")
struct ScrolledViewAreaGuideTests {
    static let widths: [CGFloat] = [320, 375, 414, 768]
    static let margins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    /// The blocks of the screen: a header outside the list (the screen's child), half as wide as the list's margins
    /// area and 30 high at its leading top corner; a 40 × 20 badge inside the list at the area's trailing top corner.
    static func blocks<Element: LayoutElement>(header: Element, badge: Element, area: any LayoutElement) -> [any LayoutBlockProtocol] {
        [header.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .scaled(0.5), height: .fixed(30)),
                            constraints: [area.layoutConstraint(for: [.equally])]),
         badge.layoutBlock(with: Layout(x: .trailing(), y: .top(), width: .fixed(40), height: .fixed(20)),
                           constraints: [area.layoutConstraint(for: [.equally])])]
    }

    /// By arithmetic, for a screen `width` wide with the list 60 down, 400 high, scrolled `offset` down: the margins
    /// area is (16, offset + 8, width − 32, 384) in the list's space, its top at 60 − offset + offset + 8 = 68 in the
    /// screen's; the badge is at offset + 8 in the list's space.
    static func expected(width: CGFloat, offset: CGFloat, rtl: Bool) -> [CGRect] {
        let areaWidth = width - 32, half = areaWidth / 2
        return [CGRect(x: rtl ? 16 + areaWidth - half : 16, y: 68, width: half, height: 30),
                CGRect(x: rtl ? 16 : 16 + areaWidth - 40, y: offset + 8, width: 40, height: 20)]
    }

    @Test("Views and nodes with an area of the app's own type give the design's frames, scrolled, in a detached snapshot",
          arguments: LayoutDirection.allCases)
    func scrolledMargins(direction: LayoutDirection) async throws {
        let rtl = direction == .rightToLeft
        for width in Self.widths {
            let root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 600), name: "screen")
            let list = TreeHost(frame: CGRect(x: 0, y: 60, width: width, height: 400), name: "list")
            let header = TreeHost(name: "header"), badge = TreeHost(name: "badge")
            root.add(list)
            root.add(header)
            list.add(badge)
            list.layoutMargins = Self.margins
            list.boundsOrigin = CGPoint(x: 0, y: 120)
            let views = LayoutScheme(blocks: Self.blocks(header: header.layoutElement, badge: badge.layoutElement,
                                                         area: list.layoutElement.layoutMarginsGuide))

            let screenNode = LayoutNode(frame: root.frame, name: "screen"), listNode = LayoutNode(frame: list.frame, name: "list")
            let headerNode = LayoutNode(name: "header"), badgeNode = LayoutNode(name: "badge")
            try screenNode.addChild(listNode)
            try screenNode.addChild(headerNode)
            try listNode.addChild(badgeNode)
            listNode.bounds.origin = CGPoint(x: 0, y: 120)
            // Placed at the node's bounds less the margins after it scrolled: the guide's frame.
            let area = OwnFrameElement(in: listNode, frame: listNode.bounds.inset(by: Self.margins))
            // Placed at the bounds less the margins before the scroll offset was set: 120 above the guide's frame.
            let stale = OwnFrameElement(in: listNode, frame: CGRect(origin: .zero, size: listNode.bounds.size).inset(by: Self.margins))
            let nodes = LayoutScheme(blocks: Self.blocks(header: headerNode, badge: badgeNode, area: area))
            let staleNodes = LayoutScheme(blocks: Self.blocks(header: headerNode, badge: badgeNode, area: stale))

            for offset: CGFloat in [120, 200] {
                list.boundsOrigin.y = offset
                listNode.bounds.origin.y = offset
                area.place(at: listNode.bounds.inset(by: Self.margins))
                let design = Self.expected(width: width, offset: offset, rtl: rtl)
                views.layout(direction: direction)
                #expect([header.frame, badge.frame] == design, "views at \(width), scrolled \(offset)")
                staleNodes.layout(direction: direction)
                #expect([headerNode.frame, badgeNode.frame] != design, "an area placed before the scroll, at \(width)")
                nodes.layout(direction: direction)
                #expect([headerNode.frame, badgeNode.frame] == design, "nodes at \(width), scrolled \(offset)")

                // Detached snapshots of the screen, applied over zeroed frames.
                let rect = root.layoutElement.layoutBounds
                views.captureHostState(for: rect, direction: direction)
                let viewSnapshot = await Task.detached { views.snapshot(for: rect, direction: direction) }.value
                let nodeSnapshot = await Task.detached { nodes.snapshot(for: rect, direction: direction) }.value
                #expect([viewSnapshot, nodeSnapshot].allSatisfy { $0.childSnapshots.map(\.frame) == design }, "snapshots at \(width), scrolled \(offset)")
                header.frame = .zero
                badge.frame = .zero
                headerNode.frame = .zero
                badgeNode.frame = .zero
                try views.apply(snapshot: viewSnapshot)
                try nodes.apply(snapshot: nodeSnapshot)
                #expect([header.frame, badge.frame] == design && [headerNode.frame, badgeNode.frame] == design,
                        "snapshots applied at \(width), scrolled \(offset)")
            }
        }
    }
}
