import Foundation

/// One element per host, for as long as the host lives.
///
/// Identity matters to layout (a constraint names an element, a snapshot records it, a
/// conversion walks super elements), so a host must always get the same element. The table
/// holds elements strongly and hosts weakly; entries whose host is gone are dropped as the
/// table grows. It is main-actor state, like the hosts it maps: one implementation on every
/// platform, where Objective-C's associated objects would exist on Apple's only.
@MainActor
enum HostElementRegistry {
    private struct Entry {
        weak var host: (any LayoutHost)?
        let element: HostElement
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last sweep: the next sweep runs when it has doubled.
    private static var sweptCount = 64

    static func element(for host: any LayoutHost) -> HostElement {
        let host = host.layoutRepresentingHost ?? host
        let id = ObjectIdentifier(host)
        // A freed host's address may be reused: an entry is this host's only if it still reaches it.
        if let entry = entries[id], entry.host === host { return entry.element }
        // The super hosts without an element get theirs first, from the top down (in a loop: a 100,000-level
        // tree), so that every element keeps its super host's from the start: a snapshot off the main actor
        // before any pass on it finds the element in the tree, as the super host holds it.
        var missing = [host], seen: Set<ObjectIdentifier> = [id]
        while let next = missing[missing.count - 1].layoutSuperHost.map({ $0.layoutRepresentingHost ?? $0 }),
              existingElement(for: next) == nil, seen.insert(ObjectIdentifier(next)).inserted {
            missing.append(next)
        }
        var element: HostElement?
        for next in missing.reversed() {
            element = HostElement(host: next)
            entries[ObjectIdentifier(next)] = Entry(host: next, element: element!)
        }
        if entries.count >= sweptCount * 2 { sweep() }
        return element!
    }

    /// The element `host` already has (the one of the view a backing layer belongs to), without making one.
    static func existingElement(for host: any LayoutHost) -> HostElement? {
        let host = host.layoutRepresentingHost ?? host
        guard let entry = entries[ObjectIdentifier(host)], entry.host === host else { return nil }
        return entry.element
    }

    /// Drops the entries of freed hosts.
    static func sweep() {
        entries = entries.filter { $0.value.host != nil }
        sweptCount = max(64, entries.count)
    }

    /// The number of elements the table holds (for tests).
    static var count: Int { entries.count }
}
