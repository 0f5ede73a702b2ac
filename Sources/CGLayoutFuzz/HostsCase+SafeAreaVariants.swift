import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation

// An adaptive scheme over a view's safe area guide (a screen whose layout for a notch changes with its size), and the
// node-side twins of area guides placed where the case knows the area is: the nodes' scheme has an adaptive scheme over
// a plain guide of the node at the host's bounds less its insets, by the case's arithmetic, so comparing the two
// checks the library's rule for view areas against a guide's frame of the case's own.
extension HostsCase {
    /// The shape: the host whose safe area the adaptive scheme is over, its children the variants lay out, and the
    /// node-side guide the nodes' adaptive scheme is over.
    struct SafeAreaShape {
        let owner: Int
        let children: [Int]
        let guide: LayoutGuide<LayoutNode>
        let insets: EdgeInsets
    }

    /// An adaptive scheme over the safe area guide of a host that no block lays out, whose one to three variants lay
    /// out some of its children (none laid out by a block or read through an area guide), and its node-side twin;
    /// `nil` where no host fits or the area is no valid frame for a guide. A host with no safe area gets one (random
    /// insets of an ordinary screen) unless a constraint reads its guide already.
    func safeAreaVariants() -> (host: any LayoutBlockProtocol, node: any LayoutBlockProtocol)? {
        func children(of owner: Int) -> [Int] { hosts.indices.filter { parents[$0] == owner } }
        let owners = hosts.indices.filter { owner in
            let laid = children(of: owner)
            return !laidOutByBlocks.contains(owner) && !laid.isEmpty && laid.allSatisfy { !laidOutByBlocks.contains($0) && !areaOwners.contains($0) }
        }
        guard !owners.isEmpty else { return nil }
        let owner = values.fuzz.pick(owners), laid = children(of: owner)
        var insets = safeAreaInsets[owner]
        if insets == .zero, !areaOwners.contains(owner) {
            insets = EdgeInsets(top: values.fuzz.value(0...60, extreme: 0), left: values.fuzz.value(0...20, extreme: 0),
                                bottom: values.fuzz.value(0...40, extreme: 0), right: values.fuzz.value(0...20, extreme: 0))
            hosts[owner].safeAreaInsets = insets
            safeAreaInsets[owner] = insets
            log.step("h\(owner).safeAreaInsets = \(insets)")
        }
        let area = InsetsTwin.area(of: nodes[owner].bounds, less: insets)
        guard area.isValidLayoutFrame, area.width < 1e15, area.height < 1e15 else { return nil }
        let guide = LayoutGuide<LayoutNode>(name: "h\(owner) safe area")
        nodes[owner].add(layoutGuide: guide)
        guide.frame = area
        areaOwners.insert(owner)
        var hostVariants: [AdaptiveScheme.Variant] = [], nodeVariants: [AdaptiveScheme.Variant] = [], codes: [String] = []
        let count = values.fuzz.int(1...3)
        for index in 0..<count {
            let some = index == 0 ? laid : Array(laid.shuffled(using: &values.fuzz).prefix(values.fuzz.int(1...laid.count)))
            let layouts = some.map { _ in values.layout() }
            let hostScheme = LayoutScheme(blocks: zip(some, layouts).map { hosts[$0].layoutBlock(with: $1.value) })
            let nodeScheme = LayoutScheme(blocks: zip(some, layouts).map { nodes[$0].layoutBlock(with: $1.value) })
            let code = "LayoutScheme(blocks: [\(zip(some, layouts).map { "h\($0).layoutBlock(with: \($1.code))" }.joined(separator: ", "))])"
            if index == count - 1 {
                hostVariants.append(.init("v\(index)", scheme: hostScheme))
                nodeVariants.append(.init("v\(index)", scheme: nodeScheme))
                codes.append(".init(\"v\(index)\", scheme: \(code))")
            } else {
                let condition = values.adaptiveCondition()
                hostVariants.append(.init("v\(index)", when: condition.value, scheme: hostScheme))
                nodeVariants.append(.init("v\(index)", when: condition.value, scheme: nodeScheme))
                codes.append(".init(\"v\(index)\", when: \(condition.code), scheme: \(code))")
            }
        }
        areaShape = SafeAreaShape(owner: owner, children: laid, guide: guide, insets: insets)
        log.step("AdaptiveScheme(container: h\(owner).layoutElement.safeAreaLayoutGuide, variants: [\(codes.joined(separator: ", "))]),"
                 + " // nodes: over a guide of n\(owner) at \(literal(area))")
        return (AdaptiveScheme(container: hosts[owner].layoutElement.safeAreaLayoutGuide, variants: hostVariants),
                AdaptiveScheme(container: guide, variants: nodeVariants))
    }

