import CGLayout
import CGLayoutRelations
import Foundation

/// A scene laid out by relations (seed 003's shape) and the Cassowary solver.
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
        let bounds = root.bounds
        let ltr = relations.snapshot(for: bounds, direction: .leftToRight)
        let rtl = relations.snapshot(for: bounds, direction: .rightToLeft)
        return GalleryScene(id: "relations", title: "Relations and priorities (Cassowary)",
                            summary: "Seed 003's relations — item.constraint(.leading, to: other, .trailing, constant: 10) — solved by the Cassowary solver. Text hugs its intrinsic size; leading and trailing follow the direction.",
                            panels: [GalleryPanel(caption: "left-to-right", root: root, snapshot: ltr),
                                     GalleryPanel(caption: "right-to-left", root: root, snapshot: rtl)])
    }
}
