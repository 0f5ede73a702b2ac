import Cassowary
import CGLayout
import Foundation

/// A problem met while solving, named: the relation is left out and the
/// other relations are still solved.
public struct RelationIssue: Sendable, Equatable, CustomStringConvertible {
    /// The relation, described.
    public let constraint: String
    /// Why it was left out.
    public let reason: String

    /// `reason: constraint`.
    public var description: String { "\(reason): \(constraint)" }
}

/// A solver-backed group: relations between elements (``RelationConstraint``)
/// solved by the Cassowary solver, with priorities. It is a layout block:
/// it lays out directly, computes snapshots without touching any element
/// (off the main thread like every snapshot), applies them, and takes part
/// in a ``CGLayout/LayoutScheme`` beside rect-based blocks.
///
/// Frames are solved in the container's space: the container (usually the
/// common super element) is read as its bounds, other elements that are not
/// constrained items are read at their present frames, and each item's
/// solved frame is converted back into its own super element's space.
/// In right-to-left passes leading and trailing are measured leftwards, as in
/// Auto Layout: `a.leading == b.leading + 16` is 16 pt inside b's right edge.
/// Text nodes (and elements given a hugging or compression priority) enter
/// with their intrinsic size: `width <= fit` at the hugging priority (250 by
/// default) and `width >= fit` at the compression resistance (750).
///
/// ```swift
/// let relations = RelationLayout(container: root)
/// relations.activate([
///     title.constraint(.leading, to: root, .leading, constant: 16),
///     title.constraint(.top, to: root, .top, constant: 8),
///     badge.constraint(.leading, to: title, .trailing, constant: 8),
///     badge.constraint(.centerY, to: title, .centerY),
///     badge.constraint(.width, constant: 20), badge.constraint(.height, to: badge, .width),
/// ])
/// relations.layout(direction: .leftToRight)
/// ```
public final class RelationLayout: LayoutBlockProtocol, @unchecked Sendable {
    /// The axes of content priorities.
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    /// The element whose space frames are solved in.
    public private(set) weak var container: (any LayoutElement)?
    private let lock = NSLock()
    private var active: [RelationConstraint] = []
    private var hugging: [ObjectIdentifier: [Axis: LayoutPriority]] = [:]
    private var compression: [ObjectIdentifier: [Axis: LayoutPriority]] = [:]
    private var lastIssues: [RelationIssue] = []

    /// Creates a group solving in `container`'s space.
    ///
    /// - Parameter container: Usually the common super element of the items.
    public init(container: any LayoutElement) {
        self.container = container
    }

    /// The active relations, in activation order.
    public var activeConstraints: [RelationConstraint] { lock.withLock { active } }

    /// The issues of the last solve (unsatisfiable required relations, non-finite values, elements of other trees).
    public var issues: [RelationIssue] { lock.withLock { lastIssues } }

    /// Activates `constraints` (already active ones stay where they are).
    ///
    /// - Parameter constraints: Relations made with `constraint(_:_:to:_:multiplier:constant:priority:)`.
    public func activate(_ constraints: [RelationConstraint]) {
        lock.withLock {
            for constraint in constraints where !active.contains(where: { $0 === constraint }) { active.append(constraint) }
        }
    }

    /// Deactivates `constraints`.
    ///
    /// - Parameter constraints: Active relations.
    public func deactivate(_ constraints: [RelationConstraint]) {
        lock.withLock { active.removeAll { constraint in constraints.contains { $0 === constraint } } }
    }

