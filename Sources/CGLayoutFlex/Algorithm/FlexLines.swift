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
    /// Where the number of lines is kept (in the pass's scratch too: appending changes no copy of the pass).
    private let state: UnsafeMutablePointer<PassState>

    /// No lines, appending into `buffer` and counting in `state`.
    init(buffer: UnsafeMutableBufferPointer<FlexLine>, state: UnsafeMutablePointer<PassState>) {
        self.buffer = buffer
        self.state = state
        state.pointee.lineCount = 0
    }

    var count: Int { state.pointee.lineCount }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> FlexLine {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    func append(_ line: FlexLine) {
        buffer.baseAddress.unsafelyUnwrapped.advanced(by: count).initialize(to: line)
        state.pointee.lineCount += 1
    }
}
