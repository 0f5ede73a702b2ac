import Foundation

extension SchemePlan {
    /// The state of one pass, in buffers that live on the stack for the
    /// duration of ``SchemePlan/run(sourceRect:direction:snapshot:outer:)``.
    /// Elements are borrowed (the plan holds them strongly for the pass), so
    /// the loop does no reference counting.
    struct Pass {
        let plan: SchemePlan
        let direction: LayoutDirection
        let sourceRect: CGRect?
        let snapshot: Bool
        /// Per element of the table: the element, or `nil` once it was deallocated.
        let loaded: UnsafeMutablePointer<Borrowed?>
        /// The loaded elements: after user code (which may change trees) the pass revalidates them.
        private var elements: LoadedElements
        /// The distinct super elements met in the pass, held strongly (siblings share one): the first
        /// `superCount` are initialized.
        let supers: UnsafeMutablePointer<(any LayoutElement)?>
        private var superCount = 0
        /// Per element: its super element's identity and its place in `supers`, loaded on first use.
        let superIDs: UnsafeMutablePointer<ObjectIdentifier?>
        let superSlots: UnsafeMutablePointer<Int>
        let superLoaded: UnsafeMutablePointer<Bool>
        /// Per element: the frame this pass gave it, when `known`.
        let frames: UnsafeMutablePointer<CGRect>
        let known: UnsafeMutablePointer<Bool>
        /// Per slot: the frame computed there, when `slotValid`.
        let slotFrames: UnsafeMutablePointer<CGRect>
        let slotValid: UnsafeMutablePointer<Bool>
        let contents: ContainerContents?
        let outer: OuterFrames?

        /// The container an explicit source rect describes: the super element of the first block in a tree.
        private var container: ObjectIdentifier?
        /// In a top-level snapshot, that container as the pass sees it (the size of the source rect).
        private var source: SourceContainer?
        /// The container's index in the element table (-1 when the scheme does not read it).
        private var sourceIndex = -1
        /// The explicit source rect as a space (sanitized once).
        private var sourceSpace = CGRect.zero
        /// The layout bounds of the last super element asked for, sanitized (siblings share it).
        private var cachedSuper: ObjectIdentifier?
        private var cachedSuperIndex = -1
        private var cachedBounds = CGRect.zero
        private var wroteFrames = false

        init(plan: SchemePlan, direction: LayoutDirection, sourceRect: CGRect?, snapshot: Bool,
             elements: LoadedElements,
             supers: UnsafeMutablePointer<(any LayoutElement)?>, superIDs: UnsafeMutablePointer<ObjectIdentifier?>,
             superSlots: UnsafeMutablePointer<Int>,
             superLoaded: UnsafeMutablePointer<Bool>, frames: UnsafeMutablePointer<CGRect>, known: UnsafeMutablePointer<Bool>,
             slotFrames: UnsafeMutablePointer<CGRect>, slotValid: UnsafeMutablePointer<Bool>,
             contents: ContainerContents?, outer: OuterFrames?) {
            self.plan = plan
            self.direction = direction
            self.sourceRect = sourceRect
            self.snapshot = snapshot
            self.loaded = elements.borrowed
            self.elements = elements
            self.supers = supers
            self.superIDs = superIDs
            self.superSlots = superSlots
            self.superLoaded = superLoaded
            self.frames = frames
            self.known = known
            self.slotFrames = slotFrames
            self.slotValid = slotValid
            self.contents = contents
            self.outer = outer
        }

        /// Open while the pass runs, once a context has been handed to user code.
        private(set) var lease: PassLease?

        /// The pass's own context: it sees this pass's frames and never leaves the pass's code.
        var context: LayoutContext {
            LayoutContext(direction: direction, frames: FrameSource(overrides: FrameOverrides(
                pass: PassFrameBuffers(plan: plan, frames: frames, known: known), contents: contents, outer: outer, source: source)))
        }

        /// The context handed to user code (custom constraints, other spaces, container contents):
        /// as ``context``, under the pass's lease, so that keeping it past the pass reads live
        /// frames instead of freed memory. The lease is made on first use (passes that never call
        /// user code allocate nothing).
        mutating func leasedContext() -> LayoutContext {
            let lease = self.lease ?? PassLease()
            self.lease = lease
            return LayoutContext(direction: direction, frames: FrameSource(overrides: FrameOverrides(
                pass: PassFrameBuffers(plan: plan, frames: frames, known: known), contents: contents, outer: outer, source: source,
                lease: lease)))
        }

        /// Ends the pass: contexts handed out stop reading its buffers; the super elements are released.
        func close() {
            lease?.close()
            supers.deinitialize(count: superCount)
        }

