import Cassowary
import CGLayout
import Foundation

/// What the registry of a ``RelationLayout`` holds, read at once under its lock.
struct RelationRegistry {
    var generation: UInt64 = 0
    var active: [RelationConstraint] = []
    var hugging: [ObjectIdentifier: [Axis: LayoutPriority]] = [:]
    var compression: [ObjectIdentifier: [Axis: LayoutPriority]] = [:]
    var measures: [ObjectIdentifier: Bool] = [:]
}

/// One relation as the engine reads it, while building only.
///
/// A plain value: its elements are unowned — ``SpecsRead/elements`` keeps them
/// alive while the specs are used — and its source is kept apart
/// (``SpecsRead/sources``), so thousands of specs copy and free without
/// reference counting (at a thousand rows they no longer fit in the cache, and
/// every retain or release was a miss).
struct RelationSpec {
    unowned(unsafe) let item: any LayoutElement
    let attribute: LayoutAttribute
    let relation: LayoutRelation
    unowned(unsafe) let target: (any LayoutElement)?
    let targetAttribute: LayoutAttribute
    let multiplier: Double
    let constant: Double
    /// A parameter added to the target side (the content guide's offset from its scroll guide).
    let constantParam: ParamKey?
    let priority: LayoutPriority
    let key: RecordKey
    /// The item's and the target's nodes (0: the container), once the nodes are laid out.
    var itemNode = 0, targetNode = 0
}

/// The relations as read for one rebuild: the specs, what each comes from, and
/// the elements they name (held here while the specs are used).
struct SpecsRead {
    let specs: [RelationSpec]
    let sources: [SpecSource]
    let elements: [any LayoutElement]
    /// Elements whose relations were left out because they were not in the container's tree.
    var outOfTree: [WeakElement] = []
}

extension RelationSystem {
    /// Reads the relations into anchors, records and components; keeps the
    /// solvers of components whose constraints did not change.
    func rebuild(_ registry: RelationRegistry, container: any LayoutElement) {
        let previous = PreviousStructure(records: records, slotTerms: slotTerms, paramTerms: paramTerms, constraints: recordConstraints,
                                         components: components, items: items, params: params, measuredAtWidth: measuredAtWidth)
        var issues: [RelationIssue] = []
        let read = readSpecs(registry, container: container, issues: &issues)
        defer { withExtendedLifetime(read.elements) {} }   // the specs' elements are unowned
        var specs = read.specs
        specSources = read.sources
        outOfTree = read.outOfTree
        layOutNodes(specs, registry: registry, container: container)
        for index in specs.indices {
            specs[index].itemNode = node(of: specs[index].item)
            specs[index].targetNode = specs[index].target.map(node(of:)) ?? 0
        }
        params = ParamTable()
        for axis in 0..<2 {
            _ = params.index(of: .containerMin(axis), .containerMin(axis))
            _ = params.index(of: .containerLength(axis), .containerLength(axis))
        }
        slotTerms = []
        paramTerms = []
        buildTrees(specs)
        records = []
        checks = []
        buildRecords(specs)
        recordConstraints = Array(repeating: nil, count: records.count)
        structuralIssues = issues
        // Parameters keep their values, so constraints whose constants did not change stay in their solvers.
        for (index, key) in params.keys.enumerated() {
            if let old = previous.params.index[key] { params.values[index] = previous.params.values[old] }
        }
        buildComponents(previous)
        let slotCount = items.count * 4
        slotValues = Array(repeating: .nan, count: slotCount)
        for slot in 0..<slotCount where slotComponent[slot] < 0 { slotValues[slot] = 0 }
        itemBase = Array(repeating: -1, count: items.count)
        itemChainOffset = Array(repeating: .zero, count: items.count)
        itemParent = Array(repeating: nil, count: items.count)
        baseBoundsOrigin = Array(repeating: .zero, count: items.count)
        itemRects = Array(repeating: .zero, count: items.count)
        fixedOffset = Array(repeating: .zero, count: fixed.count)
        fixedSize = Array(repeating: .zero, count: fixed.count)
        buildReaders()
        builtGeneration = registry.generation
        rebuiltSinceRun = true
        issuesChanged = true
    }

    // MARK: Relations

