import Foundation

extension SchemePlan {
    /// The state of one pass, in buffers that live on the stack for the duration of
    /// ``SchemePlan/run(sourceRect:direction:snapshot:outer:containers:)``. Elements are borrowed (the plan holds
    /// them strongly for the pass), so the loop does no reference counting.
    struct Pass {
        let plan: SchemePlan
        let direction: LayoutDirection
        let sourceRect: CGRect?
        let snapshot: Bool
        /// Per element of the table: the element, or `nil` once it was deallocated (`elements.borrowed`, again
        /// after ``revalidate()``: the entries may move to the pass's own buffer then).
        private(set) var loaded: UnsafeMutablePointer<Borrowed?>
        /// The loaded elements: after user code (which may change trees) the pass revalidates them.
        var elements: LoadedElements
        /// The distinct super elements met in the pass (siblings share one): the first `superCount` are
        /// initialized. Held strongly, or borrowed while the tree is unchanged (see ``SuperElement``).
        let supers: UnsafeMutablePointer<SuperElement>
        var superCount = 0
        /// Per element: its super element's identity and its place in `supers`, loaded on first use.
        /// `superSlots` holds twice as many: past the elements, each element's own place in `supers` when it
        /// is a super element, kept once there are more than ``manySupers`` (see ``superID(of:)``).
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
        /// In a live pass inside a container that reports its content, the content snapshots kept for it.
        let reports: LiveContentReports?
        /// The containers whose content this pass is in (its re-entrance guard), handed to every content it runs.
        let containers: ActiveContainers?
        /// In a snapshot, the readings it records (see ``SnapshotReadings``), handed to every context it makes.
        let readings: SnapshotReadings?
        /// Inside an adaptive scheme's computation, that computation, for the contexts it makes (``AdaptiveComputation``).
        let adaptive: AdaptiveComputation?
        /// The plan's pools, with side rules resolved for this pass's direction.
        let pools: Pools
        /// In a snapshot pass with containers, or inside one's content, what the chain's passes computed (see ``PassChain``).
        let chain: PassChain?

        /// The container an explicit source rect describes (see ``findContainer(describing:)``).
        var container: ObjectIdentifier?
        /// In a container's content, the space its element blocks lay out in: an element outside it is skipped.
        var contentSpace: ContentSpace?
        /// Whether `contentSpace` is set: tested on every block, where testing the optional itself copied it
        /// (about 90 instructions a block on the feed cell).
        var hasContentSpace = false
        /// In a top-level snapshot, that container as the pass sees it (the size of the source rect).
        var source: SourceContainer?
        /// The container's index in the element table (-1 when the scheme does not read it).
        var sourceIndex = -1
        /// The explicit source rect as a space (sanitized once).
        var sourceSpace = CGRect.zero
        /// The layout bounds of the last super element asked for, sanitized (siblings share it).
        var cachedSuper: ObjectIdentifier?
        var cachedSuperIndex = -1
        var cachedBounds = CGRect.zero
        var wroteFrames = false

        /// Open while the pass runs, once a context has been handed to user code.
        private(set) var lease: PassLease?

        /// The pass's own context: it sees this pass's frames and never leaves the pass's code.
        var context: LayoutContext {
            LayoutContext(direction: direction, frames: FrameSource(overrides: FrameOverrides(
                pass: PassFrameBuffers(plan: plan, frames: frames, known: known), contents: contents, outer: outer, source: source,
                chain: chain)), containers: containers, readings: readings, adaptive: adaptive)
        }

        /// The context handed to user code (custom constraints, other spaces, container contents): as ``context``, under
        /// the pass's lease, so that keeping it past the pass reads live frames instead of freed memory. The lease is
        /// made on first use (passes that never call user code allocate nothing).
        mutating func leasedContext() -> LayoutContext {
            let lease = self.lease ?? PassLease()
            self.lease = lease
            return LayoutContext(direction: direction, frames: FrameSource(overrides: FrameOverrides(
                pass: PassFrameBuffers(plan: plan, frames: frames, known: known), contents: contents, outer: outer, source: source,
                lease: lease, chain: chain)), containers: containers, readings: readings, adaptive: adaptive)
        }

