import Foundation

extension SchemePlan {
    /// Checks a snapshot against the scheme's shape and elements, as
    /// `LayoutScheme.validate(snapshot:)` documents, loading each element once.
    func validate(_ snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try apply(snapshot, writing: false)
    }

    /// Validates `snapshot` and, when it matches and `writing`, writes it: one load of the elements for both.
    /// `validated`: the snapshot was validated already (with its container's), only write it. `containers`:
    /// the containers whose content it is (the re-entrance guard of the apply, see ``ActiveContainers``).
    func apply(_ snapshot: LayoutSnapshot, writing: Bool, validated: Bool = false,
               containers: ActiveContainers? = nil) throws(LayoutSnapshotError) {
        if let storage = snapshot.storage {
            if storage.plan === self { return try applyPlanned(storage, writing: writing, readings: snapshot.readings, containers: containers) }
            // Another plan's flat snapshot: checked as a tree, built once.
            var tree = LayoutSnapshot(kind: .group, frame: snapshot.frame, childSnapshots: storage.children)
            tree.readings = snapshot.readings
            return try apply(tree, writing: writing, validated: validated, containers: containers)
        }
        // Writing is a change to the tree's frames, made by the task that owns the tree: it may borrow
        // nodes unretained. Validating alone may run anywhere: it holds what it reads.
        let result: Result<Void, LayoutSnapshotError> = withLoadedElements(unretained: writing) { loaded in
            do throws(LayoutSnapshotError) {
                if !validated { try validate(shape, snapshot, loaded: &loaded, containers: containers) }
            } catch {
                return .failure(error)
            }
            guard writing else { return .success(()) }
            // Before the first write: the sizes the snapshot was given off their actor are checked against
            // the hosts as they were (user code: the elements are revalidated).
            if let readings = snapshot.readings {
                readings.check()
                loaded.revalidate(self)
            }
            write(shape, snapshot, loaded: &loaded, containers: containers)
            return .success(())
        }
        try result.get()
    }

    private func validate(_ shape: [Shape], _ snapshot: LayoutSnapshot,
                          loaded: inout LoadedElements, containers: ActiveContainers?) throws(LayoutSnapshotError) {
        guard snapshot.isGroup else {
            throw .structureMismatch(path: [], expected: "a group of \(shape.count) blocks", found: "a single block")
        }
        let childSnapshots = snapshot.childSnapshots   // read once: a flat snapshot builds it when read
        guard childSnapshots.count == shape.count else {
            throw .structureMismatch(path: [], expected: "\(shape.count) blocks", found: "\(childSnapshots.count)")
        }
        // By pointer: walking the children does not copy (and retain) each snapshot.
        let failure: (Int, LayoutSnapshotError)? = childSnapshots.withUnsafeBufferPointer { children in
            for index in shape.indices {
                do throws(LayoutSnapshotError) {
                    switch shape[index] {
                    case .group(let inner):
                        try StackSpace.guarded { () throws(LayoutSnapshotError) in try validate(inner.shapes, children[index], loaded: &loaded, containers: containers) }
                    case .slot(let slot): try validate(slot: slot, children.baseAddress! + index, loaded: &loaded, containers: containers)
                    }
                } catch {
                    return (index, error)
                }
            }
            return nil
        }
        if let (index, error) = failure { throw error.prefixed(by: index) }
    }

    private func validate(slot: Int, _ snapshot: UnsafePointer<LayoutSnapshot>,
                          loaded: inout LoadedElements, containers: ActiveContainers?) throws(LayoutSnapshotError) {
        let index = slotElement[slot]
        guard index >= 0 else {
            defer { loaded.revalidate(self) }   // user code
            try opaqueBlocks[slot]!.passValidate(snapshot: snapshot.pointee, within: containers)
            return
        }
        // A snapshot this plan took names the element by the plan's own weak reference: the same
        // reference to a loaded element is the same element, without loading the reference again.
        if snapshot.pointee.isTaken(by: elements[index].box), loaded.borrowed[index] != nil, !slotIsContainer[slot] {
            return
        }
        defer { loaded.revalidate(self) }   // a container's content check may call user code
        try LayoutBlock<LayoutNode>.validate(snapshot.pointee, element: loaded.borrowed[index]?.element, checksContent: slotIsContainer[slot],
                                                 containers: containers)
    }

    /// Writes the frames; after each write (a frame setter may be user code) the elements are revalidated.
    private func write(_ shape: [Shape], _ snapshot: LayoutSnapshot, loaded elements: inout LoadedElements,
                       containers: ActiveContainers?) {
        var space = containers.flatMap { $0.isEmpty ? nil : ContentSpace($0) }
        write(shape, snapshot, loaded: &elements, containers: containers, space: &space)
    }

    /// Writes the frames of the elements in the tree and, in a container's content, inside its space (``ContentSpace``).
    private func write(_ shape: [Shape], _ snapshot: LayoutSnapshot, loaded elements: inout LoadedElements,
                       containers: ActiveContainers?, space: inout ContentSpace?) {
        snapshot.childSnapshots.withUnsafeBufferPointer { children in
            for position in 0..<min(shape.count, children.count) {
                switch shape[position] {
                case .group(let inner):
                    StackSpace.guarded { write(inner.shapes, children[position], loaded: &elements, containers: containers, space: &space) }
                case .slot(let slot):
                    let index = slotElement[slot]
                    let child = children.baseAddress! + position
                    defer { elements.revalidate(self) }
                    guard index >= 0 else {
                        // Validated with the whole snapshot (`validate(_:_:loaded:containers:)`): validating it again
                        // here made adaptive schemes nested in each other's variants validate every level below
                        // at every level (quadratic in the depth).
                        opaqueBlocks[slot]!.passWrite(validated: child.pointee, within: containers)
                        continue
                    }
                    guard child.pointee.isElement, let element = elements.borrowed[index] else { continue }
                    let inTree = element.node.map { $0._withUnsafeGuaranteedRef { $0.parentIdentifier } != nil }
                        ?? (element.element.superElement != nil)
                    guard inTree else { continue }
                    if space != nil, !ContentSpace.admits(element.element, in: &space) { continue }
                    // As the layout pass writes it: a node measured by its present size tells its observers.
                    if pools.flags[index].contains(.notifiesResize), let node = element.node {
                        SchemePlan.write(child.pointee.frame, notifyingResizeOf: node)
                    } else {
                        element.setFrame(child.pointee.frame)
                    }
                    if slotIsContainer[slot] { ContainerContent.write(element.element as? any LayoutContainer, snapshot: child.pointee,
                                                                 containers: containers) }
                }
            }
        }
    }
}

extension LayoutSnapshot {
    /// Whether this is the snapshot of an element (not a group, not skipped).
    @inline(__always) var isElement: Bool {
        if case .element = kind { return true }
        return false
    }

    /// Whether this is an element's snapshot that names it by `reference` (a snapshot the plan took).
    @inline(__always) func isTaken(by reference: SchemePlan.ElementReference.Box) -> Bool {
        if case .element(let taken) = kind { return taken.reference === reference }
        return false
    }
}
