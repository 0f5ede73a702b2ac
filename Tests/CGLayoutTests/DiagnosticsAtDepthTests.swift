import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// `diagnostics()` of adaptive schemes nested deep in each other's variants: entries share one table of places
/// (a block's path is read out when asked) and problems are found by block, so it takes time and memory in
/// proportion to the number of blocks; what it says at the deepest level is what a shallow scheme's would say.
@Suite("Diagnostics of adaptive schemes nested deep")
struct DiagnosticsAtDepthTests {
    /// `depth` levels over a 320-point root, with a tray guide's block last, whose content lays out the tray (a
    /// mistake, listed at the deepest level); laid out once with `layOut` (every level's compact variant chosen).
    struct Nested {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let scheme: LayoutScheme

        init(depth: Int, layOut: Bool) throws {
            let badges = (0..<depth).map { LayoutNode(name: "badge\($0)") }
            for badge in badges { try root.addChild(badge) }
            let tray = LayoutGuide<LayoutNode>(name: "tray")
            root.add(layoutGuide: tray)
            let trayBlock = tray.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(50)))
            tray.contentLayout = LayoutScheme(blocks: [trayBlock])
            scheme = AdaptiveSchemeIssuesTests.nested(depth: depth, badges: badges, last: trayBlock, container: root)
            if layOut { scheme.layout(direction: .leftToRight) }
        }
    }

    /// Level `level`'s badge block in its wide (variant 0) or compact (variant 1) variant: its path and variants.
    static func badgePlace(level: Int, compact: Bool) -> (path: [Int], variants: [String]) {
        ([0] + Array(repeating: [1, 1], count: level).flatMap { $0 } + [compact ? 1 : 0, 0],
         Array(repeating: "compact", count: level) + [compact ? "compact" : "wide"])
    }

    static let depth = LongTests.size(quick: 2_000, long: 100_000)

    @Test("2,000 levels (100,000 with CGLAYOUT_LONG_TESTS=1), not laid out: every block listed, the deepest with its whole path, variants, steps and problem")
    func deepestLevel() throws {
        let depth = Self.depth, nested = try Nested(depth: depth, layOut: false)
        let diagnostics = nested.scheme.diagnostics(direction: .leftToRight)
        // Two badge blocks a level, then the tray's.
        #expect(diagnostics.entries.count == 2 * depth + 1)
        let tray = try #require(diagnostics.entries.last)
        #expect(tray.blockPath == [0] + Array(repeating: [1, 1], count: depth).flatMap { $0 })
        #expect(tray.variants == Array(repeating: "compact", count: depth))
        // No pass chose a variant yet: every block in one is "not chosen now"; the steps give the frames a pass would.
        #expect(!tray.isChosen && tray.element == "LayoutGuide<LayoutNode> \"tray\"")
        #expect(tray.frame == .zero && tray.trace?.finalFrame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(tray.issues.map(\.kind) == [.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"tray\"")])
        #expect(tray.issues.first?.blockPath == tray.blockPath)
        #expect(diagnostics.issues.count == 1)
        // The deepest level's badges, 10 × 10 at the top left by their steps.
        let compact = diagnostics.entries[2 * depth - 1], wide = diagnostics.entries[2 * depth - 2]
        let compactPlace = Self.badgePlace(level: depth - 1, compact: true), widePlace = Self.badgePlace(level: depth - 1, compact: false)
        #expect(compact.blockPath == compactPlace.path && compact.variants == compactPlace.variants)
        #expect(wide.blockPath == widePlace.path && wide.variants == widePlace.variants)
        #expect(compact.element == "LayoutNode \"badge\(depth - 1)\"" && wide.element == compact.element && !compact.isChosen && !wide.isChosen)
        #expect(compact.trace?.finalFrame == CGRect(x: 0, y: 0, width: 10, height: 10) && wide.trace?.finalFrame == compact.trace?.finalFrame)
        #expect(compact.issues.isEmpty && wide.issues.isEmpty)
        // Entries of the same block compare equal; of different levels not.
        #expect(compact == nested.scheme.diagnostics(direction: .leftToRight).entries[2 * depth - 1])
        #expect(compact != diagnostics.entries[1])
    }

    @Test("200 levels laid out and printed: the deepest level's lines read as one level's do, but for the places and the badge's name")
    func deepestLevelPrinted() throws {
        let depth = 200
        let deepScreen = try Nested(depth: depth, layOut: true), shallowScreen = try Nested(depth: 1, layOut: true)
        let deep = deepScreen.scheme.diagnostics(direction: .leftToRight).description.components(separatedBy: "\n")
        let shallow = shallowScreen.scheme.diagnostics(direction: .leftToRight).description.components(separatedBy: "\n")
        #expect(deep.first == "LayoutScheme: \(2 * depth + 1) blocks, 1 problem (left-to-right)", "\(shallow.joined(separator: "\n"))")
        func place(_ path: [Int], _ variants: [String]) -> String {
            "block " + path.map(String.init).joined(separator: ".") + " in variant " + variants.map { "\"\($0)\"" }.joined(separator: ", then ")
        }
        // One level's places, and the deepest level's.
        let trayPath = { (depth: Int) in [0] + Array(repeating: [1, 1], count: depth).flatMap { $0 } }
        let replacements = [
            (place([0, 0, 0], ["wide"]), place(Self.badgePlace(level: depth - 1, compact: false).path, Self.badgePlace(level: depth - 1, compact: false).variants)),
            (place([0, 1, 0], ["compact"]), place(Self.badgePlace(level: depth - 1, compact: true).path, Self.badgePlace(level: depth - 1, compact: true).variants)),
            (place(trayPath(1), ["compact"]), place(trayPath(depth), Array(repeating: "compact", count: depth))),
            ("\"badge0\"", "\"badge\(depth - 1)\""),
        ]
        let expected = shallow.dropFirst().map { line in replacements.reduce(line) { $0.replacingOccurrences(of: $1.0, with: $1.1) } }
        #expect(Array(deep.suffix(expected.count)) == expected)
        #expect(expected.contains { $0.contains(place(trayPath(depth), Array(repeating: "compact", count: depth))) })
    }
}
