import CGLayout
import Foundation

/// An attribute of an element's frame, as in Auto Layout.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    /// The frame's edges.
    case left, right, top, bottom
    /// Left in left-to-right passes, right in right-to-left ones.
    case leading
    /// Right in left-to-right passes, left in right-to-left ones.
    case trailing
    /// The frame's size and centre.
    case width, height, centerX, centerY
    /// The attribute inset by the element's ``RelationMargins/layoutMargins`` (its edge for elements without margins).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
}

/// How the two sides of a relation compare.
public enum LayoutRelation: Sendable, Hashable {
    /// `==`, `>=`, `<=`.
    case equal, greaterThanOrEqual, lessThanOrEqual
}

/// How much a relation matters: 1000 is required, lower values give way,
/// higher before lower (Auto Layout's scale).
public struct LayoutPriority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The value, clamped to `1...1000`.
    public let rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The value; clamped to `1...1000` (NaN counts as 1).
    public init(_ rawValue: Float) { self.rawValue = rawValue.isNaN ? 1 : min(max(rawValue, 1), 1000) }
    /// A priority from a literal.
    ///
    /// - Parameter value: The value.
    public init(floatLiteral value: Float) { self.init(value) }
    /// A priority from a literal.
    ///
    /// - Parameter value: The value.
    public init(integerLiteral value: Int) { self.init(Float(value)) }

    /// 1000: must hold.
    public static let required: LayoutPriority = 1000
    /// 750: the default compression resistance.
    public static let defaultHigh: LayoutPriority = 750
    /// 250: the default content hugging.
    public static let defaultLow: LayoutPriority = 250
    /// 50.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Elements with margins for the `…Margin` attributes. `LayoutNode`
/// conforms through its `layoutMargins` (8 on each side by default); elements
/// that do not conform have no margins (the `…Margin` attributes are their edges).
public protocol RelationMargins: LayoutElement {
    /// The margins inside the element's frame; `.leadingMargin` reads the left one
    /// in left-to-right passes and the right one in right-to-left passes.
    var layoutMargins: EdgeInsets { get }
}

extension LayoutNode: RelationMargins {}

/// `item.attribute RELATION multiplier × target.targetAttribute + constant`,
/// with a priority: Auto Layout-style relations, solved by the Cassowary solver.
///
/// ```swift
/// let relations = RelationLayout(container: root)
/// relations.activate([
///     title.constraint(.top, to: root, .top, constant: 8),
///     title.constraint(.leading, to: root, .leading, constant: 16),
///     title.constraint(.trailing, .lessThanOrEqual, to: root, .trailing, constant: -16),
/// ])
/// relations.layout()
/// ```
///
/// A relation is a reference type: activate it in a ``RelationLayout`` and
/// deactivate it later by the same reference. Its ``priority`` may change at
/// any time, from any task; the layouts it is active in take the new priority
/// at their next pass.
public final class RelationConstraint: @unchecked Sendable, CustomStringConvertible {
    // `item` and `target` are `weak let`: set once, so a read is a weak load with no exclusivity check (a
    // compilation reads them per relation).
    /// The constrained element.
    public weak let item: (any LayoutElement)?
    /// Its attribute.
    public let attribute: LayoutAttribute
    /// The relation.
    public let relation: LayoutRelation
    /// The other element, or `nil` for a constant.
    public weak let target: (any LayoutElement)?
    let hasTarget: Bool
    /// The other element's attribute.
    public let targetAttribute: LayoutAttribute
    /// The factor on the target's attribute.
    public let multiplier: Double
    /// The constant added.
    public let constant: Double
    /// One lock for the mutable state of every relation: priorities change rarely and
    /// are read in batches when a layout reads its relations, so a lock per relation
    /// would only cost an allocation each.
    static let stateLock = NSLock()
    // Read and written only while `stateLock` is held: no dynamic exclusivity check per access (an
    // activation attaches every relation).
    @exclusivity(unchecked) private var storedPriority: LayoutPriority
    @exclusivity(unchecked) private weak var owner: RelationLayout?
    /// The identity `owner` was set with (`nil`: never set, or detached): an activation in another layout
    /// needs no weak load of the owner (a retain and a release on the runtime's slow path).
    ///
    /// It may name a freed layout: a layout is not detached when it is freed. The cheap path (taking the
    /// owner's place without a scan) then relies on a new layout being allocated at the freed owner's
    /// address; any other layout goes to `otherOwners`, the list, and is told of priority changes from there.
    @exclusivity(unchecked) private var ownerID: ObjectIdentifier?
    @exclusivity(unchecked) private var otherOwners: [WeakRelationLayout] = []

