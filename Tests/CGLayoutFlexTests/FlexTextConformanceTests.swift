@testable import CGLayoutFlex
import CGLayout
import CGLayoutText
import Foundation
import Testing

/// Flexbox cases with real text, laid out by headless Chromium (`Scripts/generate-flex-fixtures.sh`)
/// and checked in beside this file: the engine with `FontTextMeasurer` must give the browser's frames.
@Suite("Flexbox conformance with real text (browser fixtures)")
struct FlexTextConformanceTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BrowserFixtures/flex-text.json")

    /// Measurers per font size and line height, in CSS's way of breaking (long words overflow).
    final class Measurers {
        private var byKey: [String: FontTextMeasurer] = [:]
        func measurer(size: CGFloat, lineHeight: CGFloat?) throws -> FontTextMeasurer {
            let key = "\(size)/\(lineHeight ?? -1)"
            if let measurer = byKey[key] { return measurer }
            let measurer = try FontTextMeasurer(family: "DejaVu Sans", size: size, lineHeight: lineHeight, breaksLongWords: false)
            byKey[key] = measurer
            return measurer
        }
    }

    /// The tree of a fixture, its text leaves measured with the font.
    static func tree(_ json: [String: Any], measurers: Measurers) throws -> FlexNode {
        let root = try FlexFixtures.node(json)
        func attach(_ node: FlexNode, _ json: [String: Any]) throws {
            if let text = json["text"] as? String {
                let size = CGFloat((json["fontSize"] as? NSNumber)?.doubleValue ?? 17)
                let lineHeight = (json["lineHeight"] as? NSNumber).map { CGFloat($0.doubleValue) }
                node.measure = FlexNode.textMeasure(text, measurer: try measurers.measurer(size: size, lineHeight: lineHeight))
            }
            for (child, childJSON) in zip(node.children, json["children"] as? [[String: Any]] ?? []) { try attach(child, childJSON) }
        }
        try attach(root, json)
        return root
    }

    @Test("Every case gives the browser's frames, left-to-right and right-to-left (unrounded within 0.1 pt; rounded, as Yoga rounds text, within 2 pt)")
    func conformance() throws {
        let data = try Data(contentsOf: Self.file)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fixtures = try #require(json["fixtures"] as? [[String: Any]])
        #expect(fixtures.count >= 60)
        let measurers = Measurers()
        var passed = 0
        for fixture in fixtures {
            let name = fixture["name"] as? String ?? "?"
            let root = try Self.tree(fixture["root"] as! [String: Any], measurers: measurers)
            var failure: String?
            for pass in fixture["expected"] as! [[String: Any]] {
                let direction: FlexDirection.Inline = (pass["direction"] as? String) == "rtl" ? .rtl : .ltr
                root.calculateLayout(width: nil, height: nil, direction: direction)
                for (node, expected) in zip(root.preorder, pass["nodes"] as! [[String: Any]]) where failure == nil {
                    let frame = CGRect(x: FlexFixtures.number(expected["left"]), y: FlexFixtures.number(expected["top"]),
                                       width: FlexFixtures.number(expected["width"]), height: FlexFixtures.number(expected["height"]))
                    let exact = node.layoutFrame, rounded = node.frame
                    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat) -> Bool {
                        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
                    }
                    if !close(exact, frame, 0.1) || !close(rounded, frame, 2) {
                        failure = "\(direction) \(expected["name"] ?? ""): \(exact) (rounded \(rounded)), browser \(frame)"
                    }
                }
            }
            #expect(failure == nil, "\(name): \(failure ?? "")")
            if failure == nil { passed += 1 }
        }
        print("flex conformance with real text: \(passed)/\(fixtures.count)")
    }
}
