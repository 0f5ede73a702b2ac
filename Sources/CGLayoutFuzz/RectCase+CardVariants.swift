import CGLayout
import CGLayoutRelations
import Foundation

/// An adaptive scheme over the root whose variants lay out the children of a card: a node an earlier block of
/// the scheme laid out. The variant's rect describes the root; its blocks lay out in the card's space as the pass
/// has it. Live and snapshot agree whichever space the variant runs in, so the check is an independent one
/// (``variantInItsContainer()``): the chosen variant's frames equal those of its blocks laid out alone in the card.
extension RectCase {
    /// The shape: the card, its children the variants lay out, and the adaptive scheme.
    struct CardVariants {
        let card: LayoutNode
        let children: [LayoutNode]
        let adaptive: AdaptiveScheme
    }

    /// The blocks that make the shape, to append after `blocks`: the card's block when no block of `blocks` lays
    /// it out, then the adaptive scheme. Empty when no node has children.
    func cardVariants(after blocks: [Coded<any LayoutBlockProtocol>]) -> [Coded<any LayoutBlockProtocol>] {
        // Children no other block lays out (a node measured from another element's frame reads that element wherever
        // it is: none of those), of a card that owns no guide (whose content may lay them out).
        func children(of card: LayoutNode) -> [LayoutNode] {
            nodes.filter { child in
                child.parent === card && !(child is ContextReadingNode) && !blocks.contains { Self.lists($0.value, child) }
            }
        }
        let cards = nodes.filter { card in !children(of: card).isEmpty && !guides.contains { $0.ownerElement === card } }
        guard !cards.isEmpty else { return [] }
        let card = fuzz.pick(cards), laid = children(of: card)
        var made: [Coded<any LayoutBlockProtocol>] = []
        if !blocks.contains(where: { Self.lists($0.value, card) }) { made.append(block(for: card, among: elements)) }
        let variants = (0..<fuzz.int(1...3)).map { index -> Coded<any LayoutBlockProtocol> in
            let some = index == 0 ? laid : Array(laid.shuffled(using: &fuzz).prefix(fuzz.int(1...laid.count)))
            if fuzz.chance(0.3) {
                let relations = determinedRelations(laying: some, in: card)
                return fuzz.chance(0.5) ? coded(relations.code, relations.value as any LayoutBlockProtocol)
                    : coded("LayoutScheme(blocks: [\(relations.code)])", LayoutScheme(blocks: [relations.value]) as any LayoutBlockProtocol)
            }
            // Constraints on the card's children only: the blocks read nothing the card's space does not hold.
            let inner = some.map { block(for: $0, among: laid, closed: true) }
            if inner.count == 1 && fuzz.chance(0.5) { return inner[0] }
            return coded("LayoutScheme(blocks: [\(inner.map(\.code).joined(separator: ", "))])",
                         LayoutScheme(blocks: inner.map(\.value)) as any LayoutBlockProtocol)
        }
        let adaptive = adaptiveScheme(over: root, variants: variants)
        guard let scheme = adaptive.value as? AdaptiveScheme else { return made }
        cardShape = CardVariants(card: card, children: laid, adaptive: scheme)
        log.step("// the variants of the adaptive scheme below lay out the children of \(name(card)), laid out before it")
        return made + [adaptive]
    }

    /// A relation layout over `card` that places each of `items` by a width, a height and offsets from the card's
    /// leading and top edges: every frame determined, as a form's.
    private func determinedRelations(laying items: [LayoutNode], in card: LayoutNode) -> Coded<RelationLayout> {
        hasRelations = true
        let relations = RelationLayout(container: card), label = "relations\(name(card))_\(items.count)"
        var codes: [String] = []
        for item in items {
            let width = Double(fuzz.length()), height = Double(fuzz.length()), leading = Double(fuzz.offset()), top = Double(fuzz.offset())
            relations.activate([item.constraint(.width, constant: width), item.constraint(.height, constant: height),
                                item.constraint(.leading, to: card, .leading, constant: leading),
                                item.constraint(.top, to: card, .top, constant: top)])
            codes.append("\(name(item)).constraint(.width, constant: \(literal(width))), \(name(item)).constraint(.height, constant: \(literal(height))), "
                         + "\(name(item)).constraint(.leading, to: \(name(card)), .leading, constant: \(literal(leading))), "
                         + "\(name(item)).constraint(.top, to: \(name(card)), .top, constant: \(literal(top)))")
        }
        log.step("let \(label) = RelationLayout(container: \(name(card)))")
        log.step("\(label).activate([\(codes.joined(separator: ", "))])")
        return coded(label, relations)
    }

