import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import Foundation

/// Rect schemes: a random tree of nodes and text nodes with guides (plain,
/// stack, scroll, flex, placeholder), blocks with random layouts and
/// constraints (some on elements of other subtrees), nested schemes, relation
/// blocks and adaptive schemes; then layouts, snapshots, descriptions, traces and edits.
final class RectCase {
    var fuzz: Fuzz
    let log: CaseLog
    let root = WatchedNode(name: "root")
    /// Every node but the root.
    var nodes: [LayoutNode] = []
    var guides: [LayoutGuide<LayoutNode>] = []
    var scheme = LayoutScheme(blocks: [])
    /// The blocks of the scheme that lay out one element (for traces).
    var leafBlocks: [Coded<any LayoutBlockProtocol>] = []
    var hasRelations = false
    /// An adaptive scheme lays out part of the case (see ``snapshotVersusLayout()``).
    var hasAdaptive = false
    /// The adaptive schemes of the case.
    var adaptiveSchemes: [AdaptiveScheme] = []
    var hasCycle = false
    /// A loop runs through a content block of one's own (``RelayingContent``), whose checks run as fresh passes.
    var loopsThroughOwnBlock = false
    /// An adaptive scheme whose variants lay out a card's children (see ``cardVariants(after:)``).
    var cardShape: CardVariants?
    /// A block was inserted into the scheme or removed from it since it was built.
    var blocksEdited = false

    init(seed: UInt64, log: CaseLog) {
        fuzz = Fuzz(seed: seed)
        self.log = log
        log.extreme = fuzz.wild
    }

    var elements: [any LayoutElement] { [root] + nodes + guides }

    static let texts = ["", "Hi", "Ada Lovelace", "Wrote the first program for a machine that did not exist yet.",
                        "supercalifragilisticexpialidocious", "a b c d e f g", "مرحبا بالعالم", "line\nbreak", "👩‍👩‍👧 family"]

    func name(_ element: any LayoutElement) -> String { Watch.name(element) }

    // MARK: Values

    func rect() -> CGRect { CGRect(x: fuzz.offset(), y: fuzz.offset(), width: fuzz.length(), height: fuzz.length()) }

    /// Two ordered, non-NaN bounds (a range made of them is valid).
    func bounds() -> (CGFloat, CGFloat) {
        var a = fuzz.length(), b = fuzz.length()
        if a.isNaN { a = 0 }
        if b.isNaN { b = 0 }
        return (min(a, b), max(a, b))
    }

    // MARK: Building

    func build() {
        let frame = CGRect(x: 0, y: 0, width: fuzz.length(), height: fuzz.length())
        Watch.user { root.frame = frame }
        log.step("let root = LayoutNode(frame: \(literal(frame)), name: \"root\")")
        for index in 0..<fuzz.int(1...8) { addNode(index) }
        for index in 0..<fuzz.int(0...3) { addGuide(index) }
        if guides.count >= 1 && fuzz.chance(0.04) { makeCycle() }
        if guides.count >= 2 && fuzz.chance(0.04) { makeContentLoop() }
        var blocks: [Coded<any LayoutBlockProtocol>] = []
        for element in elements.shuffled(using: &fuzz).prefix(fuzz.int(1...(elements.count))) {
            let made = block(for: element, among: elements)
            leafBlocks.append(made)
            blocks.append(made)
        }
        if fuzz.chance(0.15) { blocks.append(relationBlock()) }
        if fuzz.chance(0.1), let reader = scrollContentReader() { blocks.append(reader) }   // after the scroll guide's block
        if blocks.count > 2 && fuzz.chance(0.3) {
            // A nested scheme in the middle.
            let start = fuzz.int(0...(blocks.count - 2))
            let end = fuzz.int((start + 1)...(blocks.count - 1))
            let inner = Array(blocks[start...end])
            blocks.replaceSubrange(start...end, with: [Coded<any LayoutBlockProtocol>(code: "LayoutScheme(blocks: [\(inner.map(\.code).joined(separator: ", "))])",
                                                                                  value: LayoutScheme(blocks: inner.map(\.value)))])
        }
        if !blocks.isEmpty && fuzz.chance(0.12) {
            // A run of blocks as the first variant of an adaptive scheme over the root; other variants lay out
            // some of the case's elements.
            let start = fuzz.int(0...(blocks.count - 1)), end = fuzz.int(start...(blocks.count - 1))
            let run = Array(blocks[start...end])
            let first = coded("LayoutScheme(blocks: [\(run.map(\.code).joined(separator: ", "))])",
                              LayoutScheme(blocks: run.map(\.value)) as any LayoutBlockProtocol)
            let others = adaptiveVariants(laying: Array(elements.shuffled(using: &fuzz).prefix(3)), among: elements).dropFirst()
            blocks.replaceSubrange(start...end, with: [adaptiveScheme(over: root, variants: [first] + others)])
        }
        if fuzz.chance(0.15) { blocks += cardVariants(after: blocks) }
        scheme = LayoutScheme(blocks: blocks.map(\.value))
        log.step("var scheme = LayoutScheme(blocks: [\n    \(blocks.map(\.code).joined(separator: ",\n    ")),\n])")
    }

