import CGLayout
import CGLayoutSVG
import Foundation
import Testing

/// The pictures of the "Anchors" article: one per anchor, drawn by CGLayoutSVG from a trace and
/// recorded in the DocC catalog (re-record with CGLAYOUT_RECORD_SNAPSHOTS=1).
@Suite("Anchors article pictures")
struct AnchorPicturesTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CGLayout/CGLayout.docc").standardizedFileURL
    static let resources = catalog.appendingPathComponent("Resources")

    /// The article's S and R.
    static let space = CGRect(x: 160, y: 20, width: 100, height: 80)
    static let other = CGRect(x: 120, y: 30, width: 80, height: 60)

    static let anchors: [(name: String, anchor: LayoutAnchor)] = [
        ("left-align-inner", .left(.align(by: .inner))), ("left-align-outer", .left(.align(by: .outer))),
        ("left-limit-inner", .left(.limit(on: .inner))), ("left-limit-outer", .left(.limit(on: .outer))),
        ("left-pull-inner", .left(.pull(from: .inner))), ("left-pull-outer", .left(.pull(from: .outer))),
        ("right-align-inner", .right(.align(by: .inner))), ("right-align-outer", .right(.align(by: .outer))),
        ("right-limit-inner", .right(.limit(on: .inner))), ("right-limit-outer", .right(.limit(on: .outer))),
        ("right-pull-inner", .right(.pull(from: .inner))), ("right-pull-outer", .right(.pull(from: .outer))),
        ("center-align-center", .center(.align(by: .center))), ("center-align-origin", .center(.align(by: .origin))),
        ("width-half", .width(0.5)), ("equally", .equally),
    ]

    /// R, the element S laid out with `Layout.equal` after the anchor, and the trace of its block.
    static func picture(of anchor: LayoutAnchor) throws -> (svg: String, frame: CGRect) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 120), name: "anchor")
        let r = LayoutNode(frame: other, name: "R"), s = LayoutNode(name: "S")
        try root.addChild(r)
        try root.addChild(s)
        let block = s.layoutBlock(with: .equal, constraints: [r.layoutConstraint(for: [anchor])])
        let trace = try #require(block.trace(in: space, direction: .leftToRight))
        block.layout(in: space, direction: .leftToRight)
        return (SVGRenderer().render(root, trace: trace), s.frame)
    }

    @Test("Each anchor's picture is the recorded one, and its frame is the formula's", arguments: anchors.map(\.name))
    func picture(named name: String) throws {
        let anchor = try #require(Self.anchors.first { $0.name == name }?.anchor)
        let (svg, frame) = try Self.picture(of: anchor)
        #expect(frame == anchor.constrained(sourceRect: Self.space, by: Self.other, direction: .leftToRight))
        try assertSVGSnapshot(svg, named: "anchor-\(name)", in: Self.resources)
    }

    @Test("The article shows every picture, and every recorded anchor picture is one of them")
    func articleShowsEveryPicture() throws {
        let article = try String(contentsOf: Self.catalog.appendingPathComponent("Anchors.md"), encoding: .utf8)
        for (name, _) in Self.anchors { #expect(article.contains("(anchor-\(name).svg)"), "anchor-\(name).svg") }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasPrefix("anchor-") }
        #expect(Set(recorded) == Set(Self.anchors.map { "anchor-\($0.name).svg" }))
    }
}
