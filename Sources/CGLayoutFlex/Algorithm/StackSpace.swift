import CGLayout

/// The flex algorithm's recursive steps use the package's one `StackSpace` (deep trees go on on a new
/// thread with a large stack, carrying the pass's per-thread state along).
typealias StackSpace = CGLayout.StackSpace
