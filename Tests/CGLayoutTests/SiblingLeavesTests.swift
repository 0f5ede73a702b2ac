@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// The four values of a rect, bit for bit (so that -0 against 0 and NaN against NaN count).
private func bits(_ rect: CGRect) -> [UInt64] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
}

/// A value of every kind a pass may meet: usual, negative, zero of both signs, huge, unbounded, infinite, NaN.
private func anyValue(using rng: inout SplitMix64) -> CGFloat {
    switch Int.random(in: 0..<14, using: &rng) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return .greatestFiniteMagnitude
    case 4: return -0.0
    case 5: return CGFloat.random(in: -1e300...1e300, using: &rng)
    case 6, 7: return -CGFloat(Int.random(in: 0...60, using: &rng))
    default: return CGFloat(Int.random(in: 0...120, using: &rng)) / 2
    }
}

/// A measurer that, at its `removesAt`th call, takes `victim` out of its tree (user code that changes a tree in a pass).
private final class TreeChangingMeasurer: TextMeasuring, @unchecked Sendable {
    let base = MonospacedTextMeasurer()
    weak var victim: LayoutNode?
    var calls = 0
    let removesAt: Int
    init(removesAt: Int) { self.removesAt = removesAt }
    func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        calls += 1
        if calls == removesAt { victim?.removeFromParent() }
        return base.size(of: text, fitting: width, numberOfLines: numberOfLines)
    }
    func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        base.lines(of: text, fitting: width, numberOfLines: numberOfLines)
    }
}

/// A random scheme of plain nodes (children of one root, texts and boxes) built from a seed: the same seed builds the
/// same scheme over new nodes, so two plans over two copies can be compared frame for frame.
private final class SiblingWorld {
    let root: LayoutNode
    var nodes: [LayoutNode]
    let other = LayoutNode(frame: CGRect(x: 3, y: 5, width: 200, height: 100), name: "other parent")
    let blocks: [any LayoutBlockProtocol]
    let measurer: TreeChangingMeasurer?

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        root = LayoutNode(frame: CGRect(x: anyValue(using: &rng), y: 0, width: [320, 375, 0, 1024].randomElement(using: &rng)!,
                                        height: anyValue(using: &rng)), name: "root")
        let count = Int.random(in: 1...7, using: &rng)
        let measurer = Bool.random(using: &rng) ? TreeChangingMeasurer(removesAt: Int.random(in: 1...6, using: &rng)) : nil
        self.measurer = measurer
        var nodes: [LayoutNode] = []
        for index in 0..<count {
            let node: LayoutNode
            if Int.random(in: 0..<3, using: &rng) == 0 {
                node = LayoutNode(frame: CGRect(x: anyValue(using: &rng), y: 1, width: anyValue(using: &rng), height: 4), name: "box \(index)")
            } else {
                let text = String(repeating: "word ", count: Int.random(in: 0...12, using: &rng))
                node = measurer.map { TextNode(text: text, measurer: $0, name: "text \(index)") } ?? TextNode(text: text, name: "text \(index)")
            }
            try! root.addChild(node)
            nodes.append(node)
        }
        measurer?.victim = nodes.randomElement(using: &rng)
        func horizontal() -> Layout.Alignment.Horizontal {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: return .equal
            case 1: return .right(anyValue(using: &rng))   // not plain: the plan takes the general path
            default: return .left(anyValue(using: &rng))
            }
        }
        func vertical() -> Layout.Alignment.Vertical {
            Int.random(in: 0..<4, using: &rng) == 0 ? .equal : .top(anyValue(using: &rng))
        }
        func width() -> Layout.Filling.Horizontal {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return .scaled(0.5)   // not plain
            case 1, 2, 3: return .fixed(anyValue(using: &rng))
            default: return .equal
            }
        }
        func height() -> Layout.Filling.Vertical {
            Bool.random(using: &rng) ? .equal : .fixed(anyValue(using: &rng))
        }
        func edge() -> LayoutAnchor {
            let dependence: LayoutAnchor.Dependence = Bool.random(using: &rng) ? .outer : .inner
            switch Int.random(in: 0..<9, using: &rng) {
            case 0: return .left(.limit(on: dependence))
            case 1: return .right(.limit(on: dependence))
            case 2: return .leading(.limit(on: dependence))
            case 3: return .trailing(.align(by: dependence))
            case 4: return .top(.align(by: dependence))
            case 5: return .height()
            case 6: return .width(0.5)
            default: return .bottom(.limit(on: dependence))
            }
        }
        var blocks: [any LayoutBlockProtocol] = []
        for node in nodes.shuffled(using: &rng) where Int.random(in: 0..<8, using: &rng) > 0 {
            var constraints: [any LayoutConstraintProtocol] = []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    constraints.append(AnonymConstraint(anchors: [.insets(EdgeInsets(top: anyValue(using: &rng), left: anyValue(using: &rng),
                                                                                       bottom: 0, right: anyValue(using: &rng)))]))
                } else {
                    let target = nodes.randomElement(using: &rng)!
                    constraints.append(target.layoutConstraint(for: (0..<Int.random(in: 1...3, using: &rng)).map { _ in edge() }))
                }
            }
            if let text = node as? TextNode, Int.random(in: 0..<4, using: &rng) > 0 {
                let alignments: [Layout.Alignment.Horizontal] = [.left(), .right(4), .center(), .leading(2), .trailing()]
                let anchors: [LayoutAnchor.Size] = Int.random(in: 0..<5, using: &rng) == 0 ? [.width()] : [.width(), .height()]
                constraints.append(text.adjustLayoutConstraint(
                    for: anchors, alignment: .init(horizontal: alignments.randomElement(using: &rng)!, vertical: .top(anyValue(using: &rng)))))
            }
            blocks.append(node.layoutBlock(with: Layout(x: horizontal(), y: vertical(), width: width(), height: height()),
                                           constraints: constraints))
        }
        self.blocks = blocks
        self.nodes = nodes
    }

    /// Something a person (or the fuzzer) does between passes, chosen by `choice`.
    func change(_ choice: Int, value: CGFloat) {
        switch choice {
        case 0: root.frame.size.width = value
        case 1: (nodes.first as? TextNode)?.text = "a changed text \(value)"
        case 2: nodes.last?.removeFromParent()   // out of the tree, still alive
        case 3: if !nodes.isEmpty { nodes.removeLast().removeFromParent() }   // released
        case 4: if let node = nodes.first { try! other.addChild(node) }   // moved to another parent
        default: break
        }
    }

    var frames: [[UInt64]] { nodes.map { bits($0.frame) } }
}