    /// How strongly `element` resists growing beyond its intrinsic size along `axis`.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - element: An adjustable element.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for element: any AdjustableLayoutElement, axis: Axis) {
        lock.withLock { hugging[ObjectIdentifier(element), default: [:]][axis] = priority }
    }

    /// How strongly `element` resists shrinking below its intrinsic size along `axis`.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - element: An adjustable element.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for element: any AdjustableLayoutElement, axis: Axis) {
        lock.withLock { compression[ObjectIdentifier(element), default: [:]][axis] = priority }
    }

    // MARK: Solving

    /// The constrained items (alive), in order of first appearance.
    private func items(of constraints: [RelationConstraint]) -> [any LayoutElement] {
        var items: [any LayoutElement] = []
        for constraint in constraints {
            guard let item = constraint.item, !items.contains(where: { $0 === item }) else { continue }
            items.append(item)
        }
        return items
    }

    /// Solves every frame; writes nothing.
    ///
    /// - Parameters:
    ///   - containerRect: The container's rect in its own space (its bounds unless a source rect is given).
    ///   - direction: Resolves leading/trailing.
    /// - Returns: Each item with its frame in its super element's space (`nil` when it cannot be placed), and the issues.
    func solve(containerRect: CGRect?, direction: LayoutDirection) -> ([(any LayoutElement, CGRect?)], [RelationIssue]) {
        let (constraints, hugging, compression) = lock.withLock { (active, self.hugging, self.compression) }
        let items = items(of: constraints)
        guard let container else { return (items.map { ($0, nil) }, []) }
        let context = LayoutContext.live(direction: direction)
        let space = containerRect ?? container.bounds
        var issues: [RelationIssue] = []
        let solver = Solver()
        var variables: [ObjectIdentifier: RectVariables] = [:]
        for item in items {
            guard let superElement = item.superElement,
                  let current = context.convert(rect: item.frame, from: superElement, to: container) else {
                issues.append(RelationIssue(constraint: "\(item)", reason: "not in the container's tree"))
                continue
            }
            let rect = RectVariables(current)
            variables[ObjectIdentifier(item)] = rect
            // Very weak stays keep under-determined items where they are.
            for (variable, value) in [(rect.left, current.minX), (rect.top, current.minY), (rect.width, current.width), (rect.height, current.height)] {
                try? solver.addConstraint((variable == Double(value)) | Strength(0.001))
            }
            let id = ObjectIdentifier(item)
            if let adjustable = item as? any AdjustableLayoutElement, item is TextNode || hugging[id] != nil || compression[id] != nil {
                let fit = adjustable.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
                for (axis, variable, value) in [(Axis.horizontal, rect.width, fit.width), (.vertical, rect.height, fit.height)] where value.isFinite {
                    let hug = RelationLayout.strength(hugging[id]?[axis] ?? .defaultLow)
                    let resist = RelationLayout.strength(compression[id]?[axis] ?? .defaultHigh)
                    try? solver.addConstraint((variable <= Double(value)) | hug)
                    try? solver.addConstraint((variable >= Double(value)) | resist)
                }
            }
            try? solver.addConstraint(rect.width >= 0)
            try? solver.addConstraint(rect.height >= 0)
        }
        func side(_ element: (any LayoutElement)?, _ attribute: LayoutAttribute) -> Cassowary.Expression? {
            guard let element else { return nil }
            let margins = (element as? any RelationMargins)?.layoutMargins ?? .zero
            if let rect = variables[ObjectIdentifier(element)] {
                return rect.expression(attribute, margins: margins, direction: direction)
            }
            let frame: CGRect?
            if element === container {
                frame = space
            } else if let superElement = element.superElement {
                frame = context.convert(rect: element.frame, from: superElement, to: container)
            } else {
                frame = nil
            }
            return frame.map { Cassowary.Expression(constant: RectVariables.value(attribute, of: $0, margins: margins, direction: direction)) }
        }
        for constraint in constraints {
            guard constraint.item != nil else { continue }
            guard constraint.multiplier.isFinite, constraint.constant.isFinite else {
                issues.append(RelationIssue(constraint: constraint.description, reason: "non-finite multiplier or constant"))
                continue
            }
            guard let left = side(constraint.item, constraint.attribute) else {
                issues.append(RelationIssue(constraint: constraint.description, reason: "the item is not in the container's tree"))
                continue
            }
            var right = Cassowary.Expression(constant: constraint.constant)
            if constraint.hasTarget {
                guard let target = side(constraint.target, constraint.targetAttribute) else {
                    issues.append(RelationIssue(constraint: constraint.description, reason: "the target is gone or in another tree"))
                    continue
                }
                right = target * constraint.multiplier + constraint.constant
            }
            let relation: Cassowary.Constraint
            switch constraint.relation {
            case .equal: relation = left == right
            case .lessThanOrEqual: relation = left <= right
            case .greaterThanOrEqual: relation = left >= right
            }
            do {
                try solver.addConstraint(relation | RelationLayout.strength(constraint.priority))
            } catch {
                issues.append(RelationIssue(constraint: constraint.description, reason: error.description))
            }
        }
        solver.updateVariables()
        let frames = items.map { item -> (any LayoutElement, CGRect?) in
            guard let rect = variables[ObjectIdentifier(item)], let superElement = item.superElement else { return (item, nil) }
            let solved = CGRect(x: rect.left.value, y: rect.top.value, width: rect.width.value, height: rect.height.value)
            return (item, context.convert(rect: solved, from: container, to: superElement).map(\.sanitizedForRelations))
        }
        return (frames, issues)
    }

    static func strength(_ priority: LayoutPriority) -> Strength {
        priority == .required ? .required : Strength(Double(priority.rawValue) * 1000)
    }

    // MARK: LayoutBlockProtocol

    /// The items' present frames.
    public var currentSnapshot: LayoutSnapshot {
        LayoutSnapshot(childSnapshots: items(of: activeConstraints).map { LayoutSnapshot(element: $0, frame: $0.frame) })
    }

    /// Solves in the container's bounds and writes the frames.
    public func layout(direction: LayoutDirection) {
        write(solve(containerRect: nil, direction: direction))
    }

    /// Solves with `sourceRect` as the container's rect (in its own coordinates) and writes the frames.
    public func layout(in sourceRect: CGRect, direction: LayoutDirection) {
        write(solve(containerRect: sourceRect, direction: direction))
    }

    private func write(_ result: ([(any LayoutElement, CGRect?)], [RelationIssue])) {
        for (item, frame) in result.0 { if let frame { item.frame = frame } }
        lock.withLock { lastIssues = result.1 }
    }

    /// Solves with `sourceRect` as the container's rect; writes nothing.
    public func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
        let (frames, _) = solve(containerRect: sourceRect, direction: direction)
        return LayoutSnapshot(childSnapshots: frames.map { LayoutSnapshot(element: $0.0, frame: $0.1 ?? $0.0.frame) })
    }

    /// Checks that `snapshot` has one frame per constrained item, in order.
    public func validate(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        let items = items(of: activeConstraints)
        guard snapshot.isGroup, snapshot.childSnapshots.count == items.count else {
            throw .structureMismatch(path: [], expected: "\(items.count) related items", found: "\(snapshot.childSnapshots.count)")
        }
        for (index, (item, child)) in zip(items, snapshot.childSnapshots).enumerated() where !child.isSnapshot(of: item) {
            throw .elementMismatch(path: [index], element: "\(item)")
        }
    }

    /// Writes a snapshot computed by this group.
    public func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {
        try validate(snapshot: snapshot)
        for (item, child) in zip(items(of: activeConstraints), snapshot.childSnapshots) where item.superElement != nil {
            item.frame = child.frame
        }
    }
}

