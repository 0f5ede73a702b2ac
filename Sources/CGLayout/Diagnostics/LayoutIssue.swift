import Foundation

/// A problem an engine met that makes a frame other than what the code says: in a ``LayoutScheme``, a
/// block that is skipped, or a constraint that is ignored or reads a frame that is not yet computed; in a
/// layout of Auto Layout-style relations (`RelationLayout`, whose `issues` are of this type under its
/// name `RelationIssue`), a relation left out or an item placed by a default.
///
/// Layout never traps on these: it skips the block (its frame stays as it was, often zero), ignores the
/// constraint, or leaves the relation out and solves the others. ``LayoutScheme/issues`` lists a scheme's,
/// and a scheme's `debugDescription` shows them beside what every block did; `RelationLayout.issues` lists
/// a relation layout's (``constraint`` and ``reason`` say which relation and why; their ``blockPath`` is
/// empty). One type for every engine's issues, and ``LayoutProblem`` for issues of engines of your own.
///
/// ```swift
/// let screen = LayoutNode(
///     frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "screen")
/// let button = LayoutNode(name: "button")  // never added to screen
/// let scheme = LayoutScheme(blocks: [
///     button.layoutBlock(with: Layout(x: .left(), y: .top(), width: 80, height: 44))
/// ])
/// print(scheme.issues())
/// // [block 0, LayoutNode "button": skipped, not in a tree: it has no super element
/// //  to be laid out in …]
/// ```
public struct LayoutIssue: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// Later versions may add kinds as the diagnostics learn to see more problems: when you switch
    /// over a kind, end with a `default` case (or use ``LayoutIssue/isWarning`` and the description).
    public enum Kind: Sendable, Equatable {
        /// The block's element was deallocated (blocks hold their elements weakly): the block is skipped.
        case elementReleased
        /// The element has no super element — it was never added to a tree, was removed, or is the
        /// tree's root: the block is skipped and the element's frame is left as it was.
        case notInTree
        /// The element's parent was deallocated (children hold their parents weakly): the block is
        /// skipped. Keep a reference to the tree's root for as long as you lay it out.
        case treeReleased
        /// The element's chain of super elements never reaches a root (a custom element whose
        /// `superElement`s loop): conversions stop where the loop closes, and its frames mean nothing.
        case superElementCycle
        /// Constraint number `constraint` of the block reads an element that was deallocated: it is ignored.
        case constraintElementReleased(constraint: Int)
        /// Constraint number `constraint` reads `element`, which is not in the block's tree: it is ignored.
        case constraintOutsideTree(constraint: Int, element: String)
        /// Constraint number `constraint` reads `element`, which a later block (at `laidOutBy`) lays out:
        /// this block sees the frame `element` had before the pass. Move the block after that one.
        case readsLaterBlock(constraint: Int, element: String, laidOutBy: [Int])
        /// The block's element is laid out in the bounds of its super element `element`, which a later
        /// block (at `laidOutBy`), or the content of a container that block lays out, lays out in this
        /// pass: this block sees the bounds `element` had before the pass. Move the block after that one.
        case superElementLaidOutLater(element: String, laidOutBy: [Int])
        /// Constraint number `constraint` reads `element`, whose block (at `laidOutBy`) in turn reads
        /// this block's element later: the two depend on each other, and no order gives both the
        /// frames of the same pass.
        case dependencyCycle(constraint: Int, element: String, laidOutBy: [Int])
        /// Constraint number `constraint` reads the frame of the block's own element, which the block is
        /// about to replace: it sees the frame from before the pass. Use `adjustLayoutConstraint(for:)`
        /// to size an element by its content.
        case readsOwnFrame(constraint: Int)
        /// A warning: `element` is laid out by more than one writer in the pass — blocks of the scheme
        /// and container contents, named in pass order in `writers`. It is legal and the last write wins
        /// (in `layout()` and in snapshots alike; later blocks read the latest), but usually a mistake.
        case laidOutByMoreThanOneWriter(element: String, writers: [String])
        /// The content layout of `element`, a container laid out by the block, lays out `element`
        /// itself, directly or through a nested container's content (a stack that arranges it, a flex
        /// guide that holds it as an item): the content is placed in the container's bounds and then
        /// moves the container, so its frame depends on the frame it had before the pass. Such a
        /// scheme is ill-formed: `apply(snapshot:)` refuses its snapshots with
        /// ``LayoutSnapshotError/containerLaidOutByItsContent(path:element:)``. Lay a container out
        /// from outside only; its content lays out what it contains.
        case contentLaysOutItsContainer(element: String)
        /// A warning, reported by the element (``LayoutIssueReporting``): the last pass that wrote its
        /// frame ran where the element cannot reach what it stands for — a view's element, in a task
        /// off the main actor — so the frame reached the view only when the main actor next ran, not
        /// when the pass returned. Lay views out on the main actor (`viewDidLayoutSubviews`), or
        /// compute a snapshot in another task and apply it on the main actor.
        case laidOutOffItsActor
        /// Reported by the element (``LayoutIssueReporting``): a pass that could not measure it where
        /// it ran (a view off the main actor) used `used` as its fitting size at `proposal`, but it
        /// measures `measured` there now (a label's text changed after the last pass on the main
        /// actor). The frames written from that size were stale; the element asked its super view to
        /// lay out again. Measure on the main actor first (`captureHostState(for:direction:)`), or let
        /// `snapshotInBackground(for:direction:)` do it.
        case staleMeasurement(proposal: CGSize, used: CGSize, measured: CGSize)
        /// A problem the block met in its last pass that only its engine can see, reported through
        /// ``LayoutProblemReportingBlock`` (a relation layout's relation left out or unsatisfiable, an
        /// ambiguous item): `explanation` says what happened and what to do; the issue's
        /// ``LayoutIssue/element`` names the culprit. The engine's own list (`RelationLayout.issues`)
        /// has the typed kind.
        case reportedByBlock(explanation: String, isWarning: Bool)

        // A relation layout's kinds (`RelationLayout.issues`): ``LayoutIssue/constraint`` names the relation
        // (or the item), ``LayoutIssue/reason`` says why.

        /// A relation layout's relation cannot be read (non-finite values, an element gone or in another
        /// tree, attributes that cannot be related): left out.
        case leftOut
        /// A required relation contradicts the required relations before it: left out.
        case unsatisfiable
        /// The relations do not determine an item's position or size (Auto Layout's
        /// `hasAmbiguousLayout`): the item is placed by the documented default.
        case ambiguous
        /// Measuring heights at the solved widths did not settle within the relation pass's rounds.
        case unsettled
        /// The solver reported an internal error (a bug): the component's last solution is kept.
        case solverFailure
        /// The relation layout was asked to lay out while it was laying out (from a `sizeThatFits` of one
        /// of its items).
        case reentrant
        /// An item of a relation layout is a container whose content runs the layout again (the content
        /// lays out its own container through these relations): the content is skipped there instead of
        /// recursing, and a scheme that holds the container lists it as ``contentLaysOutItsContainer(element:)``.
        case loop
        /// The relation layout's container was deallocated (the layout holds it weakly): the pass did
        /// nothing. Keep the container alive for as long as you lay it out.
        case containerReleased

        /// Whether the kind is one a relation layout reports.
        var isRelationKind: Bool {
            switch self {
            case .leftOut, .unsatisfiable, .ambiguous, .unsettled, .solverFailure, .reentrant, .loop, .containerReleased: return true
            default: return false
            }
        }
    }

    /// Where the block is: its index in the scheme, then in nested schemes; in an ``AdaptiveScheme``, the
    /// variant's index among its variants, then the block's in the variant's scheme (`[4, 1, 0]`: block 0 of
    /// the second variant of the adaptive scheme that is block 4).
    public let blockPath: [Int]
    /// The names of the variants of adaptive schemes the block is in, outermost first (one per adaptive
    /// scheme on its ``blockPath``); empty for a block that runs in every pass.
    ///
    /// A block in a variant runs only in the passes that choose the variant. Its problems are listed
    /// whether or not the variant is the one chosen now — a problem of the regular layout shows in a
    /// compact-width test, before the width changes — and the description names the variant. Blocks in
    /// different variants of one adaptive scheme never run in the same pass: neither is a second writer or
    /// a later block for the other.
    public let variants: [String]
    /// The block's element, described (type and name), or "a deallocated element"; for a problem reported
    /// by the block (``Kind/reportedByBlock(explanation:isWarning:)``), the element the problem names.
    public let element: String
    /// What went wrong.
    public let kind: Kind
    /// A relation layout's issue: the relation, described (or the item, for ambiguous and unsettled items;
    /// the container for a problem of the layout itself). Empty for a scheme's issue.
    public private(set) var constraint = ""
    /// A relation layout's issue: why the relation was left out, or what was not determined. Empty for a
    /// scheme's issue (its ``explanation`` says what happened).
    public private(set) var reason = ""

    /// Creates an issue of a scheme.
    ///
    /// - Parameters:
    ///   - blockPath: The block's index path.
    ///   - element: The block's element, described.
    ///   - kind: What went wrong.
    ///   - variants: The names of the adaptive schemes' variants the block is in, outermost first.
    public init(blockPath: [Int], element: String, kind: Kind, variants: [String] = []) {
        self.blockPath = blockPath
        self.element = element
        self.kind = kind
        self.variants = variants
    }

    // Package access: the relations module builds issues, and `constraint:`/`reason:` stay out of the public initialiser.
    /// Creates an issue of any engine: a relation layout's names its relation and the reason.
    ///
    /// - Parameters:
    ///   - blockPath: The block's index path; empty for an issue an engine reports about itself.
    ///   - element: The culprit, described (``ElementName``'s way: type and debug name).
    ///   - kind: What went wrong.
    ///   - constraint: The relation (or item) described; empty for a scheme's issue.
    ///   - reason: Why; empty for a scheme's issue.
    package init(blockPath: [Int], element: String, kind: Kind, constraint: String, reason: String) {
        self.init(blockPath: blockPath, element: element, kind: kind)
        self.constraint = constraint
        self.reason = reason
    }

    /// Whether the issue is a warning (legal, usually a mistake) rather than a problem.
    public var isWarning: Bool {
        switch kind {
        case .laidOutByMoreThanOneWriter, .laidOutOffItsActor: return true
        case .reportedByBlock(_, let isWarning): return isWarning
        default: return false
        }
    }

    /// Whether the block is skipped altogether (rather than one of its constraints ignored or misread).
    public var skipsBlock: Bool {
        switch kind {
        case .elementReleased, .notInTree, .treeReleased: return true
        default: return false
        }
    }

    /// The block (and the variants it is in), the element, what happens and what to do, in one line
    /// (`block 1.0.2 in variant "regular", LayoutNode "title": …`); a relation layout's issue:
    /// `reason: constraint` (`unsatisfiable: … : title.width == 100.0 @1000`).
    public var description: String {
        kind.isRelationKind ? "\(reason): \(constraint)" : "\(Self.place(blockPath, variants: variants)), \(element): \(explanation)"
    }

    /// What happens and what to do.
    public var explanation: String {
        switch kind {
        case .leftOut, .unsatisfiable, .ambiguous, .unsettled, .solverFailure, .reentrant, .loop, .containerReleased:
            return description
        case .elementReleased:
            return "skipped, its element was deallocated (a block holds its element weakly: keep a reference to the element or its tree)"
        case .notInTree:
            return "skipped, not in a tree: it has no super element to be laid out in (add it to a parent with addChild(_:) before laying out; a tree's root is never laid out by a block, set its frame)"
        case .treeReleased:
            return "skipped, its parent was deallocated (children hold their parents weakly: keep a reference to the tree's root)"
        case .superElementCycle:
            return "its super elements form a cycle: the chain never reaches a root, so its frames are meaningless"
        case .constraintElementReleased(let index):
            return "constraint \(index) is ignored: the element it reads was deallocated"
        case .constraintOutsideTree(let index, let element):
            return "constraint \(index) is ignored: \(element) is not in the same tree"
        case .readsLaterBlock(let index, let element, let block):
            return "constraint \(index) reads \(element) before block \(Self.path(block)) lays it out this pass: it sees the frame from before the pass (move this block after block \(Self.path(block)))"
        case .superElementLaidOutLater(let element, let block):
            return "laid out in \(element) before block \(Self.path(block)) lays it out this pass: it sees the bounds from before the pass (move this block after block \(Self.path(block)))"
        case .dependencyCycle(let index, let element, let block):
            return "constraint \(index) reads \(element), laid out later by block \(Self.path(block)), which reads this block's element: the two depend on each other (a cycle), one of them always sees a frame from before the pass"
        case .laidOutByMoreThanOneWriter(let element, let writers):
            return "warning: \(element) is laid out by more than one writer (\(writers.joined(separator: ", "))): the last one wins"
        case .contentLaysOutItsContainer(let element):
            return "the content layout of \(element) lays out \(element) itself (directly, or through a nested container's content): its frame then depends on the frame it had before the pass, and apply(snapshot:) refuses the scheme's snapshots (lay a container out from outside only)"
        case .laidOutOffItsActor:
            return "warning: laid out off its actor (a view off the main actor): its frame reached it when the main actor next ran, not when the pass returned (lay views out on the main actor, or compute a snapshot elsewhere and apply it on the main actor)"
        case .staleMeasurement(let proposal, let used, let measured):
            return "measured \(Self.size(used)) at \(Self.size(proposal)) by a pass that could not measure it (off the main actor), but it measures \(Self.size(measured)) now: frames from that size were stale, and its super view was asked to lay out again (capture the hosts' state on the main actor before a snapshot elsewhere)"
        case .reportedByBlock(let explanation, _):
            return explanation
        case .readsOwnFrame(let index):
            return "constraint \(index) reads the element's own frame, from before the pass (to size it by its content, use adjustLayoutConstraint(for:))"
        }
    }

    static func size(_ size: CGSize) -> String { "(\(size.width.shortDescription), \(size.height.shortDescription))" }

    static func path(_ path: [Int]) -> String { path.map(String.init).joined(separator: ".") }

    /// A block named by its path and the variants it is in: `block 3`, `block 1.0.2 in variant "regular"`,
    /// `block 0.1.0.0 in variant "wide", then "compact"`.
    static func place(_ path: [Int], variants: [String]) -> String {
        variants.isEmpty ? "block \(Self.path(path))"
                         : "block \(Self.path(path)) in variant \(variants.map { "\"\($0)\"" }.joined(separator: ", then "))"
    }
}

extension LayoutIssue.Kind: Hashable {
    /// Hashes the case alone (its payloads hold sizes, which are not `Hashable` on every platform): equal
    /// kinds are of one case, so they hash alike.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Mirror(reflecting: self).children.first?.label ?? String(describing: self))
    }
}
