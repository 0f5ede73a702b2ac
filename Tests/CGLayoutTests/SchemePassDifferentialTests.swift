import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A user constraint: the space starts below another element, read through the pass's context.
private struct BelowConstraint: LayoutConstraintProtocol {
    weak var other: LayoutNode?
    var isActive: Bool { other != nil }
    var isIndependent: Bool { false }
    func layoutElement(is object: AnyObject) -> Bool { other === object }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace, context: .live(direction: .leftToRight))
    }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let other, let frame = context.convert(rect: context.frame(of: other), from: other.superElement, to: coordinateSpace)
        else { return }
        let bottom = min(max(frame.maxY, sourceRect.minY), sourceRect.maxY)
        sourceRect = CGRect(x: sourceRect.minX, y: bottom, width: sourceRect.width, height: sourceRect.maxY - bottom)
    }
}

/// A random scene of every kind of block the scheme pass compiles specially: plain, adjust, content,
/// anonymous and user constraints, constraints across branches of the tree, `.fit` layouts,
/// a guide with content, a stack guide, nested schemes, and elements removed or deallocated
/// after the scheme was built.
private struct DifferentialScene {
    let root: LayoutNode
    /// Every element that may be laid out, held strongly (deallocated ones are not here).
    let elements: [any LayoutElement]
    /// Elements that have a block of their own, in block order (for traces).
    let blockElements: [any LayoutElement]
    let scheme: LayoutScheme
    let initial: [CGRect]

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    init(using rng: inout SplitMix64) throws {
        func value(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat(Int(CGFloat.random(in: range, using: &rng))) }
        func pick<T>(_ options: [T]) -> T { options.randomElement(using: &rng)! }
        let root = LayoutNode(frame: rect(0, 0, value(120...420), value(120...500)), name: "root")
        self.root = root
        let panel = LayoutNode(frame: rect(value(0...40), value(0...60), value(60...200), value(60...200)), name: "panel")
        try root.addChild(panel)
        var elements: [any LayoutElement] = [panel]
        var blockElements: [any LayoutElement] = []
        var placed: [LayoutNode] = []   // nodes whose frames are final (constraints may read them)
        var doomed: [LayoutNode] = []   // removed, or deallocated, once the scheme is built
        var blocks: [any LayoutBlockProtocol] = []
        let words = ["Wi-Fi", "Bluetooth", "a longer title that wraps", "Notifications and sounds", "OK"]

        func randomLayout(measures: Bool) -> Layout {
            let xs: [Layout.Alignment.Horizontal] = [.left(value(0...20)), .right(value(0...20)), .center(value(-5...5)),
                                                     .leading(value(0...12)), .trailing(value(0...12))]
            let ys: [Layout.Alignment.Vertical] = [.top(value(0...20)), .bottom(value(0...20)), .center()]
            var widths: [Layout.Filling.Horizontal] = [.fixed(value(0...120)), .scaled(0.5), .boxed(value(0...40)), .upTo(value(10...90)),
                                                       .from(value(10...60)) + .boxed(value(0...10))]
            var heights: [Layout.Filling.Vertical] = [.fixed(value(0...80)), .scaled(0.3), .equal, .between(10...60)]
            if measures { widths.append(.fit); heights.append(.fit); heights.append(.fit) }
            return Layout(x: pick(xs), y: pick(ys), width: pick(widths), height: pick(heights))
        }

        func randomConstraints(for own: LayoutNode?) -> [any LayoutConstraintProtocol] {
            var constraints: [any LayoutConstraintProtocol] = []
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0 where !placed.isEmpty, 1 where !placed.isEmpty:
                    let anchors: [LayoutAnchor] = [.left(.limit(on: .outer)), .right(.limit(on: .inner)), .bottom(.limit(on: .outer)),
                                                   .top(.align(by: .outer)), .leading(.limit(on: .outer)), .trailing(.pull(from: .inner)),
                                                   .width(), .height(0.5), .center(.align(by: .center))]
                    constraints.append(pick(placed).layoutConstraint(for: [pick(anchors), pick(anchors)]))
                case 2 where !placed.isEmpty:
                    constraints.append(pick(placed).contentLayoutConstraint(for: [pick([.top(.limit(on: .inner)), .left(.align(by: .inner))])]))
                case 3:
                    let text = TextNode(text: pick(words), name: "measured")
                    if let own, Bool.random(using: &rng), own is TextNode {
                        constraints.append((own as! TextNode).adjustLayoutConstraint(for: [.width(), .height()], alignment: pick([.leadingTop, .center])))
                    } else {
                        // An adjust constraint measuring a text that is laid out elsewhere.
                        try? root.addChild(text)
                        elements.append(text)
                        constraints.append(text.adjustLayoutConstraint(for: [pick([.height(), .width()])]))
                    }
                case 4:
                    let insets = LayoutAnchor.insets(EdgeInsets(top: value(0...10), left: value(0...10), bottom: value(0...10), right: value(0...10)))
                    // Every anchor of an anonymous constraint reads the space from before the constraint.
                    constraints.append(AnonymConstraint(anchors: Bool.random(using: &rng) ? [insets] : [insets, pick([.height(0.5), .width(0.5)])]))
                default:
                    if !placed.isEmpty { constraints.append(BelowConstraint(other: pick(placed))) }
                }
            }
            return constraints
        }

        for index in 0..<Int.random(in: 3...12, using: &rng) {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1:
                let node = LayoutNode(name: "n\(index)")
                try root.addChild(node)
                blocks.append(node.layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: node)))
                elements.append(node); blockElements.append(node); placed.append(node)
                if Int.random(in: 0..<8, using: &rng) == 0 { doomed.append(node); placed.removeLast() }
            case 2:
                let text = TextNode(text: pick(words), name: "t\(index)")
                try root.addChild(text)
                blocks.append(text.layoutBlock(with: randomLayout(measures: true), constraints: randomConstraints(for: text)))
                elements.append(text); blockElements.append(text); placed.append(text)
            case 3:
                // Another branch: a child of the panel, constrained by elements of the root's space.
                let node = LayoutNode(name: "p\(index)")
                try panel.addChild(node)
                blocks.append(node.layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: node)))
                elements.append(node); blockElements.append(node); placed.append(node)
            case 4:
                let guide = LayoutGuide<LayoutNode>(name: "g\(index)")
                root.add(layoutGuide: guide)
                let inner = (0..<Int.random(in: 1...2, using: &rng)).map { LayoutNode(name: "c\(index).\($0)") }
                for node in inner { try root.addChild(node) }
                guide.contentLayout = LayoutScheme(blocks: inner.map { $0.layoutBlock(with: randomLayout(measures: false)) })
                blocks.append(guide.layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: nil)))
                elements.append(guide); blockElements.append(guide); elements += inner; placed += inner
            case 5:
                let stack = StackLayoutGuide<LayoutNode>(axis: pick([.horizontal, .vertical]), spacing: .equal(value(0...8)), name: "s\(index)")
                root.add(layoutGuide: stack)
                let items = (0..<Int.random(in: 1...3, using: &rng)).map { LayoutNode(name: "i\(index).\($0)") }
                for item in items { try stack.addArrangedElement(item) }
                blocks.append(stack.layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: nil)))
                elements.append(stack); blockElements.append(stack); elements += items; placed += items
            default:
                // A nested scheme of two blocks.
                let pair = (0..<2).map { LayoutNode(name: "q\(index).\($0)") }
                for node in pair { try root.addChild(node) }
                let first = pair[0].layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: pair[0]))
                placed.append(pair[0])
                let second = pair[1].layoutBlock(with: randomLayout(measures: false), constraints: randomConstraints(for: pair[1]))
                placed.append(pair[1])
                blocks.append(LayoutScheme(blocks: [first, second]))
                elements += pair; blockElements += pair
            }
        }
        scheme = LayoutScheme(blocks: blocks)
        // Removed after the scheme was built: one leaves the tree and stays alive, the others are deallocated.
        for (index, node) in doomed.enumerated() {
            node.removeFromSuperElement()
            if index % 2 == 1 {
                elements.removeAll { $0 === node }
                blockElements.removeAll { $0 === node }
            }
        }
        doomed.removeAll()
        placed.removeAll()
        self.elements = elements
        self.blockElements = blockElements
        initial = elements.map(\.frame)
    }

    func reset() { for (element, frame) in zip(elements, initial) { element.frame = frame } }
    var frames: [CGRect] { elements.map(\.frame) }
}

