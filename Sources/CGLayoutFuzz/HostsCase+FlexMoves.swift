import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

// Flex items moved under another host between passes, checked without the nodes (which follow the same rule, so
// comparing the two would not see it broken): the guide lays out only the items under its owner, the root.
extension HostsCase {
    /// Moves a flex item (and its node) under another host — a button moved into an overflow menu — or back
    /// under the root.
    func moveFlexItem() {
        guard !flexItems.isEmpty else { return }
        let index = values.fuzz.pick(flexItems)
        // Hosts made before it: never its descendants.
        let others = Array(1..<index)
        if hosts[index].layoutSuperHost !== hosts[0] || others.isEmpty || values.fuzz.chance(0.3) {
            log.step("h0.add(h\(index)) /* back under the flex guide's owner */")
            hosts[0].add(hosts[index])
            try? nodes[0].addChild(nodes[index])
        } else {
            let parent = values.fuzz.pick(others)
            log.step("h\(parent).add(h\(index)) /* a flex item moved under another host */")
            hosts[parent].add(hosts[index])
            try? nodes[parent].addChild(nodes[index])
        }
    }

    /// The flex items that are not the root's children now, with their frames: no block lays them out (the
    /// guide's items are hosts no block lays out), so no pass may change those frames.
    func flexItemsOutsideRoot() -> [(index: Int, frame: CGRect)] {
        flexItems.filter { hosts[$0].layoutSuperHost !== hosts[0] }.map { ($0, hosts[$0].frame) }
    }

    /// After a pass (`kind`): the items outside the root kept their frames (`outside`, from before it), and
    /// the guide's snapshot now has one frame per item under the root.
    func checkFlexItemsOutsideRoot(_ outside: [(index: Int, frame: CGRect)], _ kind: String) {
        for (index, frame) in outside where !hosts[index].frame.same(as: frame) {
            log.fail("flex item outside the guide's owner written (\(kind))",
                     "h\(index) under \((hosts[index].layoutSuperHost as? TreeHost)?.name ?? "nothing"): \(frame.exact) → \(hosts[index].frame.exact)")
        }
        guard let flexBlock else { return }
        let under = flexItems.filter { hosts[$0].layoutSuperHost === hosts[0] }.count
        // The items' present frames (nothing measured): a skipped block has no content; otherwise its one child
        // is the items' group.
        let snapshot = flexBlock.currentSnapshot
        let laidOut = snapshot.childSnapshots.first?.childSnapshots.count ?? 0
        if !snapshot.childSnapshots.isEmpty, laidOut != under {
            log.fail("flex guide's items not those under its owner (\(kind))", "\(laidOut) in its snapshot, \(under) under the root")
        }
    }
}
