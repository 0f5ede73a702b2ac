import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Users add their own cases with `build(_:)` and keep typed code.
@Suite("Extensibility")
struct ExtensibilityTests {
    struct Third: RectBasedLayout, Equatable {
        func formLayout(rect: inout CGRect, in source: CGRect) { rect.origin.x = source.minX + source.width / 3 }
    }
    struct MirrorAware: RectBasedLayout {
        func formLayout(rect: inout CGRect, in source: CGRect) { rect.origin.x = -1 }
        func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
            rect.origin.x = direction == .rightToLeft ? source.maxX - rect.width : source.minX
        }
    }
    struct HalfWidth: RectBasedConstraint, Equatable {
        func formConstrain(sourceRect: inout CGRect, by rect: CGRect) { sourceRect.size.width = rect.width / 2 }
    }

    @Test func customAlignmentFillingAndLayout() {
        let layout = Layout(x: .build(Third()), y: .top(), width: .build(AnyRectBasedLayout { r, s in r.size.width = s.width - 1 }), height: 10)
        #expect(layout.layout(rect: .zero, in: rect(0, 0, 90, 90)) == rect(30, 0, 89, 10))
        #expect(Layout.build(Third()).layout(rect: rect(0, 5, 1, 1), in: rect(0, 0, 30, 30)) == rect(10, 5, 1, 1))
    }

    @Test func customLayoutsReceiveTheDirection() {
        let layout = Layout(x: .build(MirrorAware()), y: .top(), width: 10, height: 10)
        #expect(layout.layout(rect: .zero, in: rect(0, 0, 100, 100), direction: .rightToLeft).minX == 90)
        #expect(layout.layout(rect: .zero, in: rect(0, 0, 100, 100), direction: .leftToRight).minX == 0)
    }

    @Test func customAnchorsAndEquality() {
        let anchor = LayoutAnchor.size(.build(HalfWidth()))
        #expect(anchor.constrained(sourceRect: rect(0, 0, 100, 100), by: rect(0, 0, 40, 40)) == rect(0, 0, 20, 100))
        #expect(LayoutAnchor.custom(HalfWidth()) == .custom(HalfWidth()))
        #expect(LayoutAnchor.custom(AnyRectBasedConstraint { _, _ in }) != .custom(AnyRectBasedConstraint { _, _ in }))
        #expect(Layout.Alignment.Horizontal.build(Third()) == .build(Third()))
        #expect(LayoutAnchor.Left.build(HalfWidth()) != LayoutAnchor.Left.limit(on: .inner))
    }
}
