import CGLayout

extension FlexContainerCore {
    /// What changed in a container since its last pass, recorded under its lock, and the storage of the changes
    /// applied last: once emptied, the next changes are recorded in it, so a container that recorded changes
    /// before records more without allocating.
    struct PendingChanges {
        /// Changes of one pass.
        struct Recorded {
            var structure = true
            var remeasure: [ObjectIdentifier: any LayoutElement] = [:]
            var children: [ObjectIdentifier: FlexContainerCore] = [:]
        }

        /// The changes being recorded.
        var current = Recorded()
        private var spare = Recorded(structure: false)

        /// The changes recorded so far; recording starts again, empty, in the storage kept by ``keep(_:)``.
        mutating func take() -> Recorded {
            var taken = spare
            swap(&taken, &current)
            spare = Recorded(structure: false)
            current.structure = false
            return taken
        }

        /// Empties `applied` (changes `take()` returned, once applied) and keeps its storage for the changes after the next.
        mutating func keep(_ applied: inout Recorded) {
            applied.remeasure.removeAll(keepingCapacity: true)
            applied.children.removeAll(keepingCapacity: true)
            spare = applied
        }
    }
}