/// Lays out each block by itself, in order: the protocol path, block by block.
private func layoutBlockByBlock(_ blocks: [any LayoutBlockProtocol], direction: LayoutDirection) {
    for block in blocks {
        if let scheme = block as? LayoutScheme { layoutBlockByBlock(scheme.blocks, direction: direction) } else { block.layout(direction: direction) }
    }
}

/// Lays out each block in order through the public entry points alone, as code written against the
/// documented API would: the super element's layout bounds, each active constraint's
/// `constrain(sourceRect:in:context:)`, then the layout's `formLayout(rect:in:direction:fitting:)` measuring
/// with the element's `sizeThatFits`. Containers lay themselves out (their content is a scheme).
private func layoutByPublicEntryPoints(_ blocks: [any LayoutBlockProtocol], direction: LayoutDirection) {
    for block in blocks {
        if let scheme = block as? LayoutScheme {
            layoutByPublicEntryPoints(scheme.blocks, direction: direction)
        } else if let plain = block as? LayoutBlock<LayoutNode> {
            layoutByPublicEntryPoints(plain, direction: direction)
        } else if let text = block as? LayoutBlock<TextNode> {
            layoutByPublicEntryPoints(text, direction: direction)
        } else {
            block.layout(direction: direction)
        }
    }
}

