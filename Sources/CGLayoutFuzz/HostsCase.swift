import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

/// Main-actor hosts (what views are to the adapters) laid out through their elements: a random tree
/// of hosts and the same tree of nodes, one random scheme built twice, and the two compared — layouts
/// on the main actor in both directions, snapshots computed on another thread after a capture and
/// applied on the main actor, content changes nobody reports followed by a snapshot without a capture,
/// and tree edits (a snapshot without a capture sees the tree of the last main-actor pass: a flex item moved
/// since makes the apply refuse it, and nothing it was answered is reported); some cases add a flex guide of
/// the root over children no block lays out. Hosts measure as text or at a fixed size, as labels and controls
/// do; some have a safe area and margins, which constraints read through their guides (a node-side twin reads the
/// same insets off its node's bounds).
@MainActor
final class HostsCase {
    nonisolated static let engine = Engine(name: "hosts") { seed, log in
        // Cases run on the child's main thread, where the main actor runs; the case runs to its end
        // there, synchronously, so its log never leaves this thread.
        nonisolated(unsafe) let log = log
        MainActor.assumeIsolated { HostsCase(seed: seed, log: log).run() }
    }

    // A case's state, one var per thing it made.
    /// Random layouts, anchors and rects, as the rect engine makes them.
    let values: RectCase
    let log: CaseLog
    var hosts: [TreeHost] = []
    var nodes: [LayoutNode] = []
    /// Per host, the node-side twins of its safe area and margins guides.
    var safeAreaTwins: [InsetsTwin] = []
    var marginsTwins: [InsetsTwin] = []
    /// The hosts the blocks lay out (a flex guide's items are others).
    var laidOutByBlocks = Set<Int>()
    var hostScheme = LayoutScheme(blocks: [])
    var nodeScheme = LayoutScheme(blocks: [])
    /// The hosts the flex guide holds as items (none without a guide).
    var flexItems: [Int] = []
    /// Per host, whether it was the root's child when the main actor last ran a pass, a capture or an apply: the
    /// super view its element keeps and answers off the main actor (UIKit does not say when a view moves).
    var underRootAtLastMainPass: [Bool] = []
    /// The flex guide's block (its snapshot lists the items it lays out), `nil` without a guide.
    var flexBlock: (any LayoutBlockProtocol)?
    /// Whether the schemes are a guide's content (``nestInGuides(levels:)``).
    var nestedInGuides = false
    /// A host of another tree (another window's view) and its node twin: hosts a guide's content lays out move there.
    let away = TreeHost(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "away")
    let awayNode = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "away")

    init(seed: UInt64, log: CaseLog) {
        values = RectCase(seed: seed, log: log)
        self.log = log
    }

    func run() {
        build()
        for _ in 0..<values.fuzz.int(2...6) {
            switch values.fuzz.int(0...6) {
            case 0, 1, 2: compareLayouts()
            case 3, 4: compareBackgroundSnapshots()
            case 5: values.fuzz.chance(0.5) ? edit() : changeContentSilently()
            default: values.fuzz.chance(0.5) ? moveFlexItem() : moveContentHost()
            }
        }
    }

    // MARK: Building

    func build() {
        let rootFrame = CGRect(x: 0, y: 0, width: values.fuzz.length(), height: values.fuzz.length())
        add(frame: rootFrame, parent: nil)
        for _ in 0..<values.fuzz.int(1...8) { add(frame: values.rect(), parent: values.fuzz.int(0...(hosts.count - 1))) }
        var hostBlocks: [any LayoutBlockProtocol] = [], nodeBlocks: [any LayoutBlockProtocol] = []
        for index in hosts.indices.shuffled(using: &values.fuzz).prefix(values.fuzz.int(1...hosts.count)) {
            let layout = values.layout()
            var hostConstraints: [any LayoutConstraintProtocol] = [], nodeConstraints: [any LayoutConstraintProtocol] = []
            var code: [String] = []
            for _ in 0..<values.fuzz.int(0...3) {
                let other = values.fuzz.int(0...(hosts.count - 1))
                if values.fuzz.chance(0.15) {
                    // A guide of the host's safe area or margins, and its node-side twin.
                    let anchors = (0..<values.fuzz.int(1...2)).map { _ in values.anchor() }
                    let safe = values.fuzz.chance(0.5)
                    let guide = safe ? hosts[other].layoutElement.safeAreaLayoutGuide : hosts[other].layoutElement.layoutMarginsGuide
                    hostConstraints.append(guide.layoutConstraint(for: anchors.map(\.value)))
                    nodeConstraints.append((safe ? safeAreaTwins : marginsTwins)[other].layoutConstraint(for: anchors.map(\.value)))
                    code.append("h\(other).layoutElement.\(safe ? "safeAreaLayoutGuide" : "layoutMarginsGuide").layoutConstraint(for: [\(anchors.map(\.code).joined(separator: ", "))])")
                } else if values.fuzz.chance(0.25) {
                    let sizes = values.fuzz.pick([[LayoutAnchor.Size.width()], [.height()], [.width(), .height()]])
                    hostConstraints.append(hosts[other].layoutElement.adjustLayoutConstraint(for: sizes))
                    nodeConstraints.append(nodes[other].adjustLayoutConstraint(for: sizes))
                    code.append("h\(other).adjustLayoutConstraint(for: \(sizes.count == 2 ? "[.width(), .height()]" : "[…]"))")
                } else {
                    let anchors = (0..<values.fuzz.int(1...3)).map { _ in values.anchor() }
                    hostConstraints.append(hosts[other].layoutConstraint(for: anchors.map(\.value)))
                    nodeConstraints.append(nodes[other].layoutConstraint(for: anchors.map(\.value)))
                    code.append("h\(other).layoutConstraint(for: [\(anchors.map(\.code).joined(separator: ", "))])")
                }
            }
            laidOutByBlocks.insert(index)
            hostBlocks.append(hosts[index].layoutBlock(with: layout.value, constraints: hostConstraints))
            nodeBlocks.append(nodes[index].layoutBlock(with: layout.value, constraints: nodeConstraints))
            log.step("h\(index).layoutBlock(with: \(layout.code), constraints: [\(code.joined(separator: ", "))]),")
        }
        hostScheme = LayoutScheme(blocks: hostBlocks)
        nodeScheme = LayoutScheme(blocks: nodeBlocks)
        if values.fuzz.chance(0.5) { nestInGuides(levels: values.fuzz.int(1...2)) }
        if values.fuzz.chance(0.4) { addFlexGuide() }
        noteMainPass()
    }

    /// The main actor read the tree (a pass, a capture, an apply): the elements keep the hosts' super hosts now.
    func noteMainPass() {
        underRootAtLastMainPass = hosts.map { $0.layoutSuperHost === hosts[0] }
    }

    /// A flex guide of the root over some of the root's children that no block lays out, in both trees, laid out
    /// by a block after the schemes': its items measure as text or at a fixed size, and a host's element may change
    /// without a word, so every snapshot asks it again (and a stale answer off the main actor is reported).
    func addFlexGuide() {
        let items = hosts.indices.filter { $0 > 0 && !laidOutByBlocks.contains($0) && hosts[$0].layoutSuperHost === hosts[0] }
        guard !items.isEmpty else { return }
        let style = FlexCase.containerStyle(&values.fuzz)
        let hostGuide = FlexLayoutGuide<HostElement>(style: style.value), nodeGuide = FlexLayoutGuide<LayoutNode>(style: style.value)
        hosts[0].layoutElement.add(layoutGuide: hostGuide)
        nodes[0].add(layoutGuide: nodeGuide)
        log.step("let flex = FlexLayoutGuide<HostElement>(style: \(style.code)); h0.layoutElement.add(layoutGuide: flex)")
        for index in items where values.fuzz.chance(0.7) {
            let itemStyle = FlexCase.itemStyle(&values.fuzz)
            do {
                try hostGuide.addItem(hosts[index].layoutElement, style: itemStyle.value)
                try nodeGuide.addItem(nodes[index], style: itemStyle.value)
                flexItems.append(index)
            } catch {
                log.fail("flex item refused", "h\(index): \(error)")
            }
            log.step("try flex.addItem(h\(index).layoutElement, style: \(itemStyle.code))")
        }
        let layout = values.layout()
        let block = hostGuide.layoutBlock(with: layout.value)
        flexBlock = block
        hostScheme = LayoutScheme(blocks: [hostScheme, block])
        nodeScheme = LayoutScheme(blocks: [nodeScheme, nodeGuide.layoutBlock(with: layout.value)])
        log.step("scheme = LayoutScheme(blocks: [scheme, flex.layoutBlock(with: \(layout.code))])")
    }

    /// Puts both schemes at the bottom of `levels` nested guides of the root, each the whole of the one
    /// around it: the hosts are laid out and measured by the blocks of a guide's content, whose elements'
    /// issues the scheme lists under the block of the outermost guide.
    func nestInGuides(levels: Int) {
        let whole = Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))
        nestedInGuides = true
        for _ in 0..<levels {
            let hostGuide = LayoutGuide<HostElement>(), nodeGuide = LayoutGuide<LayoutNode>()
            hosts[0].layoutElement.add(layoutGuide: hostGuide)
            nodes[0].add(layoutGuide: nodeGuide)
            hostGuide.contentLayout = hostScheme
            nodeGuide.contentLayout = nodeScheme
            hostScheme = LayoutScheme(blocks: [hostGuide.layoutBlock(with: whole)])
            nodeScheme = LayoutScheme(blocks: [nodeGuide.layoutBlock(with: whole)])
        }
        log.step("// the scheme above, at the bottom of \(levels) nested guides of h0, each laid out with .scaled(1)")
    }

    /// A host and its node twin: text measured by the twin text node, or a fixed intrinsic size.
    func add(frame: CGRect, parent: Int?) {
        let index = hosts.count, name = "h\(index)"
        let node: LayoutNode
        if index > 0 && values.fuzz.chance(0.4) {
            node = TextNode(text: values.fuzz.pick(RectCase.texts), numberOfLines: values.fuzz.int(0...3), name: name)
        } else {
            node = FixedSizeNode(intrinsic: CGSize(width: values.fuzz.length(), height: values.fuzz.length()), name: name)
        }
        node.frame = frame
        let host = TreeHost(frame: frame, name: name)
        // Measures as its twin does: a text node's text, or a fixed size (never its frame).
        host.measure = { node.sizeThatFits($0) }
        host.onFrameWrite = { host, frame in
            if !frame.isValidLayoutFrame { currentLog?.fail("invalid frame written to a host", "\(host.name ?? ""): \(frame.exact)") }
        }
        var safeArea = EdgeInsets.zero, margins = EdgeInsets.zero
        if values.fuzz.chance(0.3) {
            safeArea = EdgeInsets(top: values.fuzz.offset(), left: values.fuzz.offset(), bottom: values.fuzz.offset(), right: values.fuzz.offset())
            margins = EdgeInsets(top: values.fuzz.offset(), left: values.fuzz.offset(), bottom: values.fuzz.offset(), right: values.fuzz.offset())
            host.safeAreaInsets = safeArea
            host.layoutMargins = margins
            log.step("h\(index).safeAreaInsets = \(safeArea); h\(index).layoutMargins = \(margins)")
        }
        safeAreaTwins.append(InsetsTwin(node: node, insets: safeArea))
        marginsTwins.append(InsetsTwin(node: node, insets: margins))
        if values.fuzz.chance(0.15) {
            let origin = CGPoint(x: values.fuzz.offset(), y: values.fuzz.offset())    // a scroll offset
            host.boundsOrigin = origin
            node.bounds = CGRect(origin: origin, size: node.bounds.size)
        }
        if let parent {
            hosts[parent].add(host)
            try? nodes[parent].addChild(node)
        }
        hosts.append(host)
        nodes.append(node)
        log.step("let \(name) = host(frame: \(literal(frame)), parent: \(parent.map { "h\($0)" } ?? "nil"))")
    }

    // MARK: Checks

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
        let nodeSnapshot = nodeScheme.snapshot(for: rect, direction: direction)
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
            try nodeScheme.apply(snapshot: nodeScheme.snapshot(for: rect, direction: direction))
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
        let now = flexItems.filter { hosts[$0].layoutSuperHost === hosts[0] }, seen = flexItems.filter { underRootAtLastMainPass[$0] }
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
        } else {
            let parent = values.fuzz.int(0...(index - 1))
            log.step("h\(parent).add(h\(index))")
            hosts[parent].add(hosts[index])
            try? nodes[parent].addChild(nodes[index])
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
