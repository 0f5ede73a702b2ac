import CGLayout
import Foundation

/// An element that answers from what it kept, as a view's element does in another task: measured 40 × 17,
/// it records itself in the snapshot its measuring context belongs to, and counts the checks its answers get
/// (`KeptAnswerChecking`), so a test can see which elements a snapshot's apply checked.
public final class KeptLabel: LayoutNode, KeptAnswerChecking, @unchecked Sendable {
    private let countLock = NSLock()
    private var count = 0

    /// How often an apply has had the label check its answers.
    public var checks: Int { countLock.withLock { count } }

    /// Records the label in `context`'s snapshot and answers 40 × 17.
    override public func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        _ = context.recordKeptAnswer(self)
        return CGSize(width: 40, height: 17)
    }

    /// Counts one check.
    package func checkKeptAnswers(of readings: SnapshotReadings) { countLock.withLock { count += 1 } }
}
