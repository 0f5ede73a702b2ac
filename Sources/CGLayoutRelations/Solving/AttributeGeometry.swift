import CGLayout
import Foundation

/// How an attribute reads an element along one axis, in the pass's *leading
/// space*: horizontal positions are measured from the container's leading edge
/// towards its trailing edge (rightwards in left-to-right passes, leftwards in
/// right-to-left ones), vertical positions from its top.
///
/// The attribute's value, as Auto Layout defines it, is
/// `position × positionFactor + size × sizeFactor + containerMin × containerMinFactor
/// + containerLength × containerLengthFactor + margin × marginFactor`, where
/// `position` is the element's leading (or top) edge in leading space, `size`
/// its width (or height), `containerMin`/`containerLength` the container
/// rect's origin and length along the axis and `margin` one of the element's
/// layout margins. Leading and trailing read the container's mirrored
/// coordinate in right-to-left passes: `.leading` is `containerMin + position`
/// in both directions, which is `minX + maxX − (x + width)` of the container
/// rect in a right-to-left pass. So relations between leading and trailing
/// attributes read the same in both directions, and a relation that ties them
/// to a constant, to `left`, `right` or `centerX`, or through a multiplier,
/// gives the mirror image of its left-to-right frame (`leading == 9` is 9 pt
/// inside the container's right edge).
struct AttributeGeometry: Equatable {
    /// 0 horizontal, 1 vertical.
    let axis: Int
    /// ±1 for positions, 0 for `width` and `height`.
    let positionFactor: Double
    let sizeFactor: Double
    let containerMinFactor: Double
    let containerLengthFactor: Double
    /// The margin read (`nil` for none).
    let marginSide: MarginSide?
    let marginFactor: Double

    /// One side of `layoutMargins`.
    enum MarginSide: Int, Hashable { case top, left, bottom, right }

    var isPosition: Bool { positionFactor != 0 }

    private init(_ axis: Int, _ position: Double, _ size: Double, _ min: Double, _ length: Double,
                 _ side: MarginSide? = nil, _ margin: Double = 0) {
        self.axis = axis; positionFactor = position; sizeFactor = size
        containerMinFactor = min; containerLengthFactor = length; marginSide = side; marginFactor = margin
    }

    // Left to right: x = containerMin + position.
    // Right to left: x = containerMin + containerLength − position − size.
    static func of(_ attribute: LayoutAttribute, rightToLeft rtl: Bool) -> AttributeGeometry {
        switch (attribute, rtl) {
        case (.width, _): return .init(0, 0, 1, 0, 0)
        case (.height, _): return .init(1, 0, 1, 0, 0)
        case (.top, _): return .init(1, 1, 0, 1, 0)
        case (.bottom, _): return .init(1, 1, 1, 1, 0)
        case (.centerY, _): return .init(1, 1, 0.5, 1, 0)
        case (.topMargin, _): return .init(1, 1, 0, 1, 0, .top, 1)
        case (.bottomMargin, _): return .init(1, 1, 1, 1, 0, .bottom, -1)
        case (.left, false), (.leading, _): return .init(0, 1, 0, 1, 0)
        case (.right, false), (.trailing, _): return .init(0, 1, 1, 1, 0)
        case (.centerX, false): return .init(0, 1, 0.5, 1, 0)
        case (.leftMargin, false), (.leadingMargin, false): return .init(0, 1, 0, 1, 0, .left, 1)
        case (.rightMargin, false), (.trailingMargin, false): return .init(0, 1, 1, 1, 0, .right, -1)
        // Right to left: left = x, right = x + w; leading and trailing are the mirrored
        // coordinates of the right and left edges (containerMin + position, + size).
        case (.left, true): return .init(0, -1, -1, 1, 1)
        case (.right, true): return .init(0, -1, 0, 1, 1)
        case (.centerX, true): return .init(0, -1, -0.5, 1, 1)
        case (.leftMargin, true): return .init(0, -1, -1, 1, 1, .left, 1)
        case (.rightMargin, true): return .init(0, -1, 0, 1, 1, .right, -1)
        case (.leadingMargin, true): return .init(0, 1, 0, 1, 0, .right, 1)
        case (.trailingMargin, true): return .init(0, 1, 1, 1, 0, .left, -1)
        }
    }
}

extension EdgeInsets {
    func value(_ side: AttributeGeometry.MarginSide) -> CGFloat {
        switch side {
        case .top: return top
        case .left: return left
        case .bottom: return bottom
        case .right: return right
        }
    }
}
