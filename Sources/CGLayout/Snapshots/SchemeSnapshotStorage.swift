import Foundation

/// The storage of a scheme's snapshot taken by its compiled plan: one entry per block (the plan's slots,
/// in pass order) in one allocation, and the plan itself, held strongly.
///
/// Why it is safe without a reference per element: the plan names element `i` by its own weak reference
/// (``SchemePlan/ElementReference/Box``), which only ever resolves to the element it was made for, or to
/// `nil` once that element is freed. A snapshot names the plan, so "entry `i` of this plan" is the element
/// itself, never another object that reused a freed element's address (see ``SchemePlan/applyPlanned(_:writing:readings:containers:)``).
/// The tree view (``LayoutSnapshot/childSnapshots``) is built from the entries when asked for, naming
/// each element by the same weak reference and identity as a snapshot built as a tree: the same values.
///
/// Immutable once the pass filled it (`@unchecked`: `ManagedBuffer` is not `Sendable`), so it may be
/// read from any task; the plan is `Sendable`.
struct SchemeSnapshotStorage: @unchecked Sendable {
    struct Header {
        /// The plan whose pass filled the entries (its slots, shape and element table).
        let plan: SchemePlan
        let count: Int
    }

    /// A block's result: its frame when `computed`; the identity of its element when it was loaded
    /// (`nil`: the element was freed before the pass, a skipped block of no element).
    struct Entry {
        var frame: CGRect
        var id: ObjectIdentifier?
        var computed: Bool
    }

    final class Buffer: ManagedBuffer<Header, Entry> {
        deinit {
            _ = withUnsafeMutablePointers { header, entries in entries.deinitialize(count: header.pointee.count) }
        }
    }

    /// The buffer, kept as a plain class reference: a stored subclass of the generic `ManagedBuffer` is
    /// copied and destroyed through generic value witnesses (≈ 60 instructions each, several per snapshot).
    let object: AnyObject
    @inline(__always) var buffer: Buffer { unsafeDowncast(object, to: Buffer.self) }

    /// The storage whose buffer is `object` (a ``LayoutSnapshot`` keeps only the reference).
    init(object: AnyObject) { self.object = object }

    /// Storage for the blocks of `plan`, filled by `fill(entries)`, which must initialize every entry.
    init(plan: SchemePlan, fill: (UnsafeMutablePointer<Entry>) -> Void) {
        let count = plan.slotElement.count
        let buffer = Buffer.create(minimumCapacity: max(count, 1)) { _ in Header(plan: plan, count: count) }
        buffer.withUnsafeMutablePointerToElements(fill)
        object = buffer
    }

    /// Read through the header's pointer: `header` itself is a class property with a dynamic exclusivity check.
    var plan: SchemePlan { buffer.withUnsafeMutablePointerToHeader { $0.pointee.plan } }

    /// Calls `body` with the entries, one per slot.
    @inline(__always)
    func withEntries<R>(_ body: (UnsafePointer<Entry>) -> R) -> R {
        buffer.withUnsafeMutablePointerToElements { body(UnsafePointer($0)) }
    }

    /// The snapshots of the scheme's blocks, in its shape (what ``LayoutSnapshot/childSnapshots`` returns).
    var children: [LayoutSnapshot] {
        withEntries { entries in children(plan.shape, entries) }
    }

    /// The snapshot of the block of `slot`, as a snapshot built as a tree has it.
    func child(at slot: Int) -> LayoutSnapshot {
        withEntries { Self.child(plan, slot: slot, $0[slot]) }
    }

    private func children(_ shape: [SchemePlan.Shape], _ entries: UnsafePointer<Entry>) -> [LayoutSnapshot] {
        shape.map { node -> LayoutSnapshot in
            switch node {
            case .group(let inner):
                let nested: [LayoutSnapshot] = StackSpace.guarded { self.children(inner.shapes, entries) }   // once per level of nested schemes
                return LayoutSnapshot(kind: .group, frame: LayoutSnapshot.union(of: nested), childSnapshots: nested)
            case .slot(let slot):
                return Self.child(plan, slot: slot, entries[slot])
            }
        }
    }

    private static func child(_ plan: SchemePlan, slot: Int, _ entry: Entry) -> LayoutSnapshot {
        let taken = entry.id.map { SnapshotElement(id: $0, reference: plan.elements[plan.slotElement[slot]].box) }
        if entry.computed, let taken { return LayoutSnapshot(kind: .element(taken), frame: entry.frame) }
        return LayoutSnapshot(kind: .skipped(taken), frame: .zero)
    }
}
