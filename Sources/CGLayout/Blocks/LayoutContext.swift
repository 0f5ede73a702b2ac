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
