import CGLayout
import Foundation
import Testing

/// The same screen built from `LayoutNode`s and `TextNode`s, to compare a scheme of views with.
/// Text nodes measure as the declarations' 17-point labels do (7 points a character, 17 a line).
final class NodeTwin {
    let root: LayoutNode
    init(root frame: CGRect) { root = LayoutNode(frame: frame, name: "root") }

    /// A child node with `frame`.
    func node(_ frame: CGRect, in parent: LayoutNode? = nil) -> LayoutNode {
        let node = LayoutNode(frame: frame)
        try? (parent ?? root).addChild(node)
        return node
    }

    /// A child text node; one line unless `lines` says otherwise (a label's default).
    func text(_ text: String, lines: Int = 1, in parent: LayoutNode? = nil) -> TextNode {
        // A one-line label is as wide as its text whatever the space: measure it unwrapped.
        let node = TextNode(text: text, numberOfLines: lines, measurer: lines == 1 ? UnwrappedMeasurer() : MonospacedTextMeasurer())
        try? (parent ?? root).addChild(node)
        return node
    }
}

/// One line, as wide as the text (a single-line label's `sizeThatFits`).
struct UnwrappedMeasurer: TextMeasuring {
    let base = MonospacedTextMeasurer()
    func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        base.size(of: text, fitting: 0, numberOfLines: 1)
    }
    func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        base.lines(of: text, fitting: 0, numberOfLines: 1)
    }
}

/// Waits, yielding the main actor, until `condition` holds (at most `seconds`).
@MainActor
func waitOnMainActor(seconds: Double = 10, _ condition: @MainActor () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { Issue.record("timed out waiting on the main actor"); return }
        try await Task.sleep(nanoseconds: 1_000_000)
    }
}
