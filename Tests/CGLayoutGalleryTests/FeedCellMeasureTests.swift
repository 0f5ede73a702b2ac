import CGLayout
import CGLayoutGallery
import CGLayoutText
import Foundation
import Testing

@Suite("Feed cell measure calls (rect scheme)")
struct FeedCellMeasureTests {
    @Test("Each label is measured once per new text or width; passes at the same width measure nothing")
    func schemeCounts() throws {
        let cell = try FeedCell()
        let counting = CountingTextMeasurer(MonospacedTextMeasurer())
        cell.setMeasurer(counting)
        cell.configure(item: 3)
        let height = cell.layoutWithScheme(width: 375)
        #expect(counting.calls == 12)                     // 12 labels, each once
        counting.reset()
        #expect(cell.layoutWithScheme(width: 375) == height)
        #expect(counting.calls == 0)                      // nothing changed: every size reused
        cell.configure(item: 4)
        cell.layoutWithScheme(width: 375)
        #expect(counting.calls == 8)                      // the 8 labels whose text changed
        counting.reset()
        cell.layoutWithScheme(width: 320)
        #expect(counting.calls == 0)                      // narrower, but every label still fits as measured
        cell.layoutWithScheme(width: 375)
        #expect(counting.calls == 0)                      // back: the older measurement answers
        // The hand-written arithmetic asks each label too, and gets the same answers.
        counting.reset()
        #expect(cell.layoutByHand(width: 375) == cell.layoutWithScheme(width: 375))
    }

    @Test("With the real font the scheme and the hand-written arithmetic agree, measuring each label once")
    func realFont() throws {
        let sans = try FontTextMeasurer(family: "DejaVu Sans", size: 15)
        let cell = try FeedCell()
        let counting = CountingTextMeasurer(sans)
        cell.setMeasurer(counting)
        cell.configure(item: 7)
        let byHand = cell.layoutByHand(width: 375)
        let handFrames = cell.elements.map(\.frame)
        counting.reset()
        let cellB = try FeedCell()
        cellB.setMeasurer(counting)
        cellB.configure(item: 7)
        #expect(cellB.layoutWithScheme(width: 375) == byHand)
        #expect(cellB.elements.map(\.frame) == handFrames)
        #expect(counting.calls == 12)
        #expect(byHand != 419)   // not the monospaced cell's height
    }
}
