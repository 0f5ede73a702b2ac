import CGLayout
import Foundation

/// A problem met while solving, named: the relation left out (or the item placed by default) and why.
/// The other relations are still solved.
///
/// The relations' name for `LayoutIssue`, the one issue type of every engine: its `LayoutIssue.kind` is one
/// of the relation kinds (`leftOut`, `unsatisfiable`, `ambiguous`, `unsettled`, `solverFailure`, `reentrant`,
/// `loop`, `containerReleased`), `LayoutIssue.constraint` the relation and `LayoutIssue.reason` why;
/// `LayoutIssue.element` names the culprit the way every engine does. A `LayoutScheme` holding the relation
/// layout as a block lists its issues in `LayoutScheme.issues` (kind
/// `LayoutIssue.Kind.reportedByBlock(explanation:isWarning:)`, at the block's path).
public typealias RelationIssue = LayoutIssue

extension LayoutIssue {
    /// A relation layout's issue naming `element` (its relation's item, or the item or container concerned).
    init(kind: Kind, constraint: String, reason: String, element: AnyObject?) {
        self.init(blockPath: [], element: ElementName.of(element), kind: kind, constraint: constraint, reason: reason)
    }

    /// A relation layout's issue naming an element already described.
    init(kind: Kind, constraint: String, reason: String, elementNamed element: String) {
        self.init(blockPath: [], element: element, kind: kind, constraint: constraint, reason: reason)
    }
}
