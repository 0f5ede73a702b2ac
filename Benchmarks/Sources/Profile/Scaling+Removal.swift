import CGLayout
import CGLayoutFlex
import Foundation

/// Removing N children, guides, arranged elements or flex items one at a time, front to back: each
/// workload adds N to one parent, then removes them one by one (only the removal is timed).
///
///     .build/release/cglayout-profile removal-scaling
///     valgrind --tool=callgrind .build/release/cglayout-profile remove-<children|guides|stack|flexguide> N
///
/// Under callgrind, `remove-<kind> N` less `items-<kind> N` (the same adding, no removal) is the
/// removal's instructions; their difference between two sizes, per element, is the cost per child.
extension Scaling {
    static let removalKinds = ["children", "guides", "stack", "flexguide"]

    /// Adds `size` elements of `kind` to one parent; the returned closure removes them one at a time.
    static func removal(_ kind: String, _ size: Int) throws -> () -> Void {
        let root = LayoutNode()
        switch kind {
        case "guides":
            let guides = (0..<size).map { _ in LayoutGuide<LayoutNode>() }
            for guide in guides { root.add(layoutGuide: guide) }
            let other = LayoutNode()
            // A guide leaves its node when it joins another: the first node unregisters it.
            return { for guide in guides { other.add(layoutGuide: guide) }; withExtendedLifetime(root) {} }
        case "stack":
            let stack = StackLayoutGuide<LayoutNode>(), items = (0..<size).map { _ in LayoutNode() }
            root.add(layoutGuide: stack)
            for item in items { try stack.addArrangedElement(item) }
            return { for item in items { stack.removeArrangedElement(item) }; withExtendedLifetime(root) {} }
        case "flexguide":
            let guide = FlexLayoutGuide<LayoutNode>(), items = (0..<size).map { _ in LayoutNode() }
            root.add(layoutGuide: guide)
            for item in items { try guide.addItem(item) }
            return { for item in items { guide.removeItem(item) }; withExtendedLifetime(root) {} }
        default:
            let children = (0..<size).map { _ in LayoutNode() }
            for child in children { try root.addChild(child) }
            return { for child in children { child.removeFromParent() }; withExtendedLifetime(root) {} }
        }
    }

    static func removalScaling() {
        do {
            for kind in removalKinds {
                let label = ["children": "node: removeFromParent, each child", "guides": "node: guides moved to another node",
                             "stack": "stack guide: removeArrangedElement", "flexguide": "flex guide: removeItem"][kind] ?? kind
                for size in sizes {
                    report("remove", label, size, unit: "item", try median({ try removal(kind, size) }) { remove in remove() })
                }
            }
        } catch {
            print("removal-scaling failed: \(error)")
        }
    }
}
