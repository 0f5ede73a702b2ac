import Cassowary
import CGLayout
import Foundation

/// A solver-backed group: Auto Layout-style relations between elements
/// (``RelationConstraint``), with priorities, solved by the Cassowary solver.
/// It is a layout block: it lays out directly, computes snapshots without
/// touching any element (from any task), applies them, and takes part in a
/// `LayoutScheme` beside rect-based blocks.
///
/// ```swift
/// let relations = RelationLayout(container: root)
/// relations.activate([
///     title.constraint(.leading, to: root, .leading, constant: 16),
///     title.constraint(.top, to: root, .top, constant: 8),
///     badge.constraint(.leading, to: title, .trailing, constant: 8),
///     badge.constraint(.centerY, to: title, .centerY),
///     badge.constraint(.width, constant: 20), badge.constraint(.height, to: badge, .width),
/// ])
/// relations.layout(direction: .leftToRight)
/// ```
///
/// **What a pass reads.** A pass is a function of the active relations, the
/// container's rect and the measured sizes, never of the frames a previous pass
/// left: two passes over the same relations give the same frames, and a fresh
/// `RelationLayout` gives them too.
/// - Frames are solved in the container's space (the container is read as its
///   bounds, or the source rect). Each *item* (an element on the left of a
///   relation) is written in its super element's space; when that super element
///   is itself an item (an icon inside a row inside the screen), through the
///   super element's *solved* frame.
/// - Elements that are only targets are read at their present frames.
/// - In right-to-left passes leading and trailing are measured leftwards, as in
///   Auto Layout: `a.leading == b.leading + 16` is 16 pt inside b's right edge,
///   and `a.leading == 9` (no target) is 9 pt inside the container's right edge:
///   leading and trailing read the container's mirrored coordinate.
///
/// **As a block of a `LayoutScheme`** it solves in the rect the scheme's pass was
/// given when its container is the element that rect describes (the super element
/// of the scheme's first block in a tree), and in its container's bounds otherwise
/// (a form laid out by an earlier block of the screen's scheme), as the pass has
/// them: a snapshot of the scheme, applied, gives the frames of its `layout()`.
/// A scheme with no element block in a tree hands the rect to every block as it is: the
/// relations solve in it as in their container's rect.
///
/// **Intrinsic sizes (height for width).** Items with an intrinsic size (see
/// ``measuresIntrinsicSize(of:)``) enter with `width <= intrinsic` at their
/// content hugging priority (250 by default) and `width >= intrinsic` at their
/// compression resistance (750), and the same for heights, each axis with its
/// own priorities. The intrinsic width starts as the width with no limit (a
/// text's one line); the item is measured at the width the solver gives it,
/// which gives its intrinsic height and, when narrower than one line, its
/// intrinsic width (a wrapped text's widest line: a bubble pulled in around its
/// text hugs it), and the system is solved again while these change (at most
/// 8 rounds; an `unsettled` issue otherwise), as UIKit does for multi-line
/// labels. Each pass starts again from the one-line widths. A text node is measured
/// again when it says its fitting size changed (`invalidateIntrinsicSize()`: when its
/// text, line count or measurer changes, or a subclass calls it); other measured
/// elements are measured at every pass. A length that is not finite or beyond 10 000 000 pt counts as none:
/// the item takes what the relations give it along that axis.
///
/// **Containers as items.** A stack, flex or scroll guide that is an item has its
/// content laid out in the same pass (in `layout`, `snapshot` and `apply`), at
/// its solved frame. A scroll guide's `contentLayoutGuide` is always solved: it
/// sits at the scroll guide's origin plus its content origin, and its solved
/// size becomes the scroll content size. `frameLayoutGuide` is the scroll guide's frame.
///
/// **Under-determined items** are reported in ``issues`` as ambiguous and placed
/// by weak pulls towards zero: a free position at the container's top leading
/// corner (or, for an item placed relative to another, at that element's edge),
/// a free size at 0.
///
/// **Concurrency.** Relations and priorities may change from any task at any
/// time; the change takes effect at the next pass. Passes — `layout`,
/// `snapshot`, `sizeThatFits` — run one at a time (see ``snapshot(for:direction:)``).
public final class RelationLayout: LayoutBlockProtocol, IntrinsicSizeObserver, @unchecked Sendable {
    /// The axes of content priorities: the package's one `Axis` (`CGLayout.Axis`).
    ///
    /// Kept so code that spelled `RelationLayout.Axis` still compiles; write `Axis`.
    @available(*, deprecated, renamed: "Axis")
    public typealias Axis = CGLayout.Axis

