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

    /// An item's solved frame in its super element's space (through the super element's
    /// solved frame when it is an item), with every value finite and sizes ≥ 0.
    func frame(ofItem index: Int) -> CGRect {
        let solved = itemRects[index]
        var origin = itemChainOffset[index]
        let base = itemBase[index]
        var x = solved.origin.x, y = solved.origin.y
        if base > 0 {
            let frame = itemRects[base - 1], bounds = baseBoundsOrigin[base - 1]
            origin.x += frame.origin.x - bounds.x
            origin.y += frame.origin.y - bounds.y
            // An item that follows its base along an axis is placed from its offset there (its position
            // in the container's space is not kept up to date when only the base moved).
            let follows = follower[index]
            if follows & 1 != 0 {
                let relativeX = relative[RelationSystem.node(ofItem: index)]
                x = rightToLeft ? frame.origin.x + frame.size.width - relativeX - solved.size.width : frame.origin.x + relativeX
            }
            if follows & 2 != 0 { y = frame.origin.y + relative[nodeCount + RelationSystem.node(ofItem: index)] }
        }
        @inline(__always) func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(x - origin.x), y: finite(y - origin.y),
                      width: max(0, finite(solved.size.width)), height: max(0, finite(solved.size.height)))
    }
}
