import Foundation

extension AdaptiveScheme {
    /// The present frames of the variant applied last (an empty group before any layout).
    public var currentSnapshot: LayoutSnapshot { currentSnapshot(reusing: nil, within: nil) }

    /// Lays out for the container's layout bounds (nothing once the container is gone).
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
    /// closes). They read the elements' present frames, not the pass's: the snapshot is kept per size and
    /// direction, and the frames of one pass are not those of the next.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space.
    ///   - context: The enclosing pass.
    /// - Returns: The snapshot, as ``snapshot(for:direction:)`` has it.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        snapshot(for: sourceRect, direction: context.direction, within: context.containers, readings: context.readings)
    }

    /// The kept snapshot for `sourceRect` and `direction`, or one computed inside the content of the
    /// containers of `containers`, kept; computed for an enclosing snapshot, it records into that one's
    /// `readings` (see ``SnapshotReadings``).
    private func snapshot(for sourceRect: CGRect, direction: LayoutDirection, within containers: ActiveContainers?,
                          readings: SnapshotReadings? = nil) -> LayoutSnapshot {
        let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
        if let kept = cache.snapshot(for: key) { return kept }
        let made = SnapshotReadings.recording(into: readings) { compute(sourceRect, direction: direction, within: containers, readings: $0) }
        cache.store(made, for: key)
        return made
    }

    /// The size the chosen variant's frames reach within `size` (as `LayoutScheme.sizeThatFits`).
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - direction: The direction.
    /// - Returns: The size from the origin to the far corner of the frames' union.
    public func sizeThatFits(_ size: CGSize, direction: LayoutDirection = .current) -> CGSize {
        let union = snapshot(for: CGRect(origin: .zero, size: size), direction: direction).frame
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
    /// `containers` (a fresh list when `nil`), recording into `readings` (see ``SnapshotReadings``).
    func compute(_ rect: CGRect, direction: LayoutDirection, within containers: ActiveContainers? = nil,
                 readings: SnapshotReadings? = nil) -> LayoutSnapshot {
        let space = rect.sanitizedSpace
        // The variants read the present frames (see `snapshot(for:context:)`), with the pass's containers and readings.
        let context = containers != nil || readings != nil
            ? LayoutContext(direction: direction, frames: .live, containers: containers, readings: readings) : nil
        for (index, variant) in variants.enumerated() {
            var computed: LayoutSnapshot?
            let isLast = index == variants.count - 1
            if isLast || holds(variant.condition.test, in: space, variant: variant, context: context, direction: direction, computed: &computed) {
                return wrap(computed ?? Self.snapshot(of: variant, for: rect, context: context, direction: direction), name: variant.name)
            }
        }
        return LayoutSnapshot(childSnapshots: [])
    }

    /// The snapshot of `variant`'s block, in `context` when there is one.
    private static func snapshot(of variant: Variant, for rect: CGRect, context: LayoutContext?, direction: LayoutDirection) -> LayoutSnapshot {
        guard let context else { return variant.block.snapshot(for: rect, direction: direction) }
        var snapshot = variant.block.snapshot(for: rect, context: context)
        context.readings?.takeOver(from: &snapshot)   // a user's block that took it through its own entry point
        return snapshot
    }

    private func holds(_ test: Condition.Test, in space: CGRect, variant: Variant, context: LayoutContext?, direction: LayoutDirection,
                       computed: inout LayoutSnapshot?) -> Bool {
        switch test {
        case .size(let predicate):
            return predicate(space.size)
        case .fits(let horizontal, let vertical):
            let snapshot = computed ?? Self.snapshot(of: variant, for: space, context: context, direction: direction)
            computed = snapshot
            let frame = snapshot.frame, tolerance: CGFloat = 1e-6
            if frame == .zero { return true }
            let fitsX = frame.origin.x >= space.origin.x - tolerance && frame.origin.x + frame.size.width <= space.origin.x + space.size.width + tolerance
            let fitsY = frame.origin.y >= space.origin.y - tolerance && frame.origin.y + frame.size.height <= space.origin.y + space.size.height + tolerance
            return (!horizontal || fitsX) && (!vertical || fitsY)
        case .all(let tests):
            return tests.allSatisfy { holds($0, in: space, variant: variant, context: context, direction: direction, computed: &computed) }
        }
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
        return wrap(variant.block.passCurrentSnapshot(reusing: reports, within: containers), name: name)
    }

    /// Lays out for `sourceRect` (the container's layout bounds when `nil`; nothing once the container is
    /// gone) inside the content of the containers of `containers`: applies the snapshot kept for that size
    /// and direction, or computes, keeps and applies it. Applying a snapshot keeps no content reports.
    package func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        guard let sourceRect = sourceRect ?? cache.container?.layoutBounds else { return }
        let snapshot = self.snapshot(for: sourceRect, direction: direction, within: containers)
        do {
            try validate(snapshot: snapshot, within: containers)
            write(validated: snapshot, within: containers)
        } catch {
            // The blocks changed since the snapshot was kept: compute it again.
            let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
            cache.remove(key)
            let fresh = compute(sourceRect, direction: direction, within: containers)
            cache.store(fresh, for: key)
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
            try variant.block.passValidate(snapshot: snapshot.childSnapshots[0], within: containers)
        } catch { throw error.prefixed(by: 0) }
    }

    /// Writes a validated snapshot, the variant's contents inside the content of the containers of `containers`.
    package func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        guard let variant = variant(of: snapshot) else { return }
        snapshot.checkReadings()
        variant.block.passWrite(validated: snapshot.childSnapshots[0], within: containers)
        cache.currentName = variant.name
    }
}

