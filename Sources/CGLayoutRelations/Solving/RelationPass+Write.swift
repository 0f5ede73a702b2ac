import CGLayout
import Foundation

/// The write-back of a live layout: the frames of the items that moved, and of those another writer changed.
extension RelationPass {
    /// Writes the items' frames: every item's when `incremental` is `false` (the state did not write the present
    /// frames last: after a compilation, an applied snapshot or a pass of the other direction), else the items that
    /// moved since the last write (``RelationState/movedItems``) and those another writer changed since.
    ///
    /// Frames another writer changed since (another block of a scheme, or set by hand) are written again, so a pass
    /// never depends on the frames the last one left: one read per item that did not move (a node's frame without
    /// its lock: this is the task that writes frames). While no node's frame was set since this layout wrote
    /// (``FrameEpoch`` has not moved), only the items that are not nodes are read. A moved item's frame is
    /// compared with the one last written, and written only when it differs or the element no longer holds it.
    ///
    /// The elements are read through the structure's `unowned(unsafe)` references: the structure holds every
    /// item strongly (``RelationStructure/held``), and the layout holds the structure for the pass.
    mutating func writeFrames(incremental: Bool) {
        // No node's frame or bounds was set since this pass read the bases' bounds origins (see `locate()`).
        state.basesCurrentAtWrite = FrameEpoch.current == state.epochAtLocate
        let elements = structure.itemElements
        if incremental {
            if FrameEpoch.current != state.frameEpochAfterWrite {
                for index in structure.items.indices { restore(index) }
            } else {
                for index in structure.itemsOtherThanNodes { restore(index) }
            }
            writeMoved(elements)
        } else {
            for index in structure.items.indices {
                let frame = self.frame(ofItem: index)
                state.writtenFrames[index] = frame
                elements[index].write(admitted: frame)
            }
            for cursor in 0..<state.movedCount { state.unwritten[state.movedItems[cursor]] = false }
        }
        state.movedCount = 0
        state.writtenValid = true
        state.frameEpochAfterWrite = FrameEpoch.current
    }

    /// Writes the moved items whose frame differs from the one last written or from what the element holds, and
    /// clears their marks: one visit per moved item, on buffers taken once (no uniqueness or bounds check per item).
    ///
    /// The nodes among them are written as batches (`FrameGate.write(admitted:to:)` with buffers: one call, and one
    /// move of the count of frame writes, per batch); an element that is not a node ends the batch before it and is
    /// written through its setter, so the elements are written in the order they moved.
    private mutating func writeMoved(_ elements: [HeldElement]) {
        let count = state.movedCount
        guard count > 0 else { return }
        // Moved out of the state while the buffers are held, so `frame(ofItem:)` reads the state without a copy.
        var written: [CGRect] = [], unwritten: [Bool] = [], batchFrames: [CGRect] = [], batchNodes: [Unmanaged<LayoutNode>?] = []
        swap(&written, &state.writtenFrames)
        swap(&unwritten, &state.unwritten)
        swap(&batchFrames, &state.batchFrames)
        swap(&batchNodes, &state.batchNodes)
        defer {
            swap(&written, &state.writtenFrames)
            swap(&unwritten, &state.unwritten)
            swap(&batchFrames, &state.batchFrames)
            swap(&batchNodes, &state.batchNodes)
        }
        state.movedItems.withUnsafeBufferPointer { moved in
            elements.withUnsafeBufferPointer { elements in
                written.withUnsafeMutableBufferPointer { written in
                    unwritten.withUnsafeMutableBufferPointer { unwritten in
                        batchFrames.withUnsafeMutableBufferPointer { batchFrames in
                            batchNodes.withUnsafeMutableBufferPointer { batchNodes in
                                var batched = 0
                                for cursor in 0..<count {
                                    let index = moved[cursor]
                                    unwritten[index] = false
                                    let frame = self.frame(ofItem: index)
                                    // Unchanged since it was written, and still what the element holds (no other writer since).
                                    if RelationPass.same(frame, written[index]), RelationPass.same(elements[index].frameOnLayoutTask, frame) { continue }
                                    written[index] = frame
                                    if let node = elements[index].node {
                                        batchFrames[batched] = frame
                                        batchNodes[batched] = node
                                        batched += 1
                                    } else {
                                        RelationPass.writeBatch(batchFrames, batchNodes, count: &batched)
                                        FrameGate.write(admitted: frame, to: elements[index].object)
                                    }
                                }
                                RelationPass.writeBatch(batchFrames, batchNodes, count: &batched)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the first `count` frames of a batch to their nodes, and empties it.
    @inline(__always)
    private static func writeBatch(_ frames: UnsafeMutableBufferPointer<CGRect>, _ nodes: UnsafeMutableBufferPointer<Unmanaged<LayoutNode>?>,
                                   count: inout Int) {
        guard count > 0 else { return }
        FrameGate.write(admitted: UnsafeBufferPointer(rebasing: frames[0..<count]), to: UnsafeBufferPointer(rebasing: nodes[0..<count]))
        count = 0
    }

    /// Writes item `index`'s last written frame again when another writer changed it (and it did not move since).
    private func restore(_ index: Int) {
        let element = structure.itemElements[index]
        guard !state.unwritten[index], !RelationPass.same(element.frameOnLayoutTask, state.writtenFrames[index]) else { return }
        element.write(admitted: state.writtenFrames[index])
    }
}
