import CGLayout
import Foundation

/// A design over a ``ScrolledListScreen`` — a scheme that lays out what floats over the list (and perhaps the list) —
/// as the tests of snapshots for the list's next bounds check it (``snapshotsForNextBounds(sizes:offsets:direction:turnsScreen:)``).
public protocol ScrolledListDesign {
    /// The screen, its bar and its list.
    var scrolled: ScrolledListScreen { get }
    /// The scheme under test.
    var scheme: LayoutScheme { get }
    /// The frames the design decides, in the order of ``expected(_:offset:rtl:)``.
    var frames: [CGRect] { get }
    /// Gives the screen `size` and the list its place and bounds, scrolled to `offset` (what the app's own layout
    /// does); by default ``ScrolledListScreen/resize(to:offset:)``.
    func resize(to size: CGSize, offset: CGFloat)
    /// The list's bounds on a screen of `size` scrolled to `offset`; by default ``ScrolledListScreen/listBounds(_:offset:)``.
    static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect
    /// The design's frames at `size` scrolled to `offset`, by arithmetic.
    static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect]
}

extension ScrolledListDesign {
    public func resize(to size: CGSize, offset: CGFloat) { scrolled.resize(to: size, offset: offset) }

    public static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect { ScrolledListScreen.listBounds(size, offset: offset) }

    /// For each size of `sizes` and the next one (the last followed by the first) and each offset of `offsets`: the
    /// screen at the size scrolled to 300, then `layout()`; a snapshot for the list's bounds at the next size and the
    /// offset, computed in another task (after the screen alone turned to the next size, when `turnsScreen`); the
    /// screen and the list given those (``resize(to:offset:)``) and the snapshot applied; then `layout()` again.
    ///
    /// - Returns: A line for every step whose frames are not the design's (the snapshot must write nothing), empty
    ///   when every step gives them.
    public func snapshotsForNextBounds(sizes: [CGSize], offsets: [CGFloat], direction: LayoutDirection,
                                       turnsScreen: Bool) async throws -> [String] {
        let rtl = direction == .rightToLeft
        var mismatches: [String] = []
        func check(_ size: CGSize, _ offset: CGFloat, _ step: String) {
            let expected = Self.expected(size, offset: offset, rtl: rtl)
            if frames != expected { mismatches.append("\(step): \(frames), not \(expected)") }
        }
        for (now, next) in zip(sizes, sizes.dropFirst() + sizes.prefix(1)) {
            for offset in offsets {
                resize(to: now, offset: 300)
                scheme.layout(direction: direction)
                check(now, 300, "layout() at \(now) scrolled to 300")
                if turnsScreen { scrolled.screen.frame = CGRect(origin: .zero, size: next) }
                let scheme = self.scheme, rect = Self.listBounds(next, offset: offset)
                let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                check(now, 300, "nothing written by the snapshot for \(next) scrolled to \(offset), at \(now)")
                resize(to: next, offset: offset)
                try scheme.apply(snapshot: snapshot)
                check(next, offset, "snapshot for \(next) scrolled to \(offset), computed at \(now) scrolled to 300, applied there")
                scheme.layout(direction: direction)
                check(next, offset, "layout() at \(next) scrolled to \(offset)")
            }
        }
        return mismatches
    }
}
