import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

// The checks of the hosts engine: layouts and snapshots on hosts against the same on nodes, silent content changes,
// and tree edits between passes.
extension HostsCase {
    /// `layout()` through the hosts' elements gives the frames `layout()` gives the nodes.
    func compareLayouts() {
        let direction: LayoutDirection = values.fuzz.chance(0.5) ? .leftToRight : .rightToLeft
        log.step("scheme.layout(direction: .\(direction))")
        let outside = flexItemsOutsideRoot(), awayFrames = hostsOutsideRootTree()
        hostScheme.layout(direction: direction)
        nodeScheme.layout(direction: direction)
        noteMainPass()
        compareFrames("layout on hosts vs nodes")
        checkFlexItemsOutsideRoot(outside, "layout")
        checkHostsOutsideRootTree(awayFrames, "layout")
    }

    /// A snapshot computed on another thread after a capture equals the nodes' snapshot, measures nothing
    /// it did not capture, and applied on the main actor gives the nodes' applied frames.
    func compareBackgroundSnapshots() {
        let direction: LayoutDirection = values.fuzz.chance(0.5) ? .leftToRight : .rightToLeft
        let rect = values.fuzz.chance(0.5) ? hosts[0].layoutElement.layoutBounds : values.rect()
        log.step("scheme.captureHostState(for: \(literal(rect)), direction: .\(direction)); let snapshot = /* another thread */ scheme.snapshot(…)")
        let measuredBefore = hosts.map(\.measurements)
        let outside = flexItemsOutsideRoot(), awayFrames = hostsOutsideRootTree()
        hostScheme.captureHostState(for: rect, direction: direction)
        let before = hosts.map(\.layoutElement.unmeasuredProposals)
        let scheme = hostScheme
        let snapshot = Self.onAnotherThread { scheme.snapshot(for: rect, direction: direction) }
        let nodeSnapshot = self.nodeSnapshot(for: rect, direction: direction)
        if frames(of: snapshot) != frames(of: nodeSnapshot) {
            log.fail("background snapshot vs nodes", "hosts \(frames(of: snapshot).map(\.exact)) nodes \(frames(of: nodeSnapshot).map(\.exact))")
        }
        for (index, host) in hosts.enumerated() where host.layoutElement.unmeasuredProposals != before[index] {
            log.fail("uncaptured measurement", "h\(index) was asked off the main actor for a size the capture did not measure")
        }
        do {
            try hostScheme.apply(snapshot: snapshot)
            try nodeScheme.apply(snapshot: nodeSnapshot)
        } catch {
            log.fail("own snapshot refused (hosts)", "\(error)")
        }
        noteMainPass()
        compareFrames("applied background snapshot on hosts vs nodes")
        checkFlexItemsOutsideRoot(outside, "applied background snapshot")
        checkHostsOutsideRootTree(awayFrames, "applied background snapshot")
        // Everything the snapshot used was captured: nothing is stale, nothing was written off the main
        // actor (an element the capture did not measure may keep a stale size an earlier apply reported).
        for (index, host) in hosts.enumerated() where !host.layoutElement.layoutIssues.isEmpty
            && (host.measurements != measuredBefore[index] || host.layoutElement.layoutIssues.contains { !$0.isStale }) {
            log.fail("issue after a captured snapshot", "h\(index): \(host.layoutElement.layoutIssues)")
        }
    }

