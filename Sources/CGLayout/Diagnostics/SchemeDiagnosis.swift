import Foundation

/// One walk over a scheme's blocks (nested schemes flattened, adaptive schemes' variants looked into, in pass
/// order) that finds its problems.
///
/// Kept apart from the pass itself: it reads the blocks, their constraints and the element tree,
/// the way the pass would, and never writes. A block in a variant of an adaptive scheme runs only in a pass
/// that chooses that variant: it is diagnosed like any other (whether or not its variant is the one chosen
/// now, so a problem shows before the size changes), and two blocks in different variants of one adaptive
/// scheme never run in the same pass, so neither is a later block or a second writer for the other.
struct SchemeDiagnosis {
    /// A block in pass order.
    struct Block {
        var block: any LayoutBlockProtocol
        var name: String
        var element: AnyObject?
        var skipped: Bool
        /// Where it is, in ``SchemeDiagnosis/Structure/places``.
        var place: Int
        /// The variants it runs in, in ``SchemeDiagnosis/Structure/scopes``.
        var scope: Int
        /// For an adaptive scheme at a place after its first (its variants are looked into there only): the
        /// elements it lays out, which it writes here too. Empty for other blocks.
        var repeated: [AnyObject] = []
    }

    /// An issue and the place of the block it is listed under (``Structure/places``): the diagnostics
    /// group issues by block without comparing paths.
    struct PlacedIssue {
        let issue: LayoutIssue
        let place: Int
    }

    /// The blocks in pass order, and where they are.
    let structure: Structure
    var blocks: [Block] { structure.blocks }
    /// The problems, in the order they are listed, each with its block's place.
    private(set) var placedIssues: [PlacedIssue] = []
    /// The problems, in the order they are listed.
    var issues: [LayoutIssue] { placedIssues.map(\.issue) }

    /// The problems listed under each block, by the block's place, in the order they are listed.
    func issuesByPlace() -> [Int: [LayoutIssue]] {
        var grouped: [Int: [LayoutIssue]] = [:]
        for placed in placedIssues { grouped[placed.place, default: []].append(placed.issue) }
        return grouped
    }

    /// Who writes which element in a pass: blocks, and the contents of the containers they lay out.
    private struct Writes {
        /// Per element, its writers in pass order (`index`: the block that writes it, or whose content does).
        /// `content`: the container whose content writes it, `nil` for the block itself.
        var writers: [ObjectIdentifier: [(index: Int, name: String, content: String?)]] = [:]
        /// The elements, in the order of their first writer.
        var order: [ObjectIdentifier] = []
        /// Contents that lay out their own container.
        var loops: [PlacedIssue] = []
        /// What the elements the contents lay out report about themselves (a view's stale size, a write that
        /// waits for its actor), listed under the block whose content lays them out.
        var contentElementIssues: [PlacedIssue] = []
    }

    init(_ scheme: LayoutScheme) {
        structure = Structure(scheme)
        // Which blocks lay out which element, in pass order.
        var laidOutBy: [ObjectIdentifier: [Int]] = [:]
        for (index, block) in blocks.enumerated() {
            if let element = block.element { laidOutBy[ObjectIdentifier(element), default: []].append(index) }
            for element in block.repeated { laidOutBy[ObjectIdentifier(element), default: []].append(index) }
        }
        let writes = collectWrites()
        let roots = Roots()
        for (index, block) in blocks.enumerated() {
            diagnose(block, at: index, laidOutBy: laidOutBy, writes: writes, roots: roots)
        }
        placedIssues += writes.loops
        placedIssues += writes.contentElementIssues
        reportRepeatedWriters(writes)
    }

