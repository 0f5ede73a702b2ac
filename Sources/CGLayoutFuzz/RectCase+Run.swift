import CGLayout
import CGLayoutRelations
import Foundation

/// A block that can describe its trace (every `LayoutBlock`).
protocol TraceDescribing {
    func traceDescription(in space: CGRect?, direction: LayoutDirection) -> String?
}

extension LayoutBlock: TraceDescribing {
    func traceDescription(in space: CGRect?, direction: LayoutDirection) -> String? {
        trace(in: space, direction: direction)?.description
    }
}

/// A live pass the fuzzer runs, with the code that replays it.
struct Pass {
    let code: String
    let run: () -> Void
}

extension RectCase {
    static let engine = Engine(name: "rect") { seed, log in RectCase(seed: seed, log: log).run() }

    func run() {
        if fuzz.chance(RectCase.deepShare) { return runDeep() }
        build()
        variantInItsContainer()
        for _ in 0..<fuzz.int(2...6) {
            switch fuzz.int(0...11) {
            case 0, 1: layoutOnce()
            case 2, 3, 4: snapshotVersusLayout()
            case 5: sizes()
            case 6: describe()
            case 7, 8: edit()
            case 10, 11: snapshotForAnotherSize()
            default: staleSnapshot()
            }
        }
        variantInItsContainer()
    }

    func direction() -> LayoutDirection { fuzz.chance(0.5) ? .leftToRight : .rightToLeft }

    /// The available space of a pass: the root's bounds, a random rect, or an unbounded one.
    func space() -> Coded<CGRect?> {
        if fuzz.chance(0.4) { return coded("nil", nil) }
        if fuzz.chance(0.1) {
            let size = fuzz.pick([CGFloat.infinity, .greatestFiniteMagnitude, 1e308])
            let unbounded = CGRect(x: 0, y: 0, width: size, height: fuzz.chance(0.5) ? size : fuzz.length())
            return coded(literal(unbounded), unbounded)
        }
        let rect = rect()
        return coded(literal(rect), rect)
    }

    func layoutOnce() {
        let direction = direction(), space = space()
        if let rect = space.value {
            log.step("scheme.layout(in: \(space.code), direction: .\(direction))")
            scheme.layout(in: rect, direction: direction)
        } else {
            log.step("scheme.layout(direction: .\(direction))")
            scheme.layout(direction: direction)
        }
    }

    /// Frames and bounds of every element, to put back.
    func state() -> [(frame: CGRect, bounds: CGRect)] { elements.map { ($0.frame, $0.bounds) } }

    func restore(_ saved: [(frame: CGRect, bounds: CGRect)]) {
        Watch.user {
            for (element, state) in zip(elements, saved) {
                element.frame = state.frame
                element.bounds = state.bounds
            }
        }
    }

    /// snapshot(for:) + apply(snapshot:) gives the frames of layout(in:), and the snapshot writes nothing.
    func snapshotVersusLayout() {
        let direction = direction()
        // A snapshot for a rect is the layout the scheme's container gets at that size, with the rect as
        // its layout bounds; a live layout reads the container as it is: make it so first. The container
        // is the super element of the first block in pass order whose element is in a tree (not always root).
        let source = sourceContainer(), container = source ?? root
        let chosen = space().value, rect = chosen ?? describedRect(of: container)
        // Without a rect of its own, the snapshot is for the container's layout bounds and is compared with
        // `layout()` itself, which runs every block in its super element's layout bounds (an adaptive scheme
        // or a relation layout over a card in the card's, not in the rect of the scheme's container), unless
        // the pass reads frames before they settle or lays out the container itself (`layout()` reads the
        // container's bounds as they are when a block reads them, the snapshot and `layout(in:)` the rect's),
        // or no block is in a tree with a container: then the rect describes no element of the pass, and the
        // pass hands it to every block as it is, as `layout(in:)` does.
        let unsettled = readsUnsettledFrames()
        let layOut = comparedPass(for: rect, chosen: chosen != nil, container: container, unsettled: unsettled, direction: direction)
        resize(container, to: rect)
        let saved = state()
        log.step("let snapshot = scheme.snapshot(for: \(literal(rect)), direction: .\(direction))")
        Watch.inSnapshot = "snapshot(for:)"
        let snapshot = scheme.snapshot(for: rect, direction: direction)
        Watch.inSnapshot = nil
        let union: CGRect = snapshot.frame
        if !union.isValidLayoutFrame { log.fail("invalid snapshot frame", "the snapshot's frame is \(union.exact)") }
        log.step("\(layOut.code)  // frames L")
        layOut.run()
        let laidOut = state()
        restore(saved)
        log.step("// frames put back as before; then try scheme.apply(snapshot: snapshot)  // frames A == L")
        apply(snapshot, comparingWith: laidOut, unsettled: unsettled, kind: "snapshot vs layout")
    }

