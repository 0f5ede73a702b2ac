import Cassowary
import CGLayout
import Foundation

extension RelationSystem {
    /// Checks the records that relate no slot (two elements read at their frames).
    func evaluateChecks() {
        for record in checks {
            let refused = records[record].strength.isRequired && !holds(record)
            if refused != records[record].refused {
                records[record].refused = refused
                issuesChanged = true
            }
        }
    }

    /// Positions of every node in leading space, parents first; then every item's rect.
    func computePositions(rect: CGRect) {
        for axis in 0..<2 {
            positions[axis][0] = 0
            for node in trees[axis].order where node != 0 {
                var value = positions[axis][trees[axis].parent[node]]
                    + trees[axis].offset[node].value(slots: slotValues, params: params.values)
                if node <= items.count { value += slotValues[RelationSystem.slot(node - 1, axis: axis, size: false)] }
                positions[axis][node] = value
            }
        }
        for index in items.indices {
            let node = RelationSystem.node(ofItem: index)
            let width = slotValues[RelationSystem.slot(index, axis: 0, size: true)]
            let height = slotValues[RelationSystem.slot(index, axis: 1, size: true)]
            let p = positions[0][node], q = positions[1][node]
            let x = rightToLeft ? Double(rect.origin.x + rect.size.width) - p - width : Double(rect.origin.x) + p
            itemRects[index] = CGRect(x: x, y: Double(rect.origin.y) + q, width: width, height: height)
        }
    }

    /// An item's solved frame in its super element's space (through the super element's
    /// solved frame when it is an item), with every value finite and sizes ≥ 0.
    func frame(ofItem index: Int) -> CGRect {
        let solved = itemRects[index]
        var origin = itemChainOffset[index]
        let base = itemBase[index]
        if base > 0 {
            let frame = itemRects[base - 1], bounds = baseBoundsOrigin[base - 1]
            origin.x += frame.origin.x - bounds.x
            origin.y += frame.origin.y - bounds.y
        }
        @inline(__always) func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(solved.origin.x - origin.x), y: finite(solved.origin.y - origin.y),
                      width: max(0, finite(solved.size.width)), height: max(0, finite(solved.size.height)))
    }
}
