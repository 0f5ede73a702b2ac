import Foundation

/// What a scheme precomputes when its blocks change, so that a pass is a
/// loop over plain values: the blocks flattened in pass order, each built-in
/// constraint compiled to a step that names its element by index, and one
/// table of the elements the scheme reads.
///
/// A pass loads each element of the table once (one weak load for the whole
/// pass, however many constraints read it), keeps the frames it computes in
/// a buffer indexed by element, and reads them from there: no dictionary,
/// no cast and no lock for frames computed earlier in the pass. Custom
/// constraints and blocks still run through their protocols.
final class SchemePlan: Sendable {
    enum Entry: Sendable {
        case leaf(Leaf)
        /// A block of a type the scheme does not know; it lays itself out.
        case opaque(any LayoutBlockProtocol)
    }

    indirect enum Shape: Sendable {
        case slot(Int)
        case group([Shape])
    }

    /// A `LayoutBlock`, compiled.
    struct Leaf: Sendable {
        let block: any LeafLayoutBlock
        /// The laid-out element's index in the element table.
        let element: Int
        let steps: [Step]
        let layout: Layout
        /// `false` when the layout sets every component: the present frame is not read.
        let readsInitialRect: Bool
        /// The element is a ``LayoutContainer``: its content is laid out after it.
        let isContainer: Bool
    }

    /// A constraint, compiled.
    enum Step: Sendable {
        /// A `LayoutConstraint`: the element's frame (index), its rules; the
        /// constraint itself for the general case (elements in other spaces).
        case frame(Int, [ConstraintRule], LayoutConstraint)
        /// An `AdjustLayoutConstraint`: the element (index), rules, alignment.
        case adjust(Int, [ConstraintRule], Layout.Alignment)
        /// An `AnonymConstraint`.
        case rules([ConstraintRule])
        /// Any other constraint, run through its protocol.
        case opaque(any LayoutConstraintProtocol)
    }

    /// One element the scheme reads: weakly held, as blocks and constraints hold it.
    struct ElementReference: Sendable {
        weak var element: (any LayoutElement)?
        weak var adjustable: (any AdjustableLayoutElement)?
    }

    let entries: [Entry]
    let shape: [Shape]
    let elements: [ElementReference]
    /// Element table indexes, for code that asks by element (custom constraints, conversions).
    let elementIndex: [ObjectIdentifier: Int]
    let hasContainers: Bool

    init(blocks: [any LayoutBlockProtocol]) {
        var entries: [Entry] = []
        var elements: [ElementReference] = []
        var elementIndex: [ObjectIdentifier: Int] = [:]
        func index(of element: any LayoutElement) -> Int {
            if let index = elementIndex[ObjectIdentifier(element)] { return index }
            elementIndex[ObjectIdentifier(element)] = elements.count
            elements.append(ElementReference(element: element))
            return elements.count - 1
        }
        func compile(_ constraint: any LayoutConstraintProtocol) -> Step {
            switch constraint {
            case let constraint as LayoutConstraint:
                guard let element = constraint.element else { return .opaque(constraint) }
                return .frame(index(of: element), constraint.rules, constraint)
            case let constraint as AdjustLayoutConstraint:
                guard let element = constraint.element else { return .opaque(constraint) }
                let slot = index(of: element)
                // One weak reference per element: the adjustable one, from which the plain one follows.
                elements[slot] = ElementReference(element: nil, adjustable: element)
                return .adjust(slot, constraint.anchors.map(\.rule), constraint.alignment)
            case let constraint as AnonymConstraint:
                return .rules(constraint.rules)
            default:
                return .opaque(constraint)
            }
        }
        var hasContainers = false
        func flatten(_ blocks: [any LayoutBlockProtocol]) -> [Shape] {
            blocks.map { block in
                if let scheme = block as? LayoutScheme { return .group(flatten(scheme.blocks)) }
                let slot = entries.count
                if let leaf = block as? any LeafLayoutBlock, let element = leaf.leafElement {
                    let isContainer = element is any LayoutContainer
                    hasContainers = hasContainers || isContainer
                    entries.append(.leaf(Leaf(block: leaf, element: index(of: element), steps: leaf.leafConstraints.map(compile),
                                              layout: leaf.leafLayout, readsInitialRect: leaf.leafLayout.readsInitialRect,
                                              isContainer: isContainer)))
                } else {
                    // Unknown blocks, and blocks whose element is already gone (they lay themselves out: as skipped).
                    entries.append(.opaque(block))
                }
                return .slot(slot)
            }
        }
        shape = flatten(blocks)
        self.entries = entries
        self.elements = elements
        self.elementIndex = elementIndex
        self.hasContainers = hasContainers
    }

    /// Runs one pass. Without `snapshot` every frame is written as soon as it
    /// is computed; with it nothing is written and the result is assembled.
    /// `outer` is the enclosing pass when this scheme is a container's content.
    @discardableResult
    func run(sourceRect: CGRect?, direction: LayoutDirection, snapshot: Bool,
             outer: OuterFrames? = nil) -> LayoutSnapshot? {
        let count = max(elements.count, 1), slots = max(entries.count, 1)
        return withUnsafeTemporaryAllocation(of: (any LayoutElement)?.self, capacity: count * 2) { references in
            references.initialize(repeating: nil)
            defer { references.deinitialize() }
            return withUnsafeTemporaryAllocation(of: (any AdjustableLayoutElement)?.self, capacity: count) { adjustables in
                adjustables.initialize(repeating: nil)
                defer { adjustables.deinitialize() }
                return withUnsafeTemporaryAllocation(of: CGRect.self, capacity: count + slots) { rects in
                    withUnsafeTemporaryAllocation(of: Bool.self, capacity: count * 2 + slots) { flags in
                        flags.initialize(repeating: false)
                        let base = flags.baseAddress!
                        var pass = Pass(plan: self, direction: direction, sourceRect: sourceRect, snapshot: snapshot,
                                        loaded: references.baseAddress!, adjustables: adjustables.baseAddress!,
                                        supers: references.baseAddress! + count, superLoaded: base,
                                        frames: rects.baseAddress!, known: base + count,
                                        slotFrames: rects.baseAddress! + count, slotValid: base + 2 * count,
                                        contents: snapshot && hasContainers ? ContainerContents() : nil, outer: outer)
                        pass.load()
                        pass.runEntries()
                        return snapshot ? pass.assemble(shape, sourceRect: sourceRect ?? .zero) : nil
                    }
                }
            }
        }
    }

    /// Computes a snapshot of the whole scheme without writing to any element.
    func snapshot(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil) -> LayoutSnapshot {
        run(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer)!
    }

    /// Writes a validated snapshot through the compiled entries (no casts).
    func write(_ snapshot: LayoutSnapshot) {
        write(shape, snapshot)
    }

    private func write(_ shape: [Shape], _ snapshot: LayoutSnapshot) {
        for (node, child) in zip(shape, snapshot.childSnapshots) {
            switch node {
            case .group(let inner): write(inner, child)
            case .slot(let slot):
                switch entries[slot] {
                case .leaf(let leaf): leaf.block.leafWrite(snapshot: child)
                case .opaque(let block): try? block.apply(snapshot: child)
                }
            }
        }
    }
}
