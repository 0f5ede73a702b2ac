import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// Relations shared by two layouts, changed from several tasks at once: the priority and the layouts a relation
/// tells of a change are fields read and written under one lock without dynamic exclusivity checks, so this is
/// their guard. `Scripts/tsan-check.sh` runs it under ThreadSanitizer too.
@Suite("Relations changed from several tasks at once")
struct RelationConcurrentChangesTests {
    /// A box in a card: placed at the card's corner, 20 high; its width is 40 or 60 by two relations of changing
    /// priorities (the narrow one at 750 beats the wide one, at 250 it gives way), 0 when neither is active.
    struct Card {
        let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "card")
        let box = LayoutNode(name: "box")
        let placed: [RelationConstraint]
        let narrow: RelationConstraint
        let wide: RelationConstraint

        init() throws {
            try card.addChild(box)
            placed = [box.constraint(.top, to: card, .top), box.constraint(.leading, to: card, .leading),
                      box.constraint(.height, constant: 20)]
            narrow = box.constraint(.width, constant: 40, priority: 250)
            wide = box.constraint(.width, constant: 60, priority: 500)
        }

        /// The box's frame in a snapshot of `layout`, which holds the placing relations.
        func snapshotFrame(_ layout: RelationLayout) -> CGRect? {
            layout.snapshot(for: card.frame, direction: .leftToRight).frame(of: box)
        }

