/// Lists a pass reads in place: each copied once into memory its store owns (``ComponentStore``) and freed
/// with it, read through `UnsafeBufferPointer` views — no reference counting per read and one bounds check (the view's,
/// in debug builds). The structure holds its stores for as long as it lives; a view lives no longer than the pass (or
/// the compilation) that took it.
enum ListCopy {
    /// A copy of `elements` in memory of its own (give it back with ``free(_:)``).
    static func make<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = copy.initialize(fromContentsOf: elements)
        return UnsafeBufferPointer(copy)
    }

    /// Frees a copy made by ``make(_:)``.
    static func free<Element>(_ copy: UnsafeBufferPointer<Element>) {
        let owned = UnsafeMutableBufferPointer(mutating: copy)
        owned.deinitialize()
        owned.deallocate()
    }

    /// Part of a copy, indexed from 0.
    @inline(__always) static func view<Element>(_ copy: UnsafeBufferPointer<Element>, _ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(rebasing: copy[range])
    }
}
