import CGLayoutFlex
import Foundation

extension FlexNode {
    /// A copy of the tree with new nodes (same styles, names and measure functions, nothing cached).
    func freshCopy() -> FlexNode {
        let copy = FlexNode(style: style, children: children.map { $0.freshCopy() }, name: name)
        copy.measure = measure
        return copy
    }

    /// The frames, in pre-order, of a fresh copy of the tree laid out once (left to right).
    func freshFrames(width: CGFloat?, height: CGFloat?) -> [CGRect] {
        let fresh = freshCopy()
        fresh.calculateLayout(width: width, height: height, direction: .ltr)
        return fresh.preorder.map(\.frame)
    }
}
