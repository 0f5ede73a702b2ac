import Foundation

/// Blocks applied in order; later blocks may be constrained by the results of
/// earlier ones. Schemes nest.
///
/// ```swift
/// var scheme = LayoutScheme(blocks: [
///     avatar.layoutBlock(
///         with: Layout(x: .left(16), y: .top(16), width: 48, height: 48)),
///     name.layoutBlock(
///         with: Layout(x: .left(12), y: .top(16), width: .boxed(92), height: 20),
///         constraints: [avatar.layoutConstraint(for: [.left(.limit(on: .outer))])]),
/// ])
/// scheme.layout()  // writes frames
/// // writes nothing
/// let snapshot = scheme.snapshot(for: CGRect(x: 0, y: 0, width: 320, height: 0))
/// try scheme.apply(snapshot: snapshot)
/// ```
///
/// `snapshot(for:)` never writes to an element and may run on many tasks at
/// once. During a snapshot, an element laid out by an earlier block is seen at
/// its snapshot frame, so snapshot + apply gives the same frames as `layout()`.
/// An explicit source rect replaces the layout bounds of the scheme's
/// container: the super element of its first element block in a tree, wherever
/// it sits (an adaptive scheme or relation layout before it lays out in its own
/// container's space); for a scheme with no element block in a tree, the
/// container of its first adaptive scheme or relation layout (a guide or a
/// view's safe area itself: that block gets the rect as it is).
public struct LayoutScheme: LayoutBlockProtocol {
    /// The blocks (and the plan they compile to when they nest too deep to compile when made).
    private var storage: SchemeStorage
    /// The plan, compiled when the scheme is made (see ``SchemeStorage``); kept beside the blocks so a
    /// pass reads it as it read the plan before deep nesting was handled.
    private var compiled: SchemePlan?

    /// The blocks, in order.
    public private(set) var blocks: [any LayoutBlockProtocol] {
        get { storage.blocks }
        set { (storage, compiled) = SchemeStorage.make(blocks: newValue) }
    }

    /// The compiled plan.
    @inline(__always) private var plan: SchemePlan { compiled ?? storage.plan }

    /// Creates a scheme.
    ///
    /// - Parameter blocks: Blocks (or nested schemes) applied in order.
    public init(blocks: [any LayoutBlockProtocol]) {
        (storage, compiled) = SchemeStorage.make(blocks: blocks)
    }

    /// How many levels of schemes nest inside this one (0 when none does).
    var nesting: Int { storage.nesting }

    /// Inserts `block` at `index`, clamped to `0...blocks.count`.
    ///
    /// - Parameters:
    ///   - block: The block to insert.
    ///   - index: Its position.
    public mutating func insert(block: any LayoutBlockProtocol, at index: Int) {
        var blocks = self.blocks
        blocks.insert(block, at: min(max(index, 0), blocks.count))
        self.blocks = blocks
    }

    /// Appends `block`.
    ///
    /// - Parameter block: The block to append.
    public mutating func append(block: any LayoutBlockProtocol) {
        insert(block: block, at: blocks.count)
    }

    /// Removes the block at `index`.
    ///
    /// - Parameter index: The block's position.
    /// - Returns: The removed block, or `nil` when `index` is out of range.
    @discardableResult
    public mutating func remove(blockAt index: Int) -> (any LayoutBlockProtocol)? {
        guard blocks.indices.contains(index) else { return nil }
        var blocks = self.blocks
        let block = blocks.remove(at: index)
        self.blocks = blocks
        return block
    }

    /// Removes, at every level, the blocks whose element was deallocated or left its tree.
    public mutating func removeInactiveBlocks() {
        blocks = StackSpace.guarded {   // once per level of nested schemes
            blocks.compactMap { block in
                if var scheme = block as? LayoutScheme {
                    scheme.removeInactiveBlocks()
                    return scheme
                }
                if let leaf = block as? any LeafLayoutBlock, leaf.leafElement?.superElement == nil { return nil }
                return block
            }
        }
    }

    /// The present frames of all blocks.
    public var currentSnapshot: LayoutSnapshot { presentSnapshot(reusing: nil) }

    /// ``currentSnapshot``, taking the content snapshots kept in `reports` (see ``LiveContentReports``), inside the
    /// content of the containers of `containers`.
    func presentSnapshot(reusing reports: LiveContentReports?, containers: ActiveContainers? = nil) -> LayoutSnapshot {
        StackSpace.guarded {   // once per level of nested schemes
            LayoutSnapshot(childSnapshots: blocks.map {
                $0.passCurrentSnapshot(reusing: reports, within: containers)
            })
        }
    }

    /// Lays out every block in its super element's layout bounds.
    public func layout(direction: LayoutDirection) {
        plan.layout(sourceRect: nil, direction: direction)
    }

