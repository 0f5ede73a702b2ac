import CGLayout
import Foundation

extension RelationLayout: LayoutElementListing {
    /// The items, in item order: a scheme's diagnostics see which elements this block lays out (a
    /// container whose content lays out the container itself through relations is reported there).
    public var listedElements: [any LayoutElement] {
        // Compiling reads the listed elements of the contents of container items: relation layouts nested
        // 1,000 deep compile each other recursively, a level per call here (see `StackSpace`).
        StackSpace.guarded { currentItems() }
    }

    /// The items' present frames, in item order (each item's first appearance in
    /// the active relations; a scroll guide's content guide where first named).
    public var currentSnapshot: LayoutSnapshot { currentSnapshot(reusing: nil, within: nil) }

    /// Solves in the container's bounds, writes the frames and lays out the
    /// content of items that are containers.
    ///
    /// - Parameter direction: Resolves leading and trailing.
    public func layout(direction: LayoutDirection) {
        write(rect: nil, direction: direction, within: nil)
    }

    /// Solves with `sourceRect` as the container's rect (in its own coordinates),
    /// writes the frames and lays out the content of items that are containers.
    ///
    /// - Parameters:
    ///   - sourceRect: The container's rect, read as every engine reads an available space: a NaN or
    ///     infinite origin as 0, a NaN or negative size as 0, an infinite size as unbounded
    ///     (`CGFloat.greatestFiniteMagnitude`).
    ///   - direction: Resolves leading and trailing.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        write(rect: sourceRect, direction: direction, within: nil)
    }

    /// The live layout of ``layout(in:direction:)`` and of a pass's (`within` its containers).
    private func write(rect: CGRect?, direction: LayoutDirection, within active: ActiveContainers?) {
        var containers: [(any LayoutContainer, CGRect)] = []
        _ = withPass(direction: direction, rect: rect, live: true) { pass in
            // Only the frames that moved since this layout wrote them (all of them after a compilation, an applied
            // snapshot or a pass of the other direction).
            writeFrames(pass)
            for index in pass.state.containerItems {
                guard let container = pass.structure.itemElements[index].object as? any LayoutContainer else { continue }
                containers.append((container, pass.frame(ofItem: index)))
            }
        }
        // Content is laid out outside the pass: it may measure elements that use relations of their own.
        // A container met again inside its own content (its content runs this layout) is skipped there.
        var loops: [RelationLayout.ContentLoop] = []
        for (container, frame) in containers where !ContainerContent.layout(container, frame: frame, direction: direction, containers: active) {
            loops.append(RelationLayout.ContentLoop(container))
        }
        publishContentLoops(loops)
    }

    /// Solves with `sourceRect` as the container's rect; writes nothing.
    ///
    /// Snapshots may be taken from many tasks at once: they run one at a time on
    /// the layout's solvers (serialised, because the solvers are incremental
    /// state: a copy per snapshot would cost a fresh build) and each gives the
    /// frames a serial pass gives. Activating relations or changing a priority
    /// while a snapshot runs is safe and takes effect at the next pass.
    ///
    /// - Parameters:
    ///   - sourceRect: The container's rect in its own coordinates.
    ///   - direction: Resolves leading and trailing.
    /// - Returns: One frame per item, in item order, with the content of items that are containers.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        SnapshotReadings.recording(into: nil) { snapshot(for: sourceRect, direction: direction, context: nil, readings: $0) }
    }

    /// Solves with `sourceRect` as the container's rect inside an enclosing scheme pass; writes nothing.
    ///
    /// Elements the relations refer to but do not lay out are read at the frames the enclosing
    /// pass gave them, so a scheme's snapshot + apply gives the frames of its `layout()`.
    ///
    /// - Parameters:
    ///   - sourceRect: The container's rect in its own coordinates.
    ///   - context: The enclosing pass.
    /// - Returns: One frame per item, in item order, with the content of items that are containers.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        snapshot(for: sourceRect, direction: context.direction, context: context, readings: nil)
    }

    /// The snapshot inside the enclosing pass `context` (which carries the readings), or on its own recording into `readings`.
    private func snapshot(for sourceRect: CGRect, direction: LayoutDirection, context: LayoutContext?,
                          readings: SnapshotReadings?) -> LayoutSnapshot {
        let frames: [(any LayoutElement, CGRect, Bool)] = withPass(direction: direction, rect: sourceRect, context: context,
                                                                   readings: readings) { pass in
            pass.structure.items.indices.map { index in
                (pass.structure.itemElements[index].object, pass.frame(ofItem: index), pass.state.containerItems.contains(index))
            }
        } ?? []
        // The content of an item that is a container reads this pass's frames (the items', then the enclosing
        // pass's), as `layout()` has written them when the content runs.
        var inner: LayoutContext?
        var loops: [RelationLayout.ContentLoop] = []
        let children = frames.map { element, frame, isContainer -> LayoutSnapshot in
            guard isContainer, let container = element as? any LayoutContainer, container.contentLayout != nil else {
                return LayoutSnapshot(element: element, frame: frame)
            }
            let passContext = inner ?? PassFrames.context(seeing: LayoutSnapshot(childSnapshots: frames.map { LayoutSnapshot(element: $0.0, frame: $0.1) }),
                                                          inside: context ?? .live(direction: direction, readings: readings))
            inner = passContext
            guard let content = ContainerContent.snapshot(container, frame: frame, context: passContext) else {
                loops.append(RelationLayout.ContentLoop(container))
                return LayoutSnapshot(element: element, frame: frame)
            }
            return LayoutSnapshot(element: element, frame: frame, content: content)
        }
        publishContentLoops(loops)
        return LayoutSnapshot(childSnapshots: children)
    }

    /// Checks that `snapshot` has one frame per item, in order, and valid content for containers.
    ///
    /// - Parameter snapshot: A snapshot of this group.
    /// - Throws: `LayoutSnapshotError` naming the first mismatch.
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot, within: nil)
    }

    /// Writes a snapshot computed by this group (frames sanitized: NaN and infinite values as 0, negative sizes as 0).
    ///
    /// - Parameter snapshot: A snapshot from ``snapshot(for:direction:)``.
    /// - Throws: `LayoutSnapshotError` when it does not match; then nothing is written.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot, within: nil)
        write(validated: snapshot, within: nil)
    }

    /// The default of ``measuresIntrinsicSize(of:)``: every adjustable element
    /// (text nodes, stacks, flex guides, custom `AdjustableLayoutElement`s) except
    /// plain `LayoutNode`s, `LayoutGuide`s and `ScrollLayoutGuide`s, whose
    /// `sizeThatFits` returns their present size (they have no content to measure,
    /// like a `UIView`'s `noIntrinsicMetric`). A `LayoutNode` subclass is measured;
    /// one that keeps the inherited `sizeThatFits` should be marked with
    /// ``setMeasuresIntrinsicSize(_:for:)``.
    ///
    /// - Parameter element: An element.
    /// - Returns: Whether it is measured unless told otherwise.
    public static func measuresIntrinsicSizeByDefault(_ element: any LayoutElement) -> Bool {
        guard element is any AdjustableLayoutElement else { return false }
        let type = ObjectIdentifier(Swift.type(of: element))
        return type != ObjectIdentifier(LayoutNode.self) && type != ObjectIdentifier(LayoutGuide<LayoutNode>.self)
            && type != ObjectIdentifier(ScrollLayoutGuide<LayoutNode>.self)
    }
}

