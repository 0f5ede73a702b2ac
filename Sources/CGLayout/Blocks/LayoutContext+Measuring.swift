import Foundation

extension LayoutContext {
    /// Runs `body`; elements measured in it with `sizeThatFits(_:)` see this pass's frames as
    /// their present frames.
    ///
    /// Deprecated: measure with ``AdjustableLayoutElement/sizeThatFits(_:in:)``, passing this
    /// context, which hands the pass's frames and direction to the element itself. A block that
    /// measures that way needs no wrapping, and no pass of the library calls this any more. Kept
    /// so that custom blocks written against it behave as before: during `body`, the default
    /// `sizeThatFits(_:)` of `LayoutNode` and `LayoutGuide` subclasses reports the size this pass
    /// gave them, and ``measuringContext`` returns this context (published on the running thread).
    ///
    /// - Parameter body: The measuring work.
    /// - Returns: What `body` returns.
    @available(*, deprecated, message: "measure with sizeThatFits(_:in:), passing the context")
    public func measuring<R>(_ body: () -> R) -> R {
        // Published also for a pass on live frames, so that `measuringContext` reports its direction.
        PresentFrame.with(self, body)
    }
}

extension LayoutContext {
    /// The context published by ``measuring(_:)`` on the running thread, with the pass's
    /// direction (in a pass on live frames too); `nil` outside it.
    ///
    /// Deprecated in favour of the parameter: a pass hands its context to every measurement
    /// (``AdjustableLayoutElement/sizeThatFits(_:in:)``) and to every block that runs inside it
    /// (``LayoutBlockProtocol/snapshot(for:context:)``), so there is nothing to look up — and a
    /// lookup could only see what the deprecated ``measuring(_:)`` published, which no pass of
    /// the library calls. Inside that call it reports the pass's frames and its direction (it
    /// reported left-to-right before).
    @available(*, deprecated, message: "read the context passed to sizeThatFits(_:in:) or snapshot(for:context:)")
    public static var measuringContext: LayoutContext? { PresentFrame.publishedContext }
}
