import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import Foundation

/// Shapes the rect engine adds to its random trees: contents that lay out their own container through
/// a chain of guides (schemes, nested schemes, relation blocks, adaptive schemes, stacks, scroll guides, flex guides), and blocks that read
/// a scroll guide's content area after the scroll guide's block laid its content out in the same pass.
extension RectCase {
    /// A chain of two to four guides of one owner, each laying out the next (arranging it, holding it as
    /// an item, or a content scheme, sometimes nested, with its block), the last one closing the loop
    /// back to the first. Stacks and flex guides refuse a link that would close a loop (a typed error);
    /// content layouts cannot refuse: the pass meets the loop, `issues` reports it and apply refuses.
    func makeContentLoop() {
        // Guides grouped by owner, in the order they were made (a dictionary's order changes from run to run).
        var groups: [[LayoutGuide<LayoutNode>]] = []
        for guide in guides where !(guide is NodePlaceholder<LayoutNode>) {
            if let index = groups.firstIndex(where: { $0[0].ownerElement === guide.ownerElement }) { groups[index].append(guide) } else { groups.append([guide]) }
        }
        let candidates = groups.filter { $0.count >= 2 }
        guard !candidates.isEmpty else { return }
        let group = fuzz.pick(candidates)
        hasCycle = true
        let chain = Array(group.shuffled(using: &fuzz).prefix(fuzz.int(2...min(4, group.count))))
        for (index, container) in chain.enumerated() {
            link(container, layingOut: chain[(index + 1) % chain.count])
        }
    }

    /// A relation block over `owner` that places `element` (a guide of `owner`) by a width, a height and an
    /// offset from the owner's left and top (the top's relation required or not).
    func relationBlock(laying element: LayoutGuide<LayoutNode>, in owner: LayoutNode) -> Coded<RelationLayout> {
        let relations = RelationLayout(container: owner)
        let width = Double(fuzz.length()), height = Double(fuzz.length()), left = Double(fuzz.offset()), top = Double(fuzz.offset())
        let priority = LayoutPriority(fuzz.pick([1000, 750]))
        relations.activate([element.constraint(.width, constant: width), element.constraint(.height, constant: height),
                            element.constraint(.left, to: owner, .left, constant: left),
                            element.constraint(.top, to: owner, .top, constant: top, priority: priority)])
        let label = "relations\(name(element))"
        log.step("let \(label) = RelationLayout(container: \(name(owner)))")
        log.step("\(label).activate([\(name(element)).constraint(.width, constant: \(literal(width))), "
                 + "\(name(element)).constraint(.height, constant: \(literal(height))), "
                 + "\(name(element)).constraint(.left, to: \(name(owner)), .left, constant: \(literal(left))), "
                 + "\(name(element)).constraint(.top, to: \(name(owner)), .top, constant: \(literal(top)), priority: \(priority.rawValue))])")
        return coded(label, relations)
    }

    /// Adds `element` to `container` when the container arranges its own elements (a stack or flex guide),
    /// logging the call (and its refusal, when a cycle check refuses it). Draws nothing from the generator.
    ///
    /// - Returns: Whether `container` was a stack or flex guide.
    func arrangeIfArranging(_ element: LayoutGuide<LayoutNode>, in container: LayoutGuide<LayoutNode>) -> Bool {
        if let stack = container as? StackLayoutGuide<LayoutNode> {
            do { try stack.addArrangedElement(element) } catch { log.step("// refused: \(error)") }
            log.step("try \(name(stack)).addArrangedElement(\(name(element)))")
            return true
        }
        if let flex = container as? FlexLayoutGuide<LayoutNode> {
            do { try flex.addItem(element) } catch { log.step("// refused: \(error)") }
            log.step("try \(name(flex)).addItem(\(name(element)))")
            return true
        }
        return false
    }

