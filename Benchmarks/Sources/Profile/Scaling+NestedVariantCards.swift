import CGLayout
import Foundation

/// Adaptive schemes nested in each other's variants, each variant laying out a card and then the card's child (whose
/// layout reads the card's layout bounds as the pass has them), then the next level: level `i`'s "compact" variant
/// (the fallback) lays card `i` out and its child inside it, then holds level `i + 1`; its "wide" variant (1,000 points
/// and up) lays card `i` out alone. No level has a container list, so the passes are chained by their outer frames only.
///
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-variant-cards-build N   # build, one pass

extension Scaling {
    /// `depth` adaptive schemes nested in each other's compact variants over one root, each laying a card and its
    /// child out, laid out once.
    static func nestedVariantCards(_ depth: Int) throws -> (root: LayoutNode, scheme: LayoutScheme) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cards = (0..<depth).map { _ in LayoutNode() }, children = (0..<depth).map { _ in LayoutNode() }
        for (card, child) in zip(cards, children) {
            try root.addChild(card)
            try card.addChild(child)
        }
        let cardLayout = Layout(x: .left(), y: .top(), width: .fixed(40), height: .fixed(20))
        let childLayout = Layout(x: .left(2), y: .top(2), width: .scaled(0.5), height: .fixed(4))
        var below: any LayoutBlockProtocol = LayoutScheme(blocks: [])
        for level in (0..<depth).reversed() {
            below = AdaptiveScheme(container: root, variants: [
                .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [cards[level].layoutBlock(with: cardLayout)])),
                .init("compact", scheme: LayoutScheme(blocks: [cards[level].layoutBlock(with: cardLayout),
                                                               children[level].layoutBlock(with: childLayout), below])),
            ])
        }
        let scheme = LayoutScheme(blocks: [below])
        scheme.layout(direction: .leftToRight)
        return (root, scheme)
    }

    /// The `nested-variant-cards` mode (see above); `false` for another mode.
    static func runNestedVariantCards(_ mode: String) -> Bool {
        guard mode == "nested-variant-cards-build", let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
              let tree = try? nestedVariantCards(size) else { return false }
        // The deepest child, 2 in from its card's corner, half its width: by arithmetic.
        guard let child = tree.root.children.last?.children.first, child.frame == CGRect(x: 2, y: 2, width: 20, height: 4) else {
            print("nested-variant-cards: the deepest child is not where arithmetic puts it")
            return true
        }
        return true
    }
}