/// The four variables of one item's frame in the container's space.
struct RectVariables {
    let left, top, width, height: Variable

    init(_ current: CGRect) {
        left = Variable("left"); top = Variable("top"); width = Variable("width"); height = Variable("height")
    }

    func expression(_ attribute: LayoutAttribute, margins: EdgeInsets, direction: LayoutDirection) -> Cassowary.Expression {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left: return Expression(left)
        case .right: return left + width
        case .top: return Expression(top)
        case .bottom: return top + height
        // In RTL, leading and trailing are measured leftwards (as Auto Layout does):
        // `a.leading == b.leading + 16` puts a 16 pt inside b's right edge.
        case .leading: return rtl ? -(left + width) : Expression(left)
        case .trailing: return rtl ? -left : left + width
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return left + width - Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height - Double(margins.bottom)
        case .leadingMargin: return rtl ? -(left + width - Double(margins.right)) : left + Double(margins.left)
        case .trailingMargin: return rtl ? -(left + Double(margins.left)) : left + width - Double(margins.right)
        }
    }

    static func value(_ attribute: LayoutAttribute, of rect: CGRect, margins: EdgeInsets, direction: LayoutDirection) -> Double {
        let rtl = direction == .rightToLeft
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .leading: return rtl ? -(x + w) : x
        case .trailing: return rtl ? -x : x + w
        case .width: return w
        case .height: return h
        case .centerX: return x + w / 2
        case .centerY: return y + h / 2
        case .leftMargin: return x + Double(margins.left)
        case .rightMargin: return x + w - Double(margins.right)
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return y + h - Double(margins.bottom)
        case .leadingMargin: return rtl ? -(x + w - Double(margins.right)) : x + Double(margins.left)
        case .trailingMargin: return rtl ? -(x + Double(margins.left)) : x + w - Double(margins.right)
        }
    }
}

extension CGRect {
    /// Solved frames with non-finite values or negative sizes clamped (they never reach an element).
    var sanitizedForRelations: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(origin.x), y: finite(origin.y), width: max(0, finite(size.width)), height: max(0, finite(size.height)))
    }
}
