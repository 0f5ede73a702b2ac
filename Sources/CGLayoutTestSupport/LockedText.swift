import Foundation

/// A text a test changes without a word, read on any thread (a label's content as a pass off the main actor
/// reads it): every read and write under a lock.
public final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String

    /// A text holding `value`.
    ///
    /// - Parameter value: The first text.
    public init(_ value: String) { self.value = value }

    /// The text now.
    public var text: String {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
