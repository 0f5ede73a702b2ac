import Foundation

/// A text as a cache key: hashed and compared by its UTF-8 bytes, not by canonical equivalence.
///
/// `String` hashes its canonical (NFC) form, and the standard library's canonical reordering of
/// combining marks grows with the square of a run of marks whose combining classes alternate: hashing
/// `"e"` followed by 100,000 pairs of U+0308 U+0323 took about 20 s, and each measurement hashed its
/// text several times (185–342 s for one text). Bytes hash in time linear in the length. Texts that are
/// canonically equivalent but spelled differently are different keys: each is measured from its own
/// characters, and the lines cut from a cached shaping are always those of the text asked about.
struct TextKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }
}
