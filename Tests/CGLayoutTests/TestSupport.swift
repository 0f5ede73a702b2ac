import CGLayout
import Foundation

/// Short rect constructor for expected frames.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// SplitMix64: a small seeded generator so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed of a property test: `CGLAYOUT_SEED` if set, otherwise a fixed default; always printed.
func propertySeed(_ test: String, default value: UInt64) -> UInt64 {
    let seed = ProcessInfo.processInfo.environment["CGLAYOUT_SEED"].flatMap(UInt64.init) ?? value
    print("[\(test)] seed \(seed) (set CGLAYOUT_SEED to reproduce)")
    return seed
}

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
