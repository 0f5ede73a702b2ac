import CGLayout
import Foundation

/// A measurer that counts how often it is asked, passing every question to another measurer:
/// for tests and benchmarks of how much a layout measures.
///
/// ```swift
/// let counting = CountingTextMeasurer(MonospacedTextMeasurer())
/// let label = TextNode(text: "Hello", measurer: counting)
/// _ = label.sizeThatFits(CGSize(width: 100, height: 0))
/// counting.calls // 1
/// ```
public final class CountingTextMeasurer: TextLineMeasuring, @unchecked Sendable {
    /// The measurer that answers.
    public let base: any TextMeasuring
    private let lock = NSLock()
    private var count = 0

    /// Wraps `base`.
    ///
    /// - Parameter base: The measurer that answers.
    public init(_ base: any TextMeasuring) { self.base = base }

    /// The `size(of:fitting:numberOfLines:)` calls so far.
    public var calls: Int { lock.withLock { count } }

    /// Starts counting from 0.
    public func reset() { lock.withLock { count = 0 } }

    /// Counts the call and asks the base measurer.
    public func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        lock.withLock { count += 1 }
        return base.size(of: text, fitting: width, numberOfLines: numberOfLines)
    }

    /// Asks the base measurer (not counted: renderers ask for lines, layouts for sizes).
    public func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        base.lines(of: text, fitting: width, numberOfLines: numberOfLines)
    }

    /// The base measurer's measured lines, when it gives them; otherwise its lines on no font.
    public func measuredLines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [MeasuredTextLine] {
        if let lines = base as? any TextLineMeasuring { return lines.measuredLines(of: text, fitting: width, numberOfLines: numberOfLines) }
        return []
    }

    /// The base measurer's font, when it names one.
    public var fontDescription: TextFontDescription? { (base as? any TextLineMeasuring)?.fontDescription }
}

extension FeedCell {
    /// Gives every text of the cell `measurer` (e.g. a real font, or a ``CountingTextMeasurer``).
    ///
    /// - Parameter measurer: The measurer.
    public func setMeasurer(_ measurer: any TextMeasuring) {
        for case let text as TextNode in elements { text.measurer = measurer }
    }
}
