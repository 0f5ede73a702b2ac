import Foundation

/// The snapshots an adaptive scheme keeps per rect and direction, oldest dropped first, each holding only while
/// the spaces of other elements its variant laid out in are the same (``KeptSpace``).
///
/// A kept snapshot holds while the content it measured does. The cache observes the intrinsic size of
/// the elements its snapshots lay out, and of those they skipped out of a tree (joining one says so) —
/// those of the variants passed over for it too, whose snapshots a ``AdaptiveScheme/Condition/fits(_:)``
/// test computed (a shorter text, or an element leaving the tree, may make one of them fit) —
/// and forgets them all when one changes. A snapshot that lays out
/// an element whose changes nobody reports (an adjustable element that is not
/// ``IntrinsicSizeInvalidating``, or a view's element) is not kept: it would re-apply stale frames.
///
/// Nested adaptive schemes (one in the content of an element another lays out) keep snapshots that
/// contain each other's: the part of a snapshot that an inner scheme kept is observed by that scheme,
/// and the outer one observes the inner one instead of every element below it. The inner cache tells the
/// outer ones when it forgets its snapshots (its ``dependents``), through one link per level, so nesting
/// N schemes costs N observations, not N² (each element observed by every scheme above it). A part that
/// the inner scheme could not keep makes the outer snapshot unkeepable too; a part the outer cannot trace
/// to a kept inner snapshot (one computed through a block of your own, which hands no pass on) is observed
/// element by element, as before.
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

    /// A kept snapshot and the caches of the inner schemes whose kept snapshots it contains (held strongly:
    /// they observe that part of it for as long as it is kept).
    private struct Entry {
        let key: Key
        let snapshot: LayoutSnapshot
        let inner: [AdaptiveSnapshotCache]
        /// The spaces of other elements the variant laid out in (see ``KeptSpace``); empty for the usual variant.
        let spaces: [KeptSpace]
    }

    /// The layout bounds of an element the variant did not lay out but laid out children of (a card an earlier
    /// block placed), as the pass had them: the key's rect is the container's, so the snapshot holds only while
    /// that space is the same (a card sized by its content grows while the screen does not).
    struct KeptSpace {
        weak var element: (any LayoutElement)?
        let bounds: CGRect
    }

    /// An outer cache told when this one forgets its snapshots (held weakly).
    private struct Dependent {
        weak var cache: AdaptiveSnapshotCache?
    }

    private let lock = Lock()
    private weak var storedContainer: (any LayoutElement)?
    private var entries: [Entry] = []
    private var storedName: String?
    /// The outer caches that kept a snapshot containing one of this cache's, by identity.
    private var dependents: [ObjectIdentifier: Dependent] = [:]
    /// Freed dependents are dropped when the table reaches this size.
    private var pruneDependentsAt = 8
    let capacity: Int

    init(container: any LayoutElement, capacity: Int) {
        storedContainer = container
        self.capacity = capacity
    }

    deinit {
        // Each kept entry holds the cache of the scheme nested in it, and so on down: let go of them on a
        // fresh stack when this thread's runs low (100,000 nested schemes free).
        let taken = entries
        entries = []
        StackSpace.release(consume taken)
    }

    var container: (any LayoutElement)? { lock.withLock { storedContainer } }

    /// The variant applied last.
    var currentName: String? {
        get { lock.withLock { storedName } }
        set { lock.withLock { storedName = newValue } }
    }

    /// The kept snapshot for `key` whose variant laid out in the spaces `layoutBounds` gives now (the pass's).
    func snapshot(for key: Key, layoutBounds: (any LayoutElement) -> CGRect) -> LayoutSnapshot? {
        guard let entry = lock.withLock({ entries.first { $0.key == key } }) else { return nil }
        for space in entry.spaces {
            // Bit for bit: `==` takes standardized-equal rects (negative sizes) for one and never matches a NaN.
            guard let element = space.element, layoutBounds(element).isBitwiseEqual(to: space.bounds) else { return nil }
        }
        return entry.snapshot
    }

    /// The kept snapshot for `key` whose variant laid out in the spaces `layoutBounds` gives now (see
    /// ``snapshot(for:layoutBounds:)``), told to `computation`, the adaptive scheme's computation this one is asked
    /// inside (it may keep it as a part of its own).
    func keptSnapshot(for key: Key, layoutBounds: (any LayoutElement) -> CGRect, in computation: AdaptiveComputation?) -> LayoutSnapshot? {
        guard let kept = snapshot(for: key, layoutBounds: layoutBounds) else { return nil }
        computation?.took(kept, keptBy: self)
        return kept
    }

    /// Runs `compute` (the snapshot for `key`) as this cache's computation, which it is handed to carry down its
    /// pass (counted in `containers` while it runs, see ``ActiveContainers/adaptiveComputationCount``), keeps what
    /// it gives when it can with the spaces it laid out in (`layoutBounds`: the pass's), and tells `outer`, the
    /// adaptive scheme's computation this one runs inside, whether it was kept.
    func keeping(_ key: Key, within containers: ActiveContainers?, layoutBounds: (any LayoutElement) -> CGRect,
                 inside outer: AdaptiveComputation?, _ compute: (AdaptiveComputation) -> LayoutSnapshot) -> LayoutSnapshot {
        let computation = AdaptiveComputation()
        containers?.adaptiveComputationCount += 1
        let made = compute(computation)
        containers?.adaptiveComputationCount -= 1
        let kept = store(made, for: key, computation: computation, layoutBounds: layoutBounds)
        computation.finish()
        outer?.took(made, keptBy: kept ? self : nil)
        return made
    }

    /// Keeps `snapshot` for `key` when everything it lays out reports its changes, with the spaces of other
    /// elements it laid out in as `layoutBounds` gives them; `false` when it was not kept.
    @discardableResult
    func store(_ snapshot: LayoutSnapshot, for key: Key, computation: AdaptiveComputation = AdaptiveComputation(),
               layoutBounds: (any LayoutElement) -> CGRect = { $0.layoutBounds }) -> Bool {
        guard let (inner, foreign) = observeContent(of: snapshot, computation: computation) else { return false }
        for cache in inner { cache.addDependent(self) }
        let spaces = foreign.map { KeptSpace(element: $0, bounds: layoutBounds($0)) }
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.append(Entry(key: key, snapshot: snapshot, inner: inner, spaces: spaces))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return true
    }

    func remove(_ key: Key) { lock.withLock { entries.removeAll { $0.key == key } } }

    /// Forgets every kept snapshot here and in every cache that kept a snapshot containing one of them
    /// (outward through the dependents, without recursion: 100,000 nested schemes).
    func removeAll() {
        var pending: [AdaptiveSnapshotCache] = [self]
        var seen = Set<ObjectIdentifier>()
        while let cache = pending.popLast() {
            guard seen.insert(ObjectIdentifier(cache)).inserted else { continue }
            pending += cache.forgetEntries()
        }
    }

    /// Forgets this cache's kept snapshots; returns the live dependents.
    private func forgetEntries() -> [AdaptiveSnapshotCache] {
        // The entries are released outside the lock (an inner cache freed with them takes its own lock).
        let (taken, outer) = lock.withLock { () -> ([Entry], [AdaptiveSnapshotCache]) in
            let taken = entries
            entries = []
            return (taken, dependents.values.compactMap(\.cache))
        }
        StackSpace.release(consume taken)
        return outer
    }

    /// Tells `cache` when this cache forgets its snapshots.
    private func addDependent(_ cache: AdaptiveSnapshotCache) {
        lock.withLock {
            dependents[ObjectIdentifier(cache), default: Dependent(cache: cache)].cache = cache
            guard dependents.count >= pruneDependentsAt else { return }
            dependents = dependents.filter { $0.value.cache != nil }
            pruneDependentsAt = max(8, 2 * dependents.count)
        }
    }

    /// The spaces the kept snapshot whose variant's part is `part` (by the identity of its storage, which copies keep)
    /// was laid out in; none when no kept snapshot has it.
    func keptSpaces(of part: LayoutSnapshot) -> [KeptSpace] {
        guard let id = AdaptiveComputation.identity(of: part) else { return [] }
        return lock.withLock { entries.first { AdaptiveComputation.identity(of: $0.snapshot) == id }?.spaces ?? [] }
    }

    /// An element of a kept snapshot measures differently now: every kept snapshot may be stale, here
    /// and in the outer schemes that kept one containing it.
    func intrinsicSizeDidChange(of element: any LayoutElement) { removeAll() }

    /// Starts observing the elements `snapshot` lays out, and those of the variants passed over for it whose
    /// snapshots `computation` tested (``AdaptiveComputation/passedOver``), but for the parts kept by inner schemes
    /// during `computation` (those schemes observe them). Returns those schemes' caches, or `nil` when an element
    /// can change its fitting size without saying so, or an inner scheme could not keep its part (then the
    /// snapshot must not be kept).
    ///
    /// Also returns the spaces the snapshot was laid out in that its key does not name: the super elements of the
    /// elements it lays out that are neither the container's space's owner nor laid out by it, and those of the parts
    /// inner schemes kept (found in the same walk, which does not enter those parts: linear in the nesting).
    private func observeContent(of snapshot: LayoutSnapshot, computation: AdaptiveComputation)
        -> (inner: [AdaptiveSnapshotCache], spaces: [any LayoutElement])? {
        var inner: [AdaptiveSnapshotCache] = []
        var innerIDs = Set<ObjectIdentifier>()
        let owner = container.flatMap(AdaptiveScheme.spaceOwner)
        var spaces: [ObjectIdentifier: any LayoutElement] = [:]
        // Each root's spaces apart: the chosen variant's (the snapshot's children), then each variant passed over.
        // A space one root lays out is no space of that root, but may be one of another: the chosen variant reads a
        // card live that a passed-over variant sized.
        for roots in [snapshot.childSnapshots] + computation.passedOver.map({ [$0] }) {
            var written = Set<ObjectIdentifier>(), supers: [ObjectIdentifier: any LayoutElement] = [:]
            // Depth first on an explicit stack (a snapshot may be as deep as its tree); the snapshot itself is
            // this scheme's own (its variant's name), its children the variant's.
            var stack = roots
            while let part = stack.popLast() {
                if part.layoutName != nil, let taken = computation.taken(part) {
                    guard let cache = taken else { return nil }
                    if innerIDs.insert(ObjectIdentifier(cache)).inserted { inner.append(cache) }
                    for space in cache.keptSpaces(of: part) {
                        if let element = space.element, element !== owner { supers[ObjectIdentifier(element)] = element }
                    }
                    continue
                }
                switch part.kind {
                case .element(let element):
                    guard let object = element.reference.object else { break }
                    if let laidOut = object as? any LayoutElement {
                        written.insert(ObjectIdentifier(laidOut))
                        if let superElement = laidOut.superElement, superElement !== owner {
                            supers[ObjectIdentifier(superElement)] = superElement
                        }
                    }
                    // Measured (adjustable) and silent: unkeepable. A plain element's frame is all it is.
                    if let observed = reportingEveryIntrinsicSizeChange(object) {
                        observed.addIntrinsicSizeObserver(self)
                    } else if object is any AdjustableLayoutElement {
                        return nil
                    }
                case .skipped(let element?):
                    // Skipped out of its tree: joining one again must forget the snapshot that left it out (a
                    // node added to a parent says so); an element that cannot say so makes it unkeepable.
                    guard let object = element.reference.object else { break }
                    guard let observed = reportingEveryIntrinsicSizeChange(object) else { return nil }
                    observed.addIntrinsicSizeObserver(self)
                default:
                    break
                }
                stack.append(contentsOf: part.childSnapshots)
            }
            for (id, element) in supers where !written.contains(id) { spaces[id] = element }
        }
        return (inner, Array(spaces.values))
    }
}

