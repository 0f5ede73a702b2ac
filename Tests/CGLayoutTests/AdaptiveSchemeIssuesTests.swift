import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// `scheme.issues` looks into every variant of the scheme's adaptive schemes, nested ones too, whichever
/// variant is chosen now: a content loop or a second writer that only one variant makes is reported at the
/// block that makes it, naming its variants; the same element laid out in two variants is not two writers.
@Suite("Issues in adaptive schemes' variants")
struct AdaptiveSchemeIssuesTests {
    /// A list–detail screen: a 44-point title across the top; below it, at regular widths (600 and up) the list
    /// 240 wide at the left and the detail panel (a guide whose content fills it with the detail node) beside
    /// it, at compact widths the list over the whole width and the detail node laid out by itself below the
    /// screen's bottom edge (off screen, ready to slide in). A footer is laid out by the extra blocks a test adds.
    struct Screen {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "screen")
        let title = LayoutNode(name: "title"), list = LayoutNode(name: "list"), detail = LayoutNode(name: "detail")
        let footer = LayoutNode(name: "footer")
        let panel = LayoutGuide<LayoutNode>(name: "panel")

        init() throws {
            for node in [title, list, detail, footer] { try screen.addChild(node) }
            screen.add(layoutGuide: panel)
        }

        /// The title's block, then the adaptive scheme: extra blocks after the panel content's, after the
        /// regular variant's, before and after the compact variant's.
        func scheme(panelContent: [any LayoutBlockProtocol] = [], regular: [any LayoutBlockProtocol] = [],
                    compactBefore: [any LayoutBlockProtocol] = [], compact: [any LayoutBlockProtocol] = []) -> (scheme: LayoutScheme, adaptive: AdaptiveScheme) {
            panel.contentLayout = LayoutScheme(blocks: [
                detail.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
            ] + panelContent)
            let adaptive = AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    list.layoutBlock(with: Layout(x: .left(), y: .top(44), width: .fixed(240), height: .boxed(44))),
                    panel.layoutBlock(with: Layout(x: .left(240), y: .top(44), width: .boxed(240), height: .boxed(44))),
                ] + regular)),
                .init("compact", scheme: LayoutScheme(blocks: compactBefore + [
                    list.layoutBlock(with: Layout(x: .left(), y: .top(44), width: .scaled(1), height: .boxed(44))),
                    detail.layoutBlock(with: Layout(x: .left(), y: .top(480), width: .scaled(1), height: .boxed(44))),
                ] + compact)),
            ])
            return (LayoutScheme(blocks: [title.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(44))), adaptive]),
                    adaptive)
        }

        /// A block that lays the footer out 20 high across the screen, its top at the bottom of `element`'s frame.
        func footerBlock(under element: any LayoutElement) -> any LayoutBlockProtocol {
            footer.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(20)),
                               constraints: [element.layoutConstraint(for: [.bottom(.limit(on: .outer))])])
        }

        /// Sets the screen's width (its bounds at the origin).
        func resize(width: CGFloat) {
            screen.frame = CGRect(x: 0, y: 0, width: width, height: 480)
            screen.bounds = CGRect(x: 0, y: 0, width: width, height: 480)
        }
    }

    @Test("A well-formed list–detail screen has no issues, at compact and regular widths, and lays out as designed")
    func wellFormedScreenHasNoIssues() throws {
        let made = try Screen()
        let scheme = made.scheme().scheme
        for width: CGFloat in [320, 768] {
            made.resize(width: width)
            scheme.layout(direction: .leftToRight)
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
            #expect(made.title.frame == CGRect(x: 0, y: 0, width: width, height: 44))
            if width >= 600 {
                #expect(made.list.frame == CGRect(x: 0, y: 44, width: 240, height: 436))
                #expect(made.panel.frame == CGRect(x: 240, y: 44, width: width - 240, height: 436))
                #expect(made.detail.frame == CGRect(x: 240, y: 44, width: width - 240, height: 436))   // the panel's area
            } else {
                #expect(made.list.frame == CGRect(x: 0, y: 44, width: width, height: 436))
                #expect(made.detail.frame == CGRect(x: 0, y: 480, width: width, height: 436))
            }
        }
        // The detail node is laid out by the panel's content in one variant and by a block in the other: one writer per pass.
        // At 768 wide the compact variant is not chosen: its blocks' steps are listed, not compared with the frames.
        #expect(String(reflecting: scheme).contains("block 1.1.1 in variant \"compact\" (not chosen now), LayoutNode \"detail\": steps from the present frames"),
                "\(String(reflecting: scheme))")
    }

    @Test("A content loop only the regular variant makes is reported at compact widths too, at its block, naming the variant")
    func loopInOneVariant() throws {
        let made = try Screen()
        // The panel's content lays out the panel itself (a mistake): only the regular variant lays the panel out.
        let (scheme, adaptive) = made.scheme(panelContent: [
            made.panel.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
        ])
        scheme.layout(direction: .leftToRight)   // 320 wide: the compact variant
        #expect(adaptive.currentSnapshot.layoutName == "compact")
        let expected = LayoutIssue(blockPath: [1, 0, 1], element: "LayoutGuide<LayoutNode> \"panel\"",
                                   kind: .contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"panel\""), variants: ["regular"])
        #expect(scheme.issues == [expected], "\(scheme.issues)")
        #expect(expected.description.hasPrefix("block 1.0.1 in variant \"regular\", LayoutGuide<LayoutNode> \"panel\": the content layout of"))
        // At a regular width the pass meets the loop: its snapshot is refused, as the issue says.
        let snapshot = scheme.snapshot(for: CGRect(x: 0, y: 0, width: 768, height: 480), direction: .leftToRight)
        #expect(throws: LayoutSnapshotError.self) { try scheme.apply(snapshot: snapshot) }
    }

    @Test("A second writer that only one variant adds is a warning at its block, naming the writers of that pass; an element in both variants is not")
    func secondWriterAcrossVariants() throws {
        let made = try Screen()
        // The compact variant lays the title out again (a mistake): the scheme's first block lays it out in every pass.
        let scheme = made.scheme(compact: [made.title.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(56)))]).scheme
        let expected = LayoutIssue(blockPath: [1, 1, 2], element: "LayoutNode \"title\"",
                                   kind: .laidOutByMoreThanOneWriter(element: "LayoutNode \"title\"",
                                                                     writers: ["block 0", "block 1.1.2 in variant \"compact\""]),
                                   variants: ["compact"])
        #expect(scheme.issues == [expected], "\(scheme.issues)")
        #expect(expected.isWarning)
        scheme.layout(direction: .leftToRight)
        #expect(made.title.frame == CGRect(x: 0, y: 0, width: 320, height: 56))   // the last one wins
    }

    @Test("A block that reads an element laid out later only in another variant reads no later block; one laid out later in its own variant does")
    func readsLaterBlockOnlyWithinAPass() throws {
        let made = try Screen()
        // Regular: the footer under the detail node, which only the compact variant's block lays out (the panel's content does here).
        let regular = made.scheme(regular: [made.footerBlock(under: made.detail)]).scheme
        #expect(regular.issues.isEmpty, "\(regular.issues)")
        // Compact: the footer first, under the list, which the compact variant lays out after it (the regular one before it).
        let compact = made.scheme(compactBefore: [made.footerBlock(under: made.list)]).scheme
        let expected = LayoutIssue(blockPath: [1, 1, 0], element: "LayoutNode \"footer\"",
                                   kind: .readsLaterBlock(constraint: 0, element: "LayoutNode \"list\"", laidOutBy: [1, 1, 1]), variants: ["compact"])
        #expect(compact.issues == [expected], "\(compact.issues)")
    }

    @Test("Nested adaptive schemes: a loop and a second writer in an inner variant name both variants, outermost first")
    func nestedAdaptiveSchemes() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 768, height: 1024), name: "screen")
        let list = LayoutNode(name: "list"), badge = LayoutNode(name: "badge")
        let sheet = LayoutGuide<LayoutNode>(name: "sheet")
        for node in [list, badge] { try screen.addChild(node) }
        screen.add(layoutGuide: sheet)
        let fill = Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))
        // The sheet's content lays out the sheet itself (a mistake).
        sheet.contentLayout = LayoutScheme(blocks: [badge.layoutBlock(with: fill), sheet.layoutBlock(with: fill)])
        let inner = AdaptiveScheme(container: screen, variants: [
            .init("tall", when: .height(atLeast: 600), scheme: LayoutScheme(blocks: [
                badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fixed(20), height: .fixed(20))),
                list.layoutBlock(with: fill),   // the list again (a mistake)
            ])),
            .init("short", scheme: LayoutScheme(blocks: [sheet.layoutBlock(with: fill)])),
        ])
        let outer = AdaptiveScheme(container: screen, variants: [
            .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(240), height: .scaled(1))), inner,
            ])),
            .init("compact", scheme: LayoutScheme(blocks: [list.layoutBlock(with: fill)])),
        ])
        let scheme = LayoutScheme(blocks: [outer])
        let loop = LayoutIssue(blockPath: [0, 0, 1, 1, 0], element: "LayoutGuide<LayoutNode> \"sheet\"",
                               kind: .contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"sheet\""), variants: ["regular", "short"])
        let twice = LayoutIssue(blockPath: [0, 0, 1, 0, 1], element: "LayoutNode \"list\"",
                                kind: .laidOutByMoreThanOneWriter(element: "LayoutNode \"list\"", writers: [
                                    "block 0.0.0 in variant \"regular\"", "block 0.0.1.0.1 in variant \"regular\", then \"tall\"",
                                ]), variants: ["regular", "tall"])
        #expect(scheme.issues == [loop, twice], "\(scheme.issues)")
        #expect(loop.description.hasPrefix("block 0.0.1.1.0 in variant \"regular\", then \"short\", LayoutGuide<LayoutNode> \"sheet\": "))

        // Without the mistakes, the same nesting has no issues (the badge, in the tall variant and in the sheet's
        // content, is one writer per pass; the list, in both outer variants, too).
        sheet.contentLayout = LayoutScheme(blocks: [badge.layoutBlock(with: fill)])
        let innerFixed = AdaptiveScheme(container: screen, variants: [
            .init("tall", when: .height(atLeast: 600), scheme: LayoutScheme(blocks: [
                badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fixed(20), height: .fixed(20))),
            ])),
            inner.variants[1],
        ])
        let fixed = LayoutScheme(blocks: [AdaptiveScheme(container: screen, variants: [
            .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(240), height: .scaled(1))), innerFixed,
            ])),
            outer.variants[1],
        ])])
        #expect(fixed.issues.isEmpty, "\(fixed.issues)")
        fixed.layout(direction: .leftToRight)   // 768 × 1024: regular, tall
        #expect(list.frame == CGRect(x: 0, y: 0, width: 240, height: 1024))
        #expect(badge.frame == CGRect(x: 748, y: 0, width: 20, height: 20))
        // The regular list, the tall badge, the short sheet, the compact list.
        #expect(fixed.diagnostics(direction: .leftToRight).entries.map(\.isChosen) == [true, true, false, false])
        // Compact now: the inner scheme applied "tall" last, inside the regular variant, which did not run.
        screen.frame = CGRect(x: 0, y: 0, width: 320, height: 1024)
        screen.bounds = CGRect(x: 0, y: 0, width: 320, height: 1024)
        fixed.layout(direction: .leftToRight)
        #expect(fixed.diagnostics(direction: .leftToRight).entries.map(\.isChosen) == [false, false, false, true])
    }

    @Test("Diagnostics list the blocks of variants not chosen now as such, without comparing them with frames other blocks wrote")
    func diagnosticsOfVariantsNotChosen() throws {
        let made = try Screen()
        let scheme = made.scheme().scheme
        made.resize(width: 768)
        scheme.layout(direction: .leftToRight)   // regular
        // The title, the regular variant's list and panel, the compact variant's list and detail.
        #expect(scheme.diagnostics(direction: .leftToRight).entries.map(\.isChosen) == [true, true, true, false, false])
        made.resize(width: 320)
        scheme.layout(direction: .leftToRight)   // compact
        let diagnostics = scheme.diagnostics(direction: .leftToRight)
        #expect(diagnostics.entries.map(\.isChosen) == [true, false, false, true, true])
        let text = String(reflecting: scheme)
        // The regular list's steps give 240 wide where the compact list wrote 320: not a finding.
        #expect(!text.contains("not settled"), "\(text)")
        #expect(text.contains("block 1.0.0 in variant \"regular\" (not chosen now), LayoutNode \"list\": steps from the present frames"), "\(text)")
        #expect(text.contains("block 1.1.0 in variant \"compact\", LayoutNode \"list\": frame (0, 44, 320, 436)"), "\(text)")
        // A block of the chosen variant whose frame is stale is still not settled.
        made.list.frame = CGRect(x: 0, y: 44, width: 100, height: 436)
        #expect(String(reflecting: scheme).contains("not settled: from the present frames it would get (0, 44, 320, 436)"))
    }

    @Test("Tracing an element traces its block in the variant chosen now; one only in other variants says so")
    func traceOfChosenVariant() throws {
        let made = try Screen()
        let scheme = made.scheme().scheme
        scheme.layout(direction: .leftToRight)   // 320 wide: compact
        let list = try #require(scheme.trace(of: made.list, direction: .leftToRight))
        #expect(list.finalFrame == CGRect(x: 0, y: 44, width: 320, height: 436))   // the compact block's, which ran
        #expect(list.variants == ["compact"] && list.isChosen)
        // Only the regular variant lays the panel out.
        let panel = try #require(scheme.trace(of: made.panel, direction: .leftToRight))
        #expect(panel.finalFrame == CGRect(x: 240, y: 44, width: 80, height: 436))
        #expect(panel.variants == ["regular"] && !panel.isChosen)
        #expect(panel.description.components(separatedBy: "\n")[0].hasSuffix("(left-to-right), in variant \"regular\" (not chosen now)"), "\(panel)")
        let title = try #require(scheme.trace(of: made.title, direction: .leftToRight))
        #expect(title.variants.isEmpty && title.isChosen)
        made.resize(width: 768)
        scheme.layout(direction: .leftToRight)
        let regular = try #require(scheme.trace(of: made.list, direction: .leftToRight))
        #expect(regular.finalFrame == CGRect(x: 0, y: 44, width: 240, height: 436))
        #expect(regular.variants == ["regular"] && regular.isChosen)
    }

    @Test("The same adaptive scheme twice in one pass: every element it lays out has a second writer at its second place; in two variants it has none")
    func sameAdaptiveSchemeTwice() throws {
        let made = try Screen()
        let (first, adaptive) = made.scheme()
        let twice = LayoutScheme(blocks: first.blocks + [adaptive])
        func repeated(_ element: String, _ writers: [String]) -> LayoutIssue {
            LayoutIssue(blockPath: [2], element: element, kind: .laidOutByMoreThanOneWriter(element: element, writers: writers), variants: [])
        }
        #expect(twice.issues == [
            repeated("LayoutNode \"list\"", ["block 1.0.0 in variant \"regular\"", "block 1.1.0 in variant \"compact\"", "block 2"]),
            repeated("LayoutGuide<LayoutNode> \"panel\"", ["block 1.0.1 in variant \"regular\"", "block 2"]),
            repeated("LayoutNode \"detail\"", ["the content of LayoutGuide<LayoutNode> \"panel\"", "block 1.1.1 in variant \"compact\"", "block 2"]),
        ], "\(twice.issues)")
        // In two variants of another adaptive scheme, it runs once per pass.
        let shared = LayoutScheme(blocks: [first.blocks[0], AdaptiveScheme(container: made.screen, variants: [
            .init("tall", when: .height(atLeast: 400), scheme: LayoutScheme(blocks: [adaptive])),
            .init("short", scheme: LayoutScheme(blocks: [adaptive])),
        ])])
        #expect(shared.issues.isEmpty, "\(shared.issues)")
    }

    /// 100,000 with `CGLAYOUT_LONG_TESTS=1`; 1,000 in a plain run.
    static let depth = LongTests.size(quick: 1_000, long: 100_000)

    /// Adaptive schemes nested `depth` deep as blocks of each other's variants: level `i` lays badge `i` out in both
    /// of its variants ("wide" at 1,000 points and up, "compact" otherwise), and its compact variant holds level
    /// `i + 1`; the last level's compact variant also lays out `last`.
    static func nested(depth: Int, badges: [LayoutNode], last: any LayoutBlockProtocol, container: LayoutNode) -> LayoutScheme {
        let badgeLayout = Layout(x: .left(), y: .top(), width: .fixed(10), height: .fixed(10))
        var below: any LayoutBlockProtocol = last
        for level in (0..<depth).reversed() {
            below = AdaptiveScheme(container: container, variants: [
                .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: badgeLayout)])),
                .init("compact", scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: badgeLayout), below])),
            ])
        }
        return LayoutScheme(blocks: [below])
    }

    @Test("Adaptive schemes nested 100,000 deep (1,000 in a plain run): no issues when well-formed, and a loop at the bottom named with its whole path")
    func nestedDeep() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let badges = (0..<Self.depth).map { LayoutNode(name: "badge\($0)") }
        for badge in badges { try root.addChild(badge) }
        let tray = LayoutGuide<LayoutNode>(name: "tray")
        root.add(layoutGuide: tray)
        let trayBlock = tray.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(50)))
        let scheme = Self.nested(depth: Self.depth, badges: badges, last: trayBlock, container: root)
        #expect(scheme.issues.isEmpty, "\(scheme.issues.prefix(3))")

        // The tray's content lays out the tray (a mistake), deep down in the compact variant of every level.
        tray.contentLayout = LayoutScheme(blocks: [trayBlock])
        let issues = scheme.issues
        // Level i's compact variant is at [.., 1] and level i + 1 at index 1 in it; the tray's block after the last badge.
        let path = [0] + Array(repeating: [1, 1], count: Self.depth).flatMap { $0 }
        #expect(issues.count == 1)
        #expect(issues.first == LayoutIssue(blockPath: path, element: "LayoutGuide<LayoutNode> \"tray\"",
                                            kind: .contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"tray\""),
                                            variants: Array(repeating: "compact", count: Self.depth)))
    }
}
