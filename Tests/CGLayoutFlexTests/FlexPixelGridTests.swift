import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// Frames rounded to the device's pixel grid (`pointScaleFactor`), by Yoga's rule: positions to the
/// nearest pixel, sizes from the rounded absolute edges, text never rounded smaller.
@Suite("Flexbox pixel grid")
struct FlexPixelGridTests {
    /// Three items sharing 100 points: edges at 33.33… and 66.66….
    static func thirds() -> FlexNode {
        FlexNode(style: FlexStyle().flexDirection(.row).width(100).height(10),
                 children: (0..<3).map { _ in FlexNode(style: FlexStyle().flexGrow(1)) })
    }

    /// Scales and the edges of the three items on their grid.
    static let edgeCases: [(scale: CGFloat, edges: [CGFloat])] = [(1, [0, 33, 67, 100]), (2, [0, 33.5, 66.5, 100]), (3, [0, 100.0 / 3, 200.0 / 3, 100])]

    static let factorCases: [(value: CGFloat, expected: CGFloat)] = [(.nan, 1), (.infinity, 1), (-2, 1), (1e9, 1_000), (2, 2), (0, 0)]

    static func frames(_ node: FlexNode) -> [CGRect] { node.children.map(\.frame) }

    @Test("Edges round to the nearest pixel of the scale; sizes are the differences of rounded edges",
          arguments: Self.edgeCases)
    func edgesOnTheGrid(scale: CGFloat, edges: [CGFloat]) {
        let root = Self.thirds()
        root.pointScaleFactor = scale
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        for (index, frame) in Self.frames(root).enumerated() {
            #expect(abs(frame.minX - edges[index]) < 1e-9 && abs(frame.maxX - edges[index + 1]) < 1e-9, "scale \(scale): \(frame)")
            // Every edge lies on the grid.
            #expect(abs((frame.minX * scale).rounded() - frame.minX * scale) < 1e-9)
        }
    }

    @Test("Scale 0 leaves the frames unrounded")
    func noRounding() {
        let root = Self.thirds()
        root.pointScaleFactor = 0
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(abs(root.children[1].frame.minX - 100.0 / 3) < 1e-9 && abs(root.children[1].frame.width - 100.0 / 3) < 1e-9)
    }

    @Test("A measured leaf (text) is never rounded smaller: position down, size up to the next pixel", arguments: [CGFloat(1), 2, 3])
    func textIsNeverCut(scale: CGFloat) {
        let text = FlexNode()
        text.measure = { _, _, _, _ in CGSize(width: 40.2, height: 17.1) }
        let root = FlexNode(style: FlexStyle().flexDirection(.row).alignItems(.flexStart).padding(left: 10.3), children: [text])
        root.pointScaleFactor = scale
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        let frame = text.frame
        #expect(frame.minX == (10.3 * scale).rounded(.down) / scale, "\(frame)")
        #expect(frame.width >= 40.2 && frame.height >= 17.1, "\(frame)")
        // The right edge rounds up from the exact one (10.3 + 40.2), the left one down: the size covers the text.
        #expect(abs(frame.maxX - (50.5 * scale).rounded(.up) / scale) < 1e-9 && abs(frame.height - (17.1 * scale).rounded(.up) / scale) < 1e-9)
    }

    @Test("A new scale re-rounds a clean tree; going back restores the first frames")
    func scaleChange() {
        let root = Self.thirds()
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        let atOne = Self.frames(root)
        root.pointScaleFactor = 2
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(root.children[1].frame.width == 33)
        #expect(root.children[0].frame.width == 33.5)
        root.pointScaleFactor = 1
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(Self.frames(root) == atOne)
    }

    @Test("NaN, infinite and negative factors count as 1; huge ones as 1,000",
          arguments: Self.factorCases)
    func badFactors(value: CGFloat, expected: CGFloat) {
        let root = Self.thirds()
        root.pointScaleFactor = value
        #expect(root.pointScaleFactor == expected)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(Self.frames(root).allSatisfy { $0.minX.isFinite && $0.width >= 0 })
    }

    @Test("A flex guide rounds its items to its scale, in layout and in snapshots", arguments: [CGFloat(1), 2, 3])
    func guideScale(scale: CGFloat) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
        root.add(layoutGuide: bar)
        let items = (0..<3).map { LayoutNode(name: "item\($0)") }
        for item in items { try bar.addItem(item, style: FlexStyle().flexGrow(1)) }
        bar.pointScaleFactor = scale
        #expect(bar.pointScaleFactor == scale)
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 44))
        block.layout()
        let expected = Self.thirds()
        expected.pointScaleFactor = scale
        expected.calculateLayout(width: nil, height: nil, direction: .ltr)
        for (item, node) in zip(items, expected.children) {
            #expect(abs(item.frame.minX - node.frame.minX) < 1e-9 && abs(item.frame.width - node.frame.width) < 1e-9, "\(item.frame)")
        }
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        let layoutFrames = items.map(\.frame)
        for item in items { item.frame = .zero }
        try block.apply(snapshot: snapshot)
        #expect(items.map(\.frame) == layoutFrames)
    }

    @Test("A flex container node rounds its children to its scale")
    func containerNodeScale() throws {
        let row = FlexContainerNode(style: FlexStyle().flexDirection(.row), frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let items = (0..<3).map { LayoutNode(name: "item\($0)") }
        for item in items { try row.addItem(item, style: FlexStyle().flexGrow(1)) }
        row.pointScaleFactor = 2
        row.contentLayout?.layout(direction: .leftToRight)
        #expect(items.map(\.frame.width) == [33.5, 33, 33.5])
    }
}