    private func readSpecs(_ registry: RelationRegistry, container: any LayoutElement, issues: inout [RelationIssue]) -> SpecsRead {
        /// What the specs need to know about an element, found once per element.
        struct Facts {
            let resolved: (any LayoutElement)?
            let inTree: Bool
            let contentGuide: ScrollContentLayoutGuide?
        }
        var known: [ObjectIdentifier: Facts] = [:]
        let containerRoot = RelationSystem.root(of: container)
        func facts(of element: any LayoutElement) -> Facts {
            let id = ObjectIdentifier(element)
            if let found = known[id] { return found }
            var resolved: (any LayoutElement)? = element
            if let frameGuide = element as? ScrollFrameLayoutGuide { resolved = frameGuide.scrollGuide }
            let inTree = resolved.map { RelationSystem.isInTree($0, container: container, root: containerRoot) } ?? false
            let found = Facts(resolved: resolved, inTree: inTree, contentGuide: element as? ScrollContentLayoutGuide)
            known[id] = found
            return found
        }
        // The container's super elements: an item among them would move the container it is solved in.
        var holders = Set<ObjectIdentifier>()
        var holder = container.superElement
        while let element = holder, holders.count < 4096, holders.insert(ObjectIdentifier(element)).inserted { holder = element.superElement }
        let priorities = RelationConstraint.stateLock.withLock { registry.active.map(\.priorityUnderLock) }
        var specs: [RelationSpec] = [], sources: [SpecSource] = []
        specs.reserveCapacity(registry.active.count)
        sources.reserveCapacity(registry.active.count)
        var guides: [ScrollContentLayoutGuide] = []
        var seenGuides = Set<ObjectIdentifier>()
        var outOfTree: [WeakElement] = []
        for (relation, priority) in zip(registry.active, priorities) {
            guard let rawItem = relation.item else { continue }   // the item is gone: so is the relation
            func refuse(_ reason: String) { issues.append(RelationIssue(kind: .leftOut, constraint: relation.description, reason: reason)) }
            guard relation.multiplier.isFinite, relation.constant.isFinite else { refuse("non-finite multiplier or constant"); continue }
            let itemFacts = facts(of: rawItem)
            guard let item = itemFacts.resolved else { refuse("the scroll guide of the frame guide is gone"); continue }
            var target: (any LayoutElement)?
            var targetFacts: Facts?
            if relation.hasTarget {
                guard let rawTarget = relation.target else { refuse("the target is gone"); continue }
                targetFacts = facts(of: rawTarget)
                guard let resolved = targetFacts?.resolved else { refuse("the scroll guide of the frame guide is gone"); continue }
                target = resolved
            }
            guard item !== container else { refuse("the container cannot be an item: relate other elements to it"); continue }
            guard !holders.contains(ObjectIdentifier(item)) else {
                // Its frame is read back through the container's bounds: every pass would move it again.
                refuse("the item holds the container (it is one of its super elements): lay it out from a container that holds it")
                continue
            }
            guard itemFacts.inTree else {
                outOfTree.append(WeakElement(element: item))
                refuse("the item is not in the container's tree"); continue
            }
            if let targetFacts, let target, !targetFacts.inTree {
                outOfTree.append(WeakElement(element: target))
                refuse("the target is not in the container's tree"); continue
            }
            let a = AttributeGeometry.of(relation.attribute, rightToLeft: false)
            let b = AttributeGeometry.of(relation.targetAttribute, rightToLeft: false)
            if target != nil, a.isPosition != b.isPosition { refuse("relates a position to a size"); continue }
            if target != nil, a.isPosition, a.axis != b.axis { refuse("relates a horizontal position to a vertical one"); continue }
            if let guide = itemFacts.contentGuide, seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
            if let guide = targetFacts?.contentGuide, seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
            specs.append(RelationSpec(item: item, attribute: relation.attribute, relation: relation.relation, target: target,
                                      targetAttribute: relation.targetAttribute, multiplier: relation.multiplier,
                                      constant: relation.constant, constantParam: nil, priority: priority,
                                      key: .relation(ObjectIdentifier(relation))))
            sources.append(.relation(relation))
        }
        // A scroll guide's content guide is always solved; it sits at the scroll guide's
        // origin plus its content origin (implicit relations, placed first so they anchor it).
        var implicit: [RelationSpec] = [], implicitSources: [SpecSource] = []
        for guide in guides {
            guard let scroll = guide.scrollGuide, facts(of: scroll).inTree else { continue }
            let name = guide.name ?? "contentLayoutGuide"
            let id = ObjectIdentifier(guide)
            for (axis, attribute) in [(0, LayoutAttribute.left), (1, .top)] {
                implicit.append(RelationSpec(item: guide, attribute: attribute, relation: .equal, target: scroll, targetAttribute: attribute,
                                             multiplier: 1, constant: 0, constantParam: .contentOrigin(id, axis), priority: .required,
                                             key: .implicit(id, axis)))
                implicitSources.append(.implicit("\(name).\(attribute) == \(scroll.name ?? "scroll").\(attribute) + content origin"))
            }
        }
        let elements = known.values.compactMap(\.resolved)
        // Usually there are no implicit specs: return the specs without copying them.
        guard !implicit.isEmpty else { return SpecsRead(specs: specs, sources: sources, elements: elements, outOfTree: outOfTree) }
        return SpecsRead(specs: implicit + specs, sources: implicitSources + sources, elements: elements, outOfTree: outOfTree)
    }

