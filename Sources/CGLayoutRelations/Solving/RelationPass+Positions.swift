import CGLayout
import Foundation

/// Positions: what moved, placed again.
///
/// A compilation records, per axis, each anchor node's children and which nodes' offsets read each size
/// slot and each parameter (``Readers/childStart``). A pass marks the nodes whose slot or offset
/// changed (a component solved to new values, a parameter read anew), computes their positions again
/// parents first, goes on to their children only where a position moved, and lists the items whose frame
/// may have moved (``RelationState/movedItems``): those are all a live layout writes.
extension RelationPass {
    /// Notes a new value of `slot`: its item's rect, and the nodes placed by it, are computed again.
    @inline(__always)
    func slotChanged(_ slot: Int) {
        let item = slot >> 2, axis = (slot >> 1) & 1
        if slot & 1 == 0 {
            markNode(RelationStructure.node(ofItem: item), axis: axis)
        } else {
            markRect(item)
            for reader in structure.nodesReading(sizeSlot: slot) { markNode(reader.node, axis: reader.axis) }
        }
    }

    /// Stores a slot's value, noting the change.
    @inline(__always)
    func setSlot(_ slot: Int, _ value: Double) {
        let old = state.slotValues[slot]
        guard old != value, !(old.isNaN && value.isNaN) else { return }
        state.slotValues[slot] = value
        slotChanged(slot)
    }

    @inline(__always)
    func markNode(_ node: Int, axis: Int) {
        let key = axis * structure.nodeCount + node
        guard !state.nodeMarked[key] else { return }
        state.nodeMarked[key] = true
        state.dirtyNodes.append(key)
    }

    @inline(__always)
    func markRect(_ item: Int) {
        guard state.rectStamp[item] != state.passNumber else { return }
        state.rectStamp[item] = state.passNumber
        state.rectList[state.rectCount] = item
        state.rectCount += 1
    }

    /// Positions of the nodes in leading space, parents first, then the rects of the items listed:
    /// all of them after a build or a change of the container's rect, else only the marked nodes,
    /// their children where a position moved, and the items whose slots changed.
    func computePositions() {
        // Shifted items an earlier pass listed and no write took (a live pass always writes: this is a safeguard).
        for cursor in 0..<state.shiftedCount { markMoved(state.shiftedItems[cursor]) }
        state.shiftedCount = 0
        if state.positionsAll {
            state.positionsAll = false
            computeAllPositions()
            return
        }
        if !state.dirtyNodes.isEmpty {
            if state.dirtyNodes.count > 1 {
                // The closure captures the trees alone (capturing the pass would copy it).
                let count = structure.nodeCount, trees = structure.trees
                state.dirtyNodes.sort { a, b in
                    let axisA = a / count, axisB = b / count
                    return axisA != axisB ? axisA < axisB : trees[axisA].depth[a - axisA * count] < trees[axisB].depth[b - axisB * count]
                }
            }
            placeMarked()
            for key in state.dirtyNodes { state.nodeMarked[key] = false }
            state.dirtyNodes.removeAll(keepingCapacity: true)
        }
        updateRects()
    }

