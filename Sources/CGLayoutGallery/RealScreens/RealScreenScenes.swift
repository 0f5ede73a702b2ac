import CGLayout
import Foundation

/// The real screens in the gallery: each screen in each system, side by side,
/// left-to-right and right-to-left.
enum RealScreenScenes {
    static func settings() throws -> GalleryScene {
        let size = CGSize(width: 375, height: 360)
        let measurer = MonospacedTextMeasurer()   // the tests' design arithmetic: these pictures show the tested frames
        let screens: [any RealScreen] = [try SettingsListRectScheme(size: size, measurer: measurer), try SettingsListFlex(size: size, measurer: measurer),
                                         try SettingsListSimpleEngine(size: size, measurer: measurer), try SettingsListRelations(size: size, measurer: measurer)]
        return GalleryScene(id: "settings", title: "A settings list in every system",
                            summary: "The same rows — a 17-pt icon, a title that wraps in the width left, a value and a chevron, 10 apart, padding 12 × 16 — written with a rect scheme and a stack guide (rows are nodes sized by their schemes), with flexbox (rows are flex container nodes), with the simple layout engine, and with Auto Layout-style relations solved by Cassowary. The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic: every system gives them, in both directions, at 320, 375 and 768.",
                            panels: panels(screens))
    }

    static func chat() throws -> GalleryScene {
        let size = CGSize(width: 375, height: 520)
        let measurer = MonospacedTextMeasurer()   // the tests' design arithmetic: these pictures show the tested frames
        let screens: [any RealScreen] = [try ChatThreadRectScheme(size: size, measurer: measurer), try ChatThreadFlex(size: size, measurer: measurer),
                                         try ChatThreadRelations(size: size, measurer: measurer)]
        return GalleryScene(id: "chat", title: "A chat thread in every system",
                            summary: "Bubbles on alternating sides, at most 70 % of the thread, text that wraps, a time under each text: with a rect scheme (each bubble `.scaled(0.7).then(.fit)`, sized by its own scheme), with flexbox (bubbles are flex container nodes with max-width 70 %), and with Auto Layout-style relations (each bubble at most 70 % of the thread and pulled in; its text measured at the width the relations give it, so it wraps and the bubble hugs its widest line). The text keeps the monospaced measurer (7 × 17 pt per character), so these are the frames the tests compute by arithmetic, the same in every system and both directions.",
                            panels: panels(screens))
    }

    private static func panels(_ screens: [any RealScreen]) -> [GalleryPanel] {
        LayoutDirection.allCases.flatMap { direction in
            screens.map { screen in
                let snapshot = screen.block.snapshot(for: screen.root.bounds, direction: direction)
                return GalleryPanel(caption: "\(screen.system), \(direction == .leftToRight ? "left-to-right" : "right-to-left")",
                                    root: screen.root, snapshot: snapshot, direction: direction)
            }
        }
    }
}
