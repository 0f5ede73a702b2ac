import CGLayout
import CGLayoutRelations
import Foundation

/// RelationLayout systems: Auto Layout-style relations between the children
/// of a container (priorities, multipliers, text that hugs its content), items
/// nested in items (directly or through plain nodes), targets that are not items
/// (in the container, inside items, with negative or extreme frames), measured
/// nodes, a stack guide as an item (in the container or inside an item, its
/// arranged texts possibly targets), and an item that holds the container.
/// Every frame written is valid; snapshot + apply gives layout's frames; every
/// layout gives the frames and the issues of a fresh layout of the same relations,
/// to the last bit; a second pass gives the first's; and when a layout reports
/// no issue, every required relation holds in the frames it wrote.
final class RelationsCase {
    static let engine = Engine(name: "relations") { seed, log in RelationsCase(seed: seed, log: log).run() }

    var fuzz: Fuzz
    let log: CaseLog
    let container = WatchedNode(name: "view")
    /// Elements relations may lay out (and read).
    var items: [any LayoutElement] = []
    /// Elements relations only read: plain nodes placed in the container, in items or in plain nodes, and a stack's arranged texts.
    var others: [LayoutNode] = []
    /// Plain nodes between an item and the items or targets inside it (never related).
    var plain: [LayoutNode] = []
    var relations: RelationLayout
    var active: [(code: String, constraint: RelationConstraint)] = []
    /// Settings a fresh layout of the same relations gets too.
    var settings: [(RelationLayout) -> Void] = []
    /// Keeps the root alive when the container is placed inside an item (an item that holds the container).
    var outer: LayoutNode?

    init(seed: UInt64, log: CaseLog) {
        fuzz = Fuzz(seed: seed)
        self.log = log
        log.extreme = fuzz.wild
        relations = RelationLayout(container: container)
    }