    /// Every element's writers in pass order, following the contents of the containers blocks lay out.
    private func collectWrites() -> Writes {
        var writes = Writes()
        func note(_ element: AnyObject, index: Int, name: String, content: String?) {
            let id = ObjectIdentifier(element)
            if writes.writers[id] == nil { writes.order.append(id) }
            writes.writers[id, default: []].append((index, name, content))
        }
        // Contents are followed down (the content of a scroll guide's content, a flex guide in a stack…),
        // as the pass runs them: a guide's elements written again by a nested content are found too.
        // `enclosing`: the containers whose contents are being followed, outermost first. A content that
        // lists one of them (directly, or through a nested content: a stack arranging its own guide, a
        // flex guide's item) lays out its own container. A container met again in the same block is
        // followed again (its content runs again there, inside other containers, which it may lay out),
        // but its writes are noted once per block (`visited`).
        var visited = Set<ObjectIdentifier>()
        var reported = Set<ObjectIdentifier>()
        // Elements whose sizes' issues are listed under the present block already (laid out or measured
        // by its contents): a size is listed once per block, however many content blocks measure it.
        var listedSizes = Set<ObjectIdentifier>()
        func list(_ element: AnyObject, under block: Block, sizesOnly: Bool) {
            guard let reporting = element as? any LayoutIssueReporting else { return }
            let firstSizes = listedSizes.insert(ObjectIdentifier(element)).inserted
            for kind in reporting.layoutIssues where kind.isAboutMeasuring ? firstSizes : !sizesOnly {
                writes.contentElementIssues.append(issue(at: block, element: ElementName.of(element), kind: kind))
            }
        }
        // Followed with a stack of its own, and the enclosing containers in a set: contents nested
        // 100,000 deep are followed without recursion, in time proportional to their size.
        struct Following {
            let name: String
            let id: ObjectIdentifier
            let content: any LayoutElementListing
            let listed: [any LayoutElement]
            /// Whether this is the container's first visit in the block: only then are its writes noted.
            let notes: Bool
            var next = 0
        }
        func noteContent(of element: AnyObject, block: Block, index: Int) {
            var following: [Following] = []
            var enclosing = Set<ObjectIdentifier>()
            func enter(_ element: AnyObject) {
                guard !enclosing.contains(ObjectIdentifier(element)), let container = element as? any LayoutContainer,
                      let content = container.contentLayout as? any LayoutElementListing else { return }
                let first = visited.insert(ObjectIdentifier(element)).inserted
                following.append(Following(name: ElementName.of(element), id: ObjectIdentifier(element), content: content,
                                           listed: content.listedElements, notes: first))
                enclosing.insert(ObjectIdentifier(element))
                // What the content's own blocks measure through their constraints (an adjust constraint
                // reads a fitting size): a stale size of an element no block lays out is listed too.
                if first { Self.measuredElements(by: content).forEach { list($0, under: block, sizesOnly: true) } }
            }
            enter(element)
            while let top = following.last {
                guard top.next < top.listed.count else {
                    enclosing.remove(top.id)
                    following.removeLast()
                    continue
                }
                following[following.count - 1].next += 1
                let laidOut = top.listed[top.next]
                guard !enclosing.contains(ObjectIdentifier(laidOut)) else {
                    if reported.insert(ObjectIdentifier(laidOut)).inserted {
                        writes.loops.append(issue(at: block, element: block.name, kind: .contentLaysOutItsContainer(element: ElementName.of(laidOut))))
                    }
                    continue
                }
                if top.notes {
                    note(laidOut, index: index, name: ElementName.of(laidOut), content: top.name)
                    list(laidOut, under: block, sizesOnly: false)
                }
                // Only contents the pass runs: a flex container places its items but runs no content of
                // theirs (other than nested flex containers'), so such a content cannot be a loop.
                if top.content.laysOutContent(of: laidOut) { enter(laidOut) }
            }
        }
        for (index, block) in blocks.enumerated() where !block.skipped {
            // An adaptive scheme at a later place writes its elements again (their contents were followed at its first).
            for element in block.repeated { note(element, index: index, name: ElementName.of(element), content: nil) }
            guard let element = block.element else { continue }
            note(element, index: index, name: block.name, content: nil)
            visited.removeAll(keepingCapacity: true)
            listedSizes.removeAll(keepingCapacity: true)
            noteContent(of: element, block: block, index: index)
        }
        return writes
    }

    /// Elements laid out by more than one writer in one pass (blocks, and the content schemes of containers
    /// that blocks lay out): a warning at every writer after the first that can run in the same pass, naming
    /// the writers in pass order that run with it (two variants of one adaptive scheme never run in the same pass).
    private mutating func reportRepeatedWriters(_ writes: Writes) {
        for id in writes.order {
            guard let list = writes.writers[id], list.count > 1 else { continue }
            for (position, later) in list.enumerated().dropFirst() {
                guard list[..<position].contains(where: { !structure.exclusive($0.index, later.index) }) else { continue }
                let names = list.filter { !structure.exclusive($0.index, later.index) }.map { writer in
                    writer.content.map { "the content of \($0)" } ?? LayoutIssue.place(structure.path(of: blocks[writer.index]),
                                                                                     variants: structure.variants(of: blocks[writer.index]))
                }
                placedIssues.append(issue(at: blocks[later.index], element: later.name,
                                    kind: .laidOutByMoreThanOneWriter(element: later.name, writers: names)))
            }
        }
    }

    /// An issue of `block` (at its path, in its variants), listed under it.
    private func issue(at block: Block, element: String, kind: LayoutIssue.Kind) -> PlacedIssue {
        PlacedIssue(issue: LayoutIssue(blockPath: structure.path(of: block), element: element, kind: kind, variants: structure.variants(of: block)),
                    place: block.place)
    }

