import Cassowary
import CGLayout
import Foundation

extension RelationCompiler {
    /// Reads the active relations: leaves out (with an issue) what cannot be solved, resolves frame guides to
    /// their scroll guides and adds the implicit relations of scroll content guides.
    mutating func readSpecs(_ registry: RelationRegistry, container: any LayoutElement) -> SpecsRead {
        var issues: [RelationIssue] = []
        defer { self.issues += issues }
        var table = ElementFacts(container: container, containerRoot: RelationCompiler.root(of: container))
        // The container's super elements: an item among them would move the container it is solved in.
        var holders = Set<ObjectIdentifier>()
        var holder = container.superElement
        while let element = holder, holders.count < 4096, holders.insert(ObjectIdentifier(element)).inserted { holder = element.superElement }
        let priorities = RelationConstraint.stateLock.withLock { registry.active.map(\.priorityUnderLock) }
        var specs: [RelationSpec] = [], sources: [SpecSource] = []
        var guides: [ScrollContentLayoutGuide] = []
        var seenGuides = Set<ObjectIdentifier>()
        var outOfTree: [WeakElement] = []
        // The elements laid out by the content of an item that is a container with content. Such items are found
        // while the relations are read (each item is loaded once); when there are any, the relations are read a
        // second time with the elements their content lays out known (usually there are none: one reading).
        var laidOutByContent: [ObjectIdentifier: String] = [:]
        var contentHolders: [any LayoutContainer] = [], seenHolders = Set<ObjectIdentifier>()
        var lastCast: ObjectIdentifier?
        for reading in 0..<2 {
            issues = []
            specs = []
            sources = []
            guides = []
            seenGuides = []
            outOfTree = []
            specs.reserveCapacity(registry.active.count)
            sources.reserveCapacity(registry.active.count)
            for (relation, priority) in zip(registry.active, priorities) {
                guard let rawItem = relation.item else { continue }   // the item is gone: so is the relation
                if reading == 0 {
                    // An item's relations usually follow one another: the item is cast once per run of them.
                    let id = ObjectIdentifier(rawItem)
                    if id != lastCast {
                        lastCast = id
                        if let holder = rawItem as? any LayoutContainer, holder.contentLayout != nil,
                           seenHolders.insert(id).inserted { contentHolders.append(holder) }
                    }
                }
                func refuse(_ reason: String) { issues.append(RelationIssue(kind: .leftOut, constraint: relation.description, reason: reason, element: relation.item)) }
                guard relation.multiplier.isFinite, relation.constant.isFinite else { refuse("non-finite multiplier or constant"); continue }
                guard relation.multiplier == 0 || Solver.coefficientRange.contains(abs(relation.multiplier)) else {
                    refuse("the multiplier is outside the solver's range (0 or 0.01 to 100 in magnitude)"); continue
                }
                let itemFacts = table.facts(of: rawItem, asTarget: false)
                guard itemFacts.resolved >= 0 else { refuse("the scroll guide of the frame guide is gone"); continue }
                // Most elements resolve to themselves: no copy out of the table (each is a retain and a release).
                let item = itemFacts.isItself ? rawItem : table.elements[itemFacts.resolved]
                var target: (any LayoutElement)?, rawTarget: (any LayoutElement)?
                var targetFacts: ElementFacts.Facts?
                if relation.hasTarget {
                    guard let raw = relation.target else { refuse("the target is gone"); continue }
                    rawTarget = raw
                    let found = table.facts(of: raw, asTarget: true)
                    targetFacts = found
                    guard found.resolved >= 0 else { refuse("the scroll guide of the frame guide is gone"); continue }
                    target = found.isItself ? raw : table.elements[found.resolved]
                }
                guard item !== container else { refuse("the container cannot be an item: relate other elements to it"); continue }
                guard !holders.contains(ObjectIdentifier(item)) else {
                    // Its frame is read back through the container's bounds: every pass would move it again.
                    refuse("the item holds the container (it is one of its super elements): lay it out from a container that holds it")
                    continue
                }
                guard itemFacts.inTree else {
                    outOfTree.append(WeakElement(element: item))
                    refuse("the item is not in the container's tree"); continue
                }
                if let targetFacts, let target, !targetFacts.inTree {
                    outOfTree.append(WeakElement(element: target))
                    refuse("the target is not in the container's tree"); continue
                }
                // The content of an item that is a container is laid out after the relations, at the item's solved frame.
                if let holder = laidOutByContent[ObjectIdentifier(item)] {
                    refuse("the item is laid out by the content of \(holder), an item of these relations: its frame is the content's"); continue
                }
                if let target, let holder = laidOutByContent[ObjectIdentifier(target)] {
                    refuse("the target is laid out by the content of \(holder), an item of these relations, after the relations are solved: "
                           + "read before, it would lag a pass behind"); continue
                }
                let a = AttributeGeometry.of(relation.attribute, rightToLeft: false)
                let b = AttributeGeometry.of(relation.targetAttribute, rightToLeft: false)
                if target != nil, a.isPosition != b.isPosition { refuse("relates a position to a size"); continue }
                if target != nil, a.isPosition, a.axis != b.axis { refuse("relates a horizontal position to a vertical one"); continue }
                if itemFacts.isContentGuide, let guide = rawItem as? ScrollContentLayoutGuide,
                   seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
                if targetFacts?.isContentGuide == true, let guide = rawTarget as? ScrollContentLayoutGuide,
                   seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
                specs.append(RelationSpec(item: item, attribute: relation.attribute, relation: relation.relation, target: target,
                                          targetAttribute: relation.targetAttribute, multiplier: relation.multiplier,
                                          constant: relation.constant, constantParam: nil, priority: priority,
                                          key: .relation(ObjectIdentifier(relation))))
                sources.append(.relation(relation))
            }
            guard reading == 0, !contentHolders.isEmpty else { break }
            laidOutByContent = RelationCompiler.content(of: contentHolders)
            contentHolders = []
            guard !laidOutByContent.isEmpty else { break }
        }
        // A scroll guide's content guide is always solved; it sits at the scroll guide's
        // origin plus its content origin (implicit relations, placed first so they anchor it).
        var implicit: [RelationSpec] = [], implicitSources: [SpecSource] = []
        for guide in guides {
            guard let scroll = guide.scrollGuide, table.facts(of: scroll, asTarget: true).inTree else { continue }
            let name = guide.name ?? "contentLayoutGuide"
            let id = ObjectIdentifier(guide)
            for (axis, attribute) in [(0, LayoutAttribute.left), (1, .top)] {
                implicit.append(RelationSpec(item: guide, attribute: attribute, relation: .equal, target: scroll, targetAttribute: attribute,
                                             multiplier: 1, constant: 0, constantParam: .contentOrigin(id, axis), priority: .required,
                                             key: .implicit(id, axis)))
                implicitSources.append(.implicit("\(name).\(attribute) == \(scroll.name ?? "scroll").\(attribute) + content origin"))
            }
        }
        // Usually there are no implicit specs: return the specs without copying them.
        guard !implicit.isEmpty else { return SpecsRead(specs: specs, sources: sources, elements: table.elements, outOfTree: outOfTree) }
        return SpecsRead(specs: implicit + specs, sources: implicitSources + sources, elements: table.elements, outOfTree: outOfTree)
    }

