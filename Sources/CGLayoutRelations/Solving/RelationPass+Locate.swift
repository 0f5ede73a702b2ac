import CGLayout
import Foundation

extension RelationPass {
    /// Finds each item's base and each fixed element's offset from its base.
    ///
    /// While the tree epoch has not moved (no node was inserted, removed or freed) and no enclosing
    /// pass lends its frames, a node item stays where it was: only items placed through plain nodes
    /// (whose frames may move), items that are not nodes, the bounds origins of items other items are
    /// placed in, and fixed elements are read again.
    func locate() -> Bool {
        let container = self.container
        var containerPlacement: CGPoint?
        /// Walks up from `start` to the container or an item; `offset` collects the content origins passed.
        func walk(from start: (any LayoutElement)?, offset: inout CGPoint) -> (node: Int, viaRoot: Bool)? {
            var current = start
            var depth = 0
            while let element = current, depth < 4096 {
                if element === container { return (0, false) }
                if let index = structure.itemIndex[ObjectIdentifier(element)] { return (RelationStructure.node(ofItem: index), false) }
                let (frame, origin) = context?.placement(of: element) ?? (element.frame, element.bounds.origin)
                offset.x += (frame.origin.x - origin.x).finiteOrZero
                offset.y += (frame.origin.y - origin.y).finiteOrZero
                guard let parent = element.superElement else {
                    guard RelationCompiler.root(of: container) === element else { return nil }
                    let base = containerPlacement ?? RelationPass.placement(of: container, context: context)
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
            let element = structure.itemElements[index].object
            guard let parent = element.superElement else { return false }
            // A child of the container or of an item: its base is its parent, found once while the parent stays.
            let parentID = ObjectIdentifier(parent)
            if parentID == state.itemParent[index], state.itemBase[index] >= 0 { return true }
            var offset = CGPoint.zero
            guard let (base, _) = walk(from: parent, offset: &offset) else { return false }
            if base != state.itemBase[index] || offset != state.itemChainOffset[index] { markMoved(index) }
            state.itemBase[index] = base
            state.itemChainOffset[index] = offset
            // Only a direct child of its base keeps its offset (zero) without walking again.
            let direct = parent === container || (base > 0 && structure.itemIndex[parentID] == base - 1)
            state.itemParent[index] = direct ? parentID : nil
            return true
        }
        let epoch = Epoch.tree.current
        if epoch != state.locatedEpoch || context != nil {
            // An item that became one of the container's super elements is refused by a new build.
            var holder = container.superElement, depth = 0
            while let element = holder, depth < 4096 {
                if structure.itemIndex[ObjectIdentifier(element)] != nil { return false }
                holder = element.superElement
                depth += 1
            }
            state.walkedItems.removeAll(keepingCapacity: true)
            for index in structure.items.indices {
                guard place(index) else { return false }
                // Node items stay put while the epoch does; the others are checked at every pass.
                if state.itemParent[index] == nil || structure.itemElements[index].node == nil { state.walkedItems.append(index) }
            }
            for base in state.baseList { state.basedOn[base].removeAll(keepingCapacity: true) }
            state.baseList.removeAll(keepingCapacity: true)
            for index in structure.items.indices where state.itemBase[index] > 0 {
                let base = state.itemBase[index] - 1
                if state.basedOn[base].isEmpty { state.baseList.append(base) }
                state.basedOn[base].append(index)
            }
            state.basesOtherThanNodes = state.baseList.filter { structure.itemElements[$0].node == nil }
            state.basesCurrentAtWrite = false
            findContainers()
            findFollowers()
            state.locatedEpoch = context == nil ? epoch : .max
        } else {
            for index in state.walkedItems { guard place(index) else { return false } }
            if findContainers() { findFollowers() }
        }
        // A node's bounds origin changes only through its `bounds` setter, which moves `Epoch.frame`: while the
        // epoch stands where the last live layout left it, no node's frame was set between that layout's `locate`
        // and its writes, and no snapshot pass since stored other origins, the node bases hold the origins read then,
        // and only the other bases are read.
        let nodeBasesCurrent = live && state.basesCurrentAtWrite && Epoch.frame.current == state.frameEpochAfterWrite
        for base in nodeBasesCurrent ? state.basesOtherThanNodes : state.baseList {
            let origin = live ? structure.itemElements[base].boundsOrigin : boundsOrigin(ofItem: base)
            guard origin != state.baseBoundsOrigin[base] else { continue }
            state.baseBoundsOrigin[base] = origin
            // A snapshot's origin (the rect's, for the container it describes) is not the node's: the next live
            // layout reads every base again, not the origins this pass leaves.
            if !live { state.basesCurrentAtWrite = false }
            for index in state.basedOn[base] { markMoved(index) }
        }
        state.epochAtLocate = Epoch.frame.current
        for index in structure.fixed.indices {
            let element = structure.fixedElements[index].object
            let frame = RelationPass.targetFrame(context?.frame(of: element) ?? element.frame)
            var offset = frame.origin
            guard let (base, viaRoot) = walk(from: element.superElement, offset: &offset),
                  base == structure.fixed[index].base, viaRoot == structure.fixed[index].viaRoot else { return false }
            if base > 0 {
                let origin = (live ? structure.itemElements[base - 1].boundsOrigin : boundsOrigin(ofItem: base - 1)).finiteOrZero
                offset.x -= origin.x
                offset.y -= origin.y
            }
            state.fixedOffset[index] = offset
            state.fixedSize[index] = frame.size
        }
        return true
    }

    /// The bounds origin of item `index` (a base other items are placed in) outside a live layout: inside a scheme's
    /// snapshot as the pass sees it (the rect's origin for the container the snapshot's rect describes, whose bounds
    /// `layout()` reads once the container has that rect), else as the item has it.
    private func boundsOrigin(ofItem index: Int) -> CGPoint {
        let element = structure.itemElements[index].object
        return context?.placement(of: element).boundsOrigin ?? element.bounds.origin
    }

    /// Lists item `index` among the items whose frame may have changed in this pass (once).
    /// Items stay listed until a live layout writes them (a snapshot pass in between moves them too).
    @inline(__always)
    func markMoved(_ index: Int) {
        guard !state.unwritten[index] else { return }
        state.unwritten[index] = true
        state.movedItems[state.movedCount] = index
        state.movedCount += 1
    }

    /// An element's origin in its root's space; inside a scheme's snapshot, at the frames the pass gave
    /// the element and its ancestors (as `layout()` has written them when the relations run), and with the
    /// bounds origin of the rect for the container a snapshot's rect describes.
    static func placement(of start: any LayoutElement, context: LayoutContext?) -> CGPoint {
        var point = CGPoint.zero
        var current: (any LayoutElement)? = start
        var depth = 0
        while let element = current, depth < 4096 {
            let (frame, origin) = context?.placement(of: element) ?? (element.frame, element.bounds.origin)
            point.x += (frame.origin.x - origin.x).finiteOrZero
            point.y += (frame.origin.y - origin.y).finiteOrZero
            current = element.superElement
            depth += 1
        }
        return point
    }

    /// Finds the items that are containers with content now (content may be set without a tree change);
    /// returns whether the list changed (then everything is placed again).
    @discardableResult
    func findContainers() -> Bool {
        var count = 0, changed = false
        for index in structure.containerCapableItems {
            guard (structure.itemElements[index].object as? any LayoutContainer)?.contentLayout != nil else { continue }
            if count < state.containerItems.count {
                if state.containerItems[count] != index { changed = true; state.containerItems[count] = index }
            } else {
                changed = true
                state.containerItems.append(index)
            }
            count += 1
        }
        if count < state.containerItems.count {
            changed = true
            state.containerItems.removeLast(state.containerItems.count - count)
        }
        if changed { state.positionsAll = true }
        return changed
    }

    /// A target's frame as the relations read it: non-finite values as 0, and a negative size read as
    /// CoreGraphics reads it (the edges of `standardized`: a rect 30 wide to the left of its origin).
    static func targetFrame(_ frame: CGRect) -> CGRect {
        var x = frame.origin.x.finiteOrZero, y = frame.origin.y.finiteOrZero
        var width = frame.size.width.finiteOrZero, height = frame.size.height.finiteOrZero
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

extension CGFloat {
    /// The value when finite, else 0 (the package's bad-input policy for coordinates).
    @inline(__always) var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension CGPoint {
    @inline(__always) var finiteOrZero: CGPoint { CGPoint(x: x.finiteOrZero, y: y.finiteOrZero) }
}
