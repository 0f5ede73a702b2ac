import CGLayout
import CGLayoutRelations
import Foundation

/// Scenes laid out by Auto Layout-style relations and the Cassowary solver.
enum RelationScenes {
    static func post() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 340, height: 150), name: "post")
        let avatar = LayoutNode(name: "avatar")
        let name = GalleryText.label("Ada Lovelace", name: "name")
        let handle = GalleryText.label("@ada", name: "handle")
        let time = GalleryText.label("2h", name: "time")
        let body = GalleryText.label("Relations with priorities, solved on Linux.", name: "body")
        for node in [avatar, name, handle, time, body] { try root.addChild(node) }
        let relations = RelationLayout(container: root)
        relations.activate([
            avatar.constraint(.leading, to: root, .leading, constant: 12),
            avatar.constraint(.top, to: root, .top, constant: 12),
            avatar.constraint(.width, constant: 48),
            avatar.constraint(.height, to: avatar, .width),
            name.constraint(.leading, to: avatar, .trailing, constant: 10),
            name.constraint(.top, to: avatar, .top),
            handle.constraint(.leading, to: name, .trailing, constant: 6),
            handle.constraint(.top, to: name, .top),
            time.constraint(.trailing, to: root, .trailing, constant: -12),
            time.constraint(.top, to: name, .top),
            handle.constraint(.trailing, .lessThanOrEqual, to: time, .leading, constant: -6),
            body.constraint(.leading, to: name, .leading),
            body.constraint(.top, to: name, .bottom, constant: 6),
            body.constraint(.trailing, .lessThanOrEqual, to: root, .trailing, constant: -12),
        ])
        return GalleryScene(id: "relations", title: "Relations and priorities (Cassowary)",
                            summary: "Auto Layout-style relations — item.constraint(.leading, to: other, .trailing, constant: 10) — solved by the Cassowary solver. Text hugs its intrinsic size and wraps at the width the relations give it; leading and trailing follow the direction.",
                            panels: GalleryPanel.inBothDirections(of: relations, root: root))
    }

    /// The settings list: titles that wrap between the icon and the switch, at two widths and in both directions.
    static func settings() throws -> GalleryScene {
        var panels: [GalleryPanel] = []
        for (width, direction) in [(CGFloat(320), LayoutDirection.leftToRight), (320, .rightToLeft), (375, .leftToRight)] {
            let list = try SettingsList(rows: 6, width: width, measurer: GalleryText.measurer)
            let snapshot = list.relations.snapshot(for: list.screen.bounds, direction: direction)
            list.screen.frame.size.height = snapshot.frame.maxY
            panels.append(GalleryPanel(caption: "\(Int(width)) pt, \(direction == .leftToRight ? "left-to-right" : "right-to-left")",
                                       root: list.screen, snapshot: snapshot, direction: direction))
        }
        return GalleryScene(id: "relations-settings", title: "A settings list with relations",
                            summary: "One RelationLayout for the screen: rows chained 1 pt apart, at least 44 tall; in each row an icon at leading 16, a switch at trailing 16 and a title between them that wraps (icons, titles and switches are children of their rows, written through the rows' solved frames).",
                            panels: panels)
    }

    /// A scroll guide, its content layout guide and a stack of paragraphs pinned to the view's margins.
    static func scrollStack() throws -> GalleryScene {
        var panels: [GalleryPanel] = []
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let screen = try ScrollStackScreen(width: 320, height: 480, measurer: GalleryText.measurer)
            let snapshot = screen.relations.snapshot(for: screen.view.bounds, direction: direction)
            panels.append(GalleryPanel(caption: direction == .leftToRight ? "left-to-right" : "right-to-left", root: screen.view, snapshot: snapshot,
                                       direction: direction))
        }
        return GalleryScene(id: "relations-scroll", title: "Scroll view, content layout guide and a stack at the margins",
                            summary: "The scroll guide fills the view; its content layout guide is as wide as the view and as tall as the stack, whose paragraphs wrap at the width between the view's margins. The content guide's solved size is the scroll content size.",
                            panels: panels)
    }
}
