#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutHosting
import Foundation
import Testing

// A new user's trial of the Apple adapters, written from the README and the "CGLayout in an app"
// article only (suites "Trial: …", run with `swift test --filter Trial`). Every expected frame is
// plain arithmetic on the design, in the declarations' text metrics (7 points a character and 17
// a line in a 17-point font). Mismatches the trial found are marked `withKnownIssue` with the reason.

/// The design's frames are drawn left to right; a right-to-left screen is its mirror image in the
/// super view of width `width`.
func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
    CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// The docs show no way to lay out inside the safe area (the original CGLayout constrained by
/// `view.safeAreaLayoutGuide`); this constraint insets the space by the view's safe area, read
/// from its element when the pass runs (live on the main actor, kept elsewhere).
struct SafeAreaConstraint: LayoutConstraintProtocol {
    let element: HostElement
    var isActive: Bool { true }
    var isIndependent: Bool { false }
    func layoutElement(is object: AnyObject) -> Bool { object === element }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        sourceRect = sourceRect.inset(by: element.safeAreaInsets)
    }
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

/// Prints the frames checked per check, for the trial's report (`grep TRIAL` in the test output).
enum ScreenFrameCounter {
    static func add(checked: Int, wrong: Int, label: String) {
        print("SCREEN \(label): \(checked) frames checked, \(wrong) wrong")
    }
}

/// Runs `body` as a known issue when `known` (a mismatch the trial found and reported), plainly otherwise.
func knownOnLinux(_ known: Bool, _ comment: Comment, _ body: () -> Void) {
    if known { withKnownIssue(comment) { body() } } else { body() }
}
#endif
