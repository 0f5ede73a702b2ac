import Foundation

/// An invisible element owned by another element: what every ``LayoutGuide``
/// is, whatever its owner type. Owners list their guides (see
/// ``LayoutNode/layoutGuides``), so tools can find and draw them.
public protocol LayoutGuideProtocol: LayoutElement, CustomStringConvertible {
    /// A debug name shown in descriptions and pictures.
    var name: String? { get set }
    /// The owner as an element, or `nil` while the guide is not added to one.
    var owner: (any LayoutElement)? { get }
}

/// Puts `element` into `owner`'s tree when the library knows how: a node
/// becomes the owner node's child, a guide is added to the owner.
///
/// - Returns: `false` when the element or the owner is of a kind the library
///   cannot attach (the caller must place it).
@discardableResult
func adopt(_ element: any LayoutElement, into owner: any LayoutElement) throws(LayoutTreeError) -> Bool {
    if let node = element as? LayoutNode, let ownerNode = owner as? LayoutNode {
        if node.parent !== ownerNode { try ownerNode.addChild(node) }
        return true
    }
    if let guide = element as? any OwnerAttachable {
        return guide.attach(to: owner)
    }
    return false
}

/// A guide that can be attached to an owner given as an existential.
protocol OwnerAttachable {
    func attach(to owner: any LayoutElement) -> Bool
}