extension RelationLayout: LayoutProblemReportingBlock {
    /// The issues of the last pass (``issues``), so that a `LayoutScheme` holding this layout as a block lists
    /// them in `LayoutScheme.issues` at the block's path, each naming its culprit element.
    public var layoutProblems: [any LayoutProblem] { issues }
}

extension RelationLayout: PassBlock {
    /// The items' present frames, with their contents inside the containers of `containers` (a relation
    /// layout keeps no content reports: `reports` is not read).
    package func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot {
        LayoutSnapshot(childSnapshots: currentItems().map { item in
            guard let content = ContainerContent.currentSnapshot(of: item, containers: containers).first else {
                return LayoutSnapshot(element: item, frame: item.frame)
            }
            return LayoutSnapshot(element: item, frame: item.frame, content: content)
        })
    }

    /// Solves in `sourceRect` (the container's bounds when `nil`), writes the frames and lays out the
    /// content of items that are containers inside the content of the containers of `containers` (the
    /// pass's re-entrance guard: a loop back to one of them is refused where it closes). A relation layout
    /// keeps no content reports: its items' contents start their own.
    package func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        write(rect: sourceRect, direction: direction, within: containers)
    }

    /// ``validate(snapshot:)`` inside the content of the containers of `containers`.
    package func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        let items = currentItems()
        guard snapshot.isGroup, snapshot.childSnapshots.count == items.count else {
            throw .structureMismatch(path: [], expected: "\(items.count) related items", found: "\(snapshot.childSnapshots.count)")
        }
        for (index, (item, child)) in zip(items, snapshot.childSnapshots).enumerated() {
            guard child.isSnapshot(of: item) else { throw .elementMismatch(path: [index], element: ElementName.withFrame(item)) }
            do throws(LayoutSnapshotError) {
                try ContainerContent.validate(item as? any LayoutContainer, snapshot: child, containers: containers)
            } catch { throw error.prefixed(by: index) }
        }
    }

    /// Writes a validated snapshot (frames sanitized by ``FrameGate``), the contents of items that are
    /// containers inside the content of the containers of `containers`.
    package func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        snapshot.checkReadings()
        for (item, child) in zip(currentItems(), snapshot.childSnapshots) where item.superElement != nil {
            FrameGate.write(child.frame, to: item)
            ContainerContent.write(item as? any LayoutContainer, snapshot: child, containers: containers)
        }
        invalidateWrittenFrames()
    }
}

extension RelationLayout: ContainerSpaceBlock {
    /// The container (see ``container``).
    package var spaceContainer: (any LayoutElement)? { container }

    /// In a snapshot, the container's bounds as the pass has them: its bounds origin (the rect's, where the
    /// snapshot's rect describes the container) with the size of the frame the pass gave it (as a live pass
    /// has written it when this layout reads `bounds`); live, `nil`: the layout reads the container's bounds
    /// itself.
    package func sourceRect(in container: any LayoutElement, context: LayoutContext?) -> CGRect? {
        context.map { context in
            let placement = context.placement(of: container)
            return CGRect(origin: placement.boundsOrigin, size: placement.frame.size)
        }
    }
}