    /// Lays out with `sourceRect` as the container's available space.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        plan.layout(sourceRect: sourceRect, direction: direction)
    }

    /// Computes every frame for `sourceRect` without writing to any element.
    ///
    /// `sourceRect` describes the blocks' super element (the super element of the first element
    /// block in a tree; with none, the container of the first adaptive scheme or relation layout,
    /// an area itself): its blocks lay out in it, and every constraint or layout that reads
    /// the super element sees it at its place with the size of `sourceRect` and with
    /// `sourceRect` as its layout bounds. So a snapshot at a size, applied, gives the frames a
    /// real layout at that size gives, and ``sizeThatFits(_:direction:)`` is right when
    /// children refer to their container. (``layout(in:direction:)`` lays out live in a rect
    /// and reads the super element as it is: a container's content is laid out that way in a
    /// part of its owner.)
    ///
    /// An element laid out by several writers — two blocks, a block and a container's content,
    /// an item of two flex guides — gets the last write in pass order, as in `layout()`: each
    /// writer sees what the writers before it computed (the snapshot's frames, never the stale
    /// live ones), and ``apply(snapshot:)`` writes in the same order, so every element ends with
    /// the frame `layout()` leaves it (``issues`` warns of such elements). The one scheme a
    /// snapshot cannot stand for is a container whose content lays out the container itself:
    /// its snapshots are refused when applied. See <doc:HowAPassRuns>.
    ///
    /// A snapshot holds the scheme's compiled plan (its layouts and constraints, and what their
    /// closures capture) and the elements it names weakly: keeping a snapshot keeps the plan, not the
    /// elements. Drop snapshots you no longer apply.
    ///
    /// A snapshot is for applying: the sizes views answered it from what they kept, computed off the main
    /// actor, are checked by its apply (one never applied wrote nothing from them, and nothing checks them).
    /// To measure — read a snapshot's frame and drop it, as a block of your own that sizes itself by a
    /// scheme does — use ``sizeThatFits(_:direction:)`` or ``snapshotFrame(for:direction:)`` instead: a
    /// view answers those as outside a snapshot, and its answers are checked at the main actor's next write
    /// in its tree.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        SnapshotReadings.recording(into: nil) { plan.snapshot(sourceRect: sourceRect, direction: direction, readings: $0) }
    }

    /// The frame of ``snapshot(for:direction:)`` (the union of its frames), computed without
    /// building the snapshot: measuring a container by its content this way allocates nothing.
    ///
    /// ```swift
    /// let height = scheme.snapshotFrame(for: CGRect(x: 0, y: 0, width: 320, height: 0))
    ///     .maxY
    /// ```
    ///
    /// - Parameters:
    ///   - sourceRect: As in ``snapshot(for:direction:)``.
    ///   - direction: Resolves leading/trailing; the global direction by default.
    /// - Returns: `snapshot(for: sourceRect, direction: direction).frame`.
    public func snapshotFrame(for sourceRect: CGRect, direction: LayoutDirection = .current) -> CGRect {
        plan.extent(sourceRect: sourceRect, direction: direction)
    }

    /// The size the blocks need in a container of `size`: the extent of the
    /// snapshot frames measured from the container's origin.
    ///
    /// ```swift
    /// override func sizeThatFits(_ size: CGSize) -> CGSize { scheme.sizeThatFits(size) }
    /// ```
    ///
    /// - Parameters:
    ///   - size: The proposed size.
    ///   - direction: Resolves leading/trailing; the global direction by default.
    /// - Returns: (max x of the frames, max y of the frames), never negative and never
    ///   infinite (an extent beyond the largest finite value saturates there).
    public func sizeThatFits(_ size: CGSize, direction: LayoutDirection = .current) -> CGSize {
        let union = snapshotFrame(for: CGRect(origin: .zero, size: size), direction: direction)
        guard union != .zero else { return .zero }
        return CGSize(width: (union.origin.x + union.size.width).saturatedLength,
                      height: (union.origin.y + union.size.height).saturatedLength)
    }

    /// Checks that `snapshot` was computed by this scheme: a group of one
    /// child per block, each naming the block's element (nested schemes nest).
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try plan.validate(snapshot)
    }

    /// Writes the frames of `snapshot`; validates everything first, so a
    /// mismatch writes nothing.
    ///
    /// Frames are written in the order `layout()` writes them (blocks in order, a container's
    /// content right after the container), so an element with several writers ends with the
    /// frame `layout()` gives it. A snapshot of a scheme whose container is laid out by its own
    /// content stands for no defined layout: it is refused with
    /// ``LayoutSnapshotError/containerLaidOutByItsContent(path:element:)``, naming the container.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try plan.apply(snapshot, writing: true)
    }
}

extension LayoutScheme {
    /// Computes every frame for `sourceRect` inside an enclosing pass (a container's content
    /// scheme), seeing the frames that pass computed; writes nothing.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space.
    ///   - context: The enclosing pass.
    /// - Returns: The snapshot.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        plan.snapshot(sourceRect: sourceRect, direction: context.direction,
                      outer: context.outerFrames, containers: context.containers, readings: context.readings, adaptive: context.adaptive)
    }
}

