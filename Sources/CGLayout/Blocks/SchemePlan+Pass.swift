import Foundation

extension SchemePlan {
    /// The state of one pass, in buffers that live on the stack for the
    /// duration of ``SchemePlan/run(sourceRect:direction:snapshot:outer:)``.
    struct Pass {
        let plan: SchemePlan
        let direction: LayoutDirection
        let sourceRect: CGRect?
        let snapshot: Bool
        /// Per element of the table: the element, loaded once (strong for the pass).
        let loaded: UnsafeMutablePointer<(any LayoutElement)?>
        /// Per element: the same element as adjustable, when an adjust constraint reads it.
        let adjustables: UnsafeMutablePointer<(any AdjustableLayoutElement)?>
        /// Per element: its super element, loaded on first use.
        let supers: UnsafeMutablePointer<(any LayoutElement)?>
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
        /// The layout bounds of the last super element asked for (siblings share it).
        private var cachedSuper: ObjectIdentifier?
        private var cachedSuperIndex = -1
        private var cachedBounds = CGRect.zero

        init(plan: SchemePlan, direction: LayoutDirection, sourceRect: CGRect?, snapshot: Bool,
             loaded: UnsafeMutablePointer<(any LayoutElement)?>, adjustables: UnsafeMutablePointer<(any AdjustableLayoutElement)?>,
             supers: UnsafeMutablePointer<(any LayoutElement)?>, superLoaded: UnsafeMutablePointer<Bool>,
             frames: UnsafeMutablePointer<CGRect>, known: UnsafeMutablePointer<Bool>,
             slotFrames: UnsafeMutablePointer<CGRect>, slotValid: UnsafeMutablePointer<Bool>,
             contents: ContainerContents?, outer: OuterFrames?) {
            self.plan = plan
            self.direction = direction
            self.sourceRect = sourceRect
            self.snapshot = snapshot
            self.loaded = loaded
            self.adjustables = adjustables
            self.supers = supers
            self.superLoaded = superLoaded
            self.frames = frames
            self.known = known
            self.slotFrames = slotFrames
            self.slotValid = slotValid
            self.contents = contents
            self.outer = outer
        }

        /// The context handed to custom constraints and container contents: it sees this pass's frames.
        var context: LayoutContext {
            LayoutContext(direction: direction, frames: FrameSource(overrides: FrameOverrides(
                plan: plan, frames: frames, known: known, contents: contents, outer: outer)))
        }

        /// Loads every element once: one weak load each for the whole pass.
        mutating func load() {
            for index in plan.elements.indices {
                if let adjustable = plan.elements[index].adjustable {
                    adjustables[index] = adjustable
                    loaded[index] = adjustable
                } else {
                    loaded[index] = plan.elements[index].element
                }
            }
            guard sourceRect != nil else { return }
            for entry in plan.entries {
                guard case .leaf(let leaf) = entry, loaded[leaf.element] != nil,
                      let superElement = superOf(leaf.element) else { continue }
                container = ObjectIdentifier(superElement)
                break
            }
        }

        @inline(__always)
        private mutating func superOf(_ index: Int) -> (any LayoutElement)? {
            if !superLoaded[index] {
                supers[index] = loaded[index]?.superElement
                superLoaded[index] = true
            }
            return supers[index]
        }

        @inline(__always)
        private func frameOf(_ index: Int) -> CGRect {
            if known[index] { return frames[index] }
            guard let element = loaded[index] else { return .zero }
            // Container contents and enclosing passes may know it (slow path, only when they exist).
            if contents != nil || outer != nil { return context.frame(of: element) }
            return element.frame
        }

        private mutating func layoutBounds(of superElement: any LayoutElement) -> CGRect {
            let id = ObjectIdentifier(superElement)
            if id == cachedSuper { return cachedBounds }
            cachedBounds = context.layoutBounds(of: superElement)
            cachedSuper = id
            cachedSuperIndex = plan.elementIndex[id] ?? -1
            return cachedBounds
        }