    /// The pass `snapshot(for: rect)` is compared with: `layout()` itself when it runs every block in the
    /// same space as the snapshot, `layout(in: rect)` otherwise (see ``snapshotVersusLayout()``).
    func comparedPass(for rect: CGRect, chosen: Bool, container: any LayoutElement, unsettled: Bool, direction: LayoutDirection) -> Pass {
        !chosen && sourceContainer() != nil && !unsettled && !laysOut(container) ? Pass(code: "scheme.layout(direction: .\(direction))") { self.scheme.layout(direction: direction) }
            : Pass(code: "scheme.layout(in: \(literal(rect)), direction: .\(direction))") { self.scheme.layout(in: rect, direction: direction) }
    }

    /// The rect a pass's source rect is for `container` (see ``sourceContainer()``): its layout bounds, but for the area
    /// the case put an adaptive scheme over (``cardVariants(after:)``; a scheme with no element block in a tree describes
    /// it), the frame the case gave the area: that adaptive scheme's variant lays the owner's children out in the rect
    /// as it is, at the area's place in the owner (as `layout()` over the area does). Told by what the case made, not by
    /// the library's kinds of blocks and areas.
    func describedRect(of container: any LayoutElement) -> CGRect {
        isAdaptiveArea(container) ? cardShape?.areaFrame ?? container.frame : container.layoutBounds
    }

    /// Whether `container` is the area the case put an adaptive scheme over (the only top-level block over an area the
    /// case makes: ``sourceContainer()`` names it only where that scheme is the first block over a container).
    func isAdaptiveArea(_ container: any LayoutElement) -> Bool {
        guard let area = cardShape?.area else { return false }
        return area === container
    }

    /// Gives `container` the size of `rect` at its place, with `rect` as its bounds, unless it has them already; an
    /// adaptive scheme's area (``describedRect(of:)``) gets `rect` as its frame.
    func resize(_ container: any LayoutElement, to rect: CGRect) {
        if isAdaptiveArea(container) {
            guard !rect.same(as: container.frame) else { return }
            log.step("\(name(container)).frame = \(literal(rect))")
            Watch.user { container.frame = rect }
            cardShape?.areaFrame = container.frame   // as the guide keeps it (a guide stores even a bad frame as written)
            return
        }
        guard !rect.same(as: container.layoutBounds) else { return }   // exactly: `==` takes any two rects at an infinite origin for equal (both null)
        let frame = CGRect(origin: container.frame.origin, size: rect.size)
        log.step("\(name(container)).frame = \(literal(frame)); \(name(container)).bounds = \(literal(rect))")
        Watch.user { container.frame = frame; container.bounds = rect }
    }

    /// Applies `snapshot` to the frames as they are and compares them with `laidOut` (the frames of the pass the
    /// snapshot stands for): a refusal is accepted only as a typed error for an ill-formed scheme that
    /// `scheme.issues` reports, and then nothing is written. With `compares` `false`, only the refusal is checked
    /// (a pass whose issues say it reads frames the snapshot saw otherwise).
    func apply(_ snapshot: LayoutSnapshot, comparingWith laidOut: [(frame: CGRect, bounds: CGRect)], unsettled: Bool, kind: String,
               compares: Bool = true) {
        let restored = state()
        // A guide whose content lays out the guide itself (directly or through a nested content) is an
        // ill-formed scheme: the library reports it in `scheme.issues`, and refuses its snapshots with a
        // typed error — the only accepted difference from layout(). A snapshot it applies must match.
        let reportsLoop = scheme.issues.contains { if case .contentLaysOutItsContainer = $0.kind { true } else { false } }
        if let guide = selfLaidOutGuide(), !reportsLoop {
            log.fail("ill-formed scheme not reported", "the content of \(name(guide)) lays out \(name(guide)) itself, with no issue")
        }
        do { try scheme.apply(snapshot: snapshot) } catch {
            if case .containerLaidOutByItsContent = error {
                if !reportsLoop { log.fail("ill-formed scheme not reported", "\(error), with no issue") }
                if !zip(state(), restored).allSatisfy({ $0.frame.same(as: $1.frame) }) { log.fail("refused snapshot wrote", "\(error)") }
                return
            }
            // A loop through a content block of one's own: its snapshot (which the block takes inside the pass) leaves
            // the content out where the loop closes, but its `validate(snapshot:)` runs as a fresh pass, which meets
            // the loop a round later: the snapshot is refused as not matching the scheme, a typed error naming the
            // container, and nothing is written.
            let refusedLoop = loopsThroughOwnBlock && zip(state(), restored).allSatisfy({ $0.frame.same(as: $1.frame) })
                && { if case .structureMismatch = error { true } else { false } }()
            if refusedLoop, reportsLoop { return }
            // Refused as such a loop but with no issue: `scheme.issues` does not see the loop (one inside an
            // adaptive scheme's variant), which is a finding of its own kind.
            if refusedLoop {
                log.fail("ill-formed scheme not reported", "a loop through a content block of its own, refused with no issue: \(error)")
                return
            }
            log.fail(hasRelations ? "own snapshot refused (relations)" : "own snapshot refused", "\(error)")
            return
        }
        let applied = state()
        // An adaptive scheme keeps its snapshot per size and direction and applies it again without reading
        // the frames again: where the pass reads frames before they settle, what its variant read in one pass
        // is not what it reads in the next, and the kept snapshot may differ from a fresh one (`scheme.issues`
        // or the variant's issues name the culprit). Anywhere else snapshot + apply gives `layout()`'s frames.
        if hasAdaptive && unsettled || !compares { return }
        let kind = hasRelations ? kind + " (relations)" : kind
        var issues: String?
        for (index, element) in elements.enumerated() where !laidOut[index].frame.same(as: applied[index].frame) {
            if issues == nil {
                issues = scheme.issues.map { "\($0.kind)".prefix { $0 != "(" } }.joined(separator: ", ")
                log.step("// scheme.issues: \(scheme.issues.map(\.description))")
            }
            log.fail(kind, "[issues: \(issues!)] \(name(element)): layout \(laidOut[index].frame.exact), snapshot + apply \(applied[index].frame.exact)")
        }
    }

