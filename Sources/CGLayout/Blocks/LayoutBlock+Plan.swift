import Foundation

/// A block's compiled one-block plan: made on the block's first layout, snapshot or apply and kept
/// for the next ones, so a block is laid out, snapshotted and applied by the same interpreter as a
/// scheme (``SchemePlan``) and re-layout allocates nothing.
///
/// Copies of a block share the cache until one of them changes its layout or constraints; that
/// copy then starts a new, empty cache (as a scheme compiles a new plan when its blocks change).
/// A block inside a scheme never compiles its own plan: the scheme's plan includes it.
final class BlockPlanCache: @unchecked Sendable {
    private let lock = Lock()
    private var plan: SchemePlan?

    /// The cached plan, or the one `compile` makes (then cached); `nil` when `compile` makes none.
    @inline(__always)
    func plan(_ compile: () -> SchemePlan?) -> SchemePlan? {
        if let plan = lock.withLock({ plan }) { return plan }
        return compileOnce(\.plan, compile)
    }

    @inline(never)
    private func compileOnce(_ slot: ReferenceWritableKeyPath<BlockPlanCache, SchemePlan?>,
                             _ compile: () -> SchemePlan?) -> SchemePlan? {
        // Compiled outside the lock (compiling reads elements); the first plan stored wins.
        guard let made = compile() else { return nil }
        return lock.withLock {
            if let plan = self[keyPath: slot] { return plan }
            self[keyPath: slot] = made
            return made
        }
    }
}

extension LayoutBlock {
    /// The block's compiled plan; `nil` once its element is gone (a plan is compiled only for a live
    /// element, so it never holds the block itself: see ``SchemePlan/Instruction/opaque(slot:)``).
    var plan: SchemePlan? {
        planCache.plan { compiled(self) }
    }

    /// The plan of this block with a trace recorder before its first constraint and after each one
    /// (``TraceStepRecorder``): the block's steps, recording into `steps`. Made for one trace (a debugging aid:
    /// the recorders hold the trace's steps, so neither the pass nor a per-thread value carries them).
    func tracePlan(recordingInto steps: TraceSteps) -> SchemePlan? {
        var traced = self
        traced.constraints = [TraceStepRecorder(step: TraceSteps.initial, recorded: nil, steps: steps)]
            + constraints.enumerated().flatMap { [$0.element, TraceStepRecorder(step: $0.offset, recorded: $0.element, steps: steps)] }
        return compiled(traced)
    }

    /// A one-block plan of `block`; `nil` when its element is gone.
    private func compiled(_ block: LayoutBlock) -> SchemePlan? {
        guard element != nil else { return nil }
        let plan = SchemePlan(blocks: [block])
        // The element went away while compiling: the plan would call the block back. Never kept.
        return plan.slotElement.first.map { $0 >= 0 } == true ? plan : nil
    }
}

extension SchemePlan {
    /// Validates and writes a block's snapshot through this one-block plan, with the paths of errors
    /// relative to the block (a scheme's paths start with the block's index; a block's do not).
    func applyOneBlock(_ snapshot: LayoutSnapshot, validated: Bool = false, containers: ActiveContainers? = nil) throws(LayoutSnapshotError) {
        do {
            var group = LayoutSnapshot(kind: .group, frame: snapshot.frame, childSnapshots: [snapshot])
            group.readings = snapshot.readings
            try apply(group, writing: true, validated: validated, containers: containers)
        } catch {
            throw error.unprefixed
        }
    }
}

extension LayoutBlock: PassBlock {
    /// The present frames, taking a container's content snapshot kept in `reports`, inside the content of
    /// the containers of `containers`.
    package func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot {
        presentSnapshot(reusing: reports, containers: containers)
    }

    /// Writes a snapshot validated with its container's (a block as a guide's content).
    package func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        try? plan?.applyOneBlock(snapshot, validated: true, containers: containers)
    }
}

extension LayoutSnapshotError {
    /// The same error located one level higher: its path without the first index (the inverse of
    /// `prefixed(by:)`; a one-block plan's errors all lie under its block 0).
    var unprefixed: LayoutSnapshotError {
        switch self {
        case .structureMismatch(let path, let expected, let found):
            return .structureMismatch(path: Array(path.dropFirst()), expected: expected, found: found)
        case .elementMismatch(let path, let element):
            return .elementMismatch(path: Array(path.dropFirst()), element: element)
        case .containerLaidOutByItsContent(let path, let element):
            return .containerLaidOutByItsContent(path: Array(path.dropFirst()), element: element)
        }
    }
}
