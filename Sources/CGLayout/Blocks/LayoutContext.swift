import Foundation

/// What a layout pass knows while it runs: the reading direction and where
/// frames are read from.
///
/// During ``LayoutScheme/layout()`` frames are read from the elements. During
/// ``LayoutScheme/snapshot(for:)`` nothing is written, so an element laid out
/// earlier in the same pass is read from the snapshot being built; custom
/// constraints should read frames through ``frame(of:)`` to see the same values.
///
/// A context sees its pass's frames only while the pass runs. Kept afterwards (stored
/// by a constraint, say), it reads the elements' present frames: a defined answer, never
/// the pass's released memory. It is not `Sendable`: it belongs to the pass's task.
public struct LayoutContext {
    /// The direction that resolves leading/trailing in this pass.
    public let direction: LayoutDirection
    let frames: FrameSource
    /// The containers whose content the pass is in (its re-entrance guard), handed down with the pass;
    /// `nil` outside any container's content.
    let containers: ActiveContainers?
    /// Inside a snapshot's computation, the readings it records (the elements that answered it from what
    /// they kept, see ``SnapshotReadings``), handed down with the pass; `nil` in a pass that writes, and
    /// in a snapshot while no element that checks its answers exists.
    package let readings: SnapshotReadings?
    /// Whether a scheme's snapshot computed in this context sees its container at the size of its source
    /// rect, as a snapshot computed alone does, though it runs inside an enclosing pass: an adaptive
    /// scheme's variant, which `layout()` computes as a snapshot of its own (see
    /// ``AdaptiveScheme/snapshot(for:context:)``).
    let sourceRectDescribesContainer: Bool
    /// Inside an adaptive scheme's computation of a snapshot, that computation (innermost), which an adaptive
    /// scheme nested in it tells what it kept (see ``AdaptiveComputation``), handed down with the pass; `nil`
    /// outside any.
    let adaptive: AdaptiveComputation?

    init(direction: LayoutDirection, frames: FrameSource, containers: ActiveContainers? = nil, readings: SnapshotReadings? = nil,
         sourceRectDescribesContainer: Bool = false, adaptive: AdaptiveComputation? = nil) {
        self.direction = direction
        self.frames = frames
        self.containers = containers
        self.readings = readings
        self.sourceRectDescribesContainer = sourceRectDescribesContainer
        self.adaptive = adaptive
    }

    /// The enclosing pass's frames as seen by a scheme's snapshot computed in this context, if it has any.
    var outerFrames: OuterFrames? {
        frames.overrides.map { OuterFrames($0, describesSource: sourceRectDescribesContainer) }
    }

    /// This context inside the content of the containers of `containers`.
    func within(_ containers: ActiveContainers?) -> LayoutContext {
        LayoutContext(direction: direction, frames: frames, containers: containers, readings: readings, adaptive: adaptive)
    }

    /// Lists `element` among the elements the snapshot this context belongs to asked (see ``SnapshotReadings``).
    ///
    /// - Parameter element: An element that answered from what it kept.
    /// - Returns: `false` when the context belongs to no snapshot's computation (a `layout()`, a measurement
    ///   outside a snapshot): the element checks its answers another way then.
    @inline(__always)
    package func recordKeptAnswer(_ element: any KeptAnswerChecking) -> Bool {
        guard let readings, !readings.isMeasuring else { return false }
        readings.record(element)
        return true
    }

    /// Whether the pass has frames of its own (a snapshot, which writes nothing, or a context made to
    /// read one): `false` when every frame is read from the elements.
    package var hasPassFrames: Bool { frames.overrides != nil }

    /// A context that reads live frames.
    ///
    /// - Parameter direction: The reading direction.
    /// - Returns: The context.
    public static func live(direction: LayoutDirection) -> LayoutContext {
        LayoutContext(direction: direction, frames: .live)
    }

    /// A context that reads live frames, for a snapshot's computation that records into `readings` (a
    /// relation layout's own snapshot, which has no frames of its own).
    package static func live(direction: LayoutDirection, readings: SnapshotReadings?) -> LayoutContext {
        LayoutContext(direction: direction, frames: .live, readings: readings)
    }

