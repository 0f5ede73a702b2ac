import CGLayoutFlex
import CGLayoutGallery
import Foundation
import Testing

@Suite("Flex feed (flex.md)")
struct FlexFeedTests {
    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/fixtures/flex-feed-expected.json").standardizedFileURL

    @Test("The 1,501 frames of the flex feed at width 375", .enabled(if: FileManager.default.fileExists(atPath: expected.path),
          "the fixture ../shared/fixtures/flex-feed-expected.json is absent"))
    func frames() throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.expected)) as! [String: Any]
        let frames = (json["frames"] as! [[NSNumber]]).map { $0.map { CGFloat($0.doubleValue) } }
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        let nodes = root.preorder
        #expect(nodes.count == frames.count)
        var mismatches = 0
        for (index, (node, frame)) in zip(nodes, frames).enumerated() {
            let f = node.frame
            let equal = abs(f.minX - frame[0]) < 1e-4 && abs(f.minY - frame[1]) < 1e-4 && abs(f.width - frame[2]) < 1e-4 && abs(f.height - frame[3]) < 1e-4
            if !equal {
                mismatches += 1
                if mismatches <= 5 { Issue.record("node \(index): \(f) expected \(frame)") }
            }
        }
        #expect(mismatches == 0)
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
}
