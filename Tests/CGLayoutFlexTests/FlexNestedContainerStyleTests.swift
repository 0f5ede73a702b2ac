import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// `setStyle(_:for:)` on an item that is itself a flex container sets that container's own `style`, the one it is
/// laid out with: a toolbar node (a row, 12 points of padding, 8 between items) of a 24-point icon, a nested row
/// node of two 20-point buttons 4 apart (44 wide), and a 30-point "more" button. Frames by arithmetic.
@Suite("Styling a nested flex container through its parent")
struct FlexNestedContainerStyleTests {
    struct Toolbar {
        let root: LayoutNode, bar: FlexContainerNode, icon: LayoutNode, group: FlexContainerNode, buttons: [LayoutNode], more: LayoutNode
        let scheme: LayoutScheme

        init(width: CGFloat) throws {
            root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 48), name: "screen")
            bar = FlexContainerNode(style: FlexStyle().flexDirection(.row).padding(12).columnGap(8).alignItems(.flexStart), name: "toolbar")
            try root.addChild(bar)
            icon = LayoutNode(name: "icon")
            group = FlexContainerNode(style: FlexStyle().flexDirection(.row).columnGap(4), name: "group")
            buttons = [LayoutNode(name: "bold"), LayoutNode(name: "italic")]
            more = LayoutNode(name: "more")
            try bar.addItem(icon, style: FlexStyle().width(.point(24)).height(.point(24)))
            for button in buttons { try group.addItem(button, style: FlexStyle().width(.point(20)).height(.point(20))) }
            try bar.addItem(group)
            try bar.addItem(more, style: FlexStyle().width(.point(30)).height(.point(24)))
            scheme = LayoutScheme(blocks: [bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }

        /// Lays out on the main path, or through a snapshot computed in another task and applied.
        func layout(_ direction: LayoutDirection, throughSnapshot: Bool) async throws {
            guard throughSnapshot else { return scheme.layout(direction: direction) }
            let (scheme, bounds) = (scheme, root.bounds)
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
        }

        /// `frame` in `width` as laid out in `direction` (mirrored from the right-to-left edge).
        static func placed(_ frame: CGRect, in width: CGFloat, _ direction: LayoutDirection) -> CGRect {
            direction == .leftToRight ? frame : CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }

        /// Expects the bar's items and the group's buttons where a group `groupWidth` wide puts them (`nil`: hidden).
        func expectFrames(width: CGFloat, groupWidth: CGFloat?, _ direction: LayoutDirection, sourceLocation: SourceLocation = #_sourceLocation) {
            let at = { Self.placed($0, in: width, direction) }
            #expect(icon.frame == at(CGRect(x: 12, y: 12, width: 24, height: 24)), sourceLocation: sourceLocation)
            guard let groupWidth else {
                #expect(more.frame == at(CGRect(x: 44, y: 12, width: 30, height: 24)), sourceLocation: sourceLocation)
                #expect(([group.frame] + buttons.map(\.frame)).allSatisfy { $0 == .zero }, "hidden: \(group.frame)", sourceLocation: sourceLocation)
                return
            }
            #expect(group.frame == at(CGRect(x: 44, y: 12, width: groupWidth, height: 20)), sourceLocation: sourceLocation)
            #expect(more.frame == at(CGRect(x: 44 + groupWidth + 8, y: 12, width: 30, height: 24)), sourceLocation: sourceLocation)
            let inGroup = { Self.placed($0, in: groupWidth, direction) }
            #expect(buttons.map(\.frame) == [inGroup(CGRect(x: 0, y: 0, width: 20, height: 20)), inGroup(CGRect(x: 24, y: 0, width: 20, height: 20))],
                    sourceLocation: sourceLocation)
        }
    }

    @Test("setStyle(_:for:) on a nested container node sets its style: it grows, then hides, then shows again",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [CGFloat(320), 375, 414])
    func setStyleOnNestedContainerNode(direction: LayoutDirection, width: CGFloat) async throws {
        for throughSnapshot in [false, true] {
            let toolbar = try Toolbar(width: width)
            try await toolbar.layout(direction, throughSnapshot: throughSnapshot)
            toolbar.expectFrames(width: width, groupWidth: 44, direction)
            // Grown: the group takes what the icon, the more button, the padding and the gaps leave.
            #expect(toolbar.bar.setStyle(toolbar.group.style.flexGrow(1), for: toolbar.group))
            #expect(toolbar.group.style.flexGrow == 1)
            #expect(toolbar.bar.items[1].style == toolbar.group.style)
            try await toolbar.layout(direction, throughSnapshot: throughSnapshot)
            toolbar.expectFrames(width: width, groupWidth: width - 12 - 24 - 8 - 8 - 30 - 12, direction)
            // Hidden: the more button takes its place.
            #expect(toolbar.bar.setStyle(toolbar.group.style.display(.none), for: toolbar.group))
            try await toolbar.layout(direction, throughSnapshot: throughSnapshot)
            toolbar.expectFrames(width: width, groupWidth: nil, direction)
            // Shown again at its own width.
            #expect(toolbar.bar.setStyle(FlexStyle().flexDirection(.row).columnGap(4), for: toolbar.group))
            try await toolbar.layout(direction, throughSnapshot: throughSnapshot)
            toolbar.expectFrames(width: width, groupWidth: 44, direction)
        }
    }

    @Test("setStyle(_:for:) on an element that is not an item answers false and changes nothing")
    func setStyleOnOtherContainer() throws {
        let toolbar = try Toolbar(width: 320)
        let other = FlexContainerNode(style: FlexStyle().flexDirection(.column), name: "other")
        #expect(!toolbar.bar.setStyle(FlexStyle().flexGrow(1), for: other))
        #expect(other.style == FlexStyle().flexDirection(.column))
    }
}
