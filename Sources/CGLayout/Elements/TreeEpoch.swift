import Foundation
import Synchronization

// `TreeEpoch` and `FrameEpoch` are two counters with one shape (`duplicates` lists the pair): each is a statically
// initialized global read in one load on the pass's hot path. Folded into one `~Copyable` counter type with two global
// instances (tried 27 November, callgrind, release), the feed cell was unchanged but a relations title change cost 30 more
// instructions (47,329 → 47,359 at 10 rows, 160,680 → 160,712 at 1,000): the relations module then calls the global's
// addressor and the counter's getter (not inlined there, even `@inlinable`) for each read, where it calls one getter here.
/// A global count of the changes to node trees that can end a node's life or move it: a child
/// inserted or removed, a node deallocated.
///
/// Scheme passes that write frames (layout and `apply(snapshot:)`) use it to hold their nodes
/// without reference counting: a plan remembers which of its nodes were in a tree at an epoch, and
/// while the epoch has not moved each of them is still held by the parent it had then (which the
/// pass holds), so none can have been deallocated. Any change moves the epoch and the plan loads its
/// nodes through their weak references again. Snapshot passes, which may run on other tasks while
/// the tree is mutated, always load their elements strongly.
package enum TreeEpoch {
    /// The current epoch.
    @inline(__always) package static var current: UInt {
        treeEpochCounter.load(ordering: .acquiring)
    }

    /// Moves the epoch on (after a tree change).
    @inline(__always) static func advance() {
        treeEpochCounter.add(1, ordering: .acquiringAndReleasing)
    }
}

/// Statically initialized: reading it is one load.
private let treeEpochCounter = Atomic<UInt>(0)

// Same shape as `TreeEpoch` by design (see there).
/// A global count of writes to `LayoutNode` frames and bounds (by any writer, on any task).
///
/// A relation layout that wrote its items' frames remembers the count; when it has not moved at the
/// next pass, no node's frame was set since (by hand or by another block), so the layout need not
/// read every node item back to find frames another writer changed.
package enum FrameEpoch {
    /// The current count.
    @inline(__always) package static var current: UInt {
        frameEpochCounter.load(ordering: .acquiring)
    }

    /// Moves the count on (after a node's frame or bounds were set).
    @inline(__always) static func advance() {
        frameEpochCounter.add(1, ordering: .acquiringAndReleasing)
    }
}

/// Statically initialized: reading it is one load.
private let frameEpochCounter = Atomic<UInt>(0)
