import Foundation

/// A block that lays out in the space of an element it names, not in its elements' super element's: an
/// adaptive scheme (its container) or a relation layout (its container, in `CGLayoutRelations`).
///
/// A scheme's pass given a rect hands the rect to such a block only when the block's container is the
/// element the rect describes (the super element of the first block in a tree). Inside a pass over another
/// element it runs in its own container's space as the pass has it — the frame an earlier block gave the
/// container — which is what `layout()` without a rect gives it, so a snapshot of the scheme, applied,
/// gives the frames of `layout()`.
package protocol ContainerSpaceBlock: LayoutBlockProtocol {
    /// The element whose space the block lays out in (`nil` once it is released).
    var spaceContainer: (any LayoutElement)? { get }

    /// The rect the block runs in inside a pass whose rect describes another element than `container`:
    /// in a snapshot (`context` is the pass's) the container's space as the pass has it; live (`context`
    /// is `nil`) the present one, or `nil` for the block's own default (which reads it so).
    func sourceRect(in container: any LayoutElement, context: LayoutContext?) -> CGRect?
}

extension AdaptiveScheme: ContainerSpaceBlock {
    /// The container (see ``container``).
    package var spaceContainer: (any LayoutElement)? { container }

    /// The container's layout bounds as the pass has them (its size decides the variant).
    package func sourceRect(in container: any LayoutElement, context: LayoutContext?) -> CGRect? {
        context?.layoutBounds(of: container) ?? container.layoutBounds
    }
}
