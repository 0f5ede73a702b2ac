import CGLayout
import CGLayoutRelations
import Foundation

/// A value with the Swift that makes it.
struct Coded<Value> {
    var code: String
    var value: Value
}

func coded<Value>(_ code: String, _ value: Value) -> Coded<Value> { Coded(code: code, value: value) }

/// `element.layoutBlock(with:constraints:)` for an element of any type.
private func makeBlock<Element: LayoutElement>(_ element: Element, _ layout: Layout,
                                               _ constraints: [any LayoutConstraintProtocol]) -> any LayoutBlockProtocol {
    element.layoutBlock(with: layout, constraints: constraints)
}

extension RectCase {
    func horizontal() -> Coded<Layout.Alignment.Horizontal> {
        let o = fuzz.offset(), s = fuzz.scale(), (a, b) = bounds()
        return fuzz.pick([
            coded(".left(\(literal(o)))", .left(o)), coded(".right(\(literal(o)))", .right(o)), coded(".center(\(literal(o)))", .center(o)),
            coded(".leading(\(literal(o)))", .leading(o)), coded(".trailing(\(literal(o)))", .trailing(o)),
            coded(".left(multiplier: \(literal(s)))", .left(multiplier: s)), coded(".right(multiplier: \(literal(s)))", .right(multiplier: s)),
            coded(".left(between: \(literal(a))...\(literal(b)))", .left(between: a...b)), coded(".equal", .equal),
        ])
    }

    func vertical() -> Coded<Layout.Alignment.Vertical> {
        let o = fuzz.offset(), s = fuzz.scale(), (a, b) = bounds()
        return fuzz.pick([
            coded(".top(\(literal(o)))", .top(o)), coded(".bottom(\(literal(o)))", .bottom(o)), coded(".center(\(literal(o)))", .center(o)),
            coded(".top(multiplier: \(literal(s)))", .top(multiplier: s)), coded(".bottom(between: \(literal(a))...\(literal(b)))", .bottom(between: a...b)),
            coded(".equal", .equal),
        ])
    }

    func width() -> Coded<Layout.Filling.Horizontal> {
        let l = fuzz.length(), s = fuzz.scale(), o = fuzz.offset(), (a, b) = bounds()
        return fuzz.pick([
            coded(".fixed(\(literal(l)))", .fixed(l)), coded(".scaled(\(literal(s)))", .scaled(s)), coded(".boxed(\(literal(o)))", .boxed(o)),
            coded(".upTo(\(literal(l)))", .upTo(l)), coded(".from(\(literal(l)))", .from(l)),
            coded(".between(\(literal(a))...\(literal(b)))", .between(a...b)), coded(".equal", .equal),
            // Sizes from content, against the space (a width at most the room its alignment leaves).
            coded(".fit", .fit), coded(".scaled(\(literal(s))).then(.fit)", .scaled(s).then(.fit)),
            coded(".fit.then(.upTo(\(literal(l))))", .fit.then(.upTo(l))),
        ])
    }

    func height() -> Coded<Layout.Filling.Vertical> {
        let l = fuzz.length(), s = fuzz.scale(), o = fuzz.offset()
        return fuzz.pick([
            coded(".fixed(\(literal(l)))", .fixed(l)), coded(".scaled(\(literal(s)))", .scaled(s)), coded(".boxed(\(literal(o)))", .boxed(o)),
            coded(".upTo(\(literal(l)))", .upTo(l)), coded(".from(\(literal(l)))", .from(l)), coded(".equal", .equal),
            coded(".fit", .fit), coded(".scaled(\(literal(s))).then(.fit)", .scaled(s).then(.fit)),
            coded(".fit.then(.from(\(literal(l))))", .fit.then(.from(l))),
        ])
    }

    func layout() -> Coded<Layout> {
        let x = horizontal(), y = vertical(), w = width(), h = height()
        return coded("Layout(x: \(x.code), y: \(y.code), width: \(w.code), height: \(h.code))",
                     Layout(x: x.value, y: y.value, width: w.value, height: h.value))
    }

    func anchor() -> Coded<LayoutAnchor> {
        let s = fuzz.scale(), o = fuzz.offset()
        return fuzz.pick([
            coded(".left(.limit(on: .outer))", .left(.limit(on: .outer))), coded(".left(.align(by: .inner))", .left(.align(by: .inner))),
            coded(".right(.pull(from: .outer))", .right(.pull(from: .outer))), coded(".right(.limit(on: .inner))", .right(.limit(on: .inner))),
            coded(".top(.limit(on: .inner))", .top(.limit(on: .inner))), coded(".bottom(.limit(on: .outer))", .bottom(.limit(on: .outer))),
            coded(".bottom(.align(by: .outer))", .bottom(.align(by: .outer))), coded(".top(.pull(from: .inner))", .top(.pull(from: .inner))),
            coded(".leading(.limit(on: .outer))", .leading(.limit(on: .outer))), coded(".trailing(.pull(from: .inner))", .trailing(.pull(from: .inner))),
            coded(".width(\(literal(s)))", .width(s)), coded(".height(\(literal(s)))", .height(s)),
            coded(".center(.align(by: .center))", .center(.align(by: .center))), coded(".center(.align(by: .origin))", .center(.align(by: .origin))),
            coded(".insets(EdgeInsets(top: \(literal(o)), left: \(literal(o)), bottom: 0, right: \(literal(-o))))",
                  .insets(EdgeInsets(top: o, left: o, bottom: 0, right: -o))),
            coded(".insets(leading: \(literal(o)), trailing: \(literal(-o)))", .insets(leading: o, trailing: -o)),
            coded(".equally", .equally),
        ])
    }