        mutating func runEntries() {
            for (slot, entry) in plan.entries.enumerated() {
                switch entry {
                case .opaque(let block):
                    // Opaque blocks are snapshotted when the snapshot is assembled.
                    guard !snapshot else { continue }
                    if let sourceRect { block.layout(in: sourceRect, direction: direction) } else { block.layout(direction: direction) }
                case .leaf(let leaf):
                    run(leaf, at: slot)
                }
            }
        }

        private mutating func run(_ leaf: Leaf, at slot: Int) {
            let index = leaf.element
            guard let element = loaded[index], let superElement = superOf(index) else { return }
            let superID = ObjectIdentifier(superElement)
            var space: CGRect
            if let sourceRect, superID == container {
                space = sourceRect
            } else {
                space = layoutBounds(of: superElement)
            }
            space = space.sanitizedSpace
            for step in leaf.steps {
                switch step {
                case .frame(let other, let rules, let constraint):
                    guard loaded[other] != nil else { continue }     // deallocated: inactive
                    if let otherSuper = superOf(other), ObjectIdentifier(otherSuper) == superID {
                        applyRules(rules, to: &space, by: frameOf(other), direction: direction)
                    } else {
                        // Another space (or a root): the constraint converts through the pass's frames.
                        constraint.constrain(sourceRect: &space, in: superElement, context: context)
                    }
                case .adjust(let other, let rules, let alignment):
                    guard let adjustable = adjustables[other] else { continue }
                    AdjustLayoutConstraint.adjust(&space, fitted: adjustable.sizeThatFits(space.size), rules: rules,
                                                  alignment: alignment, direction: direction)
                case .rules(let rules):
                    for rule in rules { rule.apply(&space, by: space, direction: direction) }
                case .opaque(let constraint):
                    if constraint.isActive { constraint.constrain(sourceRect: &space, in: superElement, context: context) }
                }
            }
            var rect = leaf.readsInitialRect ? frameOf(index) : .zero
            leaf.layout.formLayout(rect: &rect, in: space, direction: direction)
            frames[index] = rect
            known[index] = true
            if index == cachedSuperIndex { cachedSuper = nil }
            slotFrames[slot] = rect
            slotValid[slot] = true
            if snapshot {
                if leaf.isContainer, let container = element as? any LayoutContainer, let contents,
                   let content = ContainerContent.snapshot(container, frame: rect, context: context) {
                    contents.record(content, at: slot)
                }
            } else {
                element.frame = rect
                if leaf.isContainer, let container = element as? any LayoutContainer {
                    ContainerContent.layout(container, frame: rect, direction: direction)
                }
            }
        }

        /// The snapshot of what this pass computed, in the scheme's shape.
        func assemble(_ shape: [Shape], sourceRect: CGRect) -> LayoutSnapshot {
            var children: [LayoutSnapshot] = []
            children.reserveCapacity(shape.count)
            for node in shape {
                switch node {
                case .group(let inner):
                    children.append(assemble(inner, sourceRect: sourceRect))
                case .slot(let slot):
                    switch plan.entries[slot] {
                    case .opaque(let block):
                        children.append(block.snapshot(for: sourceRect, direction: direction))
                    case .leaf(let leaf):
                        let element = loaded[leaf.element]
                        if slotValid[slot], let element {
                            let content = contents?.snapshot(at: slot).map { [$0] } ?? []
                            children.append(LayoutSnapshot(kind: .element(ObjectIdentifier(element)), frame: slotFrames[slot],
                                                           childSnapshots: content))
                        } else {
                            children.append(LayoutSnapshot(kind: .skipped(element.map { ObjectIdentifier($0) }), frame: .zero))
                        }
                    }
                }
            }
            return LayoutSnapshot(kind: .group, frame: LayoutSnapshot.union(of: children), childSnapshots: children)
        }
    }
}