    static func root(of element: any LayoutElement) -> any LayoutElement {
        var current = element
        var depth = 0
        while let parent = current.superElement, depth < 4096 {
            current = parent
            depth += 1
        }
        return current
    }


    /// The elements laid out (at any depth) by the content of `holders` (items of the relations that are
    /// containers with content), each with its holder's name: the content runs after the relations, at the
    /// holder's solved frame. The first holder listing an element names it.
    static func content(of holders: [any LayoutContainer]) -> [ObjectIdentifier: String] {
        var found: [ObjectIdentifier: String] = [:]
        for item in holders {
            var pending: [any LayoutElement] = [item]
            var visited = Set<ObjectIdentifier>()
            while let next = pending.popLast() {
                guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
                if next !== item, found[ObjectIdentifier(next)] == nil { found[ObjectIdentifier(next)] = ElementName.short(item) }
                guard let container = next as? any LayoutContainer,
                      let content = container.contentLayout as? any LayoutElementListing else { continue }
                pending += content.listedElements
            }
        }
        return found
    }

    /// The rule a compilation uses: the container itself, or an element with a super element under the container's root.
    static func isInTree(_ element: any LayoutElement, container: any LayoutElement, root: any LayoutElement) -> Bool {
        element === container || (element.superElement != nil && RelationCompiler.root(of: element) === root)
    }
}

/// What the specs need to know about each element, found once per element. A value with its own tables (a nested
/// function's captured variables are boxes, checked for exclusive access at every look-up).
struct ElementFacts {
    /// One element's facts. A plain value (a copy retains nothing): what the element resolves to is in ``elements``.
    struct Facts {
        /// The index in ``ElementFacts/elements`` of what the element resolves to (a frame guide: its scroll guide), or -1.
        let resolved: Int
        let inTree: Bool
        let isContentGuide: Bool
        /// Whether the element resolves to itself (it is not a frame guide).
        let isItself: Bool
    }

    let container: any LayoutElement
    let containerRoot: any LayoutElement
    var known: [ObjectIdentifier: Facts] = [:]
    /// The last element asked for as an item, and as a target, with its facts (see ``facts(of:asTarget:)``).
    var lastItem: (id: ObjectIdentifier, facts: Facts)?, lastTarget: (id: ObjectIdentifier, facts: Facts)?
    /// What the elements resolve to, held while the specs are used.
    var elements: [any LayoutElement] = []

    /// The facts of `element`, found at its first look-up; `asTarget` says which of the last two it may be (the last
    /// item's or the last target's).
    mutating func facts(of element: any LayoutElement, asTarget: Bool) -> Facts {
        let id = ObjectIdentifier(element)
        // An element's relations usually follow one another: the facts of the last item and of the last target
        // are kept, so most relations need no look-up.
        if let last = asTarget ? lastTarget : lastItem, last.id == id { return last.facts }
        let found = lookUp(element, id)
        if asTarget { lastTarget = (id, found) } else { lastItem = (id, found) }
        return found
    }

    /// The facts of `element` (identified by `id`) from the table, found and added at its first look-up.
    private mutating func lookUp(_ element: any LayoutElement, _ id: ObjectIdentifier) -> Facts {
        if let found = known[id] { return found }
        var resolved: (any LayoutElement)? = element
        let frameGuide = element as? ScrollFrameLayoutGuide
        if let frameGuide { resolved = frameGuide.scrollGuide }
        let inTree = resolved.map { RelationCompiler.isInTree($0, container: container, root: containerRoot) } ?? false
        var index = -1
        if let resolved {
            index = elements.count
            elements.append(resolved)
        }
        let found = Facts(resolved: index, inTree: inTree, isContentGuide: element is ScrollContentLayoutGuide, isItself: frameGuide == nil)
        known[id] = found
        return found
    }
}
