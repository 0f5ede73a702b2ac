import CGLayout
import Foundation

// Items whose fitting size may change without a word: asked again by every pass.
extension FlexContainerCore {
    /// Whether `element`, a measured item, may change its fitting size without saying so: it does not
    /// conform to `IntrinsicSizeInvalidating`, or it does not call `invalidateIntrinsicSize()` on every
    /// change (a view's element: a label's text changes silently). Such an item is asked again by every
    /// pass, live or snapshot, as a block asks its element in every pass.
    static func changesSilently(_ element: any LayoutElement) -> Bool {
        reportingEveryIntrinsicSizeChange(element) == nil   // the test adaptive schemes' kept snapshots make too
    }

    /// Marks the measured items of the persistent tree that may change without a word
    /// (``changesSilently(_:)``) for measuring again, so that the pass about to run (live or a snapshot) asks
    /// them rather than reuse what an earlier pass measured — `layout()` and snapshot + apply give the same
    /// frames, and a snapshot thrown away changes nothing the next pass gives: a user's element answers its
    /// new size, and a view's
    /// element, asked off the main actor, answers what it kept and records itself in the snapshot's readings,
    /// whose apply checks that answer against the view (reported as a stale measurement and the view's
    /// super view asked to lay out again, as for a block's element). Items that say every change (nodes,
    /// text nodes) keep their measurements. Called under the pass lock, before the tree is laid out.
    func remeasureSilentItems() {
        FlexContainerCore.remeasureSilent(entries)
    }

    /// (Fields read in place: a copy of an entry would retain and release its element, whose weak references
    /// send both to the runtime's slow path.)
    private static func remeasureSilent(_ entries: [Entry]) {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if let core = buffer[index].core {
                    StackSpace.guarded { remeasureSilent(core.entries) }   // once per nested container
                } else if buffer[index].remeasuresEveryPass {
                    buffer[index].node.markDirty()
                }
            }
        }
    }
}
