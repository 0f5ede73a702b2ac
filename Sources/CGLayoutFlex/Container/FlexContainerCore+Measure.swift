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
        /// A leaf of the persistent tree of this container (held weakly): the pass that runs over the tree.
        case persistent(FlexContainerCore)
        /// A leaf of a temporary tree, made for one pass.
        case temporary(LayoutContext)
    }

    /// The context of the pass running over the persistent tree this container is part of: the root's.
    /// Read by measure functions, under the root's pass lock.
    var measuringContext: LayoutContext {
        var root = self
        while let parent = root.parent { root = parent }
        return root.passContext ?? .live(direction: .leftToRight)
    }

    /// A measure function over `sizeThatFits(_:in:)` with the pass's context, clamped to the modes.
    static func measure(_ element: any AdjustableLayoutElement, in pass: MeasuringPass) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        let (core, context): (FlexContainerCore?, LayoutContext?)
        switch pass {
        case .persistent(let owner): (core, context) = (owner, nil)
        case .temporary(let passContext): (core, context) = (nil, passContext)
        }
        return { [weak element, weak core] width, widthMode, height, heightMode in
            guard let element else { return .zero }
            let proposed = CGSize(width: widthMode == .undefined || !width.isFinite ? .greatestFiniteMagnitude : width,
                                  height: heightMode == .undefined || !height.isFinite ? .greatestFiniteMagnitude : height)
            var fit = PassMeasuring.readsFrames(element)
                ? element.sizeThatFits(proposed, in: context ?? core?.measuringContext ?? .live(direction: .leftToRight))
                : element.sizeThatFits(proposed)
            if widthMode == .exactly { fit.width = width } else if widthMode == .atMost { fit.width = min(fit.width, width) }
            if heightMode == .exactly { fit.height = height } else if heightMode == .atMost { fit.height = min(fit.height, height) }
            return fit
        }
    }
}
