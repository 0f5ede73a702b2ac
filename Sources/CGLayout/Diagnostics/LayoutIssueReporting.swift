import Foundation

/// An element that records problems only a pass meets while it runs, so that a scheme's
/// ``LayoutScheme/issues`` lists them beside the problems of the scheme itself.
///
/// A view's element conforms: a pass off the main actor cannot reach its view, so it records that
/// the frame reached the view late (``LayoutIssue/Kind/laidOutOffItsActor``), and that a size it
/// answered from what it kept no longer holds (``LayoutIssue/Kind/staleMeasurement(proposal:used:measured:)``).
/// A custom element that meets such problems conforms the same way.
///
/// ```swift
/// scheme.layout()
/// assert(scheme.issues.isEmpty, scheme.debugDescription)   // includes what the elements recorded
/// ```
public protocol LayoutIssueReporting: AnyObject {
    /// The problems the element met in its last passes, oldest first; empty once a pass ran well.
    var layoutIssues: [LayoutIssue.Kind] { get }
}
