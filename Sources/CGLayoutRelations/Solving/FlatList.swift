/// Part of a flat list, indexed from 0 (a component's slots among every component's).
struct FlatList<Element>: RandomAccessCollection {
    /// The part, at its indices in the whole list.
    let base: ArraySlice<Element>
    @inline(__always) init(_ base: ArraySlice<Element>) { self.base = base }
    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { base.count }
    @inline(__always) subscript(position: Int) -> Element { base[base.startIndex + position] }
}
