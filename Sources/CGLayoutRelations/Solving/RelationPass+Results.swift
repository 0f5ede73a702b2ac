import Cassowary
import CGLayout
import Foundation

extension RelationPass {
    /// The issues of the structure and of the last solve of every component and group, and the items
    /// whose layout is ambiguous.
    func collectIssues() -> ([RelationIssue], Set<ObjectIdentifier>) {
        var issues = structure.structuralIssues
        for (index, record) in structure.records.enumerated() where state.refused[index] {
            let reason: String
            if state.outOfRange[index] {
                reason = "left out: with the frames read, a value of it is beyond the solver's range (\(Solver.valueRange.upperBound))"
                issues.append(RelationIssue(kind: .leftOut, constraint: formula(ofRecord: index), reason: reason, element: culprit(ofRecord: index)))
                continue
            }
            reason = record.slots.isEmpty ? "unsatisfiable: it relates no solved value and does not hold"
                : "unsatisfiable: it contradicts the required relations before it"
            issues.append(RelationIssue(kind: .unsatisfiable, constraint: formula(ofRecord: index), reason: reason,
                                        element: culprit(ofRecord: index)))
        }
        var ambiguous: [Int: [Int]] = [:]
        for slot in state.ambiguous.indices where state.ambiguous[slot] { ambiguous[slot / 4, default: []].append(slot % 4) }
        var elements = Set<ObjectIdentifier>()
        let names = ["x", "width", "y", "height"]
        for index in ambiguous.keys.sorted() {
            let free = ambiguous[index]!.sorted().map { names[$0] }.joined(separator: ", ")
            elements.insert(structure.items[index].id)
            issues.append(RelationIssue(kind: .ambiguous, constraint: ElementName.short(item(index)),
                                        reason: "ambiguous layout: the relations and their priorities do not determine its \(free) (a free size is "
                                            + "the smallest it may be, then a free position the nearest to the container's top leading corner "
                                            + "or to its anchor's edge)", element: item(index)))
        }
        for items in state.unsettled {
            for index in items {
                issues.append(RelationIssue(kind: .unsettled, constraint: ElementName.short(item(index)),
                                            reason: "its height did not settle after \(RelationPass.maximumRounds) rounds of measuring at the solved width",
                                            element: item(index)))
            }
        }
        return (issues, elements)
    }

    /// Item `index`'s element.
    func item(_ index: Int) -> any LayoutElement { structure.itemElements[index].object }

    /// The element a record is about: its relation's item, or the item whose hugging or compression it is.
    func culprit(ofRecord record: Int) -> AnyObject? {
        let spec = structure.records[record].spec
        if spec >= 0, case .relation(let relation) = structure.specSources[spec] { return relation.item }
        switch structure.records[record].key {
        case .hugging(let id, _), .compression(let id, _): return structure.itemIndex[id].map(item)
        case .relation, .implicit: return nil
        }
    }

    /// A record's relation, described.
    func formula(ofRecord record: Int) -> String {
        let spec = structure.records[record].spec
        if spec >= 0 {
            switch structure.specSources[spec] {
            case .relation(let relation): return relation.description
            case .implicit(let text): return text
            }
        }
        func named(_ id: ObjectIdentifier) -> String { structure.itemIndex[id].map { ElementName.short(item($0)) } ?? "an item" }
        let sizes = ["width", "height"]
        switch structure.records[record].key {
        case .hugging(let id, let axis): return "\(named(id)).\(sizes[axis]) <= intrinsic \(sizes[axis]) (content hugging)"
        case .compression(let id, let axis): return "\(named(id)).\(sizes[axis]) >= intrinsic \(sizes[axis]) (compression resistance)"
        case .relation, .implicit: return "a relation"
        }
    }

    /// An item's solved frame in its super element's space (through the super element's
    /// solved frame when it is an item), admitted by `FrameGate` (every value finite, sizes ≥ 0).
    @inline(__always)
    func frame(ofItem index: Int) -> CGRect {
        let solved = state.itemRects[index]
        var origin = state.itemChainOffset[index]
        let base = state.itemBase[index]
        guard base > 0 else { return RelationPass.frame(solved: solved, chainOffset: origin) }
        var x = solved.origin.x, y = solved.origin.y
        let frame = state.itemRects[base - 1], bounds = state.baseBoundsOrigin[base - 1]
        origin.x += frame.origin.x - bounds.x
        origin.y += frame.origin.y - bounds.y
        // An item that follows its base along an axis is placed from its offset there (its position
        // in the container's space is not kept up to date when only the base moved).
        let follows = state.follower[index]
        if follows & 1 != 0 {
            let relativeX = state.relative[RelationStructure.node(ofItem: index)]
            x = structure.rightToLeft ? frame.origin.x + frame.size.width - relativeX - solved.size.width : frame.origin.x + relativeX
        }
        if follows & 2 != 0 { y = frame.origin.y + state.relative[structure.nodeCount + RelationStructure.node(ofItem: index)] }
        return FrameGate.admitted(CGRect(x: x - origin.x, y: y - origin.y, width: solved.size.width, height: solved.size.height))
    }

    /// The frame of an item placed in the container itself (no item is its base): its solved rect less the offset
    /// of the chain of super elements between it and the container, admitted.
    @inline(__always)
    static func frame(solved: CGRect, chainOffset origin: CGPoint) -> CGRect {
        FrameGate.admitted(CGRect(x: solved.origin.x - origin.x, y: solved.origin.y - origin.y, width: solved.size.width, height: solved.size.height))
    }
}
