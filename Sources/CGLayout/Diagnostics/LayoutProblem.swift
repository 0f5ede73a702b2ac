import Foundation

/// A problem any layout engine reports: the element it is about, what happens and what to do.
///
/// ``LayoutIssue`` conforms: the one issue type of the package's engines (a scheme's issues, and a relation
/// layout's, which it names `RelationIssue`).
/// Code that reports or collects problems of several engines (a screen's test, a debug overlay) reads
/// them through this protocol, and a block of another engine that conforms to
/// ``LayoutProblemReportingBlock`` has its problems listed in ``LayoutScheme/issues`` beside the scheme's own.
///
/// ```swift
/// let problems: [any LayoutProblem] = scheme.issues + relations.issues
/// for problem in problems { print(problem.element, problem.explanation) }
/// // TextNode "title" unsatisfiable: it contradicts the required relations before it: title.width == 100.0 @1000
/// ```
public protocol LayoutProblem: Sendable, CustomStringConvertible {
    /// The culprit, named the same way by every engine: its type and debug name (`LayoutNode "title"`), its
    /// type when it has no name, or "a deallocated element".
    var element: String { get }
    /// What happens and what to do, in one line.
    var explanation: String { get }
    /// Whether the problem is a warning (legal, usually a mistake) rather than one that changes frames.
    var isWarning: Bool { get }
}

/// A block of a scheme that meets problems of its own while it runs (a relation layout: relations left
/// out, ambiguous items), so that ``LayoutScheme/issues`` lists them beside the scheme's problems.
///
/// ``LayoutScheme/issues`` reports each problem of the block's last pass as a ``LayoutIssue`` of kind
/// ``LayoutIssue/Kind/reportedByBlock(explanation:isWarning:)`` at the block's path, naming the problem's
/// element. A block of your own engine conforms the same way.
public protocol LayoutProblemReportingBlock: LayoutBlockProtocol {
    /// The problems of the block's last pass, in the order the block met them; empty once a pass ran well.
    var layoutProblems: [any LayoutProblem] { get }
}

extension LayoutIssue: LayoutProblem {}