private func layoutByPublicEntryPoints<Node: LayoutNode>(_ block: LayoutBlock<Node>, direction: LayoutDirection) {
    guard let node = block.element, let superElement = node.superElement else { return }
    var space = superElement.layoutBounds
    for constraint in block.constraints where constraint.isActive {
        constraint.constrain(sourceRect: &space, in: superElement, context: .live(direction: direction))
    }
    var frame = node.frame
    block.itemLayout.formLayout(rect: &frame, in: space, direction: direction, fitting: { node.sizeThatFits($0) })
    node.frame = frame
}

/// A block's super element's layout bounds, while it is in a tree, and its trace's final frame.
private protocol SuperBounded {
    var superBounds: CGRect? { get }
    func tracedFrame(in rect: CGRect, direction: LayoutDirection) -> CGRect?
}

extension LayoutBlock: SuperBounded {
    var superBounds: CGRect? { element?.superElement?.layoutBounds }
    func tracedFrame(in rect: CGRect, direction: LayoutDirection) -> CGRect? { trace(in: rect, direction: direction)?.finalFrame }
}

/// Snapshots each block by itself for its super element's layout bounds and applies it, in order;
/// checks on the way that each block's trace for that rect ends at the snapshot's frame.
private func snapshotBlockByBlock(_ blocks: [any LayoutBlockProtocol], direction: LayoutDirection, seed: UInt64, round: Int) throws {
    for block in blocks {
        if let scheme = block as? LayoutScheme {
            try snapshotBlockByBlock(scheme.blocks, direction: direction, seed: seed, round: round)
            continue
        }
        guard let bounded = block as? any SuperBounded, let bounds = bounded.superBounds else {
            #expect(block.snapshot(for: .zero, direction: direction).childSnapshots.isEmpty, "seed \(seed) round \(round): a skipped block")
            continue
        }
        let snapshot = block.snapshot(for: bounds, direction: direction)
        #expect(bounded.tracedFrame(in: bounds, direction: direction) == snapshot.frame,
                "seed \(seed) round \(round): trace(in:) vs the snapshot of \(snapshot)")
        try block.apply(snapshot: snapshot)
    }
}

private func describe(_ elements: [any LayoutElement], _ a: [CGRect], _ b: [CGRect]) -> String {
    zip(elements, zip(a, b)).compactMap { element, pair in
        pair.0 == pair.1 ? nil : "\(element): \(pair.0) vs \(pair.1)"
    }.joined(separator: "; ")
}

