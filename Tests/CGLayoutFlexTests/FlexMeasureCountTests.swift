@testable import CGLayoutFlex
import FlexWorkloads
import Foundation
import Testing

/// Counts the calls of every measure function in a tree.
final class MeasureCounter {
    var calls = 0
    /// Wraps the measure functions of `root`'s subtree so that each call is counted.
    func instrument(_ root: FlexNode) {
        for node in root.preorder {
            guard let measure = node.measure else { continue }
            node.verifiesMeasureContract = false   // (debug builds would measure again to check the contract)
            node.measure = { [unowned self] width, widthMode, height, heightMode in
                calls += 1
                return measure(width, widthMode, height, heightMode)
            }
        }
    }
}

@Suite("Flex measure calls: measurements reused as Yoga reuses them")
struct FlexMeasureCountTests {
    @Test("A fresh feed cell alone at width 375 measures each of its 5 texts once, as Yoga does (37 calls before reuse)")
    func feedCell() {
        var total = 0
        for index in 0..<100 {
            let cell = FlexFeed.cell(index)
            let counter = MeasureCounter()
            counter.instrument(cell)
            cell.calculateLayout(width: 375, height: nil, direction: .ltr)
            #expect(counter.calls == 5, "cell \(index): \(counter.calls) measure calls")
            total += counter.calls
        }
        print("flex feed cells alone: \(total) measure calls for 100 cells")
        #expect(total == 500)
    }

    @Test("The flex feed: 100 cells measured 500 times; the same width again measures nothing; a new width re-measures one text a cell (Yoga: 500 and 100)")
    func feed() {
        let feed = FlexFeed.makeRoot()
        let counter = MeasureCounter()
        counter.instrument(feed)
        feed.calculateLayout(width: 375, height: nil, direction: .ltr)
        let fresh = counter.calls
        counter.calls = 0
        feed.calculateLayout(width: 375, height: nil, direction: .ltr)
        #expect(counter.calls == 0)
        feed.calculateLayout(width: 320, height: nil, direction: .ltr)
        let narrower = counter.calls
        print("flex feed: \(fresh) measure calls fresh at 375 (4,700 before reuse), \(narrower) for the change to 320 (4,130 before)")
        #expect(fresh == 500 && narrower == 100)
    }

    @Test("Which measurements answer which constraints (Yoga's rules), per axis and for the rest of the key")
    func compatibility() {
        typealias C = MeasureCache
        // The same constraint.
        #expect(C.isCompatible(.atMost, 100, .atMost, 100, 80, fits: true))
        #expect(C.isCompatible(.undefined, -1, .undefined, -1, 80, fits: true))
        // Exact, equal to what was measured.
        #expect(C.isCompatible(.exactly, 80, .atMost, 300, 80, fits: true))
        #expect(!C.isCompatible(.exactly, 81, .atMost, 300, 80, fits: true))
        // At most, and the size measured without a limit fits under it.
        #expect(C.isCompatible(.atMost, 80, .undefined, -1, 80, fits: true))
        #expect(!C.isCompatible(.atMost, 79, .undefined, -1, 80, fits: true))
        // A tighter at-most limit that the earlier answer still fits.
        #expect(C.isCompatible(.atMost, 90, .atMost, 300, 80, fits: true))
        #expect(!C.isCompatible(.atMost, 70, .atMost, 300, 80, fits: true))
        #expect(!C.isCompatible(.atMost, 400, .atMost, 300, 80, fits: true))   // wider: the text may fit on fewer lines
        #expect(!C.isCompatible(.undefined, -1, .atMost, 300, 80, fits: true))
        // A size that is not the measure function's answer with room to spare (cut by a max size, or past
        // its limit) answers its own constraint only: text re-measured that narrow may wrap into more lines.
        #expect(C.isCompatible(.atMost, 100, .atMost, 100, 80, fits: false))
        #expect(!C.isCompatible(.exactly, 80, .atMost, 300, 80, fits: false))
        #expect(!C.isCompatible(.atMost, 80, .undefined, -1, 80, fits: false))
        #expect(!C.isCompatible(.atMost, 90, .atMost, 300, 80, fits: false))
        var cache = MeasureCache()
        let key = MeasureKey(width: 300, height: -1, ownerWidth: -2, ownerHeight: -2, widthMode: .atMost, heightMode: .undefined,
                             rtl: false, unclamped: 0)
        cache.insert(CGSize(width: 80, height: 34), for: key, fit: [.width, .height])
        var exact = key
        exact.width = 80; exact.widthMode = .exactly
        #expect(cache.compatibleSize(for: exact) == CGSize(width: 80, height: 34))
        var otherDirection = exact
        otherDirection.rtl = true
        #expect(cache.compatibleSize(for: otherDirection) == nil)
        // A flex base size (min and max not applied) answers an exact size along that axis, nothing else.
        var basis = key
        basis.unclamped = 1
        var cacheOfBasis = MeasureCache()
        cacheOfBasis.insert(CGSize(width: 80, height: 34), for: basis, fit: [.width, .height])
        #expect(cacheOfBasis.compatibleSize(for: exact) == CGSize(width: 80, height: 34))
        var narrower = key
        narrower.width = 90
        #expect(cacheOfBasis.compatibleSize(for: narrower) == nil)
        #expect(cache.compatibleSize(for: narrower) == CGSize(width: 80, height: 34))
        // The same measurement recorded as not fitting its width answers only its own key.
        var cut = MeasureCache()
        cut.insert(CGSize(width: 80, height: 34), for: key, fit: .height)
        #expect(cut.compatibleSize(for: key) == CGSize(width: 80, height: 34))
        #expect(cut.compatibleSize(for: exact) == nil && cut.compatibleSize(for: narrower) == nil)
    }
}
