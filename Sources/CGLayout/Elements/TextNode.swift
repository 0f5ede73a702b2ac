import Foundation

/// A node that shows text: its fitting size comes from a ``TextMeasuring`` measurer.
///
/// ```swift
/// let label = TextNode(
///     text: "poster title 1 with some longer stuff", name: "headline")
/// label.sizeThatFits(CGSize(width: 100, height: 0))  // (98, 51): three lines
/// label.numberOfLines = 1
/// label.sizeThatFits(CGSize(width: 100, height: 0))  // (259, 17): the whole line
/// ```
open class TextNode: LayoutNode, @unchecked Sendable {
    private var storedText: String
    private var storedNumberOfLines: Int
    private var storedMeasurer: any TextMeasuring
    private var measurements = TextMeasurementCache()

    /// Creates a text node.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - numberOfLines: The most lines shown; 0 (the default) means no limit; negative counts as 0.
    ///   - measurer: Measures the text; 7 × 17 pt monospaced by default.
    ///   - frame: The initial frame.
    ///   - name: A debug name.
    public init(text: String = "", numberOfLines: Int = 0,
                measurer: any TextMeasuring = MonospacedTextMeasurer(),
                frame: CGRect = .zero, name: String? = nil) {
        storedText = text
        storedNumberOfLines = max(0, numberOfLines)
        storedMeasurer = measurer
        super.init(frame: frame, name: name)
    }

    /// The text. Setting a different text calls `invalidateIntrinsicSize()`, so flex guides measure it again.
    /// Texts are compared by their UTF-8 bytes (linear in the length; `String`'s canonical comparison is
    /// quadratic in a long run of marks of alternating combining classes).
    public var text: String {
        get { lock.withLock { storedText } }
        set {
            let changed = lock.withLock { () -> Bool in
                defer { storedText = newValue }
                return !TextMeasurementCache.sameBytes(storedText, newValue)
            }
            if changed { invalidateIntrinsicSize() }
        }
    }

    /// The most lines shown; 0 means no limit. Negative values are stored as 0. A change calls `invalidateIntrinsicSize()`.
    public var numberOfLines: Int {
        get { lock.withLock { storedNumberOfLines } }
        set {
            let changed = lock.withLock { () -> Bool in
                defer { storedNumberOfLines = max(0, newValue) }
                return storedNumberOfLines != max(0, newValue)
            }
            if changed { invalidateIntrinsicSize() }
        }
    }

    /// The measurer. Setting it calls `invalidateIntrinsicSize()`.
    public var measurer: any TextMeasuring {
        get { lock.withLock { storedMeasurer } }
        set {
            lock.withLock { storedMeasurer = newValue; measurements.removeAll() }
            invalidateIntrinsicSize()
        }
    }

    /// The measured size of the text wrapped at `size.width`; a one-line node's whole first line.
    ///
    /// A one-line node (`numberOfLines == 1`) measures as UIKit's one-line `UILabel` does: as wide as
    /// its whole line, whatever the proposed width, so a node and a label give the same frames. Its
    /// block's `.fit` width then keeps it inside its space (the line is cut where it is drawn); an adjust
    /// constraint copies the whole line's width (see <doc:LayoutRules>).
    ///
    /// The node keeps its last two measurements and answers from them when they hold for this width
    /// (the same width; or a narrower one that the text measured wider, or with no limit, still fits),
    /// so layout passes and width changes measure again only what changed. Assigning `measurer` forgets them.
    ///
    /// - Parameter size: The proposed size; only its width is used (not even that for one line).
    /// - Returns: The widest line and the total height, never NaN, infinite or negative (a measurer's
    ///   NaN, infinite or negative length counts as 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (text, lines, width, measurer, cached) = lock.withLock { () -> (String, Int, CGFloat, any TextMeasuring, CGSize?) in
            // One line is measured whole, as UIKit measures a one-line label.
            let width = storedNumberOfLines == 1 ? .infinity : TextMeasurementCache.proposed(size.width)
            return (storedText, storedNumberOfLines, width, storedMeasurer,
                    measurements.size(of: storedText, numberOfLines: storedNumberOfLines, width: width))
        }
        if let cached { return cached }
        // A measurer of your own may answer anything: NaN, infinite and negative lengths count as 0.
        let measured = measurer.size(of: text, fitting: width, numberOfLines: lines).sanitizedSize
        lock.withLock { measurements.insert(measured, text: text, numberOfLines: lines, width: width) }
        return measured
    }

    /// The lines as they are shown at the current frame width.
    ///
    /// - Returns: The wrapped lines.
    public func displayedLines() -> [String] {
        displayedLines(forWidth: frame.size.width)
    }

    /// The lines as they would be shown at `width` (e.g. a snapshot's frame width).
    ///
    /// - Parameter width: The width to wrap at; ≤ 0 or non-finite means unbounded.
    /// - Returns: The wrapped lines.
    public func displayedLines(forWidth width: CGFloat) -> [String] {
        let (text, lines, measurer) = lock.withLock { (storedText, storedNumberOfLines, storedMeasurer) }
        return measurer.lines(of: text, fitting: width, numberOfLines: lines)
    }
}
