import Foundation

/// One flex line of a container: a range of its items, its cross size and its baseline.
struct FlexLine {
    var start: Int, end: Int
    var cross: CGFloat = 0
    var ascent: CGFloat = 0

    var isEmpty: Bool { start == end }
}

/// A container's lines, in the pass's scratch buffer (room for one line per item, and one
/// line when there are no items): a pass allocates nothing for them and leaves nothing on the node.
struct FlexLines: RandomAccessCollection, MutableCollection {
    private let buffer: UnsafeMutableBufferPointer<FlexLine>
    private(set) var count = 0

    /// No lines, appending into `buffer`.
    init(buffer: UnsafeMutableBufferPointer<FlexLine>) { self.buffer = buffer }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> FlexLine {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    mutating func append(_ line: FlexLine) {
        buffer.baseAddress.unsafelyUnwrapped.advanced(by: count).initialize(to: line)
        count += 1
    }
}