    func addNode(_ index: Int) {
        let name = "n\(index)"
        let node: LayoutNode
        if fuzz.chance(0.35) {
            let text = fuzz.pick(RectCase.texts), lines = fuzz.int(0...3)
            let width = fuzz.value(5...9, extreme: 0.3), height = fuzz.value(12...20, extreme: 0.3)
            node = WatchedText(text: text, numberOfLines: lines,
                               measurer: MonospacedTextMeasurer(characterWidth: width, lineHeight: height), name: name)
            log.step("let \(name) = TextNode(text: \(text.debugDescription), numberOfLines: \(lines), measurer: "
                     + "MonospacedTextMeasurer(characterWidth: \(literal(width)), lineHeight: \(literal(height))), name: \"\(name)\")")
        } else if !nodes.isEmpty && fuzz.chance(0.15) {
            // Measured from another element's frame as the pass has it (snapshot + apply must equal layout()).
            let source = fuzz.pick(nodes)
            node = ContextReadingNode(reading: source, name: name)
            log.step("let \(name) = ContextReadingNode(reading: \(self.name(source)), name: \"\(name)\")  // sizeThatFits(_:in:): half the source's width, a third of its height")
        } else {
            node = WatchedNode(name: name)
            log.step("let \(name) = LayoutNode(name: \"\(name)\")")
        }
        let parent = nodes.isEmpty || fuzz.chance(0.6) ? root : fuzz.pick(nodes)
        try? parent.addChild(node)
        log.step("try \(self.name(parent)).addChild(\(name))")
        if fuzz.chance(0.3) {
            let frame = rect()
            Watch.user { node.frame = frame }
            log.step("\(name).frame = \(literal(frame))")
        }
        nodes.append(node)
    }

    /// The elements a guide of `owner` may arrange: the owner's children and its other guides.
    func candidates(of owner: LayoutNode) -> [any LayoutElement] {
        nodes.filter { $0.parent === owner } + guides.filter { $0.ownerElement === owner }
    }

