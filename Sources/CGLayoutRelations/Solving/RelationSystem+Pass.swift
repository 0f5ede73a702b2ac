import Cassowary
import CGLayout
import Foundation

extension RelationSystem {
    /// The most rounds of "solve, then measure heights at the solved widths" in one pass.
    static let maximumRounds = 8
    /// Intrinsic lengths beyond this count as "none" (an element that takes whatever it is offered).
    static let largestIntrinsicLength: Double = 1e7

    /// One pass: reads the tree and the parameters, re-solves what changed,
    /// measures heights at the solved widths until they settle, and computes
    /// every item's position. Returns `false` when the tree no longer matches the
    /// structure (an element moved or is gone): rebuild and run again.
    func run(container: any LayoutElement, rect: CGRect, rebuilt: Bool) -> Bool {
        passNumber &+= 1
        guard locate(container: container) else { return false }
        if rebuilt {
            for index in records.indices { records[index].changed = true }
            for (index, component) in components.enumerated() {
                if component.usesSolver, !component.needsRebuild { read(component) }
                queue(index)
            }
            measureAll = true
            positionsAll = true
        }
        evaluateParameters(container: container, rect: rect)
        measureChanged()
        let unsettledBefore = unsettled.count
        unsettled.removeAll(keepingCapacity: true)
        var round = 0
        while !dirtyComponents.isEmpty {
            solveQueued()
            remeasured.removeAll(keepingCapacity: true)
            measure(widths: false, onlyChanged: true, only: roundList)
            round += 1
            if round >= RelationSystem.maximumRounds, !dirtyComponents.isEmpty {
                unsettled.append(contentsOf: remeasured)
                for component in dirtyComponents { components[component].queued = false }
                dirtyComponents.removeAll(keepingCapacity: true)
            }
        }
        if unsettled.count != unsettledBefore || !unsettled.isEmpty { issuesChanged = true }
        evaluateChecks()
        computePositions(rect: rect)
        return true
    }

    /// Measures what may have changed since the last pass: every measured item after a build,
    /// else the text items that said their content changed and the items that cannot say it.
    private func measureChanged() {
        if measureAll || changedContent.count > items.count {
            measureAll = false
            changedContent.removeAll(keepingCapacity: true)
            measure(widths: true, onlyChanged: false)
            measure(widths: false, onlyChanged: false)
            return
        }
        measureList.removeAll(keepingCapacity: true)
        for index in unobservedMeasured where measureStamp[index] != passNumber {
            measureStamp[index] = passNumber
            measureList.append(index)
        }
        for id in changedContent {
            guard let index = itemIndex[id], measuredPosition[index] >= 0, measureStamp[index] != passNumber else { continue }
            measureStamp[index] = passNumber
            measureList.append(index)
        }
        changedContent.removeAll(keepingCapacity: true)
        guard !measureList.isEmpty else { return }
        measure(widths: true, onlyChanged: false, only: measureList)
        measure(widths: false, onlyChanged: false, only: measureList)
    }

    // MARK: The tree

    /// Finds each item's base and each fixed element's offset from its base.
    ///
    /// While the tree epoch has not moved (no node was inserted, removed or freed) and no enclosing
    /// pass lends its frames, a node item stays where it was: only items placed through plain nodes
    /// (whose frames may move), items that are not nodes, the bounds origins of items other items are
    /// placed in, and fixed elements are read again.
    private func locate(container: any LayoutElement) -> Bool {
        var containerPlacement: CGPoint?
        /// Walks up from `start` to the container or an item; `offset` collects the content origins passed.
        func walk(from start: (any LayoutElement)?, offset: inout CGPoint) -> (node: Int, viaRoot: Bool)? {
            var current = start
            var depth = 0
            while let element = current, depth < 4096 {
                if element === container { return (0, false) }
                if let index = itemIndex[ObjectIdentifier(element)] { return (RelationSystem.node(ofItem: index), false) }
                let frame = passContext?.frame(of: element) ?? element.frame, origin = element.bounds.origin
                offset.x += frame.origin.x - origin.x
                offset.y += frame.origin.y - origin.y
                guard let parent = element.superElement else {
                    guard RelationSystem.root(of: container) === element else { return nil }
                    let base = containerPlacement ?? RelationSystem.placement(of: container, context: passContext)
                    containerPlacement = base
                    offset.x -= base.x
                    offset.y -= base.y
                    return (0, true)
                }
                current = parent
                depth += 1
            }
            return nil
        }
        /// Finds item `index`'s base; `false` when it left the tree.
        func place(_ index: Int) -> Bool {
            guard let element = itemElements[index].element, let parent = element.superElement else { return false }
            // A child of the container or of an item: its base is its parent, found once while the parent stays.
            let parentID = ObjectIdentifier(parent)
            if parentID == itemParent[index], itemBase[index] >= 0 { return true }
            var offset = CGPoint.zero
            guard let (base, _) = walk(from: parent, offset: &offset) else { return false }
            if base != itemBase[index] || offset != itemChainOffset[index] { markMoved(index) }
            itemBase[index] = base
            itemChainOffset[index] = offset
            // Only a direct child of its base keeps its offset (zero) without walking again.
            let direct = parent === container || (base > 0 && itemIndex[parentID] == base - 1)
            itemParent[index] = direct ? parentID : nil
            return true
        }
        let epoch = TreeEpoch.current
        if epoch != locatedEpoch || passContext != nil {
            // An item that became one of the container's super elements is refused by a new build.
            var holder = container.superElement, depth = 0
            while let element = holder, depth < 4096 {
                if itemIndex[ObjectIdentifier(element)] != nil { return false }
                holder = element.superElement
                depth += 1
            }
            walkedItems.removeAll(keepingCapacity: true)
            for index in items.indices {
                guard place(index) else { return false }
                // Node items stay put while the epoch does; the others are checked at every pass.
                if itemParent[index] == nil || !(itemElements[index].object is LayoutNode) { walkedItems.append(index) }
            }
            for base in baseList { basedOn[base].removeAll(keepingCapacity: true) }
            baseList.removeAll(keepingCapacity: true)
            for index in items.indices where itemBase[index] > 0 {
                if basedOn[itemBase[index] - 1].isEmpty { baseList.append(itemBase[index] - 1) }
                basedOn[itemBase[index] - 1].append(index)
            }
            findFollowers()
            locatedEpoch = passContext == nil ? epoch : .max
        } else {
            for index in walkedItems { guard place(index) else { return false } }
        }
        for base in baseList {
            let origin = livePass ? itemElements[base].boundsOrigin : itemElements[base].object.bounds.origin
            guard origin != baseBoundsOrigin[base] else { continue }
            baseBoundsOrigin[base] = origin
            for index in basedOn[base] { markMoved(index) }
        }
        for index in fixed.indices {
            guard let element = fixedElements[index].element else { return false }
            let frame = passContext?.frame(of: element) ?? element.frame
            var offset = frame.origin
            guard let (base, viaRoot) = walk(from: element.superElement, offset: &offset),
                  base == fixed[index].base, viaRoot == fixed[index].viaRoot else { return false }
            if base > 0, let baseElement = itemElements[base - 1].element {
                let origin = baseElement.bounds.origin
                offset.x -= origin.x
                offset.y -= origin.y
            }
            fixedOffset[index] = offset
            fixedSize[index] = frame.size
        }
        return true
    }