    /// A context that reads frames from `snapshot` where it has them and from
    /// the elements otherwise: to convert and draw what a snapshot would
    /// produce without applying it.
    ///
    /// ```swift
    /// let context = LayoutContext.reading(scheme.snapshot(for: bounds))
    /// context.frame(of: title)   // title's frame in the snapshot
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: Any snapshot.
    ///   - direction: The direction the context reports.
    /// - Returns: The context.
    public static func reading(_ snapshot: LayoutSnapshot, direction: LayoutDirection = .leftToRight) -> LayoutContext {
        PassFrames.context(seeing: snapshot, inside: .live(direction: direction))
    }

    /// The frame of `element` as this pass sees it.
    ///
    /// - Parameter element: Any element.
    /// - Returns: Its frame in its super element's space.
    public func frame(of element: any LayoutElement) -> CGRect { frames.frame(of: element) }

    /// The frame a block of this pass (or an enclosing one, or a content it laid out) gave `element`, `nil` when
    /// none did: for an area whose frame follows other elements (``DerivedArea``), which ``frame(of:)`` asks.
    package func passFrame(of element: any LayoutElement) -> CGRect? { frames.overrides?.frame(of: element) }

    /// The frame and bounds origin of `element` as this pass sees them (where its space sits in its super element's):
    /// in a snapshot for a rect, the container the rect describes has the rect's origin as its bounds origin.
    package func placement(of element: any LayoutElement) -> (frame: CGRect, boundsOrigin: CGPoint) { frames.placement(of: element) }

    /// The layout bounds of `element` as this pass sees it.
    ///
    /// - Parameter element: Any element.
    /// - Returns: The space for its children, in its own coordinates.
    public func layoutBounds(of element: any LayoutElement) -> CGRect { frames.layoutBounds(of: element) }

    /// Converts `rect` from the space of `source` to the space of `destination`
    /// (`nil` is the root space), or returns `nil` when the two are in different trees.
    ///
    /// - Parameters:
    ///   - rect: A rect in `source`'s space.
    ///   - source: The element whose space `rect` is in, or `nil` for the root space.
    ///   - destination: The element whose space is wanted, or `nil` for the root space.
    /// - Returns: The converted rect, or `nil` if the elements do not share a tree.
    public func convert(rect: CGRect, from source: (any LayoutElement)?, to destination: (any LayoutElement)?) -> CGRect? {
        if source === destination { return rect }
        let a = ElementPlacement.of(source, frames: frames)
        let b = ElementPlacement.of(destination, frames: frames)
        if let a, let b, a.root != b.root { return nil }
        let from = a?.offset ?? .zero, to = b?.offset ?? .zero
        return CGRect(x: rect.origin.x + from.x - to.x, y: rect.origin.y + from.y - to.y,
                      width: rect.size.width, height: rect.size.height)
    }
}

/// Frames computed earlier in a pass, for code that asks by element
/// (custom constraints, container contents, conversions).
///
/// A scheme pass keeps its frames in buffers on its stack. A context handed to user code
/// (a custom constraint, a container's content) carries the pass's ``PassLease``: once the pass
/// returns, the lease is closed and the context reads nothing from the pass, only the elements'
/// present frames — never the freed buffers. A check of one flag per read, chosen over a
/// heap-allocated frame store so that a pass allocates nothing; `LayoutContext` is not
/// `Sendable`, so the flag is only ever read on the thread that runs (and closes) the pass.
struct FrameOverrides {
    /// The scheme pass's per-element frames (its plan's element table indexes them), if any.
    let pass: PassFrameBuffers?
    /// Content snapshots of containers laid out in this pass (only when the plan has containers).
    let contents: ContainerContents?
    /// The pass this one runs inside (a container's content scheme), if any.
    let outer: OuterFrames?
    /// The super element a snapshot's source rect describes, as the snapshot sees it.
    var source: SourceContainer? = nil
    /// Open while the pass runs; `nil` for overrides that never point into a pass's buffers.
    var lease: PassLease? = nil
    /// The chain of snapshot passes this one is in, when every level of `outer` is one of its passes:
    /// it says when no level can know an element (see ``PassChain``).
    var chain: PassChain? = nil

