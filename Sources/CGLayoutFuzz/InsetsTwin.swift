import CGLayout
import Foundation

/// The node-side twin of a host's safe area or margins guide: a plain element of its node whose frame the case
/// sets by arithmetic — the bounds the case knows its node has in a pass, less the insets (``area(of:less:)``) —
/// never by the library's rule for areas (it is no area to the library: a constraint by it reads its frame as any
/// element's). The case makes area guides only of hosts that no block and no flex guide lays out, so their bounds
/// in a pass are those the case gave them, or a snapshot's rect where the snapshot describes them (then the case
/// places the twin there first: ``HostsCase/nodeSnapshot(for:direction:)``).
final class InsetsTwin: LayoutElement, @unchecked Sendable {
    weak var node: LayoutNode?
    let insets: EdgeInsets
    /// The frame the case placed the twin at (in the node's space).
    private(set) var placed: CGRect

    init(node: LayoutNode, insets: EdgeInsets) {
        self.node = node
        self.insets = insets
        placed = Self.area(of: node.bounds, less: insets)
    }

    /// Places the twin at `bounds` less its insets (at its node's present bounds with `nil`).
    func place(at bounds: CGRect?) {
        placed = Self.area(of: bounds ?? node?.bounds ?? .zero, less: insets)
    }

    /// `rect` less `insets`, a size below zero clamped to zero (as `HostAreaGuide` documents its frame).
    static func area(of rect: CGRect, less insets: EdgeInsets) -> CGRect {
        CGRect(x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
               width: max(0, rect.size.width - insets.left - insets.right), height: max(0, rect.size.height - insets.top - insets.bottom))
    }

    /// Written by nothing (no block lays it out); a write is ignored, as the guide ignores one.
    var frame: CGRect {
        get { placed }
        set {}
    }
    var bounds: CGRect {
        get { CGRect(origin: .zero, size: placed.size) }
        set {}
    }
    var superElement: (any LayoutElement)? { node }
    func removeFromSuperElement() {}
}
