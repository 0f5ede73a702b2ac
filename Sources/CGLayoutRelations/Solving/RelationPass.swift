import Cassowary
import CGLayout
import Foundation

/// One pass over a ``RelationStructure``: reads the tree and the parameters, solves the groups whose
/// inputs changed, and places the items whose values moved.
///
/// A pass is a value made for one call (`layout`, `snapshot`, `sizeThatFits`): the structure it reads,
/// the state it updates (in place, in the layout's memory: ``RelationStates``), the container, the rect and the
/// enclosing scheme pass's context, if any. Its result is a function of the structure, the rect, the
/// frames it reads and the measured sizes — never of the frames the last pass left or of the order
/// passes ran in: a component is solved again whenever a parameter it reads changed, from a start that
/// depends on its records alone (a program built from scratch, or its shape's reference program moved to
/// the new values), and a group of components tied by measured items starts again from the items'
/// unlimited sizes.
struct RelationPass {
    let structure: RelationStructure
    /// Where the state the pass updates is: the layout's own memory (``RelationStates``), valid while the pass runs.
    let statePlace: UnsafeMutablePointer<RelationState>
    /// The state the pass reads and updates, in place in the layout's memory: never copied into the pass, with no
    /// reference counting or exclusivity check on the way (one pass at a time uses it: see ``RelationStates``).
    var state: RelationState {
        unsafeAddress { UnsafePointer(statePlace) }
        nonmutating unsafeMutableAddress { statePlace }
    }
    /// The container (the caller holds it for the pass).
    unowned(unsafe) let container: any LayoutElement
    /// The container's rect, sanitized.
    let rect: CGRect
    /// The enclosing scheme pass while a snapshot runs inside one: elements the relations do not lay out are
    /// read at the frames that pass gave them (see `LayoutBlockProtocol/snapshot(for:context:)`).
    let context: LayoutContext?
    /// The readings of the snapshot this pass computes on its own (no enclosing pass; inside one, its
    /// context carries them): the measured items record into them (see `SnapshotReadings`).
    let readings: SnapshotReadings?
    /// A live layout (on the task that mutates the tree): nodes are read without their locks.
    let live: Bool
    /// A live layout that writes only what moved (``RelationState/writtenValid``, and this direction wrote last): the
    /// walk writes the rows of a run that moved along y alone itself (nodes placed in the container: their frames are
    /// the ones last written but for the y), and lists the other items that moved along y alone in
    /// ``RelationState/shiftedItems``, which are written without being read back.
    let writesShifted: Bool
    /// The cache of reference programs the pass takes its component shapes' programs from (``ReferencePrograms/shared``, but in
    /// tests). Not retained: the layout holds it for the pass (as it holds the structure), and a pass is copied several times.
    unowned(unsafe) let referencePrograms: ReferencePrograms

    /// The most rounds of "solve, then measure at the solved widths" in one run of a group.
    static let maximumRounds = 8
    /// Intrinsic lengths beyond this count as "none" (an element that takes whatever it is offered).
    static let largestIntrinsicLength: Double = 1e7

    /// Runs the pass. Returns `false` when the tree no longer matches the structure (an element moved, left
    /// the tree or is gone): compile the relations again and run a fresh state.
    func run() -> Bool {
        state.passNumber &+= 1
        guard locate() else { return false }
        if state.fresh {
            state.fresh = false
            state.positionsAll = true
            for group in structure.groups.indices { queue(group) }
        }
        readParameters()
        checkMeasuredContent()
        solveQueuedGroups()
        evaluateChecks()
        computePositions()
        return true
    }

    // MARK: Parameters