/// The snapshots an adaptive scheme keeps per size and direction, oldest dropped first.
///
/// A kept snapshot holds while the content it measured does: the cache observes the intrinsic size
/// of every element its snapshots lay out and forgets them all when one changes. A snapshot that lays
/// out an element whose changes nobody reports (an adjustable element that is not
/// ``IntrinsicSizeInvalidating``, or a view's element) is not kept: it would re-apply stale frames.
final class AdaptiveSnapshotCache: IntrinsicSizeObserver, @unchecked Sendable {
    struct Key: Hashable {
        let x, y, width, height: CGFloat
        let direction: LayoutDirection
        init(_ rect: CGRect, _ direction: LayoutDirection) {
            let space = rect.sanitizedSpace
            x = space.origin.x; y = space.origin.y; width = space.size.width; height = space.size.height
            self.direction = direction
        }
    }

    private let lock = Lock()
    private weak var storedContainer: (any LayoutElement)?
    private var entries: [(key: Key, snapshot: LayoutSnapshot)] = []
    private var storedName: String?
    let capacity: Int

    init(container: any LayoutElement, capacity: Int) {
        storedContainer = container
        self.capacity = capacity
    }

    var container: (any LayoutElement)? { lock.withLock { storedContainer } }

    /// The variant applied last.
    var currentName: String? {
        get { lock.withLock { storedName } }
        set { lock.withLock { storedName = newValue } }
    }

    func snapshot(for key: Key) -> LayoutSnapshot? {
        lock.withLock { entries.first { $0.key == key }?.snapshot }
    }

    func store(_ snapshot: LayoutSnapshot, for key: Key) {
        guard observeContent(of: snapshot) else { return }
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.append((key, snapshot))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }

    func remove(_ key: Key) { lock.withLock { entries.removeAll { $0.key == key } } }

    func removeAll() { lock.withLock { entries.removeAll() } }

    /// An element of a kept snapshot measures differently now: every kept snapshot may be stale.
    func intrinsicSizeDidChange(of element: any LayoutElement) { removeAll() }

    /// Starts observing the elements `snapshot` lays out; `false` when one of them can change its
    /// fitting size without saying so (then the snapshot must not be kept).
    private func observeContent(of snapshot: LayoutSnapshot) -> Bool {
        var keepable = true
        snapshot.forEachElement { object in
            guard keepable else { return }
            if let observed = object as? any IntrinsicSizeInvalidating {
                if observed.reportsEveryIntrinsicSizeChange { observed.addIntrinsicSizeObserver(self) } else { keepable = false }
            } else if object is any AdjustableLayoutElement {
                keepable = false
            }
        }
        return keepable
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