    /// Whether `block` (nested schemes and adaptive schemes' variants looked into) lays out `element`.
    static func lists(_ block: any LayoutBlockProtocol, _ element: any LayoutElement) -> Bool {
        ((block as? any LayoutElementListing)?.listedElements ?? []).contains { $0 === element }
    }

    /// A `layout()` gives the card's children the chosen variant lays out the frames of the variant's block alone,
    /// laid out in the card's layout bounds: the variant laid out in the card. Both start from the same frames (a
    /// first `layout()` settles the card; the blocks alone are laid out, as a snapshot, before the second, whose
    /// frames are compared): a block that measures its own element at its present size reads the same size in both.
    /// Checked where nothing else decides those frames: the card and its children still where the shape put them,
    /// the scheme's blocks as built (the adaptive scheme last: the card's frame is settled when it runs, and the
    /// same after both passes), no other block or guide's content laying out a child, no frame the variant reads
    /// before it settles, no loop.
    func variantInItsContainer() {
        guard let shape = cardShape, !blocksEdited, shape.card.superElement != nil, shape.children.allSatisfy({ $0.parent === shape.card }),
              !hasCycle, !guides.contains(where: { $0.ownerElement === shape.card }),
              shape.children.allSatisfy({ writers(of: $0) == 0 }) else { return }
        let direction = direction()
        // Kept snapshots are per size of the root: the card's frame, which another block decides, is not part of
        // their key (a change the adaptive scheme cannot see, for which its docs ask for `invalidate()`).
        log.step("for adaptive in adaptiveSchemes { adaptive.invalidate() }; scheme.layout(direction: .\(direction))")
        for adaptive in adaptiveSchemes { adaptive.invalidate() }
        scheme.layout(direction: direction)
        let card = shape.card.frame, bounds = shape.card.layoutBounds
        log.step("let alone = <each variant>.snapshot(for: \(literal(bounds)), direction: .\(direction))  // in \(name(shape.card))'s layout bounds")
        let alone = shape.adaptive.variants.map { $0.block.snapshot(for: bounds, direction: direction) }
        log.step("for adaptive in adaptiveSchemes { adaptive.invalidate() }; scheme.layout(direction: .\(direction))")
        for adaptive in adaptiveSchemes { adaptive.invalidate() }
        scheme.layout(direction: direction)
        guard shape.card.frame.same(as: card), shape.card.layoutBounds.same(as: bounds),
              let chosen = shape.adaptive.variants.firstIndex(where: { $0.name == shape.adaptive.currentSnapshot.layoutName }),
              !Self.unsettled(LayoutScheme(blocks: [shape.adaptive.variants[chosen].block]).issues) else { return }
        for child in shape.children {
            guard let frame = alone[chosen].frame(of: child), !frame.same(as: child.frame) else { continue }
            log.fail(hasRelations ? "variant vs its container (relations)" : "variant vs its container",
                     "\(name(child)) in \(name(shape.card)), variant \(shape.adaptive.variants[chosen].name): in the scheme \(child.frame.exact), "
                     + "variant alone in the card \(frame.exact)")
        }
    }

    /// How many blocks of the scheme but the shape's adaptive scheme (the last one while no block was inserted or
    /// removed; nested schemes flattened, adaptive schemes' variants looked into) lay out `element`.
    private func writers(of element: any LayoutElement) -> Int {
        func count(_ blocks: [any LayoutBlockProtocol]) -> Int {
            blocks.reduce(0) { total, block in
                if let inner = block as? LayoutScheme { return total + count(inner.blocks) }
                return total + (Self.lists(block, element) ? 1 : 0)
            }
        }
        return count(Array(scheme.blocks.dropLast()))
    }
}
