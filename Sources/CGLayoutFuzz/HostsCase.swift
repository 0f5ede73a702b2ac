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
/// do; some have a safe area and margins, which constraints read through their guides, and some cases lay out a
/// host's children with an adaptive scheme over its safe area guide (the node-side twins are guides of the node or
/// elements of the case's own type the case places at the node's bounds less the insets, non-finite ones too:
/// ``InsetsTwin``, ``PlainInsetsTwin``, ``safeAreaVariants()``, and, for a host an earlier block lays out, at the
/// frame the pass gave its node: ``TwinPlacement``).
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
    /// Per host, where the case put it: its parent's index, ``awayParent`` under the host of another tree, `nil`
    /// out of every tree (the root too). The checks of which hosts a pass may lay out read this, not the hosts' tree.
    var parents: [Int?] = []
    /// In ``parents``: under `away`.
    static let awayParent = -1
    var nodes: [LayoutNode] = []
    /// Per host, the insets the case gave its safe area and margins.
    var safeAreaInsets: [EdgeInsets] = []
    var marginsInsets: [EdgeInsets] = []
    /// Per host whose area guides are read, the node-side twins made of them (``areaTwins(of:)``).
    var areaTwins: [Int: [Bool: any AreaTwin]] = [:]
    /// The hosts the blocks lay out (a flex guide's items are others), and the blocks' hosts in pass order.
    var laidOutByBlocks = Set<Int>()
    var blockOrder: [Int] = []
    /// The hosts whose safe area or margins guide a constraint or an adaptive scheme reads: no variant or flex guide
    /// lays them out, and a block only before the blocks that read them (the case knows their bounds in a pass, or
    /// reads their nodes' frames in it: ``TwinPlacement``).
    var areaOwners = Set<Int>()
    /// The adaptive scheme over a host's safe area guide, if the case made one (``safeAreaVariants()``).
    var areaShape: SafeAreaShape?
    /// The node the node snapshot being computed describes, which ``TwinPlacement`` reads.
    let describedNode = DescribedNode()
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
        blockOrder = Array(hosts.indices.shuffled(using: &values.fuzz).prefix(values.fuzz.int(1...hosts.count)))
        laidOutByBlocks = Set(blockOrder)
        // The host a snapshot for a rect describes, unless a later move makes another one: its area guides are read
        // only if no block lays it out (``describedHost()``).
        let described = blockOrder.lazy.compactMap { self.parents[$0] }.first
        for (position, index) in blockOrder.enumerated() {
            let layout = values.layout()
            var hostConstraints: [any LayoutConstraintProtocol] = [], nodeConstraints: [any LayoutConstraintProtocol] = []
            var code: [String] = []
            for _ in 0..<values.fuzz.int(0...3) {
                let other = values.fuzz.int(0...(hosts.count - 1))
                // A host an earlier block of the pass lays out (a card whose margins later content reads), not the root
                // and not the host a snapshot's rect describes.
                let laidOutEarlier = other != 0 && other != described && blockOrder[..<position].contains(other)
                if values.fuzz.chance(0.15), !laidOutByBlocks.contains(other) || laidOutEarlier, let twins = areaTwins(of: other) {
                    // A guide of the host's safe area or margins, and its node-side twin: at the bounds the case gave a
                    // host no block lays out, or placed first at the frame the pass gave the node (``TwinPlacement``).
                    let anchors = (0..<values.fuzz.int(1...2)).map { _ in values.anchor() }
                    let safe = values.fuzz.chance(0.5)
                    let guide = safe ? hosts[other].layoutElement.safeAreaLayoutGuide : hosts[other].layoutElement.layoutMarginsGuide
                    let twin = safe ? twins.safe : twins.margins
                    hostConstraints.append(guide.layoutConstraint(for: anchors.map(\.value)))
                    if laidOutEarlier { nodeConstraints.append(TwinPlacement(twin: twin, node: nodes[other], described: describedNode)) }
                    nodeConstraints.append(twin.element.layoutConstraint(for: anchors.map(\.value)))
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
            hostBlocks.append(hosts[index].layoutBlock(with: layout.value, constraints: hostConstraints))
            nodeBlocks.append(nodes[index].layoutBlock(with: layout.value, constraints: nodeConstraints))
            log.step("h\(index).layoutBlock(with: \(layout.code), constraints: [\(code.joined(separator: ", "))]),")
        }
        if values.fuzz.chance(0.3), let area = safeAreaVariants() {
            hostBlocks.append(area.host)
            nodeBlocks.append(area.node)
        }
        hostScheme = LayoutScheme(blocks: hostBlocks)
        nodeScheme = LayoutScheme(blocks: nodeBlocks)
        if values.fuzz.chance(0.5) { nestInGuides(levels: values.fuzz.int(1...2)) }
        if values.fuzz.chance(0.4) { addFlexGuide() }
        noteMainPass()
    }

    /// The main actor read the tree (a pass, a capture, an apply): the elements keep the hosts' super hosts now.
    func noteMainPass() {
        underRootAtLastMainPass = parents.map { $0 == 0 }
    }

    /// A flex guide of the root over some of the root's children that no block lays out, in both trees, laid out
    /// by a block after the schemes': its items measure as text or at a fixed size, and a host's element may change
    /// without a word, so every snapshot asks it again (and a stale answer off the main actor is reported).
    func addFlexGuide() {
        let items = hosts.indices.filter { $0 > 0 && !laidOutByBlocks.contains($0) && !areaOwners.contains($0) && parents[$0] == 0
            && !(areaShape?.children.contains($0) ?? false) }
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
        safeAreaInsets.append(safeArea)
        marginsInsets.append(margins)
        var scrolled: CGPoint?
        if values.fuzz.chance(0.15) {
            let origin = CGPoint(x: values.fuzz.offset(), y: values.fuzz.offset())    // a scroll offset
            host.boundsOrigin = origin
            node.bounds = CGRect(origin: origin, size: node.bounds.size)
            scrolled = origin
        }
        if let parent {
            hosts[parent].add(host)
            try? nodes[parent].addChild(node)
        }
        hosts.append(host)
        nodes.append(node)
        parents.append(parent)
        log.step("let \(name) = host(frame: \(literal(frame)), parent: \(parent.map { "h\($0)" } ?? "nil"))")
        // Shown: an area guide of a scrolled host is at its bounds less the insets, from the scroll offset.
        if let scrolled { log.step("\(name).boundsOrigin = CGPoint(x: \(scrolled.x), y: \(scrolled.y)) /* a scroll offset */") }
    }
}
