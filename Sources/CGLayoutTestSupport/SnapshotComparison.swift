import CGLayout
import Foundation

/// The frames of `elements` after `scheme.layout(in: rect)`, and after `apply(snapshot:)` of a snapshot
/// for `rect` taken before that layout (the frames are put back in between): the two are equal when
/// snapshot + apply gives the frames of `layout()`.
///
/// - Parameters:
///   - scheme: The scheme.
///   - rect: The source rect of both passes.
///   - direction: The direction of both passes.
///   - elements: The elements whose frames are compared.
/// - Returns: The frames after the layout, and after the snapshot was applied.
/// - Throws: What `apply(snapshot:)` throws.
public func framesOfLayoutAndSnapshot(_ scheme: LayoutScheme, in rect: CGRect, direction: LayoutDirection = .leftToRight,
                                      _ elements: [any LayoutElement]) throws -> (laidOut: [CGRect], applied: [CGRect]) {
    let saved = elements.map(\.frame)
    let snapshot = scheme.snapshot(for: rect, direction: direction)
    scheme.layout(in: rect, direction: direction)
    let laidOut = elements.map(\.frame)
    for (element, frame) in zip(elements, saved) { element.frame = frame }
    try scheme.apply(snapshot: snapshot)
    return (laidOut, elements.map(\.frame))
}
