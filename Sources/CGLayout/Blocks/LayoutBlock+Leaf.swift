import Foundation

/// A block a scheme compiles into its plan (so it runs inside the scheme's
/// pass, seeing earlier blocks' frames). `LayoutBlock` is the only conformer.
protocol LeafLayoutBlock: Sendable {
    var leafElement: (any LayoutElement)? { get }
    var leafLayout: Layout { get }
    var leafConstraints: [any LayoutConstraintProtocol] { get }
}

extension LayoutBlock: LeafLayoutBlock {
    var leafElement: (any LayoutElement)? { element }
    var leafLayout: Layout { itemLayout }
    var leafConstraints: [any LayoutConstraintProtocol] { constraints }
}