/// The pixel grid against Chromium at device scale factors 2 and 3 (`Scripts/generate-flex-fixtures.sh`):
/// every leaf of the cases covers the device pixels the browser paints it on.
@Suite("Flexbox pixel grid against Chromium")
struct FlexPixelGridBrowserTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrowserFixtures/flex-pixels.json")

    /// Each leaf's frame on screen, in device pixels: the sum of its ancestors' rounded origins (as views
    /// placed by these frames sit) and its rounded size, times the scale.
    static func screenPixels(_ root: FlexNode, scale: CGFloat) -> [String: [CGFloat]] {
        var result: [String: [CGFloat]] = [:]
        func visit(_ node: FlexNode, _ x: CGFloat, _ y: CGFloat) {
            let left = x + node.frame.minX, top = y + node.frame.minY
            if node.children.isEmpty {
                result[node.name ?? "?"] = [left, top, node.frame.width, node.frame.height].map { ($0 * scale).rounded() }
            }
            for child in node.children { visit(child, left, top) }
        }
        visit(root, 0, 0)
        return result
    }

    /// Each leaf's exact (unrounded) edges on screen, in points: left, top, right, bottom.
    static func exactEdges(_ root: FlexNode) -> [String: [CGFloat]] {
        root.pointScaleFactor = 0
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        var result: [String: [CGFloat]] = [:]
        func visit(_ node: FlexNode, _ x: CGFloat, _ y: CGFloat) {
            let left = x + node.frame.minX, top = y + node.frame.minY
            if node.children.isEmpty { result[node.name ?? "?"] = [left, top, left + node.frame.width, top + node.frame.height] }
            for child in node.children { visit(child, left, top) }
        }
        visit(root, 0, 0)
        return result
    }

    /// Why a leaf may cover other pixels than the browser's, or `nil` when nothing explains it:
    /// - Yoga's rule (this engine's) rounds each position relative to its parent, and a view's place on
    ///   screen is the sum of those; a browser snaps the absolute edge. Nested fractional offsets can add up
    ///   to one pixel more or less: then the browser's edge is the exact absolute edge rounded, the size the same.
    /// - Chromium lays out in 1/64 of a pixel, cutting values to that grid: an exact edge within 1/64 of a pixel
    ///   of half a pixel can round the other way there.
    static func explanation(ours: [CGFloat], browser: [CGFloat], exact: [CGFloat], scale: CGFloat) -> String? {
        let oursEdges = [ours[0], ours[1], ours[0] + ours[2], ours[1] + ours[3]]
        let browserEdges = [browser[0], browser[1], browser[0] + browser[2], browser[1] + browser[3]]
        var reasons: Set<String> = []
        for index in 0..<4 where oursEdges[index] != browserEdges[index] {
            let pixels = exact[index] * scale, fraction = pixels - pixels.rounded(.down)
            if abs(fraction - 0.5) < 1.0 / 64 {
                reasons.insert("half a pixel within Chromium's 1/64")
            } else if browserEdges[index] == pixels.rounded(), ours[2] == browser[2], ours[3] == browser[3] {
                reasons.insert("positions rounded relative to the parent")
            } else {
                return nil
            }
        }
        return reasons.sorted().joined(separator: ", ")
    }

    @Test("Every leaf covers the device pixels Chromium paints it on at scales 2 and 3, or differs for a stated reason")
    func sameDevicePixels() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.file)) as? [String: Any])
        let fixtures = try #require(json["fixtures"] as? [[String: Any]])
        #expect(fixtures.count >= 20)
        var leaves = 0, same = 0, explained: [String] = []
        for fixture in fixtures {
            let name = fixture["name"] as? String ?? "?"
            let root = try FlexFixtures.node(try #require(fixture["root"] as? [String: Any]))
            let expected = try #require(fixture["expected"] as? [String: [String: [Double]]])
            let exact = Self.exactEdges(root)
            for scale in [2, 3] {
                root.pointScaleFactor = CGFloat(scale)
                root.calculateLayout(width: nil, height: nil, direction: .ltr)
                let ours = Self.screenPixels(root, scale: CGFloat(scale))
                for (leaf, pixels) in try #require(expected["\(scale)"]).sorted(by: { $0.key < $1.key }) {
                    leaves += 1
                    let browser = pixels.map { CGFloat($0) }
                    // A box the browser does not paint (zero width or height) has no pixels to compare.
                    if browser[2] == 0 || browser[3] == 0 || ours[leaf] == browser { same += 1; continue }
                    let reason = Self.explanation(ours: ours[leaf] ?? [0, 0, 0, 0], browser: browser, exact: exact[leaf] ?? [0, 0, 0, 0],
                                                  scale: CGFloat(scale))
                    #expect(reason != nil, "\(name) at \(scale)x: \(leaf) covers \(ours[leaf] ?? []), Chromium \(browser)")
                    if let reason { explained.append("\(name) \(scale)x \(leaf): \(reason)") }
                }
            }
        }
        print("pixel grid against Chromium: \(same)/\(leaves) leaves on the same device pixels; the others: \(explained)")
        // The differences stay few: a change that moves many leaves off the browser's pixels is not explained away.
        #expect(explained.count <= leaves / 20)
    }
}
