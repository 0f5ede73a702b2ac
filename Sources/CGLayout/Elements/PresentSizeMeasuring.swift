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
