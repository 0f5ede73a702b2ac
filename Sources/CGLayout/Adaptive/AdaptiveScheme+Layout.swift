import Foundation

extension AdaptiveScheme {
    /// The present frames of the variant applied last (an empty group before any layout).
    public var currentSnapshot: LayoutSnapshot {
        guard let name = cache.currentName, let variant = variants.first(where: { $0.name == name }) else {
            return LayoutSnapshot(childSnapshots: [])
        }
        return wrap(variant.block.currentSnapshot, name: name)
    }

    /// Lays out for the container's layout bounds (nothing once the container is gone).
    public func layout(direction: LayoutDirection) {
        guard let container = cache.container else { return }
        layout(in: container.layoutBounds, direction: direction)
    }

    /// Lays out for `sourceRect`: applies the snapshot kept for that size and direction,
    /// or computes, keeps and applies it.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        let snapshot = self.snapshot(for: sourceRect, direction: direction)
        do {
            try apply(snapshot: snapshot)
        } catch {
            // The blocks changed since the snapshot was kept: compute it again.
            let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
            cache.remove(key)
            let fresh = compute(sourceRect, direction: direction)
            cache.store(fresh, for: key)
            try? apply(snapshot: fresh)
        }
    }

    /// The snapshot of the variant chosen for `sourceRect`'s size, kept per size and
    /// direction; its ``LayoutSnapshot/layoutName`` is the variant's name and its only
    /// child the variant's snapshot. Writes nothing.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        let key = AdaptiveSnapshotCache.Key(sourceRect, direction)
        if let kept = cache.snapshot(for: key) { return kept }
        let made = SnapshotReadings.recording { compute(sourceRect, direction: direction) }
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
        guard let name = snapshot.layoutName, let variant = variants.first(where: { $0.name == name }),
              snapshot.childSnapshots.count == 1 else {
            throw .structureMismatch(path: [], expected: "a snapshot of one of \(variants.map(\.name))",
                                     found: snapshot.layoutName.map { "variant \"\($0)\" with \(snapshot.childSnapshots.count) parts" } ?? "no variant name")
        }
        do { try variant.block.validate(snapshot: snapshot.childSnapshots[0]) } catch { throw error.prefixed(by: 0) }
    }

    /// Writes the frames of a snapshot of this scheme (any variant's).
    ///
    /// - Throws: ``LayoutSnapshotError`` when it does not match; then nothing is written.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        guard let variant = variant(of: snapshot) else { return }
        snapshot.checkReadings()
        try variant.block.apply(snapshot: snapshot.childSnapshots[0])
        cache.currentName = variant.name
    }

    /// Picks the variant for the rect and computes its snapshot.
    func compute(_ rect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        let space = rect.sanitizedSpace
        for (index, variant) in variants.enumerated() {
            var computed: LayoutSnapshot?
            let isLast = index == variants.count - 1
            if isLast || holds(variant.condition.test, in: space, variant: variant, direction: direction, computed: &computed) {
                return wrap(computed ?? variant.block.snapshot(for: rect, direction: direction), name: variant.name)
            }
        }
        return LayoutSnapshot(childSnapshots: [])
    }

    private func holds(_ test: Condition.Test, in space: CGRect, variant: Variant, direction: LayoutDirection,
                       computed: inout LayoutSnapshot?) -> Bool {
        switch test {
        case .size(let predicate):
            return predicate(space.size)
        case .fits(let horizontal, let vertical):
            let snapshot = computed ?? variant.block.snapshot(for: space, direction: direction)
            computed = snapshot
            let frame = snapshot.frame, tolerance: CGFloat = 1e-6
            if frame == .zero { return true }
            let fitsX = frame.origin.x >= space.origin.x - tolerance && frame.origin.x + frame.size.width <= space.origin.x + space.size.width + tolerance
            let fitsY = frame.origin.y >= space.origin.y - tolerance && frame.origin.y + frame.size.height <= space.origin.y + space.size.height + tolerance
            return (!horizontal || fitsX) && (!vertical || fitsY)
        case .all(let tests):
            return tests.allSatisfy { holds($0, in: space, variant: variant, direction: direction, computed: &computed) }
        }
    }

    func wrap(_ inner: LayoutSnapshot, name: String) -> LayoutSnapshot {
        LayoutSnapshot(kind: .group, frame: inner.frame, childSnapshots: [inner], layoutName: name)
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
