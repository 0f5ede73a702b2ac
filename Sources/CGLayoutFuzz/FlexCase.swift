import CGLayout
import CGLayoutFlex
import Foundation

/// FlexNode trees: random styles and measure functions, a layout, random
/// edits, an incremental layout compared with a fresh tree's; sometimes
/// cycles, a node given to two trees, or a very deep chain.
final class FlexCase {
    static let engine = Engine(name: "flex") { seed, log in FlexCase(seed: seed, log: log).run() }

    var fuzz: Fuzz
    let log: CaseLog
    var nodes: [FlexNode] = []
    /// What each measure function does, by node (to rebuild a fresh tree).
    var measures: [ObjectIdentifier: Coded<MeasureKind>] = [:]
    var root = FlexNode()

    enum MeasureKind {
        case fixed(CGSize)
        case text(String, CGFloat)
        /// Takes the width it is offered (an image that scales), `natural` wide with none, at `ratio` (width / height).
        case scaling(natural: CGFloat, ratio: CGFloat)
    }

    let seed: UInt64

    init(seed: UInt64, log: CaseLog) {
        self.seed = seed
        fuzz = Fuzz(seed: seed)
        self.log = log
        log.extreme = fuzz.wild
    }

    func name(_ node: FlexNode) -> String { node.name ?? "?" }

    func makeNode() -> FlexNode {
        let style = FlexCase.style(&fuzz, changes: fuzz.int(0...5), container: true, item: true)
        let node = FlexNode(style: style.value, name: "f\(nodes.count)")
        log.step("let \(name(node)) = FlexNode(style: \(style.code), name: \"\(name(node))\")")
        nodes.append(node)
        return node
    }

