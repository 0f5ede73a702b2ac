import Foundation

extension SchemePlan.Pass {
    /// The state of the block being laid out: its element, the identity of its super element, the
    /// space its constraints narrow and the frame its layout computes.
    struct BlockState {
        var element = 0
        var superID: ObjectIdentifier
        var space = CGRect.zero
        var rect = CGRect.zero
        /// Whether `space` is known to be admitted (finite, sizes ≥ 0): a block's space starts so, and
        /// adjust constraints leave it so (their alignment admits the rect); rules may not.
        var admitted = false
    }

    /// A super element met in a pass: held strongly (`held`), or borrowed when no tree changed since the
    /// plan remembered its nodes — a node's parent is then alive; when user code changed a tree the pass
    /// holds it strongly, or finds it gone (`element` nil), before reading it again (``revalidate()``).
    struct SuperElement {
        unowned(unsafe) let element: (any LayoutElement)?
        /// Its identity (compared without loading `element`); `nil` once it is gone.
        let id: ObjectIdentifier?
        let held: AnyObject?
    }

    /// The usual block in one step (``SchemePlan/Instruction/leaf(_:)``): the steps of its separate
    /// instructions, in their order, with one dispatch. Out of the interpreter loop, so that both stay
    /// short enough for the compiler to inline the steps into them.
    @inline(never)
    mutating func runLeaf(_ leaf: UnsafePointer<SchemePlan.LeafBlock>) {
        var block = BlockState(superID: ObjectIdentifier(plan))
        guard enter(Int(leaf.pointee.element), &block) else { return }
        var index = Int(leaf.pointee.frames)
        let end = index + Int(leaf.pointee.frameCount)
        while index < end {
            constrain(&block, pools.frames + index)
            index += 1
        }
        if leaf.pointee.fit >= 0 {
            adjust(&block, leaf.pointee.fit, rules: leaf.pointee.fitRules, leaf.pointee.fitRuleCount, pair: leaf.pointee.alignment)
        }
        formFour(&block, leaf.pointee.four)
        commit(block.rect, element: block.element, slot: Int(leaf.pointee.slot), isContainer: false)
        revalidate()   // a frame setter may be user code
    }

    /// Starts the block of `element`: its space is its super element's layout bounds (or the explicit
    /// source rect, for the container it describes). `false` when the block is skipped: its element
    /// was deallocated or is not in a tree, or, in a container's content, is not inside the content's
    /// space (moved under another element: see ``ContentSpace``).
    @inline(always)
    mutating func enter(_ element: Int, _ block: inout BlockState) -> Bool {
        guard loaded[element] != nil, let id = superID(of: element) else { return false }
        if id == container {
            block.space = sourceSpace
        } else {
            if hasContentSpace, !isInContentSpace(element, superID: id) { return false }
            block.space = layoutBounds(ofSuperOf: element, id: id)
        }
        block.element = element
        block.superID = id
        block.admitted = true
        return true
    }

    /// In a container's content, whether the element at `index` (whose super element is `id`) is inside the
    /// content's space. Out of line: the usual content's elements are the space's children, found at once.
    @inline(never)
    mutating func isInContentSpace(_ index: Int, superID id: ObjectIdentifier) -> Bool {
        guard var space = contentSpace else { return true }
        if id == space.id { return true }
        guard let superElement = superElement(of: index) else { return false }
        let inside = space.contains(superElement: superElement)
        contentSpace = space
        return inside
    }

