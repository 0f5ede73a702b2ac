import CGLayout
import Foundation

/// The node-side twin of a host's safe area or margins guide: its node's bounds less the insets,
/// read-only, in the node's space.
final class InsetsTwin: LayoutElement, @unchecked Sendable {
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
}
