import CGLayoutFlex
import Foundation

extension FlexFeed {
    /// The flex rows benchmark: a column of `count` rows of 4 nodes each, to see how the cost per node grows with
    /// the tree. A row: padding 8, items centred: a 24 × 24 icon with an 8-point right margin, a text label that
    /// grows and shrinks (10 + 13·r mod 40 characters at 7 × 17 pt), a 40 × 20 accessory.
    public static func rows(_ count: Int) -> FlexNode {
        FlexNode(style: FlexStyle(), children: (0..<count).map { row in
            box({ $0.flexDirection = .row; $0.padding.all = .point(8); $0.alignItems = .center }, [
                box { $0.width = .point(24); $0.height = .point(24); $0.margin.right = .point(8) },
                text(10 + (13 * row) % 40) { $0.flexGrow = 1; $0.flexShrink = 1 },
                box { $0.width = .point(40); $0.height = .point(20) },
            ])
        })
    }
}
