import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Random schemes: every block has a random layout and constraints on earlier blocks.
struct RandomScene {
    let root: LayoutNode
    let nodes: [LayoutNode]
    let scheme: LayoutScheme

    init(using rng: inout SplitMix64, directional: Bool = false) throws {
        root = LayoutNode(frame: rect(0, 0, CGFloat.random(in: 50...400, using: &rng), CGFloat.random(in: 50...400, using: &rng)))
        let count = Int.random(in: 1...12, using: &rng)
        nodes = (0..<count).map { LayoutNode(name: "n\($0)") }
        for node in nodes { try root.addChild(node) }
        func value(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat(Int(CGFloat.random(in: range, using: &rng))) }
        var blocks: [any LayoutBlockProtocol] = []
        for (index, node) in nodes.enumerated() {
            let xs: [Layout.Alignment.Horizontal] = directional
                ? [.leading(value(0...20)), .trailing(value(0...20)), .center()]
                : [.left(value(0...20)), .right(value(0...20)), .center(value(-5...5)), .leading(value(0...9)), .left(multiplier: 0.25)]
            let ys: [Layout.Alignment.Vertical] = [.top(value(0...20)), .bottom(value(0...20)), .center()]
            let widths: [Layout.Filling.Horizontal] = [.fixed(value(0...80)), .scaled(0.5), .boxed(value(0...40)), .upTo(value(10...90))]
            let heights: [Layout.Filling.Vertical] = [.fixed(value(0...80)), .scaled(0.3), .equal]
            let layout = Layout(x: xs.randomElement(using: &rng)!, y: ys.randomElement(using: &rng)!,
                                width: widths.randomElement(using: &rng)!, height: heights.randomElement(using: &rng)!)
            var constraints: [any LayoutConstraintProtocol] = []
            if index > 0 {
                let other = nodes[Int.random(in: 0..<index, using: &rng)]
                let anchors: [LayoutAnchor] = directional
                    ? [.leading(.limit(on: .outer)), .trailing(.limit(on: .inner)), .top(.limit(on: .inner)), .bottom(.limit(on: .outer)), .leading(.pull(from: .inner))]
                    : [.left(.limit(on: .outer)), .right(.limit(on: .inner)), .bottom(.limit(on: .outer)), .width(), .top(.align(by: .outer))]
                constraints.append(other.layoutConstraint(for: [anchors.randomElement(using: &rng)!]))
            }
            blocks.append(node.layoutBlock(with: layout, constraints: constraints))
        }
        scheme = LayoutScheme(blocks: blocks)
    }

    var frames: [CGRect] { nodes.map(\.frame) }
}

@Suite("Properties (seeded)")
struct PropertyTests {
    @Test func layoutIsIdempotent() throws {
        var rng = SplitMix64(seed: propertySeed("layoutIsIdempotent", default: 0xC6_1A_70_01))
        for _ in 0..<200 {
            let scene = try RandomScene(using: &rng)
            scene.scheme.layout(direction: .leftToRight)
            let first = scene.frames
            scene.scheme.layout(direction: .leftToRight)
            #expect(scene.frames == first)
            #expect(first.allSatisfy { $0.isValidLayoutFrame })
        }
    }

    @Test func snapshotThenApplyEqualsDirectLayout() throws {
        var rng = SplitMix64(seed: propertySeed("snapshotThenApplyEqualsDirectLayout", default: 0x5EED_0002))
        for _ in 0..<200 {
            let scene = try RandomScene(using: &rng)
            let snapshot = scene.scheme.snapshot(for: scene.root.bounds, direction: .leftToRight)
            scene.scheme.layout(direction: .leftToRight)
            let direct = scene.frames
            for node in scene.nodes { node.frame = .zero }
            try scene.scheme.apply(snapshot: snapshot)
            #expect(scene.frames == direct)
        }
    }

    @Test func rtlIsTheMirrorOfLtrForDirectionalLayouts() throws {
        var rng = SplitMix64(seed: propertySeed("rtlIsTheMirrorOfLtrForDirectionalLayouts", default: 0x5EED_0003))
        for _ in 0..<200 {
            let scene = try RandomScene(using: &rng, directional: true)
            let width = scene.root.bounds.width
            scene.scheme.layout(direction: .leftToRight)
            let ltr = scene.frames
            for node in scene.nodes { node.frame = .zero }
            scene.scheme.layout(direction: .rightToLeft)
            for (l, r) in zip(ltr, scene.frames) {
                #expect(abs(r.minX - (width - l.maxX)) < 1e-9, "LTR \(l) RTL \(r) width \(width)")
                #expect(r.minY == l.minY && abs(r.width - l.width) < 1e-9 && abs(r.height - l.height) < 1e-9, "LTR \(l) RTL \(r)")
            }
        }
    }
}