        /// The identity of the element's super element, loaded once per pass.
        /// Nodes answer without reference counting; the first element of each
        /// distinct super element loads it strongly, to hold it for the pass.
        @inline(__always)
        private mutating func superID(of index: Int) -> ObjectIdentifier? {
            if superLoaded[index] { return superIDs[index] }
            superLoaded[index] = true
            superIDs[index] = nil   // until found (the buffer starts uninitialized)
            guard let element = loaded[index] else { return nil }
            let id: ObjectIdentifier?
            if let node = element.node {
                id = node._withUnsafeGuaranteedRef { $0.parentIdentifier }
            } else {
                id = element.element.superElement.map { ObjectIdentifier($0) }
            }
            guard let id else { return nil }
            var slot = 0
            while slot < superCount, supers[slot].map({ ObjectIdentifier($0) }) != id { slot += 1 }
            if slot == superCount {
                // First sighting: load it through the public getter and keep it for the pass.
                guard let superElement = element.element.superElement, ObjectIdentifier(superElement) == id else { return nil }
                (supers + slot).initialize(to: superElement)
                superCount += 1
            }
            superIDs[index] = id
            superSlots[index] = slot
            return id
        }

        /// The super element of an element whose `superID(of:)` was found.
        @inline(__always)
        private func superElement(of index: Int) -> (any LayoutElement)? {
            superLoaded[index] && superIDs[index] != nil ? supers[superSlots[index]] : nil
        }

        @inline(__always)
        private func frameOf(_ index: Int) -> CGRect {
            if known[index] { return frames[index] }
            guard let element = loaded[index] else { return .zero }
            if index == sourceIndex, let source { return source.frame }
            // Container contents and enclosing passes may know it (slow path, only when they exist).
            if contents != nil || outer != nil { return context.frame(of: element.element) }
            return element.frame
        }

        private mutating func layoutBounds(ofSuperOf index: Int, id: ObjectIdentifier) -> CGRect {
            if id == cachedSuper { return cachedBounds }
            cachedBounds = superElement(of: index).map { context.layoutBounds(of: $0) } ?? .zero
            cachedSuper = id
            cachedSuperIndex = plan.elementIndex[id] ?? -1
            return cachedBounds
        }

        /// Finds the container an explicit source rect describes: the super element of the first block in a tree.
        private mutating func findContainer() {
            guard let sourceRect else { return }
            sourceSpace = sourceRect.sanitizedSpace
            for element in plan.slotElement where element >= 0 {
                guard loaded[element] != nil, let id = superID(of: element) else { continue }
                container = id
                // A snapshot for a rect is the layout the container would get at that size: constraints
                // and layouts that read it see it so (a container's content pass inherits the outer one's).
                if snapshot, outer == nil, let superElement = superElement(of: element) {
                    source = SourceContainer(superElement, rect: sourceRect)
                    sourceIndex = plan.elementIndex[id] ?? -1
                }
                return
            }
        }

        /// Runs the program.
        mutating func run() {
            findContainer()
            run(plan.program, rules: plan.rulePool, ops: plan.layoutPool)
        }