    /// A block for `element` with a random layout and constraints on random elements: of `others` only when `closed`.
    func block(for element: any LayoutElement, among others: [any LayoutElement], closed: Bool = false) -> Coded<any LayoutBlockProtocol> {
        let layout = layout()
        var constraints: [any LayoutConstraintProtocol] = []
        var codes: [String] = []
        // Mostly elements of the same group, sometimes any element of the case (another subtree, itself).
        let pool = closed ? others : others.isEmpty || fuzz.chance(0.2) ? elements : others
        for _ in 0..<fuzz.int(0...2) {
            let other = fuzz.pick(pool), anchors = (0..<fuzz.int(1...2)).map { _ in anchor() }
            constraints.append(other.layoutConstraint(for: anchors.map(\.value)))
            codes.append("\(name(other)).layoutConstraint(for: [\(anchors.map(\.code).joined(separator: ", "))])")
        }
        if let adjustable = element as? any AdjustableLayoutElement, fuzz.chance(0.3) {
            let sizes = fuzz.pick([coded("[.width(), .height()]", [LayoutAnchor.Size.width(), .height()]),
                                   coded("[.height()]", [LayoutAnchor.Size.height()]),
                                   coded("[.width(\(literal(fuzz.scale())))]", [LayoutAnchor.Size.width(fuzz.scale())])])
            constraints.append(adjustable.adjustLayoutConstraint(for: sizes.value))
            codes.append("\(name(element)).adjustLayoutConstraint(for: \(sizes.code))")
        }
        if let node = element as? LayoutNode, let other = pool.compactMap({ $0 as? LayoutNode }).first, fuzz.chance(0.15) {
            // The anchors DSL.
            let block = node.layoutBlock(with: layout.value) { anchors in
                anchors.leading.pull(to: other.layoutAnchors.trailing)
                anchors.centerY.align(by: other.layoutAnchors.centerY)
                anchors.width.equalIntrinsicSize()
                anchors.height.equalIntrinsicSize()
            }
            return coded("\(name(node)).layoutBlock(with: \(layout.code)) { anchors in anchors.leading.pull(to: \(name(other)).layoutAnchors.trailing); "
                         + "anchors.centerY.align(by: \(name(other)).layoutAnchors.centerY); anchors.width.equalIntrinsicSize(); anchors.height.equalIntrinsicSize() }",
                         block)
        }
        return coded("\(name(element)).layoutBlock(with: \(layout.code), constraints: [\(codes.joined(separator: ", "))])",
                     makeBlock(element, layout.value, constraints))
    }

    /// A relation block over the children of a random node.
    func relationBlock() -> Coded<any LayoutBlockProtocol> {
        hasRelations = true
        let container: LayoutNode = nodes.isEmpty || fuzz.chance(0.6) ? root : fuzz.pick(nodes)
        let items = nodes.filter { $0.parent === container }
        let relations = RelationLayout(container: container)
        var codes: [String] = []
        let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]
        for _ in 0..<(items.isEmpty ? 0 : fuzz.int(1...6)) {
            let item = fuzz.pick(items)
            let attribute = fuzz.pick(attributes), relation = fuzz.pick([LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual])
            let target: LayoutNode? = fuzz.chance(0.2) ? nil : fuzz.pick(items + [container])
            let targetAttribute = fuzz.pick(attributes)
            let constant = Double(fuzz.offset()), multiplier = Double(fuzz.chance(0.8) ? 1 : fuzz.scale())
            let priority = LayoutPriority(fuzz.pick([1000, 750, 250, 500]))
            relations.activate([item.constraint(attribute, relation, to: target, target == nil ? nil : targetAttribute,
                                                multiplier: multiplier, constant: constant, priority: priority)])
            codes.append("\(name(item)).constraint(.\(attribute), .\(relation), to: \(target.map(name) ?? "nil"), "
                         + "\(target == nil ? "nil" : ".\(targetAttribute)"), multiplier: \(literal(multiplier)), "
                         + "constant: \(literal(constant)), priority: \(priority.rawValue))")
        }
        log.step("let relations\(name(container)) = RelationLayout(container: \(name(container)))")
        log.step("relations\(name(container)).activate([\(codes.joined(separator: ", "))])")
        return coded("relations\(name(container))", relations)
    }

    func code(_ spacing: StackDistribution.Spacing) -> String {
        if case .equal(let value) = spacing { return ".equal(\(literal(value)))" }
        return ".equally"
    }

    func code(_ alignment: StackDistribution.Alignment) -> String {
        switch alignment {
        case .leading(let o): return ".leading(\(literal(o)))"
        case .center(let o): return ".center(\(literal(o)))"
        case .trailing(let o): return ".trailing(\(literal(o)))"
        }
    }

    func code(_ filling: StackDistribution.Filling) -> String {
        switch filling {
        case .equally: return ".equally"
        case .equal(let value): return ".equal(\(literal(value)))"
        case .fit: return ".fit"
        }
    }
}
