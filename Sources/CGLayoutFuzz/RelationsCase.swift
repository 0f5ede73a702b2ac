import CGLayout
import CGLayoutRelations
import Foundation

/// RelationLayout systems: Auto Layout-style relations between the children
/// of a container (priorities, multipliers, text that hugs its content).
/// Every frame written is valid; snapshot + apply gives layout's frames; and
/// when a layout reports no issue, every required relation holds in the
/// frames it wrote.
final class RelationsCase {
    static let engine = Engine(name: "relations") { seed, log in RelationsCase(seed: seed, log: log).run() }

    var fuzz: Fuzz
    let log: CaseLog
    let container = WatchedNode(name: "view")
    var items: [LayoutNode] = []
    var relations: RelationLayout
    var active: [(code: String, constraint: RelationConstraint)] = []
    /// The hugging priority set, if any (a fresh layout of the same relations gets it too).
    var hugging: (TextNode, LayoutPriority)?
    /// Keeps the root alive when the container is placed inside an item (an item that holds the container).
    var outer: LayoutNode?

    init(seed: UInt64, log: CaseLog) {
        fuzz = Fuzz(seed: seed)
        self.log = log
        log.extreme = fuzz.wild
        relations = RelationLayout(container: container)
    }

    static let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]

    func name(_ element: (any LayoutElement)?) -> String { element.map(Watch.name) ?? "nil" }

    func build() {
        let frame = CGRect(x: 0, y: 0, width: fuzz.length(), height: fuzz.length())
        Watch.user { container.frame = frame }
        log.step("let view = LayoutNode(frame: \(literal(frame)), name: \"view\")")
        log.step("let relations = RelationLayout(container: view)")
        for index in 0..<fuzz.int(1...5) {
            let name = "r\(index)"
            let item: LayoutNode
            if fuzz.chance(0.3) {
                let text = fuzz.pick(RectCase.texts)
                item = WatchedText(text: text, name: name)
                log.step("let \(name) = TextNode(text: \(text.debugDescription), name: \"\(name)\")")
            } else {
                item = WatchedNode(name: name)
                log.step("let \(name) = LayoutNode(name: \"\(name)\")")
            }
            let parent = items.isEmpty || fuzz.chance(0.85) ? container : fuzz.pick(items)
            try? parent.addChild(item)
            log.step("try \(self.name(parent)).addChild(\(name))")
            items.append(item)
        }
        if fuzz.chance(0.1) {
            // An item that holds the container: it must be refused, never moved pass after pass.
            let root = WatchedNode(name: "outer"), holder = WatchedNode(name: "holder")
            try? root.addChild(holder)
            try? holder.addChild(container)
            outer = root
            items.append(holder)
            log.step("let outer = LayoutNode(name: \"outer\"), holder = LayoutNode(name: \"holder\"); try outer.addChild(holder); try holder.addChild(view)")
        }
        for _ in 0..<fuzz.int(1...10) { activate() }
        if let text = items.compactMap({ $0 as? TextNode }).first, fuzz.chance(0.3) {
            let priority = LayoutPriority(fuzz.pick([1, 250, 750, 1000]))
            log.step("relations.setContentHuggingPriority(\(priority.rawValue), for: \(name(text)), axis: .horizontal)")
            relations.setContentHuggingPriority(priority, for: text, axis: .horizontal)
            hugging = (text, priority)
        }
    }

    func activate() {
        let item = fuzz.pick(items)
        let attribute = fuzz.pick(RelationsCase.attributes), relation = fuzz.pick([LayoutRelation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        let target: LayoutNode? = fuzz.chance(0.25) ? nil : fuzz.pick(items + [container])
        let targetAttribute = fuzz.pick(RelationsCase.attributes)
        let constant = Double(fuzz.value(-40...200)), multiplier = Double(fuzz.chance(0.8) ? 1 : fuzz.scale())
        let priority = LayoutPriority(fuzz.pick([1000, 1000, 750, 250, 500, 1, 999, 999]))
        let constraint = item.constraint(attribute, relation, to: target, target == nil ? nil : targetAttribute,
                                         multiplier: multiplier, constant: constant, priority: priority)
        let code = "\(name(item)).constraint(.\(attribute), .\(relation), to: \(name(target)), \(target == nil ? "nil" : ".\(targetAttribute)"), "
            + "multiplier: \(literal(multiplier)), constant: \(literal(constant)), priority: \(priority.rawValue))"
        log.step("relations.activate([\(code)])")
        relations.activate([constraint])
        active.append((code, constraint))
    }

    /// The value of `attribute` of `element`, in the container's space. In right-to-left
    /// passes leading and trailing are measured leftwards, as in Auto Layout
    /// (`a.leading == b.leading + 16` is 16 pt inside b's right edge): they read the
    /// mirrored coordinate of the right and left edges, `minX + maxX` of the container
    /// less the edge's x.
    func value(_ attribute: LayoutAttribute, of element: any LayoutElement, direction: LayoutDirection) -> CGFloat? {
        let frame: CGRect
        if element === container { frame = space } else if element.superElement === container { frame = element.frame } else { return nil }
        let rtl = direction == .rightToLeft, mirror = space.minX + space.maxX
        switch attribute {
        case .left, .leftMargin: return frame.minX
        case .right, .rightMargin: return frame.maxX
        case .top, .topMargin: return frame.minY
        case .bottom, .bottomMargin: return frame.maxY
        case .leading, .leadingMargin: return rtl ? mirror - frame.maxX : frame.minX
        case .trailing, .trailingMargin: return rtl ? mirror - frame.minX : frame.maxX
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        }
    }

    /// The container's rect as the relations solve in it: non-finite values count as 0 and negative
    /// sizes as 0 (`RelationLayout.layout(in:direction:)` documents this). A container −1e19 wide is
    /// solved 0 wide; reading it at −1e19 reported relations that hold as broken.
    var space: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let bounds = container.bounds
        return CGRect(x: finite(bounds.origin.x), y: finite(bounds.origin.y),
                      width: max(0, finite(bounds.size.width)), height: max(0, finite(bounds.size.height)))
    }

    /// With no issue reported, every required relation holds in the frames written.
    func checkRequiredHold(direction: LayoutDirection) {
        guard relations.issues.isEmpty else { return }
        for (code, constraint) in active where constraint.priority == .required {
            guard let item = constraint.item, let left = value(constraint.attribute, of: item, direction: direction) else { continue }
            var right = CGFloat(constraint.constant)
            if let target = constraint.target {
                guard let base = value(constraint.targetAttribute, of: target, direction: direction) else { continue }
                right += CGFloat(constraint.multiplier) * base
            }
            // Relative to the magnitudes the values went through: in right-to-left a horizontal position
            // is solved mirrored across the container (x = minX + maxX − x′), so a container 1e308 wide
            // cannot place a frame within less than its own ulp (≈ 1e292) of its left edge. A broken
            // relation among ordinary values is far outside this tolerance.
            let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX, .width,
                                                    .leftMargin, .rightMargin, .leadingMargin, .trailingMargin]
            let mirrored = direction == .rightToLeft && horizontal.contains(constraint.attribute)
                ? abs(space.minX + space.maxX) : 0
            let tolerance = 1e-6 * max(1, abs(left), abs(right), mirrored)
            let holds = switch constraint.relation {
            case .equal: abs(left - right) <= tolerance
            case .lessThanOrEqual: left <= right + tolerance
            case .greaterThanOrEqual: left >= right - tolerance
            }
            if !holds {
                log.fail("relation silently broken", "no issue reported, but \(code) gives \(left) against \(right)")
            }
        }
    }

    /// The frames of the items after a layout are the frames a fresh layout of the same relations gives:
    /// a pass that visits only what changed must miss nothing.
    func checkAgainstFresh(direction: LayoutDirection) {
        let fresh = RelationLayout(container: container)
        if let (text, priority) = hugging { fresh.setContentHuggingPriority(priority, for: text, axis: .horizontal) }
        fresh.activate(active.map(\.constraint))
        Watch.inSnapshot = "fresh.snapshot(for:)"
        let snapshot = fresh.snapshot(for: container.bounds, direction: direction)
        Watch.inSnapshot = nil
        for child in snapshot.childSnapshots {
            // An incremental solve reaches the optimum along other pivots than a fresh one: the two agree to the
            // solver's accuracy (the relative tolerance of required relations), not always to the last bit.
            guard let item = items.first(where: { child.isSnapshot(of: $0) }), !RelationsCase.close(item.frame, child.frame) else { continue }
            log.fail("incremental vs fresh (relations)", "\(name(item)): layout \(item.frame.exact), a fresh layout \(child.frame.exact)")
        }
    }

    /// Equal, NaN included, or within 1e-6 of the larger magnitude in every value.
    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        zip([a.minX, a.minY, a.width, a.height], [b.minX, b.minY, b.width, b.height]).allSatisfy { x, y in
            x == y || (x.isNaN && y.isNaN) || abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
        }
    }

    func run() {
        build()
        for _ in 0..<fuzz.int(1...6) {
            let direction: LayoutDirection = fuzz.chance(0.5) ? .leftToRight : .rightToLeft
            switch fuzz.int(0...6) {
            case 0, 1:
                log.step("relations.layout(direction: .\(direction))")
                relations.layout(direction: direction)
                checkRequiredHold(direction: direction)
                checkAgainstFresh(direction: direction)
            case 5:
                // A text changes, or a frame is set by hand, between passes.
                if let text = items.compactMap({ $0 as? TextNode }).first, fuzz.chance(0.6) {
                    let new = fuzz.pick(RectCase.texts)
                    log.step("\(name(text)).text = \(new.debugDescription)")
                    text.text = new
                } else if let item = items.isEmpty ? nil : fuzz.pick(items) {
                    let frame = CGRect(x: fuzz.length(), y: fuzz.length(), width: fuzz.length(), height: fuzz.length())
                    log.step("\(name(item)).frame = \(literal(frame))")
                    Watch.user { item.frame = frame }
                }
                log.step("relations.layout(direction: .\(direction))")
                relations.layout(direction: direction)
                checkAgainstFresh(direction: direction)
            case 6:
                if let holder = outer?.children.first, fuzz.chance(0.5) {
                    let frame = CGRect(x: fuzz.length(), y: 0, width: fuzz.length(), height: fuzz.length())
                    log.step("holder.frame = \(literal(frame))")
                    Watch.user { holder.frame = frame }
                }
                log.step("relations.layout(direction: .\(direction)) // twice: the second pass gives the first's frames")
                relations.layout(direction: direction)
                let first = items.map(\.frame)
                relations.layout(direction: direction)
                for (item, frame) in zip(items, first) where item.frame.exact != frame.exact {
                    log.fail("second pass unlike the first (relations)", "\(name(item)): \(frame.exact) then \(item.frame.exact)")
                }
            case 2, 3:
                let saved = items.map(\.frame)
                log.step("let snapshot = relations.snapshot(for: view.bounds, direction: .\(direction))")
                Watch.inSnapshot = "relations.snapshot(for:)"
                let snapshot = relations.snapshot(for: container.bounds, direction: direction)
                Watch.inSnapshot = nil
                relations.layout(direction: direction)
                let laidOut = items.map(\.frame)
                Watch.user { for (item, frame) in zip(items, saved) { item.frame = frame } }
                log.step("relations.layout(direction: .\(direction)); /* frames back */ try relations.apply(snapshot: snapshot)")
                do { try relations.apply(snapshot: snapshot) } catch { log.fail("own snapshot refused", "\(error)") }
                for (item, frame) in zip(items, laidOut) where item.frame.exact != frame.exact {
                    log.fail("snapshot vs layout (relations)", "\(name(item)): layout \(frame.exact), snapshot + apply \(item.frame.exact)")
                }
            default:
                if fuzz.chance(0.5), let (code, constraint) = active.isEmpty ? nil : fuzz.pick(active) {
                    log.step("relations.deactivate([...]) // \(code)")
                    relations.deactivate([constraint])
                    active.removeAll { $0.constraint === constraint }
                } else {
                    activate()
                }
            }
        }
    }
}
