import CGLayout
import Foundation
import Testing

// A user's extension of a per-axis part, as the original API allowed: it must keep compiling.
extension Layout.Alignment.Horizontal {
    static func third() -> Layout.Alignment.Horizontal { .left(multiplier: 1.0 / 3) }
}

@Suite("One Axis: the axis values, their compile-time forms and the per-axis layout parts")
struct AxisTests {
    @Test("The cross axis of each axis is the other one")
    func cross() {
        #expect(Axis.horizontal.cross == .vertical)
        #expect(Axis.vertical.cross == .horizontal)
        #expect(Axis.allCases == [.horizontal, .vertical])
    }

    @Test("HorizontalAxis and VerticalAxis stand for the two axes")
    func staticAxes() {
        #expect(HorizontalAxis.axis == .horizontal)
        #expect(VerticalAxis.axis == .vertical)
    }

    @Test("Horizontal and Vertical parts are the one generic type on each axis, and act on their own axis")
    func perAxisParts() {
        #expect(Layout.Filling.Horizontal.self == Layout.Filling.OnAxis<HorizontalAxis>.self)
        #expect(Layout.Alignment.Vertical.self == Layout.Alignment.OnAxis<VerticalAxis>.self)
        let space = CGRect(x: 0, y: 0, width: 90, height: 60)
        let box = CGRect(x: 5, y: 5, width: 30, height: 20)
        #expect(Layout.Filling.Horizontal.scaled(0.5).layout(rect: box, in: space) == CGRect(x: 5, y: 5, width: 45, height: 20))
        #expect(Layout.Filling.Vertical.scaled(0.5).layout(rect: box, in: space) == CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(Layout.Alignment.Horizontal.right(10).layout(rect: box, in: space) == CGRect(x: 50, y: 5, width: 30, height: 20))
        #expect(Layout.Alignment.Vertical.bottom(10).layout(rect: box, in: space) == CGRect(x: 5, y: 30, width: 30, height: 20))
        #expect(Layout.Alignment.Horizontal.third().layout(rect: box, in: space).minX == 30)
    }

    @Test("A stack's axis is the package's Axis; its cross axis sizes across", arguments: Axis.allCases)
    func stackAxis(axis: Axis) {
        let stack = StackDistribution(axis: axis, spacing: .equal(10), filling: .equally)
        let frames = stack.frames(for: [.flexible, .flexible], in: CGRect(x: 0, y: 0, width: 210, height: 90))
        if axis == .horizontal {
            #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 90), CGRect(x: 110, y: 0, width: 100, height: 90)])
        } else {
            #expect(frames == [CGRect(x: 0, y: 0, width: 210, height: 40), CGRect(x: 0, y: 50, width: 210, height: 40)])
        }
    }
}

@Suite("Scroll directions are sets of the package's Axis")
struct ScrollDirectionAxisTests {
    @Test("The set of one axis; the sets of every axis make both")
    func oneAxis() {
        #expect(ScrollDirection(Axis.horizontal) == .horizontal)
        #expect(ScrollDirection(Axis.vertical) == .vertical)
        #expect(ScrollDirection(Axis.allCases.map(ScrollDirection.init)) == .both)
        #expect(ScrollDirection(.vertical) != ScrollDirection(.horizontal))
    }
}