        // swiftlint:disable:next cyclomatic_complexity
        private mutating func run(_ program: UnsafeBufferPointer<Instruction>, rules: UnsafeBufferPointer<BuiltInRule>,
                                  ops: UnsafeBufferPointer<LayoutOp>) {
            var pc = 0
            var element = 0, superID = ObjectIdentifier(plan)
            var space = CGRect.zero, rect = CGRect.zero
            // Whether `space` is known to be admitted (finite, sizes ≥ 0): a block's space starts so, and
            // adjust constraints leave it so (their alignment admits the rect); rules may not.
            var admitted = false
            let sides = plan.sidePool.baseAddress.map { $0 + (direction == .rightToLeft ? 1 : 0) }
            while pc < program.count {
                let instruction = program[pc]
                pc += 1
                switch instruction {
                case .block(_, let index, let length):
                    element = Int(index)
                    guard loaded[element] != nil, let id = self.superID(of: element) else {
                        pc += Int(length)   // skipped: deallocated or not in a tree
                        continue
                    }
                    superID = id
                    if id == container {
                        space = sourceSpace
                    } else {
                        space = layoutBounds(ofSuperOf: element, id: id)
                    }
                    admitted = true
                case .frame(let other, let start, let count, let fallback):
                    let other = Int(other)
                    guard loaded[other] != nil else { continue }     // deallocated: inactive
                    admitted = false
                    if self.superID(of: other) == superID {
                        let frame = frameOf(other)
                        if count == 0 {   // the usual case, inline: one side rule, resolved for the direction
                            sides.unsafelyUnwrapped[Int(start)].applyResolved(&space, by: frame)
                        } else {
                            rules.apply(start, count, to: &space, by: frame, direction: direction)
                        }
                    } else {
                        constrainAcrossSpaces(&space, fallback: fallback, element: element)
                    }
                case .adjust(let other, let start, let count, let alignment, let alignmentCount):
                    guard let fitted = fittingSize(other, space) else { continue }
                    elements.revalidate(plan)   // sizeThatFits may be user code
                    let direction = direction
                    AdjustLayoutConstraint.adjust(&space, fitted: fitted, resize: { rules.apply(start, count, to: &$0, by: $1, direction: direction) }, align: {
                        Layout.formLayout(rect: &$0, in: $1, ops: ops, range: Int(alignment)..<Int(alignment + alignmentCount),
                                          direction: direction)
                    })
                    admitted = true
                case .adjust2(let other, let start, let count, let alignment):
                    guard let fitted = fittingSize(other, space) else { continue }
                    elements.revalidate(plan)   // sizeThatFits may be user code
                    let direction = direction
                    let pair = plan.alignmentPool.baseAddress! + Int(alignment)
                    let horizontal = pair.pointee.horizontal, vertical = pair.pointee.vertical
                    AdjustLayoutConstraint.adjust(&space, fitted: fitted, resize: {
                        if pair.pointee.takesFittedSize { $0.size = $1.size } else { rules.apply(start, count, to: &$0, by: $1, direction: direction) }
                    }, align: {
                        Layout.Alignment.align(&$0, in: $1, vertical: { vertical.apply(&$0, $1, .vertical, direction) },
                                               horizontal: { horizontal.apply(&$0, $1, .horizontal, direction) })
                    })
                    admitted = true
                case .rules(let start, let count):
                    admitted = false
                    rules.apply(start, count, to: &space, by: space, direction: direction)
                case .constraint(let index):
                    let constraint = plan.constraints[Int(index)]
                    admitted = false
                    if constraint.isActive { constraint.constrain(sourceRect: &space, in: superElement(of: element), context: leasedContext()) }
                    elements.revalidate(plan)
                case .layout4(let four):
                    let source = admitted ? space : space.sanitizedSpace
                    rect = .zero
                    let steps = plan.fourPool.baseAddress! + Int(four)
                    Layout.formFour(&rect, source, steps.pointee.width, steps.pointee.height, steps.pointee.x, steps.pointee.y, direction)
                    rect = rect.sanitizedFrame   // admitted here: `commit` writes it as it is
                case .layout(let start, let count, let readsInitialRect):
                    rect = readsInitialRect ? frameOf(element) : .zero
                    Layout.formLayout(rect: &rect, in: space, ops: ops, range: Int(start)..<Int(start + count), direction: direction)
                case .customLayout(let index, let readsInitialRect):
                    rect = customLayout(Int(index), readsInitialRect: readsInitialRect, element: element, space: space)
                case .commit(let slot, let isContainer):
                    commit(rect, element: element, slot: Int(slot), isContainer: isContainer)
                    elements.revalidate(plan)   // a frame setter or a container's content may be user code
                case .opaque(let slot):
                    opaque(Int(slot))
                case .record(let step, let other, let constraint):
                    record(step, element: Int(other), constraint: Int(constraint), space: space, rect: rect)
                }
            }
        }

        /// A layout with custom parts (out of line, like the other rare steps: a shorter `run` keeps the usual
        /// steps inlined in it). Returns the admitted frame.
        @inline(never)
        private mutating func customLayout(_ index: Int, readsInitialRect: Bool, element: Int, space: CGRect) -> CGRect {
            var rect = readsInitialRect ? frameOf(element) : .zero
            let layout = plan.layouts[index]
            if layout.measures, let measured = loaded[element] {
                if plan.presentSized[element] {
                    let present = frameOf(element).size.sanitizedSize
                    layout.formLayout(rect: &rect, in: space, direction: direction, measuring: FixedFitMeasuring(size: present))
                } else if publishesFrames(measuring: element) {
                    var measuredRect = rect
                    PresentFrame.with(context.frames.overrides!) {
                        layout.formLayout(rect: &measuredRect, in: space, direction: direction, measuring: measured)
                    }
                    rect = measuredRect
                } else {
                    layout.formLayout(rect: &rect, in: space, direction: direction, measuring: measured)
                }
            } else {
                layout.formLayout(rect: &rect, in: space, direction: direction)
            }
            elements.revalidate(plan)
            return rect.sanitizedFrame
        }

