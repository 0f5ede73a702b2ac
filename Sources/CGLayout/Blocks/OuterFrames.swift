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
    /// Where a look-up of content snapshots from the pass inside goes on (see ``contentsLevel``).
    private let contents: ContentsLevel

    /// Which level a look-up of content snapshots reads next, from the pass inside (see ``contentsLevel``).
    private enum ContentsLevel {
        /// `overrides` itself.
        case here
        /// That enclosing level: every level from `overrides` up to it had no content snapshot when this was made.
        case above(OuterFrames)
        /// None: no level from `overrides` up had a content snapshot when this was made.
        case none
    }

    /// The nearest level at or above `overrides` that a look-up of content snapshots (``FrameOverrides/content(of:)``)
    /// must read, or `nil` when none has any: exact while the pass inside runs under an open lease, which these frames
    /// were made for.
    ///
    /// The levels it passes over were live when it was made and had no content snapshot: a pass adds content
    /// snapshots only while it runs its own blocks, and overrides without a lease are a running pass's own (which
    /// never leave its code) or a fixed snapshot's. While the pass inside runs, every pass enclosing it waits for it,
    /// so none of them adds one or ends. A pass without a lease may run long after it was made (a stack content's
    /// context, kept by a constraint): the look-up reads its next level itself (``FrameOverrides/content(of:)``).
    /// Made from the next level's own, so each level costs a constant, however deep the nesting (adaptive schemes
    /// nested in each other's variants, which have no ``PassChain``).
    var contentsLevel: OuterFrames? {
        switch contents {
        case .here: self
        case .above(let level): level
        case .none: nil
        }
    }

    init(_ overrides: FrameOverrides, describesSource: Bool = false) {
        self.overrides = overrides
        self.describesSource = describesSource
        if !overrides.isLive || overrides.contents?.isEmpty == false {
            contents = .here
        } else if let above = overrides.outer {
            // Past a pass under an open lease, its enclosing levels are as they were when it started; past one
            // without (which may run later), its next level is read again.
            if overrides.lease != nil { contents = above.contentsLevel.map { .above($0) } ?? .none } else { contents = .above(above) }
        } else {
            contents = .none
        }
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