    /// The element whose space frames are solved in.
    public private(set) weak var container: (any LayoutElement)?
    let registryLock = NSLock()
    /// The relations and per-element settings; read and changed under `registryLock` (here and in
    /// `RelationLayout+Priorities.swift`).
    var registry = RelationRegistry()
    private var activeIndex: [ObjectIdentifier: Int] = [:]
    private var publishedIssues: [RelationIssue] = []
    private var publishedAmbiguity = Set<ObjectIdentifier>()
    private var publishedLoops: [ContentLoop] = []
    /// Passes run one at a time, each on the solver state of its direction: the
    /// solvers are incremental (a pass re-solves only what changed), and a copy
    /// per snapshot would cost a fresh build, so snapshots are serialised on them
    /// instead. The result does not depend on the order passes run in: a pass is
    /// a function of the relations, the rect and the measured sizes.
    let passLock = NSRecursiveLock()
    /// Per direction (0 left to right, 1 right to left): the relations compiled, and what its passes know (updated in
    /// place by each pass; fresh for each compilation).
    private var structures: [RelationStructure?] = [nil, nil]
    private let states = RelationStates()
    /// Text items whose content changed since each direction's last pass (see ``intrinsicSizeDidChange(of:)``),
    /// under `registryLock`; a pass takes its direction's list.
    var changedContent: [[ObjectIdentifier]] = [[], []]
    /// The direction whose state wrote the frames the last live layout wrote (`nil`: unknown, write every frame).
    var lastWriter: Int?
    private var inPass = false
    /// Set while the relations are compiled: a container item's content may list this layout's items again.
    private var compiling = false
    private var reentered = false, publishedReentrance = false
    /// The direction whose pass published ``issues`` last (each direction has its own structure).
    private var publishedRightToLeft: Int?
    /// Where this layout's passes find the reference programs of their component shapes: the process's cache
    /// (a test gives a layout one of its own, to count what it holds).
    var referencePrograms = ReferencePrograms.shared

    /// Creates a group solving in `container`'s space.
    ///
    /// - Parameter container: Usually the common super element of the items.
    public init(container: any LayoutElement) {
        self.container = container
    }

    /// The active relations, in activation order.
    public var activeConstraints: [RelationConstraint] { registryLock.withLock { registry.active } }

    /// The issues of the last pass: relations left out (with the reason and the
    /// relation's description), ambiguous items, heights that did not settle.
    public var issues: [RelationIssue] { registryLock.withLock { publishedIssues } }

    /// Whether the last pass found `element`'s frame not determined by the
    /// relations (Auto Layout's `hasAmbiguousLayout`).
    ///
    /// - Parameter element: An item.
    /// - Returns: `true` when its position or size was placed by the default.
    public func hasAmbiguousLayout(_ element: any LayoutElement) -> Bool {
        registryLock.withLock { publishedAmbiguity.contains(ObjectIdentifier(element)) }
    }

