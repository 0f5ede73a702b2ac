import CGLayout
import Foundation

/// The real screens in the gallery: one scene per screen and layout system, each showing the screen
/// at 320, 375 and 768 points, left-to-right and right-to-left.
enum RealScreenScenes {
    /// The widths every real screen is shown at: a small phone, a phone, a tablet.
    static let widths: [CGFloat] = [320, 375, 768]

    static let settingsSummary = "The same rows in every system — a 17-pt icon, a title that wraps in the width left, a value and a chevron, 10 apart, padding 12 × 16. The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic: every system gives them, in both directions, at every width."
    static let chatSummary = "Bubbles on alternating sides, at most 70 % of the thread, text that wraps, a time under each text. The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic, the same in every system and both directions."

    static func settingsRectScheme() throws -> GalleryScene {
        try scene(id: "settings-rect", title: "Real screen: a settings list with a rect scheme and a stack guide",
                  summary: settingsSummary + " Here rows are nodes sized by their own schemes, arranged by a stack guide.",
                  screen: SettingsListRectScheme(size: size(360), measurer: MonospacedTextMeasurer()))
    }

    static func settingsFlex() throws -> GalleryScene {
        try scene(id: "settings-flex", title: "Real screen: a settings list with flexbox",
                  summary: settingsSummary + " Here rows are flex container nodes in a column.",
                  screen: SettingsListFlex(size: size(360), measurer: MonospacedTextMeasurer()))
    }

    static func settingsSimpleEngine() throws -> GalleryScene {
        try scene(id: "settings-simple", title: "Real screen: a settings list with the simple layout engine",
                  summary: settingsSummary + " Here a column of fixed items holds the rows; each row is a row of items.",
                  screen: SettingsListSimpleEngine(size: size(360), measurer: MonospacedTextMeasurer()))
    }

    static func settingsRelations() throws -> GalleryScene {
        try scene(id: "settings-relations", title: "Real screen: a settings list with relations",
                  summary: settingsSummary + " Here every frame comes from Auto Layout-style relations solved by Cassowary.",
                  screen: SettingsListRelations(size: size(360), measurer: MonospacedTextMeasurer()))
    }

    static func chatRectScheme() throws -> GalleryScene {
        try scene(id: "chat-rect", title: "Real screen: a chat thread with a rect scheme",
                  summary: chatSummary + " Here each bubble is `.scaled(0.7).then(.fit)`, sized by its own scheme.",
                  screen: ChatThreadRectScheme(size: size(520), measurer: MonospacedTextMeasurer()))
    }

    static func chatFlex() throws -> GalleryScene {
        try scene(id: "chat-flex", title: "Real screen: a chat thread with flexbox",
                  summary: chatSummary + " Here bubbles are flex container nodes with max-width 70 %.",
                  screen: ChatThreadFlex(size: size(520), measurer: MonospacedTextMeasurer()))
    }

    static func chatRelations() throws -> GalleryScene {
        try scene(id: "chat-relations", title: "Real screen: a chat thread with relations",
                  summary: chatSummary + " Here each bubble is at most 70 % of the thread and pulled in; its text is measured at the width the relations give it, so it wraps and the bubble hugs its widest line.",
                  screen: ChatThreadRelations(size: size(520), measurer: MonospacedTextMeasurer()))
    }

    private static func size(_ height: CGFloat) -> CGSize { CGSize(width: widths[1], height: height) }

    /// The screen at every width in both directions, as snapshots: one row per direction, one column per width.
    /// Names are left to the frame tables and hover titles: a screen of many rows would bury its picture in them.
    private static func scene(id: String, title: String, summary: String, screen: any RealScreen,
                              function: String = #function) throws -> GalleryScene {
        var panels: [GalleryPanel] = []
        for direction in LayoutDirection.allCases {
            for width in widths {
                screen.root.frame.size.width = width
                let snapshot = screen.block.snapshot(for: screen.root.bounds, direction: direction)
                let caption = "\(screen.system), \(Int(width)) pt, \(direction == .leftToRight ? "left-to-right" : "right-to-left")"
                panels.append(GalleryPanel(caption: caption, root: screen.root, snapshot: snapshot, direction: direction, showsNames: false))
            }
        }
        screen.root.frame.size.width = widths[1]
        return GalleryScene(id: id, title: title, summary: summary, panels: panels, columnWidths: widths,
                            file: #filePath, function: function)
    }
}
