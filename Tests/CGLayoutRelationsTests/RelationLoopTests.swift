import CGLayout
import CGLayoutRelations
import Foundation
import CGLayoutTestSupport
import Testing

@Suite("Relations: loops through relation blocks are refused, never recursion without end")
struct RelationLoopTests {
    /// A guide whose content is a scheme holding a relation block that has the guide as an item:
    /// the relation block lays out the guide, then its content, which runs the relation block again.
    /// `snapshot(for:)` and `layout()` recursed until the stack overflowed.
    private func guideLaidOutByItsOwnContent() -> (root: LayoutNode, guide: LayoutGuide<LayoutNode>, relations: RelationLayout,
                                                    scheme: LayoutScheme) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        let relations = RelationLayout(container: root)
        relations.activate([guide.constraint(.width, constant: 100)])
        guide.contentLayout = LayoutScheme(blocks: [relations])
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: 50, height: 50))])
        return (root, guide, relations, scheme)
    }

    @Test("A guide whose content is a relation block that lays out the guide: snapshot ends, and the loop is reported")
    func guideContentRelationLoopSnapshotEnds() throws {
        let (root, _, relations, scheme) = guideLaidOutByItsOwnContent()
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(relations.issues.contains { $0.kind == .loop }, "\(relations.issues)")
        #expect(scheme.issues.contains { if case .contentLaysOutItsContainer = $0.kind { true } else { false } }, "\(scheme.issues)")
        // The snapshot stands for no defined layout: applying it is refused with a typed error.
        #expect(throws: LayoutSnapshotError.self) { try scheme.apply(snapshot: snapshot) }
    }

    @Test("A guide whose content is a relation block that lays out the guide: layout ends, and the loop is reported")
    func guideContentRelationLoopLayoutEnds() throws {
        let (root, guide, relations, scheme) = guideLaidOutByItsOwnContent()
        scheme.layout(direction: .leftToRight)
        withExtendedLifetime(root) {}
        #expect(relations.issues.contains { $0.kind == .loop }, "\(relations.issues)")
        #expect(guide.frame.size.width == 100 || guide.frame.size.width == 50, "a finite, defined frame: \(guide.frame)")
        #expect(scheme.issues.contains { if case .contentLaysOutItsContainer = $0.kind { true } else { false } }, "\(scheme.issues)")
    }

    /// A relation block whose item is a container: in a snapshot the container's content read the live
    /// frames, not the pass's (`b` below `a`, which an earlier block lays out: `layout()` put `b` at y 50,
    /// snapshot + apply at y 0).
    @Test("The content of a container item reads the frames of the snapshot's pass, as layout() does")
    func containerItemContentReadsPassFrames() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try root.addChild(a)
        try root.addChild(b)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        guide.contentLayout = LayoutScheme(blocks: [b.layoutBlock(with: Layout(x: .left(), y: .top(), width: 40, height: 10),
                                                                   constraints: [a.layoutConstraint(for: [.bottom(.limit(on: .outer))])])])
        let relations = RelationLayout(container: root)
        relations.activate([guide.constraint(.left, constant: 0), guide.constraint(.top, constant: 0),
                            guide.constraint(.width, constant: 100), guide.constraint(.height, constant: 100)])
        let scheme = LayoutScheme(blocks: [a.layoutBlock(with: Layout(x: .left(), y: .top(), width: 60, height: 50)), relations])
        for direction in LayoutDirection.allCases {
            a.frame = .zero
            let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, direction: direction, [a, b, guide])
            #expect(laidOut == applied, "\(direction)")
            #expect(laidOut[1].minY == 50, "b below a: \(laidOut[1])")
        }
        #expect(relations.issues.isEmpty, "\(relations.issues)")
    }

    @Test("A relation block whose item is its own container's ancestor through a guide content loop: snapshot + apply ends")
    func loopSnapshotApplyEnds() throws {
        let (root, _, _, scheme) = guideLaidOutByItsOwnContent()
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        do { try scheme.apply(snapshot: snapshot) } catch {
            // Refused with a typed error: fine, nothing written.
            _ = error
        }
    }
}
