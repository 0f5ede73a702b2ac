import CGLayout
import Foundation

/// The write-back of a live layout: the frames of the items that moved, and of those another writer changed.
extension RelationPass {
    /// Writes the items' frames: every item's when `incremental` is `false` (the state did not write the present
    /// frames last: after a compilation, an applied snapshot or a pass of the other direction), else the items this
    /// pass's walk moved along y alone and did not write itself (``RelationState/shiftedItems``; the rows below a change
    /// that are nodes placed in the container were written by the walks: see `placeMarked()`), written first and never read
    /// back, the items that moved since the last write (``RelationState/movedItems``) and those another writer changed since.
    ///
    /// Frames another writer changed since (another block of a scheme, or set by hand) are written again, so a pass
    /// never depends on the frames the last one left: one read per item that did not move (a node's frame without
    /// its lock: this is the task that writes frames). While no node's frame was set since this layout wrote
    /// (`Epoch.frame` has not moved), only the items that are not nodes are read. A moved item's frame is
    /// compared with the one last written, and written only when it differs or the element no longer holds it.
    ///
    /// The elements are read through the structure's `unowned(unsafe)` references: the structure holds every
    /// item strongly (``RelationStructure/held``), and the layout holds the structure for the pass.
    func writeFrames(incremental: Bool) {
        // No node's frame or bounds was set since this pass read the bases' bounds origins (see `locate()`).
        state.basesCurrentAtWrite = Epoch.frame.current == state.epochAtLocate
        let elements = structure.itemElements
        if incremental {
            // Another writer's frames are put back first: a shifted item moved by hand gets its last frame, then its new one.
            if Epoch.frame.current != state.frameEpochAfterWrite {
                for index in structure.items.indices { restore(index) }
            } else {
                for index in structure.itemsOtherThanNodes { restore(index) }
            }
            let shiftedCount = state.shiftedCount, movedCount = state.movedCount
            state.shiftedCount = 0
            // Each list moved out of the state while it is read (see `writeListed`).
            var list: [Int] = []
            if shiftedCount > 0 {
                swap(&list, &state.shiftedItems)
                writeListed(elements, &list, count: shiftedCount, readBack: false)
                swap(&list, &state.shiftedItems)
            }
            if movedCount > 0 {
                swap(&list, &state.movedItems)
                writeListed(elements, &list, count: movedCount, readBack: true)
                swap(&list, &state.movedItems)
            }
        } else {
            state.shiftedCount = 0
            for index in structure.items.indices {
                let frame = self.frame(ofItem: index)
                state.writtenFrames[index] = frame
                elements[index].write(admitted: frame)
            }
            for cursor in 0..<state.movedCount { state.unwritten[state.movedItems[cursor]] = false }
        }
        state.movedCount = 0
        state.writtenValid = true
        state.frameEpochAfterWrite = Epoch.frame.current
    }