        /// Whether a snapshot frame is the box at the card's corner, 20 high, with one of `widths` (a snapshot
        /// without the box is wrong too).
        static func fits(_ frame: CGRect?, widths: Set<CGFloat>) -> Bool {
            guard let frame else { return false }
            return frame.origin == .zero && frame.height == 20 && widths.contains(frame.width)
        }
    }

    @Test("Priorities changed while two layouts activate and deactivate the same relations: every snapshot lays the box out by them (width 0, 40 or 60), both layouts take the last priority")
    func prioritiesWhileActivating() async throws {
        let shared = try Card()
        let first = RelationLayout(container: shared.card), second = RelationLayout(container: shared.card)
        for layout in [first, second] { layout.activate(shared.placed + [shared.narrow, shared.wide]) }
        let rounds = 300
        let widths: Set<CGFloat> = [0, 40, 60]
        // Each task returns the snapshot frames it found wrong (none expected; `nil` for a snapshot without the box).
        let wrong = await withTaskGroup(of: [CGRect?].self) { group in
            for layout in [first, second] {
                group.addTask {
                    var wrong: [CGRect?] = []
                    for round in 0..<rounds {
                        layout.deactivate([shared.narrow, shared.wide])
                        layout.activate([shared.narrow, shared.wide])
                        if round % 10 == 0 {
                            let frame = shared.snapshotFrame(layout)
                            if !Card.fits(frame, widths: widths) { wrong.append(frame) }
                        }
                    }
                    return wrong
                }
            }
            group.addTask {
                for round in 0..<rounds {
                    shared.narrow.priority = round % 2 == 0 ? 750 : 250
                    shared.wide.priority = round % 3 == 0 ? 400 : 500
                    _ = shared.narrow.priority
                }
                return []
            }
            group.addTask {
                // Layouts made and freed over the same relations: a relation's first owner may be one of them.
                var wrong: [CGRect?] = []
                for round in 0..<rounds / 10 {
                    let passing = RelationLayout(container: shared.card)
                    passing.activate(shared.placed + [shared.narrow, shared.wide])
                    if round % 3 == 0 {
                        let frame = shared.snapshotFrame(passing)
                        if !Card.fits(frame, widths: [40, 60]) { wrong.append(frame) }
                    }
                }
                return wrong
            }
            group.addTask {
                var wrong: [CGRect?] = []
                for _ in 0..<rounds / 10 {
                    for layout in [first, second] {
                        let frame = shared.snapshotFrame(layout)
                        if !Card.fits(frame, widths: widths) { wrong.append(frame) }
                    }
                }
                return wrong
            }
            var all: [CGRect?] = []
            for await found in group { all += found }
            return all
        }
        #expect(wrong.isEmpty, "snapshots with the box elsewhere or missing: \(wrong)")
        // Both layouts still hold the width relations once each, and are told of a priority change: the narrow
        // relation at 750 gives 40, at 250 the wide one's 60.
        for layout in [first, second] {
            #expect(layout.activeConstraints.filter { $0 === shared.narrow || $0 === shared.wide }.count == 2)
        }
        for (priority, width) in [(LayoutPriority(750), CGFloat(40)), (250, 60), (750, 40)] {
            shared.narrow.priority = priority
            for layout in [first, second] {
                layout.layout(direction: .leftToRight)
                #expect(shared.box.frame == CGRect(x: 0, y: 0, width: width, height: 20))
                #expect(shared.snapshotFrame(layout) == CGRect(x: 0, y: 0, width: width, height: 20))
            }
        }
    }

    @Test("Content priorities set from several tasks while two layouts take snapshots: every read gives the value just set, every snapshot the hugging width, each layout keeps the last setting")
    func contentPrioritiesWhileSnapshotting() async throws {
        let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "card")
        let label = TextNode(text: "Wi-Fi", name: "label")
        try card.addChild(label)
        let layouts = [RelationLayout(container: card), RelationLayout(container: card)]
        for layout in layouts {
            layout.activate([label.constraint(.top, to: card, .top), label.constraint(.leading, to: card, .leading),
                             label.constraint(.width, constant: 200, priority: 500)])
            layout.setContentHuggingPriority(750, for: label, axis: .horizontal)
        }
        // Hugging at 750 or 700 beats the width of 200 at 500: the label takes its text's width, 5 characters of 7 pt
        // (`TextNode`'s default monospaced measurer); at 250 it gives way. The stress alternates 750 and 700, so a
        // snapshot whose compile saw no setting, or the default (250), gives 200; the last round leaves 700.
        let hugging: CGFloat = 35, rounds = 200
        let (wrongReads, wrongWidths) = await withTaskGroup(of: (reads: [LayoutPriority], widths: [CGFloat?]).self) { group in
            for layout in layouts {
                group.addTask {
                    // Only this task sets this layout's setting, so a read right after a set gives that value.
                    var wrong: [LayoutPriority] = []
                    for round in 0..<rounds {
                        let priority: LayoutPriority = round % 2 == 0 ? 750 : 700
                        layout.setContentHuggingPriority(priority, for: label, axis: .horizontal)
                        let read = layout.contentHuggingPriority(for: label, axis: .horizontal)
                        if read != priority { wrong.append(read) }
                    }
                    return (wrong, [])
                }
                group.addTask {
                    var wrong: [CGFloat?] = []
                    for _ in 0..<rounds / 10 {
                        let width = layout.snapshot(for: card.frame, direction: .leftToRight).frame(of: label)?.width
                        if width != hugging { wrong.append(width) }
                    }
                    return ([], wrong)
                }
            }
            var reads: [LayoutPriority] = [], widths: [CGFloat?] = []
            for await found in group { reads += found.reads; widths += found.widths }
            return (reads, widths)
        }
        #expect(wrongReads.isEmpty, "reads that were not the value just set: \(wrongReads)")
        #expect(wrongWidths.isEmpty, "snapshot widths during the stress other than the hugging width: \(wrongWidths)")
        // The stress's last setting is in effect (a lost last update would leave 750 here).
        for layout in layouts {
            #expect(layout.contentHuggingPriority(for: label, axis: .horizontal) == 700)
            #expect(layout.snapshot(for: card.frame, direction: .leftToRight).frame(of: label)?.width == hugging)
        }
        for (priority, width) in [(LayoutPriority(250), CGFloat(200)), (750, hugging)] {
            for layout in layouts {
                layout.setContentHuggingPriority(priority, for: label, axis: .horizontal)
                #expect(layout.contentHuggingPriority(for: label, axis: .horizontal) == priority)
                #expect(layout.snapshot(for: card.frame, direction: .leftToRight).frame(of: label)?.width == width)
            }
        }
    }
}
