import Foundation
import Synchronization

/// A global count of events of one kind, moved on at each of them (``TreeEpoch``, ``FrameEpoch``).
///
/// Its instances are global `let`s, statically initialized: reading one is one load, with no lazy-initialization
/// check, on the passes' hot paths.
package struct EpochCounter: ~Copyable, Sendable {
    @usableFromInline let counter = Atomic<UInt>(0)

    /// A count at 0.
    package init() {}

    /// The current count (inlinable: the relation passes read it from another module, and a call there would add one to
    /// the addressor's for each read; +30 instructions per relations title change when it was not).
    @inlinable @inline(__always) package var current: UInt {
        counter.load(ordering: .acquiring)
    }

    /// Moves the count on (after an event).
    @inline(__always) func advance() {
        counter.add(1, ordering: .acquiringAndReleasing)
    }
}

// The two counters are read as `TreeEpoch.current` and `FrameEpoch.current`, the spelling of a type's static, which the
// passes (scheme plans, relation passes) used when each was an enum of its own.

/// A global count of the changes to node trees that can end a node's life or move it: a child
/// inserted or removed, a node deallocated.
///
/// Scheme passes that write frames (layout and `apply(snapshot:)`) use it to hold their nodes
/// without reference counting: a plan remembers which of its nodes were in a tree at an epoch, and
/// while the epoch has not moved each of them is still held by the parent it had then (which the
/// pass holds), so none can have been deallocated. Any change moves the epoch and the plan loads its
/// nodes through their weak references again. Snapshot passes, which may run on other tasks while
/// the tree is mutated, always load their elements strongly.
package let TreeEpoch = EpochCounter()

/// A global count of writes to `LayoutNode` frames and bounds (by any writer, on any task).
///
/// A relation layout that wrote its items' frames remembers the count; when it has not moved at the
/// next pass, no node's frame was set since (by hand or by another block), so the layout need not
/// read every node item back to find frames another writer changed.
package let FrameEpoch = EpochCounter()
