import CGLayout
import Foundation

extension FlexContainerCore {
    /// Whether `node` is measured at its present size: a `LayoutNode` subclass other than text keeps
    /// `sizeThatFits(_:)`'s default, the size of its frame as it is now (unless it overrides it).
    static func isPresentSized(_ node: LayoutNode) -> Bool {
        type(of: node) != LayoutNode.self && !(node is TextNode)
    }

    /// Marks the items measured at their present size whose size changed since the persistent tree last
    /// measured them (by anyone: a block, this container's own write, an applied snapshot, the app), so
    /// that they are measured again: a pass over the persistent tree then gives the frames a temporary
    /// tree (and a snapshot) gives. Called under the pass lock, before the tree is laid out.
    func remeasureResizedItems() {
        FlexContainerCore.remeasureResized(entries, in: self)
    }

    /// (Fields read in place, as in ``remeasureSilentItems()``.)
    private static func remeasureResized(_ entries: [Entry], in root: FlexContainerCore) {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if let core = buffer[index].core {
                    StackSpace.guarded { remeasureResized(core.entries, in: root) }   // once per nested container
                } else if buffer[index].isPresentSized, let node = buffer[index].layoutNode {
                    let size = node._withUnsafeGuaranteedRef { $0.frame.size }
                    // By node: an element that is an item of two containers of this tree has a node in each,
                    // and each must be measured again (keyed by element, the second kept its old measurement).
                    let id = ObjectIdentifier(buffer[index].node)
                    if root.measuredPresentSizes[id] != size {
                        root.measuredPresentSizes[id] = size
                        buffer[index].node.markDirty()
                    }
                }
            }
        }
    }
}