    /// Lists item `index` among the items whose frame may have changed in this pass (once).
    /// Items stay listed until a live layout writes them (a snapshot pass in between moves them too).
    @inline(__always)
    func markMoved(_ index: Int) {
        guard !unwritten[index] else { return }
        unwritten[index] = true
        movedItems.append(index)
    }

    /// An element's origin in its root's space; inside a scheme's snapshot, at the frames the pass gave
    /// the element and its ancestors (as `layout()` has written them when the relations run).
    static func placement(of start: any LayoutElement, context: LayoutContext?) -> CGPoint {
        var point = CGPoint.zero
        var current: (any LayoutElement)? = start
        var depth = 0
        while let element = current, depth < 4096 {
            let frame = context?.frame(of: element) ?? element.frame, origin = element.bounds.origin
            point.x += frame.origin.x - origin.x
            point.y += frame.origin.y - origin.y
            current = element.superElement
            depth += 1
        }
        return point
    }

    // MARK: Parameters

    private func evaluateParameters(container: any LayoutElement, rect: CGRect) {
        for index in readParams {
            let value: Double
            switch params.sources[index] {
            case .containerMin(let axis): value = Double(axis == 0 ? rect.origin.x : rect.origin.y)
            case .containerLength(let axis): value = Double(axis == 0 ? rect.size.width : rect.size.height)
            case .margin(let node, let side):
                let element: (any LayoutElement)? = node == 0 ? container : node <= items.count ? itemElements[node - 1].element
                    : fixedElements[node - items.count - 1].element
                value = Double((element as? any RelationMargins)?.layoutMargins.value(side) ?? 0)
            case .fixedPosition(let index, let axis):
                let offset = fixedOffset[index], size = fixedSize[index], base = fixed[index].base
                if axis == 1 {
                    value = Double(offset.y) - (base == 0 ? Double(rect.origin.y) : 0)
                } else if base == 0 {
                    value = rightToLeft ? Double(rect.origin.x + rect.size.width - offset.x - size.width) : Double(offset.x - rect.origin.x)
                } else {
                    value = rightToLeft ? -Double(offset.x + size.width) : Double(offset.x)
                }
            case .fixedLength(let index, let axis): value = Double(axis == 0 ? fixedSize[index].width : fixedSize[index].height)
            case .contentOrigin(let item, let axis):
                let origin = (itemElements[item].element as? ScrollContentLayoutGuide)?.originInScrollFrame ?? .zero
                value = Double(axis == 0 ? origin.x : origin.y)
            case .intrinsic: continue
            }
            set(index, value.isFinite ? value : 0)
        }
    }

    /// Stores a parameter; when it changed, its records are re-read at the next solve.
    @inline(__always)
    func set(_ param: Int, _ value: Double) {
        let old = params.values[param]
        guard old != value, !(old.isNaN && value.isNaN) else { return }
        params.values[param] = value
        for record in params.dependents[param] {
            records[record].changed = true
            if records[record].component >= 0 { queue(records[record].component) }
        }
        // The container's rect places every item: all rects are computed again.
        if param < 4 { positionsAll = true } else { for reader in paramReaders[param] { markNode(reader.node, axis: reader.axis) } }
    }

    @inline(__always)
    func queue(_ component: Int) {
        guard !components[component].queued else { return }
        components[component].queued = true
        dirtyComponents.append(component)
    }

    /// Solves the queued components; `roundList` then holds the measured items whose width they solve
    /// (their heights are measured again when the width moved).
    private func solveQueued() {
        swap(&dirtyComponents, &solving)
        roundList.removeAll(keepingCapacity: true)
        for component in solving {
            components[component].queued = false
            solve(component)
            roundList.append(contentsOf: components[component].measuredWidthItems)
        }
        solving.removeAll(keepingCapacity: true)
    }
}
