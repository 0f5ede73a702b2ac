import Foundation

extension LayoutScheme {
    /// Lays out on paper the block that lays out `element` (the first one in pass order, nested schemes
    /// included), recording every step; writes nothing.
    ///
    /// In an ``AdaptiveScheme``, the block of a variant the last pass chose is traced: the one that ran. When
    /// only variants not chosen now lay `element` out, the first of those blocks is traced, and the trace says
    /// so (``LayoutTrace/variants``, ``LayoutTrace/isChosen``).
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
        let structure = SchemeDiagnosis.Structure(self)
        let blocks = structure.blocks.lazy.filter { $0.element === element }
        guard let block = blocks.first(where: structure.isChosen) ?? blocks.first,
              var trace = (block.block as? any DiagnosableBlock)?.diagnosedTrace(direction: direction) else { return nil }
        trace.variants = structure.variants(of: block)
        trace.isChosen = structure.isChosen(block)
        return trace
    }
}
