import BaseTestSupport
import CGLayoutFlex
import FlexWorkloads
import Foundation
import Testing

/// A flex tree as plain data: built into fresh `FlexNode`s to compare with a
/// tree that was edited and laid out again (dirty marks, measurement cache,
/// saved layouts and incremental rounding must not change a single frame).
private struct TreeSpec {
    var style = FlexStyle()
    var characters: Int?          // a text leaf when set
    var children: [TreeSpec] = []

    func build() -> FlexNode {
        let node = FlexNode(style: style, children: children.map { $0.build() })
        if let characters { node.measure = FlexFeed.measure(characters: characters) }
        return node
    }

    /// Paths to every node, in pre-order.
    func paths(prefix: [Int] = []) -> [[Int]] {
        [prefix] + children.indices.flatMap { children[$0].paths(prefix: prefix + [$0]) }
    }

    subscript(path: [Int]) -> TreeSpec {
        get { path.isEmpty ? self : children[path[0]][Array(path.dropFirst())] }
        set {
            if path.isEmpty { self = newValue } else { children[path[0]][Array(path.dropFirst())] = newValue }
        }
    }
}

private extension FlexNode {
    func node(at path: [Int]) -> FlexNode { path.reduce(self) { $0.children[$1] } }
}

private struct TreeGenerator {
    var random: SplitMix64

    mutating func style(isLeaf: Bool) -> FlexStyle {
        var style = FlexStyle()
        style.flexDirection = [.row, .column, .rowReverse][Int.random(in: 0..<3, using: &random)]
        if !isLeaf, Bool.random(using: &random) { style.flexWrap = .wrap }
        style.justifyContent = [.flexStart, .center, .spaceBetween, .spaceEvenly][Int.random(in: 0..<4, using: &random)]
        style.alignItems = [.stretch, .flexStart, .center, .flexEnd][Int.random(in: 0..<4, using: &random)]
        style.flexGrow = [0, 0, 1, 2][Int.random(in: 0..<4, using: &random)]
        style.flexShrink = [0, 1][Int.random(in: 0..<2, using: &random)]
        switch Int.random(in: 0..<5, using: &random) {
        case 0: style.width = .point(CGFloat(Int.random(in: 20...120, using: &random)) + 0.5)
        case 1: style.width = .percent(CGFloat(Int.random(in: 20...80, using: &random)))
        default: break
        }
        if Int.random(in: 0..<4, using: &random) == 0 { style.height = .point(CGFloat(Int.random(in: 10...60, using: &random))) }
        if Bool.random(using: &random) { style.margin.all = .point(CGFloat(Int.random(in: 0...6, using: &random))) }
        if Bool.random(using: &random) { style.padding.left = .point(CGFloat(Int.random(in: 0...8, using: &random)) + 0.25) }
        if !isLeaf, Bool.random(using: &random) { style.columnGap = .point(CGFloat(Int.random(in: 0...10, using: &random))) }
        return style
    }

    mutating func tree(depth: Int) -> TreeSpec {
        let isLeaf = depth == 0 || Int.random(in: 0..<3, using: &random) == 0
        var spec = TreeSpec(style: style(isLeaf: isLeaf))
        if isLeaf {
            if Bool.random(using: &random) { spec.characters = Int.random(in: 0...80, using: &random) }
        } else {
            spec.children = (0..<Int.random(in: 1...4, using: &random)).map { _ in tree(depth: depth - 1) }
        }
        return spec
    }
}

