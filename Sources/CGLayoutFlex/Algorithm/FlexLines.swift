import Foundation

/// One flex line of a container: a range of its items, its cross size and its baseline.
struct FlexLine {
    var start: Int, end: Int
    var cross: CGFloat = 0
    var ascent: CGFloat = 0

    var isEmpty: Bool { start == end }
}

/// A container's lines: the first inline (a single-line container allocates
/// nothing), the others in an array whose storage is kept from pass to pass.
struct FlexLines: RandomAccessCollection, MutableCollection {
    private var first = FlexLine(start: 0, end: 0)
    private var rest: [FlexLine] = []
    private(set) var count = 0

    /// No lines, appending into `storage`'s buffer (kept from an earlier pass).
    init(storage: [FlexLine] = []) {
        rest = storage
        rest.removeAll(keepingCapacity: true)
    }

    /// The buffer of the lines after the first, to keep for the next pass.
    var storage: [FlexLine] { rest }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> FlexLine {
        get { index == 0 ? first : rest[index - 1] }
        set { if index == 0 { first = newValue } else { rest[index - 1] = newValue } }
    }

    mutating func append(_ line: FlexLine) {
        if count > 0 { rest.append(line) } else { first = line }
        count += 1
    }

    mutating func removeAll() {
        rest.removeAll(keepingCapacity: true)
        count = 0
    }
}
