import Foundation

extension LayoutElement {
    /// A constraint that uses this element's frame.
    ///
    /// ```swift
    /// logo.layoutConstraint(for: [.bottom(.limit(on: .inner)), .height()])
    /// ```
    ///
    /// - Parameter anchors: Anchors applied in order.
    /// - Returns: The constraint.
    public func layoutConstraint(for anchors: [LayoutAnchor]) -> LayoutConstraint {
        LayoutConstraint(element: self, anchors: anchors)
    }

    /// A constraint that uses this element's frame, from typed anchors such as
    /// `LayoutAnchor.Left.limit(on: .outer)` (the article's spelling).
    ///
    /// - Parameter constraints: Constraints applied in order.
    /// - Returns: The constraint.
    public func layoutConstraint(for constraints: [any RectBasedConstraint]) -> LayoutConstraint {
        LayoutConstraint(element: self, constraints: constraints)
    }

    /// A constraint that uses this element's `layoutBounds`.
    ///
    /// - Parameter anchors: Anchors applied in order.
    /// - Returns: The constraint.
    public func contentLayoutConstraint(for anchors: [LayoutAnchor]) -> ContentLayoutConstraint {
        ContentLayoutConstraint(element: self, anchors: anchors)
    }

    /// A constraint that uses this element's `layoutBounds`, from typed anchors.
    ///
    /// - Parameter constraints: Constraints applied in order.
    /// - Returns: The constraint.
    public func contentLayoutConstraint(for constraints: [any RectBasedConstraint]) -> ContentLayoutConstraint {
        ContentLayoutConstraint(element: self, constraints: constraints)
    }
}

extension AdjustableLayoutElement {
    /// A constraint that sizes the space to this element's content.
    ///
    /// ```swift
    /// label.adjustLayoutConstraint(for: [.width(), .height()])
    /// ```
    ///
    /// - Parameters:
    ///   - anchors: Dimensions to copy from the fitting size.
    ///   - alignment: Placement of the resized space in the old one.
    /// - Returns: The constraint.
    public func adjustLayoutConstraint(for anchors: [LayoutAnchor.Size], alignment: Layout.Alignment = .leadingTop) -> AdjustLayoutConstraint {
        AdjustLayoutConstraint(element: self, anchors: anchors, alignment: alignment)
    }
}
