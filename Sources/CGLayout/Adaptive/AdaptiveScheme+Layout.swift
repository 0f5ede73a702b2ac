import Foundation

extension AdaptiveScheme {
    /// The present frames of the variant applied last (an empty group before any layout).
    public var currentSnapshot: LayoutSnapshot { currentSnapshot(reusing: nil, within: nil) }

    /// Lays out for the container's layout bounds, or an area's place in its owner (nothing once the container is gone).
    public func layout(direction: LayoutDirection) {
        layout(in: nil, direction: direction, reports: nil, within: nil)
    }

    /// Lays out for `sourceRect`: applies the snapshot kept for that size and direction,
    /// or computes, keeps and applies it.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        layout(in: sourceRect, direction: direction, reports: nil, within: nil)
    }

    /// The snapshot of the variant chosen for `sourceRect`'s size, kept per size and
    /// direction; its ``LayoutSnapshot/layoutName`` is the variant's name and its only
    /// child the variant's snapshot. Writes nothing.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        snapshot(for: sourceRect, direction: direction, within: nil)
    }

    /// ``snapshot(for:direction:)`` inside an enclosing pass: the variant's blocks run inside the content of
    /// the containers the pass is in (its re-entrance guard, so a loop back to one of them is found where it
    /// closes), and read the frames the pass computed before them, as they read the frames `layout()` wrote
    /// before them: so a snapshot of the enclosing scheme, applied, gives the frames of its `layout()`. The
    /// snapshot is kept per size and direction (a kept one is used again while it matches the blocks, as in
    /// `layout()`).
    ///
    /// - Parameters:
    ///   - sourceRect: The available space.
    ///   - context: The enclosing pass.
    /// - Returns: The snapshot, as ``snapshot(for:direction:)`` has it.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        // Inside another adaptive scheme's computation (nested in its variant's content), which `layout()`
        // computes as a snapshot too, the present frames, as there: the pass's frames would make every
        // read walk the passes of all the levels above (quadratic in the nesting). The variant's pass joins
        // the enclosing pass's chain all the same (see `PassChain`).
        let nested = (context.containers?.adaptiveComputationCount ?? 0) > 0
        return snapshot(for: sourceRect, direction: context.direction, within: context.containers,
                        frames: nested ? .live(joining: context.frames.overrides?.chain) : context.frames, readings: context.readings,
                        inside: context.adaptive)
    }

    /// The kept snapshot for `sourceRect` and `direction` when it still matches the blocks, or one computed
    /// inside the content of the containers of `containers`, reading `frames`, kept; computed for an
    /// enclosing snapshot, it records into that one's `readings` (see ``SnapshotReadings``), and tells `outer`,
    /// the computation of an adaptive scheme this one is nested in, what it took (see ``AdaptiveComputation``).
    private func snapshot(for sourceRect: CGRect, direction: LayoutDirection, within containers: ActiveContainers?,
                          frames: FrameSource = .live, readings: SnapshotReadings? = nil, inside outer: AdaptiveComputation? = nil,
                          validatingKept: Bool = true) -> LayoutSnapshot {
        // Adaptive schemes nested in each other's variants compute through here once per level, live and in a
        // snapshot: the guard of deep nesting (see `StackSpace`).
        StackSpace.guarded {
            let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
            if let kept = cache.keptSnapshot(for: key, layoutBounds: frames.layoutBounds(of:), in: outer) {
                // An element that joined a tree since (a flex item added back) changes the blocks' shape without
                // telling the cache: a kept snapshot that no longer matches is computed again, as `layout()` does
                // (which validates what it applies, so it asks for no validation here).
                if !validatingKept || (try? validate(snapshot: kept, within: containers)) != nil {
                    // Frames no pass of the enclosing chain computed: stamped there as if it had (see `PassChain`).
                    frames.overrides?.chain?.wrote(framesIn: kept)
                    return kept
                }
                cache.remove(key)
            }
            return cache.keeping(key, within: containers, layoutBounds: frames.layoutBounds(of:), inside: outer) { computation in
                SnapshotReadings.recording(into: readings) {
                    compute(sourceRect, direction: direction, within: containers, frames: frames, readings: $0, as: computation)
                }
            }
        }
    }

    /// The size the chosen variant's frames reach within `size` (as `LayoutScheme.sizeThatFits`).
    ///
    /// The variant's snapshot is computed (and kept) as a measurement, not as a snapshot to apply: an element
    /// that answers it from what it kept (a view's, off the main actor) answers as outside a snapshot, and its
    /// answer is checked at the main actor's next write in its tree.
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - direction: The direction.
    /// - Returns: The size from the origin to the far corner of the frames' union.
    public func sizeThatFits(_ size: CGSize, direction: LayoutDirection = .current) -> CGSize {
        let union = snapshot(for: CGRect(origin: .zero, size: size), direction: direction, within: nil, readings: .measuring).frame
        guard union != .zero else { return .zero }
        return CGSize(width: max(0, union.origin.x + union.size.width), height: max(0, union.origin.y + union.size.height))
    }

    /// Checks that `snapshot` names one of the variants and matches its blocks.
    ///
    /// - Throws: ``LayoutSnapshotError/structureMismatch(path:expected:found:)`` for an unknown
    ///   variant or shape, or the variant's own error under index 0.
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot, within: nil)
    }

    /// Writes the frames of a snapshot of this scheme (any variant's).
    ///
    /// - Throws: ``LayoutSnapshotError`` when it does not match; then nothing is written.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot, within: nil)
        write(validated: snapshot, within: nil)
    }

    /// Picks the variant for the rect and computes its snapshot, inside the content of the containers of
    /// `containers` (none when `nil`: a container met inside starts a fresh list), reading `frames` (an enclosing snapshot's; the present frames
    /// otherwise), recording into `readings` (see ``SnapshotReadings``), as `computation`, which the variants' passes
    /// carry in their context (an adaptive scheme nested in them tells it what it kept).
    func compute(_ rect: CGRect, direction: LayoutDirection, within containers: ActiveContainers? = nil,
                 frames: FrameSource = .live, readings: SnapshotReadings? = nil, as computation: AdaptiveComputation) -> LayoutSnapshot {
        let space = rect.sanitizedSpace
        // The variants read the enclosing pass's frames (see `snapshot(for:context:)`), containers and readings, and
        // carry the computation.
        let context = LayoutContext(direction: direction, frames: frames, containers: containers, readings: readings,
                                    sourceRectDescribesContainer: true, adaptive: computation)
        for (index, variant) in variants.enumerated() {
            var computed: LayoutSnapshot?
            let isLast = index == variants.count - 1
            if isLast || holds(variant.condition.test, in: space, variant: variant, context: context, direction: direction, computed: &computed) {
                return wrap(computed ?? snapshot(of: variant.block, for: rect, context: context, direction: direction), name: variant.name)
            }
            // Passed over by its content (a `fits` test): the kept snapshot holds only while that content does.
            if let computed { computation.passedOver(computed) }
        }
        return LayoutSnapshot(childSnapshots: [])
    }

    private func holds(_ test: Condition.Test, in space: CGRect, variant: Variant, context: LayoutContext?, direction: LayoutDirection,
                       computed: inout LayoutSnapshot?) -> Bool {
        switch test {
        case .size(let predicate):
            return predicate(space.size)
        case .fits(let horizontal, let vertical):
            let taken = computed ?? snapshot(of: variant.block, for: space, context: context, direction: direction)
            computed = taken
            return fits(taken, in: space, context: context, horizontal: horizontal, vertical: vertical)
        case .all(let tests):
            return tests.allSatisfy { holds($0, in: space, variant: variant, context: context, direction: direction, computed: &computed) }
        }
    }

    /// Whether the frames of `taken` (a variant's) lie in the spaces they were laid out in: those of the container's
    /// children (its owner's, for an area) in `space`; those of the children of another element (a card an earlier
    /// block laid out) in that element's layout bounds as the pass has them, for the variant's blocks lay out there.
    private func fits(_ taken: LayoutSnapshot, in space: CGRect, context: LayoutContext?, horizontal: Bool, vertical: Bool) -> Bool {
        var inOwner = FrameUnion(), elsewhere: [ObjectIdentifier: (superElement: any LayoutElement, frames: FrameUnion)] = [:]
        if let owner = container.flatMap(Self.spaceOwner) {
            TreeWalk.preorder([taken], children: { $0.isGroup ? $0.childSnapshots : [] }) { snapshot, _ in
                guard case .element(let written) = snapshot.kind else { return true }
                if let element = written.reference.object as? any LayoutElement, let superElement = element.superElement, superElement !== owner {
                    elsewhere[ObjectIdentifier(superElement), default: (superElement, FrameUnion())].frames.add(snapshot.frame)
                } else {
                    inOwner.add(snapshot.frame)
                }
                return true
            }
        }
        // The usual variant, all in the container's space: its frame, as always.
        guard !elsewhere.isEmpty else { return Self.fits(taken.frame, in: space, horizontal: horizontal, vertical: vertical) }
        return Self.fits(inOwner.rect, in: space, horizontal: horizontal, vertical: vertical) && elsewhere.values.allSatisfy { other in
            let bounds = context?.layoutBounds(of: other.superElement) ?? other.superElement.layoutBounds
            return Self.fits(other.frames.rect, in: bounds, horizontal: horizontal, vertical: vertical)
        }
    }

    /// Whether `frame` lies in `space` along the axes asked (an empty one, `.zero`, fits).
    private static func fits(_ frame: CGRect, in space: CGRect, horizontal: Bool, vertical: Bool) -> Bool {
        let tolerance: CGFloat = 1e-6
        if frame == .zero { return true }
        let fitsX = frame.origin.x >= space.origin.x - tolerance && frame.origin.x + frame.size.width <= space.origin.x + space.size.width + tolerance
        let fitsY = frame.origin.y >= space.origin.y - tolerance && frame.origin.y + frame.size.height <= space.origin.y + space.size.height + tolerance
        return (!horizontal || fitsX) && (!vertical || fitsY)
    }

    func wrap(_ inner: LayoutSnapshot, name: String) -> LayoutSnapshot {
        LayoutSnapshot(kind: .group, frame: inner.frame, childSnapshots: [inner], layoutName: name)
    }
}

