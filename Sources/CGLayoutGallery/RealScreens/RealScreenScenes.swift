import CGLayout
import Foundation

/// The real screens in the gallery: one scene per screen and layout system, each showing the screen
/// at 320, 375 and 768 points, left-to-right and right-to-left.
enum RealScreenScenes {
    /// The widths every real screen is shown at: a small phone, a phone, a tablet.
    static let widths: [CGFloat] = [320, 375, 768]

    static let settingsSummary = "The same rows in every system — a 17-pt icon, a title that wraps in the width left, a value and a chevron, 10 apart, padding 12 × 16. The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic: every system gives them, in both directions, at every width."
    static let chatSummary = "Bubbles on alternating sides, at most 70 % of the thread, text that wraps, a time under each text. The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic, the same in every system and both directions."

    /// The layout systems a real screen is written in: the part of a scene's id, title and summary that says which.
    enum System: CaseIterable {
        case rectScheme, flexbox, relations, simpleEngine

        var id: String { ["rect", "flex", "relations", "simple"][index] }
        var name: String { ["a rect scheme", "flexbox", "relations", "the simple layout engine"][index] }
        var settingsNote: String {
            ["Here rows are nodes sized by their own schemes, arranged by a stack guide.",
             "Here rows are flex container nodes in a column.",
             "Here every frame comes from Auto Layout-style relations solved by Cassowary.",
             "Here a column of fixed items holds the rows; each row is a row of items."][index]
        }
        var chatNote: String {
            ["Here each bubble is `.scaled(0.7).then(.fit)`, sized by its own scheme.",
             "Here bubbles are flex container nodes with max-width 70 %.",
             "Here each bubble is at most 70 % of the thread and pulled in; its text is measured at the width the relations give it, so it wraps and the bubble hugs its widest line.",
             "(none)"][index]
        }
        private var index: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// The settings list written in `system`, at every width in both directions.
    static func settings(_ system: System) throws -> GalleryScene {
        let size = CGSize(width: widths[1], height: 360), measurer = MonospacedTextMeasurer()
        let screen: any RealScreen = switch system {
        case .rectScheme: try SettingsListRectScheme(size: size, measurer: measurer)
        case .flexbox: try SettingsListFlex(size: size, measurer: measurer)
        case .relations: try SettingsListRelations(size: size, measurer: measurer)
        case .simpleEngine: try SettingsListSimpleEngine(size: size, measurer: measurer)
        }
        return try scene(id: "settings-\(system.id)", title: "Real screen: a settings list with \(system.name)",
                         summary: settingsSummary + " " + system.settingsNote, screen: screen)
    }

    /// The chat thread written in `system` (the simple layout engine has none), at every width in both directions.
    static func chat(_ system: System) throws -> GalleryScene {
        let size = CGSize(width: widths[1], height: 520), measurer = MonospacedTextMeasurer()
        let screen: any RealScreen = switch system {
        case .rectScheme: try ChatThreadRectScheme(size: size, measurer: measurer)
        case .simpleEngine: preconditionFailure("RealScreenScenes.chat(.simpleEngine): no chat thread is written with the simple layout engine")
        case .flexbox: try ChatThreadFlex(size: size, measurer: measurer)
        case .relations: try ChatThreadRelations(size: size, measurer: measurer)
        }
        return try scene(id: "chat-\(system.id)", title: "Real screen: a chat thread with \(system.name)",
                         summary: chatSummary + " " + system.chatNote, screen: screen)
    }

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
