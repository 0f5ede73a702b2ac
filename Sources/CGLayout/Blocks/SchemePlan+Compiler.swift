import Foundation

/// Compiles blocks into a ``SchemePlan``'s program and pools.
struct PlanCompiler {
    var program: [SchemePlan.Instruction] = []
    var rulePool: [BuiltInRule] = []
    /// Side rules resolved per direction: left-to-right, then right-to-left (see ``SchemePlan/Instruction/frame(element:rules:count:fallback:)``).
    var sidePool: [SideRule] = []
    var layoutPool: [LayoutOp] = []
    var fourPool: [SchemePlan.FourSteps] = []
    var alignmentPool: [SchemePlan.AlignmentPair] = []
    var fallbacks: [LayoutConstraint] = []
    var constraints: [any LayoutConstraintProtocol] = []
    var layouts: [Layout] = []
    var elements: [SchemePlan.ElementReference] = []
    var elementIndex: [ObjectIdentifier: Int] = [:]
    var slotElement: [Int] = []
    var slotIsContainer: [Bool] = []
    var opaqueBlocks: [(any LayoutBlockProtocol)?] = []
    /// Whether a record instruction follows every step (a plan for tracing).
    let recording: Bool

    init(recording: Bool = false) {
        self.recording = recording
    }

    mutating func index(of element: any LayoutElement) -> Int {
        if let index = elementIndex[ObjectIdentifier(element)] { return index }
        elementIndex[ObjectIdentifier(element)] = elements.count
        elements.append(SchemePlan.ElementReference(element))
        return elements.count - 1
    }

    /// Adds built-in rules to the pool; `nil` when one is custom.
    mutating func pool(_ rules: [ConstraintRule]) -> (Int32, Int32)? {
        let builtIn = rules.compactMap(\.builtIn)
        guard builtIn.count == rules.count else { return nil }
        let start = Int32(rulePool.count)
        rulePool += builtIn
        return (start, Int32(builtIn.count))
    }

    mutating func pool(_ ops: [LayoutOp]) -> (Int32, Int32) {
        let start = Int32(layoutPool.count)
        layoutPool += ops
        return (start, Int32(ops.count))
    }

    mutating func opaque(_ constraint: any LayoutConstraintProtocol) -> SchemePlan.Instruction {
        constraints.append(constraint)
        return .constraint(Int32(constraints.count - 1))
    }

    mutating func compile(_ constraint: any LayoutConstraintProtocol) -> SchemePlan.Instruction {
        switch constraint {
        case let constraint as LayoutConstraint:
            guard let element = constraint.element else { return opaque(constraint) }
            if constraint.rules.count == 1, case .side(let rule)? = constraint.rules[0].builtIn {
                fallbacks.append(constraint)
                sidePool += [rule.resolved(.leftToRight), rule.resolved(.rightToLeft)]
                return .frame(element: Int32(index(of: element)), rules: Int32(sidePool.count - 2), count: 0,
                              fallback: Int32(fallbacks.count - 1))
            }
            guard let (start, count) = pool(constraint.rules) else { return opaque(constraint) }
            fallbacks.append(constraint)
            return .frame(element: Int32(index(of: element)), rules: start, count: count, fallback: Int32(fallbacks.count - 1))
        case let constraint as AdjustLayoutConstraint:
            let alignment = constraint.alignment
            guard let element = constraint.element, let (start, count) = pool(constraint.anchors.map(\.rule)),
                  let vertical = alignment.vertical.rule.ops, let horizontal = alignment.horizontal.rule.ops
            else { return opaque(constraint) }
            let slot = index(of: element)
            // One weak reference per element: a node, or the adjustable one, from which the plain one follows.
            if elements[slot].box.node == nil { elements[slot] = SchemePlan.ElementReference(element, adjustable: true) }
            if vertical.count == 1, horizontal.count == 1 {
                let rules = rulePool[Int(start)..<Int(start + count)]
                let takesFittedSize = rules.count == 2
                    && rules.contains(.size(target: .horizontal, reference: .horizontal, multiplier: 1, inset: 0))
                    && rules.contains(.size(target: .vertical, reference: .vertical, multiplier: 1, inset: 0))
                alignmentPool.append(SchemePlan.AlignmentPair(horizontal: horizontal[0], vertical: vertical[0],
                                                              takesFittedSize: takesFittedSize))
                return .adjust2(element: Int32(slot), rules: start, count: count, alignment: Int32(alignmentPool.count - 1))
            }
            let (alignmentStart, alignmentCount) = pool(vertical.map(LayoutOp.y) + horizontal.map(LayoutOp.x))
            return .adjust(element: Int32(slot), rules: start, count: count, alignment: alignmentStart, alignmentCount: alignmentCount)
        case let constraint as AnonymConstraint:
            guard let (start, count) = pool(constraint.rules) else { return opaque(constraint) }
            return .rules(start: start, count: count)
        default:
            return opaque(constraint)
        }
    }

    mutating func flatten(_ blocks: [any LayoutBlockProtocol]) -> [SchemePlan.Shape] {
        blocks.map { block in
            if let scheme = block as? LayoutScheme { return .group(flatten(scheme.blocks)) }
            let slot = slotElement.count
            guard let leaf = block as? any LeafLayoutBlock, let element = leaf.leafElement else {
                // Unknown blocks, and blocks whose element is already gone: they lay themselves out.
                slotElement.append(-1)
                slotIsContainer.append(false)
                opaqueBlocks.append(block)
                program.append(.opaque(slot: Int32(slot)))
                return .slot(slot)
            }
            let elementSlot = index(of: element)
            let isContainer = element is any LayoutContainer
            slotElement.append(elementSlot)
            slotIsContainer.append(isContainer)
            opaqueBlocks.append(nil)
            let start = program.count
            program.append(.block(slot: Int32(slot), element: Int32(elementSlot), length: 0))
            record(PassSteps.initial)
            for (ordinal, constraint) in leaf.leafConstraints.enumerated() {
                program.append(compile(constraint))
                record(after: program[program.count - 1], ordinal: ordinal)
            }
            let layout = leaf.leafLayout
            if let ops = layout.ops, ops.count == 4, case .width(let width) = ops[0], case .height(let height) = ops[1],
               case .x(let x) = ops[2], case .y(let y) = ops[3] {
                fourPool.append(SchemePlan.FourSteps(width: width, height: height, x: x, y: y))
                program.append(.layout4(Int32(fourPool.count - 1)))
            } else if let ops = layout.ops {
                let (opsStart, opsCount) = pool(ops)
                program.append(.layout(start: opsStart, count: opsCount, readsInitialRect: layout.readsInitialRect))
            } else {
                // A layout that measures (`.fit`) reads its element as adjustable, as adjust constraints do.
                if layout.measures, elements[elementSlot].box.node == nil {
                    elements[elementSlot] = SchemePlan.ElementReference(element, adjustable: true)
                }
                layouts.append(layout)
                program.append(.customLayout(Int32(layouts.count - 1), readsInitialRect: layout.readsInitialRect))
            }
            record(PassSteps.layout)
            program.append(.commit(slot: Int32(slot), isContainer: isContainer))
            program[start] = .block(slot: Int32(slot), element: Int32(elementSlot), length: Int32(program.count - start - 1))
            return .slot(slot)
        }
    }
}
