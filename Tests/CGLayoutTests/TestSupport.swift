import CGLayout
import CGLayoutTestSupport
import Foundation

/// A root with children, all `LayoutNode`s.
func makeTree(_ size: CGSize = CGSize(width: 200, height: 100), children count: Int) throws -> (LayoutNode, [LayoutNode]) {
    let root = LayoutNode(frame: CGRect(origin: .zero, size: size), name: "root")
    let children = (0..<count).map { LayoutNode(name: "child\($0)") }
    for child in children { try root.addChild(child) }
    return (root, children)
}

/// A custom element whose super element is another one of its kind: two of them can loop.
final class LoopingElement: LayoutElement, @unchecked Sendable {
    var frame = rect(1, 1, 10, 10)
    var bounds = rect(0, 0, 10, 10)
    weak var next: LoopingElement?
    var superElement: (any LayoutElement)? { next }
    func removeFromSuperElement() { next = nil }
}
