import CGLayout
import Foundation

extension LayoutBlockProtocol {
    /// Reads, on the main actor, everything a snapshot for `sourceRect` reads from views and
    /// layers — frames, bounds, super views, and the sizes labels measure at the widths that
    /// snapshot gives them — so that `snapshot(for: sourceRect, direction: direction)` computed
    /// in any other task afterwards sees exactly these values.
    ///
    /// A host cannot be read off the main actor; its element answers there with what it kept
    /// (see ``HostElement``). A `layout()` or `apply(snapshot:)` on the main actor keeps the values
    /// of the sizes it used; call this after a change a pass has not seen yet (a label's new
    /// text, a new size), before computing snapshots elsewhere.
    ///
    /// ```swift
    /// scheme.captureHostState(for: view.bounds)                   // main actor
    /// let snapshot = await Task.detached { scheme.snapshot(for: bounds) }.value
    /// try scheme.apply(snapshot: snapshot)                         // main actor
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: The rect the snapshot will be computed for.
    ///   - direction: The direction it will be computed in.
    @MainActor
    public func captureHostState(for sourceRect: CGRect, direction: LayoutDirection = .current) {
        // A snapshot on the main actor reads every host it needs live, and its elements keep what they read.
        let start = HostElement.measurementClock, changes = HostElement.contentChanges
        var snapshot = snapshot(for: sourceRect, direction: direction)
        // A host found changed forgets every size it kept, those this capture measured before too:
        // once more, and every size kept was measured after the change.
        if HostElement.contentChanges != changes { snapshot = self.snapshot(for: sourceRect, direction: direction) }
        snapshot.forEachElement { element in
            (element as? HostElement)?.markMeasurementsCaptured(after: start)
        }
    }
}