    private mutating func diagnose(_ entry: Block, at index: Int, laidOutBy: [ObjectIdentifier: [Int]], writes: Writes, roots: Roots) {
        if let reporting = entry.block as? any LayoutProblemReportingBlock {
            for problem in reporting.layoutProblems {
                placedIssues.append(issue(at: entry, element: problem.element,
                                    kind: .reportedByBlock(explanation: problem.explanation, isWarning: problem.isWarning)))
            }
        }
        guard let block = entry.block as? any DiagnosableBlock else { return }
        var found: [PlacedIssue] = []
        defer { placedIssues += found }
        func report(_ kind: LayoutIssue.Kind) { found.append(issue(at: entry, element: entry.name, kind: kind)) }
        // The first writer of an element that runs in the same pass as this block.
        func firstWriter(among writers: [Int]?) -> Int? { writers?.first { !structure.exclusive($0, index) } }
        guard let element = entry.element else { return report(.elementReleased) }
        if let reporting = element as? any LayoutIssueReporting { reporting.layoutIssues.forEach(report) }
        guard let superElement = block.diagnosedSuperElement else {
            return report((element as? LayoutNode)?.parentWasReleased == true ? .treeReleased : .notInTree)
        }
        guard let root = roots.root(of: element) else { return report(.superElementCycle) }
        // The block lays out in its super element's bounds: a writer of the super element after it comes too late.
        if let first = firstWriter(among: writes.writers[ObjectIdentifier(superElement)]?.map(\.index)), first > index {
            report(.superElementLaidOutLater(element: ElementName.of(superElement), laidOutBy: structure.path(of: blocks[first])))
        }
        for (number, constraint) in block.diagnosedConstraints.enumerated() {
            guard let read = Self.readElement(of: constraint) else { continue }
            guard let readElement = read.element else { report(.constraintElementReleased(constraint: number)); continue }
            if read.measures {
                // A fitting size, not a frame: order does not matter. What the measured element
                // recorded about its sizes (a stale one) is listed under the block that used them.
                if readElement !== element, let reporting = readElement as? any LayoutIssueReporting {
                    for kind in reporting.layoutIssues where kind.isAboutMeasuring {
                        found.append(issue(at: entry, element: ElementName.of(readElement), kind: kind))
                    }
                }
                continue
            }
            if readElement === element { report(.readsOwnFrame(constraint: number)); continue }
            guard roots.root(of: readElement) === root else {
                report(.constraintOutsideTree(constraint: number, element: ElementName.of(readElement))); continue
            }
            guard let later = firstWriter(among: laidOutBy[ObjectIdentifier(readElement)]), later > index else { continue }
            let other = blocks[later]
            let readsBack = (other.block as? any DiagnosableBlock)?.diagnosedConstraints.contains { constraint in
                guard let back = Self.readElement(of: constraint), !back.measures else { return false }
                return back.element === element
            } ?? false
            let otherPath = structure.path(of: other)
            report(readsBack ? .dependencyCycle(constraint: number, element: ElementName.of(readElement), laidOutBy: otherPath)
                             : .readsLaterBlock(constraint: number, element: ElementName.of(readElement), laidOutBy: otherPath))
        }
    }

    /// The elements a content's blocks measure through their constraints (each once, the blocks' own
    /// elements left out), nested schemes and wrapped contents followed without recursion.
    static func measuredElements(by content: Any) -> [AnyObject] {
        var measured: [AnyObject] = [], seen = Set<ObjectIdentifier>()
        var pending: [Any] = [content]
        while let next = pending.popLast() {
            if let block = next as? any DiagnosableBlock {
                for constraint in block.diagnosedConstraints {
                    guard let read = readElement(of: constraint), read.measures, let element = read.element,
                          element !== block.diagnosedElement, seen.insert(ObjectIdentifier(element)).inserted else { continue }
                    measured.append(element)
                }
            } else if let wrapping = next as? any DiagnosableContent {
                pending += wrapping.diagnosedBlocks.reversed().map { $0 as Any }
            }
        }
        return measured
    }

    /// The element a constraint reads, and whether it reads its fitting size (`measures`) rather than its frame.
    /// `nil` for constraints that read no element (anonymous ones, custom types); `element` is `nil` once deallocated.
    static func readElement(of constraint: any LayoutConstraintProtocol) -> (element: AnyObject?, measures: Bool)? {
        switch constraint {
        case let constraint as LayoutConstraint: return (constraint.element, false)
        case let constraint as ContentLayoutConstraint: return (constraint.element, false)
        case let constraint as AdjustLayoutConstraint: return (constraint.element, true)
        case let constraint as MutableLayoutConstraint: return readElement(of: constraint.base)
        default: return nil
        }
    }

    /// The roots of elements, each chain walked once: a diagnosis asks for the root of every block's
    /// element and of what its constraints read, and a chain of 100,000 nodes walked from each would
    /// cost its depth squared.
    final class Roots {
        private var known: [ObjectIdentifier: AnyObject?] = [:]

        /// The root of `element`'s tree, or `nil` when its super elements form a cycle.
        func root(of element: AnyObject) -> AnyObject? {
            guard let start = element as? any LayoutElement else { return element }
            if let found = known[ObjectIdentifier(start)] { return found }
            var path: [ObjectIdentifier] = []
            var found: AnyObject??
            let end = SuperElementChain.walk(from: start) { current in
                if let memo = known[ObjectIdentifier(current)] { found = memo; return false }
                path.append(ObjectIdentifier(current))
                return true
            }
            let root: AnyObject? = found ?? (end.isCycle ? nil : end.element)
            for id in path { known[id] = root }
            return root
        }
    }
}

private extension LayoutIssue.Kind {
    /// Whether an element reported this about a size it was measured at (listed under every block
    /// that measures it too, not only under its own).
    var isAboutMeasuring: Bool { if case .staleMeasurement = self { true } else { false } }
}