/// What an adaptive scheme's computation took from the adaptive schemes nested in it: the snapshots they
/// gave it (by the identity of their storage, which a snapshot keeps when it is copied into an enclosing
/// one), each with the cache that kept it or none when it could not be kept.
///
/// A computation is carried down its pass on the ``LayoutContext`` (``LayoutContext/adaptive``): every pass, content
/// and variant inside it gets it with the context, and an inner scheme asked for a snapshot through its context
/// tells it, however the inner scheme was reached (a variant's scheme, a container's content, a stack's arranged
/// container). An inner scheme reached through a public entry point that takes no context (a block of your own that
/// calls `snapshot(for:direction:)`) tells nothing: its part is observed element by element (see
/// ``AdaptiveSnapshotCache``). A part is traced only by the identity of its storage, so a snapshot taken but not
/// made part of the outer one changes nothing. Each level of adaptive schemes nested in each other's variants tells
/// the one around it what it kept, or every level would observe every element below it (quadratic in the nesting).
/// A context kept past the computation (a block of yours that stores it) may still hand it on: its parts are kept
/// under a lock, and let go when the computation finishes (``finish()``), after which it records nothing.
final class AdaptiveComputation: @unchecked Sendable {
    private let lock = Lock()
    private var parts: [UnsafeRawPointer: AdaptiveSnapshotCache?] = [:]
    /// The snapshots taken, so that their storage stays where `parts` says while the computation runs.
    private var held: [LayoutSnapshot] = []
    /// Whether the scheme's snapshot was stored (or refused): nothing is recorded after.
    private var finished = false
    /// The snapshots of the variants passed over, computed by their conditions' tests.
    private var storedPassedOver: [LayoutSnapshot] = []

