import Foundation

extension SchemePlan {
    /// Whether a block's write to `element` must tell the element's intrinsic-size observers when it
    /// resizes it: a `LayoutNode` subclass (other than text) keeps `sizeThatFits`'s default, its
    /// present size, unless it overrides it, so a new size may be a new measurement. A container that
    /// measures it and keeps measurements between passes (a flex guide) measures it again, so that a
    /// later `layout()` gives what a fresh one (and a snapshot) gives. Plain nodes are not measured
    /// by their present size anywhere, and text measures its text: neither is told.
    static func notifiesResize(_ element: AnyObject) -> Bool {
        guard let node = element as? LayoutNode else { return false }
        let type = ObjectIdentifier(Swift.type(of: node))
        return type != ObjectIdentifier(LayoutNode.self) && !(node is TextNode)
    }

    /// Writes `frame` to a node that ``notifiesResize(_:)``, telling its observers when its size changed.
    static func write(_ frame: CGRect, notifyingResizeOf node: Unmanaged<LayoutNode>) {
        node._withUnsafeGuaranteedRef { node in
            let old = node.frame.size
            FrameGate.write(frame, to: node)
            if node.frame.size != old { node.invalidateIntrinsicSize() }
        }
    }
}
