import Foundation

/// What a leaf's measure function may depend on, which says when the engine may reuse its answers.
///
/// A measure function is called with a width and a height, each with a ``MeasureMode``. The engine
/// measures a leaf under several constraints in one pass (its flex basis, its cross size, its final
/// layout) and keeps the answers (as Yoga does). Whether an answer under one constraint also answers
/// another depends on the function:
///
/// - ``contentSized`` (text, icons, anything sized by its content): an answer that fits within the
///   limit it was given (or was given no limit) is what the function answers under any looser limit
///   it still fits, and at exactly that size. The engine reuses such answers across constraints.
/// - ``spaceDependent`` (an image scaled to the width it gets, a chart that fills its space): the answer
///   may change with any constraint. The engine reuses an answer only for the same constraints.
///
/// Debug builds check the ``contentSized`` contract: where an answer would be reused under other
/// constraints, the function is called again and the two must agree; if not, the check stops the
/// program with a message naming the node. Release builds trust the declaration.
///
/// ```swift
/// let photo = FlexNode(style: FlexStyle().flexGrow(1))
/// photo.measure = { width, widthMode, _, _ in
///     let w = widthMode == .undefined ? 100 : width       // takes the width it is offered
///     return CGSize(width: w, height: w / 2)
/// }
/// photo.measureBehavior = .spaceDependent
/// ```
public enum MeasureBehavior: Sendable, Hashable {
    /// Sized by its content, like text: an answer with room to spare holds under looser limits and at its own size.
    case contentSized
    /// Depends on the exact space offered: answers are reused only for the same constraints.
    case spaceDependent
}
