import Foundation

/// Elements whose `sizeThatFits` answers their present size (plain nodes and guides, like a
/// `UIView` without an intrinsic size). Inside a pass, "present" means the frame the pass sees:
/// a snapshot measures them at the frame it gave them, not at the frame they happen to have
/// in the tree, so snapshot + apply gives the frames of `layout()` for blocks that measure them.
enum PresentSizeMeasuring {
    /// Whether `element`'s measurement is its present size (its class does not measure content).
    @inline(__always)
    static func applies(to element: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: element))
        return type == ObjectIdentifier(LayoutNode.self) || type == ObjectIdentifier(LayoutGuide<LayoutNode>.self)
            || type == ObjectIdentifier(ScrollLayoutGuide<LayoutNode>.self)
    }

    /// The fitting size of `element` for `proposal`, as a pass sees it.
    @inline(__always)
    static func fittingSize(of element: any AdjustableLayoutElement, _ proposal: CGSize, context: LayoutContext) -> CGSize {
        if applies(to: element) { return context.frame(of: element).size.sanitizedSize }
        return element.sizeThatFits(proposal, in: context)
    }
}

/// Measuring for the passes of the other products (relation layouts).
package enum PassMeasuring {
    /// Whether measuring `element` may read frames, so it needs the pass's context: false for a
    /// `TextNode` itself (its `sizeThatFits(_:)` reads none).
    @inline(__always)
    package static func readsFrames(_ element: AnyObject) -> Bool { PresentFrame.mayRead(element) }

    /// The fitting size of `element` for `proposal` in the pass `context` (`nil`: a pass on live frames
    /// in `direction`, recording into `readings` when it computes a snapshot): its `sizeThatFits(_:in:)`,
    /// or, for a `TextNode` itself, whose measurement reads no frame and records nothing, its
    /// `sizeThatFits(_:)` without making a context.
    @inline(__always)
    package static func fittingSize(of element: any AdjustableLayoutElement, _ proposal: CGSize,
                                    context: LayoutContext?, readings: SnapshotReadings? = nil, direction: LayoutDirection) -> CGSize {
        guard PresentFrame.mayRead(element) else { return element.sizeThatFits(proposal) }
        return element.sizeThatFits(proposal, in: context ?? .live(direction: direction, readings: readings))
    }
}

/// Measures an element for a `.fit` step as a pass sees it (see ``PresentSizeMeasuring``).
struct ContextFitMeasuring: FitMeasuring {
    let element: (any AdjustableLayoutElement)?
    let context: LayoutContext
    init(_ element: AnyObject?, context: LayoutContext) {
        self.element = element as? any AdjustableLayoutElement
        self.context = context
    }
    func fittingSize(_ proposal: CGSize) -> CGSize? {
        element.map { PresentSizeMeasuring.fittingSize(of: $0, proposal, context: context) }
    }
}

/// Answers every measurement with one size.
struct FixedFitMeasuring: FitMeasuring {
    let size: CGSize
    func fittingSize(_ proposal: CGSize) -> CGSize? { size }
}
