import CGLayout
import Foundation

/// Per-element settings of the items' intrinsic sizes: content hugging, compression resistance, and whether
/// an element is measured at all. Each setting changes the relations' generation (the next pass compiles).
extension RelationLayout {
    /// How strongly `element` resists growing beyond its intrinsic size along
    /// `axis` (250 unless set). Applies to that axis only.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - element: An element with an intrinsic size.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for element: any LayoutElement, axis: CGLayout.Axis) {
        registryLock.withLock { registry.changeSettings(of: element) { $0.hugging[axis] = priority } }
    }

    /// How strongly `element` resists shrinking below its intrinsic size along
    /// `axis` (750 unless set). Applies to that axis only.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - element: An element with an intrinsic size.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for element: any LayoutElement, axis: CGLayout.Axis) {
        registryLock.withLock { registry.changeSettings(of: element) { $0.compression[axis] = priority } }
    }

    /// The content hugging priority of `element` along `axis`.
    ///
    /// - Parameters:
    ///   - element: An element.
    ///   - axis: The axis.
    /// - Returns: The priority set, or 250.
    public func contentHuggingPriority(for element: any LayoutElement, axis: CGLayout.Axis) -> LayoutPriority {
        registryLock.withLock { registry.settings(of: ObjectIdentifier(element))?.hugging[axis] ?? .defaultLow }
    }

    /// The compression resistance of `element` along `axis`.
    ///
    /// - Parameters:
    ///   - element: An element.
    ///   - axis: The axis.
    /// - Returns: The priority set, or 750.
    public func contentCompressionResistancePriority(for element: any LayoutElement, axis: CGLayout.Axis) -> LayoutPriority {
        registryLock.withLock { registry.settings(of: ObjectIdentifier(element))?.compression[axis] ?? .defaultHigh }
    }

    /// Decides whether `element` has an intrinsic size (measured through
    /// `sizeThatFits`), overriding ``measuresIntrinsicSizeByDefault(_:)``.
    ///
    /// ```swift
    /// relations.setMeasuresIntrinsicSize(false, for: badge)   // a node subclass whose sizeThatFits returns its frame
    /// ```
    ///
    /// - Parameters:
    ///   - measures: `true` to measure it, `false` not to, `nil` for the default.
    ///   - element: An item.
    public func setMeasuresIntrinsicSize(_ measures: Bool?, for element: any LayoutElement) {
        registryLock.withLock { registry.changeSettings(of: element) { $0.measures = measures } }
    }

    /// Whether `element` has an intrinsic size in this layout.
    ///
    /// - Parameter element: An element.
    /// - Returns: The value set with ``setMeasuresIntrinsicSize(_:for:)``, or the default.
    public func measuresIntrinsicSize(of element: any LayoutElement) -> Bool {
        registryLock.withLock { registry.settings(of: ObjectIdentifier(element))?.measures } ?? RelationLayout.measuresIntrinsicSizeByDefault(element)
    }
}
