/// Where a ``RelationLayout`` keeps what its passes know between passes (``RelationState``), one state per
/// direction, in memory of its own that a pass updates in place: the state is never copied, nor moved in
/// and out of the layout, per pass (it is large: a copy cost about 3,400 instructions per pass).
///
/// A pass reaches its state through ``RelationPass/state``, an address into this memory: no reference
/// count, no uniqueness or exclusivity check on the way. That is sound because of how it is used: the
/// layout owns this object for its whole life; it asks for a state only inside `withPass`, under its pass
/// lock and with re-entrance refused (`inPass`), so one pass at a time uses a direction's state, and the
/// pass does not outlive the call (the layout, and so the memory, are alive while it runs).
///
/// A state is made for one compiled structure (its arrays are sized by it): asked for with another
/// structure (the relations were compiled again), it is replaced by a fresh one. Replacing happens only
/// where a pass starts, never under a running pass, so a compilation during a pass (an item's content
/// listing this layout's items) does not pull the state from under it.
final class RelationStates {
    private let storage = UnsafeMutablePointer<RelationState>.allocate(capacity: 2)
    /// Per direction: the structure its state was made for (`nil`: no state in the memory).
    private var madeFor: (RelationStructure?, RelationStructure?) = (nil, nil)

    init() {}

    /// The state of `direction` (0 left to right, 1 right to left) for `structure`: the one kept, or a fresh one
    /// when there is none or it was made for another structure.
    func state(_ direction: Int, for structure: RelationStructure) -> UnsafeMutablePointer<RelationState> {
        let slot = storage + direction
        let made = direction == 0 ? madeFor.0 : madeFor.1
        if made !== structure {
            if made != nil {
                slot.pointee = RelationState(for: structure)
            } else {
                slot.initialize(to: RelationState(for: structure))
            }
            if direction == 0 { madeFor.0 = structure } else { madeFor.1 = structure }
        }
        return slot
    }

    deinit {
        if madeFor.0 != nil { storage.deinitialize(count: 1) }
        if madeFor.1 != nil { (storage + 1).deinitialize(count: 1) }
        storage.deallocate()
    }
}
