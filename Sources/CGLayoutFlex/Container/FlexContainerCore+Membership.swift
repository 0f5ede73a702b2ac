import CGLayout
import Foundation

extension FlexContainerCore {
    /// The element whose children a container lays out — a guide's owner, a node itself — read once for a walk
    /// over the items.
    ///
    /// An item is laid out while its super element is that element: an item moved under another element (a
    /// toolbar's button moved into an overflow menu view) or out of the tree is skipped — its frame is left as it
    /// is, it is not in the container's snapshots, and the others are laid out without it — as a stack guide
    /// skips an arranged element that left its owner, and a scheme's block one that left the tree. The
    /// container's frames are in that element's space, so an item elsewhere would be written in the wrong
    /// space. A guide without an owner lays out no item. An item that comes back is laid out again.
    struct ItemParent {
        let element: (any LayoutElement)?

        init(of core: FlexContainerCore) {
            switch core.space {
            case .owner: element = core.host?.superElement
            case .own: element = core.host
            }
        }

        /// Whether `item` is laid out now: its super element is the container's.
        func contains(_ item: any LayoutElement) -> Bool {
            guard let element else { return false }
            return item.superElement === element
        }
    }
}
