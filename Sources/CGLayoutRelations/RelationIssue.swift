import CGLayout
import Foundation

/// A problem met while solving, named: the relation left out (or the item
/// placed by default) and why. The other relations are still solved.
///
/// It is a `LayoutProblem` like a scheme's `LayoutIssue`: ``element`` names the culprit the way every
/// engine does, and a `LayoutScheme` holding the relation layout as a block lists its issues in
/// `LayoutScheme.issues` (kind `LayoutIssue.Kind.reportedByBlock(explanation:isWarning:)`).
public struct RelationIssue: Sendable, Equatable, CustomStringConvertible {
    // The relations' problems, apart from a scheme's (`LayoutIssue.Kind`): the two enums share only the shape
    // of an enum of cases (`duplicates` lists it); what the two issue types share is `LayoutProblem`.

    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
        /// The relation cannot be read (non-finite values, an element gone or in another tree,
        /// attributes that cannot be related): left out.
        case leftOut
        /// A required relation contradicts the required relations before it: left out.
        case unsatisfiable
        /// The relations do not determine an item's position or size (Auto Layout's
        /// `hasAmbiguousLayout`): the item is placed by the documented default.
        case ambiguous
        /// Measuring heights at the solved widths did not settle within the pass's rounds.
        case unsettled
        /// The solver reported an internal error (a bug): the component's last solution is kept.
        case solverFailure
        /// The layout was asked to lay out while it was laying out (from a `sizeThatFits` of one of its items).
        case reentrant
        /// An item is a container whose content runs this layout again (the content lays out its own
        /// container through these relations): the content is skipped there instead of recursing, and a
        /// scheme that holds the container lists it in `LayoutScheme.issues`.
        case loop
        /// The layout's container was deallocated (the layout holds it weakly): the pass did nothing.
        /// Keep the container alive for as long as you lay it out.
        case containerReleased
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The relation, described (or the item, for ambiguous and unsettled items).
    public let constraint: String
    /// Why it was left out, or what was not determined.
    public let reason: String
    /// The culprit, named as every engine names an element (its type and debug name, `TextNode "title"`):
    /// the relation's item, the ambiguous or unsettled item, or the container for a problem of the layout itself.
    public let element: String

    init(kind: Kind, constraint: String, reason: String, element: AnyObject?) {
        self.kind = kind
        self.constraint = constraint
        self.reason = reason
        self.element = ElementName.of(element)
    }

    init(kind: Kind, constraint: String, reason: String, elementNamed element: String) {
        self.kind = kind
        self.constraint = constraint
        self.reason = reason
        self.element = element
    }

    /// `reason: constraint`.
    public var description: String { "\(reason): \(constraint)" }

    /// What happened and what to do, with the relation: `unsatisfiable: … : title.width == 100.0 @1000`
    /// (the same as ``description``; `LayoutProblem`'s wording).
    public var explanation: String { description }

    /// Whether the issue is a warning: relation problems never are (each leaves a relation out or an
    /// item placed by a default).
    public var isWarning: Bool { false }
}

extension RelationIssue: LayoutProblem {}