    func measureFunction(_ kind: MeasureKind) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        switch kind {
        case .fixed(let size): return { _, _, _, _ in size }
        case .text(let text, let width):
            return FlexNode.textMeasure(text, measurer: MonospacedTextMeasurer(characterWidth: width, lineHeight: 17))
        case .scaling(let natural, let ratio):
            return { width, widthMode, _, _ in
                let w = widthMode == .undefined || !width.isFinite ? natural : width
                return CGSize(width: w, height: w / ratio)
            }
        }
    }

    /// A space-dependent function must say so (`MeasureBehavior`); the others are content-sized.
    static func behavior(_ kind: MeasureKind) -> MeasureBehavior {
        if case .scaling = kind { return .spaceDependent }
        return .contentSized
    }

    func setMeasure(_ node: FlexNode) {
        let kind: Coded<MeasureKind>
        let draw = fuzz.int(0...5)
        if draw < 2 {
            let size = CGSize(width: fuzz.length(), height: fuzz.value(0...60))
            kind = coded("{ _, _, _, _ in CGSize(width: \(literal(size.width)), height: \(literal(size.height))) }", .fixed(size))
        } else if draw == 2 {
            let natural = fuzz.value(10...200), ratio: CGFloat = fuzz.pick([1, 2, 0.5, 16.0 / 9])
            kind = coded("{ w, wm, _, _ in let x = wm == .undefined || !w.isFinite ? \(literal(natural)) : w; return CGSize(width: x, height: x / \(literal(ratio))) }",
                         .scaling(natural: natural, ratio: ratio))
        } else {
            let text = fuzz.pick(RectCase.texts), width = fuzz.value(5...9, extreme: 0.3)
            kind = coded("FlexNode.textMeasure(\(text.debugDescription), measurer: MonospacedTextMeasurer(characterWidth: \(literal(width)), lineHeight: 17))",
                         .text(text, width))
        }
        measures[ObjectIdentifier(node)] = kind
        node.measure = measureFunction(kind.value)
        node.measureBehavior = FlexCase.behavior(kind.value)
        log.step("\(name(node)).measure = \(kind.code); \(name(node)).measureBehavior = .\(node.measureBehavior)")
    }

    func grow(_ node: FlexNode, depth: Int) {
        let count = depth >= 4 ? 0 : fuzz.int(0...(depth == 0 ? 5 : 3))
        if count == 0 {
            if fuzz.chance(0.6) { setMeasure(node) }
            return
        }
        let children = (0..<count).map { _ in makeNode() }
        node.children = children
        log.step("\(name(node)).children = [\(children.map(name).joined(separator: ", "))]")
        for child in children { grow(child, depth: depth + 1) }
    }

    /// The owner size and direction of one layout.
    func layoutInput() -> (width: CGFloat?, height: CGFloat?, direction: FlexDirection.Inline) {
        (fuzz.chance(0.8) ? fuzz.length() : nil, fuzz.chance(0.4) ? fuzz.length() : nil, fuzz.pick([.ltr, .rtl, .inherit]))
    }

    func calculate(_ input: (width: CGFloat?, height: CGFloat?, direction: FlexDirection.Inline)) {
        // The pixel grid: whole points mostly, sometimes a Retina screen's, a fractional one or none.
        if fuzz.chance(0.3) {
            let scale = fuzz.pick([CGFloat(1), 2, 3, 0, 2.625])
            log.step("\(name(root)).pointScaleFactor = \(literal(scale))")
            root.pointScaleFactor = scale
        }
        log.step("\(name(root)).calculateLayout(width: \(input.width.map(literal) ?? "nil"), height: \(input.height.map(literal) ?? "nil"), direction: .\(input.direction))")
        root.calculateLayout(width: input.width, height: input.height, direction: input.direction)
    }

    /// Every node of `tree` in pre-order, without recursion (trees may be deep);
    /// a node met twice (a cycle, or a node in two places) is a finding and is not followed.
    static func preorder(_ tree: FlexNode) -> [FlexNode] {
        var result: [FlexNode] = [], stack = [tree], seen: Set<ObjectIdentifier> = []
        while let node = stack.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else {
                currentLog?.fail("flex node twice in a tree", "\(node.name ?? "a node") is reached twice from the root")
                continue
            }
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    func checkFrames(_ what: String) {
        for node in FlexCase.preorder(root) where !node.frame.isValidLayoutFrame {
            log.fail("invalid flex frame", "\(what): \(name(node)).frame = \(node.frame.exact)")
        }
    }

    /// A fresh copy of the tree (new nodes, same styles and measure functions).
    func fresh() -> FlexNode {
        var copies: [ObjectIdentifier: FlexNode] = [:]
        let order = FlexCase.preorder(root)
        for node in order.reversed() {
            let copy = FlexNode(style: node.style, children: node.children.map { copies[ObjectIdentifier($0)]! }, name: node.name)
            if let kind = measures[ObjectIdentifier(node)], node.measure != nil {
                copy.measure = measureFunction(kind.value)
                copy.measureBehavior = FlexCase.behavior(kind.value)
            }
            copy.pointScaleFactor = node.pointScaleFactor
            copies[ObjectIdentifier(node)] = copy
        }
        return copies[ObjectIdentifier(root)]!
    }

    func run() {
        root = makeNode()
        // One seed in a thousand is a chain of 10,000+ levels, laid out on this process's main thread.
        if seed % 1000 == 999 { return deepChain() }
        grow(root, depth: 0)
        let input = layoutInput()
        calculate(input)
        checkFrames("first layout")
        for _ in 0..<fuzz.int(1...3) {
            for _ in 0..<fuzz.int(1...4) { edit() }
            let next = fuzz.chance(0.5) ? input : layoutInput()
            calculate(next)
            checkFrames("incremental layout")
            compareWithFresh(next)
        }
    }

    /// The incremental layout gives the frames of a fresh tree laid out once.
    func compareWithFresh(_ input: (width: CGFloat?, height: CGFloat?, direction: FlexDirection.Inline)) {
        let copy = fresh()
        copy.calculateLayout(width: input.width, height: input.height, direction: input.direction)
        log.step("// a fresh copy of the tree laid out the same way gives the same frames")
        for (node, other) in zip(FlexCase.preorder(root), FlexCase.preorder(copy)) where node.frame != other.frame {
            log.fail("incremental vs fresh", "\(name(node)): incremental \(node.frame.exact), fresh \(other.frame.exact)")
        }
    }

    func edit() {
        let node = fuzz.pick(FlexCase.preorder(root))
        switch fuzz.int(0...9) {
        case 0, 1, 2:
            let change = FlexCase.change(&fuzz)
            log.step("\(name(node)).style = { var s = \(name(node)).style; \(change.code); return s }()")
            change.apply(&node.style)
        case 3:
            let display = fuzz.pick([FlexDisplay.contents, .none, .flex])
            log.step("\(name(node)).style.display = .\(display)")
            node.style.display = display
        case 4 where !node.children.isEmpty:
            let index = fuzz.int(0...(node.children.count - 1))
            log.step("\(name(node)).children.remove(at: \(index))")
            node.children.remove(at: index)
        case 5:
            let child = makeNode()
            if fuzz.chance(0.5) { setMeasure(child) }
            let index = fuzz.int(0...node.children.count)
            log.step("\(name(node)).children.insert(\(name(child)), at: \(index))")
            node.children.insert(child, at: index)
        case 6 where node.children.isEmpty:
            setMeasure(node)
        case 7 where node.children.isEmpty && node.measure != nil:
            log.step("\(name(node)).markDirty()")
            node.markDirty()
        case 8 where fuzz.chance(0.2):
            // A node moved into a second tree, or made its own ancestor's child.
            let ancestors = Array(sequence(first: node, next: { $0.parent }).prefix(100))
            let target = fuzz.pick(ancestors)
            if fuzz.chance(0.5) {
                log.step("\(name(node)).children.append(\(name(target)))  // a cycle")
                node.children.append(target)
            } else {
                let other = FlexNode(children: [target], name: "other")
                log.step("let other = FlexNode(children: [\(name(target))], name: \"other\")  // \(name(target)) in two trees")
                _ = other
            }
        default:
            let change = FlexCase.change(&fuzz)
            log.step("\(name(node)).style = { var s = \(name(node)).style; \(change.code); return s }()")
            change.apply(&node.style)
        }
    }

    /// A chain of thousands of nodes, laid out and freed.
    func deepChain() {
        let depth = fuzz.int(10_000...12_000)
        log.step("var last = \(name(root)); for _ in 0..<\(depth) { let next = FlexNode(); last.children = [next]; last = next }")
        var last = root
        for _ in 0..<depth {
            let next = FlexNode()
            last.children = [next]
            last = next
        }
        let input = layoutInput()
        calculate(input)
        checkFrames("deep chain")
    }
}
