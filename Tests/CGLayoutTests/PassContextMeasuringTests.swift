import Testing
import CGLayoutTestSupport
import Foundation
import Synchronization
import CGLayout

/// An underline as wide as its title: its fitting size reads the title's frame from the pass that
/// measures it, as an app's node subclass would.
private final class Underline: LayoutNode, @unchecked Sendable {
    weak var title: LayoutNode?
    /// The direction of the last pass that measured it.
    let lastDirection = Mutex<LayoutDirection?>(nil)

    override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        lastDirection.withLock { $0 = context.direction }
        return CGSize(width: title.map { context.frame(of: $0).width } ?? 0, height: 2)
    }
}

/// A node subclass written against `sizeThatFits(_:)` alone, padding its present size (`super`).
private final class PaddedPresentSize: LayoutNode, @unchecked Sendable {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let present = super.sizeThatFits(size)
        return CGSize(width: present.width + 4, height: present.height)
    }
}

/// A section header: a title half as wide as the screen, 16 pt from the leading edge, and an underline
/// below it that measures itself from the title's frame (`sizeThatFits(_:in:)`).
private struct SectionHeader {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let title = LayoutNode(name: "title")
    let underline = Underline(name: "underline")
    let scheme: LayoutScheme

    init() throws {
        try root.addChild(title)
        try root.addChild(underline)
        underline.title = title
        scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(10), width: .scaled(0.5), height: .fixed(24))),
            underline.layoutBlock(with: Layout(x: .leading(16), y: .top(38), width: .fit, height: .fit)),
        ])
    }

    /// The design's frames at `width`, by arithmetic: title and underline 16 pt from the leading edge.
    static func expected(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
        let half = width / 2
        let x = direction == .leftToRight ? 16 : width - 16 - half
        return [CGRect(x: x, y: 10, width: half, height: 24), CGRect(x: x, y: 38, width: half, height: 2)]
    }
}

@Suite("Measuring inside a pass: sizeThatFits(_:in:) reads the pass's frames")
struct PassContextMeasuringTests {
    @Test("An element measured from another's frame gives the same frames through snapshot + apply as through layout(), first and later passes",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func measuredFromAnotherFrame(direction: LayoutDirection) throws {
        let header = try SectionHeader()
        // The first pass (frames at zero), then later passes at other widths (frames of the previous width).
        for width in [320, 375, 414, 320] as [CGFloat] {
            let rect = CGRect(x: 0, y: 0, width: width, height: 80)
            let (laidOut, applied) = try framesOfLayoutAndSnapshot(header.scheme, in: rect, direction: direction,
                                                                  [header.title, header.underline])
            let expected = SectionHeader.expected(width: width, direction: direction)
            #expect(laidOut == expected, "layout() at \(width)")
            #expect(applied == expected, "snapshot + apply at \(width)")
            #expect(header.underline.lastDirection.withLock { $0 } == direction, "the context carries the pass's direction")
        }
    }

    @Test("A snapshot read without applying it has the design's frames, whatever frames the tree holds")
    func snapshotAlone() throws {
        let header = try SectionHeader()
        header.scheme.layout(in: CGRect(x: 0, y: 0, width: 414, height: 80), direction: .leftToRight)
        let snapshot = header.scheme.snapshot(for: CGRect(x: 0, y: 0, width: 320, height: 80), direction: .leftToRight)
        let context = LayoutContext.reading(snapshot)
        #expect([context.frame(of: header.title), context.frame(of: header.underline)]
                == SectionHeader.expected(width: 320, direction: .leftToRight))
        #expect(header.underline.frame.width == 207, "the snapshot wrote nothing")
    }

    @Test("Snapshots of two widths computed at the same time, off the main actor, each get their own frames")
    func concurrentSnapshots() async throws {
        let header = try SectionHeader()
        let scheme = header.scheme
        let title = header.title, underline = header.underline
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for width in [320, 414] as [CGFloat] {
                group.addTask {
                    var wrong = 0
                    let expected = SectionHeader.expected(width: width, direction: .rightToLeft)
                    for _ in 0..<300 {
                        let snapshot = scheme.snapshot(for: CGRect(x: 0, y: 0, width: width, height: 80), direction: .rightToLeft)
                        let context = LayoutContext.reading(snapshot)
                        if [context.frame(of: title), context.frame(of: underline)] != expected { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(header.underline.frame == .zero, "no snapshot wrote a frame")
    }

    @Test("A subclass that overrides only sizeThatFits(_:) and calls super sees the pass's present size in a snapshot")
    func superPresentSize() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let padded = PaddedPresentSize(), follower = LayoutNode()
        try root.addChild(padded)
        try root.addChild(follower)
        let scheme = LayoutScheme(blocks: [
            padded.layoutBlock(with: Layout(x: .left(10), y: .top(5), width: .fixed(40), height: .fixed(30))),
            follower.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .equal, height: .equal),
                                 constraints: [padded.adjustLayoutConstraint(for: [.width(), .height()])]),
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [padded, follower])
        #expect(laidOut[1].size == CGSize(width: 44, height: 30))
        #expect(applied == laidOut)
    }

    @Test("A block written against snapshot(for:direction:) alone is a layout block: the default takes the context's direction")
    func defaultContextualSnapshot() throws {
        struct Fixed: LayoutBlockProtocol {
            let element: LayoutNode
            var currentSnapshot: LayoutSnapshot { LayoutSnapshot(element: element, frame: element.frame) }
            func layout(direction: LayoutDirection) { layout(in: .zero, direction: direction) }
            func layout(in sourceRect: CGRect, direction: LayoutDirection) {
                element.frame = snapshot(for: sourceRect, direction: direction).frame
            }
            func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
                LayoutSnapshot(element: element, frame: CGRect(x: direction == .leftToRight ? 0 : sourceRect.width - 10, y: 0, width: 10, height: 10))
            }
            func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { element.frame = snapshot.frame }
        }
        let node = LayoutNode()
        let block = Fixed(element: node)
        let snapshot = block.snapshot(for: CGRect(x: 0, y: 0, width: 100, height: 50), context: .live(direction: .rightToLeft))
        #expect(snapshot.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    }
}