    /// A frame constraint: its rules narrow the space by the other element's frame in this pass.
    @inline(always)
    mutating func constrain(_ block: inout BlockState, _ constraint: UnsafePointer<SchemePlan.FrameConstraint>) {
        let other = Int(constraint.pointee.element)
        guard other >= 0 else {   // an anonymous constraint: its rules read the space itself
            block.admitted = false
            pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &block.space, by: block.space, direction: direction)
            return
        }
        guard loaded[other] != nil else { return }     // deallocated: inactive
        block.admitted = false
        guard superID(of: other) == block.superID else {
            constrainAcrossSpaces(&block.space, fallback: constraint.pointee.fallback, element: block.element)
            return
        }
        let frame = frameOf(other)
        var rule = Int(constraint.pointee.rules)
        if constraint.pointee.resolvedSides {
            let end = rule + 2 * Int(constraint.pointee.count)
            while rule < end {
                pools.sides[rule].apply(&block.space, by: frame)
                rule += 2
            }
        } else {
            pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &block.space, by: frame, direction: direction)
        }
    }

    /// Any other constraint (custom parts, or a constraint type the plan does not know): through its protocol.
    @inline(never)
    mutating func constrain(_ block: inout BlockState, custom index: Int) {
        let constraint = plan.constraints[index]
        block.admitted = false
        if constraint.isActive {
            constraint.constrain(sourceRect: &block.space, in: superElement(of: block.element), context: leasedContext())
        }
        revalidate()
    }

    /// An adjust constraint with a one-step alignment per axis (the alignment pair `alignment`).
    @inline(always)
    mutating func adjust(_ block: inout BlockState, _ other: Int32, rules start: Int32, _ count: Int32, pair alignment: Int32) {
        guard let fitted = fittingSize(other, block.space) else { return }
        revalidate()   // sizeThatFits may be user code
        let direction = direction, rules = pools.rules
        let pair = pools.pairs + Int(alignment)
        let horizontal = pair.pointee.horizontal, vertical = pair.pointee.vertical
        AdjustLayoutConstraint.adjust(&block.space, fitted: fitted, resize: {
            if pair.pointee.takesFittedSize { $0.size = $1.size } else { rules.apply(start, count, to: &$0, by: $1, direction: direction) }
        }, align: {
            Layout.Alignment.align(&$0, in: $1, vertical: { vertical.apply(&$0, $1, .vertical, direction) },
                                   horizontal: { horizontal.apply(&$0, $1, .horizontal, direction) })
        })
        block.admitted = true
    }

    /// An adjust constraint with a longer alignment (`alignmentCount` ops of the layout pool).
    @inline(never)
    mutating func adjust(_ block: inout BlockState, _ other: Int32, rules start: Int32, _ count: Int32,
                         alignment: Int32, count alignmentCount: Int32) {
        guard let fitted = fittingSize(other, block.space) else { return }
        revalidate()   // sizeThatFits may be user code
        let direction = direction, rules = pools.rules, ops = pools.ops
        AdjustLayoutConstraint.adjust(&block.space, fitted: fitted, resize: { rules.apply(start, count, to: &$0, by: $1, direction: direction) }, align: {
            Layout.formLayout(rect: &$0, in: $1, ops: ops, range: Int(alignment)..<Int(alignment + alignmentCount), direction: direction)
        })
        block.admitted = true
    }

    /// The usual built-in layout (width, height, x, y) in the block's space; the frame is admitted here
    /// (the commit writes it as it is).
    @inline(always)
    func formFour(_ block: inout BlockState, _ four: Int32) {
        let source = block.admitted ? block.space : block.space.sanitizedSpace
        let steps = pools.fours + Int(four)
        if let plain = steps.pointee.plain {
            block.rect = plain.form(in: source).sanitizedFrame
            return
        }
        var rect = CGRect.zero
        Layout.formFour(&rect, source, steps.pointee.width, steps.pointee.height, steps.pointee.x, steps.pointee.y, direction)
        block.rect = rect.sanitizedFrame
    }

    /// A layout with custom parts (out of line, like the other rare steps: a shorter `run` keeps the usual
    /// steps inlined in it). Returns the admitted frame.
    @inline(never)
    mutating func customLayout(_ index: Int, readsInitialRect: Bool, element: Int, space: CGRect) -> CGRect {
        var rect = readsInitialRect ? frameOf(element) : .zero
        let layout = plan.layouts[index]
        if layout.measures, let measured = loaded[element] {
            let flags = pools.flags[element]
            if flags.contains(.presentSized) {
                let present = frameOf(element).size.sanitizedSize
                layout.formLayout(rect: &rect, in: space, direction: direction, measuring: FixedFitMeasuring(size: present))
            } else if flags.contains(.measuresFrames) {
                layout.formLayout(rect: &rect, in: space, direction: direction,
                                  measuring: SchemePlan.ContextualMeasuring(element: measured, context: measuringContext()))
            } else {
                layout.formLayout(rect: &rect, in: space, direction: direction, measuring: measured)
            }
        } else {
            layout.formLayout(rect: &rect, in: space, direction: direction)
        }
        revalidate()
        return rect.sanitizedFrame
    }

    /// A block of a type the scheme does not know: it lays itself out (out of line, see `customLayout`).
    @inline(never)
    mutating func opaque(_ slot: Int) {
        guard let block = plan.opaqueBlocks[slot] else { return }
        guard snapshot else {
            reports?.blockWillRun()
            block.passLayout(in: sourceRect(of: block), direction: direction, within: containers)
            revalidate()
            forgetKnownFrames()
            return
        }
        // In order, so that it sees the frames of earlier blocks (through the context, when it
        // can) and later blocks see its frames, as in `layout()`.
        let rect = sourceRect(of: block) ?? .zero
        var taken = block.snapshot(for: rect, context: leasedContext())
        readings?.takeOver(from: &taken)   // a user's block that took it through its own entry point
        chain?.markForeign()   // frames no pass of the chain computed (see `PassChain`)
        contents?.record(taken, at: slot)
        if slot < plan.slotElement.count - 1 { absorb(taken) }   // see `absorb(_:)`
    }

    /// The source rect an opaque block runs in: the pass's, but for a block in a container of its own (an
    /// adaptive scheme, a relation layout) over another element than the one the rect describes, that
    /// element's space as the pass has it (as `layout()` without a rect gives it): the rect is the size of
    /// the scheme's container, not of a card inside it.
    private mutating func sourceRect(of block: any LayoutBlockProtocol) -> CGRect? {
        guard sourceRect != nil, let container, let spaced = block as? any ContainerSpaceBlock, let own = spaced.spaceContainer,
              ObjectIdentifier(own) != container else { return sourceRect }
        return spaced.sourceRect(in: own, context: snapshot ? context : nil)
    }

    /// A constraint whose element is in another space (or a root): it converts through the pass's frames.
    /// Out of line: the usual path does not need it, and a shorter `run` keeps the layout steps inlined.
    @inline(never)
    mutating func constrainAcrossSpaces(_ space: inout CGRect, fallback: Int32, element: Int) {
        plan.fallbacks[Int(fallback)].constrain(sourceRect: &space, in: superElement(of: element), context: leasedContext())
    }
}
