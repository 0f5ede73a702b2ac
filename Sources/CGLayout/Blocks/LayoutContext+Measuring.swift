import Foundation

extension LayoutContext {
    /// Runs `body` so that elements measured in it see this pass's frames as their present
    /// frames: the default `sizeThatFits` of `LayoutNode` and `LayoutGuide` subclasses (their
    /// present size) reports the size the pass gave them, as `layout()` would have written it by
    /// now, not their stale live size.
    ///
    /// A container block that measures elements with `sizeThatFits` inside
    /// ``ContextualLayoutBlock/snapshot(for:context:)`` wraps its measuring in this, so that its
    /// snapshot + apply gives the frames of its layout. In a live pass it simply runs `body`.
    ///
    /// - Parameter body: The measuring work.
    /// - Returns: What `body` returns.
    public func measuring<R>(_ body: () -> R) -> R {
        guard let overrides = frames.overrides else { return body() }
        return PresentFrame.with(overrides, body)
    }
}

extension LayoutContext {
    /// The frames a pass publishes right now on this thread for measuring (inside
    /// ``measuring(_:)``, or while a scheme's snapshot measures an element), as a context that
    /// reads them; `nil` when nothing is published (a live pass, or no pass).
    ///
    /// A `sizeThatFits` of your own, or a container that keeps measurements between passes, reads
    /// it to see the frames the pass gave elements, rather than their live ones. Its
    /// ``direction`` is always left-to-right: use it to read frames.
    public static var measuringContext: LayoutContext? {
        PresentFrame.published.map { LayoutContext(direction: .leftToRight, frames: FrameSource(overrides: $0)) }
    }
}
