import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// The one policy for a NaN or infinite available space (the Bad Input article), through relations: the
/// same space gives the same frames as in the rect engine and flex.
@Suite("Relations: available space policy")
struct RelationAvailableSpaceTests {
    @Test("A NaN/∞ container rect: a leading item (8, 0, 100, 0), a trailing one at the largest finite x")
    func badSpace() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let lead = LayoutNode(name: "lead"), tail = LayoutNode(name: "tail")
        try root.addChild(lead); try root.addChild(tail)
        let relations = RelationLayout(container: root)
        relations.activate([
            lead.constraint(.left, to: root, .left, constant: 8), lead.constraint(.top, to: root, .top),
            lead.constraint(.width, constant: 100), lead.constraint(.height, to: root, .height),
            tail.constraint(.right, to: root, .right, constant: -8), tail.constraint(.top, to: root, .top),
            tail.constraint(.width, constant: 100), tail.constraint(.height, constant: 10),
        ])
        relations.layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(lead.frame == BadAvailableSpace.leading, "\(relations.issues)")
        #expect(tail.frame.minX == BadAvailableSpace.trailingX && tail.frame.isValidLayoutFrame, "\(tail.frame) \(relations.issues)")
        let snapshot = relations.snapshot(for: BadAvailableSpace.space, direction: .leftToRight)
        #expect(snapshot.childSnapshots.map(\.frame) == [lead.frame, tail.frame])
    }
}