    /// Activates `constraints`, in order (already active ones stay where they are).
    ///
    /// - Parameter constraints: Relations made with `constraint(_:_:to:_:multiplier:constant:priority:)`.
    public func activate(_ constraints: [RelationConstraint]) {
        var added: [RelationConstraint] = []
        added.reserveCapacity(constraints.count)
        registryLock.withLock {
            // The index and the list are taken out of the layout while they grow (one exclusivity check each,
            // not one per relation) and put back.
            var index = activeIndex, active = registry.active
            activeIndex = [:]
            registry.active = []
            index.reserveCapacity(active.count + constraints.count)
            for constraint in constraints {
                // One look-up for a new relation; one already active gets its place back.
                if let place = index.updateValue(active.count, forKey: ObjectIdentifier(constraint)) {
                    index[ObjectIdentifier(constraint)] = place
                    continue
                }
                active.append(constraint)
                added.append(constraint)
            }
            activeIndex = index
            registry.active = active
            if !added.isEmpty { registry.generation &+= 1 }
        }
        RelationConstraint.attach(added, to: self)
    }

    /// Deactivates `constraints` (others keep their order).
    ///
    /// - Parameter constraints: Active relations; inactive ones are ignored.
    public func deactivate(_ constraints: [RelationConstraint]) {
        var removed: [RelationConstraint] = []
        registryLock.withLock {
            let ids = Set(constraints.map(ObjectIdentifier.init).filter { activeIndex[$0] != nil })
            guard !ids.isEmpty else { return }
            removed = registry.active.filter { ids.contains(ObjectIdentifier($0)) }
            registry.active.removeAll { ids.contains(ObjectIdentifier($0)) }
            activeIndex = [:]
            for (index, constraint) in registry.active.enumerated() { activeIndex[ObjectIdentifier(constraint)] = index }
            registry.generation &+= 1
        }
        for constraint in removed { constraint.detach(from: self) }
    }

    /// Called by a relation whose priority changed.
    func relationsDidChange() {
        registryLock.withLock { registry.generation &+= 1 }
    }

    // MARK: Passes

    /// Runs a pass in `direction` and then `body` on it (one pass at a time).
    ///
    /// - Parameters:
    ///   - rect: The container's rect (its bounds when `nil`).
    ///   - context: The enclosing scheme pass, for a snapshot inside one.
    ///   - readings: The readings of a snapshot computed without an enclosing pass (see `SnapshotReadings`).
    ///   - live: A live layout (on the task that mutates the tree): nodes are read without their locks.
    /// - Returns: `nil` when the container is gone or the call re-entered a running pass.
    func withPass<T>(direction: LayoutDirection, rect: CGRect?, context: LayoutContext? = nil, readings: SnapshotReadings? = nil,
                     live: Bool = false,
                     _ body: (RelationPass) -> T) -> T? {
        guard let container else {
            registryLock.withLock {
                publishedIssues = [RelationIssue(kind: .containerReleased, constraint: "the container",
                                                 reason: "the container was deallocated: nothing was laid out (keep it alive while you lay it out)",
                                                 element: nil)]
                publishedAmbiguity = []
            }
            return nil
        }
        passLock.lock()
        defer { passLock.unlock() }
        guard !inPass else {
            reentered = true
            return nil
        }
        inPass = true
        reentered = false
        defer { inPass = false }
        let direction = direction == .rightToLeft ? 1 : 0
        let space = FrameGate.admittedSpace(rect ?? container.bounds)
        func run() -> RelationPass? {
            var structure = structures[direction]
            if structure == nil || structure!.generation != registryLock.withLock({ registry.generation })
                || structure!.leftOutElementJoined(container: container) {
                structure = compile(direction, container: container)
            }
            for _ in 0..<2 {
                guard let compiled = structure else { return nil }
                // Updated in place by the pass (see `RelationStates`).
                let state = states.state(direction, for: compiled)
                // The content changes told since this direction's last pass (the arrays trade storage).
                registryLock.withLock { swap(&changedContent[direction], &state.pointee.changedContent) }
                let writesShifted = live && state.pointee.writtenValid && lastWriter == direction
                let pass = RelationPass(structure: compiled, statePlace: state, container: container, rect: space,
                                        context: context, readings: readings, live: live, writesShifted: writesShifted,
                                        referencePrograms: referencePrograms)
                if pass.run() { return pass }
                // The tree changed under the items: read the relations again.
                structure = compile(direction, container: container)
            }
            return nil
        }
        // Inside a scheme's snapshot, measured items see the frames the pass gave them (as `layout()` has written
        // them) through the context the pass hands to their `sizeThatFits(_:in:)`.
        guard let pass = run() else { return nil }
        if pass.state.issuesChanged || reentered != publishedReentrance || publishedRightToLeft != direction {
            pass.state.issuesChanged = false
            publishedRightToLeft = direction
            var (issues, ambiguity) = pass.collectIssues()
            if reentered {
                issues.append(RelationIssue(kind: .reentrant, constraint: ElementName.short(container),
                                            reason: "asked to lay out again while laying out (an item's sizeThatFits uses this layout); the inner call did nothing",
                                            element: container))
            }
            publishedReentrance = reentered
            publish(issues, ambiguity: ambiguity)
        }
        return body(pass)
    }

