import Foundation

extension SchemePlan.Pass {
    /// Runs a program of leaf blocks (``SchemePlan/runsSiblingLeaves``) in a pass that borrows every element from the
    /// remembered nodes, all children of one parent (``SchemePlan/RememberedParents`` with one parent). While no tree
    /// changes, every element is loaded and has that parent, so a block's entry is the shared space and a frame
    /// constraint's element is in the block's space: the checks ``enter(_:_:)`` and ``constrain(_:_:)`` make cannot
    /// fail, and are not made. The steps are otherwise the general ones, in the same order, on the same pass state.
    /// Once a tree changed (user code ran: ``revalidate()`` dropped the borrowed entries) or the shared space's cache
    /// was dropped, the remaining blocks run as general leaves (``runLeaf(_:)``).
    mutating func runSiblingLeaves(_ count: Int) {
        var leaf = 0
        guard count > 0, let first = superID(of: Int(pools.leaves.pointee.element)) else { return runLeaves(count) }
        let describesSource = first == container
        // As the first block's entry finds it; later entries find it cached while `cachedSuper` stays (the parent
        // is not an element of the table: no block's commit drops it).
        if !describesSource { _ = layoutBounds(ofSuperOf: Int(pools.leaves.pointee.element), id: first) }
        while leaf < count {
            guard elements.epoch != nil, describesSource || cachedSuper == first else { break }
            runSiblingLeaf(pools.leaves + leaf, space: describesSource ? sourceSpace : cachedBounds, superID: first)
            leaf += 1
        }
        while leaf < count {
            runLeaf(pools.leaves + leaf)
            leaf += 1
        }
    }

    /// One leaf of ``runSiblingLeaves(_:)``: ``runLeaf(_:)`` with the block entered in `space`.
    @inline(__always)
    private mutating func runSiblingLeaf(_ leaf: UnsafePointer<SchemePlan.LeafBlock>, space: CGRect, superID id: ObjectIdentifier) {
        var block = BlockState(element: Int(leaf.pointee.element), superID: id, space: space, rect: .zero, admitted: true)
        var index = Int(leaf.pointee.frames)
        let end = index + Int(leaf.pointee.frameCount)
        while index < end {
            let constraint = pools.frames + index
            index += 1
            block.admitted = false
            let other = Int(constraint.pointee.element)
            guard other >= 0 else {   // an anonymous constraint: its rules read the space itself
                pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &block.space, by: block.space, direction: direction)
                continue
            }
            let frame = frameOf(other)
            var rule = Int(constraint.pointee.rules)
            if constraint.pointee.resolvedSides {
                let last = rule + 2 * Int(constraint.pointee.count)
                while rule < last {
                    pools.sides[rule].apply(&block.space, by: frame)
                    rule += 2
                }
            } else {
                pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &block.space, by: frame, direction: direction)
            }
        }
        if leaf.pointee.fit >= 0 {
            adjust(&block, leaf.pointee.fit, rules: leaf.pointee.fitRules, leaf.pointee.fitRuleCount, pair: leaf.pointee.alignment)
        }
        formFour(&block, leaf.pointee.four)
        commit(block.rect, element: block.element, slot: Int(leaf.pointee.slot), isContainer: false)
        revalidate()   // a frame setter may be user code
    }
}
