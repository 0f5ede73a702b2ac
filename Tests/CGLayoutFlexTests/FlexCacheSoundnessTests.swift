import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// Regression tests for cached measurements and layouts that answered other constraints than
/// their own: each case re-lays out a tree after an edit next to clean, cached siblings and
/// expects the frames of a fresh tree laid out once.
@Suite("Flex caches: an incremental layout gives a fresh layout's frames")
struct FlexCacheSoundnessTests {
    /// A copy of the tree with new nodes (same styles and measure functions, nothing cached).
    private func freshCopy(_ node: FlexNode) -> FlexNode {
        let copy = FlexNode(style: node.style, children: node.children.map(freshCopy), name: node.name)
        copy.measure = node.measure
        return copy
    }

    /// The nodes whose frames differ between `tree` and a fresh copy laid out the same way.
    private func differences(_ tree: FlexNode, width: CGFloat?, height: CGFloat?) -> [String] {
        let fresh = freshCopy(tree)
        fresh.calculateLayout(width: width, height: height, direction: .ltr)
        return zip(tree.preorder, fresh.preorder).compactMap { node, other in
            node.frame == other.frame ? nil : "\(node.name ?? "?"): \(node.frame) vs fresh \(other.frame)"
        }
    }

    private func text(_ string: String, name: String, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
        var style = FlexStyle()
        configure(&style)
        let node = FlexNode(style: style, name: name)
        node.measure = FlexNode.textMeasure(string, measurer: MonospacedTextMeasurer(characterWidth: 5, lineHeight: 17))
        return node
    }

    @Test("A text whose width a max size cut is not reused for that width: re-measured there it wraps into more lines")
    func measurementCutByMaxSizeAnswersOnlyItsOwnConstraints() {
        // The text (65 wide on one line) is measured at most 41 wide, wraps to 35 and is cut to 43 % of 41;
        // measured at exactly that width it takes 4 lines, not 2.
        let label = text("a b c d e f g", name: "label") { $0.maxWidth = .percent(43) }
        let box = FlexNode(style: { var s = FlexStyle(); s.maxWidth = .point(191); return s }(), children: [label], name: "box")
        let column = FlexNode(children: [box], name: "column")
        let root = FlexNode(style: { var s = FlexStyle(); s.flexBasis = .fitContent; return s }(), children: [column], name: "root")
        root.calculateLayout(width: 41, height: nil, direction: .ltr)
        #expect(differences(root, width: 41, height: nil).isEmpty)
        column.markDirty()
        root.calculateLayout(width: 41, height: nil, direction: .ltr)
        #expect(differences(root, width: 41, height: nil) == [])
    }
}
