import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A per-element setting of a relation layout (hugging, compression resistance, measuring) and the value
/// label width it gives in the new row's design, set and not inherited.
enum ReleasedElementSetting: CaseIterable, CustomStringConvertible {
    /// The old value was not measured (a fixed 51-wide switch); the new label has no width relation and is
    /// measured: "Home" is 4 × 7 = 28 wide (not measured, its width would be undetermined: 0).
    case notMeasured
    /// The old value hugged at 1000; the new label's `width == 80 @500` beats the default hugging of 250: 80
    /// (inherited: 28).
    case requiredHugging
    /// The old value resisted compression at 1; the new label's `width == 10 @500` loses to the default
    /// compression resistance of 750: 28 (inherited: 10).
    case lowCompressionResistance

    var description: String {
        switch self {
        case .notMeasured: "not measured"
        case .requiredHugging: "hugging 1000"
        case .lowCompressionResistance: "compression resistance 1"
        }
    }

    func apply(to relations: RelationLayout, for element: any LayoutElement) {
        switch self {
        case .notMeasured: relations.setMeasuresIntrinsicSize(false, for: element)
        case .requiredHugging: relations.setContentHuggingPriority(.required, for: element, axis: .horizontal)
        case .lowCompressionResistance: relations.setContentCompressionResistancePriority(LayoutPriority(1), for: element, axis: .horizontal)
        }
    }

    /// The new label's own width relation, if the design has one.
    func widthRelation(of label: TextNode) -> [RelationConstraint] {
        switch self {
        case .notMeasured: []
        case .requiredHugging: [label.constraint(.width, constant: 80, priority: LayoutPriority(500))]
        case .lowCompressionResistance: [label.constraint(.width, constant: 10, priority: LayoutPriority(500))]
        }
    }

    var newValueWidth: CGFloat {
        switch self {
        case .notMeasured, .lowCompressionResistance: 28
        case .requiredHugging: 80
        }
    }
}

@Suite("Relations: a released element's settings do not reach a new element at its address", .serialized)
struct RelationSettingsAfterReleaseTests {
    /// A settings row: the title "Wi-Fi" (35 × 17) 16 from the leading edge, the value 16 from the trailing
    /// edge, both 12 from the top, the title at least 10 before the value.
    @Test("A settings row whose value label is replaced by a new one (at the freed label's address) lays the new label out by its own settings",
          arguments: ReleasedElementSetting.allCases, LayoutDirection.allCases)
    func replacedValueLabel(setting: ReleasedElementSetting, direction: LayoutDirection) async throws {
        for width in [320.0, 375.0, 414.0] as [CGFloat] {
            // The block may be freed on another thread (not handed back here): the row is built again.
            var reused = false
            for _ in 0..<8 where !reused { reused = try await replaceValueLabel(setting: setting, direction: direction, width: width) }
            #expect(reused, "\(setting), \(direction), \(width): the case tested is a new element at a freed one's address")
        }
    }

    /// Builds the row with the old value and the setting, replaces the value, and checks the frames.
    /// - Returns: Whether the new label sits at the old one's address.
    private func replaceValueLabel(setting: ReleasedElementSetting, direction: LayoutDirection, width: CGFloat) async throws -> Bool {
        do {
            let row = LayoutNode(frame: rect(0, 0, width, 44), name: "row")
            let title = TextNode(text: "Wi-Fi", name: "title")
            try row.addChild(title)
            let relations = RelationLayout(container: row)
            relations.activate([title.constraint(.leading, to: row, .leading, constant: 16), title.constraint(.top, to: row, .top, constant: 12)])
            let rtl = direction == .rightToLeft
            func x(_ leading: CGFloat, _ itemWidth: CGFloat) -> CGFloat { rtl ? width - leading - itemWidth : leading }
            let titleFrame = rect(x(16, 35), 12, 35, 17)
            func valueRelations(_ value: TextNode) -> [RelationConstraint] {
                [value.constraint(.trailing, to: row, .trailing, constant: -16), value.constraint(.top, to: row, .top, constant: 12),
                 title.constraint(.trailing, .lessThanOrEqual, to: value, .leading, constant: -10)]
            }

            // The old row: a switch-wide value (51) with the setting.
            var old: TextNode? = TextNode(text: "Off", name: "switch")
            try row.addChild(old!)
            var oldRelations: [RelationConstraint]? = valueRelations(old!) + [old!.constraint(.width, constant: 51)]
            relations.activate(oldRelations!)
            setting.apply(to: relations, for: old!)
            relations.layout(direction: direction)
            #expect(title.frame == titleFrame && old!.frame.minX == x(width - 16 - 51, 51) && old!.frame.width == 51,
                    "\(setting), \(direction), \(width): the old row")

            // The value is removed and the row laid out without it: nothing holds the old label any more.
            let oldID = ObjectIdentifier(old!)
            relations.deactivate(oldRelations!)
            oldRelations = nil
            old!.removeFromSuperElement()
            relations.layout(direction: direction)
            #expect(title.frame == titleFrame)
            old = nil

            // A new label, allocated where the old one was (the allocator hands the block just freed back;
            // the labels that land elsewhere are kept alive until one lands there).
            var elsewhere: [TextNode] = []
            var label = TextNode(text: "Home", name: "value")
            while ObjectIdentifier(label) != oldID, elsewhere.count < 64 {
                elsewhere.append(label)
                label = TextNode(text: "Home", name: "value")
            }
            let reused = ObjectIdentifier(label) == oldID
            print("\(setting), \(direction), \(width): the new label \(reused ? "reuses" : "does not reuse") the freed label's address (\(elsewhere.count) allocated elsewhere first)")
            try row.addChild(label)
            relations.activate(valueRelations(label) + setting.widthRelation(of: label))
            let valueWidth = setting.newValueWidth
            let valueFrame = rect(x(width - 16 - valueWidth, valueWidth), 12, valueWidth, 17)
            relations.layout(direction: direction)
            #expect(title.frame == titleFrame && label.frame == valueFrame, "\(setting), \(direction), \(width): the new label's own settings")
            #expect(relations.issues.isEmpty, "\(relations.issues)")
            #expect(relations.measuresIntrinsicSize(of: label))
            #expect(relations.contentHuggingPriority(for: label, axis: .horizontal) == .defaultLow)
            #expect(relations.contentCompressionResistancePriority(for: label, axis: .horizontal) == .defaultHigh)

            // A later pass, and a detached snapshot of another width applied.
            relations.layout(direction: direction)
            #expect(label.frame == valueFrame)
            let narrower = width - 20
            let snapshot = await Task.detached { relations.snapshot(for: rect(0, 0, narrower, 44), direction: direction) }.value
            try relations.apply(snapshot: snapshot)
            let snappedX = rtl ? 16 : narrower - 16 - valueWidth
            #expect(label.frame == rect(snappedX, 12, valueWidth, 17) && title.frame == rect(rtl ? narrower - 16 - 35 : 16, 12, 35, 17),
                    "\(setting), \(direction), \(width): the snapshot for \(narrower)")
            withExtendedLifetime(elsewhere) {}
            return reused
        }
    }
}
