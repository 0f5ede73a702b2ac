import CGLayout
import Foundation

extension LayoutBlockProtocol {
    /// The snapshot of this scheme for `sourceRect`, computed on the global executor from what the views
    /// are now: the one call for "compute the frames off the main actor".
    ///
    /// On the main actor it reads what the snapshot needs of the views — frames, the direction, and the sizes
    /// labels measure at the widths the snapshot gives them (``captureHostState(for:direction:)``) —
    /// then computes the snapshot on the global executor (a `@concurrent` function, so even a call from
    /// main-actor code leaves the main actor), where it touches no view, and returns it to the main actor.
    /// Apply it with `apply(snapshot:)`, or call ``layoutInBackground(for:direction:)``, which does both.
    /// Changes made to the views while the snapshot is computed are not in it: the next pass sees them.
    ///
    /// ```swift
    /// let snapshot = await scheme.snapshotInBackground(for: view.bounds)   // in the view's own direction
    /// try scheme.apply(snapshot: snapshot)
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: The rect to lay out in (usually the view's bounds).
    ///   - direction: The reading direction; when `nil`, that of the view the scheme's views are laid out in
    ///     (its `effectiveUserInterfaceLayoutDirection`, read on the main actor with the rest), or right-to-left
    ///     while `CGLConfiguration.default.isRTLMode` is on. A scheme of nodes takes `.current`.
    /// - Returns: The snapshot, computed off the main actor.
    @MainActor
    public func snapshotInBackground(for sourceRect: CGRect, direction: LayoutDirection? = nil) async -> LayoutSnapshot {
        let direction = direction ?? hostDirection
        captureHostState(for: sourceRect, direction: direction)
        return await BackgroundSnapshot.compute(self, for: sourceRect, direction: direction)
    }

    /// Lays the views out with frames computed on the global executor: ``snapshotInBackground(for:direction:)``,
    /// then `apply(snapshot:)` on the main actor.
    ///
    /// ```swift
    /// try await scheme.layoutInBackground(for: view.bounds)   // in the view's own direction
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: The rect to lay out in.
    ///   - direction: The reading direction; when `nil`, the view's own, as in ``snapshotInBackground(for:direction:)``.
    /// - Throws: ``/CGLayout/LayoutSnapshotError`` when the scheme's blocks changed while the snapshot
    ///   was computed (nothing is written then).
    @MainActor
    public func layoutInBackground(for sourceRect: CGRect, direction: LayoutDirection? = nil) async throws(LayoutSnapshotError) {
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
    /// Lays the view out on the main actor, in the reading direction of the view it is laid out in (its
    /// superview's `effectiveUserInterfaceLayoutDirection`, or its own for a root view), or right-to-left while
    /// `CGLConfiguration.default.isRTLMode` is on (see ``layout(direction:)``).
    ///
    /// ```swift
    /// badge.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: 40, height: 20)).layout()
    /// // in a right-to-left superview 320 wide: x = 320 − 16 − 40 = 264
    /// ```
    @MainActor
    public func layout() { layout(direction: hostDirection) }

    /// Lays the view out in `sourceRect` on the main actor, in the reading direction of the view it is laid out in
    /// (as ``layout()``).
    ///
    /// - Parameter sourceRect: The space to lay out in.
    @MainActor
    public func layout(in sourceRect: CGRect) { layout(in: sourceRect, direction: hostDirection) }

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
