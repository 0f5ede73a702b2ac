import CGLayout
import Foundation

/// Adaptive schemes in the rect engine's random trees: as a run of the scheme's blocks, as a guide's
/// content, as a link of a content loop, and (``runDeep()``) nested 10,000 levels deep.
extension RectCase {
    /// A variant's condition: a breakpoint on the size (any length, extreme ones too), an orientation, the
    /// variant's frames fitting the space, or two of them together.
    func adaptiveCondition() -> Coded<AdaptiveScheme.Condition> {
        let length = fuzz.length()
        let simple = fuzz.pick([
            coded(".width(atLeast: \(literal(length)))", AdaptiveScheme.Condition.width(atLeast: length)),
            coded(".width(below: \(literal(length)))", .width(below: length)),
            coded(".height(atLeast: \(literal(length)))", .height(atLeast: length)),
            coded(".height(below: \(literal(length)))", .height(below: length)),
            coded(".landscape", .landscape), coded(".portrait", .portrait),
            coded(".fits()", .fits()), coded(".fits(.horizontal)", .fits(.horizontal)), coded(".fits(.vertical)", .fits(.vertical)),
        ])
        guard fuzz.chance(0.2) else { return simple }
        let other = fuzz.pick([coded(".fits()", AdaptiveScheme.Condition.fits()), coded(".landscape", .landscape)])
        return coded("\(simple.code) && \(other.code)", simple.value && other.value)
    }

    /// An adaptive scheme over `container` with one variant per block of `variants` (the last one the
    /// fallback), each with a random condition.
    func adaptiveScheme(over container: any LayoutElement, variants: [Coded<any LayoutBlockProtocol>]) -> Coded<any LayoutBlockProtocol> {
        hasAdaptive = true
        var made: [AdaptiveScheme.Variant] = [], codes: [String] = []
        for (index, variant) in variants.enumerated() {
            let name = "v\(index)"
            if index == variants.count - 1 {
                made.append(.init(name, scheme: variant.value))
                codes.append(".init(\"\(name)\", scheme: \(variant.code))")
            } else {
                let condition = adaptiveCondition()
                made.append(.init(name, when: condition.value, scheme: variant.value))
                codes.append(".init(\"\(name)\", when: \(condition.code), scheme: \(variant.code))")
            }
        }
        return coded("AdaptiveScheme(container: \(name(container)), variants: [\(codes.joined(separator: ", "))])",
                     AdaptiveScheme(container: container, variants: made))
    }

    /// Variants for an adaptive scheme that lays out `elements`: one to three, each a scheme of blocks for
    /// some of them (in a random order), the first for all.
    func adaptiveVariants(laying elements: [any LayoutElement], among others: [any LayoutElement]) -> [Coded<any LayoutBlockProtocol>] {
        (0..<fuzz.int(1...3)).map { index in
            let laid = index == 0 ? elements : Array(elements.shuffled(using: &fuzz).prefix(fuzz.int(0...elements.count)))
            let blocks = laid.map { block(for: $0, among: others) }
            return coded("LayoutScheme(blocks: [\(blocks.map(\.code).joined(separator: ", "))])",
                         LayoutScheme(blocks: blocks.map(\.value)) as any LayoutBlockProtocol)
        }
    }
}
