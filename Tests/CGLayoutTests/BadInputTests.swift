import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Bad input gives defined, finite results")
struct BadInputTests {
    @Test("non-finite and negative sources never produce a non-finite or negative frame", arguments: [
        rect(.nan, 0, 100, 100), rect(0, .infinity, 100, 100), rect(0, 0, .nan, 100),
        rect(0, 0, -50, 100), rect(0, 0, 100, -.infinity), rect(-.infinity, .nan, .infinity, .infinity),
    ])
    func sources(source: CGRect) {
        let layouts: [Layout] = [
            Layout(x: .center(), y: .bottom(), width: .scaled(1), height: .boxed(10)),
            Layout(x: .right(5), y: .top(multiplier: 0.5), width: .fixed(20), height: .between(1...5)),
            .equal, Layout.left(10...), Layout(x: .trailing(), y: .center(), width: .upTo(30), height: .from(3)),
        ]
        for layout in layouts {
            let result = layout.layout(rect: rect(1, 2, 3, 4), in: source, direction: .rightToLeft)
            #expect(result.isValidLayoutFrame, "\(layout) in \(source) gave \(result)")
        }
    }

    @Test func documentedValuesForBadNumbers() {
        let source = rect(0, 0, 100, 100)
        #expect(Layout(x: .left(), y: .top(), width: .fixed(-10), height: .fixed(.nan)).layout(rect: .zero, in: source) == rect(0, 0, 0, 0))
        #expect(Layout(x: .left(.infinity), y: .top(), width: 10, height: 10).layout(rect: .zero, in: source) == rect(0, 0, 10, 10))
        // An infinite available width is unbounded: fixed sizes and left offsets still work.
        #expect(Layout(x: .left(8), y: .top(), width: 10, height: 10).layout(rect: .zero, in: rect(0, 0, .infinity, 10)) == rect(8, 0, 10, 10))
        // A negative available width counts as zero.
        #expect(Layout(x: .left(), y: .top(), width: .scaled(1), height: 1).layout(rect: .zero, in: rect(0, 0, -40, 10)) == rect(0, 0, 0, 1))
    }

    @Test func nanFramesOfOtherElementsAndNaNMeasurementsNeverReachAFrame() throws {
        final class Broken: LayoutNode, @unchecked Sendable {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: .nan, height: -.infinity) }
        }
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        let other = LayoutNode(frame: rect(.nan, .infinity, -5, .nan))
        let broken = Broken(), node = LayoutNode()
        try root.addChild(other); try root.addChild(broken); try root.addChild(node)
        let scheme = LayoutScheme(blocks: [
            node.layoutBlock(with: Layout(x: .center(), y: .center(), width: .scaled(1), height: .scaled(1)),
                             constraints: [other.layoutConstraint(for: [.left(.limit(on: .outer)), .height()])]),
            broken.layoutBlock(with: .equal, constraints: [broken.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        scheme.layout()
        #expect(node.frame.isValidLayoutFrame)
        #expect(broken.frame == rect(0, 0, 0, 0))
        let snapshot = scheme.snapshot(for: rect(0, 0, .nan, .infinity))
        #expect(snapshot.childSnapshots.allSatisfy { $0.frame.isValidLayoutFrame })
    }

    @Test func cyclesAmongCustomElementsTerminate() {
        let a = LoopingElement(), b = LoopingElement()
        a.next = b; b.next = a
        let point = a.convert(point: .zero, to: b)
        #expect(point.x.isFinite && point.y.isFinite)
    }
}
