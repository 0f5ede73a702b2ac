import Foundation

extension LayoutScheme {
    /// Lays out on paper the block that lays out `element` (the first one in pass order, nested schemes and
    /// every variant of adaptive schemes included), recording every step; writes nothing.
    ///
    /// Frames of other elements are read as they are now: trace after laying the scheme out to see
    /// the steps of that layout.
    ///
    /// ```swift
    /// scheme.layout()
    /// if let trace = scheme.trace(of: title) { print(trace) }
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element whose block to trace.
    ///   - direction: Resolves leading/trailing; the global direction by default.
    /// - Returns: The trace, or `nil` when no block of the scheme lays out `element`, or its block
    ///   is skipped (see ``issues``).
    public func trace(of element: some LayoutElement, direction: LayoutDirection = .current) -> LayoutTrace? {
        let block = SchemeDiagnosis.flattened(self).first { $0.element === element }?.block
        return (block as? any DiagnosableBlock)?.diagnosedTrace(direction: direction)
    }
}
