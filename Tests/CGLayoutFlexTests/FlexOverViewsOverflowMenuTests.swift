import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A toolbar whose buttons are a flex row over views, and an overflow menu whose items are a vertical stack over
/// views: the bookmark button moves from the toolbar into the menu (the toolbar has grown too narrow, say) and back.
/// Each view lays out its own subviews — the menu first, then the toolbar — live or through snapshots computed in
/// another task. An item the row no longer holds as a subview is skipped by the row: its frame is the menu's.
@MainActor
@Suite("Flex guides over views lay out only the items under their owner: a toolbar button moved into an overflow menu")
struct FlexOverViewsOverflowMenuTests {
    /// The screen: a 44-point toolbar at the top, the menu below its trailing end (160 × 88).
    @MainActor
    struct Screen {
        let screen: TreeHost
        let toolbar: TreeHost
        let menu = TreeHost(frame: CGRect(x: 0, y: 44, width: 160, height: 88), name: "menu")
        let back = TreeHost(name: "back"), title = TreeHost(name: "title"), share = TreeHost(name: "share")
        let bookmark = TreeHost(name: "bookmark"), copyLink = TreeHost(name: "copy link")
        let toolbarScheme: LayoutScheme
        let menuScheme: LayoutScheme

        init(width: CGFloat) throws {
            screen = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 800), name: "screen")
            toolbar = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 44), name: "toolbar")
            screen.add(toolbar)
            screen.add(menu)
            for button in [back, share, bookmark] { button.measure = { _ in CGSize(width: 44, height: 44) } }
            title.measure = { _ in CGSize(width: 84, height: 17) }     // "Reading list": 12 characters of 7 points
            for view in [back, title, share, bookmark] { toolbar.add(view) }
            menu.add(copyLink)
            // The row: 8 points at the ends and between the buttons, the title taking what is left, all 44 high.
            let row = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row).padding(horizontal: 8).columnGap(8), name: "row")
            toolbar.layoutElement.add(layoutGuide: row)
            try row.addItem(back.layoutElement, style: FlexStyle().flexShrink(0))
            try row.addItem(title.layoutElement, style: FlexStyle().flexGrow(1).flexShrink(1))
            try row.addItem(share.layoutElement, style: FlexStyle().flexShrink(0))
            try row.addItem(bookmark.layoutElement, style: FlexStyle().flexShrink(0))
            // The menu: its items 44 high, as wide as the menu, from the top; the bookmark is arranged there too,
            // and laid out there while it is the menu's subview.
            let list = StackLayoutGuide<HostElement>(axis: .vertical, filling: .equal(44), name: "menu items")
            menu.layoutElement.add(layoutGuide: list)
            try list.addArrangedElement(copyLink.layoutElement)
            try list.addArrangedElement(bookmark.layoutElement)
            let whole = Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))
            toolbarScheme = LayoutScheme(blocks: [row.layoutBlock(with: whole)])
            menuScheme = LayoutScheme(blocks: [list.layoutBlock(with: whole)])
        }

        var toolbarFrames: [CGRect] { [back.frame, title.frame, share.frame] }

        /// Each view lays out its subviews: the menu, then the toolbar (the last write would win).
        func layout(direction: LayoutDirection) {
            menuScheme.layout(direction: direction)
            toolbarScheme.layout(direction: direction)
        }

        /// The same through snapshots computed in another task, applied in the same order.
        func layoutInBackground(direction: LayoutDirection) async throws {
            try menuScheme.apply(snapshot: await menuScheme.snapshotInBackground(for: menu.layoutElement.bounds, direction: direction))
            try toolbarScheme.apply(snapshot: await toolbarScheme.snapshotInBackground(for: toolbar.layoutElement.bounds, direction: direction))
        }

        /// Moves the bookmark into the menu, or back to the end of the toolbar.
        func moveBookmark(toMenu: Bool) {
            if toMenu { menu.add(bookmark) } else { toolbar.add(bookmark) }
        }
    }

    /// The toolbar's frames by arithmetic: back at the leading end, the buttons 44 wide with 8 points at the ends and
    /// between them, the title filling the rest; with the bookmark, back, title, share and bookmark, without it the
    /// first three. Mirrored right to left.
    static func toolbar(width: CGFloat, direction: LayoutDirection, withBookmark: Bool) -> [CGRect] {
        let buttons: CGFloat = withBookmark ? 3 : 2
        let titleWidth = width - 8 - buttons * (44 + 8) - 8
        var ltr = [CGRect(x: 8, y: 0, width: 44, height: 44), CGRect(x: 60, y: 0, width: titleWidth, height: 44),
                   CGRect(x: 60 + titleWidth + 8, y: 0, width: 44, height: 44)]
        if withBookmark { ltr.append(CGRect(x: width - 8 - 44, y: 0, width: 44, height: 44)) }
        guard direction == .rightToLeft else { return ltr }
        return ltr.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// The menu's items, in the menu's space: 160 wide, 44 high, from the top.
    static let copyLinkInMenu = CGRect(x: 0, y: 0, width: 160, height: 44)
    static let bookmarkInMenu = CGRect(x: 0, y: 44, width: 160, height: 44)

    @Test("The bookmark moves into the menu and back: each pass lays it out where it is, live and through snapshots in another task",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func bookmarkMovesIntoTheMenuAndBack(width: CGFloat, direction: LayoutDirection) async throws {
        let screen = try Screen(width: width)
        for inBackground in [false, true] {
            screen.layout(direction: direction)
            let four = Self.toolbar(width: width, direction: direction, withBookmark: true)
            #expect(screen.toolbarFrames + [screen.bookmark.frame] == four, "inBackground: \(inBackground)")
            #expect(screen.copyLink.frame == Self.copyLinkInMenu)
            // Into the menu: the row lays out three buttons, and the menu's stack the bookmark under the link.
            screen.moveBookmark(toMenu: true)
            if inBackground { try await screen.layoutInBackground(direction: direction) } else { screen.layout(direction: direction) }
            #expect(screen.toolbarFrames == Self.toolbar(width: width, direction: direction, withBookmark: false), "inBackground: \(inBackground)")
            #expect(screen.bookmark.frame == Self.bookmarkInMenu, "inBackground: \(inBackground)")
            #expect(screen.copyLink.frame == Self.copyLinkInMenu)
            // A later pass changes nothing.
            screen.layout(direction: direction)
            #expect(screen.bookmark.frame == Self.bookmarkInMenu)
            #expect(screen.toolbarFrames == Self.toolbar(width: width, direction: direction, withBookmark: false))
            // Back to the toolbar: the row lays out four buttons again, the menu only the link.
            screen.moveBookmark(toMenu: false)
            if inBackground { try await screen.layoutInBackground(direction: direction) } else { screen.layout(direction: direction) }
            #expect(screen.toolbarFrames + [screen.bookmark.frame] == four, "inBackground: \(inBackground)")
            #expect(screen.copyLink.frame == Self.copyLinkInMenu)
            // The menu's stack, laid out alone (after the toolbar, this time), skips the bookmark too.
            screen.menuScheme.layout(direction: direction)
            try screen.menuScheme.apply(snapshot: await screen.menuScheme.snapshotInBackground(for: screen.menu.layoutElement.bounds, direction: direction))
            #expect(screen.bookmark.frame == four[3], "inBackground: \(inBackground)")
            #expect(screen.copyLink.frame == Self.copyLinkInMenu)
        }
    }

    @Test("The bookmark moves into the menu while the toolbar is rotated: the row at the new width lays out three buttons, and the menu's frame for the bookmark stays",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bookmarkMovesWhileRotating(direction: LayoutDirection) async throws {
        let screen = try Screen(width: 414)
        screen.layout(direction: direction)
        screen.moveBookmark(toMenu: true)
        screen.toolbar.frame.size.width = 320
        try await screen.layoutInBackground(direction: direction)
        #expect(screen.toolbarFrames == Self.toolbar(width: 320, direction: direction, withBookmark: false))
        #expect(screen.bookmark.frame == Self.bookmarkInMenu)
        screen.toolbar.frame.size.width = 414
        screen.layout(direction: direction)
        #expect(screen.toolbarFrames == Self.toolbar(width: 414, direction: direction, withBookmark: false))
        #expect(screen.bookmark.frame == Self.bookmarkInMenu)
    }

    @Test("A snapshot of the toolbar taken before the bookmark moved is refused after the move, and writes nothing",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func snapshotFromBeforeTheMoveIsRefused(width: CGFloat, direction: LayoutDirection) async throws {
        let screen = try Screen(width: width)
        let bounds = screen.toolbar.layoutElement.bounds
        let before = await screen.toolbarScheme.snapshotInBackground(for: bounds, direction: direction)
        screen.moveBookmark(toMenu: true)
        screen.layout(direction: direction)
        let frames = screen.toolbarFrames
        let refusal = #expect(throws: LayoutSnapshotError.self) { try screen.toolbarScheme.apply(snapshot: before) }
        #expect(refusal?.description.hasSuffix("expected 3 flex items, found 4") == true, "\(String(describing: refusal))")
        #expect(screen.toolbarFrames == frames)
        #expect(screen.bookmark.frame == Self.bookmarkInMenu)
    }

    @Test("The bookmark moved into a view that no block lays out keeps its last frame; the row lays out the others",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bookmarkMovesIntoAViewWithoutLayout(direction: LayoutDirection) async throws {
        let screen = try Screen(width: 320)
        screen.toolbarScheme.layout(direction: direction)
        let last = screen.bookmark.frame
        let tray = TreeHost(frame: CGRect(x: 0, y: 600, width: 320, height: 200), name: "tray")
        screen.screen.add(tray)
        tray.add(screen.bookmark)
        screen.toolbarScheme.layout(direction: direction)
        #expect(screen.bookmark.frame == last)
        #expect(screen.toolbarFrames == Self.toolbar(width: 320, direction: direction, withBookmark: false))
        screen.bookmark.frame = .zero
        try await screen.toolbarScheme.layoutInBackground(for: screen.toolbar.layoutElement.bounds, direction: direction)
        #expect(screen.bookmark.frame == .zero)
        #expect(screen.toolbarFrames == Self.toolbar(width: 320, direction: direction, withBookmark: false))
    }
}
