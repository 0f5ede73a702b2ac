import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Random schemes built only from direction-relative rules — leading/trailing
/// alignments and anchors, adjust constraints, intrinsic sizes, `.fit` — lay out
/// in right-to-left as the mirror image of left-to-right.
@Suite("Mirroring (seeded)")
struct MirrorPropertyTests {
    struct Scene {
        let root: LayoutNode
        let nodes: [LayoutNode]
        let scheme: LayoutScheme
        /// The blocks in words, for failure messages.
        private(set) var recipe: [String] = []

        init(using rng: inout SplitMix64) throws {
            root = LayoutNode(frame: rect(0, 0, CGFloat(Int.random(in: 120...420, using: &rng)), CGFloat(Int.random(in: 120...420, using: &rng))))
            let count = Int.random(in: 1...10, using: &rng)
            let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffffffff"]
            nodes = (0..<count).map { index in
                if Bool.random(using: &rng) { return LayoutNode(name: "n\(index)") }
                let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
                return TextNode(text: text, name: "t\(index)")
            }
            for node in nodes { try root.addChild(node) }
            func value(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
            var blocks: [any LayoutBlockProtocol] = []
            for (index, node) in nodes.enumerated() {
                let xs: [Layout.Alignment.Horizontal] = [.leading(value(0...20)), .trailing(value(0...20)), .center()]
                let ys: [Layout.Alignment.Vertical] = [.top(value(0...20)), .bottom(value(0...20)), .center()]
                let widths: [Layout.Filling.Horizontal] = [.fixed(value(0...120)), .scaled(0.5), .boxed(value(0...40)), .upTo(value(10...90)),
                                                           .fit, .fit.then(.upTo(value(20...100))), .boxed(value(0...20)).then(.from(value(0...60)))]
                let heights: [Layout.Filling.Vertical] = [.fixed(value(0...80)), .fit, .equal, .fit.then(.from(44))]
                let layout = Layout(x: xs.randomElement(using: &rng)!, y: ys.randomElement(using: &rng)!,
                                    width: widths.randomElement(using: &rng)!, height: heights.randomElement(using: &rng)!)
                var constraints: [any LayoutConstraintProtocol] = []
                var words = ["\(node.name ?? ""): \(layout)"]
                if index > 0, Bool.random(using: &rng) {
                    let other = nodes[Int.random(in: 0..<index, using: &rng)]
                    let anchors: [LayoutAnchor] = [.leading(.limit(on: .outer)), .trailing(.limit(on: .outer)), .leading(.pull(from: .outer)),
                                                   .trailing(.align(by: .inner)), .top(.limit(on: .outer)), .bottom(.limit(on: .inner))]
                    let anchor = anchors.randomElement(using: &rng)!
                    constraints.append(other.layoutConstraint(for: [anchor]))
                    words.append("\(other.name ?? "") \(anchor)")
                }
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    constraints.append(AnonymConstraint(anchors: [.insets(EdgeInsets(top: 4, left: 0, bottom: 2, right: 0))]))
                    words.append("vertical insets")
                }
                let kind = Int.random(in: 0..<4, using: &rng)
                words.append(["adjust w h", "adjust w", "intrinsic w h", ""][kind])
                recipe.append(words.joined(separator: "; "))
                switch kind {
                case 0: constraints.append(node.adjustLayoutConstraint(for: [.width(), .height()]))
                case 1: constraints.append(node.adjustLayoutConstraint(for: [.width()]))
                case 2:
                    let intrinsic = node.layoutBlock(with: layout) { anchors in
                        anchors.width.equalIntrinsicSize()
                        anchors.height.equalIntrinsicSize()
                    }
                    blocks.append(node.layoutBlock(with: layout, constraints: constraints + intrinsic.constraints))
                    continue
                default: break
                }
                blocks.append(node.layoutBlock(with: layout, constraints: constraints))
            }
            scheme = LayoutScheme(blocks: blocks)
        }
    }

    @Test func rtlIsTheMirrorOfLtrWithMeasuringSteps() throws {
        var rng = SplitMix64(seed: propertySeed("rtlIsTheMirrorOfLtrWithMeasuringSteps", default: 0x5EED_0013))
        for _ in 0..<300 {
            let scene = try Scene(using: &rng)
            let width = scene.root.bounds.width
            scene.scheme.layout(direction: .leftToRight)
            let ltr = scene.nodes.map(\.frame)
            // A plain node's fitting size is its present frame: start both passes from the same frames.
            for node in scene.nodes { node.frame = .zero }
            // Through a snapshot for the other direction, so both paths take part.
            try scene.scheme.apply(snapshot: scene.scheme.snapshot(for: scene.root.bounds, direction: .rightToLeft))
            for (node, (l, r)) in zip(scene.nodes, zip(ltr, scene.nodes.map(\.frame))) {
                let mirrored = abs(r.minX - (width - l.maxX)) < 1e-9 && r.minY == l.minY && abs(r.width - l.width) < 1e-9 && r.height == l.height
                #expect(mirrored, "\(node.name ?? ""): LTR \(l) RTL \(r) width \(width)\n\(scene.recipe.joined(separator: "\n"))")
                if !mirrored { return }
            }
        }
    }
}
