import Foundation

extension Layout: CustomStringConvertible {
    /// The steps in the order they run, in the original's spelling, e.g. `width: .scaled(1), height: .fixed(20), x: .left(16), y: .top(0)`.
    public var description: String {
        steps.map(\.description).joined(separator: ", ")
    }
}

extension Layout {
    /// The description with the measurement of its `.fit` steps, for traces.
    func description(measuring measurer: some FitMeasuring, from rect: CGRect, in source: CGRect, direction: LayoutDirection) -> String {
        let proposal = fitProposal(for: rect, in: source.sanitizedSpace, direction: direction)
        guard let size = measurer.fittingSize(proposal) else { return description + "; nothing to measure" }
        func text(_ size: CGSize) -> String { "(\(size.width.shortDescription), \(size.height.shortDescription))" }
        return description + "; fitting size \(text(size.sanitizedSize)) at \(text(proposal))"
    }
}

extension Layout.Step: CustomStringConvertible {
    var description: String {
        switch self {
        case .width(let rule): return "width: \(rule.description)"
        case .height(let rule): return "height: \(rule.description)"
        case .x(let rule): return "x: \(rule.description(horizontal: true))"
        case .y(let rule): return "y: \(rule.description(horizontal: false))"
        case .equal: return ".equal"
        case .constant(let rect): return ".equal(\(rect.shortDescription))"
        case .edge(let point, let axis, let value):
            return ".\(point.name(on: axis))(\(value.shortDescription))"
        case .custom(let custom): return ".build(\(custom.typeName))"
        }
    }
}

extension FillingRule {
    var description: String {
        switch self {
        case .op(let op): return op.description
        case .custom(let custom): return ".build(\(custom.typeName))"
        case .sequence(let rules): return rules.map(\.description).joined(separator: " + ")
        case .fit: return ".fit"
        case .chain(let rules): return rules.map(\.description).joined(separator: ".then(") + String(repeating: ")", count: max(0, rules.count - 1))
        }
    }
}

// Each rule type spells its own cases (the original's API names): the switches here and `SolverError.description`
// share a shape, not strings (`duplicates` lists the pairs).
extension FillOp {
    var description: String {
        switch self {
        case .equal: return ".equal"
        case .fixed(let value): return ".fixed(\(value.shortDescription))"
        case .scaled(let value): return ".scaled(\(value.shortDescription))"
        case .boxed(let value): return ".boxed(\(value.shortDescription))"
        case .upTo(let value): return ".upTo(\(value.shortDescription))"
        case .from(let value): return ".from(\(value.shortDescription))"
        case .between(let low, let high): return ".between(\(low.shortDescription)...\(high.shortDescription))"
        }
    }
}

extension AlignmentRule {
    func description(horizontal: Bool) -> String {
        switch self {
        case .op(let op): return op.description(horizontal: horizontal)
        case .custom(let custom): return ".build(\(custom.typeName))"
        case .sequence(let rules): return rules.map { $0.description(horizontal: horizontal) }.joined(separator: " + ")
        }
    }
}

extension AlignOp {
    func description(horizontal: Bool) -> String {
        let (start, end) = horizontal ? ("left", "right") : ("top", "bottom")
        switch self {
        case .equal: return ".equal"
        case .min(let offset): return ".\(start)(\(offset.shortDescription))"
        case .max(let offset): return ".\(end)(\(offset.shortDescription))"
        case .mid(let offset): return ".center(\(offset.shortDescription))"
        case .minMultiplier(let m): return ".\(start)(multiplier: \(m.shortDescription))"
        case .maxMultiplier(let m): return ".\(end)(multiplier: \(m.shortDescription))"
        case .minBetween(let low, let high): return ".\(start)(between: \(low.shortDescription)...\(high.shortDescription))"
        case .maxBetween(let low, let high): return ".\(end)(between: \(low.shortDescription)...\(high.shortDescription))"
        case .leading(let offset): return ".leading(\(offset.shortDescription))"
        case .trailing(let offset): return ".trailing(\(offset.shortDescription))"
        }
    }
}

extension AxisPoint {
    /// The edge's name on `axis`: `left`, `centerY`, `leading`…
    func name(on axis: Axis) -> String {
        switch (self, axis) {
        case (.min, .horizontal): return "left"
        case (.max, .horizontal): return "right"
        case (.mid, .horizontal): return "centerX"
        case (.min, .vertical): return "top"
        case (.max, .vertical): return "bottom"
        case (.mid, .vertical): return "centerY"
        case (.leading, _): return "leading"
        case (.trailing, _): return "trailing"
        }
    }
}

extension CustomLayout {
    var typeName: String { String(describing: type(of: base)) }
}