    /// Computes the positions of the marked nodes (``RelationState/dirtyNodes``, sorted: by axis, parents first) and,
    /// where they moved, their descendants'.
    ///
    /// A marked node's offset from its parent is evaluated again (its slot or an input of its offset
    /// changed); a descendant reached because its parent moved keeps its offset (`state.relative`), so
    /// following a moved row costs an addition per node. Followers are not in the walk lists
    /// (``RelationState/walkStart``): a row's icon, title and switch are not visited when the row moves.
    ///
    /// The walks read and write the arrays through buffer pointers taken once per pass (no uniqueness
    /// or bounds check per node); the structure is a class held by the pass, and the state is the layout's, updated
    /// in place (``RelationStates``).
    ///
    /// In a live layout that writes only what moved (``writesShifted``), a row that moved along y alone and is a node
    /// placed in the container (through plain nodes, if any) is written by the walk: its last written frame with the new y,
    /// in one batch per walk (``RelationState/batchedItems``; a walk visits a row once, and a row a later walk moves again
    /// is written again, in its batch). Which rows those are does not change during the walks (a row that becomes listed
    /// as moved stays so), so a row is either written by the walks or listed as shifted, never both.
    private func placeMarked() {
        let count = structure.nodeCount, itemCount = structure.items.count
        let passNumber = state.passNumber, nodeCount = count, trees = structure.trees
        let rightToLeft = structure.rightToLeft, space = rect
        var rectCount = state.rectCount, movedCount = state.movedCount, shiftedCount = state.shiftedCount, batched = 0
        let shifting = writesShifted
        // The rect of an item that moved, and nothing else of it changed this pass, is placed here, in the same visit:
        // when only its position moved and what is placed in it follows it there, it is written to the rects and listed
        // as moved at once; otherwise it is listed for `updateRects()`, as an item whose size changed is.
        // One closure per array, nested (`duplicates` pairs the nesting with itself by shape): each buffer is taken
        // once per pass, which is what keeps the walks free of per-node checks; there is no logic to fold.
        trees[0].parent.withUnsafeBufferPointer { parent0 in
        trees[1].parent.withUnsafeBufferPointer { parent1 in
        state.dirtyNodes.withUnsafeBufferPointer { dirty in
            state.walkStart.withUnsafeBufferPointer { walkStart in
                state.walkList.withUnsafeBufferPointer { walkList in
                    state.relative.withUnsafeMutableBufferPointer { relative in
                        state.slotValues.withUnsafeBufferPointer { slots in
                            state.basedFollow.withUnsafeBufferPointer { basedFollow in
                                state.follower.withUnsafeBufferPointer { follower in
                                    state.positions.withUnsafeMutableBufferPointer { positions in
                                        state.rectStamp.withUnsafeMutableBufferPointer { rectStamp in
                                            state.rectList.withUnsafeMutableBufferPointer { rectList in
                                                state.itemRects.withUnsafeMutableBufferPointer { rects in
                                                    state.unwritten.withUnsafeMutableBufferPointer { unwritten in
                                                        state.movedItems.withUnsafeMutableBufferPointer { moved in
                                                          state.shiftedItems.withUnsafeMutableBufferPointer { shifted in
                                                           state.runOf.withUnsafeBufferPointer { runOf in
                                                            state.runNodes.withUnsafeBufferPointer { runNodes in
                                                            state.writtenFrames.withUnsafeMutableBufferPointer { written in
                                                            state.batchedItems.withUnsafeMutableBufferPointer { batch in
                                                            state.itemBase.withUnsafeBufferPointer { bases in
                                                            state.itemChainOffset.withUnsafeBufferPointer { chainOffsets in
                                                            structure.itemNodes.withUnsafeBufferPointer { nodes in
                                                            /// Lists an item that moved along y alone: to be written without being read back in a live
                                                            /// layout that writes only what moved, else among the moved items.
                                                            @inline(__always) func listShifted(_ index: Int) {
                                                                if shifting {
                                                                    RelationPass.listShifted(index, pass: passNumber, stamps: rectStamp, shifted: shifted, count: &shiftedCount)
                                                                } else {
                                                                    RelationPass.listMoved(index, unwritten: unwritten, moved: moved, count: &movedCount)
                                                                }
                                                            }
                                                            /// An item that moved along y alone, to `y`: written by the walk (see above), or listed.
                                                            @inline(__always) func shift(_ item: Int, to y: Double) {
                                                                guard shifting, bases[item] <= 0, nodes[item] != nil, !unwritten[item] else {
                                                                    listShifted(item)
                                                                    return
                                                                }
                                                                guard let frameY = RelationPass.shiftedFrameY(rectY: CGFloat(y), chainOffset: chainOffsets[item],
                                                                                                              written: written[item]) else { return }
                                                                written[item].origin.y = frameY
                                                                batch[batched] = item
                                                                batched += 1
                                                            }
                                                            for start in dirty {
                                                            let axis = start / count, base = axis * count, startNode = start - base
                                                            let parent = axis == 0 ? parent0 : parent1
                                                            var offset = trees[axis].offset[startNode].value(slots: state.slotValues, params: state.params)
                                                            if startNode <= itemCount { offset += slots[RelationStructure.slot(startNode - 1, axis: axis, size: false)] }
                                                            relative[start] = offset
                                                            state.placeStack.removeAll(keepingCapacity: true)
                                                            var next: Int? = startNode
                                                            while let node = next {
                                                                next = nil
                                                                let key = base + node
                                                                let value = positions[base + parent[node]] + relative[key]
                                                                if value != positions[key] {
                                                                    positions[key] = value
                                                                    let index = node - 1
                                                                    if node <= itemCount, rectStamp[index] != passNumber {
                                                                        if axis == 1, follower[index] & 1 == 0 {
                                                                            // Moved down or up only: no slot of it changed this pass (it is not stamped) and its x is kept
                                                                            // up to date (it does not follow along x), so its rect's x, width and height are current and only
                                                                            // the y is new (the formula of `solvedRect`): the y alone is compared and stored.
                                                                            let y = Double(space.origin.y) + value
                                                                            if y != Double(rects[index].origin.y) {
                                                                                if basedFollow[index] & 2 != 0 {
                                                                                    rects[index].origin.y = CGFloat(y)
                                                                                    shift(index, to: y)
                                                                                } else {
                                                                                    rectStamp[index] = passNumber
                                                                                    rectList[rectCount] = index
                                                                                    rectCount += 1
                                                                                }
                                                                            }
                                                                        } else {
                                                                            let solved = RelationPass.solvedRect(index, positions: UnsafeBufferPointer(positions), slots: slots,
                                                                                                                 nodes: nodeCount, in: space, rightToLeft: rightToLeft)
                                                                            let change = RelationPass.change(from: rects[index], to: solved)
                                                                            if change & 4 == 0, basedFollow[index] & change == change {
                                                                                if change != 0 {
                                                                                    rects[index] = solved
                                                                                    RelationPass.listMoved(index, unwritten: unwritten, moved: moved, count: &movedCount)
                                                                                }
                                                                            } else {
                                                                                rectStamp[index] = passNumber
                                                                                rectList[rectCount] = index
                                                                                rectCount += 1
                                                                            }
                                                                        }
                                                                    }
                                                                    // Down a run (rows one below the other: see `findFollowers()`) in one loop: each node's
                                                                    // position is its parent's, the one before it, plus its relative position, as above; an item
                                                                    // on a run moves along y alone (its rect's y) unless a slot of it changed this pass (stamped:
                                                                    // listed for `updateRects()` already). The run stops where a position did not move.
                                                                    var last = key
                                                                    if axis == 1, case let run = runOf[node], run.index >= 0 {
                                                                        var position = value, cursor = run.index + 1
                                                                        while cursor < run.end {
                                                                            let child = runNodes[cursor], childKey = base + child
                                                                            let placed = position + relative[childKey]
                                                                            guard placed != positions[childKey] else { break }
                                                                            positions[childKey] = placed
                                                                            let item = child - 1
                                                                            if rectStamp[item] != passNumber {
                                                                                let y = Double(space.origin.y) + placed
                                                                                if y != Double(rects[item].origin.y) {
                                                                                    rects[item].origin.y = CGFloat(y)
                                                                                    shift(item, to: y)
                                                                                }
                                                                            }
                                                                            position = placed
                                                                            cursor += 1
                                                                        }
                                                                        last = cursor < run.end ? -1 : base + runNodes[run.end - 1]
                                                                    }
                                                                    // Down a chain (one child: the next row) without the stack.
                                                                    if last >= 0 {
                                                                        let first = walkStart[last], end = walkStart[last + 1]
                                                                        if first < end {
                                                                            next = walkList[first]
                                                                            for index in (first + 1)..<end { state.placeStack.append(walkList[index]) }
                                                                        }
                                                                    }
                                                                }
                                                                if next == nil { next = state.placeStack.popLast() }
                                                            }
                                                            // A walk visits a node once: its batch lists each row once.
                                                            if batched > 0 {
                                                                writeBatched(UnsafeBufferPointer(written), nodes, UnsafeBufferPointer(rebasing: batch[0..<batched]))
                                                                batched = 0
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                            }
                                                           }
                                                          }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        state.rectCount = rectCount
        state.movedCount = movedCount
        state.shiftedCount = shiftedCount
    }

    /// Writes the frames of the rows of `list` (a walk's batch: their written frames, updated by the walk) to their
    /// nodes, in one batch. These are this layout's own writes, made between its `locate()` and its `writeFrames`: the
    /// epochs that say no other writer set a frame since (``RelationState/frameEpochAfterWrite``,
    /// ``RelationState/epochAtLocate``) are moved past them when they still stood.
    private func writeBatched(_ written: UnsafeBufferPointer<CGRect>, _ nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>?>,
                              _ list: UnsafeBufferPointer<Int>) {
        let epoch = Epoch.frame.current
        FrameGate.write(admitted: written, to: nodes, at: list)
        let after = Epoch.frame.current
        if state.frameEpochAfterWrite == epoch { state.frameEpochAfterWrite = after }
        if state.epochAtLocate == epoch { state.epochAtLocate = after }
    }

    // Like `placeMarked()`, it takes each array's buffer once per call in nested closures (`duplicates` lists the pair): the
    // arrays differ and the relations pass is measured by instruction count, so no generic wrapper sits between them.
    /// Computes the rects of the items listed; those that moved, and the items placed in them that do not
    /// follow them along every axis they moved on, are listed as moved.
    private func updateRects() {
        let nodeCount = structure.nodeCount, rightToLeft = structure.rightToLeft, space = rect
        var movedCount = state.movedCount
        state.slotValues.withUnsafeBufferPointer { slots in
            state.positions.withUnsafeBufferPointer { positions in
                state.basedFollow.withUnsafeBufferPointer { basedFollow in
                    state.itemRects.withUnsafeMutableBufferPointer { rects in
                        state.unwritten.withUnsafeMutableBufferPointer { unwritten in
                            state.movedItems.withUnsafeMutableBufferPointer { moved in
                                for cursor in 0..<state.rectCount {
                                    let index = state.rectList[cursor]
                                    let solved = RelationPass.solvedRect(index, positions: positions, slots: slots, nodes: nodeCount,
                                                                         in: space, rightToLeft: rightToLeft)
                                    let change = RelationPass.change(from: rects[index], to: solved)
                                    guard change != 0 else { continue }
                                    rects[index] = solved
                                    RelationPass.listMoved(index, unwritten: unwritten, moved: moved, count: &movedCount)
                                    // The items placed in it move with it, except those that follow it along every axis
                                    // it moved on (when its size stayed).
                                    let resized = change & 4 != 0, needed = change & 3
                                    guard resized || basedFollow[index] & needed != needed else { continue }
                                    for other in state.basedOn[index] where resized || state.follower[other] & needed != needed {
                                        RelationPass.listMoved(other, unwritten: unwritten, moved: moved, count: &movedCount)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        state.movedCount = movedCount
        state.rectCount = 0
    }

    @inline(__always)
    private func solvedRect(_ index: Int) -> CGRect {
        let node = RelationStructure.node(ofItem: index)
        return RelationPass.solvedRect(x: state.positions[node], y: state.positions[structure.nodeCount + node],
                                       width: state.slotValues[RelationStructure.slot(index, axis: 0, size: true)],
                                       height: state.slotValues[RelationStructure.slot(index, axis: 1, size: true)],
                                       in: rect, rightToLeft: structure.rightToLeft)
    }

    /// Item `index`'s rect from the positions and slots (buffers of ``RelationState/positions`` and ``RelationState/slotValues``).
    @inline(__always)
    static func solvedRect(_ index: Int, positions: UnsafeBufferPointer<Double>, slots: UnsafeBufferPointer<Double>, nodes: Int,
                           in rect: CGRect, rightToLeft: Bool) -> CGRect {
        let node = RelationStructure.node(ofItem: index)
        return solvedRect(x: positions[node], y: positions[nodes + node], width: slots[RelationStructure.slot(index, axis: 0, size: true)],
                          height: slots[RelationStructure.slot(index, axis: 1, size: true)], in: rect, rightToLeft: rightToLeft)
    }

    /// What changed from `old` to `new`: bit 0 the x, bit 1 the y (as in ``RelationState/follower``), bit 2 the size.
    @inline(__always)
    static func change(from old: CGRect, to new: CGRect) -> Int {
        var change = 0
        if new.origin.x != old.origin.x { change |= 1 }
        if new.origin.y != old.origin.y { change |= 2 }
        if new.size.width != old.size.width || new.size.height != old.size.height { change |= 4 }
        return change
    }

    /// Lists item `index` as shifted (moved along y alone) once in pass `pass` (``RelationState/shiftedItems``).
    @inline(__always)
    static func listShifted(_ index: Int, pass: Int, stamps: UnsafeMutableBufferPointer<Int>, shifted: UnsafeMutableBufferPointer<Int>,
                            count: inout Int) {
        guard stamps[index] != ~pass else { return }
        stamps[index] = ~pass
        shifted[count] = index
        count += 1
    }

    /// Lists item `index` as moved once (``markMoved(_:)`` on the state's buffers).
    @inline(__always)
    static func listMoved(_ index: Int, unwritten: UnsafeMutableBufferPointer<Bool>, moved: UnsafeMutableBufferPointer<Int>, count: inout Int) {
        guard !unwritten[index] else { return }
        unwritten[index] = true
        moved[count] = index
        count += 1
    }

    /// An item's rect in the container's space from its positions in leading space and its sizes.
    @inline(__always)
    static func solvedRect(x p: Double, y q: Double, width: Double, height: Double, in rect: CGRect, rightToLeft: Bool) -> CGRect {
        let x = rightToLeft ? Double(rect.origin.x + rect.size.width) - p - width : Double(rect.origin.x) + p
        return CGRect(x: x, y: Double(rect.origin.y) + q, width: width, height: height)
    }

    /// Every node's position and every item's rect; every item is listed as moved.
    private func computeAllPositions() {
        for axis in 0..<2 {
            let base = axis * structure.nodeCount
            state.positions[base] = 0
            for node in structure.trees[axis].order where node != 0 {
                var offset = structure.trees[axis].offset[node].value(slots: state.slotValues, params: state.params)
                if node <= structure.items.count { offset += state.slotValues[RelationStructure.slot(node - 1, axis: axis, size: false)] }
                state.relative[base + node] = offset
                state.positions[base + node] = state.positions[base + structure.trees[axis].parent[node]] + offset
            }
        }
        for key in state.dirtyNodes { state.nodeMarked[key] = false }
        state.dirtyNodes.removeAll(keepingCapacity: true)
        state.rectCount = 0
        for index in structure.items.indices {
            state.itemRects[index] = solvedRect(index)
            markMoved(index)
        }
    }

    /// Rects compared value by value, inline (Foundation's `==` is a call).
    @inline(__always)
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
    }
}