    /// Reads every parameter that comes from the tree or the rect; a new value queues the groups of the
    /// components that read it and marks the nodes placed by it.
    private func readParameters() {
        for index in structure.readParams {
            let value: Double
            switch structure.params.sources[index] {
            case .containerMin(let axis): value = Double(axis == 0 ? rect.origin.x : rect.origin.y)
            case .containerLength(let axis): value = Double(axis == 0 ? rect.size.width : rect.size.height)
            case .margin(let node, let side):
                let element: any LayoutElement = node == 0 ? container : node <= structure.items.count
                    ? structure.itemElements[node - 1].object : structure.fixedElements[node - structure.items.count - 1].object
                value = Double((element as? any RelationMargins)?.layoutMargins.value(side) ?? 0)
            case .fixedPosition(let index, let axis):
                let offset = state.fixedOffset[index], size = state.fixedSize[index], base = structure.fixed[index].base
                if axis == 1 {
                    value = Double(offset.y) - (base == 0 ? Double(rect.origin.y) : 0)
                } else if base == 0 {
                    value = structure.rightToLeft ? Double(rect.origin.x + rect.size.width - offset.x - size.width) : Double(offset.x - rect.origin.x)
                } else {
                    value = structure.rightToLeft ? -Double(offset.x + size.width) : Double(offset.x)
                }
            case .fixedLength(let index, let axis): value = Double(axis == 0 ? state.fixedSize[index].width : state.fixedSize[index].height)
            case .contentOrigin(let item, let axis):
                let origin = (structure.itemElements[item].object as? ScrollContentLayoutGuide)?.originInScrollFrame ?? .zero
                value = Double(axis == 0 ? origin.x : origin.y)
            case .intrinsic: continue
            }
            setParam(index, value.isFinite ? value : 0)
        }
    }

    /// Stores a parameter; when it changed, the components that read it are solved again (their groups are
    /// queued) and the nodes it places are placed again.
    @inline(__always)
    func setParam(_ param: Int, _ value: Double) {
        let old = state.params[param]
        guard old.bitPattern != value.bitPattern else { return }
        state.params[param] = value
        for component in structure.componentsReading(param) { queue(structure.components[component].group) }
        // The container's origin places every item; in right-to-left passes so does its width.
        if param == RelationStructure.containerMin(0) || param == RelationStructure.containerMin(1)
            || (structure.rightToLeft && param == RelationStructure.containerLength(0)) {
            state.positionsAll = true
        } else {
            for reader in structure.nodesReading(param: param) { markNode(reader.node, axis: reader.axis) }
        }
    }

    @inline(__always)
    func queue(_ group: Int) {
        guard !state.groupQueued[group] else { return }
        state.groupQueued[group] = true
        state.queuedGroups.append(group)
    }

    // MARK: Measured content

    /// Finds the measured items whose content may have changed: the text items that said so, and every other
    /// measured item whose measurements of the last run (with no limit, then at each solved width) no longer
    /// hold. Their groups run again.
    private func checkMeasuredContent() {
        for id in state.changedContent {
            guard let item = structure.itemIndex[id] else { continue }
            let position = structure.measuredPosition[item]
            guard position >= 0 else { continue }
            state.unlimitedKnown[position] = false
            queueGroup(ofMeasured: item)
        }
        state.changedContent.removeAll(keepingCapacity: true)
        for position in structure.unobservedMeasured {
            guard state.unlimitedKnown[position] else { continue }
            let item = structure.measuredItems[position]
            var holds = measure(position, RelationPass.unbounded) == state.unlimited[position]
            for point in state.trail[position] where holds {
                holds = measure(position, RelationPass.proposal(width: point.width)) == point.size
            }
            if !holds {
                state.unlimitedKnown[position] = false
                queueGroup(ofMeasured: item)
            }
        }
    }

    private func queueGroup(ofMeasured item: Int) {
        for axis in 0..<2 {
            let component = structure.slotComponent[RelationStructure.slot(item, axis: axis, size: true)]
            if component >= 0 { queue(structure.components[component].group) }
        }
    }

    /// The fitting size of measured item `position` for `proposal`.
    ///
    /// A text node's fitting size depends on its content alone. A node or guide subclass that keeps the
    /// default `sizeThatFits` reports its present size: the frame another block gave it earlier in the pass,
    /// or, when nothing else lays it out, the frame the last pass wrote (see ``RelationLayout/measuresIntrinsicSizeByDefault(_:)``).
    @inline(__always)
    private func measure(_ position: Int, _ proposal: CGSize) -> CGSize {
        PassMeasuring.fittingSize(of: structure.measuredElements[position].object, proposal, context: context,
                                  readings: readings, direction: structure.rightToLeft ? .rightToLeft : .leftToRight)
    }

