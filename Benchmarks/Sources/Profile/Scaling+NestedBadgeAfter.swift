import CGLayout
import Foundation

/// Layout guides nested in each other's content, where each content lays out the next guide and then a
/// fitted text badge: the badge's block comes after the container's block, so the pass reads the badge's
/// super element and frames with the content's snapshot recorded before it (see `ContainerContents`).
///
///     .build/release/cglayout-profile nested-badge-after-scaling
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-badge-after-build N      # build only
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-badge-after N            # build, one live layout
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-badge-after-snapshot N   # build, one snapshot and its apply
/// (the instructions per level of a step are those of its mode less those of `-build` at the same N, over N).
/// The `nested-badge-after-adaptive…` modes (`-adaptive-build`, `-adaptive`, `-adaptive-snapshot`) make each content an
/// adaptive scheme over the guide (a breakpoint variant and a fallback, both those two blocks): a chain of passes
/// that adaptive schemes' snapshots make foreign (see `PassChain`), so every question walks the enclosing passes.
extension Scaling {
    /// `depth` nested guides on one root, the outer guide's scheme, and the leaf; each content an adaptive scheme when
    /// `adaptive`.
    static func nestedBadgeAfter(_ depth: Int, adaptive: Bool = false) throws -> (root: LayoutNode, scheme: LayoutScheme, leaf: TextNode) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)
        let leaf = TextNode(text: "ab", numberOfLines: 1, measurer: measurer)
        try root.addChild(leaf)
        let guides = (0..<depth).map { _ in LayoutGuide<LayoutNode>() }
        for guide in guides { root.add(layoutGuide: guide) }
        for (guide, next) in zip(guides, guides.dropFirst()) {
            let badge = TextNode(text: "ab", numberOfLines: 1, measurer: measurer)
            try root.addChild(badge)
            let blocks = LayoutScheme(blocks: [
                next.layoutBlock(with: Layout(x: .left(), y: .top(0.25), width: .scaled(1), height: .scaled(1))),
                badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fit, height: .fit)),
            ])
            guide.contentLayout = adaptive ? AdaptiveScheme(container: guide, variants: [.init("wide", when: .width(atLeast: 1_000), scheme: blocks),
                                                                                         .init("compact", scheme: blocks)]) : blocks
        }
        guides[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))])
        return (root, LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))]), leaf)
    }

    /// The `nested-badge-after` modes (see above); `false` for another mode.
    static func runNestedBadgeAfter(_ mode: String) -> Bool {
        let modes = ["nested-badge-after", "nested-badge-after-build", "nested-badge-after-snapshot"]
        let adaptive = mode.hasPrefix("nested-badge-after-adaptive")
        let step = adaptive ? "nested-badge-after" + mode.dropFirst("nested-badge-after-adaptive".count) : mode
        guard modes.contains(step), let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init),
              let tree = try? nestedBadgeAfter(size, adaptive: adaptive) else { return false }
        switch step {
        case "nested-badge-after": tree.scheme.layout(direction: .leftToRight)
        case "nested-badge-after-snapshot":
            try? tree.scheme.apply(snapshot: tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight))
        default: break
        }
        return true
    }

    static func nestedBadgeAfterScaling() {
        do {
            for size in [1_000, 2_000, 4_000, 8_000] + (CommandLine.arguments.contains("100000") ? [100_000] : []) {
                report("after", "nested guides, badge after: layout", size, unit: "level",
                       try median({ try nestedBadgeAfter(size) }) { $0.scheme.layout(direction: .leftToRight) })
                report("after", "nested guides, badge after: snapshot + apply", size, unit: "level",
                       try median({ try nestedBadgeAfter(size) }) { tree in
                           try tree.scheme.apply(snapshot: tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight))
                       })
            }
        } catch {
            print("nested-badge-after-scaling failed: \(error)")
        }
    }
}
