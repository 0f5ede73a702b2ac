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
    /// (as YogaKit applies only new layouts); after a snapshot was applied through the layout, or
    /// after another pass of the other direction, it writes them all. Call this after setting an
    /// item's frame by hand, or when another block of a scheme writes the same items, to have the
    /// next pass write every frame again.
    public func invalidateWrittenFrames() {
        passLock.lock()
        defer { passLock.unlock() }
        lastWriter = nil
    }

    /// Runs `body` for the items to write: every item when `system` did not write the present frames
    /// last, else the items that moved since; it writes what differs from the frames it wrote.
    func forEachFrameToWrite(_ system: RelationSystem, _ body: (Int, CGRect) -> Void) {
        let incremental = system.writtenValid && lastWriter === system
        func visit(_ index: Int) {
            let frame = FrameGate.admitted(system.frame(ofItem: index))
            // Unchanged since it was written, and still what the element holds (no other writer since).
            if incremental, RelationSystem.same(frame, system.writtenFrames[index]),
               RelationSystem.same(system.itemElements[index].frameOnLayoutTask, frame) { return }
            system.writtenFrames[index] = frame
            body(index, frame)
        }
        if incremental {
            for index in system.movedItems { visit(index) }
            // Frames another writer changed since (another block of a scheme, or set by hand) are written
            // again, so a pass never depends on the frames the last one left: one read per item that did
            // not move (a node's frame without its lock: this is the task that writes frames).
            system.itemElements.withUnsafeBufferPointer { elements in
                system.writtenFrames.withUnsafeBufferPointer { written in
                    system.unwritten.withUnsafeBufferPointer { unwritten in
                        for index in 0..<elements.count where !unwritten[index] {
                            guard !RelationSystem.same(elements[index].frameOnLayoutTask, written[index]) else { continue }
                            body(index, written[index])
                        }
                    }
                }
            }
        } else {
            for index in system.items.indices { visit(index) }
        }
        for index in system.movedItems { system.unwritten[index] = false }
        system.movedItems.removeAll(keepingCapacity: true)
        system.writtenValid = true
        lastWriter = system
    }
}
