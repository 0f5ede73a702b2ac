import CGLayout
@testable import CGLayoutFlex
import Foundation
import Testing

/// Regression tests for cached measurements and layouts that answered other constraints than
/// their own: each case re-lays out a tree after an edit next to clean, cached siblings and
/// expects the frames of a fresh tree laid out once.
@Suite("Flex caches: an incremental layout gives a fresh layout's frames")
struct FlexCacheSoundnessTests {
    /// The nodes whose frames differ between `tree` and a fresh copy laid out the same way.
    private func differences(_ tree: FlexNode, width: CGFloat?, height: CGFloat?) -> [String] {
        zip(tree.preorder, tree.freshFrames(width: width, height: height)).compactMap { node, fresh in
            node.frame == fresh ? nil : "\(node.name ?? "?"): \(node.frame) vs fresh \(fresh)"
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

    /// The size of `leaf` measured under `width` (height undefined), without frames.
    private func measured(_ leaf: FlexNode, _ width: AxisConstraint) -> CGSize {
        FlexLayout.layout(leaf, width, .undefined, ownerWidth: 100, ownerHeight: nil, direction: .ltr, perform: false)
    }

    @Test("A text measured at most 14 wide, wrapped there and widened to its min size, is re-measured at that width: one line, not seven")
    func measurementWidenedByMinSizeAnswersOnlyItsOwnConstraints() {
        // "a b c d e f g" at 5 points a character: one letter a line at most 14 wide, one line at 96.
        let leaf = text("a b c d e f g", name: "leaf") { $0.minWidth = .point(96) }
        #expect(measured(leaf, .atMost(14)) == CGSize(width: 96, height: 7 * 17))
        #expect(measured(leaf, .exactly(96)) == CGSize(width: 96, height: 17))
    }

    @Test("A text measured at most 41 wide and cut to its max size is re-measured at that width: four lines, not two")
    func measurementCutByMaxSizeIsRemeasuredAtThatWidth() {
        let leaf = text("a b c d e f g", name: "leaf") { $0.maxWidth = .point(18) }
        #expect(measured(leaf, .atMost(41)) == CGSize(width: 18, height: 2 * 17))
        #expect(measured(leaf, .exactly(18)) == CGSize(width: 18, height: 4 * 17))
        // Measured with room to spare, it answers an exact width equal to its size (Yoga's reuse).
        let fitting = text("a b c d e f g", name: "fitting")
        fitting.verifiesMeasureContract = false   // (this counts calls; debug builds would measure again to check the contract)
        var calls = 0
        let measure = fitting.measure!
        fitting.measure = { calls += 1; return measure($0, $1, $2, $3) }
        #expect(measured(fitting, .atMost(41)) == CGSize(width: 41, height: 2 * 17))
        #expect(measured(fitting, .exactly(41)) == CGSize(width: 41, height: 2 * 17))
        #expect(calls == 1)
    }

    private func box(_ size: CGSize, name: String) -> FlexNode {
        let node = FlexNode(name: name)
        node.measure = { _, _, _, _ in size }
        return node
    }

    @Test("A subtree hidden and shown again gets its frames back: hiding forgets the layouts its frames no longer match")
    func hiddenSubtreeShownAgainIsLaidOutAgain() {
        let inner = FlexNode(children: [box(CGSize(width: 20, height: 10), name: "a"), box(CGSize(width: 30, height: 5), name: "b")],
                             name: "inner")
        let panel = FlexNode(children: [inner], name: "panel")
        let root = FlexNode(children: [panel], name: "root")
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        panel.style.display = .none
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(inner.children.allSatisfy { $0.frame == .zero })
        panel.style.display = .flex
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(inner.children.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 100, height: 5)])
        #expect(differences(root, width: 100, height: nil) == [])
    }

