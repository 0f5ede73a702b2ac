import CGLayout
import Foundation

/// Adaptive schemes nested in each other's content: guide `i`'s content is an adaptive scheme (a
/// breakpoint variant and a fallback) that lays out a fitted text badge and guide `i + 1`; the last
/// guide's content lays out a fitted text leaf. Each scheme keeps the snapshot it computed and observes what it
/// measured, so a first pass costs the snapshots and the observations, a second pass re-applies the kept
/// outer snapshot, and a change of the leaf's text drops every kept snapshot above it.
///
///     .build/release/cglayout-profile nested-adaptive-scaling
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-adaptive N           # build, one pass
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-adaptive-build N     # build only
///     valgrind --tool=callgrind .build/release/cglayout-profile nested-adaptive-change N    # build, a pass, the leaf's change, a pass

extension Scaling {
    /// `depth` nested adaptive schemes on one root, the outer guide's scheme, and the leaf.
    static func nestedAdaptive(_ depth: Int) throws -> (root: LayoutNode, scheme: LayoutScheme, leaf: TextNode) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let leaf = TextNode(text: "ab", numberOfLines: 1, measurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17))
        try root.addChild(leaf)
        let guides = (0..<depth).map { _ in LayoutGuide<LayoutNode>() }
        for guide in guides { root.add(layoutGuide: guide) }
        for (guide, next) in zip(guides, guides.dropFirst()) {
            let badge = TextNode(text: "ab", numberOfLines: 1, measurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17))
            try root.addChild(badge)
            // The badge first: a block after a container's block reads the content's frames, all levels below.
            let blocks = LayoutScheme(blocks: [badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fit, height: .fit)),
                                               next.layoutBlock(with: Layout(x: .left(), y: .top(0.25), width: .scaled(1), height: .scaled(1)))])
            guide.contentLayout = AdaptiveScheme(container: guide, variants: [.init("wide", when: .width(atLeast: 1_000), scheme: blocks),
                                                                              .init("compact", scheme: blocks)])
        }
        guides[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))])
        return (root, LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))]), leaf)
    }

    /// The `nested-adaptive` modes (see above); `false` for another mode.
    static func runNestedAdaptive(_ mode: String) -> Bool {
        guard ["nested-adaptive", "nested-adaptive-build", "nested-adaptive-change"].contains(mode),
              let size = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init), let tree = try? nestedAdaptive(size) else { return false }
        if mode == "nested-adaptive-build" { return true }
        tree.scheme.layout(direction: .leftToRight)
        if mode == "nested-adaptive-change" {
            tree.leaf.text = "abcd"
            tree.scheme.layout(direction: .leftToRight)
        }
        return true
    }

    static func nestedAdaptiveScaling() {
        do {
            for size in [100, 1_000, 10_000] + (CommandLine.arguments.contains("100000") ? [100_000] : []) {
                report("adapt", "nested adaptive schemes: build", size, unit: "level", try median({ () }, { _ in _ = try nestedAdaptive(size) }))
                report("adapt", "nested adaptive schemes: first pass", size, unit: "level",
                       try median({ try nestedAdaptive(size) }) { $0.scheme.layout(direction: .leftToRight) })
                report("adapt", "nested adaptive schemes: kept pass", size, unit: "level", try median({ () -> (root: LayoutNode, scheme: LayoutScheme, leaf: TextNode) in
                    let tree = try nestedAdaptive(size)
                    tree.scheme.layout(direction: .leftToRight)
                    return tree
                }) { $0.scheme.layout(direction: .leftToRight) })
                report("adapt", "nested adaptive schemes: leaf change + pass", size, unit: "level", try median({ () -> (root: LayoutNode, scheme: LayoutScheme, leaf: TextNode) in
                    let tree = try nestedAdaptive(size)
                    tree.scheme.layout(direction: .leftToRight)
                    return tree
                }) { tree in
                    tree.leaf.text = "abcd"
                    tree.scheme.layout(direction: .leftToRight)
                    guard tree.leaf.frame.width == 28 else { throw CocoaError(.featureUnsupported) }
                })
            }
        } catch {
            print("nested-adaptive-scaling failed: \(error)")
        }
    }
}