    /// Whether a block of the scheme (nested schemes and adaptive schemes' variants flattened) or a guide's
    /// content lays out `element`.
    func laysOut(_ element: any LayoutElement) -> Bool {
        func lists(_ blocks: [any LayoutBlockProtocol]) -> Bool {
            blocks.contains { block in
                if let inner = block as? LayoutScheme { return lists(inner.blocks) }
                return ((block as? any LayoutElementListing)?.listedElements ?? []).contains { $0 === element }
            }
        }
        return lists(scheme.blocks) || guides.contains { guide in
            ((guide.contentLayout as? any LayoutElementListing)?.listedElements ?? []).contains { $0 === element }
        }
    }

    /// A guide laid out by a block of the scheme (nested schemes flattened, every variant of adaptive schemes looked
    /// into, whichever is chosen: `scheme.issues` reports a loop in any of them) whose content layout lists the guide itself.
    func selfLaidOutGuide() -> LayoutGuide<LayoutNode>? {
        func laidOut(in blocks: [any LayoutBlockProtocol]) -> [LayoutSnapshot] {
            blocks.flatMap { block in
                if let scheme = block as? LayoutScheme { return laidOut(in: scheme.blocks) }
                if let adaptive = block as? AdaptiveScheme { return laidOut(in: adaptive.variants.map(\.block)) }
                return [block.currentSnapshot]
            }
        }
        let snapshots = laidOut(in: scheme.blocks).filter { !$0.isGroup }
        return guides.first { guide in
            guard guide.superElement != nil, let content = guide.contentLayout as? any LayoutElementListing,
                  content.listedElements.contains(where: { $0 === guide }) else { return false }
            return snapshots.contains { $0.isSnapshot(of: guide) }
        }
    }

    /// The element a pass's source rect describes, by the documented rule, not the pass's own: the super element of
    /// the first element block (in pass order, nested schemes flattened; relation layouts, adaptive schemes and other
    /// opaque blocks passed over, wherever they sit) whose element is alive and in a tree. For a scheme with no
    /// such block (only relation layouts, adaptive schemes, blocks of elements out of a tree): the container of its
    /// first relation layout or adaptive scheme itself, as `LayoutScheme`'s documentation says; `nil` without one
    /// (see ``comparedPass(for:chosen:container:unsettled:direction:)``).
    func sourceContainer() -> (any LayoutElement)? {
        func first(in blocks: [any LayoutBlockProtocol]) -> (any LayoutElement)? {
            for block in blocks {
                if let scheme = block as? LayoutScheme {
                    if let found = first(in: scheme.blocks) { return found }
                    continue
                }
                let snapshot = block.currentSnapshot   // a relation layout's or an adaptive scheme's is a group
                guard !snapshot.isGroup, let element = elements.first(where: { snapshot.isSnapshot(of: $0) }),
                      let container = element.superElement else { continue }
                return container
            }
            return nil
        }
        // With none: the container of the first relation layout or adaptive scheme, itself (an area too), as the
        // documentation of `LayoutScheme` says.
        func firstSpace(in blocks: [any LayoutBlockProtocol]) -> (any LayoutElement)? {
            for block in blocks {
                if let scheme = block as? LayoutScheme {
                    if let found = firstSpace(in: scheme.blocks) { return found }
                    continue
                }
                if let own = (block as? AdaptiveScheme)?.container ?? (block as? RelationLayout)?.container { return own }
            }
            return nil
        }
        return first(in: scheme.blocks) ?? firstSpace(in: scheme.blocks)
    }

