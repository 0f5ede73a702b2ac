import CGLayout
import Foundation

/// CGLayout's element API on every host, on the main actor: a view, a layer or any other host
/// names its element's blocks, constraints and anchors as a `LayoutNode` does, so
/// `titleLabel.layoutBlock(with: …)` reads as it does in the original CGLayout.
extension LayoutHost {
    /// The host's layout element (see ``HostElement``): the same object every time.
    public var layoutElement: HostElement { HostElement.element(for: self) }

    /// A block that lays out this host.
    ///
    /// ```swift
    /// title.layoutBlock(with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
    ///                   constraints: [logo.layoutConstraint(for: [.bottom(.limit(on: .inner))])])
    /// ```
    ///
    /// - Parameters:
    ///   - layout: Its layout; `.equal` by default.
    ///   - constraints: Constraints applied in order before the layout.
    /// - Returns: The block.
    public func layoutBlock(with layout: Layout = .equal, constraints: [any LayoutConstraintProtocol] = []) -> LayoutBlock<HostElement> {
        layoutElement.layoutBlock(with: layout, constraints: constraints)
    }

    /// A block whose constraints are written with anchors.
    ///
    /// ```swift
    /// title.layoutBlock(with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: 120)) { anchors in
    ///     anchors.top.equal(to: logo.layoutAnchors.bottom)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: Its layout; `.equal` by default.
    ///   - constraints: Records constraints on the host's anchors.
    /// - Returns: The block.
    public func layoutBlock(with layout: Layout = .equal, constraints: (LayoutAnchors<HostElement>) -> Void) -> LayoutBlock<HostElement> {
        layoutElement.layoutBlock(with: layout, constraints: constraints)
    }

    /// The host's anchors, for other blocks' anchor constraints.
    public var layoutAnchors: LayoutAnchors<HostElement> { layoutElement.layoutAnchors }

    /// A constraint that uses this host's frame.
    ///
    /// - Parameter anchors: Anchors applied in order.
    /// - Returns: The constraint.
    public func layoutConstraint(for anchors: [LayoutAnchor]) -> LayoutConstraint {
        layoutElement.layoutConstraint(for: anchors)
    }

    /// A constraint that uses this host's frame, from typed anchors (`LayoutAnchor.Left.limit(on: .outer)`).
    ///
    /// - Parameter constraints: Constraints applied in order.
    /// - Returns: The constraint.
    public func layoutConstraint(for constraints: [any RectBasedConstraint]) -> LayoutConstraint {
        layoutElement.layoutConstraint(for: constraints)
    }

    /// A constraint that uses the space this host lays its children out in (a scroll view's content).
    ///
    /// - Parameter anchors: Anchors applied in order.
    /// - Returns: The constraint.
    public func contentLayoutConstraint(for anchors: [LayoutAnchor]) -> ContentLayoutConstraint {
        layoutElement.contentLayoutConstraint(for: anchors)
    }

    /// A constraint that uses this host's content space, from typed anchors.
    ///
    /// - Parameter constraints: Constraints applied in order.
    /// - Returns: The constraint.
    public func contentLayoutConstraint(for constraints: [any RectBasedConstraint]) -> ContentLayoutConstraint {
        layoutElement.contentLayoutConstraint(for: constraints)
    }

    /// A constraint that sizes the space to this host's fitting size (`sizeThatFits(_:)` at the
    /// size of the space: a label's height at the width the layout gives it).
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
        layoutElement.adjustLayoutConstraint(for: anchors, alignment: alignment)
    }
}

extension LayoutBlock where Element == HostElement {
    /// A block for a host, in the original README's spelling: `LayoutBlock(with: view, layout: …, constraints: […])`.
    ///
    /// - Parameters:
    ///   - host: The view or layer to lay out.
    ///   - layout: Its layout.
    ///   - constraints: Constraints applied in order before the layout.
    @MainActor
    public init(with host: some LayoutHost, layout: Layout = .equal, constraints: [any LayoutConstraintProtocol] = []) {
        self.init(element: host.layoutElement, layout: layout, constraints: constraints)
    }
}
