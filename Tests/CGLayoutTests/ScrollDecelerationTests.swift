import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A flick's motion with extreme input: it always ends, every value stays finite, and a
/// bounce stays within its limit.
@Suite("Scroll deceleration: defined, bounded motion")
struct ScrollDecelerationTests {
    /// Steps `motion` until it ends (at most `limit` steps), checking every offset on the way.
    private func run(_ motion: inout ScrollDeceleration, limit: Int = 60 * 31, _ check: (CGPoint) -> Void = { _ in }) -> Int {
        var steps = 0
        while !motion.isFinished && steps < limit {
            motion.step()
            check(motion.offset)
            steps += 1
        }
        return steps
    }

    /// The offset became NaN (1e308 · the spring's stiffness), and `while !isFinished { step() }` never ended.
    @Test("A huge offset and velocity end, finite, at the nearest allowed offset")
    func hugeOffsetAndVelocityEnd() {
        var motion = ScrollDeceleration(offset: CGPoint(x: 0, y: 1e308), velocity: CGPoint(x: 0, y: -1e308),
                                        maximumOffset: CGPoint(x: 0, y: 900))
        let steps = run(&motion) { #expect($0.x.isFinite && $0.y.isFinite) }
        #expect(motion.isFinished && steps <= 60 * 30 + 1)
        #expect(motion.offset.y >= 0 && motion.offset.y <= 900)

        for (offset, velocity, maximum) in [(CGFloat.greatestFiniteMagnitude, CGFloat.greatestFiniteMagnitude, CGFloat.greatestFiniteMagnitude),
                                            (-1e300, 1e300, 1e300), (5, -CGFloat.greatestFiniteMagnitude, 0), (1e7, 1e9, 1e12)] {
            var extreme = ScrollDeceleration(offset: CGPoint(x: offset, y: -offset), velocity: CGPoint(x: velocity, y: -velocity),
                                             maximumOffset: CGPoint(x: maximum, y: maximum))
            _ = run(&extreme) { #expect($0.x.isFinite && $0.y.isFinite, "\(offset) \(velocity) \(maximum)") }
            #expect(extreme.isFinished && extreme.offset == extreme.confined(extreme.offset))
            #expect(extreme.velocity == .zero || (abs(extreme.velocity.x) < 1 && abs(extreme.velocity.y) < 1))
        }
    }

    /// A scroll guide's documented `while scroll.stepDeceleration() {}` ends with the same input.
    @Test("A scroll guide's deceleration loop ends with a huge velocity")
    func guideLoopEnds() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        let rows = (0..<10).map { LayoutNode(name: "row\($0)") }
        for row in rows { try root.addChild(row) }
        let scroll = ScrollLayoutGuide<LayoutNode>(
            layout: LayoutScheme(blocks: rows.enumerated().map { $1.layoutBlock(with: Layout(x: .left(), y: .top(CGFloat($0) * 100), width: .scaled(1), height: 100)) }),
            scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        scroll.contentOffset = CGPoint(x: 0, y: 1e308)
        scroll.decelerate(withVelocity: CGPoint(x: 0, y: -1e308))
        var steps = 0
        while scroll.stepDeceleration() { steps += 1; if steps > 60 * 31 { break } }
        #expect(!scroll.isDecelerating && (0...800).contains(scroll.contentOffset.y))
    }

    /// At 20,000 pt/s a bounce ran 460–620 pt beyond the content of a 200 pt frame.
    @Test("A fast flick's bounce stays within half the visible length beyond the content", arguments: [2_000, 20_000, 1e6] as [CGFloat])
    func fastBounceIsBounded(speed: CGFloat) throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        let row = LayoutNode(name: "row")
        try root.addChild(row)
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 1000)),
                                                   scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        for velocity in [speed, -speed] {
            scroll.contentOffset = CGPoint(x: 0, y: velocity > 0 ? 790 : 10)
            scroll.decelerate(withVelocity: CGPoint(x: 0, y: velocity))
            var farthest: CGFloat = 0
            while scroll.stepDeceleration() { farthest = max(farthest, scroll.contentOffset.y - 800, -scroll.contentOffset.y) }
            #expect(farthest > 0 && farthest <= 100, "overscroll \(farthest) at \(velocity) pt/s")
            #expect(scroll.contentOffset.y == (velocity > 0 ? 800 : 0))
        }
    }

    @Test("A motion's own bounce limit; a start beyond it starts there; long steps run as frames")
    func motionLimitAndLongSteps() {
        var motion = ScrollDeceleration(offset: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 0, y: 20_000),
                                        maximumOffset: CGPoint(x: 0, y: 500), overscrollLimit: CGPoint(x: 0, y: 40))
        var farthest: CGFloat = 0
        _ = run(&motion) { farthest = max(farthest, $0.y - 500) }
        #expect(farthest > 30 && farthest <= 40 && motion.offset.y == 500)

        let beyond = ScrollDeceleration(offset: CGPoint(x: -500, y: 0), velocity: .zero, maximumOffset: CGPoint(x: 100, y: 0))
        #expect(beyond.offset.x == -120 && beyond.overscrollLimit == CGPoint(x: 120, y: 120))

        var framed = ScrollDeceleration(offset: .zero, velocity: CGPoint(x: 0, y: 1200), maximumOffset: CGPoint(x: 0, y: 5000))
        var long = framed
        for _ in 0..<60 { framed.step() }
        long.step(by: 1)
        #expect(abs(long.offset.y - framed.offset.y) < 1e-6 && abs(long.elapsed - 1) < 1e-9)
        long.step(by: .greatestFiniteMagnitude)
        #expect(long.isFinished && long.elapsed <= ScrollDeceleration.maximumDuration + 1.0 / 60)
    }
}