    func sizes() {
        let size = CGSize(width: fuzz.length(), height: fuzz.length()), direction = direction()
        log.step("scheme.sizeThatFits(CGSize(width: \(literal(size.width)), height: \(literal(size.height))), direction: .\(direction))")
        let fitting = scheme.sizeThatFits(size, direction: direction)
        if !(fitting.width.isFinite && fitting.height.isFinite && fitting.width >= 0 && fitting.height >= 0) {
            log.fail("sizeThatFits not finite", "scheme.sizeThatFits(\(size)) = \(fitting)")
        }
        for case let element as any AdjustableLayoutElement in elements {
            let fitting = element.sizeThatFits(size)
            if !(fitting.width.isFinite && fitting.height.isFinite && fitting.width >= 0 && fitting.height >= 0) {
                log.fail("sizeThatFits not finite", "\(name(element)).sizeThatFits(\(size)) = \(fitting)")
            }
        }
    }

    /// Descriptions of everything, and the trace of one block (any number must print).
    func describe() {
        log.step("print(scheme.currentSnapshot, root.treeDescription())")
        _ = String(describing: scheme.currentSnapshot)
        _ = root.treeDescription()
        for element in elements { _ = String(describing: element) }
        guard let leaf = leafBlocks.isEmpty ? nil : fuzz.pick(leafBlocks), let traced = leaf.value as? any TraceDescribing else { return }
        let space = space(), direction = direction()
        log.step("print((\(leaf.code)).trace(in: \(space.code), direction: .\(direction))!)")
        Watch.inSnapshot = "trace(in:)"
        _ = traced.traceDescription(in: space.value, direction: direction)
        Watch.inSnapshot = nil
    }

    func edit() {
        switch fuzz.int(0...6) {
        case 0 where !nodes.isEmpty:
            let node = fuzz.pick(nodes)
            log.step("\(name(node)).removeFromParent()")
            node.removeFromParent()
        case 1 where !nodes.isEmpty:
            let node = fuzz.pick(nodes), parent = fuzz.chance(0.5) ? root : fuzz.pick(nodes)
            log.step("try \(name(parent)).addChild(\(name(node)))  // may throw a cycle")
            try? parent.addChild(node)
        case 2:
            guard let text = nodes.compactMap({ $0 as? TextNode }).first else { return }
            let value = fuzz.pick(RectCase.texts)
            log.step("\(name(text)).text = \(value.debugDescription)")
            text.text = value
        case 3:
            guard let stack = guides.compactMap({ $0 as? StackLayoutGuide<LayoutNode> }).first else { return }
            let spacing = StackDistribution.Spacing.equal(fuzz.value(0...20))
            log.step("\(name(stack)).spacing = \(code(spacing)); \(name(stack)).axis = .\(stack.axis == .horizontal ? "vertical" : "horizontal")")
            stack.spacing = spacing
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
        case 4 where !nodes.isEmpty:
            let node = fuzz.pick(nodes), frame = rect()
            log.step("\(name(node)).frame = \(literal(frame))")
            Watch.user { node.frame = frame }
        case 5 where !scheme.blocks.isEmpty:
            let index = fuzz.int(0...(scheme.blocks.count - 1))
            log.step("scheme.remove(blockAt: \(index))")
            scheme.remove(blockAt: index)
            blocksEdited = true
        default:
            blocksEdited = true
            let element = fuzz.pick(elements), made = block(for: element, among: elements)
            let index = fuzz.int(0...scheme.blocks.count)
            log.step("scheme.insert(block: \(made.code), at: \(index))")
            scheme.insert(block: made.value, at: index)
            leafBlocks.append(made)
        }
    }

    /// A snapshot taken before an edit is refused (typed error) or written valid.
    func staleSnapshot() {
        let rect = root.layoutBounds, direction = direction()
        log.step("let stale = scheme.snapshot(for: \(literal(rect)), direction: .\(direction))")
        let snapshot = scheme.snapshot(for: rect, direction: direction)
        edit()
        // Described after the edit: its elements may have left the tree or been released.
        log.step("print(stale)")
        _ = snapshot.description
        log.step("try? scheme.apply(snapshot: stale)")
        try? scheme.apply(snapshot: snapshot)
    }
}
