import CGLayout
import Foundation

extension RelationCompiler {
    // MARK: Items and fixed elements

    /// Lists the items (in order of first appearance as an item) and the elements read but not solved.
    mutating func layOutNodes(_ specs: [RelationSpec], registry: RelationRegistry, container: any LayoutElement) {
        // An item's relations usually follow one another: the item of the spec before is known (no look-up).
        var lastItem: ObjectIdentifier?
        for spec in specs {
            let id = spec.itemID
            guard id != lastItem else { continue }
            lastItem = id
            guard itemTable.itemIndex[id] == nil else { continue }
            let element = spec.item
            itemTable.itemIndex[id] = itemTable.items.count
            let adjustable = element as? any AdjustableLayoutElement
            let settings = registry.settings(of: id)
            let measured = adjustable != nil && (settings?.measures ?? RelationLayout.measuresIntrinsicSizeByDefault(element))
            if let adjustable, measured {
                measuredTable.measuredItems.append(itemTable.items.count)
                measuredTable.measuredElements.append(HeldAdjustable(object: adjustable))
                // A text node says when its fitting size changes (its text, lines or measurer changed); other
                // elements are checked at every pass: a node's default `sizeThatFits` is its present size,
                // which every frame write changes without a word.
                measuredTable.observedMeasured.append(element is TextNode)
            }
            if element is any LayoutContainer { itemTable.containerCapableItems.append(itemTable.items.count) }
            itemTable.items.append(ItemFacts(id: id, measured: measured,
                                   hugging: (settings?.hugging.horizontal ?? .defaultLow, settings?.hugging.vertical ?? .defaultLow),
                                   compression: (settings?.compression.horizontal ?? .defaultHigh,
                                                 settings?.compression.vertical ?? .defaultHigh)))
            itemTable.itemElements.append(HeldElement(object: element))
            held.append(element)
        }
        measuredTable.measuredPosition = Array(repeating: -1, count: itemTable.items.count)
        for (position, item) in measuredTable.measuredItems.enumerated() { measuredTable.measuredPosition[item] = position }
        var lastTarget: ObjectIdentifier?
        let containerID = ObjectIdentifier(container)
        for spec in specs {
            guard let id = spec.targetID, id != containerID else { continue }
            guard id != lastTarget else { continue }
            lastTarget = id
            guard itemTable.itemIndex[id] == nil, fixedTable.fixedIndex[id] == nil, let target = spec.target else { continue }
            fixedTable.fixedIndex[id] = fixedTable.fixed.count
            let (base, viaRoot) = locateBase(from: target.superElement, container: container)
            fixedTable.fixed.append(FixedFacts(id: id, base: base, viaRoot: viaRoot))
            fixedTable.fixedElements.append(HeldElement(object: target))
            held.append(target)
        }
    }

    /// The node an element's space is measured from: the first item or the container up its tree.
    private func locateBase(from start: (any LayoutElement)?, container: any LayoutElement) -> (node: Int, viaRoot: Bool) {
        var current = start
        var depth = 0
        while let element = current, depth < 4096 {
            if element === container { return (0, false) }
            if let index = itemTable.itemIndex[ObjectIdentifier(element)] { return (RelationStructure.node(ofItem: index), false) }
            current = element.superElement
            depth += 1
        }
        return (0, true)
    }

    // MARK: Anchors

    mutating func buildTrees(_ specs: [RelationSpec]) {
        let nodeCount = 1 + itemTable.items.count + fixedTable.fixed.count
        for axis in 0..<2 {
            var parents = Array(repeating: 0, count: nodeCount)
            parents[0] = -1
            var offsets = Array(repeating: AnchorOffset(), count: nodeCount)
            var sets = UnionFind(count: nodeCount)
            var anchored = Array(repeating: false, count: nodeCount)
            for (index, info) in fixedTable.fixed.enumerated() {
                let node = node(ofFixed: index)
                parents[node] = info.base
                var offset = AnchorOffset(param: params.index(of: .fixedPosition(info.id, axis), .fixedPosition(fixed: index, axis: axis)))
                // In right-to-left passes a position is measured from the trailing (right) edge of its base.
                if axis == 0, rightToLeft, info.base > 0 { offset.add(slot: RelationStructure.slot(info.base - 1, axis: 0, size: true), 1) }
                offsets[node] = offset
                sets.union(node, info.base)
            }
            for spec in specs where spec.priority == .required && spec.relation == .equal && spec.multiplier == 1 {
                guard spec.targetID != nil else { continue }
                let a = AttributeGeometry.of(spec.attribute, rightToLeft: rightToLeft)
                let b = AttributeGeometry.of(spec.targetAttribute, rightToLeft: rightToLeft)
                guard a.axis == axis, b.axis == axis, a.isPosition, a.positionFactor == b.positionFactor else { continue }
                let x = spec.itemNode, y = spec.targetNode
                guard x != y else { continue }
                // Anchor x at y's attribute (or y at x's): position(x) = position(y) + σ·α·size(y) + slot(x).
                for side in 0..<2 {   // (not a loop over an array literal: that allocates per relation)
                    let (child, parent, geometry) = side == 0 ? (x, y, b) : (y, x, a)
                    guard child > 0, child <= itemTable.items.count, !anchored[child], sets.find(child) != sets.find(parent) else { continue }
                    parents[child] = parent
                    var offset = AnchorOffset()
                    addSize(ofNode: parent, axis: axis, a.positionFactor * geometry.sizeFactor, to: &offset)
                    offsets[child] = offset
                    anchored[child] = true
                    sets.union(child, parent)
                    break
                }
            }
            trees[axis] = AnchorTree(parent: parents, offset: offsets)
        }
    }

    /// Adds `factor × size(node)`: an item's slot, a fixed element's parameter, the container's length.
    mutating func addSize<Terms: LinearTerms>(ofNode node: Int, axis: Int, _ factor: Double, to expression: inout Terms) {
        guard factor != 0 else { return }
        if node == 0 {
            expression.add(param: RelationStructure.containerLength(axis), factor)
        } else if node <= itemTable.items.count {
            expression.add(slot: RelationStructure.slot(node - 1, axis: axis, size: true), factor)
        } else {
            let index = node - itemTable.items.count - 1
            expression.add(param: params.index(of: .fixedLength(fixedTable.fixed[index].id, axis), .fixedLength(fixed: index, axis: axis)), factor)
        }
    }
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
