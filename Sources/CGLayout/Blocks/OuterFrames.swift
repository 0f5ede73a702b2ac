import Foundation

/// The frames of an enclosing pass, seen by a container's content pass.
final class OuterFrames {
    let overrides: FrameOverrides
    /// Whether the pass inside sees its container at the size of its source rect all the same (see
    /// ``LayoutContext/sourceRectDescribesContainer``).
    let describesSource: Bool
    /// The containers the source rects of `overrides` and of every level enclosing it describe, or `nil` when none
    /// does: shared by the levels of one nesting (see ``DescribedSources``).
    let describedSources: DescribedSources?

    init(_ overrides: FrameOverrides, describesSource: Bool = false) {
        self.overrides = overrides
        self.describesSource = describesSource
        let above = overrides.outer?.describedSources
        if let source = overrides.source {
            let sources = above ?? DescribedSources()
            sources.add(source.id)
            describedSources = sources
        } else {
            describedSources = above
        }
    }

    deinit {
        if let source = overrides.source { describedSources?.remove(source.id) }
    }
}

/// The containers described by the source rects of the levels of one nesting of passes (each level's
/// ``FrameOverrides/source``), counted per level that holds them: a level asks here whether any level enclosing it
/// describes an element before it walks them (see ``FrameOverrides/describedSource(_:)``).
///
/// Each ``OuterFrames`` adds its level's container when it is made and removes it when it is freed, so while a pass
/// runs, every level enclosing it is counted: an answer `false` is exact, `true` may come from a level that has
/// ended but whose frames a kept context still holds (the walk then finds nothing). Shared by the levels of one
/// nesting only; under a lock, since a context kept past its pass may be freed on another thread.
final class DescribedSources: @unchecked Sendable {
    private let lock = Lock()
    private var counts: [ObjectIdentifier: Int] = [:]

    func add(_ id: ObjectIdentifier) { lock.withLock { counts[id, default: 0] += 1 } }

    func remove(_ id: ObjectIdentifier) {
        lock.withLock {
            guard let count = counts[id] else { return }
            counts[id] = count > 1 ? count - 1 : nil
        }
    }

    func contains(_ id: ObjectIdentifier) -> Bool { lock.withLock { counts[id] != nil } }
}