        /// A block of a type the scheme does not know: it lays itself out (out of line, see `customLayout`).
        @inline(never)
        private mutating func opaque(_ slot: Int) {
            guard let block = plan.opaqueBlocks[slot] else { return }
            guard snapshot else {
                if let sourceRect { block.layout(in: sourceRect, direction: direction) } else { block.layout(direction: direction) }
                elements.revalidate(plan)
                forgetKnownFrames()
                return
            }
            // In order, so that it sees the frames of earlier blocks (through the context, when it
            // can) and later blocks see its frames, as in `layout()`.
            let rect = sourceRect ?? .zero
            let taken = (block as? any ContextualLayoutBlock)?.snapshot(for: rect, context: leasedContext())
                ?? block.snapshot(for: rect, direction: direction)
            contents?.record(taken, at: slot)
            absorb(taken)
        }

        /// A constraint whose element is in another space (or a root): it converts through the pass's frames.
        /// Out of line: the usual path does not need it, and a shorter `run` keeps the layout steps inlined.
        @inline(never)
        private mutating func constrainAcrossSpaces(_ space: inout CGRect, fallback: Int32, element: Int) {
            plan.fallbacks[Int(fallback)].constrain(sourceRect: &space, in: superElement(of: element), context: leasedContext())
        }

        /// The fitting size of an adjust constraint's element; `nil` when it is gone or cannot size itself.
        @inline(__always)
        private mutating func fittingSize(_ other: Int32, _ space: CGRect) -> CGSize? {   // mutating: passed by reference, not copied
            let other = Int(other)
            if plan.presentSized[other] { return loaded[other] == nil ? nil : frameOf(other).size.sanitizedSize }
            guard let measured = loaded[other] else { return nil }
            guard publishesFrames(measuring: other) else { return measured.sizeThatFits(space.size) }
            return PresentFrame.with(context.frames.overrides!) { measured.sizeThatFits(space.size) }
        }

        /// Whether measuring the element in a snapshot pass must see the pass's frames as present frames:
        /// the pass (or an enclosing one, or a container's content) has frames other than the live ones,
        /// and the element's `sizeThatFits` may read frames (its own, or its items').
        @inline(__always)
        private func publishesFrames(measuring index: Int) -> Bool {
            snapshot && (wroteFrames || contents != nil || outer != nil) && plan.measuresFrames[index]
        }

        /// Records (or writes) a block's frame; `rect` is admitted (every layout instruction sanitizes its result).
        private mutating func commit(_ rect: CGRect, element index: Int, slot: Int, isContainer: Bool) {
            frames[index] = rect
            known[index] = true
            wroteFrames = true
            if index == cachedSuperIndex { cachedSuper = nil }
            slotFrames[slot] = rect
            slotValid[slot] = true
            guard let borrowed = loaded[index] else { return }
            if snapshot {
                if isContainer, let container = borrowed.element as? any LayoutContainer, let contents,
                   let content = ContainerContent.snapshot(container, frame: rect, context: leasedContext()) {
                    contents.record(content, at: slot)
                    absorb(content)
                }
            } else {
                if plan.notifiesResize[index], let node = borrowed.node {
                    SchemePlan.write(rect, notifyingResizeOf: node)
                } else {
                    borrowed.setAdmittedFrame(rect)
                }
                if isContainer, let container = borrowed.element as? any LayoutContainer {
                    ContainerContent.layout(container, frame: rect, direction: direction)
                    forgetKnownFrames()
                }
            }
        }

        /// Takes the frames a container's content or an opaque block wrote into the pass's own frames, so
        /// that the latest write in pass order is what later blocks read, as in `layout()`: an element this
        /// scheme lays out with a block and that a content pass lays out again reads the content's frame.
        private mutating func absorb(_ taken: LayoutSnapshot) {
            taken.forEachElementFrame { id, frame in
                guard let index = plan.elementIndex[id] else { return }
                frames[index] = FrameGate.admitted(frame)
                known[index] = true
                if index == cachedSuperIndex { cachedSuper = nil }
            }
        }

        /// After a content pass or an opaque block wrote frames live, the live frames are the latest
        /// writes: later blocks read them rather than the frames this pass wrote before.
        private mutating func forgetKnownFrames() {
            known.update(repeating: false, count: plan.elements.count)
            cachedSuper = nil
        }
    }
}

extension UnsafeBufferPointer where Element == BuiltInRule {
    /// Runs `count` pooled rules from `start` on `space`, reading `rect`.
    @inline(__always)
    func apply(_ start: Int32, _ count: Int32, to space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        var rule = Int(start)
        let end = Int(start) + Int(count)
        while rule < end { self[rule].apply(&space, by: rect, direction: direction); rule += 1 }
    }
}