    static let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]

    func name(_ element: (any LayoutElement)?) -> String { element.map(Watch.name) ?? "nil" }

    /// A node to hold a new element: the container mostly, else an item node or a plain node.
    func parent(_ share: Double = 0.7) -> LayoutNode {
        let nodes = items.compactMap { $0 as? LayoutNode } + plain
        return nodes.isEmpty || fuzz.chance(share) ? container : fuzz.pick(nodes)
    }

    func add(_ node: LayoutNode, to parent: LayoutNode) {
        try? parent.addChild(node)
        log.step("try \(name(parent)).addChild(\(name(node)))")
    }

    func randomFrame() -> CGRect {
        // Negative sizes too: a target is read as CoreGraphics reads such a rect.
        CGRect(x: fuzz.offset(), y: fuzz.offset(), width: fuzz.value(-60...200), height: fuzz.value(-60...200))
    }

    func build() {
        let frame = CGRect(x: 0, y: 0, width: fuzz.length(), height: fuzz.length())
        Watch.user { container.frame = frame }
        log.step("let view = LayoutNode(frame: \(literal(frame)), name: \"view\")")
        log.step("let relations = RelationLayout(container: view)")
        for index in 0..<fuzz.int(1...5) {
            let name = "r\(index)"
            let item: LayoutNode
            switch fuzz.int(0...9) {
            case 0, 1, 2:
                let text = fuzz.pick(RectCase.texts)
                item = WatchedText(text: text, name: name)
                log.step("let \(name) = TextNode(text: \(text.debugDescription), name: \"\(name)\")")
            case 3:
                let size = CGSize(width: fuzz.length(), height: fuzz.length()), scales = fuzz.chance(0.5)
                item = MeasuredBox(size: size, scales: scales, name: name)
                log.step("let \(name) = MeasuredBox(size: \(size), scales: \(scales), name: \"\(name)\") // a node subclass with a fitting size")
            default:
                // A plain node. (The fuzzer's nodes are subclasses, measured by default at their present size — the
                // frame the last pass wrote when nothing else lays them out: marked unmeasured, as such nodes should be.)
                item = WatchedNode(name: name)
                log.step("let \(name) = LayoutNode(name: \"\(name)\")")
                relations.setMeasuresIntrinsicSize(false, for: item)
                settings.append { $0.setMeasuresIntrinsicSize(false, for: item) }
            }
            add(item, to: parent(0.8))
            items.append(item)
            if fuzz.chance(0.15) {
                // A plain node inside the item (or the container): items and targets may sit in it.
                let node = WatchedNode(name: "p\(plain.count)")
                let frame = randomFrame(), origin = CGPoint(x: fuzz.offset(), y: fuzz.offset())
                Watch.user { node.frame = frame; node.bounds.origin = origin }
                log.step("let p\(plain.count) = LayoutNode(frame: \(literal(frame)), name: \"p\(plain.count)\"); p\(plain.count).bounds.origin = \(origin)")
                add(node, to: parent(0.3))
                plain.append(node)
            }
        }
        for index in 0..<fuzz.int(0...2) {
            let node = WatchedNode(name: "o\(index)")
            let frame = randomFrame()
            Watch.user { node.frame = frame }
            log.step("let o\(index) = LayoutNode(frame: \(literal(frame)), name: \"o\(index)\") // only a target")
            add(node, to: parent(0.5))
            others.append(node)
        }
        if fuzz.chance(0.1) { addStack() }
        if fuzz.chance(0.1) {
            // An item that holds the container: it must be refused, never moved pass after pass.
            let root = WatchedNode(name: "outer"), holder = WatchedNode(name: "holder")
            try? root.addChild(holder)
            try? holder.addChild(container)
            outer = root
            items.append(holder)
            relations.setMeasuresIntrinsicSize(false, for: holder)
            settings.append { $0.setMeasuresIntrinsicSize(false, for: holder) }
            log.step("let outer = LayoutNode(name: \"outer\"), holder = LayoutNode(name: \"holder\"); try outer.addChild(holder); try holder.addChild(view)")
        }
        for _ in 0..<fuzz.int(1...10) { activate() }
        if let text = items.compactMap({ $0 as? TextNode }).first, fuzz.chance(0.3) {
            let priority = LayoutPriority(fuzz.pick([1, 250, 750, 1000]))
            log.step("relations.setContentHuggingPriority(\(priority.rawValue), for: \(name(text)), axis: .horizontal)")
            relations.setContentHuggingPriority(priority, for: text, axis: .horizontal)
            settings.append { $0.setContentHuggingPriority(priority, for: text, axis: .horizontal) }
        }
    }

    /// A vertical stack of texts as an item, added to the container or to an item node (a container inside an item);
    /// its texts are children of that node and may be targets.
    func addStack() {
        let stack = WatchedStack(axis: .vertical, spacing: .equal(4), filling: .fit, name: "stack")
        let owner = parent(0.6)
        owner.add(layoutGuide: stack)
        log.step("let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(4), filling: .fit, name: \"stack\"); \(name(owner)).add(layoutGuide: stack)")
        for index in 0..<fuzz.int(1...2) {
            let text = WatchedText(text: fuzz.pick(RectCase.texts), name: "s\(index)")
            add(text, to: owner)
            try? stack.addArrangedElement(text)
            log.step("try stack.addArrangedElement(\(name(text))) // \(text.text.debugDescription)")
            others.append(text)
        }
        items.append(stack)
    }

    func activate() {
        let item = fuzz.pick(items)
        let attribute = fuzz.pick(RelationsCase.attributes), relation = fuzz.pick([LayoutRelation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        let targets: [any LayoutElement] = items + others + [container]
        let target: (any LayoutElement)? = fuzz.chance(0.25) ? nil : fuzz.pick(targets)
        let targetAttribute = fuzz.pick(RelationsCase.attributes)
        let constant = Double(fuzz.value(-40...200)), multiplier = Double(fuzz.chance(0.8) ? 1 : fuzz.scale())
        let priority = LayoutPriority(fuzz.pick([1000, 1000, 750, 250, 500, 1, 999, 999]))
        let constraint = item.constraint(attribute, relation, to: target, target == nil ? nil : targetAttribute,
                                         multiplier: multiplier, constant: constant, priority: priority)
        let code = "\(name(item)).constraint(.\(attribute), .\(relation), to: \(name(target)), \(target == nil ? "nil" : ".\(targetAttribute)"), "
            + "multiplier: \(literal(multiplier)), constant: \(literal(constant)), priority: \(priority.rawValue))"
        log.step("relations.activate([\(code)])")
        relations.activate([constraint])
        active.append((code, constraint))
    }

    func run() {
        build()
        for _ in 0..<fuzz.int(1...6) {
            let direction: LayoutDirection = fuzz.chance(0.5) ? .leftToRight : .rightToLeft
            switch fuzz.int(0...6) {
            case 0, 1:
                log.step("relations.layout(direction: .\(direction))")
                relations.layout(direction: direction)
                checkRequiredHold(direction: direction)
                checkAgainstFresh(direction: direction)
            case 5:
                // A text changes, or a frame is set by hand, between passes.
                if let text = items.compactMap({ $0 as? TextNode }).first, fuzz.chance(0.5) {
                    let new = fuzz.pick(RectCase.texts)
                    log.step("\(name(text)).text = \(new.debugDescription)")
                    text.text = new
                } else if let box = items.compactMap({ $0 as? MeasuredBox }).first, fuzz.chance(0.3) {
                    let size = CGSize(width: fuzz.length(), height: fuzz.length())
                    log.step("\(name(box)).size = \(size) // calls invalidateIntrinsicSize()")
                    box.size = size
                } else {
                    let element = fuzz.pick(items + others + plain)
                    let frame = randomFrame()
                    log.step("\(name(element)).frame = \(literal(frame))")
                    Watch.user { element.frame = frame }
                }
                log.step("relations.layout(direction: .\(direction))")
                relations.layout(direction: direction)
                checkAgainstFresh(direction: direction)
            case 6:
                if let holder = outer?.children.first, fuzz.chance(0.5) {
                    let frame = CGRect(x: fuzz.length(), y: 0, width: fuzz.length(), height: fuzz.length())
                    log.step("holder.frame = \(literal(frame))")
                    Watch.user { holder.frame = frame }
                }
                log.step("relations.layout(direction: .\(direction)) // twice: the second pass gives the first's frames")
                relations.layout(direction: direction)
                let first = snapshotOfFrames()
                relations.layout(direction: direction)
                compare(first, snapshotOfFrames(), "second pass unlike the first (relations)", "first", "then")
                checkSchemeIssues()
            case 2, 3:
                let saved = snapshotOfFrames()
                log.step("let snapshot = relations.snapshot(for: view.bounds, direction: .\(direction))")
                Watch.inSnapshot = "relations.snapshot(for:)"
                let snapshot = relations.snapshot(for: container.bounds, direction: direction)
                Watch.inSnapshot = nil
                relations.layout(direction: direction)
                let laidOut = snapshotOfFrames()
                Watch.user { for (element, frame) in saved { element.frame = frame } }
                log.step("relations.layout(direction: .\(direction)); /* frames back */ try relations.apply(snapshot: snapshot)")
                do { try relations.apply(snapshot: snapshot) } catch { log.fail("own snapshot refused", "\(error)") }
                compare(laidOut, snapshotOfFrames(), "snapshot vs layout (relations)", "layout", "snapshot + apply")
            default:
                if fuzz.chance(0.5), let (code, constraint) = active.isEmpty ? nil : fuzz.pick(active) {
                    log.step("relations.deactivate([...]) // \(code)")
                    relations.deactivate([constraint])
                    active.removeAll { $0.constraint === constraint }
                } else {
                    activate()
                }
            }
        }
    }
}

/// A node subclass with a fitting size of its own: fixed, or as wide as offered up to its width with the
/// height that keeps its area (an image that scales). Says when it changes, as a subclass should.
final class MeasuredBox: LayoutNode, @unchecked Sendable {
    private let lock = NSLock()
    private var storedSize: CGSize
    let scales: Bool

    init(size: CGSize, scales: Bool, name: String) {
        storedSize = size
        self.scales = scales
        super.init(name: name)
    }

    var size: CGSize {
        get { lock.withLock { storedSize } }
        set { lock.withLock { storedSize = newValue }; invalidateIntrinsicSize() }
    }

    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }

    override func sizeThatFits(_ proposal: CGSize) -> CGSize {
        let size = self.size
        guard scales, proposal.width < size.width, proposal.width > 0, size.width > 0 else { return size }
        return CGSize(width: proposal.width, height: size.height * proposal.width / size.width)
    }
}
