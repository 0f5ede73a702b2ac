import Foundation

/// A node's margins, padding and border resolved for one owner width and
/// one inline direction: the style's edge maps (most specific key wins,
/// percentages of the owner width) are read once per pass instead of at
/// every step that needs an edge.
struct ResolvedEdges {
    /// The owner width the values were resolved against (-1: undefined).
    var ownerWidth: CGFloat = .nan
    /// Margins per physical edge (auto margins count 0 here).
    var marginLeft: CGFloat = 0, marginTop: CGFloat = 0, marginRight: CGFloat = 0, marginBottom: CGFloat = 0
    /// Padding plus border per physical edge, never negative.
    var paddingBorderLeft: CGFloat = 0, paddingBorderTop: CGFloat = 0
    var paddingBorderRight: CGFloat = 0, paddingBorderBottom: CGFloat = 0
    // (The flags last: 76 bytes in all, no padding inside.)
    /// The direction the values were resolved for.
    var rtl = false
    /// No percentage among the margins and paddings: the values hold for every owner width.
    var ownerIndependent = false
    /// No start or end key among the margins, paddings and borders: the values hold in both directions.
    var directionIndependent = false
    /// Auto margins, one bit per physical edge (`PhysicalEdge.bit`).
    var autoMargins: UInt8 = 0

    /// Not valid for any owner width (NaN never compares equal).
    static let invalid = ResolvedEdges()

    init() {}

    init(_ style: FlexStyle, ownerWidth: CGFloat?, direction: FlexDirection.Inline) {
        self.ownerWidth = ownerWidth ?? -1
        rtl = direction == .rtl
        let lengths = style.lengths
        ownerIndependent = !lengths.contains(.margin, where: \.isPercent) && !lengths.contains(.padding, where: \.isPercent)
        directionIndependent = !lengths.isDirectional(.margin) && !lengths.isDirectional(.padding) && !lengths.isDirectional(.border)
        guard lengths.hasAny(.margin) || lengths.hasAny(.padding) || lengths.hasAny(.border) else { return }
        func margin(_ edge: PhysicalEdge) -> CGFloat { lengths.edge(.margin, edge, direction).resolve(ownerWidth) ?? 0 }
        func paddingBorder(_ edge: PhysicalEdge) -> CGFloat {
            max(0, lengths.edge(.padding, edge, direction).resolve(ownerWidth) ?? 0)
                + max(0, lengths.edge(.border, edge, direction).resolve(nil) ?? 0)
        }
        marginLeft = margin(.left); marginTop = margin(.top); marginRight = margin(.right); marginBottom = margin(.bottom)
        paddingBorderLeft = paddingBorder(.left); paddingBorderTop = paddingBorder(.top)
        paddingBorderRight = paddingBorder(.right); paddingBorderBottom = paddingBorder(.bottom)
        for edge in PhysicalEdge.allCases where lengths.edge(.margin, edge, direction).isAuto { autoMargins |= edge.bit }
    }

    @inline(__always) func matches(ownerWidth: CGFloat?, rtl: Bool) -> Bool {
        (directionIndependent || self.rtl == rtl) && (ownerIndependent || self.ownerWidth == (ownerWidth ?? -1))
    }

    /// Whether the values were resolved for `rtl` (for any owner width), so direction-only facts such as auto margins hold.
    @inline(__always) func isResolved(rtl: Bool) -> Bool {
        (directionIndependent || self.rtl == rtl) && !ownerWidth.isNaN
    }

    @inline(__always) func margin(_ edge: PhysicalEdge) -> CGFloat {
        switch edge {
        case .left: marginLeft
        case .top: marginTop
        case .right: marginRight
        case .bottom: marginBottom
        }
    }

    @inline(__always) func paddingBorder(_ edge: PhysicalEdge) -> CGFloat {
        switch edge {
        case .left: paddingBorderLeft
        case .top: paddingBorderTop
        case .right: paddingBorderRight
        case .bottom: paddingBorderBottom
        }
    }

    @inline(__always) func margins(_ axis: FlexLayout.Axis) -> CGFloat {
        axis == .horizontal ? marginLeft + marginRight : marginTop + marginBottom
    }

    @inline(__always) func paddingBorder(_ axis: FlexLayout.Axis) -> CGFloat {
        axis == .horizontal ? paddingBorderLeft + paddingBorderRight : paddingBorderTop + paddingBorderBottom
    }

    @inline(__always) func isAutoMargin(_ edge: PhysicalEdge) -> Bool { autoMargins & edge.bit != 0 }
}

extension PhysicalEdge {
    static let allCases: [PhysicalEdge] = [.left, .top, .right, .bottom]

    var bit: UInt8 {
        switch self {
        case .left: 1
        case .top: 2
        case .right: 4
        case .bottom: 8
        }
    }
}

extension FlexLayout {
    /// Makes the node's cached edges those of `ownerWidth` and `direction` (the direction the node
    /// inherits; its own style's direction, when set, wins); read them
    /// from `node.edges` afterwards (in place: the struct is not copied per read).
    @inline(__always)
    static func resolveEdges(_ node: FlexNode, _ direction: FlexDirection.Inline, ownerWidth: CGFloat?) {
        // Start and end are the node's own (CSS logical properties read the element's direction), which its style may set.
        let own = node.ownDirection(inheriting: direction)
        if !node.edges.matches(ownerWidth: ownerWidth, rtl: own == .rtl) {
            node.edges = ResolvedEdges(node.style, ownerWidth: ownerWidth, direction: own)
        }
    }
}