@Suite("Sibling leaves (the pass over one parent's plain nodes)")
struct SiblingLeavesTests {
    /// A pass that runs the blocks of one parent's plain nodes as sibling leaves writes every frame the general path
    /// writes, bit for bit: random schemes of texts and boxes, both directions, several widths, NaN, infinite and huge
    /// values, nodes taken out of the tree, released or moved between passes, a tree changed by a measurer in a pass,
    /// passes with and without a source rect. Checked to take the sibling path on most passes.
    @Test func siblingLeavesWriteTheGeneralFrames() {
        let seed = propertySeed("siblingLeavesWriteTheGeneralFrames", default: 0x51B1_1EAF)
        var rng = SplitMix64(seed: seed)
        var siblingPasses = 0, passes = 0
        for round in 0..<600 {
            let caseSeed = rng.next()
            let fast = SiblingWorld(seed: caseSeed), general = SiblingWorld(seed: caseSeed)
            let fastPlan = SchemePlan(blocks: fast.blocks), generalPlan = SchemePlan(blocks: general.blocks, siblingLeaves: false)
            #expect(!generalPlan.runsSiblingLeaves)
            for pass in 0..<4 {
                let direction: LayoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
                let source: CGRect? = Int.random(in: 0..<3, using: &rng) == 0 ? nil
                    : CGRect(x: anyValue(using: &rng), y: 0, width: [320, 375, 1e300, .infinity, .nan].randomElement(using: &rng)!,
                             height: .greatestFiniteMagnitude)
                let cache = fastPlan.unretainedLock.withLock { fastPlan.unretainedNodes }
                if fastPlan.runsSiblingLeaves, cache?.epoch == Epoch.tree.current, cache?.parents?.parentCount == 1 { siblingPasses += 1 }
                fastPlan.layout(sourceRect: source, direction: direction)
                generalPlan.layout(sourceRect: source, direction: direction)
                passes += 1
                #expect(fast.frames == general.frames, "seed \(seed) round \(round) pass \(pass) (case \(caseSeed))")
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    let choice = Int.random(in: 0..<6, using: &rng), value = anyValue(using: &rng)
                    fast.change(choice, value: value)
                    general.change(choice, value: value)
                }
            }
        }
        print("siblingLeavesWriteTheGeneralFrames seed \(seed): \(siblingPasses) of \(passes) passes ran as sibling leaves")
        #expect(siblingPasses > passes / 4)
    }

    /// Two children of one parent — a box, and a text to its right that fits its text — run as sibling leaves from the
    /// second pass on (the first remembers the nodes), in both directions, with the frames of plain arithmetic: the
    /// text's space starts at the box's right edge (8 + 50) and its top, the fitted text (7 × 17 pt per character,
    /// "a title" is 49 × 17) sits at the space's leading edge, then the layout moves it 2 pt right.
    @Test func oneParentsPlainNodesRunAsSiblingLeaves() {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let label = TextNode(text: "a title"), image = LayoutNode()
        try! root.addChild(label)
        try! root.addChild(image)
        let plan = SchemePlan(blocks: [
            image.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: 50, height: 50)),
            label.layoutBlock(with: Layout(x: .left(2), y: .equal, width: .equal, height: .equal), constraints: [
                image.layoutConstraint(for: [.right(.limit(on: .outer)), .top(.align(by: .inner))]),
                label.adjustLayoutConstraint(for: [.width(), .height()]),
            ]),
        ])
        #expect(plan.runsSiblingLeaves)
        plan.layout(sourceRect: nil, direction: .leftToRight)
        for direction in [LayoutDirection.leftToRight, .rightToLeft, .leftToRight] {
            let cache = plan.unretainedLock.withLock { plan.unretainedNodes }
            #expect(cache?.epoch == Epoch.tree.current && cache?.parents?.parentCount == 1)
            plan.layout(sourceRect: nil, direction: direction)
            let space = (x: 8.0 + 50, width: 375.0 - 58)
            let textX = direction == .leftToRight ? space.x : space.x + space.width - 49
            #expect(image.frame == CGRect(x: 8, y: 8, width: 50, height: 50))
            #expect(label.frame == CGRect(x: textX + 2, y: 8, width: 49, height: 17), "\(direction)")
        }
    }
}
