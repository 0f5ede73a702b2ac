#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutHosting
import Foundation
import Testing

// Screens built from the documentation (the README and the "CGLayout in an app" article) and
// checked frame by frame (suites "Screen: …", run with `swift test --filter Screen`). Every expected
// frame is plain arithmetic on the design, in the declarations' text metrics (7 points a character
// and 17 a line in a 17-point font).

/// The design's frames are drawn left to right; a right-to-left screen is its mirror image in the
/// super view of width `width`.
func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
    CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// Compares named frames one by one and returns how many differ (each difference is an issue).
@discardableResult
func expectFrames(_ actual: [(String, CGRect)], _ expected: [(String, CGRect)], _ label: String,
                  sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    #expect(actual.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
    var wrong = 0
    for ((name, frame), (_, design)) in zip(actual, expected) where frame != design {
        wrong += 1
        Issue.record("\(label): \(name) is \(frame), designed \(design)", sourceLocation: sourceLocation)
    }
    ScreenFrameCounter.add(checked: expected.count, wrong: wrong, label: label)
    return wrong
}

/// Prints the frames checked per check (`grep SCREEN` in the test output counts them).
enum ScreenFrameCounter {
    static func add(checked: Int, wrong: Int, label: String) {
        print("SCREEN \(label): \(checked) frames checked, \(wrong) wrong")
    }
}
#endif
