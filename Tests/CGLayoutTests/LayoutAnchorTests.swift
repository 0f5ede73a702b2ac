import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// One row of the anchor table: the space S before and after, constrained by R.
struct AnchorRow: Sendable, CustomTestStringConvertible {
    let name: String
    let anchor: LayoutAnchor
    let space: CGRect
    let expected: CGRect
    var testDescription: String { name }
}

// R spans x 50...70 and y 40...70; S spans x 10...110 and y 10...110.
let anchorR = rect(50, 40, 20, 30)
let anchorS = rect(10, 10, 100, 100)
let insideR = rect(55, 45, 10, 10)

let anchorTable: [AnchorRow] = [
    .init(name: "left align inner: S.minX = R.minX", anchor: .left(.align(by: .inner)), space: anchorS, expected: rect(50, 10, 100, 100)),
    .init(name: "left align outer: S.maxX = R.minX", anchor: .left(.align(by: .outer)), space: anchorS, expected: rect(-50, 10, 100, 100)),
    .init(name: "left limit inner crops to S.minX >= R.minX", anchor: .left(.limit(on: .inner)), space: anchorS, expected: rect(50, 10, 60, 100)),
    .init(name: "left limit inner keeps a space already inside", anchor: .left(.limit(on: .inner)), space: rect(60, 10, 30, 100), expected: rect(60, 10, 30, 100)),
    .init(name: "left limit outer crops to S.maxX <= R.minX", anchor: .left(.limit(on: .outer)), space: anchorS, expected: rect(10, 10, 40, 100)),
    .init(name: "left limit outer collapses at R.minX, never negative", anchor: .left(.limit(on: .outer)), space: insideR, expected: rect(50, 45, 0, 10)),
    .init(name: "left pull inner: S.minX = R.minX, maxX kept", anchor: .left(.pull(from: .inner)), space: rect(60, 10, 30, 100), expected: rect(50, 10, 40, 100)),
    .init(name: "left pull outer: S.maxX = R.minX, minX kept", anchor: .left(.pull(from: .outer)), space: anchorS, expected: rect(10, 10, 40, 100)),
    .init(name: "right align inner: S.maxX = R.maxX", anchor: .right(.align(by: .inner)), space: anchorS, expected: rect(-30, 10, 100, 100)),
    .init(name: "right align outer: S.minX = R.maxX", anchor: .right(.align(by: .outer)), space: anchorS, expected: rect(70, 10, 100, 100)),
    .init(name: "right limit inner: S.maxX <= R.maxX", anchor: .right(.limit(on: .inner)), space: anchorS, expected: rect(10, 10, 60, 100)),
    .init(name: "right limit outer: S.minX >= R.maxX", anchor: .right(.limit(on: .outer)), space: anchorS, expected: rect(70, 10, 40, 100)),
    .init(name: "right pull inner: S.maxX = R.maxX, minX kept", anchor: .right(.pull(from: .inner)), space: rect(10, 10, 30, 100), expected: rect(10, 10, 60, 100)),
    .init(name: "right pull outer: S.minX = R.maxX, maxX kept", anchor: .right(.pull(from: .outer)), space: anchorS, expected: rect(70, 10, 40, 100)),
    .init(name: "top align inner: S.minY = R.minY", anchor: .top(.align(by: .inner)), space: anchorS, expected: rect(10, 40, 100, 100)),
    .init(name: "top align outer: S.maxY = R.minY", anchor: .top(.align(by: .outer)), space: anchorS, expected: rect(10, -60, 100, 100)),
    .init(name: "top limit inner: S.minY >= R.minY", anchor: .top(.limit(on: .inner)), space: anchorS, expected: rect(10, 40, 100, 70)),
    .init(name: "top limit outer: S.maxY <= R.minY", anchor: .top(.limit(on: .outer)), space: anchorS, expected: rect(10, 10, 100, 30)),
    .init(name: "top pull inner: S.minY = R.minY, maxY kept", anchor: .top(.pull(from: .inner)), space: rect(10, 50, 100, 60), expected: rect(10, 40, 100, 70)),
    .init(name: "top pull outer: S.maxY = R.minY, minY kept", anchor: .top(.pull(from: .outer)), space: anchorS, expected: rect(10, 10, 100, 30)),
    .init(name: "bottom align inner: S.maxY = R.maxY", anchor: .bottom(.align(by: .inner)), space: anchorS, expected: rect(10, -30, 100, 100)),
    .init(name: "bottom align outer: S.minY = R.maxY", anchor: .bottom(.align(by: .outer)), space: anchorS, expected: rect(10, 70, 100, 100)),
    .init(name: "bottom limit inner: S.maxY <= R.maxY", anchor: .bottom(.limit(on: .inner)), space: anchorS, expected: rect(10, 10, 100, 60)),
    .init(name: "bottom limit outer: S.minY >= R.maxY", anchor: .bottom(.limit(on: .outer)), space: anchorS, expected: rect(10, 70, 100, 40)),
    .init(name: "bottom pull inner: S.maxY = R.maxY, minY kept", anchor: .bottom(.pull(from: .inner)), space: rect(10, 10, 100, 20), expected: rect(10, 10, 100, 60)),
    .init(name: "bottom pull outer: S.minY = R.maxY, maxY kept", anchor: .bottom(.pull(from: .outer)), space: anchorS, expected: rect(10, 70, 100, 40)),
    .init(name: "width(0.5): S.width = R.width x 0.5", anchor: .size(.width(0.5)), space: anchorS, expected: rect(10, 10, 10, 100)),
    .init(name: "height(2): S.height = R.height x 2", anchor: .size(.height(2)), space: anchorS, expected: rect(10, 10, 100, 60)),
    .init(name: ".width() shorthand", anchor: .width(), space: anchorS, expected: rect(10, 10, 20, 100)),
    .init(name: ".height() shorthand", anchor: .height(), space: anchorS, expected: rect(10, 10, 100, 30)),
    .init(name: "negative multiplier gives zero, not a negative size", anchor: .width(-1), space: anchorS, expected: rect(10, 10, 0, 100)),
    .init(name: "center align by center: S centred on R", anchor: .center(.align(by: .center)), space: anchorS, expected: rect(10, 5, 100, 100)),
    .init(name: "center align by origin: S.origin at R's centre", anchor: .center(.align(by: .origin)), space: anchorS, expected: rect(60, 55, 100, 100)),
    .init(name: "insets shrink", anchor: .insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)), space: anchorS, expected: rect(20, 15, 70, 80)),
    .init(name: "negative insets grow", anchor: .insets(EdgeInsets(top: -5, left: -5, bottom: -5, right: -5)), space: anchorS, expected: rect(5, 5, 110, 110)),
    .init(name: "insets larger than the space give zero size", anchor: .insets(EdgeInsets(top: 60, left: 60, bottom: 60, right: 60)), space: anchorS, expected: rect(70, 70, 0, 0)),
    .init(name: "equal(rect) replaces S", anchor: .equal(rect(1, 2, 3, 4)), space: anchorS, expected: rect(1, 2, 3, 4)),
    .init(name: "equally replaces S with R", anchor: .equally, space: anchorS, expected: anchorR),
    .init(name: "custom runs the wrapped constraint", anchor: .custom(AnyRectBasedConstraint { s, r in s.size.width = r.width + 1 }), space: anchorS, expected: rect(10, 10, 21, 100)),
]

