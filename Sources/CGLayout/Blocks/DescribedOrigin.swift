import Foundation

/// The origin a snapshot's source rect gives the container it describes, where that is not where the container's
/// present layout bounds start: the pass sees the container's space (and every child laid out in it) moved there,
/// as `layout()` would once the container had the rect as its bounds — a list snapshotted for another scroll offset.
///
/// An adaptive scheme keys its kept snapshots by these too (see `AdaptiveSnapshotCache.Key`): a variant that lays
/// out the described container and its children computes them at that origin, which the scheme's own rect does not
/// say. Where the rect's origin is the present one, the pass sees the space where `layout()` does, and shares its
/// kept snapshots. Known once per pass (each level that describes a container adds its own to the enclosing
/// levels'), so the key costs the same at every level of a deep nesting.
struct DescribedOrigin: Hashable {
    let container: ObjectIdentifier
    /// The rect's origin, bit for bit (a NaN matches itself, `-0` does not match `0`).
    let x, y: UInt64

    /// The origin `rect` gives `element`, which it describes; `nil` when it is, bit for bit and finite, where the
    /// element's present layout bounds start (a non-finite one moves the space by no finite amount: always named).
    init?(of element: any LayoutElement, rect: CGRect) {
        let present = element.layoutBounds.origin
        if rect.origin.x.isFinite, rect.origin.y.isFinite, rect.origin.x.bitPattern == present.x.bitPattern,
           rect.origin.y.bitPattern == present.y.bitPattern { return nil }
        container = ObjectIdentifier(element)
        x = UInt64(rect.origin.x.bitPattern)
        y = UInt64(rect.origin.y.bitPattern)
    }
}