        /// Ends the pass: contexts handed out stop reading its buffers; the super elements are released.
        mutating func close() {
            lease?.close()
            releaseSupers()
        }

        /// After code that may have changed a tree (user code): when one changed, every element is loaded
        /// strongly again, and so is every borrowed super element, through an element that named it (a
        /// super element no longer found so is gone for the rest of the pass: it may have been deallocated).
        @inline(__always)
        mutating func revalidate() {
            guard elements.revalidate(plan) else { return }
            loaded = elements.borrowed
            holdBorrowedSupers()
        }

        @inline(never)
        private mutating func holdBorrowedSupers() {
            cachedSuper = nil
            if elements.parents != nil { forgetMovedParents() }   // the pass took the remembered parents
            for slot in 0..<superCount where supers[slot].held == nil && supers[slot].id != nil {
                var found: (any LayoutElement)?
                for index in 0..<plan.elements.count where superLoaded[index] && superIDs[index] != nil && superSlots[index] == slot {
                    if let superElement = loaded[index]?.element.superElement, ObjectIdentifier(superElement) == superIDs[index] {
                        found = superElement
                        break
                    }
                }
                supers[slot] = SuperElement(element: found, id: found.map { ObjectIdentifier($0) }, held: found)
            }
        }

        /// Releases the super elements held strongly and forgets them all.
        private mutating func releaseSupers() {
            for slot in 0..<superCount where supers[slot].held != nil { (supers + slot).deinitialize(count: 1) }
            superCount = 0
        }

        /// Finds the container an explicit source rect describes: `described` when the caller knows it (an adaptive
        /// scheme's container, for its variant), else the super element of the first element block in a tree, wherever
        /// it sits (a first adaptive scheme or relation layout over a guide or a card runs in that element's space,
        /// and the blocks after it get the rect). Only a scheme with no element block in a tree takes the container
        /// of its first block that lays out in a container of its own (a relation layout, an adaptive scheme:
        /// ``ContainerSpaceBlock``; an area — a guide, a view's safe area — itself, so the block gets the rect as
        /// it is and a variant maps it to its owner), so such blocks over other containers run in their own spaces.
        private mutating func findContainer(describing described: (any LayoutElement)?) {
            guard let sourceRect else { return }
            sourceSpace = sourceRect.sanitizedSpace
            if let described {
                noteContainer(described, id: ObjectIdentifier(described), as: sourceRect)
                return
            }
            // By index, not `for … in`, and the snapshot's part out of line: otherwise the whole pass was copied first
            // (≈ 100 instructions a pass).
            let slotElement = plan.slotElement, slots = slotElement.count
            var slot = 0, firstOpaque = -1
            while slot < slots {
                let element = slotElement[slot]
                slot += 1
                guard element >= 0 else {
                    if firstOpaque < 0 { firstOpaque = slot - 1 }
                    continue
                }
                guard loaded[element] != nil, let id = superID(of: element) else { continue }
                if hasContentSpace, !isInContentSpace(element, superID: id) { continue }   // skipped, see `enter`
                container = id
                if snapshot, let superElement = superElement(of: element) { describeSource(superElement, id: id, as: sourceRect) }
                return
            }
            if firstOpaque >= 0 { noteSpaceContainer(from: firstOpaque, as: sourceRect) }
        }

        /// With no element block in a tree: the container of the first opaque block from `start` with one of its own.
        @inline(never)
        private mutating func noteSpaceContainer(from start: Int, as sourceRect: CGRect) {
            for slot in start..<plan.slotElement.count where plan.slotElement[slot] < 0 {
                guard let own = (plan.opaqueBlocks[slot] as? any ContainerSpaceBlock)?.spaceContainer else { continue }
                noteContainer(own, id: ObjectIdentifier(own), as: sourceRect)
                return
            }
        }

