import Synchronization

// One type for the two global counts (they were two types of one shape). Another module (a relations pass) calls the
// getter, which is a load and a select: `@inlinable` on a `package` member is not inlined across modules by this
// toolchain's SwiftPM builds (a `public` one would be, but would then call the counter's addressor), and each counter
// stays private. Measured with callgrind: a relations title change at 10 rows 47,598 → 47,512 instructions, the feed
// cell unchanged.
/// A global count of one kind of change to nodes, on any task: a pass remembers it and, while it has not moved, knows
/// that no change of that kind happened since.
package enum Epoch: Sendable {
    /// Changes to node trees that can end a node's life or move it: a child inserted or removed, a node deallocated.
    ///
    /// Scheme passes that write frames (layout and `apply(snapshot:)`) use it to hold their nodes
    /// without reference counting: a plan remembers which of its nodes were in a tree at an epoch, and
    /// while the epoch has not moved each of them is still held by the parent it had then (which the
    /// pass holds), so none can have been deallocated. Any change moves the epoch and the plan loads its
    /// nodes through their weak references again. Snapshot passes, which may run on other tasks while
    /// the tree is mutated, always load their elements strongly.
    case tree
    /// Writes to `LayoutNode` frames and bounds (by any writer, on any task).
    ///
    /// A relation layout that wrote its items' frames remembers the count; when it has not moved at the
    /// next pass, no node's frame was set since (by hand or by another block), so the layout need not
    /// read every node item back to find frames another writer changed.
    case frame

    /// The current count.
    @inline(__always) package var current: UInt {
        switch self {
        case .tree: treeEpochCounter.load(ordering: .acquiring)
        case .frame: frameEpochCounter.load(ordering: .acquiring)
        }
    }

    /// Moves the count on (after a change of its kind).
    @inline(__always) func advance() {
        switch self {
        case .tree: treeEpochCounter.add(1, ordering: .acquiringAndReleasing)
        case .frame: frameEpochCounter.add(1, ordering: .acquiringAndReleasing)
        }
    }
}

/// ``Epoch/tree``'s count. Statically initialized: reading it is one load.
private let treeEpochCounter = Atomic<UInt>(0)
/// ``Epoch/frame``'s count. Statically initialized: reading it is one load.
private let frameEpochCounter = Atomic<UInt>(0)
