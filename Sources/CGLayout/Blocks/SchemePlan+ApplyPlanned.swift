import Foundation

extension SchemePlan {
    /// Validates and writes a snapshot this plan took (``SchemeSnapshotStorage``): a straight loop over
    /// its entries, one per slot, in pass order (the order `layout()` writes them).
    ///
    /// An entry of a computed block names the plan's element of its slot: when that element is loaded
    /// now it is the same element (the plan's weak reference resolves to nothing else), so the check is
    /// that it is still alive. Any other entry (a skipped block, an element freed since) is checked as
    /// the tree view's block snapshot is (``LayoutBlock/validate(_:element:checksContent:)``): the same
    /// errors, at the same path. Everything is checked before anything is written. The plan has no
    /// containers and no blocks that lay themselves out (the pass builds a tree for those), so the check
    /// runs no user code.
    /// `readings`: the elements the snapshot asked for what they kept, checked before the first write.
    /// `containers`: the containers whose content it is; an element outside the content's space is not written
    /// (``ContentSpace``).
    func applyPlanned(_ storage: SchemeSnapshotStorage, writing: Bool, readings: SnapshotReadings?,
                      containers: ActiveContainers? = nil) throws(LayoutSnapshotError) {
        let count = slotElement.count
        // Made here, and tested by a Bool on every write: made in the closure, the closure held `containers` (a retain
        // and release per apply), and testing the optional on every write kept the frame in memory across it. Only when
        // writing: a container's super element may be user code, and validating alone runs none.
        var space = writing ? ContentSpace(containers) : nil
        let checksSpace = space != nil
        let result: Result<Void, LayoutSnapshotError> = withLoadedElements(unretained: writing) { loaded in
            storage.withEntries { entries in
                for slot in 0..<count {
                    let index = slotElement[slot]
                    let entry = entries + slot
                    if entry.pointee.computed, entry.pointee.id != nil, loaded.borrowed[index] != nil { continue }
                    do throws(LayoutSnapshotError) {
                        try LayoutBlock<LayoutNode>.validate(storage.child(at: slot), element: loaded.borrowed[index]?.element,
                                                             checksContent: false)
                    } catch {
                        return .failure(error.located(atSlot: slot, in: shape))
                    }
                }
                guard writing else { return .success(()) }
                if let readings {
                    readings.check()
                    loaded.revalidate(self)   // user code
                }
                for slot in 0..<count {
                    let index = slotElement[slot]
                    let entry = entries + slot
                    guard entry.pointee.computed, entry.pointee.id != nil, let element = loaded.borrowed[index] else { continue }
                    // A frame setter may be user code: the elements are revalidated after each write.
                    defer { loaded.revalidate(self) }
                    if checksSpace, !ContentSpace.admits(element.element, in: &space) { continue }
                    let frame = entry.pointee.frame   // admitted by the pass that computed it
                    if let node = element.node {
                        guard node._withUnsafeGuaranteedRef({ $0.parentIdentifier }) != nil else { continue }
                        if pools.flags[index].contains(.notifiesResize) {
                            SchemePlan.write(frame, notifyingResizeOf: node)
                        } else {
                            FrameGate.write(admitted: frame, to: node)
                        }
                    } else {
                        guard element.element.superElement != nil else { continue }
                        FrameGate.write(admitted: frame, to: element.element)
                    }
                }
                return .success(())
            }
        }
        try result.get()
    }
}

extension LayoutSnapshotError {
    /// The error of the block of `slot`, located at that block's path in `shape` (block indices from the top).
    func located(atSlot slot: Int, in shape: [SchemePlan.Shape]) -> LayoutSnapshotError {
        func path(_ shape: [SchemePlan.Shape]) -> [Int]? {
            for (position, node) in shape.enumerated() {
                switch node {
                case .slot(let found) where found == slot: return [position]
                case .slot: continue
                case .group(let inner): if let rest = StackSpace.guarded({ path(inner.shapes) }) { return [position] + rest }
                }
            }
            return nil
        }
        return (path(shape) ?? []).reversed().reduce(self) { error, index in error.prefixed(by: index) }
    }
}