        /// Takes `element` as the container the source rect describes.
        @inline(never)
        private mutating func noteContainer(_ element: any LayoutElement, id: ObjectIdentifier, as sourceRect: CGRect) {
            container = id
            if snapshot { describeSource(element, id: id, as: sourceRect) }
        }

        /// A snapshot for a rect is the layout the container would get at that size: constraints and layouts that read it
        /// see it so (a content pass inherits the outer one's; an adaptive scheme's variant sees its own, in place).
        @inline(never)
        private mutating func describeSource(_ superElement: any LayoutElement, id: ObjectIdentifier, as sourceRect: CGRect) {
            guard outer == nil || outer?.describesSource == true else { return }
            source = SourceContainer(superElement, rect: sourceRect, origin: outer?.overrides.frame(of: superElement)?.origin)
            sourceIndex = plan.elementIndex[id] ?? -1
            // Before any block runs: the passes nested in this one (a variant's, a content's) ask the
            // chain whether a level knows this container (see `PassChain`).
            chain?.noteSource(ObjectIdentifier(superElement))
        }

        /// Runs the program; `described`: the element the source rect describes, when the caller knows it.
        mutating func run(describing described: (any LayoutElement)?) {
            takeRememberedParents()
            if let containers, !containers.isEmpty { contentSpace = ContentSpace(containers); hasContentSpace = contentSpace != nil }
            findContainer(describing: described)
            if plan.isLeaves {
                runLeaves(plan.program.count)
            } else {
                run(plan.program)
            }
        }

        /// Runs a program of leaf blocks only (``SchemePlan/isLeaves``): leaf `i` of the pool is instruction `i`.
        /// Decoding each instruction cost ≈ 20 instructions per block (≈ 300 per pass of the feed cell).
        private mutating func runLeaves(_ count: Int) {
            var leaf = 0
            while leaf < count {
                runLeaf(pools.leaves + leaf)
                leaf += 1
            }
        }

