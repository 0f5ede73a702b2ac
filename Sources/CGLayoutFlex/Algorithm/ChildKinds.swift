import Foundation

/// What kinds of children a node has: read by a pass instead of testing each child (which retains it).
struct ChildKinds: OptionSet {
    let rawValue: UInt8

    /// Some child is displayed as a flex box.
    static let flex = ChildKinds(rawValue: 1)
    /// Some child has `display: contents`.
    static let contents = ChildKinds(rawValue: 2)
    /// Some child has `display: none`.
    static let hidden = ChildKinds(rawValue: 4)
    /// Some child is out of flow (absolutely positioned or hidden).
    static let outOfFlow = ChildKinds(rawValue: 8)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The kinds of `children`.
    init(_ children: [FlexNode]) {
        var kinds: ChildKinds = []
        for child in children {
            switch child.style.display {
            case .flex: kinds.insert(.flex)
            case .contents: kinds.insert(.contents)
            case .none: kinds.formUnion([.hidden, .outOfFlow])
            }
            if child.style.positionType == .absolute { kinds.insert(.outOfFlow) }
        }
        self = kinds
    }
}

extension FlexNode {
    /// The kinds of the node's children, found again after a change.
    @inline(__always) var kindsOfChildren: ChildKinds {
        if let childKinds { return childKinds }
        let kinds = ChildKinds(children)
        childKinds = kinds
        return kinds
    }
}