    /// Whether the pass is still running (or these overrides hold no pass memory).
    @inline(__always) var isLive: Bool { lease?.isOpen ?? true }

    /// The frame the pass (or an enclosing one) sees for `element`, the container a snapshot's source rect describes
    /// at the rect's size (also as its present size, which `layout()` reads once the container has the rect).
    func frame(of element: any LayoutElement) -> CGRect? {
        let id = ObjectIdentifier(element)
        return firstInChain(unlessUnknown: id, includingSource: true) { level in level.knownFrame(of: id, includingSource: true) }?.frame
    }

    /// ``frame(of:)``, with the origin of the element's bounds where the pass sees them otherwise
    /// than the element has them: the container a snapshot's source rect describes has that rect as its layout
    /// bounds, and its space is placed by that rect's origin (``SourceContainer/boundsOrigin(of:)``), also once a
    /// block of the pass gave it a frame (a block writes its frame, not its bounds).
    func placementFrame(of element: any LayoutElement) -> (frame: CGRect, boundsOrigin: CGPoint?)? {
        let id = ObjectIdentifier(element)
        switch firstInChain(unlessUnknown: id, includingSource: true, { level in level.knownFrame(of: id, includingSource: true) }) {
        case .source(let source): return (source.frame, source.boundsOrigin(of: element))
        case .frame(let frame): return (frame, describedSource(id)?.boundsOrigin(of: element))
        case nil: return nil
        }
    }

    /// The container `id` as a level's snapshot source rect describes it, if one does (found even where a pass
    /// of the chain gave it a frame: it keeps the rect's bounds origin).
    @inline(__always)
    func describedSource(_ id: ObjectIdentifier) -> SourceContainer? {
        if let source, source.id == id { return source }
        guard let outer else { return nil }
        if let chain, !chain.isSource(id) { return nil }
        // No enclosing level describes `id` (a card a variant laid out): no walk up every level (quadratic in the
        // nesting of adaptive schemes in each other's variants, which have no chain).
        guard outer.describedSources?.contains(id) == true else { return nil }
        return firstInChain { level in level.source.flatMap { $0.id == id ? $0 : nil } }
    }

    /// The content snapshot the pass (or an enclosing one) gave the container `id`, the last one if
    /// several, with the frame the container had when that content was laid out.
    ///
    /// Past a pass under an open lease, it goes straight to the nearest enclosing level that had content snapshots
    /// when that pass started (``OuterFrames/contentsLevel``): a look-up costs the levels that have some, not the
    /// whole nesting (adaptive schemes nested in each other's variants, each reading a card's layout bounds, have
    /// no ``PassChain`` to stop the walk).
    func content(of id: ObjectIdentifier) -> (snapshot: LayoutSnapshot, containerFrame: CGRect)? {
        guard isLive else { return nil }
        if let found = contents?.content(of: id) { return found }
        if let chain, !chain.mayHold(id) { return nil }
        var next = outer, pastOpenLease = lease != nil
        while let frames = next {
            guard let level = pastOpenLease ? frames.contentsLevel : frames, level.overrides.isLive else { return nil }
            if let found = level.overrides.contents?.content(of: id) { return found }
            pastOpenLease = level.overrides.lease != nil
            next = level.overrides.outer
        }
        return nil
    }

    /// Where the layout bounds of `id` come from, innermost level first: the frame a pass gave it, or the
    /// layout bounds of a snapshot's super element when `id` is it and no pass of that level laid it out.
    func boundsSource(of id: ObjectIdentifier) -> KnownFrame? {
        firstInChain { level in level.knownFrame(of: id, includingSource: true) }
    }

    /// What one level knows of an element: the frame its pass or one of its content snapshots gave it,
    /// or that it is the super element its snapshot's source rect describes.
    enum KnownFrame {
        case frame(CGRect)
        case source(SourceContainer)

