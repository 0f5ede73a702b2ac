import Foundation

extension SchemePlan {
    /// Checks a snapshot against the scheme's shape and elements, as
    /// `LayoutScheme.validate(snapshot:)` documents, loading each element once.
    func validate(_ snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        let result: Result<Void, LayoutSnapshotError> = withLoadedElements { loaded in
            do throws(LayoutSnapshotError) {
                try validate(shape, snapshot, loaded: loaded)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    private func validate(_ shape: [Shape], _ snapshot: LayoutSnapshot,
                          loaded: UnsafeMutablePointer<Borrowed?>) throws(LayoutSnapshotError) {
        guard snapshot.isGroup else {
            throw .structureMismatch(path: [], expected: "a group of \(shape.count) blocks", found: "a single block")
        }
        guard snapshot.childSnapshots.count == shape.count else {
            throw .structureMismatch(path: [], expected: "\(shape.count) blocks", found: "\(snapshot.childSnapshots.count)")
        }
        for (index, (node, child)) in zip(shape, snapshot.childSnapshots).enumerated() {
            do {
                switch node {
                case .group(let inner): try validate(inner, child, loaded: loaded)
                case .slot(let slot): try validate(slot: slot, child, loaded: loaded)
                }
            } catch {
                throw error.prefixed(by: index)
            }
        }
    }

    private func validate(slot: Int, _ snapshot: LayoutSnapshot,
                          loaded: UnsafeMutablePointer<Borrowed?>) throws(LayoutSnapshotError) {
        let index = slotElement[slot]
        guard index >= 0 else {
            try opaqueBlocks[slot]!.validate(snapshot: snapshot)
            return
        }
        // A snapshot this plan took names the element by the plan's own weak reference: the same
        // reference to a loaded element is the same element, without loading the reference again.
        if case .element(let taken) = snapshot.kind, taken.reference === elements[index].box, loaded[index] != nil,
           !slotIsContainer[slot] {
            return
        }
        try LayoutBlock<LayoutNode>.validate(snapshot, element: loaded[index]?.element, checksContent: slotIsContainer[slot])
    }

    /// Writes a validated snapshot, loading each element once; an element
    /// that left its tree (or a skipped block) writes nothing.
    func write(_ snapshot: LayoutSnapshot) {
        withLoadedElements { loaded in write(shape, snapshot, loaded: loaded) }
    }

    private func write(_ shape: [Shape], _ snapshot: LayoutSnapshot, loaded: UnsafeMutablePointer<Borrowed?>) {
        for (node, child) in zip(shape, snapshot.childSnapshots) {
            switch node {
            case .group(let inner):
                write(inner, child, loaded: loaded)
            case .slot(let slot):
                let index = slotElement[slot]
                guard index >= 0 else {
                    try? opaqueBlocks[slot]!.apply(snapshot: child)
                    continue
                }
                guard case .element = child.kind, let element = loaded[index] else { continue }
                let inTree = element.node.map { $0._withUnsafeGuaranteedRef { $0.parentIdentifier } != nil }
                    ?? (element.element.superElement != nil)
                guard inTree else { continue }
                element.setFrame(child.frame)
                if slotIsContainer[slot] { ContainerContent.write(element.element as? any LayoutContainer, snapshot: child) }
            }
        }
    }
}
