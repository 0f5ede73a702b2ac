import CGLayout
import Foundation

/// Scroll guides nested in each other's content, each content a leaf and then the next guide: a
/// snapshot reads each content's extent (the union of its final frames) once per level.
///
///     .build/release/cglayout-profile nested-scroll-scaling
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-scrolls N     # one snapshot
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-observed-scrolls[-inner-first] N   # one live layout
/// A scroll guide subclass: a live pass hands it its content's whole snapshot (`contentDidLayout(_:)`).
final class ObservedScrollGuide: ScrollLayoutGuide<LayoutNode>, @unchecked Sendable {}

extension Scaling {
    /// `depth` nested scroll guides on one root, and the outer guide's block. `innerFirst`: each content
    /// lists the next guide's block before its leaf's.
    static func nestedScrolls(_ depth: Int, observed: Bool = false, innerFirst: Bool = false) throws -> (root: LayoutNode, block: any LayoutBlockProtocol) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var inner: ScrollLayoutGuide<LayoutNode>?
        for _ in 0..<depth {
            let leaf = LayoutNode()
            try root.addChild(leaf)
            var blocks: [any LayoutBlockProtocol] = [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50))]
            if let inner { blocks.insert(inner.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: 100)), at: innerFirst ? 0 : 1) }
            let scroll = observed ? ObservedScrollGuide(layout: LayoutScheme(blocks: blocks), scrollDirections: .vertical)
                : ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: blocks), scrollDirections: .vertical)
            root.add(layoutGuide: scroll)
            inner = scroll
        }
        return (root, inner!.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))))
    }

    static func nestedScrollScaling() {
        do {
            for size in [1_000, 2_000, 4_000, 8_000] {
                report("scroll", "nested scroll guides: snapshot", size, unit: "level",
                       try median({ try nestedScrolls(size) }) { _ = $0.block.snapshot(for: $0.root.bounds, direction: .leftToRight) })
                report("scroll", "nested scroll guide subclasses: layout", size, unit: "level",
                       try median({ try nestedScrolls(size, observed: true) }) { $0.block.layout(direction: .leftToRight) })
            }
        } catch {
            print("nested-scroll-scaling failed: \(error)")
        }
    }
}