        /// A pass that borrows every element at the epoch the plan remembered them starts with their
        /// parents' identities and places (``SchemePlan/RememberedParents``) and with the parents, borrowed,
        /// as ``superID(of:)`` would find them one by one. Out of line: once per pass.
        @inline(never)
        private mutating func takeRememberedParents() {
            guard elements.epoch != nil, let parents = elements.parents, superCount == 0 else { return }
            let count = parents.count
            superIDs.update(from: parents.ids, count: count)
            superSlots.update(from: parents.slots, count: count)
            superLoaded.update(repeating: true, count: count)
            for slot in 0..<parents.parentCount {
                let id = parents.parents[slot]
                let parent = Unmanaged<LayoutNode>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(bitPattern: id))!)
                (supers + slot).initialize(to: parent._withUnsafeGuaranteedRef { SuperElement(element: $0, id: id, held: nil) })
            }
            superCount = parents.parentCount
        }

        /// After user code changed a tree in a pass that started from the remembered parents: a node now in
        /// another parent is found again at its next use, as a pass that finds parents one by one finds a
        /// block's parent when it reaches it, so a node moved to another parent is laid out in that parent.
        /// A node taken out of its tree keeps the parent it had, as one found before the change does (its
        /// super element is held for the rest of the pass, or read as none when it is gone).
        private mutating func forgetMovedParents() {
            for index in 0..<plan.elements.count where superLoaded[index] {
                if let parent = loaded[index]?.node?._withUnsafeGuaranteedRef({ $0.parentIdentifier }), parent != superIDs[index] {
                    superLoaded[index] = false
                }
            }
        }

        private mutating func run(_ program: UnsafeBufferPointer<Instruction>) {
            var pc = 0
            var block = BlockState(superID: ObjectIdentifier(plan))
            while pc < program.count {
                let instruction = program[pc]
                pc += 1
                switch instruction {
                case .leaf(let index):
                    runLeaf(pools.leaves + Int(index))
                case .block(_, let index, let length):
                    guard enter(Int(index), &block) else {
                        pc += Int(length)   // skipped: deallocated or not in a tree
                        continue
                    }
                case .frame(let index):
                    constrain(&block, pools.frames + Int(index))
                case .adjust(let other, let start, let count, let alignment, let alignmentCount):
                    adjust(&block, other, rules: start, count, alignment: alignment, count: alignmentCount)
                case .adjust2(let other, let start, let count, let alignment):
                    adjust(&block, other, rules: start, count, pair: alignment)
                case .constraint(let index):
                    constrain(&block, custom: Int(index))
                case .layout4(let four):
                    formFour(&block, four)
                case .layout(let start, let count, let readsInitialRect):
                    block.rect = readsInitialRect ? frameOf(block.element) : .zero
                    Layout.formLayout(rect: &block.rect, in: block.space, ops: pools.ops, range: Int(start)..<Int(start + count),
                                      direction: direction)
                case .customLayout(let index, let readsInitialRect):
                    block.rect = customLayout(Int(index), readsInitialRect: readsInitialRect, element: block.element, space: block.space)
                case .commit(let slot, let isContainer):
                    commit(block.rect, element: block.element, slot: Int(slot), isContainer: isContainer)
                    revalidate()   // a frame setter or a container's content may be user code
                case .opaque(let slot):
                    opaque(Int(slot))
                }
            }
        }

        /// The fitting size of an adjust constraint's element; `nil` when it is gone or cannot size itself.
        @inline(always)
        mutating func fittingSize(_ other: Int32, _ space: CGRect) -> CGSize? {   // mutating: passed by reference, not copied
            let other = Int(other)
            let flags = pools.flags[other]
            if flags.contains(.presentSized) { return loaded[other] == nil ? nil : frameOf(other).size.sanitizedSize }
            guard let measured = loaded[other] else { return nil }
            guard flags.contains(.measuresFrames) else { return measured.sizeThatFits(space.size) }
            return measured.sizeThatFits(space.size, in: measuringContext())
        }

        /// The context an element's `sizeThatFits(_:in:)` gets: in a snapshot, this pass's frames under
        /// its lease (the element may keep the context); in `layout()`, which has written the frames it
        /// computed so far, the live frames (nothing to lease, nothing allocated).
        @inline(__always)
        mutating func measuringContext() -> LayoutContext {
            snapshot ? leasedContext() : .live(direction: direction)
        }

        /// Records (or writes) a block's frame; `rect` is admitted (every layout instruction sanitizes its result).
        mutating func commit(_ rect: CGRect, element index: Int, slot: Int, isContainer: Bool) {
            frames[index] = rect
            known[index] = true
            wroteFrames = true
            if index == cachedSuperIndex { cachedSuper = nil }
            guard let borrowed = loaded[index] else { return }
            if snapshot {
                // Slot frames are what a snapshot assembles; a pass that writes frames never reads them.
                slotFrames[slot] = rect
                slotValid[slot] = true
                chain?.wrote(ObjectIdentifier(borrowed.element))
                if isContainer, let container = borrowed.element as? any LayoutContainer, let contents {
                    snapshotContent(of: container, frame: rect, slot: slot, contents: contents)
                }
            } else if reports == nil {
                if pools.flags[index].contains(.notifiesResize), let node = borrowed.node {
                    SchemePlan.write(rect, notifyingResizeOf: node)
                } else {
                    borrowed.setAdmittedFrame(rect)
                }
                if isContainer { layoutContent(of: index, frame: rect) }
            } else {
                // Out of line (SchemePlan+ReportedWrite.swift), and handed only what the usual write has at hand
                // anyway: inlined, it cost every pass ≈ 600 per feed cell; handed the borrowed element, ≈ 150.
                writeReporting(rect, element: index, isContainer: isContainer)
            }
        }

        /// Takes the content snapshot of `container`, just given `frame` by the block of `slot`, and records it.
        /// Out of line: leaf blocks never run it.
        @inline(never)
        mutating func snapshotContent(of container: any LayoutContainer, frame rect: CGRect, slot: Int, contents: ContainerContents) {
            let start = chain?.clock
            guard let content = ContainerContent.snapshot(container, frame: rect, context: leasedContext()) else { return }
            // Only a scheme's content, or an adaptive scheme's over schemes and blocks, is computed by passes of
            // the chain (see `PassChain`).
            if let chain, !PassChain.computesInChain(container.contentLayout) { chain.markForeign() }
            contents.record(content, at: slot, container: (ObjectIdentifier(container), rect), start: start)
            if slot < plan.slotElement.count - 1 { absorb(content, since: start) }   // see `absorb(_:)`
        }

        /// Lays out the content of the container at `index` of the element table, just written with `frame`
        /// (out of line: leaf blocks never run it).
        @inline(never)
        mutating func layoutContent(of index: Int, frame rect: CGRect) {
            guard let container = loaded[index]?.element as? any LayoutContainer else { return }
            ContainerContent.layout(container, frame: rect, direction: direction, reports: reports, containers: containers)
            forgetKnownFrames()
        }

        /// Takes the frames a container's content or an opaque block wrote into the pass's own frames, so
        /// that the latest write in pass order is what later blocks read, as in `layout()`: an element this
        /// scheme lays out with a block and that a content pass lays out again reads the content's frame.
        /// After the last block nothing reads them: it is skipped there (it walks the whole content, and
        /// guides whose content schemes nest 10,000 deep walked everything below them at every level).
        /// `start`: the chain's clock when the content's pass started. When the chain says no element of the
        /// table was computed since, nothing is walked: guides whose contents lay out a badge after the next
        /// guide walked everything below them at every level. (The table is asked only while it is smaller
        /// than the frames computed since: a large table with small contents walks them.)
        mutating func absorb(_ taken: LayoutSnapshot, since start: Int? = nil) {
            if let start, let chain, plan.elements.count < chain.writes(since: start), !tableMayBeIn(since: start, chain) {
                cachedSuper = nil
                return
            }
            taken.forEachElementFrame { id, frame in
                guard let index = plan.elementIndex[id] else { return }
                frames[index] = FrameGate.admitted(frame)
                known[index] = true
            }
            // It may have moved the super element of later blocks, in the table or not (an item of a guide).
            cachedSuper = nil
        }

        /// After a content pass or an opaque block wrote frames live, the live frames are the latest
        /// writes: later blocks read them rather than the frames this pass wrote before.
        mutating func forgetKnownFrames() {
            known.update(repeating: false, count: plan.elements.count)
            cachedSuper = nil
        }
    }
}

