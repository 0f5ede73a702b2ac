import CGLayout
import CGLayoutRelations
import Foundation

/// An adaptive scheme over the root whose variants lay out the children of a card: a node an earlier block of
/// the scheme laid out. The variant's rect describes the root; its blocks lay out in the card's space as the pass
/// has it. Or an adaptive scheme over an area of a node (a guide at a random place in it, as a safe area under a
/// notch) whose variants lay out the node's children at the area's place. Live and snapshot agree whichever space
/// the variant runs in, so the check is an independent one (``variantInItsContainer()``): the chosen variant's
/// frames equal those of its blocks laid out alone in the card, or in the area's frame in its owner.
extension RectCase {
    /// The shape: the card (the area's owner), its children the variants lay out, the adaptive scheme, and the area.
    struct CardVariants {
        let card: LayoutNode
        let children: [LayoutNode]
        let adaptive: AdaptiveScheme
        /// The guide the adaptive scheme is over (none: over the root, its variants in the card's space).
        var area: LayoutGuide<LayoutNode>? = nil
        /// The frame the case gave the area, as the guide kept it (no block lays the area out).
        var areaFrame: CGRect? = nil
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
        if fuzz.chance(0.4), let area = areaVariants(owners: [root] + cards, children: children(of:)) { return [area] }
        guard !cards.isEmpty else { return [] }
        // A text node's size follows its text (changed by the check: a card sized by its content).
        let texts = cards.filter { $0 is TextNode }
        let card = fuzz.pick(!texts.isEmpty && fuzz.chance(0.5) ? texts : cards), laid = children(of: card)
        var made: [Coded<any LayoutBlockProtocol>] = []
        if !blocks.contains(where: { Self.lists($0.value, card) }) { made.append(block(for: card, among: elements)) }
        let variants = variants(laying: laid, relationsIn: card)
        let adaptive = adaptiveScheme(over: root, variants: variants)
        guard let scheme = adaptive.value as? AdaptiveScheme else { return made }
        cardShape = CardVariants(card: card, children: laid, adaptive: scheme)
        log.step("// the variants of the adaptive scheme below lay out the children of \(name(card)), laid out before it")
        return made + [adaptive]
    }

    /// An adaptive scheme over a new guide of one of `owners` at a random place in it, whose variants lay out the
    /// owner's `children` (constraints among them only); `nil` when no owner has any.
    private func areaVariants(owners: [LayoutNode], children: (LayoutNode) -> [LayoutNode]) -> Coded<any LayoutBlockProtocol>? {
        let owners = owners.filter { owner in !children(owner).isEmpty && !guides.contains { $0.ownerElement === owner } }
        guard !owners.isEmpty else { return nil }
        let owner = fuzz.pick(owners), laid = children(owner), area = WatchedGuide(name: "area")
        owner.add(layoutGuide: area)
        // At any origin in wild cases (huge, negative, NaN: the pass must give a defined result for each).
        let frame = CGRect(x: fuzz.value(-60...60, extreme: 0.3), y: fuzz.value(-60...60, extreme: 0.3), width: fuzz.value(0...400, extreme: 0), height: fuzz.value(0...400, extreme: 0))
        Watch.user { area.frame = frame }
        log.step("let area = LayoutGuide<LayoutNode>(name: \"area\"); \(name(owner)).add(layoutGuide: area); area.frame = \(literal(frame))")
        let variants = variants(laying: laid, relationsIn: nil)
        let adaptive = adaptiveScheme(over: area, variants: variants)
        guard let scheme = adaptive.value as? AdaptiveScheme else { return nil }
        cardShape = CardVariants(card: owner, children: laid, adaptive: scheme, area: area, areaFrame: area.frame)
        log.step("// the variants of the adaptive scheme below lay out the children of \(name(owner)) in area, at its place in \(name(owner))")
        return adaptive
    }

