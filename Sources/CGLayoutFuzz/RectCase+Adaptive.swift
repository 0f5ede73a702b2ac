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
        let adaptive = AdaptiveScheme(container: container, variants: made)
        adaptiveSchemes.append(adaptive)
        return coded("AdaptiveScheme(container: \(name(container)), variants: [\(codes.joined(separator: ", "))])", adaptive)
    }

    /// Whether a pass may read a frame before it is settled, by what the scheme's issues say (an element laid
    /// out by more than one writer, a block that reads a later block's element or its own frame, a super
    /// element laid out later) or the same of an adaptive scheme's variant, whose blocks `scheme.issues` does
    /// not look into; or an element that an adaptive scheme lays out is laid out by another block of the pass
    /// too (two writers across the adaptive scheme, which `scheme.issues` does not see either).
    func readsUnsettledFrames() -> Bool {
        let unsettled = Self.unsettled
        if unsettled(scheme.issues) { return true }
        var adaptiveElements = Set<ObjectIdentifier>()
        for adaptive in adaptiveSchemes {
            for variant in adaptive.variants {
                if let inner = variant.block as? LayoutScheme, unsettled(inner.issues) { return true }
            }
            for element in adaptive.listedElements { adaptiveElements.insert(ObjectIdentifier(element)) }
        }
        // Every element block of the case's scheme outside adaptive schemes.
        func elementsOutsideAdaptive(_ blocks: [any LayoutBlockProtocol]) -> [any LayoutElement] {
            blocks.flatMap { block -> [any LayoutElement] in
                if block is AdaptiveScheme { return [] }
                if let inner = block as? LayoutScheme { return elementsOutsideAdaptive(inner.blocks) }
                return (block as? any LayoutElementListing)?.listedElements ?? []
            }
        }
        return elementsOutsideAdaptive(scheme.blocks).contains { adaptiveElements.contains(ObjectIdentifier($0)) }
    }

    /// Whether `issues` say a pass reads a frame before it is settled (see ``readsUnsettledFrames()``).
    static func unsettled(_ issues: [LayoutIssue]) -> Bool {
        issues.contains { issue in
            switch issue.kind {
            case .laidOutByMoreThanOneWriter, .readsLaterBlock, .readsOwnFrame, .superElementLaidOutLater: true
            default: false
            }
        }
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
