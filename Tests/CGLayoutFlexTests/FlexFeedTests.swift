import CGLayoutFlex
import FlexWorkloads
import Foundation
import Testing

@Suite("Flex feed (flex.md)")
struct FlexFeedTests {
    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/fixtures/flex-feed-expected.json").standardizedFileURL

    @Test("The 1,501 frames of the flex feed at width 375", .enabled(if: FileManager.default.fileExists(atPath: expected.path),
          "the fixture ../shared/fixtures/flex-feed-expected.json is absent"))
    func frames() throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.expected)) as! [String: Any]
        let frames = (json["frames"] as! [[NSNumber]]).map { $0.map { CGFloat($0.doubleValue) } }
        let root = FlexFeed.makeRoot()
        root.calculateLayout(width: 375, height: nil, direction: .ltr)
        let nodes = root.preorder
        #expect(nodes.count == frames.count)
        var mismatches = 0
        for (index, (node, frame)) in zip(nodes, frames).enumerated() {
            let f = node.frame
            let equal = abs(f.minX - frame[0]) < 1e-4 && abs(f.minY - frame[1]) < 1e-4 && abs(f.width - frame[2]) < 1e-4 && abs(f.height - frame[3]) < 1e-4
            if !equal {
                mismatches += 1
                if mismatches <= 5 { Issue.record("node \(index): \(f) expected \(frame)") }
            }
        }
        #expect(mismatches == 0)
    }
}
