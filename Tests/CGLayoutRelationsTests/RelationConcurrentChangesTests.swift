import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// Relations shared by two layouts, changed from several tasks at once: the priority and the layouts a relation
/// tells of a change are fields read and written under one lock without dynamic exclusivity checks, so this is
/// their guard. Run it under ThreadSanitizer too: `swift test --sanitize=thread --filter RelationConcurrentChangesTests`.
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
    }

    @Test("Priorities changed while two layouts activate and deactivate the same relations: every snapshot sees one whole state, both layouts take the last priority")
    func prioritiesWhileActivating() async throws {
        let shared = try Card()
        let first = RelationLayout(container: shared.card), second = RelationLayout(container: shared.card)
        for layout in [first, second] { layout.activate(shared.placed + [shared.narrow, shared.wide]) }
        let rounds = 300
        let widths: Set<CGFloat> = [0, 40, 60]
        // Each task returns the snapshot frames it found wrong (none expected).
        let wrong = await withTaskGroup(of: [CGRect].self) { group in
            for layout in [first, second] {
                group.addTask {
                    var wrong: [CGRect] = []
                    for round in 0..<rounds {
                        layout.deactivate([shared.narrow, shared.wide])
                        layout.activate([shared.narrow, shared.wide])
                        if round % 10 == 0, let frame = shared.snapshotFrame(layout),
                           !(frame.origin == .zero && frame.height == 20 && widths.contains(frame.width)) { wrong.append(frame) }
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
                var wrong: [CGRect] = []
                for round in 0..<rounds / 10 {
                    let passing = RelationLayout(container: shared.card)
                    passing.activate(shared.placed + [shared.narrow, shared.wide])
                    if round % 3 == 0, let frame = shared.snapshotFrame(passing),
                       !(frame.origin == .zero && frame.height == 20 && [40, 60].contains(frame.width)) { wrong.append(frame) }
                }
                return wrong
            }
            group.addTask {
                var wrong: [CGRect] = []
                for _ in 0..<rounds / 10 {
                    for layout in [first, second] {
                        if let frame = shared.snapshotFrame(layout),
                           !(frame.origin == .zero && frame.height == 20 && widths.contains(frame.width)) { wrong.append(frame) }
                    }
                }
                return wrong
            }
            var all: [CGRect] = []
            for await found in group { all += found }
            return all
        }
        #expect(wrong.isEmpty)
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

    @Test("Content priorities set from several tasks while two layouts take snapshots: each layout takes the last setting")
    func contentPrioritiesWhileSnapshotting() async throws {
        let card = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "card")
        let label = TextNode(text: "Wi-Fi", name: "label")
        try card.addChild(label)
        let layouts = [RelationLayout(container: card), RelationLayout(container: card)]
        for layout in layouts {
            layout.activate([label.constraint(.top, to: card, .top), label.constraint(.leading, to: card, .leading),
                             label.constraint(.width, constant: 200, priority: 500)])
        }
        let rounds = 200
        await withTaskGroup(of: Void.self) { group in
            for layout in layouts {
                group.addTask {
                    for round in 0..<rounds {
                        layout.setContentHuggingPriority(round % 2 == 0 ? 750 : 250, for: label, axis: .horizontal)
                        _ = layout.contentHuggingPriority(for: label, axis: .horizontal)
                    }
                }
                group.addTask {
                    for _ in 0..<rounds / 10 { _ = layout.snapshot(for: card.frame, direction: .leftToRight) }
                }
            }
        }
        // Hugging at 750 beats the width of 200 at 500: the label takes its text's width, 5 characters of 7 pt (the
        // test measurer's); at 250 it gives way.
        for (priority, width) in [(LayoutPriority(750), CGFloat(35)), (250, 200)] {
            for layout in layouts {
                layout.setContentHuggingPriority(priority, for: label, axis: .horizontal)
                #expect(layout.contentHuggingPriority(for: label, axis: .horizontal) == priority)
                #expect(layout.snapshot(for: card.frame, direction: .leftToRight).frame(of: label)?.width == width)
            }
        }
    }
}
