import CGLayout
import CGLayoutFlex
import Foundation

/// Trees 10,000 to 20,000 levels deep, on the child process's main thread: a chain of nodes, nested
/// stacks, nested schemes, nested flex container nodes, a mix of stacks, guides' content schemes and
/// scroll guides, nested adaptive schemes, or guides whose contents lay out a badge after the next guide. Each is laid out, snapshotted, applied, diagnosed, described
/// and freed, and its frames are checked against plain arithmetic at every depth; nested adaptive schemes,
/// which keep their snapshots, are laid out again after their leaf's text changed.
extension RectCase {
    /// The share of rect cases that build a deep tree instead of a random screen.
    static let deepShare = 0.001

    func runDeep() {
        let depth = fuzz.int(10_000...20_000), direction = direction()
        // Ordinary numbers: the frames are checked against arithmetic (extreme ones are the random screens' business).
        let top = CGRect(x: fuzz.value(0...40, extreme: 0), y: fuzz.value(0...40, extreme: 0),
                         width: fuzz.value(50...400, extreme: 0), height: fuzz.value(20...300, extreme: 0))
        Watch.user { root.frame = CGRect(x: 0, y: 0, width: 480, height: 480) }
        let shape = fuzz.int(0...6)
        log.step("// a deep tree: shape \(shape), \(depth) levels, \(direction)")
        weak var deepest: AnyObject?
        do {
            // Under a node of its own, which leaves the tree at the end: the whole deep tree is then freed.
            let base = WatchedNode(name: "base")
            try? root.addChild(base)
            Watch.user { base.frame = root.bounds }
            defer { base.removeFromParent() }
            let (scheme, expected) = buildDeep(shape: shape, depth: depth, top: top, in: base)
            deepest = expected.last?.element
            scheme.layout(direction: direction)
            for (element, frame) in expected where !element.frame.same(as: frame) {
                log.fail("deep tree frame", "shape \(shape), \(depth) levels: \(name(element)) at \(element.frame.exact), expected \(frame.exact)")
                break
            }
            let elements = expected.map(\.element)
            let laidOut = elements.map(\.frame)
            let snapshot = scheme.snapshot(for: base.layoutBounds, direction: direction)
            Watch.user { for element in elements { element.frame = .zero } }
            do { try scheme.apply(snapshot: snapshot) } catch { log.fail("deep tree snapshot refused", "shape \(shape): \(error)") }
            if let index = elements.indices.first(where: { !elements[$0].frame.same(as: laidOut[$0]) }) {
                log.fail("deep tree snapshot vs layout", "shape \(shape): \(name(elements[index])) layout \(laidOut[index].exact), apply \(elements[index].frame.exact)")
            }
            if let issue = scheme.issues.first { log.fail("deep tree issue", "shape \(shape): \(issue)") }
            if shape == 5, let leaf = nodes.last as? TextNode {
                // Every level kept its snapshot, each containing the leaf: its new text drops them all.
                log.step("leaf.text = \"Hello\"; scheme.layout(direction: .\(direction))")
                leaf.text = "Hello"
                scheme.layout(direction: direction)
                let expected = CGRect(origin: top.origin, size: leaf.sizeThatFits(top.size))
                if !leaf.frame.same(as: expected) {
                    log.fail("deep tree kept snapshot", "shape 5: the leaf at \(leaf.frame.exact) after its text changed, expected \(expected.exact)")
                }
            }
            let lines = String(describing: snapshot).split(separator: "\n").count
            if lines < depth { log.fail("deep tree description", "shape \(shape): \(lines) lines for \(depth) levels") }
            _ = base.treeDescription()
            nodes = []
            guides = []
        }
        if deepest != nil { log.fail("deep tree not freed", "shape \(shape): the deepest element outlived its tree") }
    }

