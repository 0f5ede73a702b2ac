import CGLayoutFlex
import Foundation
import Testing

private func node(_ configure: (inout FlexStyle) -> Void = { _ in }, _ children: [FlexNode] = []) -> FlexNode {
    var style = FlexStyle()
    configure(&style)
    return FlexNode(style: style, children: children)
}

@Suite("Flexbox engine")
struct FlexEngineTests {
    @Test("Row with grow, gap and padding; RTL mirrors", arguments: [FlexDirection.Inline.ltr, .rtl])
    func rowGrowGap(direction: FlexDirection.Inline) {
        let a = node { $0.flexGrow = 1 }, b = node { $0.width = .point(40) }
        let root = node({ $0.flexDirection = .row; $0.width = .point(200); $0.height = .point(50)
                          $0.padding.all = .point(10); $0.columnGap = .point(10) }, [a, b])
        root.calculateLayout(width: nil, height: nil, direction: direction)
        let expected = [CGRect(x: 10, y: 10, width: 130, height: 30), CGRect(x: 150, y: 10, width: 40, height: 30)]
        let frames = [a.frame, b.frame]
        #expect(frames == (direction == .ltr ? expected : expected.map { CGRect(x: 200 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }))
    }

    @Test("Wrapping lines with align-content and a column that sizes to content")
    func wrapAndContentSizing() {
        let items = (0..<3).map { _ in node { $0.width = .point(40); $0.height = .point(20) } }
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = .point(100); $0.height = .point(100)
                          $0.alignContent = .spaceBetween }, items)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(items.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20),
                                       CGRect(x: 0, y: 80, width: 40, height: 20)])
        let column = node({ $0.padding.all = .point(5) }, [node { $0.height = .point(30); $0.width = .point(60) }])
        column.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(column.frame.size == CGSize(width: 70, height: 40))
    }

    @Test("Bad input: NaN and negative sizes, percent of an undefined size, measures returning NaN or negative values")
    func badInput() {
        let measured = node()
        measured.measure = { _, _, _, _ in CGSize(width: CGFloat.nan, height: -20) }
        let negative = node { $0.width = .point(-30); $0.height = .point(CGFloat.nan); $0.margin.all = .point(CGFloat.infinity) }
        let percent = node { $0.width = .percent(50); $0.height = .percent(50) }
        let root = node({ $0.flexDirection = .row; $0.padding.all = .point(-5); $0.flexGrow = CGFloat.nan }, [measured, negative, percent])
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        for flexNode in root.preorder {
            let f = flexNode.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0,
                    "\(String(describing: flexNode.name)): \(f)")
        }
        #expect(measured.frame.size == .zero && percent.frame.width == 0)

        // Sizing keywords with nothing to resolve against: stretch in an undefined width is auto,
        // max-content of a measure returning NaN is 0, fit-content in an infinite owner is max-content.
        let nanText = node { $0.width = .maxContent; $0.minHeight = .fitContent }
        nanText.measure = { _, _, _, _ in CGSize(width: CGFloat.nan, height: CGFloat.infinity) }
        let stretched = node({ $0.width = .stretch; $0.maxWidth = .stretch }, [node { $0.width = .point(12); $0.height = .point(3) }])
        let fitted = node({ $0.width = .fitContent; $0.flexDirection = .row }, [node { $0.width = .point(40); $0.height = .point(3) }])
        let keywords = node({ $0.alignItems = .flexStart }, [nanText, stretched, fitted])
        keywords.calculateLayout(width: CGFloat.infinity, height: nil, direction: .ltr)
        for flexNode in keywords.preorder {
            let f = flexNode.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0)
        }
        #expect(nanText.frame.width == 0 && stretched.frame.width == 12 && fitted.frame.width == 40)
    }

    @Test("Parent references follow the tree: replaced children and children of a freed parent are detached")
    func parentReferences() {
        let kept = node { $0.height = .point(10) }, removed = node { $0.height = .point(20) }
        var parent: FlexNode? = node({ _ in }, [kept, removed])
        #expect(kept.parent === parent && removed.parent === parent)
        parent!.children = [kept]
        #expect(removed.parent == nil && kept.parent === parent)
        // A child moved to another parent keeps its new parent when the old one lets go or is freed.
        let other = node({ _ in }, [kept])
        parent!.children = []
        #expect(kept.parent === other)
        parent!.children = [removed]
        parent = nil
        #expect(removed.parent == nil)
        removed.markDirty()   // walks up to no one: the freed parent is not touched
        other.calculateLayout(width: 50, height: nil, direction: .ltr)
        #expect(other.frame.size == CGSize(width: 50, height: 10) && kept.parent === other)
    }

    @Test("Incremental rounding: after whole and fractional shifts, every frame equals a fresh layout's", arguments: [10.0, 10.3, 11.0, 10.5, 27.75])
    func incrementalRounding(firstHeight: Double) {
        func tree(_ height: CGFloat) -> FlexNode {
            let thirds = (0..<3).map { _ in node { $0.flexGrow = 1; $0.height = .point(7.4) } }
            let text = node { $0.margin.left = .point(0.35) }
            text.measure = { width, _, _, _ in CGSize(width: min(width.isNaN ? 33.3 : width, 33.3), height: 12.6) }
            return node({ $0.width = .point(100.5) }, [node { $0.height = .point(height) },
                                                    node({ $0.flexDirection = .row; $0.padding.left = .point(0.25) }, thirds + [text])])
        }
        let root = tree(10)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        root.children[0].style.height = .point(CGFloat(firstHeight))
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        let fresh = tree(CGFloat(firstHeight))
        fresh.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame))
        // Rounding keeps neighbours edge to edge.
        let row = root.children[1].children.map(\.frame)
        #expect(row[0].maxX == row[1].minX && row[1].maxX == row[2].minX)
    }

    @Test("Sizing keywords: max-content, fit-content between min- and max-content, stretch to the container", arguments: [FlexDirection.Inline.ltr, .rtl])
    func sizingKeywords(direction: FlexDirection.Inline) {
        func wrappingRow(_ width: FlexValue) -> FlexNode {
            node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = width },
                 [40.0, 100, 25].map { w in node { $0.width = .point(CGFloat(w)); $0.height = .point(10) } })
        }
        // In a 90-wide column: max-content is one line (165); fit-content is max(min-content 100, 90) = 100; stretch is 90 − margins.
        let maxContent = wrappingRow(.maxContent), fitContent = wrappingRow(.fitContent)
        let stretch = node { $0.width = .stretch; $0.height = .point(5); $0.margin.left = .point(10) }
        let root = node({ $0.width = .point(90); $0.alignItems = .flexStart }, [maxContent, fitContent, stretch])
        root.calculateLayout(width: nil, height: nil, direction: direction)
        #expect(maxContent.frame.size == CGSize(width: 165, height: 10))
        #expect(fitContent.frame.size == CGSize(width: 100, height: 30))   // 40 | 100 | 25: three lines
        #expect(stretch.frame.width == 80)
        // A max-content maximum caps an explicit width; a max-content minimum raises it.
        let capped = wrappingRow(.point(300)), raised = wrappingRow(.point(50))
        capped.style.maxWidth = .maxContent
        raised.style.minWidth = .maxContent
        let other = node({ $0.width = .point(400); $0.alignItems = .flexStart }, [capped, raised])
        other.calculateLayout(width: nil, height: nil, direction: direction)
        #expect(capped.frame.width == 165 && raised.frame.width == 165)
    }

    @Test("Overflowing space-around and space-evenly fall back to safe alignment: the writing mode's start", arguments: [FlexDirection.row, .rowReverse])
    func safeSpaceDistribution(flexDirection: FlexDirection) {
        for justify in [JustifyContent.spaceAround, .spaceEvenly] {
            let items = (0..<3).map { _ in node { $0.width = .point(40) } }
            let root = node({ $0.flexDirection = flexDirection; $0.width = .point(100); $0.height = .point(10); $0.justifyContent = justify }, items)
            root.calculateLayout(width: nil, height: nil, direction: .ltr)
            // 120 pt of items in 100 pt: they start at the left edge and overflow to the right, in both directions.
            let xs = items.map(\.frame.minX).sorted()
            #expect(xs == [0, 40, 80], "\(justify) \(flexDirection)")
        }
    }

    @Test("Cyclic percentages: items' percent widths resolve once min-width has decided the container's width", arguments: [FlexDirection.Inline.ltr, .rtl])
    func cyclicPercentages(direction: FlexDirection.Inline) {
        let items = (0..<2).map { _ in node { $0.width = .percent(25); $0.height = .point(10) } }
        let row = node({ $0.flexDirection = .row; $0.minWidth = .point(80) }, items)
        let root = node({ $0.alignItems = .flexStart }, [row])
        root.calculateLayout(width: 300, height: nil, direction: direction)
        #expect(row.frame.width == 80)
        #expect(items.map(\.frame.width) == [20, 20])
        let xs = items.map(\.frame.minX)
        #expect(xs == (direction == .ltr ? [0, 20] : [60, 40]))
    }
}
