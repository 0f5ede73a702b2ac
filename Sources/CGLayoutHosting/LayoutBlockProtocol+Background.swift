import CGLayout
import Foundation

extension LayoutBlockProtocol {
    /// The snapshot of this scheme for `sourceRect`, computed in another task from what the views
    /// are now: the one call for "compute the frames off the main actor".
    ///
    /// On the main actor it reads what the snapshot needs of the views — frames, and the sizes
    /// labels measure at the widths the snapshot gives them (``captureHostState(for:direction:)``) —
    /// then computes the snapshot on the global executor, where it touches no view, and returns it
    /// to the main actor. Apply it with `apply(snapshot:)`, or call
    /// ``layoutInBackground(for:direction:)``, which does both. Changes made to the views while the
    /// snapshot is computed are not in it: the next pass sees them.
    ///
    /// ```swift
    /// let snapshot = await scheme.snapshotInBackground(for: view.bounds, direction: .leftToRight)
    /// try scheme.apply(snapshot: snapshot)
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: The rect to lay out in (usually the view's bounds).
    ///   - direction: The reading direction.
    /// - Returns: The snapshot, computed off the main actor.
    @MainActor
    public func snapshotInBackground(for sourceRect: CGRect, direction: LayoutDirection = .current) async -> LayoutSnapshot {
        captureHostState(for: sourceRect, direction: direction)
        return await BackgroundSnapshot.compute(self, for: sourceRect, direction: direction)
    }

    /// Lays the views out with frames computed in another task: ``snapshotInBackground(for:direction:)``,
    /// then `apply(snapshot:)` on the main actor.
    ///
    /// ```swift
    /// try await scheme.layoutInBackground(for: view.bounds, direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: The rect to lay out in.
    ///   - direction: The reading direction.
    /// - Throws: ``/CGLayout/LayoutSnapshotError`` when the scheme's blocks changed while the snapshot
    ///   was computed (nothing is written then).
    @MainActor
    public func layoutInBackground(for sourceRect: CGRect, direction: LayoutDirection = .current) async throws(LayoutSnapshotError) {
        let snapshot = await snapshotInBackground(for: sourceRect, direction: direction)
        try apply(snapshot: snapshot)
    }
}

/// Where a snapshot is computed off the main actor.
enum BackgroundSnapshot {
    /// Computes `block`'s snapshot on the global executor (never on the caller's actor).
    @concurrent
    static func compute<Block: LayoutBlockProtocol>(_ block: Block, for sourceRect: CGRect,
                                                    direction: LayoutDirection) async -> LayoutSnapshot {
        block.snapshot(for: sourceRect, direction: direction)
    }
}

extension LayoutBlock where Element == HostElement {
    /// Lays the view out on the main actor, in its present reading direction (see ``layout(direction:)``).
    @MainActor
    public func layout() { layout(direction: .current) }

    /// Lays the view out on the main actor: a view's block is laid out where its view lives, so
    /// the compiler refuses `block.layout()` in another task (`await block.layout()` hops to the
    /// main actor). A scheme of views cannot be told apart from one of nodes by its type: there a
    /// pass off the main actor is reported instead (``/CGLayout/LayoutIssue/Kind/laidOutOffItsActor``).
    ///
    /// - Parameter direction: Resolves leading and trailing.
    @MainActor
    public func layout(direction: LayoutDirection) {
        let block: any LayoutBlockProtocol = self
        block.layout(direction: direction)
    }

    /// Lays the view out in `sourceRect`, on the main actor (see ``layout(direction:)``).
    ///
    /// - Parameters:
    ///   - sourceRect: The space to lay out in.
    ///   - direction: Resolves leading and trailing.
    @MainActor
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        let block: any LayoutBlockProtocol = self
        block.layout(in: sourceRect, direction: direction)
    }
}