    @Test("A hidden child with a sizing keyword is not measured: baseline-aligned items inside keep their empty frames")
    func hiddenKeywordSizedChildKeepsEmptyFrames() {
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.alignItems = .baseline
        // (A baseline-aligned item is laid out, frames and all, even while its container is only measured.)
        let item = FlexNode(children: [box(CGSize(width: 20, height: 10), name: "a")], name: "item")
        let row = FlexNode(style: rowStyle, children: [item], name: "row")
        var hiddenStyle = FlexStyle()
        hiddenStyle.display = .none
        hiddenStyle.width = .maxContent
        let hidden = FlexNode(style: hiddenStyle, children: [row], name: "hidden")
        let root = FlexNode(children: [hidden, box(CGSize(width: 10, height: 10), name: "shown")], name: "root")
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(hidden.preorder.map(\.frame) == [.zero, .zero, .zero, .zero])
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("Items laid out for a baseline while their container is only measured are laid out again: a clean ancestor does not keep them")
    func baselineLayoutDuringMeasurementForgetsAncestorsLastLayouts() {
        // Measuring the root for its fit-content max width lays out the baseline row's item at the row's
        // min-content width (the text one letter a line, 7 × 119); the wrapper around the row is clean and
        // laid out under the same constraints as before, so it must not keep those frames.
        let text = FlexNode(name: "text")
        text.measure = FlexNode.textMeasure("a b c d e f g", measurer: MonospacedTextMeasurer(characterWidth: 6.5, lineHeight: 17))
        let row = FlexNode(style: { var s = FlexStyle(); s.flexDirection = .row; s.alignItems = .baseline; return s }(),
                           children: [FlexNode(children: [text], name: "item")], name: "row")
        let wide = FlexNode(name: "wide")
        let root = FlexNode(style: { var s = FlexStyle(); s.maxWidth = .fitContent; return s }(),
                            children: [wide, FlexNode(children: [row], name: "wrapper")], name: "root")
        root.calculateLayout(width: nil, height: 12, direction: .ltr)
        wide.measure = { _, _, _, _ in CGSize(width: 195.75, height: 51) }
        root.calculateLayout(width: nil, height: 12, direction: .ltr)
        root.calculateLayout(width: 302, height: 165, direction: .ltr)
        // 13 characters of 6.5 points: 84.5, rounded up to 85; one line of 17.
        #expect(text.frame == CGRect(x: 0, y: 0, width: 85, height: 17))
        #expect(differences(root, width: 302, height: 165) == [])
    }

    @Test("A leaf given an exact width within the cache's tolerance of a cached one takes the width asked, not the cached one")
    func exactWidthNearACachedOneIsTheWidthAsked() {
        // 0.00005 is within rounding's tolerance of the grid (a text 0 wide); 0.00012 is not (rounded up to 1 as text).
        let label = text("a b c d e f g", name: "label")
        let root = FlexNode(children: [label], name: "root")
        root.calculateLayout(width: 0.00005, height: nil, direction: .ltr)
        #expect(label.frame.width == 0)
        root.calculateLayout(width: 0.00012, height: nil, direction: .ltr)
        #expect(label.frame.width == 1)
        #expect(differences(root, width: 0.00012, height: nil) == [])
    }

    @Test("A text wrapped at an exact width is measured again at a width a ten-thousandth of a point wider: one line there, not two")
    func exactWidthATenThousandthWiderIsMeasuredAgain() {
        // 13 characters of 9 points: 117 wide on one line; at 116.99995, 12 characters a line, so two lines.
        let label = FlexNode(name: "label")
        label.measure = FlexNode.textMeasure("a b c d e f g", measurer: MonospacedTextMeasurer(characterWidth: 9, lineHeight: 17))
        let root = FlexNode(children: [label], name: "root")
        root.calculateLayout(width: 116.99995, height: nil, direction: .ltr)
        #expect(label.frame.size == CGSize(width: 117, height: 2 * 17))
        root.calculateLayout(width: 117, height: nil, direction: .ltr)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 117, height: 17))
        #expect(differences(root, width: 117, height: nil) == [])
    }
}

/// A leaf whose measure function takes the space it is offered (an image that scales): its answers
/// hold only for their own constraints (`MeasureBehavior.spaceDependent`).
@Suite("Flex measure contract")
struct FlexMeasureContractTests {
    /// A photo that takes the width it is offered, at 2:1 (100 × 50 with no width).
    static func photo() -> FlexNode {
        let photo = FlexNode(name: "photo")
        photo.measure = { width, widthMode, _, _ in
            let w = widthMode == .undefined || !width.isFinite ? 100 : width
            return CGSize(width: w, height: w / 2)
        }
        photo.measureBehavior = .spaceDependent
        return photo
    }

    /// A wrapping row holding a column that holds the photo.
    static func row(_ photo: FlexNode) -> FlexNode {
        FlexNode(style: FlexStyle().flexDirection(.row).flexWrap(.wrap), children: [FlexNode(children: [photo])])
    }

    @Test("A scaling image in a wrapping row, laid out with no width and then at 300, gives the fresh tree's frame (300 × 150)")
    func scalingImageAfterAWidthChange() {
        let photo = Self.photo()
        let row = Self.row(photo)
        row.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        row.calculateLayout(width: 300, height: nil, direction: .ltr)
        let fresh = Self.photo()
        Self.row(fresh).calculateLayout(width: 300, height: nil, direction: .ltr)
        #expect(fresh.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(photo.frame == fresh.frame)
        // And back: the first frame again.
        row.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    #if DEBUG
    @Test("Debug builds stop a content-sized leaf whose function answers otherwise where its answer would be reused")
    func debugBuildsCheckTheContract() async {
        await #expect(processExitsWith: .failure) {
            let photo = FlexMeasureContractTests.photo()
            photo.measureBehavior = .contentSized   // wrongly declared: it takes the width it is offered
            let row = FlexMeasureContractTests.row(photo)
            row.calculateLayout(width: nil, height: nil, direction: .ltr)
            row.calculateLayout(width: 300, height: nil, direction: .ltr)
        }
    }
    #endif

    @Test("A flex guide measures elements other than text as space-dependent: a scaling item follows the guide's width")
    func guideItemsOtherThanTextAreSpaceDependent() throws {
        final class ScalingImage: LayoutNode, @unchecked Sendable {
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                let width = size.width < 1e12 ? size.width : 100
                return CGSize(width: width, height: width / 2)
            }
        }
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let grid = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row).flexWrap(.wrap).alignItems(.flexStart))
        root.add(layoutGuide: grid)
        let image = ScalingImage(name: "image")
        try grid.addItem(image, style: FlexStyle().flexGrow(1))
        grid.layoutBlock(with: Layout(x: .left(), y: .top(), width: 120, height: 400)).layout()
        #expect(image.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        grid.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400)).layout()
        #expect(image.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    }
}