    static let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The size offered to a measured item at a solved width (NaN: no limit).
    @inline(__always) static func proposal(width: Double) -> CGSize {
        CGSize(width: width.isFinite ? CGFloat(width) : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    /// A measured length as the relations read it: NaN (none) when not finite or beyond 10,000,000, else at least 0.
    static func intrinsic(_ value: CGFloat) -> Double {
        guard value.isFinite, Double(value) <= largestIntrinsicLength else { return .nan }
        return max(0, Double(value))
    }

    // MARK: Groups

    private func solveQueuedGroups() {
        guard !state.queuedGroups.isEmpty else { return }
        // In group order, whatever order they were queued in.
        if state.queuedGroups.count > 1 { state.queuedGroups.sort() }
        var index = 0
        while index < state.queuedGroups.count {
            let group = state.queuedGroups[index]
            state.groupQueued[group] = false
            solveGroup(group)
            index += 1
        }
        state.queuedGroups.removeAll(keepingCapacity: true)
    }

    /// Solves a group from its items' unlimited sizes: solve, measure each item at its solved width (its
    /// height there, and the width it needs, for a wrapped text its widest line), solve again while these
    /// change — at most ``maximumRounds`` rounds, then the items that still changed are reported unsettled.
    private func solveGroup(_ group: Int) {
        let plan = structure.group(group)
        for item in plan.measured {
            let position = structure.measuredPosition[item]
            if !state.unlimitedKnown[position] {
                state.unlimited[position] = measure(position, RelationPass.unbounded)
                state.unlimitedKnown[position] = true
            }
            state.trail[position].removeAll(keepingCapacity: true)
            state.measuredAt[position] = .infinity
            let size = state.unlimited[position]
            setMeasured(item, width: RelationPass.intrinsic(size.width), height: RelationPass.intrinsic(size.height))
        }
        let before = state.unsettled[group].count
        state.unsettled[group].removeAll(keepingCapacity: true)
        // Only the components that decide the widths the items are measured at take part in the rounds (the others
        // never change a measurement): the others are solved once, at the measurements the rounds settled on —
        // as they would be by every round, the last one included, since a solution is a function of its parameters.
        // In the last round every component is solved before measuring, as the rounds leave them when they do not settle.
        for round in 0..<RelationPass.maximumRounds {
            let last = round == RelationPass.maximumRounds - 1
            for component in last ? plan.components : plan.widthComponents { solve(component) }
            var changed = false
            for item in plan.measured where remeasure(item) {
                changed = true
                if last { state.unsettled[group].append(item) }
            }
            if !changed {
                if !last { for component in plan.otherComponents { solve(component) } }
                break
            }
        }
        if before != 0 || !state.unsettled[group].isEmpty { state.issuesChanged = true }
    }

    /// Measures item `item` at its solved width when it has not been measured there: its height, and its
    /// width there (the fitted width, when narrower than the unlimited one). Returns whether either changed.
    private func remeasure(_ item: Int) -> Bool {
        let position = structure.measuredPosition[item]
        let width = state.slotValues[RelationStructure.slot(item, axis: 0, size: true)]
        guard width.bitPattern != state.measuredAt[position].bitPattern else { return false }
        let size = measure(position, RelationPass.proposal(width: width))
        state.trail[position].append((width, size))
        state.measuredAt[position] = width
        let unlimited = RelationPass.intrinsic(state.unlimited[position].width), measured = RelationPass.intrinsic(size.width)
        let fitted = width < unlimited && !measured.isNaN ? min(unlimited, measured) : unlimited
        let facts = structure.items[item]
        let changed = state.params[facts.widthParam].bitPattern != fitted.bitPattern
            || state.params[facts.heightParam].bitPattern != RelationPass.intrinsic(size.height).bitPattern
        setMeasured(item, width: fitted, height: RelationPass.intrinsic(size.height))
        return changed
    }

    /// Sets a measured item's intrinsic width and height (read only by its own bounds, in this group's components).
    @inline(__always)
    private func setMeasured(_ item: Int, width: Double, height: Double) {
        let facts = structure.items[item]
        state.params[facts.widthParam] = width
        state.params[facts.heightParam] = height
    }
}
