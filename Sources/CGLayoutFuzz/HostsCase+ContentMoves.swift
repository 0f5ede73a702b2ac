import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

// Hosts moved out of the root's tree between passes while the schemes are a guide's content (`nestInGuides`): a
// content lays out only the elements inside its guide's owner, the root; one moved under a host of another tree
// (another window's view, `away`) or under a host taken out of the tree keeps its frame. Checked without the nodes
// (which follow the same rule, so comparing the two would not see it broken).
extension HostsCase {
    /// Moves a host the blocks lay out under `away` (another tree), or from there back under a host made before it.
    func moveContentHost() {
        let candidates = laidOutByBlocks.filter { $0 > 0 }.sorted()
        guard nestedInGuides, !candidates.isEmpty else { return edit() }
        let index = values.fuzz.pick(candidates)
        if parents[index] == Self.awayParent {
            let parent = values.fuzz.int(0...(index - 1))
            log.step("h\(parent).add(h\(index)) /* back into the root's tree */")
            hosts[parent].add(hosts[index])
            try? nodes[parent].addChild(nodes[index])
            parents[index] = parent
        } else {
            log.step("away.add(h\(index)) /* a host the guide's content lays out, moved into another tree */")
            away.add(hosts[index])
            try? awayNode.addChild(nodes[index])
            parents[index] = Self.awayParent
        }
    }

    /// With the schemes in a guide's content, the hosts outside the root's tree now (under `away`, or under a host
    /// taken out of the tree), with their frames: no pass may change those frames. Empty otherwise.
    func hostsOutsideRootTree() -> [(index: Int, frame: CGRect)] {
        guard nestedInGuides else { return [] }
        return hosts.indices.dropFirst().filter { !inRootTree($0) }.map { ($0, hosts[$0].frame) }
    }

    /// Whether the case left host `index` in the root's tree (by ``parents``: parents always come before their children).
    func inRootTree(_ index: Int) -> Bool {
        var current: Int? = index
        while let at = current, at > 0 { current = parents[at] }
        return current == 0
    }

    /// After a pass (`kind`): the hosts outside the root's tree kept their frames (`outside`, from before it).
    func checkHostsOutsideRootTree(_ outside: [(index: Int, frame: CGRect)], _ kind: String) {
        for (index, frame) in outside where !hosts[index].frame.same(as: frame) {
            log.fail("a guide's content wrote a host outside its owner's tree (\(kind))", "h\(index): \(frame.exact) → \(hosts[index].frame.exact)")
        }
    }
}