    /// One to three variants that lay out `laid` (the first all of them, the others some, in a random order): a block
    /// alone or a scheme of blocks with constraints among the children only (the blocks read nothing the owner's space
    /// does not hold) — among all of `laid` in a card, among the variant's own in an area; in a card (`card`), some are
    /// a relation layout over it instead.
    private func variants(laying laid: [LayoutNode], relationsIn card: LayoutNode?) -> [Coded<any LayoutBlockProtocol>] {
        (0..<fuzz.int(1...3)).map { index -> Coded<any LayoutBlockProtocol> in
            let some = index == 0 ? laid : Array(laid.shuffled(using: &fuzz).prefix(fuzz.int(1...laid.count)))
            if let card, fuzz.chance(0.3) {
                let relations = determinedRelations(laying: some, in: card)
                return fuzz.chance(0.5) ? coded(relations.code, relations.value as any LayoutBlockProtocol)
                    : coded("LayoutScheme(blocks: [\(relations.code)])", LayoutScheme(blocks: [relations.value]) as any LayoutBlockProtocol)
            }
            let inner = some.map { block(for: $0, among: card == nil ? some : laid, closed: true) }
            if inner.count == 1 && fuzz.chance(0.5) { return inner[0] }
            return coded("LayoutScheme(blocks: [\(inner.map(\.code).joined(separator: ", "))])",
                         LayoutScheme(blocks: inner.map(\.value)) as any LayoutBlockProtocol)
        }
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
        guard let shape = cardShape, !blocksEdited, shape.card.superElement != nil || shape.area != nil,
              shape.children.allSatisfy({ $0.parent === shape.card }), !hasCycle,
              !guides.contains(where: { $0.ownerElement === shape.card }), shape.area.map({ $0.ownerElement === shape.card }) ?? true,
              shape.children.allSatisfy({ writers(of: $0) == 0 }) else { return }
        let direction = direction()
        // The first pass settles the frames the variant reads; the variant alone reads the same frames as the second.
        log.step("for adaptive in adaptiveSchemes { adaptive.invalidate() }; scheme.layout(direction: .\(direction))")
        for adaptive in adaptiveSchemes { adaptive.invalidate() }
        scheme.layout(direction: direction)
        // The card's layout bounds, or the area's place in its owner.
        let card = shape.card.frame, bounds = shape.card.layoutBounds, space = shape.areaFrame ?? bounds
        log.step("let alone = <each variant>.snapshot(for: \(literal(space)), direction: .\(direction))  // in "
                 + (shape.area == nil ? "\(name(shape.card))'s layout bounds" : "area's frame in \(name(shape.card))"))
        let alone = shape.adaptive.variants.map { $0.block.snapshot(for: space, direction: direction) }
        log.step("for adaptive in adaptiveSchemes { adaptive.invalidate() }; scheme.layout(direction: .\(direction))")
        for adaptive in adaptiveSchemes { adaptive.invalidate() }
        scheme.layout(direction: direction)
        guard shape.card.frame.same(as: card), shape.card.layoutBounds.same(as: bounds), (shape.area?.frame ?? space).same(as: space),
              let chosen = shape.adaptive.variants.firstIndex(where: { $0.name == shape.adaptive.currentSnapshot.layoutName }),
              !Self.unsettled(LayoutScheme(blocks: [shape.adaptive.variants[chosen].block]).issues) else { return }
        for child in shape.children {
            guard let frame = alone[chosen].frame(of: child), !frame.same(as: child.frame) else { continue }
            log.fail(hasRelations ? "variant vs its container (relations)" : "variant vs its container",
                     "\(name(child)) in \(name(shape.card)), variant \(shape.adaptive.variants[chosen].name): in the scheme \(child.frame.exact), "
                     + "variant alone in the \(shape.area == nil ? "card" : "area") \(frame.exact)")
        }
        if shape.area == nil, let text = shape.card as? TextNode { variantAfterCardResize(shape, text: text, direction: direction) }
    }

    /// A card sized by its content (a text node whose block fits it) gets another text, and `layout()` runs with
    /// the variant's snapshot kept from the pass before, for the root's unchanged size: where the card's layout bounds
    /// changed, the chosen variant's frames equal those of its blocks laid out alone in the new bounds, reading the
    /// children's frames of the pass before (as the variant in the pass reads them) — not the kept snapshot's.
    private func variantAfterCardResize(_ shape: CardVariants, text: TextNode, direction: LayoutDirection) {
        let before = shape.children.map(\.frame), oldBounds = shape.card.layoutBounds, value = fuzz.pick(Self.texts)
        log.step("\(name(text)).text = \(value.debugDescription); scheme.layout(direction: .\(direction))  // the kept snapshot is not forgotten")
        text.text = value
        scheme.layout(direction: direction)
        let after = shape.children.map(\.frame), bounds = shape.card.layoutBounds
        guard !bounds.same(as: oldBounds), let chosen = shape.adaptive.variants.first(where: { $0.name == shape.adaptive.currentSnapshot.layoutName }),
              !Self.unsettled(LayoutScheme(blocks: [chosen.block]).issues) else { return }
        log.step("// children's frames put back as before that pass; let alone = <variant \(chosen.name)>.snapshot(for: \(literal(bounds)), "
                 + "direction: .\(direction)); frames put back as after it")
        Watch.user { for (child, frame) in zip(shape.children, before) { child.frame = frame } }
        let alone = chosen.block.snapshot(for: bounds, direction: direction)
        Watch.user { for (child, frame) in zip(shape.children, after) { child.frame = frame } }
        for (child, frame) in zip(shape.children, after) {
            guard let expected = alone.frame(of: child), !expected.same(as: frame) else { continue }
            log.fail("variant after its card resized", "\(name(child)) in \(name(shape.card)), variant \(chosen.name): in the scheme \(frame.exact), "
                     + "variant alone in the card's new bounds \(expected.exact)")
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