extension SchemePlan.Pass {
    /// A pass of `plan` over the loaded `elements`, in the pass's buffers (see `SchemePlan.runPass`).
    /// Through the memberwise initializer: the stored properties are named once, where they are declared.
    init(plan: SchemePlan, direction: LayoutDirection, sourceRect: CGRect?, snapshot: Bool, elements: SchemePlan.LoadedElements,
         supers: UnsafeMutablePointer<SuperElement>, superIDs: UnsafeMutablePointer<ObjectIdentifier?>,
         superSlots: UnsafeMutablePointer<Int>,
         superLoaded: UnsafeMutablePointer<Bool>, frames: UnsafeMutablePointer<CGRect>, known: UnsafeMutablePointer<Bool>,
         slotFrames: UnsafeMutablePointer<CGRect>, slotValid: UnsafeMutablePointer<Bool>,
         contents: ContainerContents?, outer: OuterFrames?, reports: LiveContentReports?, containers: ActiveContainers?,
         readings: SnapshotReadings?, adaptive: AdaptiveComputation?, chain: PassChain?) {
        self.init(plan: plan, direction: direction, sourceRect: sourceRect, snapshot: snapshot, loaded: elements.borrowed,
                  elements: elements, supers: supers, superIDs: superIDs, superSlots: superSlots, superLoaded: superLoaded,
                  frames: frames, known: known, slotFrames: slotFrames, slotValid: slotValid, contents: contents, outer: outer,
                  reports: reports, containers: containers, readings: readings, adaptive: adaptive, pools: plan.pools.resolved(for: direction),
                  chain: chain)
    }
}
