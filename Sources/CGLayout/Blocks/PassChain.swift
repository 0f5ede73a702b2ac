import Foundation

/// What the snapshot passes of one outermost pass — the passes of the containers' contents nested in it —
/// have written, so that a pass asks a content snapshot or an enclosing pass for an element's frame only
/// when they may have it.
///
/// Guides nested in each other's content 100,000 deep, each content laying out a badge after the next
/// guide, asked at every level for the badge's frame (and a present-sized node for its own): each such
/// question walked the whole content snapshot below the level and every enclosing pass, so each level
/// cost as much as everything below it. Every frame a pass of the chain computes is stamped here with the
/// chain's clock (one dictionary write per block); a content snapshot recorded at clock `start` can only
/// name an element stamped after `start`, and no level of the chain knows an element never stamped — but
/// for the containers its passes' source rects describe, which every pass of the chain that has one notes
/// here before its first block runs (``noteSource(_:)``).
///
/// That holds while every frame in the chain's content snapshots was computed by a pass of the chain: a
/// container whose content is neither a ``LayoutScheme`` nor an adaptive scheme whose variants are schemes or
/// blocks (a stack, a flex container, a variant of your own) or a block that lays itself out makes the chain
/// ``foreign``, and every question is then answered by walking, as without a chain. An adaptive scheme's variant's
/// pass joins the chain it is computed in, and a snapshot it kept is stamped when it is taken
/// (``wrote(framesIn:)``): adaptive schemes nested in each other's contents, each content laying out a
/// badge after the next guide, walked everything below them at every level. Not `Sendable`: the passes of a chain run on
/// one thread, as their contexts do.
final class PassChain {
    /// Advanced by every frame a pass of the chain computes.
    private(set) var clock = 0
    /// Per element: the clock of the last frame a pass of the chain computed for it.
    private var lastWrite: [ObjectIdentifier: Int] = [:]
    /// Whether some snapshot of the chain holds frames no pass of the chain stamped.
    private(set) var foreign = false
    /// The containers the chain's passes' source rects describe (the outermost pass's, an adaptive scheme's
    /// variant's): a level of the chain knows their frames without having stamped them.
    private var sources: Set<ObjectIdentifier> = []

    /// Stamps a frame computed for `id`. Out of line: inlined into the pass's commit, the dictionary's
    /// write kept the commit from being inlined into the leaf blocks' step (≈ 500 instructions per feed cell).
    @inline(never)
    func wrote(_ id: ObjectIdentifier) {
        clock += 1
        lastWrite[id] = clock
    }

    /// Stamps every element frame of `snapshot` (a snapshot an adaptive scheme kept, taken into the chain's passes
    /// as they would have computed it), so the chain need not be ``foreign`` for it.
    func wrote(framesIn snapshot: LayoutSnapshot) {
        snapshot.forEachElementFrame { id, _ in wrote(id) }
    }

    /// Notes that a pass of the chain describes the container `id` by its source rect: the pass's levels know its
    /// frame (the rect's size at the container's place), which a look-up must find rather than the present frame.
    /// Out of line, as ``wrote(_:)``: a pass notes its source once, before its first block.
    @inline(never)
    func noteSource(_ id: ObjectIdentifier) { sources.insert(id) }

    /// Whether a pass of the chain describes the container `id` by its source rect (``noteSource(_:)``).
    @inline(__always)
    func isSource(_ id: ObjectIdentifier) -> Bool { !sources.isEmpty && sources.contains(id) }

    /// Records that a snapshot of the chain holds frames no pass of the chain stamped.
    func markForeign() { foreign = true }

    /// Whether a snapshot recorded since `start` (a clock), or any level of the chain when `start` is `nil`,
    /// may hold a frame of `id`: always when the chain is ``foreign``.
    @inline(__always)
    func mayHold(_ id: ObjectIdentifier, since start: Int? = nil) -> Bool {
        guard !foreign else { return true }
        guard let stamp = lastWrite[id] else { return false }
        return stamp > (start ?? 0)
    }

    /// How many frames the chain's passes computed since `start`: the size of a content snapshot recorded
    /// since then, at most.
    @inline(__always)
    func writes(since start: Int) -> Int { clock - start }
}

extension PassChain {
    /// Whether every frame of `content`'s snapshot in a pass of a chain is computed by passes of the chain: a
    /// scheme's, or an adaptive scheme's whose variants are schemes or element blocks (its
    /// kept snapshots are stamped when taken; adaptive schemes nested in a variant's blocks run as opaque blocks,
    /// which mark the chain themselves).
    static func computesInChain(_ content: (any LayoutBlockProtocol)?) -> Bool {
        if content is LayoutScheme { return true }
        guard let adaptive = content as? AdaptiveScheme else { return false }
        return adaptive.variants.allSatisfy { $0.block is LayoutScheme || $0.block is any LeafLayoutBlock }
    }
}

extension FrameSource {
    /// The present frames, for a snapshot pass that joins `chain` (an adaptive scheme's variant nested in another's
    /// computation): a level that knows no frame, only the chain (``live`` without one).
    static func live(joining chain: PassChain?) -> FrameSource {
        guard let chain else { return .live }
        return FrameSource(overrides: FrameOverrides(pass: nil, contents: nil, outer: nil, chain: chain))
    }
}
