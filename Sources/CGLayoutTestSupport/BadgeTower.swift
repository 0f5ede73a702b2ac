import CGLayout
import Foundation

/// The frames plain arithmetic gives a tower of guides nested in each other's content, as the deep-nesting
/// tests build it: guide `i` (0 at the top) at (0, 0.25 i, 300, 400) in the root's space — each content lays
/// out the next guide a quarter point lower, at full size — with badge `i` at guide `i`'s top right, as wide
/// as it measures and 17 high, and the leaf at the last guide's top left.
public enum BadgeTower {
    /// Guide `level`'s frame in the root's space.
    public static func guideFrame(at level: Int) -> CGRect {
        CGRect(x: 0, y: 0.25 * CGFloat(level), width: 300, height: 400)
    }

    /// The frames of a tower against those plain arithmetic gives: guide `i` at ``guideFrame(at:)``, badge `i`
    /// at (300 − w, 0.25 i, w, 17) where w is `badgeWidth(badge)`, the leaf at (0, 0.25 (guides − 1)) with
    /// `leafSize`. Empty when all hold; the first five mismatches are named (a deep tower can have thousands).
    ///
    /// - Parameters:
    ///   - guides: The guides, the top one first.
    ///   - badges: The badges, one per guide but the last, the top one's first.
    ///   - badgeWidth: A badge's width as it measures.
    ///   - leaf: The element the last guide's content lays out.
    ///   - leafSize: The leaf's size as it measures.
    /// - Returns: "name at frame, not expected" per mismatch, at most five.
    public static func mismatches<Badge: LayoutNode>(guides: [LayoutGuide<LayoutNode>], badges: [Badge], badgeWidth: (Badge) -> CGFloat,
                                                     leaf: any LayoutElement, leafSize: CGSize) -> [String] {
        var found: [String] = []
        func check(_ name: String, _ frame: CGRect, _ expected: CGRect) {
            if frame != expected, found.count < 5 { found.append("\(name) at \(frame), not \(expected)") }
        }
        for (level, guide) in guides.enumerated() {
            check(guide.description, guide.frame, guideFrame(at: level))
        }
        for (level, badge) in badges.enumerated() {
            let width = badgeWidth(badge), guide = guideFrame(at: level)
            check(badge.description, badge.frame, CGRect(x: guide.maxX - width, y: guide.minY, width: width, height: 17))
        }
        check("leaf", leaf.frame, CGRect(origin: guideFrame(at: guides.count - 1).origin, size: leafSize))
        return found
    }
}