        /// The element's frame as the pass sees it.
        var frame: CGRect {
            switch self {
            case .frame(let frame): frame
            case .source(let source): source.frame
            }
        }
    }

    /// What this level alone knows of `id`: its pass's frame first, then its content snapshots', then its
    /// source container (when `includingSource`).
    @inline(__always)
    private func knownFrame(of id: ObjectIdentifier, includingSource: Bool) -> KnownFrame? {
        if let pass, let frame = pass.frame(of: id) { return .frame(frame) }
        if let contents, let frame = contents.frame(of: id) { return .frame(frame) }
        if includingSource, let source, source.id == id { return .source(source) }
        return nil
    }

    /// The first answer of `find` from these overrides or the enclosing passes', innermost first, while
    /// each is live: a loop, since a content nested in 100,000 containers has a chain as long.
    @inline(__always)
    private func firstInChain<T>(_ find: (FrameOverrides) -> T?) -> T? {
        firstInChain(unlessUnknown: nil, includingSource: false, find)
    }

    /// ``firstInChain(_:)``, past these overrides only while the element `id` may be known to an enclosing
    /// level: no level of a ``PassChain`` knows an element none of its passes computed a frame for.
    @inline(__always)
    private func firstInChain<T>(unlessUnknown id: ObjectIdentifier?, includingSource: Bool, _ find: (FrameOverrides) -> T?) -> T? {
        guard isLive else { return nil }
        if let found = find(self) { return found }
        if let id, let chain, !chain.mayHold(id), !(includingSource && chain.isSource(id)) { return nil }
        var next = outer
        while let level = next?.overrides, level.isLive {
            if let found = find(level) { return found }
            next = level.outer
        }
        return nil
    }
}

/// A scheme pass's frame buffers: valid only while the pass runs (see ``FrameOverrides``).
struct PassFrameBuffers {
    let plan: SchemePlan
    let frames: UnsafeMutablePointer<CGRect>
    let known: UnsafeMutablePointer<Bool>

    @inline(__always)
    func frame(of id: ObjectIdentifier) -> CGRect? {
        guard let index = plan.elementIndex[id], known[index] else { return nil }
        return frames[index]
    }
}

/// Whether a pass is still running: closed when it returns, so contexts kept past the pass
/// stop reading its buffers. Not `Sendable`: it stays on the pass's thread.
final class PassLease {
    private(set) var isOpen = true
    func close() { isOpen = false }
}

/// Content snapshots recorded by slot during one snapshot pass, so later
/// blocks see the frames a container gave its content.
final class ContainerContents {
    /// `container`: the container whose content `snapshot` is, when it is one (not an opaque block's
    /// snapshot, nor frames a context was made to see), and the frame it had when the content was laid out.
    /// `start`: the clock of the pass's ``PassChain`` when the snapshot's pass started (only frames stamped
    /// since may be in it), `nil` when the snapshot is not a content the chain's passes computed.
    private(set) var entries: [(slot: Int, container: (id: ObjectIdentifier, frame: CGRect)?, snapshot: LayoutSnapshot, start: Int?)] = []
    /// The chain of the pass that records the snapshots, if any.
    let chain: PassChain?

    init(chain: PassChain? = nil) { self.chain = chain }

    func record(_ snapshot: LayoutSnapshot, at slot: Int, container: (id: ObjectIdentifier, frame: CGRect)? = nil, start: Int? = nil) {
        entries.append((slot, container, snapshot, start))
    }

    /// Whether the snapshot of `entry` may name the element `id` (it is walked only then).
    @inline(__always)
    private func mayName(_ id: ObjectIdentifier, _ start: Int?) -> Bool {
        guard let start, let chain else { return true }
        return chain.mayHold(id, since: start)
    }

    /// The content snapshot of the container `id`: recorded for it, or inside a recorded snapshot (a
    /// stack's arranged container, a relation block's item), the last one if several; with the frame
    /// the container had when that content was laid out (a later writer that runs no content, a flex
    /// container placing its items, may have moved it since).
    func content(of id: ObjectIdentifier) -> (snapshot: LayoutSnapshot, containerFrame: CGRect)? {
        for entry in entries.reversed() {
            if let container = entry.container, container.id == id { return (entry.snapshot, container.frame) }
            if mayName(id, entry.start), let content = entry.snapshot.content(of: id) { return content }
        }
        return nil
    }