    static func root(of element: any LayoutElement) -> any LayoutElement {
        var current = element
        var depth = 0
        while let parent = current.superElement, depth < 4096 {
            current = parent
            depth += 1
        }
        return current
    }

    // MARK: Items and fixed elements

    private func layOutNodes(_ specs: [RelationSpec], registry: RelationRegistry, container: any LayoutElement) {
        items = []
        itemElements = []
        itemIndex = [:]
        measuredItems = []
        measuredElements = []
        unobservedMeasured = []
        var held: [any LayoutElement] = []
        for spec in specs where itemIndex[ObjectIdentifier(spec.item)] == nil {
            let element = spec.item, id = ObjectIdentifier(element)
            itemIndex[id] = items.count
            let adjustable = element as? any AdjustableLayoutElement
            let measured = adjustable != nil && (registry.measures[id] ?? RelationLayout.measuresIntrinsicSizeByDefault(element))
            func priority(_ table: [ObjectIdentifier: [Axis: LayoutPriority]], _ axis: Axis,
                          _ fallback: LayoutPriority) -> LayoutPriority { table[id]?[axis] ?? fallback }
            if let adjustable, measured {
                measuredItems.append(items.count)
                measuredElements.append(HeldAdjustable(object: adjustable))
                // A text node says when its fitting size changes (its text, lines or measurer changed); other
                // elements are measured at every pass: a node's default `sizeThatFits` is its present size,
                // which every frame write changes without a word.
                if !(element is TextNode) { unobservedMeasured.append(items.count) }
            }
            items.append(ItemFacts(id: id, measured: measured,
                                   hugging: (priority(registry.hugging, .horizontal, .defaultLow), priority(registry.hugging, .vertical, .defaultLow)),
                                   compression: (priority(registry.compression, .horizontal, .defaultHigh),
                                                 priority(registry.compression, .vertical, .defaultHigh)),
                                   isContainer: (element as? any LayoutContainer)?.contentLayout != nil))
            itemElements.append(HeldElement(object: element))
            held.append(element)
        }
        containerItems = items.indices.filter { items[$0].isContainer }
        measuredPosition = Array(repeating: -1, count: items.count)
        for (position, item) in measuredItems.enumerated() { measuredPosition[item] = position }
        fixed = []
        fixedElements = []
        fixedIndex = [:]
        for spec in specs {
            guard let target = spec.target, target !== container else { continue }
            let id = ObjectIdentifier(target)
            guard itemIndex[id] == nil, fixedIndex[id] == nil else { continue }
            fixedIndex[id] = fixed.count
            let (base, viaRoot) = locateBase(from: target.superElement, container: container)
            fixed.append(FixedFacts(id: id, base: base, viaRoot: viaRoot))
            fixedElements.append(HeldElement(object: target))
            held.append(target)
        }
        heldElements = held
    }

    /// The node an element's space is measured from: the first item or the container up its tree.
    private func locateBase(from start: (any LayoutElement)?, container: any LayoutElement) -> (node: Int, viaRoot: Bool) {
        var current = start
        var depth = 0
        while let element = current, depth < 4096 {
            if element === container { return (0, false) }
            if let index = itemIndex[ObjectIdentifier(element)] { return (RelationSystem.node(ofItem: index), false) }
            current = element.superElement
            depth += 1
        }
        return (0, true)
    }

