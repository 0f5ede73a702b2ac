import CGLayout
import CGLayoutTestSupport
import Foundation

/// A node-side twin of a host's safe area or margins guide, which the case places by arithmetic.
protocol AreaTwin: AnyObject, Sendable {
    /// The element constraints read.
    var element: any LayoutElement { get }
    /// Places the twin at `bounds` less its insets (at its node's present bounds with `nil`).
    func place(at bounds: CGRect?)
}

/// The node-side twin of a host's safe area or margins guide: a plain guide of its node whose frame the case sets
/// by arithmetic — the bounds the case knows its node has in a pass, less the insets (``area(of:less:)``) — never
/// by the library's rule for view areas (to the library it is a user's guide, whose frame is its own; it keeps a NaN
/// or infinite one as given). The case makes area guides of hosts that no flex guide or variant lays out, so their
/// bounds in a pass are those the case gave them, or a snapshot's rect where the snapshot describes them (then the case
/// places the twin there first: ``HostsCase/nodeSnapshot(for:direction:)``), or, for a host an earlier block lays
/// out, its node's frame in the pass (``TwinPlacement`` places the twin before it is read).
final class InsetsTwin: LayoutGuide<LayoutNode>, AreaTwin, @unchecked Sendable {
    let insets: EdgeInsets

    init(node: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(frame: Self.area(of: node.bounds, less: insets), name: "\(node.name ?? "node") area twin")
        node.add(layoutGuide: self)
    }

    /// The guide itself.
    var element: any LayoutElement { self }

    /// Places the twin at `bounds` less its insets (at its node's present bounds with `nil`).
    func place(at bounds: CGRect?) {
        frame = Self.area(of: bounds ?? ownerElement?.bounds ?? .zero, less: insets)
    }

    /// `rect` as a pass takes an available space, by the documented policy (the Bad Input article): a NaN or infinite
    /// origin counts as 0, a NaN, negative or -infinity size as 0, a +infinity size as the largest finite length.
    static func space(_ rect: CGRect) -> CGRect {
        func origin(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        func length(_ value: CGFloat) -> CGFloat { value == .infinity ? .greatestFiniteMagnitude : value.isFinite && value > 0 ? value : 0 }
        return CGRect(x: origin(rect.origin.x), y: origin(rect.origin.y), width: length(rect.size.width), height: length(rect.size.height))
    }

    /// `rect` less `insets`, a size below zero clamped to zero (as `HostAreaGuide` documents its frame).
    static func area(of rect: CGRect, less insets: EdgeInsets) -> CGRect {
        CGRect(x: rect.origin.x + insets.left, y: rect.origin.y + insets.top,
               width: max(0, rect.size.width - insets.left - insets.right), height: max(0, rect.size.height - insets.top - insets.bottom))
    }
}

/// The node-side twin of a host's area guide as an element of the case's own type (``OwnFrameElement``) — neither a node
/// nor a guide — whose super element is the node and whose frame the case sets as ``InsetsTwin``'s: a constraint by it
/// reads its frame in the node's space, as one by a guide of the node at that frame.
final class PlainInsetsTwin: AreaTwin {
    let own: OwnFrameElement
    let insets: EdgeInsets

    init(node: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        own = OwnFrameElement(in: node, frame: InsetsTwin.area(of: node.bounds, less: insets))
    }

    var element: any LayoutElement { own }

    func place(at bounds: CGRect?) {
        own.place(at: InsetsTwin.area(of: bounds ?? own.superElement?.bounds ?? .zero, less: insets))
    }
}
