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
    /// else the items that moved since, and those whose frame another writer changed (``RelationPass/writeFrames(incremental:)``).
    func writeFrames(_ pass: RelationPass) {
        let direction = pass.structure.rightToLeft ? 1 : 0
        pass.writeFrames(incremental: pass.state.writtenValid && lastWriter == direction)
        lastWriter = direction
    }
}
