import Foundation

/// A block a scheme can run inside its own pass (so snapshot frames of earlier
/// blocks are visible to later ones). `LayoutBlock` is the only conformer.
protocol LeafLayoutBlock: Sendable {
    var leafElement: (any LayoutElement)? { get }
    var leafIdentifier: ObjectIdentifier? { get }
    func leafFrame(in source: CGRect, superElement: any LayoutElement, context: LayoutContext) -> CGRect?
    func leafWrite(_ frame: CGRect)
    func leafWrite(snapshot: LayoutSnapshot)
}

extension LayoutBlock: LeafLayoutBlock {
    var leafElement: (any LayoutElement)? { element }
    var leafIdentifier: ObjectIdentifier? { identifier }

    func leafFrame(in source: CGRect, superElement: any LayoutElement, context: LayoutContext) -> CGRect? {
        guard let element else { return nil }
        return frame(in: source, superElement: superElement, element: element, context: context)
    }

    func leafWrite(_ frame: CGRect) { element?.frame = frame }  // containers: the plan lays out content
    func leafWrite(snapshot: LayoutSnapshot) { write(snapshot) }
}
