import CGLayout
import Foundation

/// The node-side twin of a host's safe area or margins guide: its node's bounds less the insets,
/// read-only, in the node's space.
final class InsetsTwin: LayoutElement, DerivedArea, @unchecked Sendable {
    weak var node: LayoutNode?
    let insets: EdgeInsets
    init(node: LayoutNode, insets: EdgeInsets) {
        self.node = node
        self.insets = insets
    }
    var frame: CGRect {
        get { node.map { $0.bounds.inset(by: insets) } ?? .zero }
        set {}
    }
    var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {}
    }
    var superElement: (any LayoutElement)? { node }
    func removeFromSuperElement() {}

    /// The node, whose children the area's content lays out.
    var areaOwner: (any LayoutElement)? { node }

    /// As a view's area guide inside a pass: the node's bounds as the pass has them less the insets (the source
    /// rect's, in a snapshot for another size of a scheme over the node), its present bounds where the pass has its
    /// present layout bounds.
    func rectInOwner(context: LayoutContext?) -> CGRect {
        guard let node else { return .zero }
        guard let context else { return frame }
        let passed = context.layoutBounds(of: node)
        return (passed.isBitwiseEqual(to: node.layoutBounds) ? node.bounds : passed).inset(by: insets)
    }
}
