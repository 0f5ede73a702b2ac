import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

// Flex items moved under another host between passes, checked without the nodes (which follow the same rule, so
// comparing the two would not see it broken): the guide lays out only the items under its owner, the root — which
// items those are the case knows from where it put each one (`parents`), not from the hosts' tree.
extension HostsCase {
    /// Moves a flex item (and its node) under another host — a button moved into an overflow menu — or back
    /// under the root.
    func moveFlexItem() {
        guard !flexItems.isEmpty else { return }
        let index = values.fuzz.pick(flexItems)
        // Hosts made before it: never its descendants.
        let others = Array(1..<index)
        if parents[index] != 0 || others.isEmpty || values.fuzz.chance(0.3) {
            log.step("h0.add(h\(index)) /* back under the flex guide's owner */")
            hosts[0].add(hosts[index])
            try? nodes[0].addChild(nodes[index])
            parents[index] = 0
        } else {
            let parent = values.fuzz.pick(others)
            log.step("h\(parent).add(h\(index)) /* a flex item moved under another host */")
            hosts[parent].add(hosts[index])
            try? nodes[parent].addChild(nodes[index])
            parents[index] = parent
        }
    }

    /// The flex items that are not the root's children now, with their frames: no block lays them out (the
    /// guide's items are hosts no block lays out), so no pass may change those frames.
    func flexItemsOutsideRoot() -> [(index: Int, frame: CGRect)] {
        flexItems.filter { parents[$0] != 0 }.map { ($0, hosts[$0].frame) }
    }

    /// After a pass (`kind`): the items outside the root kept their frames (`outside`, from before it), and
    /// the guide's snapshot now has one frame per item under the root.
    func checkFlexItemsOutsideRoot(_ outside: [(index: Int, frame: CGRect)], _ kind: String) {
        for (index, frame) in outside where !hosts[index].frame.same(as: frame) {
            log.fail("flex item outside the guide's owner written (\(kind))",
                     "h\(index) under \((hosts[index].layoutSuperHost as? TreeHost)?.name ?? "nothing"): \(frame.exact) → \(hosts[index].frame.exact)")
        }
        guard let flexBlock else { return }
        // The items' present frames (nothing measured): a skipped block has no content; otherwise its one child
        // is the items' group, with a frame for each item the case left under the root and for no other.
        let snapshot = flexBlock.currentSnapshot
        guard let group = snapshot.childSnapshots.first else { return }
        for index in flexItems where (group.frame(of: hosts[index].layoutElement) != nil) != (parents[index] == 0) {
            log.fail("flex guide's items not those under its owner (\(kind))",
                     "h\(index) \(parents[index] == 0 ? "under the root, not" : "moved away from the root, yet") in the guide's snapshot")
        }
        if group.childSnapshots.count != flexItems.filter({ parents[$0] == 0 }).count {
            log.fail("flex guide's items not those under its owner (\(kind))",
                     "\(group.childSnapshots.count) in its snapshot, \(flexItems.filter { parents[$0] == 0 }.count) left under the root by the case")
        }
    }
}
