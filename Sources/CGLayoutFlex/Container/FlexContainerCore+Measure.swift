import CGLayout
import Foundation

// How a flex container measures its leaf items: in the pass that measures them.
extension FlexContainerCore {
    /// A leaf's node: adjustable elements other than plain nodes and guides are measured. A `TextNode`'s
    /// size is its text's (content-sized: answers are reused across constraints); any other element's
    /// `sizeThatFits(_:)` may depend on the size it is offered (an image that scales), so its answers are
    /// reused only for the same constraints.
    static func leafNode(for element: any LayoutElement, style: FlexStyle, measuredIn pass: MeasuringPass) -> FlexNode {
        let node = FlexNode(style: style)
        if let adjustable = element as? any AdjustableLayoutElement, type(of: element) != LayoutNode.self,
           !(element is any LayoutGuideProtocol) {
            node.measure = FlexContainerCore.measure(adjustable, in: pass)
            node.measureBehavior = element is TextNode ? .contentSized : .spaceDependent
        }
        return node
    }

    /// Where a leaf's measure function finds the pass it measures in.
    enum MeasuringPass {
        /// A leaf of the persistent tree of this container (not retained: see ``measure(_:in:)``): the pass that
        /// runs over the tree.
        case persistent(FlexContainerCore)
        /// A leaf of a temporary tree, made for one pass.
        case temporary(LayoutContext)
    }

    /// The context of the pass running over the persistent tree this container is part of: the root's.
    /// Read by measure functions, under the root's pass lock.
    var measuringContext: LayoutContext { withMeasuringContext { $0 } }

    /// Calls `body` with ``measuringContext``.
    func withMeasuringContext<R>(_ body: (LayoutContext) -> R) -> R {
        var root = self
        while let parent = root.parent { root = parent }
        if let context = root.passContext { return body(context) }
        return body(.live(direction: .leftToRight))
    }

    /// A measure function over `sizeThatFits(_:in:)` with the pass's context, clamped to the modes.
    ///
    /// A pass calls it 40 times for 20 items, so it does no reference counting (most elements, and the core,
    /// have weak references to them, which makes every retain and release take the runtime's slow path):
    /// - **the element is held strongly**, and its use is borrowed from the closure. The node (with this
    ///   closure) is kept in `itemNodes` until the container's next rebuild of its entries (its next pass
    ///   after the list of items changed), or until the container goes: an item removed with `removeItem`
    ///   or `stopLayingOut` — a laid-out one, and one listed but not laid out (its parent elsewhere), whose
    ///   only holder this closure then is — stays alive until then. A nested container released from its
    ///   parent and never laid out again keeps its removed items as long as it lives. It also means
    ///   the element a kept node measures cannot be freed while the node is kept, so another element
    ///   allocated at its address (found by `ObjectIdentifier` when the tree is rebuilt) never meets a
    ///   stale closure. A released view leaves its element, which answers as documented (its last
    ///   bounds' size).
    /// - **the core of a persistent tree is not retained** (`Unmanaged`): a strong reference would be a
    ///   cycle (core → node → leaf → closure → core), and a weak one is what this avoids. It is safe
    ///   because the closure is kept only by a leaf node of `owner`'s persistent tree, and such a node is
    ///   held only by `owner` (`itemNodes`, and its `node`'s children) and measured only by a layout of
    ///   the tree `owner.node` is part of: `owner.withLayout` as the root, or an outer container's
    ///   whose entry holds `owner`'s host (and so `owner`) strongly, and replaces its tree's children in
    ///   the same rebuild that drops that entry. Nothing measures a leaf once `owner` is gone
    ///   (`FlexMeasureClosureLifetimeTests`).
    static func measure(_ element: any AdjustableLayoutElement, in pass: MeasuringPass) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        // Decided by the element's type, so once here rather than at every call.
        let readsFrames = PassMeasuring.readsFrames(element)
        switch pass {
        case .persistent(let owner):
            let core = Unmanaged.passUnretained(owner)
            #if DEBUG
            // Checks, in debug builds only, the invariant the unretained core rests on.
            weak let alive = owner
            #endif
            return { width, widthMode, height, heightMode in
                #if DEBUG
                assert(alive != nil, "a flex leaf was measured after its container was freed")
                #endif
                let proposed = proposal(width, widthMode, height, heightMode)
                let fit = readsFrames
                    ? core._withUnsafeGuaranteedRef { $0.withMeasuringContext { element.sizeThatFits(proposed, in: $0) } }
                    : element.sizeThatFits(proposed)
                return clamped(fit, width, widthMode, height, heightMode)
            }
        case .temporary(let context):
            return { width, widthMode, height, heightMode in
                let proposed = proposal(width, widthMode, height, heightMode)
                let fit = readsFrames ? element.sizeThatFits(proposed, in: context) : element.sizeThatFits(proposed)
                return clamped(fit, width, widthMode, height, heightMode)
            }
        }
    }

    /// The size a measure function proposes: unbounded along an undefined or non-finite axis.
    @inline(__always)
    private static func proposal(_ width: CGFloat, _ widthMode: MeasureMode, _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize {
        CGSize(width: widthMode == .undefined || !width.isFinite ? .greatestFiniteMagnitude : width,
               height: heightMode == .undefined || !height.isFinite ? .greatestFiniteMagnitude : height)
    }

    /// `fit` clamped to the modes: the constraint where exact, at most it where bounded.
    @inline(__always)
    private static func clamped(_ fit: CGSize, _ width: CGFloat, _ widthMode: MeasureMode, _ height: CGFloat, _ heightMode: MeasureMode) -> CGSize {
        var fit = fit
        if widthMode == .exactly { fit.width = width } else if widthMode == .atMost { fit.width = min(fit.width, width) }
        if heightMode == .exactly { fit.height = height } else if heightMode == .atMost { fit.height = min(fit.height, height) }
        return fit
    }
}
