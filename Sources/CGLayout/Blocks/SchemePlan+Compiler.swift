import Foundation

/// Compiles blocks into a ``SchemePlan``'s program and pools.
struct PlanCompiler {
    var program: [SchemePlan.Instruction] = []
    var rulePool: [BuiltInRule] = []
    /// Side rules resolved per direction: left-to-right, then right-to-left (see ``SchemePlan/FrameConstraint``).
    var sidePool: [SideStep] = []
    var framePool: [SchemePlan.FrameConstraint] = []
    var leafPool: [SchemePlan.LeafBlock] = []
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
            let sides = constraint.rules.compactMap { rule -> SideRule? in
                if case .side(let side)? = rule.builtIn { return side }
                return nil
            }
            let start: Int32, count: Int32
            if sides.count == constraint.rules.count {
                // Resolved per direction now, so the pass runs them without resolving leading and trailing.
                (start, count) = (Int32(sidePool.count), Int32(sides.count))
                for side in sides { sidePool += [SideStep(side.resolved(.leftToRight)), SideStep(side.resolved(.rightToLeft))] }
            } else if let pooled = pool(constraint.rules) {
                (start, count) = pooled
            } else {
                return opaque(constraint)
            }
            fallbacks.append(constraint)
            framePool.append(SchemePlan.FrameConstraint(element: Int32(index(of: element)), rules: start, count: count,
                                                        fallback: Int32(fallbacks.count - 1),
                                                        resolvedSides: sides.count == constraint.rules.count))
            return .frame(Int32(framePool.count - 1))
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
            framePool.append(SchemePlan.FrameConstraint(element: -1, rules: start, count: count, fallback: -1, resolvedSides: false))
            return .frame(Int32(framePool.count - 1))
        default:
            return opaque(constraint)
        }
    }

    /// The block as one ``SchemePlan/Instruction/leaf(_:)`` when its constraints are frame constraints
    /// followed by at most one adjust constraint with a one-step alignment per axis (its layout, the last
    /// entry of the four-step pool, is the usual four steps); `nil` otherwise.
    private mutating func fuse(slot: Int, element: Int, _ constraints: [SchemePlan.Instruction]) -> SchemePlan.Instruction? {
        var frames: [Int32] = []
        var adjust: (element: Int32, rules: Int32, count: Int32, alignment: Int32)?
        for constraint in constraints {
            switch constraint {
            case .frame(let index) where adjust == nil: frames.append(index)
            case .adjust2(let other, let rules, let count, let alignment) where adjust == nil:
                adjust = (other, rules, count, alignment)
            default: return nil
            }
        }
        // The frame constraints were pooled in order: they are a range of the frame pool.
        guard frames.indices.allSatisfy({ frames[$0] == frames[0] + Int32($0) }) else { return nil }
        leafPool.append(SchemePlan.LeafBlock(slot: Int32(slot), element: Int32(element),
                                             frames: frames.first ?? 0, frameCount: Int32(frames.count),
                                             fit: adjust?.element ?? -1, fitRules: adjust?.rules ?? 0,
                                             fitRuleCount: adjust?.count ?? 0, alignment: adjust?.alignment ?? 0,
                                             four: Int32(fourPool.count - 1)))
        return .leaf(Int32(leafPool.count - 1))
    }

    /// Compiles `blocks` in pass order, nested schemes included, and returns their shape. With a stack
    /// of its own: schemes nested 100,000 deep compile without recursion.
    mutating func flatten(_ blocks: [any LayoutBlockProtocol]) -> [SchemePlan.Shape] {
        var pending: [(blocks: [any LayoutBlockProtocol], next: Int, shape: [SchemePlan.Shape])] = [(blocks, 0, [])]
        while true {
            let top = pending.count - 1
            guard pending[top].next < pending[top].blocks.count else {
                let done = pending.removeLast().shape
                if pending.isEmpty { return done }
                pending[top - 1].shape.append(.group(SchemePlan.ShapeGroup(done)))
                continue
            }
            let block = pending[top].blocks[pending[top].next]
            pending[top].next += 1
            if let scheme = block as? LayoutScheme {
                pending.append((scheme.blocks, 0, []))
            } else {
                pending[top].shape.append(compile(block: block))
            }
        }
    }

    /// Compiles one block that is not a scheme into the program; returns its slot.
    private mutating func compile(block: any LayoutBlockProtocol) -> SchemePlan.Shape {
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
        let constraints = leaf.leafConstraints.map { compile($0) }
        let layout = leaf.leafLayout
        // `.equal` (the rect becomes the space) is the four steps that each take the space's length or start.
        let four = layout.ops.map { $0 == [.equal] ? [.width(.equal), .height(.equal), .x(.equal), .y(.equal)] : $0 }
        if let ops = four, ops.count == 4, case .width(let width) = ops[0], case .height(let height) = ops[1],
           case .x(let x) = ops[2], case .y(let y) = ops[3] {
            fourPool.append(SchemePlan.FourSteps(width: width, height: height, x: x, y: y))
            if !isContainer, let fused = fuse(slot: slot, element: elementSlot, constraints) {
                program[start] = fused
                return .slot(slot)
            }
            program += constraints
            program.append(.layout4(Int32(fourPool.count - 1)))
        } else if let ops = layout.ops {
            program += constraints
            let (opsStart, opsCount) = pool(ops)
            program.append(.layout(start: opsStart, count: opsCount, readsInitialRect: layout.readsInitialRect))
        } else {
            program += constraints
            // A layout that measures (`.fit`) reads its element as adjustable, as adjust constraints do.
            if layout.measures, elements[elementSlot].box.node == nil {
                elements[elementSlot] = SchemePlan.ElementReference(element, adjustable: true)
            }
            layouts.append(layout)
            program.append(.customLayout(Int32(layouts.count - 1), readsInitialRect: layout.readsInitialRect))
        }
        program.append(.commit(slot: Int32(slot), isContainer: isContainer))
        program[start] = .block(slot: Int32(slot), element: Int32(elementSlot), length: Int32(program.count - start - 1))
        return .slot(slot)
    }
}
