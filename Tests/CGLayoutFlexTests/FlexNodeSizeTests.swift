@testable import CGLayoutFlex
import Foundation
import Testing

/// The size of a class's instances, from its metadata (the instance-size field of a Swift class's
/// metadata without Objective-C interoperation, as on Linux).
private func instanceSize(of type: AnyClass) -> Int {
    Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
}

@Suite("Compact flex node")
struct FlexNodeSizeTests {
    @Test("A flex node is at most 640 bytes (a Yoga node: 744), its cache of five entries inside; its style at most 64")
    func nodeSize() {
        #if !canImport(ObjectiveC)
        let size = instanceSize(of: FlexNode.self)
        print("FlexNode instance size: \(size) bytes, FlexStyle: \(MemoryLayout<FlexStyle>.size) bytes")
        #expect(size > 200 && size <= 640)
        #endif
        #expect(MemoryLayout<FlexStyle>.size <= 64)
    }

    @Test("Sparse style storage: values read back as set, defaults leave nothing stored, equality ignores the order of setting")
    func sparseStyle() {
        var a = FlexStyle(), b = FlexStyle()
        a.width = .point(10); a.margin.left = .percent(5); a.padding.all = .point(3); a.position.end = .auto; a.rowGap = .point(2)
        b.rowGap = .point(2); b.position.end = .auto; b.padding.all = .point(3); b.margin.left = .percent(5); b.width = .point(10)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.width == .point(10) && a.height == .auto && a.minWidth == .undefined && a.flexBasis == .auto)
        #expect(a.margin.left == .percent(5) && a.margin.right == .undefined && a.padding.all == .point(3) && a.position.end == .auto)
        a.width = .auto; a.margin = FlexEdges(); a.padding.all = .undefined; a.position.end = .undefined; a.rowGap = .undefined
        #expect(a == FlexStyle())
        #expect(a.lengths.mask == 0)
        var c = FlexStyle()
        c.width = .undefined   // not the default (auto): kept
        #expect(c.width == .undefined && c != FlexStyle())
        c.height = .point(.nan)
        #expect(c.height != .auto)
    }

    @Test("Edge precedence on sparse storage: start/end over left/right over horizontal over all, mirrored in RTL")
    func edgePrecedence() {
        var edges = FlexEdges()
        edges.all = .point(1); edges.horizontal = .point(2); edges.left = .point(3); edges.start = .point(4)
        var style = FlexStyle()
        style.margin = edges
        let lengths = style.lengths
        #expect(lengths.edge(.margin, .left, .ltr) == .point(4) && lengths.edge(.margin, .right, .ltr) == .point(2))
        #expect(lengths.edge(.margin, .left, .rtl) == .point(3) && lengths.edge(.margin, .right, .rtl) == .point(4))
        #expect(lengths.edge(.margin, .top, .ltr) == .point(1) && lengths.edge(.padding, .top, .ltr) == .undefined)
        #expect(lengths.isDirectional(.margin) && !lengths.isDirectional(.padding))
        #expect(style.margin == edges)
    }

    @Test("Edges resolved when the style is set hold in a pass; start/end keys and percentages are resolved again")
    func edgesResolvedAtStyleTime() {
        var style = FlexStyle()
        style.margin.start = .point(7); style.padding.horizontal = .percent(10); style.width = .point(100)
        let child = FlexNode(style: style)
        let root = FlexNode(style: { var s = FlexStyle(); s.width = .point(200); s.flexDirection = .row; return s }(), children: [child])
        root.calculateLayout(width: nil, height: nil, direction: .rtl)
        let rtlX: CGFloat = 200 - 7 - 100
        #expect(child.frame.origin.x == rtlX)
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(child.frame.origin.x == 7)
        #expect(child.edges.paddingBorderLeft == 20)   // 10 % of the owner's width 200
    }

    @Test("A child's display or position changed after a layout: the next layout equals a fresh tree's", arguments: [
        FlexDisplay.none, .contents, .flex,
    ])
    func childKindsFollowChanges(display: FlexDisplay) {
        func tree() -> FlexNode {
            let items = (0..<3).map { index in
                FlexNode(style: { var s = FlexStyle(); s.width = .point(CGFloat(20 + 10 * index)); s.height = .point(10); return s }(),
                         children: [FlexNode(style: { var s = FlexStyle(); s.width = .point(5); s.height = .point(5); return s }())])
            }
            return FlexNode(style: { var s = FlexStyle(); s.flexDirection = .row; s.width = .point(200); return s }(), children: items)
        }
        let edited = tree(), fresh = tree()
        edited.calculateLayout(width: nil, height: nil, direction: .ltr)
        edited.children[1].style.display = display
        edited.children[2].style.positionType = .absolute
        fresh.children[1].style.display = display
        fresh.children[2].style.positionType = .absolute
        edited.calculateLayout(width: nil, height: nil, direction: .ltr)
        fresh.calculateLayout(width: nil, height: nil, direction: .ltr)
        #expect(edited.preorder.map(\.frame) == fresh.preorder.map(\.frame))
        #expect(edited.children[0].frame.maxX == 20 && edited.children[2].frame.minX == 0)
        let middle = edited.children[1].frame
        switch display {
        case .none, .contents: #expect(middle == .zero)
        case .flex: #expect(middle == CGRect(x: 20, y: 0, width: 30, height: 10))
        }
    }
}