    func addGuide(_ index: Int) {
        let owner = nodes.isEmpty || fuzz.chance(0.7) ? root : fuzz.pick(nodes)
        let name = "g\(index)"
        let owned = candidates(of: owner).shuffled(using: &fuzz)
        let chosen = Array(owned.prefix(fuzz.int(0...owned.count)))
        let guide: LayoutGuide<LayoutNode>
        switch fuzz.int(0...4) {
        case 0:
            guide = WatchedGuide(name: name)
            log.step("let \(name) = LayoutGuide<LayoutNode>(name: \"\(name)\")")
            if !chosen.isEmpty && fuzz.chance(0.25) {
                let content = adaptiveScheme(over: guide, variants: adaptiveVariants(laying: chosen, among: chosen))
                guide.contentLayout = content.value
                log.step("\(name).contentLayout = \(content.code)")
            } else if !chosen.isEmpty {
                let content = chosen.map { block(for: $0, among: chosen) }
                guide.contentLayout = LayoutScheme(blocks: content.map(\.value))
                log.step("\(name).contentLayout = LayoutScheme(blocks: [\(content.map(\.code).joined(separator: ", "))])")
            }
        case 1:
            let axis: Axis = fuzz.chance(0.5) ? .horizontal : .vertical
            let spacing = fuzz.chance(0.7) ? StackDistribution.Spacing.equal(fuzz.value(0...20)) : .equally
            let alignment = fuzz.pick([StackDistribution.Alignment.leading(fuzz.offset()), .center(fuzz.offset()), .trailing(fuzz.offset())])
            let filling = fuzz.pick([StackDistribution.Filling.equally, .equal(fuzz.length()), .fit])
            let cross = fuzz.pick([StackDistribution.Filling.equally, .equal(fuzz.length()), .fit])
            let direction = fuzz.pick([StackDistribution.Direction.fromLeading, .fromTrailing, .fromCenter])
            let stack = WatchedStack(axis: axis, spacing: spacing, alignment: alignment, filling: filling,
                                     crossFilling: cross, direction: direction, name: name)
            log.step("let \(name) = StackLayoutGuide<LayoutNode>(axis: .\(axis), spacing: \(code(spacing)), alignment: \(code(alignment)), "
                     + "filling: \(code(filling)), crossFilling: \(code(cross)), direction: .\(direction), name: \"\(name)\")")
            guide = stack
        case 2:
            let content = chosen.map { block(for: $0, among: chosen) }
            let directions = fuzz.pick([ScrollDirection.both, .horizontal, .vertical])
            let scroll = WatchedScroll(layout: LayoutScheme(blocks: content.map(\.value)), scrollDirections: directions, name: name)
            log.step("let \(name) = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: [\(content.map(\.code).joined(separator: ", "))]), "
                     + "scrollDirections: ScrollDirection(rawValue: \(directions.rawValue)), name: \"\(name)\")")
            guide = scroll
        case 3:
            let style = FlexCase.containerStyle(&fuzz)
            guide = WatchedFlex(style: style.value, name: name)
            log.step("let \(name) = FlexLayoutGuide<LayoutNode>(style: \(style.code), name: \"\(name)\")")
        default:
            let itemName = "\(name).item"
            guide = NodePlaceholder<LayoutNode>(name: name, load: { WatchedNode(name: itemName) })
            log.step("let \(name) = NodePlaceholder<LayoutNode>(name: \"\(name)\", load: { LayoutNode(name: \"\(itemName)\") })")
        }
        owner.add(layoutGuide: guide)
        log.step("\(self.name(owner)).add(layoutGuide: \(name))")
        if let stack = guide as? StackLayoutGuide<LayoutNode> {
            for element in chosen {
                do { try stack.addArrangedElement(element) } catch { log.step("// refused: \(error)") }
                log.step("try \(name).addArrangedElement(\(self.name(element)))")
            }
        } else if let flex = guide as? FlexLayoutGuide<LayoutNode> {
            // A flex guide keeps an item's measurement until the item says its size changed; a node measured
            // from another element's frame does not say so, so its kept measurement is stale by design.
            for element in chosen where !(element is ContextReadingNode) {
                let style = FlexCase.itemStyle(&fuzz)
                do { try flex.addItem(element, style: style.value) } catch { log.step("// refused: \(error)") }
                log.step("try \(name).addItem(\(self.name(element)), style: \(style.code))")
            }
        } else if let scroll = guide as? ScrollLayoutGuide<LayoutNode>, fuzz.chance(0.5) {
            let offset = CGPoint(x: fuzz.offset(), y: fuzz.length())
            Watch.user { scroll.contentOffset = offset }
            log.step("\(name).contentOffset = CGPoint(x: \(literal(offset.x)), y: \(literal(offset.y)))")
        }
        guides.append(guide)
    }

    /// Guides that contain each other: stacks or flex guides arranging each
    /// other, or a guide whose content lays out the guide.
    func makeCycle() {
        hasCycle = true
        let first = fuzz.pick(guides)
        let others = guides.filter { $0 !== first && $0.ownerElement === first.ownerElement }
        let second = others.isEmpty ? first : fuzz.pick(others)
        func arrange(_ element: LayoutGuide<LayoutNode>, in container: LayoutGuide<LayoutNode>) {
            if !arrangeIfArranging(element, in: container), !(container is ScrollLayoutGuide<LayoutNode>) {
                let made = block(for: element, among: [])
                container.contentLayout = made.value
                log.step("\(name(container)).contentLayout = \(made.code)")
            }
        }
        arrange(second, in: first)
        arrange(first, in: second)
    }
}