@Suite("LayoutAnchor table")
struct LayoutAnchorTests {
    @Test("every row of the reference's anchor table", arguments: anchorTable)
    func row(_ row: AnchorRow) {
        #expect(row.anchor.constrained(sourceRect: row.space, by: anchorR, direction: .leftToRight) == row.expected)
    }

    @Test("leading is left in LTR and right in RTL; trailing the reverse", arguments: [
        (LayoutAnchor.leading(.align(by: .inner)), LayoutAnchor.left(.align(by: .inner)), LayoutAnchor.right(.align(by: .inner))),
        (.leading(.align(by: .outer)), .left(.align(by: .outer)), .right(.align(by: .outer))),
        (.leading(.limit(on: .inner)), .left(.limit(on: .inner)), .right(.limit(on: .inner))),
        (.leading(.limit(on: .outer)), .left(.limit(on: .outer)), .right(.limit(on: .outer))),
        (.leading(.pull(from: .inner)), .left(.pull(from: .inner)), .right(.pull(from: .inner))),
        (.leading(.pull(from: .outer)), .left(.pull(from: .outer)), .right(.pull(from: .outer))),
        (.trailing(.align(by: .inner)), .right(.align(by: .inner)), .left(.align(by: .inner))),
        (.trailing(.limit(on: .outer)), .right(.limit(on: .outer)), .left(.limit(on: .outer))),
        (.trailing(.pull(from: .inner)), .right(.pull(from: .inner)), .left(.pull(from: .inner))),
    ])
    func directional(anchor: LayoutAnchor, ltr: LayoutAnchor, rtl: LayoutAnchor) {
        for space in [anchorS, insideR, rect(60, 10, 30, 100)] {
            #expect(anchor.constrained(sourceRect: space, by: anchorR, direction: .leftToRight)
                    == ltr.constrained(sourceRect: space, by: anchorR, direction: .leftToRight))
            #expect(anchor.constrained(sourceRect: space, by: anchorR, direction: .rightToLeft)
                    == rtl.constrained(sourceRect: space, by: anchorR, direction: .rightToLeft))
        }
    }

    @Test func spellingsOfTheArticleAndReadmeAreTheSameAnchors() {
        #expect(LayoutAnchor.left(LayoutAnchor.Left.limit(on: .outer)) == .left(.limit(on: .outer)))
        #expect(LayoutAnchor.top(.limit(.inner)) == .top(.limit(on: .inner)))
        #expect(LayoutAnchor.height() == .size(LayoutAnchor.Size.height()))
        #expect(LayoutAnchor.left(.limit(on: .inner)) != .left(.limit(on: .outer)))
        #expect(LayoutAnchor.Top.limit(on: .inner).constrained(sourceRect: anchorS, by: anchorR) == rect(10, 40, 100, 70))
    }
}
