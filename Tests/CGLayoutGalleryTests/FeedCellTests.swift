import CGLayout
import CGLayoutGallery
import Foundation
import Testing

@Suite("Feed cell scene")
struct FeedCellTests {
    @Test("The reference frames of item 0, by hand")
    func referenceFrames() throws {
        let cell = try FeedCell()
        #expect(cell.layoutByHand(width: 375) == 419)
        let expected: [String: CGRect] = [
            "options": CGRect(x: 346, y: 8, width: 21, height: 17),
            "action": CGRect(x: 8, y: 8, width: 91, height: 17),
            "poster image": CGRect(x: 8, y: 35, width: 50, height: 50),
            "poster name": CGRect(x: 60, y: 25, width: 91, height: 17),
            "poster headline": CGRect(x: 60, y: 43, width: 259, height: 17),
            "poster time": CGRect(x: 60, y: 61, width: 126, height: 17),
            "poster comment": CGRect(x: 8, y: 85, width: 112, height: 17),
            "content image": CGRect(x: 8, y: 102, width: 350, height: 200),
            "content title": CGRect(x: 8, y: 302, width: 105, height: 17),
            "content domain": CGRect(x: 8, y: 319, width: 112, height: 17),
            "like": CGRect(x: 8, y: 340, width: 28, height: 17),
            "comment": CGRect(x: 163, y: 340, width: 49, height: 17),
            "share": CGRect(x: 332, y: 340, width: 35, height: 17),
            "actor image": CGRect(x: 8, y: 361, width: 50, height: 50),
            "actor comment": CGRect(x: 62, y: 377.5, width: 105, height: 17),
        ]
        for element in cell.elements {
            #expect(element.frame == expected[element.name ?? ""], "\(element)")
        }
    }

    @Test("The scheme, its snapshot and the hand-written math agree for items 0…120")
    func schemeMatchesHand() throws {
        let hand = try FeedCell(), scheme = try FeedCell()
        for item in [0, 1, 9, 10, 99, 100, 120] {
            hand.configure(item: item); scheme.configure(item: item)
            #expect(hand.layoutByHand(width: 375) == 419)
            #expect(scheme.layoutWithScheme(width: 375) == 419)
            for (a, b) in zip(scheme.elements, hand.elements) { #expect(a.frame == b.frame, "item \(item): \(a.name ?? "")") }
            let snapshot = scheme.scheme.snapshot(for: CGRect(x: 0, y: 0, width: 375, height: CGFloat.greatestFiniteMagnitude),
                                                  direction: .leftToRight)
            for element in scheme.elements { element.frame = .zero }
            try scheme.scheme.apply(snapshot: snapshot)
            for (a, b) in zip(scheme.elements, hand.elements) { #expect(a.frame == b.frame, "snapshot, item \(item): \(a.name ?? "")") }
        }
    }
}
