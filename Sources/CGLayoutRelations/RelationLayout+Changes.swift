import CGLayout
import Foundation

/// What changed since the last pass: the content of text items (told by the items), and the frames a
/// live layout wrote (so the next one writes only what moved, or what another writer changed).
extension RelationLayout {
    /// Notes that a text item's content changed: the next pass measures it again (and only the items
    /// told so, besides those that cannot tell). Called by the items' `invalidateIntrinsicSize()`.
    ///
    /// - Parameter element: The element whose content changed.
    public func intrinsicSizeDidChange(of element: any LayoutElement) {
        let id = ObjectIdentifier(element)
        registryLock.withLock {
            changedContent[0].append(id)
            changedContent[1].append(id)
        }
    }

    /// Makes the next live layout write every item's frame.
    ///
    /// A live layout writes the frames of the items that moved since the layout last wrote them
    /// (as YogaKit applies only new layouts), and those another writer changed since (a frame set
    /// by hand, or by another block of a scheme: found by reading the items back whenever a node's
    /// frame was set since the last pass, and at every pass for items that are not nodes); after a
    /// snapshot was applied through the layout, or after another pass of the other direction, it
    /// writes them all. Call this to have the next pass write every frame again (an element whose
    /// frame is kept somewhere the layout cannot read back, say).
    public func invalidateWrittenFrames() {
        passLock.lock()
        defer { passLock.unlock() }
        lastWriter = nil
    }

    /// Writes the items' frames: every item when this direction's state did not write the present frames last,
    /// else the items that moved since, and those whose frame another writer changed.
    func writeFrames(_ pass: inout RelationPass) {
        let direction = pass.structure.rightToLeft ? 1 : 0
        let incremental = pass.state.writtenValid && lastWriter == direction
        if incremental {
            // Frames another writer changed since (another block of a scheme, or set by hand) are written again, so a
            // pass never depends on the frames the last one left: one read per item that did not move (a node's frame
            // without its lock: this is the task that writes frames). While no node's frame was set since this layout
            // wrote (``FrameEpoch`` has not moved), only the items that are not nodes are read.
            func restore(_ index: Int) {
                let element = pass.structure.itemElements[index]
                guard !pass.state.unwritten[index], !RelationPass.same(element.frameOnLayoutTask, pass.state.writtenFrames[index]) else { return }
                element.write(pass.state.writtenFrames[index])
            }
            if FrameEpoch.current != pass.state.frameEpochAfterWrite {
                for index in pass.structure.items.indices { restore(index) }
            } else {
                for index in pass.structure.itemsOtherThanNodes { restore(index) }
            }
            for index in pass.state.movedItems {
                let frame = FrameGate.admitted(pass.frame(ofItem: index))
                // Unchanged since it was written, and still what the element holds (no other writer since).
                if RelationPass.same(frame, pass.state.writtenFrames[index]),
                   RelationPass.same(pass.structure.itemElements[index].frameOnLayoutTask, frame) { continue }
                pass.state.writtenFrames[index] = frame
                pass.structure.itemElements[index].write(frame)
            }
        } else {
            for index in pass.structure.items.indices {
                let frame = FrameGate.admitted(pass.frame(ofItem: index))
                pass.state.writtenFrames[index] = frame
                pass.structure.itemElements[index].write(frame)
            }
        }
        for index in pass.state.movedItems { pass.state.unwritten[index] = false }
        pass.state.movedItems.removeAll(keepingCapacity: true)
        pass.state.writtenValid = true
        pass.state.frameEpochAfterWrite = FrameEpoch.current
        lastWriter = direction
    }
}
