import Foundation

extension SchemePlan.Pass {
    /// Whether a snapshot recorded since `start` may hold a frame of an element of the table (see `absorb(_:since:)`).
    func tableMayBeIn(since start: Int, _ chain: PassChain) -> Bool {
        for index in 0..<plan.elements.count {
            if let element = loaded[index], chain.mayHold(ObjectIdentifier(element.element), since: start) { return true }
        }
        return false
    }

    /// The frame of the snapshot ``assemble(_:sourceRect:)`` would build (``LayoutSnapshot/union(of:)``
    /// at every level), without building it.
    func union(_ shape: [SchemePlan.Shape], sourceRect: CGRect) -> CGRect {
        var extent = FrameUnion()
        for node in shape {
            let f: CGRect
            switch node {
            case .group(let inner):
                f = StackSpace.guarded { union(inner.shapes, sourceRect: sourceRect) }   // once per level of nested schemes
            case .slot(let slot):
                let index = plan.slotElement[slot]
                if index < 0 {
                    let taken = contents?.snapshot(at: slot) ?? plan.opaqueBlocks[slot]!.snapshot(for: sourceRect, direction: direction)
                    guard !taken.isSkipped else { continue }
                    f = taken.frame
                } else {
                    guard slotValid[slot], loaded[index] != nil else { continue }
                    f = slotFrames[slot]
                }
            }
            extent.add(f)
        }
        return extent.rect
    }

    /// The snapshot of what this pass computed, in the scheme's shape: its blocks' frames flat in one
    /// ``SchemeSnapshotStorage`` (one allocation, no reference per element), or, when the scheme has
    /// containers or blocks that lay themselves out (their snapshots are trees of their own), a tree.
    func assemble(_ shape: [SchemePlan.Shape], sourceRect: CGRect) -> LayoutSnapshot {
        guard !plan.hasContainers, !plan.hasOpaqueBlocks else { return assembleTree(shape, sourceRect: sourceRect) }
        var extent = CGRect.zero
        let storage = SchemeSnapshotStorage(plan: plan) { entries in extent = fill(entries, shape) }
        return LayoutSnapshot(storage: storage, frame: extent)
    }

    /// Writes the entries of the blocks of `shape` and returns their union, as ``union(_:sourceRect:)``
    /// has it (a skipped block adds nothing; a group adds its union); the frames are admitted already.
    private func fill(_ entries: UnsafeMutablePointer<SchemeSnapshotStorage.Entry>, _ shape: [SchemePlan.Shape]) -> CGRect {
        var extent = FrameUnion()
        if plan.isFlat {
            // The usual scheme: slot `i` at position `i`, every slot an element's block (no opaque blocks here).
            plan.slotElement.withUnsafeBufferPointer { elementOf in
                for slot in elementOf.indices { fill(entries, slot: slot, element: elementOf[slot], &extent) }
            }
            return extent.rect
        }
        shape.withUnsafeBufferPointer { nodes in
            for position in nodes.indices {
                switch nodes[position] {
                case .group(let inner):
                    extent.add(StackSpace.guarded { fill(entries, inner.shapes) })
                case .slot(let slot):
                    fill(entries, slot: slot, element: plan.slotElement[slot], &extent)
                }
            }
        }
        return extent.rect
    }

    /// Writes the entry of `slot`, the block of `element` of the element table, and adds its frame to `extent`.
    @inline(__always)
    private func fill(_ entries: UnsafeMutablePointer<SchemeSnapshotStorage.Entry>, slot: Int, element index: Int,
                      _ extent: inout FrameUnion) {
        let element = loaded[index]
        let computed = slotValid[slot]
        (entries + slot).initialize(to: .init(frame: computed ? slotFrames[slot] : .zero,
                                              id: element.map { ObjectIdentifier($0.element) }, computed: computed))
        if computed, element != nil { extent.add(admitted: slotFrames[slot]) }
    }

    /// The snapshot of what this pass computed, as a tree in the scheme's shape.
    private func assembleTree(_ shape: [SchemePlan.Shape], sourceRect: CGRect) -> LayoutSnapshot {
        var children: [LayoutSnapshot] = []
        children.reserveCapacity(shape.count)
        for node in shape {
            switch node {
            case .group(let inner):
                children.append(StackSpace.guarded { assembleTree(inner.shapes, sourceRect: sourceRect) })
            case .slot(let slot):
                let index = plan.slotElement[slot]
                guard index >= 0 else {
                    children.append(contents?.snapshot(at: slot) ?? plan.opaqueBlocks[slot]!.snapshot(for: sourceRect, direction: direction))
                    continue
                }
                let identifier = loaded[index].map { SnapshotElement(id: ObjectIdentifier($0.element), reference: plan.elements[index].box) }
                if slotValid[slot], let identifier {
                    let content = contents?.snapshot(at: slot).map { [$0] } ?? []
                    children.append(LayoutSnapshot(kind: .element(identifier), frame: slotFrames[slot], childSnapshots: content))
                } else {
                    children.append(LayoutSnapshot(kind: .skipped(identifier), frame: .zero))
                }
            }
        }
        return LayoutSnapshot(kind: .group, frame: LayoutSnapshot.union(of: children), childSnapshots: children)
    }
}