@Suite("Flex incremental layout")
struct FlexIncrementalTests {
    @Test("After an edit, re-laying out the tree gives the frames of a fresh tree; clean subtrees are skipped")
    func editEqualsFresh() {
        let root = FlexFeed.makeRoot(cells: 20)
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        #expect(!root.isDirty)
        let body = root.children[7].children[1].children[1]
        body.measure = FlexFeed.measure(characters: FlexFeed.bodyLength(7) + 60)
        #expect(root.isDirty && root.children[7].isDirty && !root.children[6].isDirty)
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        let fresh = FlexNode(style: FlexStyle(), children: (0..<20).map { $0 == 7 ? FlexFeed.cell(7, bodyLength: FlexFeed.bodyLength(7) + 60) : FlexFeed.cell($0) })
        fresh.calculateLayout(width: 375, height: nil, direction: .ltr)
        #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame))
        // A width change and a direction change relayout everything correctly too.
        root.calculateLayout(width: 376, height: nil, direction: .rtl)
        fresh.calculateLayout(width: 376, height: nil, direction: .rtl)
        #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame))
    }

    @Test("Width toggles restore saved layouts: every frame equals a fresh layout's, across edits and directions")
    func widthTogglesEqualFresh() {
        let root = FlexFeed.makeRoot(cells: 12)
        func expectFresh(width: CGFloat, direction: FlexDirection.Inline, edited: Int? = nil) {
            root.calculateLayout(width: width, height: nil, direction: direction)
            let fresh = FlexNode(style: FlexStyle(), children: (0..<12).map {
                $0 == edited ? FlexFeed.cell($0, bodyLength: FlexFeed.bodyLength($0) + 60) : FlexFeed.cell($0)
            })
            fresh.calculateLayout(width: width, height: nil, direction: direction)
            #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame), "width \(width), \(direction)")
        }
        for width: CGFloat in [375, 320, 375, 320, 375.5, 320] { expectFresh(width: width, direction: .ltr) }
        // An edit between toggles: the edited cell is laid out again, the others come back from their saved layouts.
        root.children[3].children[1].children[1].measure = FlexFeed.measure(characters: FlexFeed.bodyLength(3) + 60)
        for width: CGFloat in [375, 320, 375] { expectFresh(width: width, direction: .ltr, edited: 3) }
        for width: CGFloat in [320, 375, 320] { expectFresh(width: width, direction: .rtl, edited: 3) }
    }

    @Test("Random edits, width changes and direction flips: every frame equals a fresh tree's")
    func editsEqualFreshTrees() {
        let seed: UInt64 = 0xF1E7_2026
        print("FlexIncrementalTests seed: \(seed)")
        var generator = TreeGenerator(random: SplitMix64(seed: seed))
        for treeIndex in 0..<25 {
            var spec = generator.tree(depth: 3)
            let live = spec.build()
            var width: CGFloat = 320, direction = FlexDirection.Inline.ltr
            for step in 0..<14 {
                let paths = spec.paths()
                let path = paths[Int.random(in: 0..<paths.count, using: &generator.random)]
                switch Int.random(in: 0..<5, using: &generator.random) {
                case 0: width = [320, 375.5, 320, 200][Int.random(in: 0..<4, using: &generator.random)]
                case 1: direction = direction == .ltr ? .rtl : .ltr
                case 2 where spec[path].characters != nil:
                    let characters = Int.random(in: 0...80, using: &generator.random)
                    spec[path].characters = characters
                    live.node(at: path).measure = FlexFeed.measure(characters: characters)
                case 3:
                    let grow: CGFloat = [0, 1, 3][Int.random(in: 0..<3, using: &generator.random)]
                    spec[path].style.flexGrow = grow
                    live.node(at: path).style.flexGrow = grow
                default:
                    break   // lay out again unchanged
                }
                live.calculateLayout(width: width, height: nil, direction: direction)
                // Every node is clean after a layout, those rounding skipped (nothing in them moved) too.
                #expect(live.preorder.allSatisfy { !$0.isDirty }, "seed \(seed), tree \(treeIndex), step \(step): a node left dirty")
                let fresh = spec.build()
                fresh.calculateLayout(width: width, height: nil, direction: direction)
                let same = live.preorder.map(\.frame) == fresh.preorder.map(\.frame)
                #expect(same, "seed \(seed), tree \(treeIndex), step \(step): width \(width), \(direction)")
                if !same { return }
            }
        }
    }
}