    /// A text changes and nobody says so (a label's text set in UIKit); a snapshot computed on another
    /// thread without a capture may use the old size. Applied, it is checked (the hosts' frames are then
    /// set back to the nodes', which apply their own fresh snapshot: a scheme whose blocks read frames
    /// from before the pass would otherwise carry the stale frames on); a main-actor pass then gives the
    /// nodes' frames, and no block it wrote has an issue left.
    func changeContentSilently() {
        let texts = nodes.indices.filter { nodes[$0] is TextNode }
        guard !texts.isEmpty else { return }
        let index = values.fuzz.pick(texts)
        guard let text = nodes[index] as? TextNode else { return }
        let newText = values.fuzz.pick(RectCase.texts)
        let direction: LayoutDirection = values.fuzz.chance(0.5) ? .leftToRight : .rightToLeft
        // Laid out first, every frame and size the elements kept is the hosts' own: only the text is stale.
        let laidOutFirst = values.fuzz.chance(0.5)
        if laidOutFirst {
            log.step("scheme.layout(direction: .\(direction))")
            hostScheme.layout(direction: direction)
            nodeScheme.layout(direction: direction)
            noteMainPass()
        }
        let rect = hosts[0].layoutElement.layoutBounds
        log.step("h\(index).text = \(String(reflecting: newText)) /* nobody says so */; snapshot without capture; apply; layout()")
        text.text = newText                           // the host measures through the node: its size changes silently
        let scheme = hostScheme
        let snapshot = Self.onAnotherThread { scheme.snapshot(for: rect, direction: direction) }
        // Without a capture the snapshot sees the flex items under the root as the last main-actor pass left them:
        // an item moved under another host or out of the tree (or back) since makes it another set of items than the guide's now, and the
        // apply refuses it, writing nothing — exactly that refusal, no other.
        let expectedRefusal = refusalForMovedFlexItems()
        var refused = false
        do {
            try hostScheme.apply(snapshot: snapshot)
        } catch {
            refused = true
            if let expectedRefusal, expectedRefusal.matches(error) {} else { log.fail("own snapshot refused (uncaptured)", "\(error)") }
        }
        if let expectedRefusal, !refused {
            log.fail("own snapshot applied (uncaptured)", "owed a refusal: \(expectedRefusal.now) flex items in the tree, \(expectedRefusal.seen) seen")
        }
        noteMainPass()
        do {
            try nodeScheme.apply(snapshot: nodeSnapshot(for: rect, direction: direction))
        } catch {
            log.fail("own snapshot refused (nodes)", "\(error)")
        }
        // A stale size is either not applied or reported: a frame unlike the nodes' comes with a warning,
        // whichever element was measured (one measured only through another block's adjust constraint too).
        // (A scheme whose blocks read frames from before the pass, listed in `issues`, carries the
        // hosts' own earlier frames on: only a well-ordered one must match the nodes.)
        if laidOutFirst, !refused, nodeScheme.issues.isEmpty, let first = hosts.indices.first(where: { !hosts[$0].frame.same(as: nodes[$0].frame) }),
           !hostScheme.issues.contains(where: { if case .staleMeasurement = $0.kind { true } else { false } }) {
            log.fail("stale snapshot applied silently", "h\(first): host \(hosts[first].frame.exact), node \(nodes[first].frame.exact); issues \(hostScheme.issues)")
        }
        for (host, node) in zip(hosts, nodes) {
            // The case's own write, not a pass's: the nodes' frames are as the case built them (extreme ones too).
            let check = host.onFrameWrite
            host.onFrameWrite = nil
            host.frame = node.frame
            host.onFrameWrite = check
        }
        let measuredBefore = hosts.map(\.measurements)
        hostScheme.layout(direction: direction)
        nodeScheme.layout(direction: direction)
        noteMainPass()
        compareFrames("main-actor layout after a silent content change")
        // A stale size stays listed until a main-actor pass measures the element (or its next answers
        // elsewhere are settled): one this pass did not measure (its blocks skipped) keeps its warning.
        let unmeasured = Set(hosts.indices.filter { hosts[$0].measurements == measuredBefore[$0] }.map { "\"h\($0)\"" })
        for issue in hostScheme.issues {
            switch issue.kind {
            case .staleMeasurement where unmeasured.contains(where: { issue.element.hasSuffix($0) }): continue
            case .staleMeasurement, .laidOutOffItsActor: log.fail("issue left after a main-actor layout", "\(issue)")
            default: continue
            }
        }
    }

    /// The refusal an apply of a snapshot computed off the main actor without a capture owes the flex guide when
    /// some of its items moved in or out of the root (under another host, out of the tree, back) since the last
    /// main-actor pass (`nil` when none did): the guide's items under the root now against those the snapshot saw.
    func refusalForMovedFlexItems() -> FlexMembershipRefusal? {
        let now = flexItems.filter { parents[$0] == 0 }, seen = flexItems.filter { underRootAtLastMainPass[$0] }
        return now == seen ? nil : FlexMembershipRefusal(now: now.count, seen: seen.count)
    }

    /// Moves a host (and its node) to another parent, or out of the tree.
    func edit() {
        let index = values.fuzz.int(0...(hosts.count - 1))
        guard index > 0 else { return }
        if values.fuzz.chance(0.5) {
            log.step("h\(index).removeFromLayoutSuperHost()")
            hosts[index].removeFromLayoutSuperHost()
            nodes[index].removeFromParent()
            parents[index] = nil
        } else {
            let parent = values.fuzz.int(0...(index - 1))
            log.step("h\(parent).add(h\(index))")
            hosts[parent].add(hosts[index])
            try? nodes[parent].addChild(nodes[index])
            parents[index] = parent
        }
    }

    /// Runs `body` on a thread other than the main one and waits for it. (`DispatchQueue.global().sync`
    /// would run it on the calling thread — the main one, where the elements read their hosts live.)
    nonisolated static func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        DispatchQueue.global().async {
            precondition(!Thread.isMainThread, "the body must run off the main thread")
            result = body()
            done.signal()
        }
        done.wait()
        return result!
    }

    func compareFrames(_ kind: String) {
        for index in hosts.indices where !hosts[index].frame.same(as: nodes[index].frame) {
            log.fail(kind, "h\(index): host \(hosts[index].frame.exact), node \(nodes[index].frame.exact)")
        }
    }

    func frames(of snapshot: LayoutSnapshot) -> [CGRect] {
        [snapshot.frame] + snapshot.childSnapshots.flatMap(frames(of:))
    }
}

/// The apply's refusal of a snapshot whose flex items are not the guide's now: their count (expected the
/// items under the guide's owner now, found those the snapshot saw), or, for as many, the first that differs.
struct FlexMembershipRefusal {
    let now: Int
    let seen: Int

    func matches(_ error: any Error) -> Bool {
        switch error as? LayoutSnapshotError {
        case .structureMismatch(_, let expected, let found): now != seen && expected == "\(now) flex items" && found == "\(seen)"
        case .elementMismatch: now == seen
        default: false
        }
    }
}

extension LayoutIssue.Kind {
    /// Whether this is a stale size reported by an element (kept until a main-actor pass measures it).
    var isStale: Bool { if case .staleMeasurement = self { true } else { false } }
}
