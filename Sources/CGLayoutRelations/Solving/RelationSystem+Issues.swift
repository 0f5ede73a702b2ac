import Cassowary
import CGLayout
import Foundation

extension RelationSystem {
    /// The issues of the last pass, and the items whose layout is ambiguous.
    func collectIssues() -> ([RelationIssue], Set<ObjectIdentifier>) {
        var issues = structuralIssues
        for (index, record) in records.enumerated() where record.refused {
            let reason = record.slots.isEmpty ? "unsatisfiable: it relates no solved value and does not hold"
                : "unsatisfiable: it contradicts the required relations before it"
            issues.append(RelationIssue(kind: .unsatisfiable, constraint: describe(index), reason: reason))
        }
        var ambiguous: [Int: [Int]] = [:]
        for component in components {
            if let failure = component.failure {
                issues.append(RelationIssue(kind: .solverFailure, constraint: component.slots.first.map { itemName($0 / 4) } ?? "a component",
                                            reason: "the solver failed; the last solution is kept (\(failure))"))
            }
            if let failure = component.probeFailure {
                issues.append(RelationIssue(kind: .solverFailure, constraint: component.slots.first.map { itemName($0 / 4) } ?? "a component",
                                            reason: "the solver failed while checking whether the layout is ambiguous; the frames are solved, "
                                                + "ambiguity is not checked (\(failure))"))
            }
            for slot in component.ambiguousSlots { ambiguous[slot / 4, default: []].append(slot % 4) }
        }
        for slot in slotComponent.indices where slotComponent[slot] < 0 { ambiguous[slot / 4, default: []].append(slot % 4) }
        var elements = Set<ObjectIdentifier>()
        for index in ambiguous.keys.sorted() {
            let names = ["x", "width", "y", "height"]
            let free = Set(ambiguous[index]!).sorted().map { names[$0] }.joined(separator: ", ")
            elements.insert(items[index].id)
            issues.append(RelationIssue(kind: .ambiguous, constraint: itemName(index),
                                        reason: "ambiguous layout: the relations do not determine its \(free) (free positions sit at the "
                                            + "container's top leading corner or their anchor's edge, free sizes are 0)"))
        }
        for index in unsettled {
            issues.append(RelationIssue(kind: .unsettled, constraint: itemName(index),
                                        reason: "its height did not settle after \(RelationSystem.maximumRounds) rounds of measuring at the solved width"))
        }
        return (issues, elements)
    }

    func itemName(_ index: Int) -> String {
        guard let element = itemElements[index].element else { return "a deallocated item" }
        return (element as? LayoutNode)?.name ?? (element as? any LayoutGuideProtocol)?.name ?? "\(type(of: element))"
    }

    /// A record's relation, described.
    func describe(_ record: Int) -> String {
        let spec = records[record].spec
        if spec >= 0 {
            switch specSources[spec] {
            case .relation(let relation): return relation.description
            case .implicit(let text): return text
            }
        }
        func item(_ id: ObjectIdentifier) -> String { itemIndex[id].map(itemName) ?? "an item" }
        let sizes = ["width", "height"]
        switch records[record].key {
        case .hugging(let id, let axis): return "\(item(id)).\(sizes[axis]) <= intrinsic \(sizes[axis]) (content hugging)"
        case .compression(let id, let axis): return "\(item(id)).\(sizes[axis]) >= intrinsic \(sizes[axis]) (compression resistance)"
        case .relation, .implicit: return "a relation"
        }
    }
}