    /// The node-side twins of host `owner`'s safe area and margins guides (made the first time, after every host got its
    /// scroll offset: a twin is at the bounds less the insets from the offset), which its guides read from then on —
    /// guides of the node, or elements of the case's own type (``PlainInsetsTwin``), which a constraint reads alike. An
    /// area at a NaN or infinite origin (insets or a scroll offset) is kept as it is: a plain guide stores its frame
    /// unchanged, so the host's guide and its twin are read by the same constraint with the same rect (such an area's
    /// twin is always a guide).
    func areaTwins(of owner: Int) -> (safe: any AreaTwin, margins: any AreaTwin)? {
        if let made = areaTwins[owner], let safe = made[true], let margins = made[false] { return (safe, margins) }
        let bounds = nodes[owner].bounds
        let valid = [safeAreaInsets[owner], marginsInsets[owner]].allSatisfy { InsetsTwin.area(of: bounds, less: $0).isValidLayoutFrame }
        let plain = values.fuzz.chance(0.5) && valid
        func twin(_ insets: EdgeInsets) -> any AreaTwin {
            plain ? PlainInsetsTwin(node: nodes[owner], insets: insets) : InsetsTwin(node: nodes[owner], insets: insets)
        }
        let safe = twin(safeAreaInsets[owner]), margins = twin(marginsInsets[owner])
        areaTwins[owner] = [true: safe, false: margins]
        areaOwners.insert(owner)
        return (safe, margins)
    }

    /// The host whose bounds a snapshot's rect stands for, by the documented rule — the super element of the first
    /// block's element in a tree, in pass order (the root for the nested guides' and the flex guide's blocks) — read
    /// from where the case put each host; `nil` for none of the case's hosts (another tree's, or the adaptive
    /// scheme's area itself).
    func describedHost() -> Int? {
        if nestedInGuides { return 0 }
        for index in blockOrder {
            if let parent = parents[index] { return parent >= 0 ? parent : nil }
        }
        return flexBlock != nil ? 0 : nil
    }

    /// Places the node-side twins of host `owner`'s area guides at `bounds` less their insets (at its node's bounds
    /// with `nil`): where a snapshot describes the host at another rect, its areas are there.
    func placeTwins(of owner: Int, at bounds: CGRect?) {
        areaTwins[owner]?.values.forEach { $0.place(at: bounds) }
        if let areaShape, areaShape.owner == owner {
            areaShape.guide.frame = InsetsTwin.area(of: bounds ?? nodes[owner].bounds, less: areaShape.insets)
        }
    }

    /// The nodes' snapshot for `rect`, with the twins of the host the rect describes placed at the rect (as the hosts'
    /// area guides are in the hosts' snapshot), and put back at their node's bounds after.
    func nodeSnapshot(for rect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        guard let described = describedHost(), areaOwners.contains(described) else { return nodeScheme.snapshot(for: rect, direction: direction) }
        let space = InsetsTwin.space(rect)
        placeTwins(of: described, at: space)
        defer { placeTwins(of: described, at: nil) }
        // A twin placed by a constraint of the pass (its node laid out earlier in it) is placed at the rect too, at the
        // size the pass gives its node: its block runs unless the case took it out of every tree.
        return describedNode.describing(nodes[described], at: space, laidOut: parents[described] != nil) {
            nodeScheme.snapshot(for: rect, direction: direction)
        }
    }
}