    func node(of element: any LayoutElement) -> Int {
        let id = ObjectIdentifier(element)
        if let index = itemIndex[id] { return RelationSystem.node(ofItem: index) }
        if let index = fixedIndex[id] { return node(ofFixed: index) }
        return 0
    }

    // MARK: Anchors

    private func buildTrees(_ specs: [RelationSpec]) {
        let nodeCount = 1 + items.count + fixed.count
        for axis in 0..<2 {
            var tree = AnchorTree()
            tree.parent = Array(repeating: 0, count: nodeCount)
            tree.parent[0] = -1
            tree.offset = Array(repeating: Affine(), count: nodeCount)
            var sets = UnionFind(count: nodeCount)
            var anchored = Array(repeating: false, count: nodeCount)
            for (index, info) in fixed.enumerated() {
                let node = node(ofFixed: index)
                tree.parent[node] = info.base
                var offset = Affine(param: params.index(of: .fixedPosition(info.id, axis), .fixedPosition(fixed: index, axis: axis)))
                // In right-to-left passes a position is measured from the trailing (right) edge of its base.
                if axis == 0, rightToLeft, info.base > 0 { offset.add(slot: RelationSystem.slot(info.base - 1, axis: 0, size: true), 1) }
                tree.offset[node] = offset
                sets.union(node, info.base)
            }
            for spec in specs where spec.priority == .required && spec.relation == .equal && spec.multiplier == 1 {
                guard spec.target != nil else { continue }
                let a = AttributeGeometry.of(spec.attribute, rightToLeft: rightToLeft)
                let b = AttributeGeometry.of(spec.targetAttribute, rightToLeft: rightToLeft)
                guard a.axis == axis, b.axis == axis, a.isPosition, a.positionFactor == b.positionFactor else { continue }
                let x = spec.itemNode, y = spec.targetNode
                guard x != y else { continue }
                // Anchor x at y's attribute (or y at x's): position(x) = position(y) + σ·α·size(y) + slot(x).
                for (child, parent, geometry) in [(x, y, b), (y, x, a)] {
                    guard child > 0, child <= items.count, !anchored[child], sets.find(child) != sets.find(parent) else { continue }
                    tree.parent[child] = parent
                    var offset = Affine()
                    addSize(ofNode: parent, axis: axis, a.positionFactor * geometry.sizeFactor, to: &offset)
                    tree.offset[child] = offset
                    anchored[child] = true
                    sets.union(child, parent)
                    break
                }
            }
            // Depths, and an order with parents first.
            tree.depth = Array(repeating: -1, count: nodeCount)
            tree.depth[0] = 0
            tree.order = [0]
            tree.order.reserveCapacity(nodeCount)
            var stack: [Int] = []
            for start in 0..<nodeCount where tree.depth[start] < 0 {
                var node = start
                while tree.depth[node] < 0 { stack.append(node); node = tree.parent[node] }
                var depth = tree.depth[node]
                while let next = stack.popLast() {
                    depth += 1
                    tree.depth[next] = depth
                    tree.order.append(next)
                }
            }
            trees[axis] = tree
        }
    }

    /// Adds `factor × size(node)`: an item's slot, a fixed element's parameter, the container's length.
    func addSize(ofNode node: Int, axis: Int, _ factor: Double, to expression: inout Affine) {
        guard factor != 0 else { return }
        if node == 0 {
            expression.add(param: RelationSystem.containerLength(axis), factor)
        } else if node <= items.count {
            expression.add(slot: RelationSystem.slot(node - 1, axis: axis, size: true), factor)
        } else {
            let index = node - items.count - 1
            expression.add(param: params.index(of: .fixedLength(fixed[index].id, axis), .fixedLength(fixed: index, axis: axis)), factor)
        }
    }

    /// The container's parameters are registered first: min x, width, min y, height.
    @inline(__always) static func containerMin(_ axis: Int) -> Int { axis * 2 }
    @inline(__always) static func containerLength(_ axis: Int) -> Int { axis * 2 + 1 }
}

/// Disjoint sets with path halving and union by size.
struct UnionFind {
    private var parent: [Int]
    private var size: [Int]

    init(count: Int) {
        parent = Array(0..<count)
        size = Array(repeating: 1, count: count)
    }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    mutating func union(_ a: Int, _ b: Int) {
        var a = find(a), b = find(b)
        guard a != b else { return }
        if size[a] < size[b] { swap(&a, &b) }
        parent[b] = a
        size[a] += size[b]
    }
}
