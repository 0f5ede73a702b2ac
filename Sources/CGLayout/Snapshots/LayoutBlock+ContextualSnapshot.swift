import Foundation

extension LayoutBlock {
    /// Computes the block's frame for `sourceRect` inside an enclosing pass (as the content of a
    /// container, say), seeing the frames that pass computed; writes nothing.
    ///
    /// Constraints that read elements an earlier block of the pass laid out (the container itself,
    /// for a container's content) see the frames that pass gave them, as in `layout()`; a container's
    /// content is taken in the same pass.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space, in the super element's coordinates.
    ///   - context: The enclosing pass.
    /// - Returns: The block's snapshot.
    public func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
        snapshot(for: sourceRect, describing: nil, context: context)
    }

    /// ``snapshot(for:context:)``; `described`: the element `sourceRect` describes when the caller knows it.
    private func snapshot(for sourceRect: CGRect, describing described: (any LayoutElement)?, context: LayoutContext) -> LayoutSnapshot {
        // The block's cached one-block plan (see ``BlockPlanCache``); none once the element is gone.
        // A context with no frames of its own still carries the containers whose content this is.
        guard let plan, context.frames.overrides != nil || (context.containers != nil && element?.superElement != nil) else {
            return snapshot(for: sourceRect, direction: context.direction, readings: context.readings, adaptive: context.adaptive,
                            describing: described)
        }
        return plan.snapshot(sourceRect: sourceRect, direction: context.direction, outer: context.outerFrames,
                             containers: context.containers, readings: context.readings, adaptive: context.adaptive,
                             describing: described).firstChildSnapshot
    }
}

extension LayoutBlock: DescribedSpaceSnapshotting {
    /// The snapshot for `sourceRect` as the space of `container` (an adaptive scheme's, for its variant): the
    /// block lays out in its super element's space when that is another element.
    func snapshot(for sourceRect: CGRect, describing container: any LayoutElement, context: LayoutContext?,
                  direction: LayoutDirection) -> LayoutSnapshot {
        guard let context else { return snapshot(for: sourceRect, direction: direction, readings: nil, describing: container) }
        return snapshot(for: sourceRect, describing: container, context: context)
    }
}