    /// Compiles the relations for `direction` (its next pass starts from a fresh state) and observes its text items' content.
    private func compile(_ direction: Int, container: any LayoutElement) -> RelationStructure {
        compiling = true
        defer { compiling = false }
        let structure = RelationCompiler.compile(registryLock.withLock { registry }, container: container, rightToLeft: direction == 1)
        structures[direction] = structure
        if lastWriter == direction { lastWriter = nil }
        for measured in structure.measuredElements {
            (measured.object as? any IntrinsicSizeInvalidating)?.addIntrinsicSizeObserver(self)
        }
        return structure
    }

    private func publish(_ issues: [RelationIssue], ambiguity: Set<ObjectIdentifier>) {
        registryLock.withLock {
            publishedIssues = issues + publishedLoops.map(RelationLayout.loopIssue)
            publishedAmbiguity = ambiguity
        }
    }

    /// Lists the items whose content was skipped in the last pass because it runs this layout again
    /// (a loop through a container's content); replaces the loops listed before.
    func publishContentLoops(_ loops: [ContentLoop]) {
        registryLock.withLock {
            guard loops != publishedLoops else { return }
            publishedIssues.removeAll { $0.kind == .loop }
            publishedIssues += loops.map(RelationLayout.loopIssue)
            publishedLoops = loops
        }
    }

    private static func loopIssue(_ container: ContentLoop) -> RelationIssue {
        RelationIssue(kind: .loop, constraint: container.short,
                      reason: "a loop: the item is a container whose content lays it out again through this layout; its content is skipped here",
                      elementNamed: container.element)
    }

    /// The items of the current relations, in order, compiling them if they changed.
    func currentItems() -> [any LayoutElement] {
        guard let container else { return [] }
        passLock.lock()
        defer { passLock.unlock() }
        // Asked by the content of a container item while compiling (the content runs these relations again: a loop,
        // reported by the pass that meets it).
        guard !compiling else { return [] }
        let direction = structures[0] == nil && structures[1] != nil ? 1 : 0
        var structure = structures[direction]
        // The tree may have changed since this structure was compiled (the other direction's may be newer).
        if structure == nil || structure!.generation != registryLock.withLock({ registry.generation })
            || !structure!.membershipHolds(container: container) {
            structure = compile(direction, container: container)
        }
        return structure!.itemElements.map(\.object)
    }

    /// A container whose content was skipped in a pass because it runs this layout again, named for its issue.
    struct ContentLoop: Equatable {
        /// Its debug name (or type): the issue's `constraint`.
        let short: String
        /// Its type and name: the issue's culprit.
        let element: String

        init(_ container: any LayoutElement) {
            short = ElementName.short(container)
            element = ElementName.of(container)
        }
    }
}