    /// Records the snapshot of a variant passed over, which a ``AdaptiveScheme/Condition/fits(_:)`` test computed:
    /// the choice depends on its content too, which the cache observes with the chosen variant's.
    func passedOver(_ snapshot: LayoutSnapshot) {
        lock.withLock { if !finished { storedPassedOver.append(snapshot) } }
    }

    /// The snapshots of the variants passed over (see ``passedOver(_:)``).
    var passedOver: [LayoutSnapshot] { lock.withLock { storedPassedOver } }

    /// Records that the computation took `snapshot` from an inner scheme, kept by `cache` (`nil`: not kept);
    /// nothing once the computation finished (a context kept past it may ask after it ended).
    func took(_ snapshot: LayoutSnapshot, keptBy cache: AdaptiveSnapshotCache?) {
        guard let id = Self.identity(of: snapshot) else { return }
        lock.withLock {
            guard !finished else { return }
            held.append(snapshot)
            // A snapshot met twice (kept, then taken again) keeps the first answer unless it was not kept.
            if let known = parts[id], known == nil { return }
            parts[id] = cache
        }
    }

    /// Ends the computation once its snapshot is stored: lets go of the snapshots taken (a context kept past the
    /// computation keeps the computation as long as it is kept) and makes ``took(_:keptBy:)`` record nothing.
    func finish() {
        var taken: [LayoutSnapshot] = [], caches: [UnsafeRawPointer: AdaptiveSnapshotCache?] = [:], passed: [LayoutSnapshot] = []
        lock.withLock {
            finished = true
            swap(&taken, &held)
            swap(&caches, &parts)
            swap(&passed, &storedPassedOver)
        }
        taken += passed
        // Released outside the lock (a cache freed with them takes its own), on a fresh stack when this thread's runs low.
        caches.removeAll()
        StackSpace.release(consume taken)
    }

    /// For a snapshot the computation took from an inner scheme: `.some(cache)` (kept by it) or
    /// `.some(nil)` (not kept); `nil` for any other snapshot.
    func taken(_ snapshot: LayoutSnapshot) -> AdaptiveSnapshotCache?? {
        guard let id = Self.identity(of: snapshot) else { return nil }
        return lock.withLock { parts.isEmpty ? nil : parts[id] }
    }

    /// The address of an adaptive scheme's snapshot's children (one child, the variant's snapshot: a
    /// plain array, or a box deep down), the same in every copy of the snapshot.
    static func identity(of snapshot: LayoutSnapshot) -> UnsafeRawPointer? {
        snapshot.childSnapshots.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}