extension AdaptiveScheme: PassBlock {
    /// The present frames of the variant applied last, its contents inside the content of the containers
    /// of `containers`, taking the content snapshots kept in `reports`.
    package func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot {
        guard let name = cache.currentName, let variant = variants.first(where: { $0.name == name }) else {
            return LayoutSnapshot(childSnapshots: [])
        }
        return wrap(StackSpace.guarded { variant.block.passCurrentSnapshot(reusing: reports, within: containers) }, name: name)
    }

    /// Lays out for `sourceRect` (the container's layout bounds when `nil`; nothing once the container is
    /// gone) inside the content of the containers of `containers`: applies the snapshot kept for that size
    /// and direction, or computes, keeps and applies it. Applying a snapshot keeps no content reports.
    package func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        guard let sourceRect = sourceRect ?? cache.container.flatMap({ self.sourceRect(in: $0, context: nil) }) else { return }
        StackSpace.guarded { layout(in: sourceRect, direction: direction, within: containers) }
    }

    /// ``layout(in:direction:reports:within:)`` for a known rect.
    private func layout(in sourceRect: CGRect, direction: LayoutDirection, within containers: ActiveContainers?) {
        let snapshot = self.snapshot(for: sourceRect, direction: direction, within: containers, validatingKept: false)
        do {
            try validate(snapshot: snapshot, within: containers)
            write(validated: snapshot, within: containers)
        } catch {
            // The blocks changed since the snapshot was kept: compute it again.
            let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
            cache.remove(key)
            let fresh = cache.keeping(key, within: containers, layoutBounds: { $0.layoutBounds }, inside: nil) { computation in
                SnapshotReadings.recording(into: nil) { compute(sourceRect, direction: direction, within: containers, readings: $0, as: computation) }
            }
            guard (try? validate(snapshot: fresh, within: containers)) != nil else { return }
            write(validated: fresh, within: containers)
        }
    }

    /// ``validate(snapshot:)`` inside the content of the containers of `containers`.
    package func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        guard let name = snapshot.layoutName, let variant = variants.first(where: { $0.name == name }),
              snapshot.childSnapshots.count == 1 else {
            throw .structureMismatch(path: [], expected: "a snapshot of one of \(variants.map(\.name))",
                                     found: snapshot.layoutName.map { "variant \"\($0)\" with \(snapshot.childSnapshots.count) parts" } ?? "no variant name")
        }
        do throws(LayoutSnapshotError) {
            // Once per level of adaptive schemes nested in each other's variants (see `StackSpace`).
            try StackSpace.guarded { () throws(LayoutSnapshotError) in
                try variant.block.passValidate(snapshot: snapshot.childSnapshots[0], within: containers)
            }
        } catch { throw error.prefixed(by: 0) }
    }

    /// Writes a validated snapshot, the variant's contents inside the content of the containers of `containers`.
    package func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        guard let variant = variant(of: snapshot) else { return }
        snapshot.checkReadings()
        StackSpace.guarded { variant.block.passWrite(validated: snapshot.childSnapshots[0], within: containers) }   // once per level
        cache.currentName = variant.name
    }
}

extension AdaptiveScheme: LayoutElementListing {
    /// The elements any variant lays out, each once, in variant order: a container whose content is an
    /// adaptive scheme that lays out the container itself (in any variant) is reported in
    /// ``LayoutScheme/issues`` and refused by ``LayoutElement/containsInContent(_:)``.
    public var listedElements: [any LayoutElement] {
        var seen = Set<ObjectIdentifier>()
        return variants.flatMap { ($0.block as? any LayoutElementListing)?.listedElements ?? [] }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
