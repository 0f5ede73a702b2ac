@testable import CGLayoutFlex
import Foundation
import Testing

/// The shared cases where the engine keeps its own answer (`conformance-kept.txt`), each with its
/// reason checked: changing only what the reason names gives the browser's frames.
@Suite("Flexbox conformance: the kept cases' reasons", .enabled(if: FlexFixtures.sharedIsChecked, FlexFixtures.sharedSkipReason))
struct FlexKeptCasesTests {
    static func sharedCase(_ name: String) throws -> FlexFixtures.Case {
        guard case .required(let folder) = FlexFixtures.sharedLocation else { throw FlexFixtures.FormatError(description: "no shared set") }
        return try #require(try FlexFixtures.load(folder, prefix: "YG").first { $0.name == name })
    }

    /// The first frame of `root` (laid out LTR then RTL) further than 1e-4 from the case's, or `nil`.
    static func mismatch(_ root: FlexNode, _ fixture: FlexFixtures.Case) -> String? {
        for pass in fixture.passes {
            root.calculateLayout(width: nil, height: nil, direction: pass.direction)
            for (node, expected) in zip(root.preorder, pass.nodes) {
                let f = node.frame, e = expected.frame
                if max(abs(f.minX - e.minX), abs(f.minY - e.minY), abs(f.width - e.width), abs(f.height - e.height)) > 1e-4 {
                    return "\(pass.direction) \(expected.name): \(f) expected \(e)"
                }
            }
        }
        return nil
    }

    @Test("The browser sizes these roots shrink-to-fit in a zero-width test container; given that width, the engine gives every frame",
          arguments: ["row_gap_percent_wrapping_with_min_width", "max_content_flex_basis_row"])
    func shrinkToFitRoot(name: String) throws {
        let fixture = try Self.sharedCase(name)
        let root = try FlexFixtures.node(fixture.root)
        // As the engine's API reads an undefined width (max-content), the root is wider than the browser's.
        #expect(Self.mismatch(root, fixture) != nil)
        // The browser's root width, given as the root's own width: nothing else differs.
        root.style.width = .point(fixture.passes[0].nodes[0].frame.width)
        #expect(Self.mismatch(root, fixture) == nil)
    }

    /// fit-content needs a text's min-content width, which the fixtures' measure function does not report (0 at most 0
    /// wide); one that does (a word overflows its limit, as `FlexNode.textMeasure`) gives every frame.
    @Test("A text's min-content width, reported by its measure function, gives the browser's fit-content frames",
          arguments: ["text_fit_content_width", "text_fit_content_min_width"])
    func textMinContent(name: String) throws {
        let fixture = try Self.sharedCase(name)
        let root = try FlexFixtures.node(fixture.root)
        #expect(Self.mismatch(root, fixture) != nil)
        func reportMinContent(_ node: FlexNode, _ json: [String: Any]) {
            if let measure = json["measure"] as? [String: Any], let text = measure["text"] as? String, let original = node.measure {
                let longest = CGFloat(text.split(separator: " ").map(\.count).max() ?? 0) * 10
                node.measure = { width, widthMode, height, heightMode in
                    var size = original(width, widthMode, height, heightMode)
                    if widthMode == .atMost { size.width = min(CGFloat(text.count) * 10, max(width, longest)) }
                    return size
                }
            }
            for (child, childJSON) in zip(node.children, json["children"] as? [[String: Any]] ?? []) { reportMinContent(child, childJSON) }
        }
        reportMinContent(root, fixture.root)
        #expect(Self.mismatch(root, fixture) == nil)
    }
}