    /// Whether no snapshot was recorded yet.
    var isEmpty: Bool { entries.isEmpty }

    func snapshot(at slot: Int) -> LayoutSnapshot? {
        entries.last { $0.slot == slot }?.snapshot
    }

    func frame(of id: ObjectIdentifier) -> CGRect? {
        for entry in entries.reversed() where mayName(id, entry.start) {
            if let frame = entry.snapshot.frame(of: id) { return frame }
        }
        return nil
    }
}

/// Where a pass reads frames from.
struct FrameSource {
    var overrides: FrameOverrides?

    static var live: FrameSource { FrameSource(overrides: nil) }

    @inline(__always)
    func frame(of element: any LayoutElement) -> CGRect {
        guard let overrides else { return element.frame }
        if let frame = overrides.frame(of: element) { return frame }
        return unknownFrame(of: element)
    }

    /// The frame of `element`, which no level of the pass laid out: its present one, or for an area whose frame
    /// follows other elements, the area as the pass has those (in a snapshot for another size of a view, its safe
    /// area at that size): the rect an adaptive scheme over the area gets too.
    @inline(never)
    func unknownFrame(of element: any LayoutElement) -> CGRect {
        // A node is no area (a class check, cheaper than a conformance look-up).
        guard !(element is LayoutNode), let area = element as? any DerivedArea else { return element.frame }
        return area.rectInOwner(context: context)
    }

    /// A context that reads these frames, for an area's ``OwnerArea/rectInOwner(context:)`` (which reads no direction).
    private var context: LayoutContext { LayoutContext(direction: .leftToRight, frames: self) }

    /// The frame of `element` and the origin of its bounds as the pass sees them: where its space sits in its
    /// super element's (see ``ElementPlacement``).
    @inline(__always)
    func placement(of element: any LayoutElement) -> (frame: CGRect, boundsOrigin: CGPoint) {
        guard let overrides else { return (element.frame, element.bounds.origin) }
        if let found = overrides.placementFrame(of: element) { return (found.frame, found.boundsOrigin ?? element.bounds.origin) }
        return (unknownFrame(of: element), element.bounds.origin)
    }

    /// Layout bounds; an element moved earlier in a snapshot pass is asked
    /// for its layout bounds at that frame. The snapshot's super element has the source rect as its
    /// layout bounds until a block of the pass (or a container's content) lays it out: from then on, it has
    /// the layout bounds of the frame it was given, at the rect's origin (as `layout()` gives a container
    /// whose bounds are the rect: a block writes its frame, not its bounds origin).
    @inline(__always)
    func layoutBounds(of element: any LayoutElement) -> CGRect {
        guard let overrides else { return element.layoutBounds }
        switch overrides.boundsSource(of: ObjectIdentifier(element)) {
        case .frame(let frame):
            // A container laid out in this pass has the layout bounds of its content in the pass (a scroll
            // guide's content size), not of the content it had before: a snapshot writes nothing.
            let id = ObjectIdentifier(element)
            let bounds: CGRect
            if let content = overrides.content(of: id), let container = element as? any LayoutContainer {
                bounds = container.layoutBounds(forFrame: frame, content: content.snapshot, laidOutWith: content.containerFrame)
            } else {
                bounds = element.layoutBounds(forFrame: frame)
            }
            // The container the source rect describes keeps the rect's origin (a block wrote its frame, not its bounds).
            return overrides.describedSource(id)?.layoutBounds(bounds, of: element) ?? bounds
        case .source(let source):
            return source.layoutBounds
        case nil:
            // An area whose frame follows other elements has the size the pass gives it (``DerivedArea``).
            guard !(element is LayoutNode), let area = element as? any DerivedArea else { return element.layoutBounds }
            return area.layoutBounds(forFrame: area.rectInOwner(context: context))
        }
    }
}