    /// A deep tree of `shape` under `base`, its scheme, and elements with the frames they must get.
    private func buildDeep(shape: Int, depth: Int, top: CGRect, in base: LayoutNode) -> (LayoutScheme, [(element: any LayoutElement, frame: CGRect)]) {
        let fill = Layout(x: .left(top.minX), y: .top(top.minY), width: .fixed(top.width), height: .fixed(top.height))
        switch shape {
        case 0:
            // A chain of nodes, each 1 pt right of its parent's origin; a leaf aligned to the base's left edge.
            var parent: LayoutNode = base, chain: [LayoutNode] = []
            for index in 0..<depth {
                let node = LayoutNode(name: "n\(index)")
                try? parent.addChild(node)
                chain.append(node)
                parent = node
            }
            let leaf = WatchedNode(name: "leaf")
            try? parent.addChild(leaf)
            nodes = chain + [leaf]
            var blocks: [any LayoutBlockProtocol] = chain.map { $0.layoutBlock(with: Layout(x: .left(1), y: .top(), width: 10, height: 10)) }
            blocks.append(leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: 5, height: 5),
                                           constraints: [base.layoutConstraint(for: [.left(.align(by: .inner))])]))
            let frames = [(chain[0], CGRect(x: 1, y: 0, width: 10, height: 10)), (chain[depth - 1], CGRect(x: 1, y: 0, width: 10, height: 10)),
                          (leaf, CGRect(x: -CGFloat(depth), y: 0, width: 5, height: 5))] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: blocks), frames)
        case 1, 4:
            // Containers nested `depth` deep, every level filling the one above: stacks, or (4) a mix of stacks,
            // guides whose content scheme (sometimes nested) lays out the next, and scroll guides.
            var levels: [LayoutGuide<LayoutNode>] = []
            for index in 0..<depth {
                let kind = shape == 1 ? 0 : fuzz.int(0...2)
                let guide: LayoutGuide<LayoutNode> = kind == 0 ? StackLayoutGuide<LayoutNode>(name: "s\(index)")
                    : kind == 1 ? LayoutGuide<LayoutNode>(name: "g\(index)") : ScrollLayoutGuide<LayoutNode>(scrollDirections: .vertical, name: "c\(index)")
                base.add(layoutGuide: guide)
                levels.append(guide)
            }
            let leaf = WatchedNode(name: "leaf")
            try? base.addChild(leaf)
            for (index, level) in levels.enumerated() {
                let next: any LayoutElement = index + 1 < depth ? levels[index + 1] : leaf
                if let stack = level as? StackLayoutGuide<LayoutNode> {
                    try? stack.addArrangedElement(next)
                } else {
                    let block: any LayoutBlockProtocol = index + 1 < depth ? levels[index + 1].layoutBlock(with: .equal) : leaf.layoutBlock(with: .equal)
                    level.contentLayout = fuzz.chance(0.3) ? LayoutScheme(blocks: [LayoutScheme(blocks: [block])]) : LayoutScheme(blocks: [block])
                }
            }
            guides = levels
            nodes = [leaf]
            let frames = [(levels[0], top), (levels[depth / 2], top), (levels[depth - 1], top), (leaf, top)] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: [levels[0].layoutBlock(with: fill)]), frames)
        case 2:
            // Schemes nested `depth` deep around one block, after a header the block reads.
            let header = LayoutNode(name: "header"), leaf = WatchedNode(name: "leaf")
            try? base.addChild(header)
            try? base.addChild(leaf)
            var scheme = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(8), y: .top(), width: 10, height: 10),
                                                                constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])])])
            for _ in 1..<depth { scheme = LayoutScheme(blocks: [scheme]) }
            nodes = [header, leaf]
            let frames = [(header, top), (leaf, CGRect(x: 8, y: top.maxY, width: 10, height: 10))] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: [header.layoutBlock(with: fill), scheme]), frames)
        case 5:
            // Adaptive schemes nested `depth` deep, each the content of a guide, its first variant (whose breakpoint
            // every level's width reaches) filling the guide with the next; the fallback would put it 1 pt lower.
            // The last guide's content fits a text leaf at its top left.
            let levels = (0..<depth).map { LayoutGuide<LayoutNode>(name: "a\($0)") }
            for level in levels { base.add(layoutGuide: level) }
            let leaf = WatchedText(text: "Hi", numberOfLines: 1, measurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17), name: "leaf")
            try? base.addChild(leaf)
            for (level, next) in zip(levels, levels.dropFirst()) {
                level.contentLayout = AdaptiveScheme(container: level, variants: [
                    .init("fill", when: .width(atLeast: top.width), scheme: LayoutScheme(blocks: [next.layoutBlock(with: .equal)])),
                    .init("lower", scheme: LayoutScheme(blocks: [next.layoutBlock(with: Layout(x: .left(), y: .top(1), width: .scaled(1), height: .scaled(1)))])),
                ])
            }
            levels[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))])
            guides = levels
            nodes = [leaf]
            let fitted = CGRect(origin: top.origin, size: leaf.sizeThatFits(top.size))
            let frames = [(levels[0], top), (levels[depth / 2], top), (levels[depth - 1], top), (leaf, fitted)] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: [levels[0].layoutBlock(with: fill)]), frames)
        case 6:
            // Guides nested `depth` deep, each content filling the guide with the next, then a badge at its top
            // right (a block after the container's: it reads its frames with the content's recorded before it):
            // 10 × 10, or a node measured at its present size, 12 × 6. The last guide's content fills it with a leaf.
            let levels = (0..<depth).map { LayoutGuide<LayoutNode>(name: "b\($0)") }
            for level in levels { base.add(layoutGuide: level) }
            let leaf = WatchedNode(name: "leaf")
            try? base.addChild(leaf)
            var badges: [LayoutNode] = []
            for (index, (level, next)) in zip(levels, levels.dropFirst()).enumerated() {
                let fitted = index.isMultiple(of: 2)
                let badge = LayoutNode(frame: CGRect(x: 0, y: 0, width: 12, height: 6), name: "badge\(index)")
                try? base.addChild(badge)
                badges.append(badge)
                level.contentLayout = LayoutScheme(blocks: [
                    next.layoutBlock(with: .equal),
                    badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: fitted ? .fit : .fixed(10), height: fitted ? .fit : .fixed(10))),
                ])
            }
            levels[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: .equal)])
            guides = levels
            nodes = badges + [leaf]
            func badgeFrame(_ index: Int) -> CGRect {
                let size = index.isMultiple(of: 2) ? CGSize(width: 12, height: 6) : CGSize(width: 10, height: 10)
                return CGRect(x: top.maxX - size.width, y: top.minY, width: size.width, height: size.height)
            }
            let frames = [(levels[0], top), (levels[depth / 2], top), (levels[depth - 1], top), (leaf, top),
                          (badges[0], badgeFrame(0)), (badges[depth / 2], badgeFrame(depth / 2)),
                          (badges[depth - 2], badgeFrame(depth - 2))] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: [levels[0].layoutBlock(with: fill)]), frames)
        default:
            // Flex container nodes nested `depth` deep in a row, each with 1 pt of left padding.
            var style = FlexStyle()
            style.flexDirection = .row
            style.padding.left = .point(1)
            let first = FlexContainerNode(style: style, name: "f0")
            try? base.addChild(first)
            var chain = [first]
            style.flexGrow = 1
            for index in 1..<depth {
                let node = FlexContainerNode(style: style, name: "f\(index)")
                try? chain[index - 1].addItem(node)
                chain.append(node)
            }
            nodes = chain
            // An item is no narrower than its content's minimum, the paddings inside it: level k is depth − k wide.
            // The items' edges are on the container's pixel grid (scale 1, from the container's origin): a height of
            // 96.75 is 97.
            let height = top.height.rounded()
            let frames = [(first, top), (chain[depth / 2], CGRect(x: 1, y: 0, width: CGFloat(depth - depth / 2), height: height)),
                          (chain[depth - 1], CGRect(x: 1, y: 0, width: 1, height: height))] as [(any LayoutElement, CGRect)]
            return (LayoutScheme(blocks: [first.layoutBlock(with: fill)]), frames)
        }
    }
}
