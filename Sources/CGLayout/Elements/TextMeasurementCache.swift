import Foundation

/// A text node's last two measurements, reused the way Yoga reuses a leaf's: a width proposed before
/// gives its size again; so does a narrower width that the size measured at a wider one (or with no
/// limit) still fits, because greedy line breaking then makes the same lines. This holds for every
/// measurer that breaks lines greedily (both of this package's do); a measurer whose answers change
/// over time must be assigned to the node again (which forgets the measurements).
struct TextMeasurementCache {
    private struct Entry {
        var text: String, numberOfLines: Int, width: CGFloat, size: CGSize
    }
    private var newest: Entry?, older: Entry?

    /// The width a measurer is asked for: ≤ 0, NaN and infinity all mean unbounded.
    @inline(__always)
    static func proposed(_ width: CGFloat) -> CGFloat { width.isFinite && width > 0 ? width : .infinity }

    /// A size measured before that answers `text` at `width` (already `proposed`); texts are compared by
    /// their UTF-8 bytes, in linear time (`String`'s `==` is quadratic in long runs of reordered marks).
    func size(of text: String, numberOfLines: Int, width: CGFloat) -> CGSize? {
        func answers(_ entry: Entry?) -> CGSize? {
            guard let entry, entry.numberOfLines == numberOfLines else { return nil }
            // A measurement whose width saturated (the largest finite length) is a lower bound, not the
            // lines' width: it answers only the width it was measured at.
            let fits = entry.width == width
                || (width < entry.width && entry.size.width <= width && entry.size.width < .greatestFiniteMagnitude)
            return fits && Self.sameBytes(entry.text, text) ? entry.size : nil
        }
        return answers(newest) ?? answers(older)
    }

    /// Whether two texts are spelled with the same UTF-8 bytes: linear in the length, unlike `String`'s
    /// canonical `==` (quadratic in long runs of reordered marks). Native strings are compared with one
    /// `memcmp` of their contiguous bytes; the generic byte-by-byte walk is the fallback (as the only way it
    /// cost ≈ 27 k instructions per feed cell, more than the cell's whole hand-written layout).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let left = a.utf8, right = b.utf8
        guard left.count == right.count else { return false }
        let compared = left.withContiguousStorageIfAvailable { l in
            right.withContiguousStorageIfAvailable { r in
                l.count == 0 || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0
            }
        }
        if case let same?? = compared { return same }
        return left.elementsEqual(right)
    }

    /// Remembers a measurement, forgetting the older of the two kept.
    mutating func insert(_ size: CGSize, text: String, numberOfLines: Int, width: CGFloat) {
        older = newest
        newest = Entry(text: text, numberOfLines: numberOfLines, width: width, size: size)
    }

    /// Forgets both measurements.
    mutating func removeAll() { newest = nil; older = nil }
}
