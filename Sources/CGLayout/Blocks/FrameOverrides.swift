import Foundation

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