extension LayoutScheme: DescribedSpaceSnapshotting {
    /// The snapshot for `sourceRect` as the space of `container` (an adaptive scheme's, for its variant): blocks
    /// whose super element or own container is another element lay out in that element's space.
    func snapshot(for sourceRect: CGRect, describing container: any LayoutElement, context: LayoutContext?,
                  direction: LayoutDirection) -> LayoutSnapshot {
        guard let context else {
            return SnapshotReadings.recording(into: nil) {
                plan.snapshot(sourceRect: sourceRect, direction: direction, readings: $0, describing: container)
            }
        }
        return plan.snapshot(sourceRect: sourceRect, direction: context.direction, outer: context.outerFrames,
                             containers: context.containers, readings: context.readings, adaptive: context.adaptive,
                             describing: container)
    }
}

extension LayoutScheme: PassBlock {
    /// The present frames of all blocks, taking the content snapshots kept in `reports`, inside the content
    /// of the containers of `containers`.
    package func currentSnapshot(reusing reports: LiveContentReports?, within containers: ActiveContainers?) -> LayoutSnapshot {
        presentSnapshot(reusing: reports, containers: containers)
    }

    /// Lays out in `sourceRect` (each block's super element's layout bounds when `nil`) with the pass's
    /// content reports (see ``LiveContentReports``), inside the content of the containers of `containers`.
    package func layout(in sourceRect: CGRect?, direction: LayoutDirection, reports: LiveContentReports?, within containers: ActiveContainers?) {
        plan.layout(sourceRect: sourceRect, direction: direction, reports: reports, containers: containers)
    }

    /// ``validate(snapshot:)`` inside the content of the containers of `containers`.
    package func validate(snapshot: LayoutSnapshot, within containers: ActiveContainers?) throws(LayoutSnapshotError) {
        try plan.apply(snapshot, writing: false, containers: containers)
    }

    /// Writes a snapshot validated with its container's.
    package func write(validated snapshot: LayoutSnapshot, within containers: ActiveContainers?) {
        try? plan.apply(snapshot, writing: true, validated: true, containers: containers)
    }
}

/// A scheme's blocks and their compiled plan, shared by the copies of one scheme.
///
/// A scheme nested in another is run by the outer scheme's plan, which compiles its blocks too:
/// its own plan is needed only when it is run alone. A scheme compiles when it is made unless
/// schemes nest deeper than ``eagerNesting`` inside it; then it compiles when first run. (Each of
/// 10,000 nested schemes compiled everything below it when made: 21 s, quadratic in the depth.)
final class SchemeStorage: @unchecked Sendable {
    /// Immutable but for `deinit`, which moves them out to free them.
    private(set) var blocks: [any LayoutBlockProtocol]
    /// How many levels of schemes nest inside (0 when none does).
    let nesting: Int
    private let compiled: SchemePlan?
    private let lock = Lock()
    private var compiledLater: SchemePlan?

    /// Schemes nested at most this deep compile when made.
    static let eagerNesting = 32

    private init(blocks: [any LayoutBlockProtocol]) {
        self.blocks = blocks
        var nesting = 0
        for case let scheme as LayoutScheme in blocks { nesting = max(nesting, scheme.nesting + 1) }
        self.nesting = nesting
        compiled = nesting <= Self.eagerNesting ? SchemePlan(blocks: blocks) : nil
    }

    /// The storage of `blocks` and the plan compiled when made, if any.
    static func make(blocks: [any LayoutBlockProtocol]) -> (SchemeStorage, SchemePlan?) {
        let storage = SchemeStorage(blocks: blocks)
        return (storage, storage.compiled)
    }

    /// The plan, compiled on first use when it was not compiled when made.
    @inline(never)
    var plan: SchemePlan {
        if let compiled { return compiled }
        return lock.withLock {
            if let compiledLater { return compiledLater }
            let plan = SchemePlan(blocks: blocks)
            compiledLater = plan
            return plan
        }
    }

    deinit {
        // Schemes nested 100,000 deep free the next level here: on a fresh stack when this thread's runs low.
        let taken = blocks
        blocks = []
        StackSpace.release(consume taken)
    }
}

extension LayoutScheme: CurrentFrameReporting {
    /// The union of the blocks' present frames, as ``currentSnapshot`` has it (a nested scheme adds its
    /// union, a block its element's frame unless it is skipped), without building the snapshot.
    func currentFrame(within containers: ActiveContainers?) -> CGRect {
        StackSpace.guarded {   // once per level of nested schemes
            var union = FrameUnion()
            var space = containers.flatMap { $0.isEmpty ? nil : ContentSpace($0) }   // skipped outside it
            for block in blocks {
                if let leaf = block as? any LeafLayoutBlock {
                    guard let element = leaf.leafElement, element.superElement != nil else { continue }
                    if space != nil, !ContentSpace.admits(element, in: &space) { continue }
                    union.add(element.frame)
                } else if let scheme = block as? LayoutScheme {
                    union.add(scheme.currentFrame(within: containers))
                } else {
                    let snapshot = block.passCurrentSnapshot(within: containers)
                    if !snapshot.isSkipped { union.add(snapshot.frame) }
                }
            }
            return union.rect
        }
    }
}