    /// Writes the first `count` items of `moved` whose frame differs from the one last written or, with `readBack`, from
    /// what the element holds: one visit per item, on buffers taken once (no uniqueness or bounds check per item).
    ///
    /// With `readBack` (the moved items, ``RelationState/movedItems``) their marks are cleared. Without it (the items the
    /// walk shifted, ``RelationState/shiftedItems``) elements are not read: a shifted item that is not listed as moved
    /// held the frame last written to it when the restore before this ran (which reads back every item another writer
    /// may have set), or that restore wrote it again; one listed as moved too is left to the moved ones (written once).
    ///
    /// The nodes among them are written in batches (`FrameGate.write(admitted:to:at:)`: one call, and one move of the
    /// count of frame writes, per batch), listed in `moved` itself as it is read (a batch's list never passes the item
    /// being read); an element that is not a node ends the batch before it and is written through its setter, so the
    /// elements are written in the order they are listed. `moved` is moved out of the state by the caller, as the
    /// buffers below are here, so `frame(ofItem:)` reads the state without a copy.
    @inline(__always)
    private func writeListed(_ elements: [HeldElement], _ moved: inout [Int], count: Int, readBack: Bool) {
        var written: [CGRect] = [], unwritten: [Bool] = []
        swap(&written, &state.writtenFrames)
        swap(&unwritten, &state.unwritten)
        defer {
            swap(&written, &state.writtenFrames)
            swap(&unwritten, &state.unwritten)
        }
        moved.withUnsafeMutableBufferPointer { moved in
            elements.withUnsafeBufferPointer { elements in
                structure.itemNodes.withUnsafeBufferPointer { nodes in
                    written.withUnsafeMutableBufferPointer { written in
                        unwritten.withUnsafeMutableBufferPointer { unwritten in
                            state.itemBase.withUnsafeBufferPointer { bases in
                                state.itemRects.withUnsafeBufferPointer { rects in
                                    state.itemChainOffset.withUnsafeBufferPointer { chainOffsets in
                                        var batched = 0
                                        for cursor in 0..<count {
                                            let index = moved[cursor]
                                            if readBack { unwritten[index] = false } else if unwritten[index] { continue }
                                            let frame: CGRect
                                            if !readBack, bases[index] <= 0 {
                                                // A shifted item placed in the container itself (a row), not listed as moved.
                                                guard let y = RelationPass.shiftedFrameY(rectY: rects[index].origin.y, chainOffset: chainOffsets[index],
                                                                                         written: written[index]) else { continue }
                                                var shifted = written[index]
                                                shifted.origin.y = y
                                                frame = shifted
                                            } else {
                                                // An item placed in the container itself from the buffers; others through their base.
                                                frame = bases[index] > 0 ? self.frame(ofItem: index)
                                                    : RelationPass.frame(solved: rects[index], chainOffset: chainOffsets[index])
                                                // Unchanged since it was written, and (read back) still what the element holds.
                                                if RelationPass.same(frame, written[index]),
                                                   !readBack || RelationPass.same(elements[index].frameOnLayoutTask, frame) { continue }
                                            }
                                            written[index] = frame
                                            if nodes[index] != nil {
                                                moved[batched] = index
                                                batched += 1
                                            } else {
                                                RelationPass.writeBatch(written, nodes, moved, count: &batched)
                                                FrameGate.write(admitted: frame, to: elements[index].object)
                                            }
                                        }
                                        RelationPass.writeBatch(written, nodes, moved, count: &batched)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The y of the frame of a row placed in the container itself (``RelationState/itemBase`` at most 0) that moved
    /// along y alone to `rectY` (its rect's y in the container's space), or `nil` when that is the y last written.
    ///
    /// Its frame is the one last written but for the y (nothing else of it changed since), and the gate admits each
    /// value on its own (`FrameGate.admitted(coordinate:)`), so only the new y is computed and compared: for the rows
    /// the walks write (`placeMarked()`) and the shifted ones ``writeFrames(incremental:)`` writes.
    @inline(__always)
    static func shiftedFrameY(rectY: CGFloat, chainOffset: CGPoint, written: CGRect) -> CGFloat? {
        let y = FrameGate.admitted(coordinate: rectY - chainOffset.y)
        return y == written.origin.y ? nil : y
    }

    /// Writes the frames of the first `count` items listed in `list` to their nodes, and empties the batch.
    @inline(__always)
    private static func writeBatch(_ frames: UnsafeMutableBufferPointer<CGRect>, _ nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>?>,
                                   _ list: UnsafeMutableBufferPointer<Int>, count: inout Int) {
        guard count > 0 else { return }
        FrameGate.write(admitted: UnsafeBufferPointer(frames), to: nodes, at: UnsafeBufferPointer(rebasing: list[0..<count]))
        count = 0
    }

    /// Writes item `index`'s last written frame again when another writer changed it (and it did not move since).
    private func restore(_ index: Int) {
        let element = structure.itemElements[index]
        guard !state.unwritten[index], !RelationPass.same(element.frameOnLayoutTask, state.writtenFrames[index]) else { return }
        element.write(admitted: state.writtenFrames[index])
    }
}