    /// Makes `container` lay out `element`, as its kind allows.
    private func link(_ container: LayoutGuide<LayoutNode>, layingOut element: LayoutGuide<LayoutNode>) {
        if !arrangeIfArranging(element, in: container) {
            let made = block(for: element, among: [])
            // Sometimes through a nested scheme, which the pass flattens and the loop crosses, through a content
            // block of one's own that lays the scheme out through the public API (a fresh pass each round, which
            // the depth backstop ends), through a relation block that has the element as an item, or through an
            // adaptive scheme (whose every variant lays the element out).
            let nesting = fuzz.int(0...4)
            var content: any LayoutBlockProtocol = LayoutScheme(blocks: [made.value])
            var code = "LayoutScheme(blocks: [\(made.code)])"
            if nesting == 3, let owner = element.ownerElement {
                let relations = relationBlock(laying: element, in: owner)
                hasRelations = true
                content = fuzz.chance(0.5) ? LayoutScheme(blocks: [relations.value]) : relations.value
                code = content is LayoutScheme ? "LayoutScheme(blocks: [\(relations.code)])" : relations.code
            } else if nesting == 4 {
                let second = block(for: element, among: [])
                let adaptive = adaptiveScheme(over: container, variants: [coded(code, content), coded("LayoutScheme(blocks: [\(second.code)])",
                                                                                                      LayoutScheme(blocks: [second.value]))])
                content = adaptive.value
                code = adaptive.code
            } else if nesting == 1 {
                content = LayoutScheme(blocks: [content])
                code = "LayoutScheme(blocks: [\(code)])"
            } else if nesting == 2, let scheme = content as? LayoutScheme {
                content = RelayingContent(scheme: scheme)
                loopsThroughOwnBlock = true
                code = "RelayingContent(scheme: \(code))"
            }
            container.contentLayout = content
            log.step("\(name(container)).contentLayout = \(code)")
        }
    }

    /// A block of a random node constrained by a scroll guide's content area (its layout bounds, whose size
    /// is the content size): placed after the scroll guide's block, it reads the content laid out in the
    /// same pass. `nil` when the case has no scroll guide or no node.
    func scrollContentReader() -> Coded<any LayoutBlockProtocol>? {
        let scrolls = guides.compactMap { $0 as? ScrollLayoutGuide<LayoutNode> }
        guard !scrolls.isEmpty, !nodes.isEmpty else { return nil }
        let scroll = fuzz.pick(scrolls), node = fuzz.pick(nodes)
        let anchors = (0..<fuzz.int(1...2)).map { _ in anchor() }
        let layout = layout()
        let block = node.layoutBlock(with: layout.value, constraints: [scroll.contentLayoutConstraint(for: anchors.map(\.value))])
        return coded("\(name(node)).layoutBlock(with: \(layout.code), constraints: [\(name(scroll)).contentLayoutConstraint(for: ["
                     + "\(anchors.map(\.code).joined(separator: ", "))])])", block)
    }
}

/// A content block of one's own, as a reader of the docs writes it: it lays out and applies its scheme
/// through the public API (a fresh pass each time), takes its snapshot inside the enclosing pass (as the
/// docs ask, so it sees the pass's frames), and lists the scheme's elements so that `scheme.issues` can
/// tell a loop through it.
struct RelayingContent: LayoutBlockProtocol, LayoutElementListing {
    let scheme: LayoutScheme
    var listedElements: [any LayoutElement] { scheme.listedElements }
    var currentSnapshot: LayoutSnapshot { scheme.currentSnapshot }
    func layout(direction: LayoutDirection) { scheme.layout(direction: direction) }
    func layout(in sourceRect: CGRect, direction: LayoutDirection) { scheme.layout(in: sourceRect, direction: direction) }
    func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        scheme.snapshot(for: sourceRect, direction: direction)
    }
    func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot { scheme.snapshot(for: sourceRect, context: context) }
    func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try scheme.validate(snapshot: snapshot) }
    func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try scheme.apply(snapshot: snapshot) }
}
