import CGLayout
import Foundation

/// Creates the simple layout engine's layout: its documented spelling, `Layout(parentFrame:direction:alignment:)`.
///
/// The engine's type is ``LinearLayout``; this function keeps code written against the engine's documented
/// API compiling as it was written. It is a function, not a type alias, on purpose: CGLayout's rect-based
/// layout is a type named `Layout` too, and two types of that name would make `Layout` ambiguous wherever a
/// type is expected (`let layout: Layout`) in a file that imports both modules. A function takes part only
/// in calls, where its labels tell the two apart:
///
/// ```swift
/// import CGLayout
/// import SimpleLayoutEngine
///
/// // a LinearLayout
/// let column = Layout(
///     parentFrame: CGRect(x: 0, y: 0, width: 320, height: 100), direction: .column)
/// // CGLayout's Layout
/// let rule: Layout = Layout(x: .left(), y: .top(), width: .scaled(1), height: 44)
/// ```
///
/// - Parameters:
///   - parentFrame: The frame items are placed in.
///   - direction: `.column` (top to bottom) or `.row` (left to right).
///   - alignment: Across the direction; leading by default.
/// - Returns: An empty ``LinearLayout``.
public func Layout(parentFrame: CGRect, direction: Direction, alignment: Alignment = .leading) -> LinearLayout {
    LinearLayout(parentFrame: parentFrame, direction: direction, alignment: alignment)
}
