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
        case .constant(let rect): return call("equal", argument: rect.shortDescription)
        case .edge(let point, let axis, let value): return call(point.name(on: axis), value)
        case .custom(let custom): return call("build", argument: custom.typeName)
        }
    }
}

extension FillingRule {
    var description: String {
        switch self {
        case .op(let op): return op.description
        case .custom(let custom): return call("build", argument: custom.typeName)
        case .sequence(let rules): return rules.map(\.description).joined(separator: " + ")
        case .fit: return ".fit"
        case .chain(let rules): return rules.map(\.description).joined(separator: ".then(") + String(repeating: ")", count: max(0, rules.count - 1))
        }
    }
}

/// A rule's case as the original's API writes it, `.name(argument)`: every description here spells its cases
/// through this one and the two below, so the spelling is written once.
private func call(_ name: String, argument: String) -> String { ".\(name)(\(argument))" }

/// `.name(value)`.
private func call(_ name: String, _ value: CGFloat) -> String { call(name, argument: value.shortDescription) }

/// `.name(label: value)`.
private func call(_ name: String, _ label: String, _ value: CGFloat) -> String {
    call(name, argument: "\(label): \(value.shortDescription)")
}

/// A closed range of a rule, `low...high`.
private func range(_ low: CGFloat, _ high: CGFloat) -> String { "\(low.shortDescription)...\(high.shortDescription)" }

extension FillOp {
    var description: String {
        switch self {
        case .equal: return ".equal"
        case .fixed(let value): return call("fixed", value)
        case .scaled(let value): return call("scaled", value)
        case .boxed(let value): return call("boxed", value)
        case .upTo(let value): return call("upTo", value)
        case .from(let value): return call("from", value)
        case .between(let low, let high): return call("between", argument: range(low, high))
        }
    }
}

extension AlignmentRule {
    func description(horizontal: Bool) -> String {
        switch self {
        case .op(let op): return op.description(horizontal: horizontal)
        case .custom(let custom): return call("build", argument: custom.typeName)
        case .sequence(let rules): return rules.map { $0.description(horizontal: horizontal) }.joined(separator: " + ")
        }
    }
}

extension AlignOp {
    func description(horizontal: Bool) -> String {
        let (start, end) = horizontal ? ("left", "right") : ("top", "bottom")
        switch self {
        case .equal: return ".equal"
        case .min(let offset): return call(start, offset)
        case .max(let offset): return call(end, offset)
        case .mid(let offset): return call("center", offset)
        case .minMultiplier(let m): return call(start, "multiplier", m)
        case .maxMultiplier(let m): return call(end, "multiplier", m)
        case .minBetween(let low, let high): return call(start, argument: "between: " + range(low, high))
        case .maxBetween(let low, let high): return call(end, argument: "between: " + range(low, high))
        case .leading(let offset): return call("leading", offset)
        case .trailing(let offset): return call("trailing", offset)
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