@Suite("Scheme pass vs block by block (seeded)")
struct SchemePassDifferentialTests {
    @Test("Scheme pass, block-by-block layout, block-by-block snapshot + apply, snapshot + apply, snapshotFrame and traces give the same frames", arguments: LayoutDirection.allCases)
    func allPathsAgree(direction: LayoutDirection) throws {
        let seed = propertySeed("allPathsAgree-\(direction)", default: 0xD1FF_0015)
        var rng = SplitMix64(seed: seed)
        // 100 scenes in a plain run, 300 with `CGLAYOUT_LONG_TESTS=1` (the same scenes first).
        for round in 0..<LongTests.size(quick: 100, long: 300) {
            let scene = try DifferentialScene(using: &rng)
            defer { withExtendedLifetime(scene) {} }
            scene.reset()
            scene.scheme.layout(direction: direction)
            let pass = scene.frames
            let valid = pass.allSatisfy { $0.isValidLayoutFrame }
            #expect(valid, "seed \(seed) round \(round): \(pass)")

            // A second pass with no tree change borrows the nodes the first one remembered: the same frames.
            scene.reset()
            scene.scheme.layout(direction: direction)
            #expect(scene.frames == pass, "seed \(seed) round \(round): second pass \(describe(scene.elements, pass, scene.frames))")

            scene.reset()
            layoutBlockByBlock(scene.scheme.blocks, direction: direction)
            let blockByBlock = scene.frames
            #expect(pass == blockByBlock, "seed \(seed) round \(round): pass vs blocks \(describe(scene.elements, pass, blockByBlock))")

            // The public entry points (constraints' `constrain`, layouts' `formLayout`), block by block: the same frames.
            scene.reset()
            layoutByPublicEntryPoints(scene.scheme.blocks, direction: direction)
            #expect(pass == scene.frames, "seed \(seed) round \(round): pass vs public entry points \(describe(scene.elements, pass, scene.frames))")

            // Each block's own snapshot for its super element's bounds, applied in order: the same frames.
            scene.reset()
            try snapshotBlockByBlock(scene.scheme.blocks, direction: direction, seed: seed, round: round)
            #expect(pass == scene.frames, "seed \(seed) round \(round): pass vs block snapshots \(describe(scene.elements, pass, scene.frames))")

            scene.reset()
            // The source rect describes the scheme's container: the super element of its first block in a tree.
            let container = scene.blockElements.lazy.compactMap(\.superElement).first ?? scene.root
            let snapshot = scene.scheme.snapshot(for: container.layoutBounds, direction: direction)
            #expect(scene.frames == scene.initial, "seed \(seed) round \(round): a snapshot wrote a frame")
            #expect(scene.scheme.snapshotFrame(for: container.layoutBounds, direction: direction) == snapshot.frame,
                    "seed \(seed) round \(round): snapshotFrame vs the snapshot's frame")
            try scene.scheme.apply(snapshot: snapshot)
            let applied = scene.frames
            #expect(pass == applied, "seed \(seed) round \(round): pass vs snapshot \(describe(scene.elements, pass, applied))")

            // Traces read present frames: after the pass, each block's trace ends at the frame the pass wrote.
            scene.reset()
            scene.scheme.layout(direction: direction)
            for element in scene.blockElements where element.superElement != nil {
                guard let node = element as? LayoutNode else {
                    if let guide = element as? LayoutGuide<LayoutNode>, let trace = scene.scheme.trace(of: guide, direction: direction) {
                        #expect(trace.finalFrame == guide.frame, "seed \(seed) round \(round): trace of \(guide)")
                    }
                    continue
                }
                let trace = scene.scheme.trace(of: node, direction: direction)
                #expect(trace?.finalFrame == node.frame, "seed \(seed) round \(round): trace of \(node) \(trace.map(\.description) ?? "nil")")
            }
        }
    }
}

@Suite("Measuring plain nodes inside a pass")
struct PresentSizeMeasuringTests {
    @Test("A snapshot measures a plain node at the frame the snapshot gave it, as layout() does", arguments: LayoutDirection.allCases)
    func plainNodeMeasuredAtItsPassFrame(direction: LayoutDirection) throws {
        let (root, children) = try makeTree(CGSize(width: 300, height: 200), children: 3)
        defer { withExtendedLifetime(root) {} }
        let (sized, adjusted, fitted) = (children[0], children[1], children[2])
        let scheme = LayoutScheme(blocks: [
            sized.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: .fixed(50), height: .fixed(20))),
            adjusted.layoutBlock(with: .equal, constraints: [sized.adjustLayoutConstraint(for: [.width(), .height()])]),
            fitted.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .fit, height: .fit)),
        ])
        fitted.frame = rect(0, 0, 7, 9)
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: direction)
        scheme.layout(direction: direction)
        let laidOut = children.map(\.frame)
        #expect(laidOut[1].size == CGSize(width: 50, height: 20))
        #expect(laidOut[2] == rect(0, 191, 7, 9))
        for child in children { child.frame = .zero }
        fitted.frame = rect(0, 0, 7, 9)
        try scheme.apply(snapshot: snapshot)
        #expect(children.map(\.frame) == laidOut)
    }
}
