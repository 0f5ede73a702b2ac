import Foundation

/// The element a snapshot was taken for: its identity and a weak reference to it.
///
/// An address alone is not an identity: once an element is freed, a new element may get its
/// address. The weak reference tells them apart: a snapshot of a freed element never matches
/// another element, whatever its address. Snapshots taken by a scheme share the scheme's own
/// weak reference (no allocation per element); others make one.
struct SnapshotElement: Sendable, Equatable {
    let id: ObjectIdentifier
    let reference: SchemePlan.ElementReference.Box

    init(_ element: any LayoutElement) {
        id = ObjectIdentifier(element)
        reference = SchemePlan.ElementReference.Box(element, adjustable: false)
    }

    init(id: ObjectIdentifier, reference: SchemePlan.ElementReference.Box) {
        self.id = id
        self.reference = reference
    }

    /// Whether this is `element`, alive: the same address and the same object.
    @inline(__always)
    func matches(_ element: AnyObject?) -> Bool {
        guard let element, ObjectIdentifier(element) == id else { return false }
        return reference.object === element
    }

    /// Snapshots compare by the element's identity: the same address and the same object — the
    /// same weak reference, or two that both still reach that object. Two snapshots of elements
    /// freed since are equal only when they share the reference: a freed element's address may
    /// have been given to another, so an address alone never makes them equal.
    static func == (lhs: SnapshotElement, rhs: SnapshotElement) -> Bool {
        guard lhs.id == rhs.id else { return false }
        if lhs.reference === rhs.reference { return true }
        guard let object = lhs.reference.object else { return false }
        return rhs.reference.object === object
    }
}

extension SchemePlan.ElementReference.Box {
    /// The referenced element, or `nil` once it was freed.
    var object: AnyObject? {
        if let node { return node }
        if let adjustable { return adjustable }
        return element
    }
}
