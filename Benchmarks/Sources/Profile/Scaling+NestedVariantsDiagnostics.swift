import CGLayout
import Foundation

/// Adaptive schemes nested in each other's variants (the shape `scheme.issues` and `diagnostics()` flatten): level
/// `i` lays badge `i` out in both of its variants ("wide" at 1,000 points and up, "compact" otherwise), and its compact
/// variant holds level `i + 1`. The cost of `diagnostics()` per level is the difference of the two modes at one depth,
/// divided by the depth:
///
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-variants-build N         # build, one pass
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-variants-diagnostics N   # the same, then diagnostics()

extension Scaling {
    /// `depth` adaptive schemes nested in each other's compact variants over one root, laid out once.
    static func nestedVariants(_ depth: Int) throws -> (root: LayoutNode, scheme: LayoutScheme) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let badges = (0..<depth).map { _ in LayoutNode() }
        for badge in badges { try root.addChild(badge) }
        let badgeLayout = Layout(x: .left(), y: .top(), width: .fixed(10), height: .fixed(10))
        var below: any LayoutBlockProtocol = LayoutScheme(blocks: [])
        for level in (0..<depth).reversed() {
            below = AdaptiveScheme(container: root, variants: [
                .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: badgeLayout)])),
                .init("compact", scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: badgeLayout), below])),
            ])
        }
        let scheme = LayoutScheme(blocks: [below])
        scheme.layout(direction: .leftToRight)
        return (root, scheme)
    }

    /// The `nested-variants` modes (see above); `false` for another mode.
    static func runNestedVariants(_ mode: String) -> Bool {
        guard ["nested-variants-build", "nested-variants-diagnostics"].contains(mode),
              let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init), let tree = try? nestedVariants(size) else { return false }
        if mode == "nested-variants-diagnostics" {
            let diagnostics = tree.scheme.diagnostics(direction: .leftToRight)
            print(diagnostics.entries.count, diagnostics.entries.last?.blockPath.count ?? 0)
        }
        return true
    }
}
