import Foundation

/// What a scheme precomputes when its blocks change: the blocks flattened in
/// pass order, the shape of its snapshots, and an index from element to the
/// pass slots that lay it out. Passes then need no casts and no searches.
final class SchemePlan: Sendable {
    enum Entry: Sendable {
        case leaf(any LeafLayoutBlock)
        /// A block of a type the scheme does not know; it lays itself out.
        case opaque(any LayoutBlockProtocol)
    }

    indirect enum Shape: Sendable {
        case slot(Int)
        case group([Shape])
    }

    let entries: [Entry]
    let shape: [Shape]
    /// The last slot laying out each element, and for each slot the previous slot of the same element (or -1).
    let lastSlot: [ObjectIdentifier: Int]
    let previousSlot: [Int]
    /// Slots whose element is a ``LayoutContainer`` (its content is laid out after it).
    let isContainer: [Bool]
    let hasContainers: Bool

    init(blocks: [any LayoutBlockProtocol]) {
        var entries: [Entry] = []
        func flatten(_ blocks: [any LayoutBlockProtocol]) -> [Shape] {
            blocks.map { block in
                if let scheme = block as? LayoutScheme { return .group(flatten(scheme.blocks)) }
                let slot = entries.count
                if let leaf = block as? any LeafLayoutBlock { entries.append(.leaf(leaf)) } else { entries.append(.opaque(block)) }
                return .slot(slot)
            }
        }
        shape = flatten(blocks)
        var lastSlot: [ObjectIdentifier: Int] = [:]
        var previousSlot = [Int](repeating: -1, count: entries.count)
        var isContainer = [Bool](repeating: false, count: entries.count)
        for (slot, entry) in entries.enumerated() {
            guard case .leaf(let leaf) = entry, let id = leaf.leafIdentifier else { continue }
            previousSlot[slot] = lastSlot[id] ?? -1
            lastSlot[id] = slot
            isContainer[slot] = leaf.leafElement is any LayoutContainer
        }
        self.isContainer = isContainer
        self.hasContainers = isContainer.contains(true)
        self.entries = entries
        self.lastSlot = lastSlot
        self.previousSlot = previousSlot
    }

    /// The super element of the first block whose element is in a tree: the
    /// container whose space an explicit source rect describes.
    func container() -> (any LayoutElement)? {
        for entry in entries {
            if case .leaf(let leaf) = entry, let superElement = leaf.leafElement?.superElement { return superElement }
        }
        return nil
    }

    /// Runs one pass. With `frames`/`valid` it records frames (snapshot, nothing
    /// written); without, it writes every frame as soon as it is computed.
    /// `outer` is the enclosing pass when this scheme is a container's content.
    func run(sourceRect: CGRect?, direction: LayoutDirection,
             frames: UnsafeMutablePointer<CGRect>?, valid: UnsafeMutablePointer<Bool>?,
             contents: ContainerContents? = nil, outer: OuterFrames? = nil) {
        var overrides = frames.map {
            FrameOverrides(frames: $0, valid: valid!, plan: self, filled: 0, contents: contents, outer: outer)
        }
        let container = sourceRect == nil ? nil : self.container()
        for (slot, entry) in entries.enumerated() {
            valid?[slot] = false
            switch entry {
            case .opaque(let block):
                // Opaque blocks are snapshotted when the snapshot is assembled.
                guard frames == nil else { continue }
                if let sourceRect { block.layout(in: sourceRect, direction: direction) } else { block.layout(direction: direction) }
            case .leaf(let leaf):
                overrides?.filled = slot
                guard let element = leaf.leafElement, let superElement = element.superElement else { continue }
                let context = LayoutContext(direction: direction, frames: FrameSource(overrides: overrides))
                let source: CGRect
                if let sourceRect, superElement === container {
                    source = sourceRect
                } else {
                    source = context.layoutBounds(of: superElement)
                }
                guard let frame = leaf.leafFrame(in: source, superElement: superElement, context: context) else { continue }
                if let frames {
                    frames[slot] = frame
                    valid?[slot] = true
                    if isContainer[slot], let box = element as? any LayoutContainer, let contents {
                        overrides?.filled = slot + 1
                        let inner = LayoutContext(direction: direction, frames: FrameSource(overrides: overrides))
                        if let content = ContainerContent.snapshot(box, frame: frame, context: inner) {
                            contents.record(content, at: slot)
                        }
                    }
                } else {
                    leaf.leafWrite(frame)
                    if isContainer[slot], let box = element as? any LayoutContainer {
                        ContainerContent.layout(box, frame: frame, direction: direction)
                    }
                }
            }
        }
    }

    /// Computes a snapshot of the whole scheme without writing to any element.
    func snapshot(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil) -> LayoutSnapshot {
        let count = max(entries.count, 1)
        let contents = hasContainers ? ContainerContents() : nil
        return withUnsafeTemporaryAllocation(of: CGRect.self, capacity: count) { frames in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { valid in
                run(sourceRect: sourceRect, direction: direction, frames: frames.baseAddress!, valid: valid.baseAddress!,
                    contents: contents, outer: outer)
                return assemble(shape, frames: frames.baseAddress!, valid: valid.baseAddress!,
                                contents: contents, sourceRect: sourceRect, direction: direction)
            }
        }
    }

    private func assemble(_ shape: [Shape], frames: UnsafeMutablePointer<CGRect>, valid: UnsafeMutablePointer<Bool>,
                          contents: ContainerContents?, sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        var children: [LayoutSnapshot] = []
        children.reserveCapacity(shape.count)
        for node in shape {
            switch node {
            case .group(let inner):
                children.append(assemble(inner, frames: frames, valid: valid, contents: contents,
                                         sourceRect: sourceRect, direction: direction))
            case .slot(let slot):
                switch entries[slot] {
                case .opaque(let block):
                    children.append(block.snapshot(for: sourceRect, direction: direction))
                case .leaf(let leaf):
                    if valid[slot], let id = leaf.leafIdentifier {
                        let content = contents?.snapshot(at: slot).map { [$0] } ?? []
                        children.append(LayoutSnapshot(kind: .element(id), frame: frames[slot], childSnapshots: content))
                    } else {
                        children.append(LayoutSnapshot(kind: .skipped(leaf.leafIdentifier), frame: .zero))
                    }
                }
            }
        }
        return LayoutSnapshot(kind: .group, frame: LayoutSnapshot.union(of: children), childSnapshots: children)
    }
}