    init(item: any LayoutElement, attribute: LayoutAttribute, relation: LayoutRelation, target: (any LayoutElement)?,
         targetAttribute: LayoutAttribute?, multiplier: Double, constant: Double, priority: LayoutPriority) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.hasTarget = target != nil
        self.targetAttribute = targetAttribute ?? attribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
    }

    /// How much it matters; required by default. Safe to change from any task,
    /// also while a layout it is active in takes a snapshot (that snapshot uses
    /// the old or the new priority, never a mix).
    public var priority: LayoutPriority {
        get { RelationConstraint.stateLock.withLock { storedPriority } }
        set {
            let owners: [RelationLayout] = RelationConstraint.stateLock.withLock {
                guard storedPriority != newValue else { return [] }
                storedPriority = newValue
                return [owner].compactMap { $0 } + otherOwners.compactMap(\.layout)
            }
            for owner in owners { owner.relationsDidChange() }
        }
    }

    /// The priority, read while `stateLock` is held.
    var priorityUnderLock: LayoutPriority { storedPriority }

    /// The same relation with another priority.
    ///
    /// - Parameter priority: The priority.
    /// - Returns: This constraint, for chaining.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> RelationConstraint {
        self.priority = priority
        return self
    }

    /// Remembers a layout these relations are active in (told when a priority changes).
    static func attach(_ relations: [RelationConstraint], to layout: RelationLayout) {
        stateLock.withLock { for relation in relations { relation.attachUnderLock(to: layout) } }
    }

    private func attachUnderLock(to layout: RelationLayout) {
        let id = ObjectIdentifier(layout)
        if ownerID == nil {
            owner = layout
            ownerID = id
            return
        }
        if ownerID == id {
            // The same address: the same layout, or a new one where a released owner was.
            let current = owner   // one weak load
            if current == nil { owner = layout }
            if current == nil || current === layout { return }
        }
        // Another layout holds the owner's place (alive or released): this one goes to the list.
        // One pass over the other layouts: already listed, or the first slot of a layout that is gone is taken
        // (the list is not rebuilt at each activation: a fresh layout over relations another layout holds).
        let placed = otherOwners.withUnsafeMutableBufferPointer { owners in
            var free = -1
            for index in owners.indices {
                guard let other = owners[index].layout else {
                    if free < 0 { free = index }
                    continue
                }
                if other === layout { return true }
            }
            guard free >= 0 else { return false }
            owners[free].layout = layout
            return true
        }
        if !placed { otherOwners.append(WeakRelationLayout(layout: layout)) }
    }

    /// Forgets a layout this relation was active in.
    func detach(from layout: RelationLayout) {
        RelationConstraint.stateLock.withLock {
            if owner === layout {
                owner = nil
                ownerID = nil
            }
            otherOwners.removeAll { $0.layout == nil || $0.layout === layout }
        }
    }

    /// E.g. `title.top == 1.0 × root.top + 8.0 @1000`.
    public var description: String {
        func name(_ element: (any LayoutElement)?) -> String { ElementName.short(element) }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let right = hasTarget ? "\(multiplier) × \(name(target)).\(targetAttribute) + \(constant)" : "\(constant)"
        return "\(name(item)).\(attribute) \(op) \(right) @\(Int(priority.rawValue))"
    }
}

struct WeakRelationLayout {
    weak var layout: RelationLayout?
}

extension LayoutElement {
    /// A relation from this element's `attribute` to `target`'s (Auto Layout's `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)` shape).
    ///
    /// - Parameters:
    ///   - attribute: This element's attribute.
    ///   - relation: The relation; equal by default.
    ///   - target: The other element, or `nil` to relate to `constant` alone.
    ///   - targetAttribute: The other attribute; the same as `attribute` by default.
    ///   - multiplier: The factor on the target's attribute.
    ///   - constant: The constant added.
    ///   - priority: How much it matters; required by default.
    /// - Returns: The relation (inactive until a ``RelationLayout`` activates it).
    public func constraint(_ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                           to target: (any LayoutElement)? = nil, _ targetAttribute: LayoutAttribute? = nil,
                           multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) -> RelationConstraint {
        RelationConstraint(item: self, attribute: attribute, relation: relation, target: target, targetAttribute: targetAttribute,
                           multiplier: multiplier, constant: constant, priority: priority)
    }
}
