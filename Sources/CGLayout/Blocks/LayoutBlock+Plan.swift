import Foundation

/// A block's compiled one-block plan: made on the block's first layout or snapshot and kept
/// for the next ones, so a block is laid out by the same interpreter as a scheme (``SchemePlan``)
/// and re-layout allocates nothing.
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
        return compileOnce(compile)
    }

    @inline(never)
    private func compileOnce(_ compile: () -> SchemePlan?) -> SchemePlan? {
        // Compiled outside the lock (compiling reads elements); the first plan stored wins.
        guard let made = compile() else { return nil }
        return lock.withLock {
            if let plan { return plan }
            plan = made
            return made
        }
    }
}

extension LayoutBlock {
    /// The block's compiled plan; `nil` once its element is gone (a plan is compiled only for a live
    /// element, so it never holds the block itself: see ``SchemePlan/Instruction/opaque(slot:)``).
    var plan: SchemePlan? {
        planCache.plan {
            guard element != nil else { return nil }
            let plan = SchemePlan(blocks: [self])
            // The element went away while compiling: the plan would call the block back. Never kept.
            return plan.slotElement.first.map { $0 >= 0 } == true ? plan : nil
        }
    }
}
