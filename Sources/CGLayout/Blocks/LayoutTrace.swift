import Foundation

/// Every step of one block's layout: the available space it started from,
/// the space after each constraint (with what the constraint read), and the
/// frame the layout chose. A value: `Sendable`, comparable, printable.
///
/// Tracing runs the block through the compiler and interpreter that lay out
/// blocks and schemes, with a recording constraint between its steps;
/// programs that are not traced have none, so tracing costs ordinary passes nothing.
///
/// ```swift
/// let trace = title.layoutBlock(
///     with: Layout(x: .left(8), y: .top(), width: 100, height: 20),
///     constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])]
/// )
/// .trace(direction: .leftToRight)!
/// print(trace)
/// // Trace of LayoutNode "title" (left-to-right)
/// //   0. available space (0, 0, 375, 667)
/// //   1. frame of LayoutNode "header" (0.0, 0.0, 375.0, 120.0):
/// //      [limit top to bottom] → (0, 120, 375, 547)
/// //   2. layout width: .fixed(100), height: .fixed(20), x: .left(8), y: .top(0)
/// //      → frame (8, 120, 100, 20)
/// ```
public struct LayoutTrace: Sendable, Equatable, CustomStringConvertible {
    /// One step of a trace.
    public struct Step: Sendable, Equatable {
        /// What happened in the step.
        public enum Kind: Sendable, Equatable {
            /// The available space the block started from.
            case initial
            /// A constraint changed the space; `description` says how, `dependsOn` names the element it read.
            case constraint(String, dependsOn: String?)
            /// The layout placed the element in the space; the step's rect is the frame.
            case layout(String)
        }
        /// What happened.
        public let kind: Kind
        /// The available space after the step (for `.layout`, the element's frame), in the super element's space.
        public let rect: CGRect
    }

    /// The traced element, described.
    public let element: String
    /// The direction of the traced pass.
    public let direction: LayoutDirection
    /// The steps, in order: `.initial`, one `.constraint` per active constraint, `.layout`.
    public let steps: [Step]
    /// Where the super element's space starts in the space of the tree's root, to draw the steps over the whole tree.
    public let rootOffset: CGPoint
    /// The variants of adaptive schemes the traced block is in, outermost first (see ``LayoutIssue/variants``);
    /// empty for a traced block you hold, and for a scheme's block outside adaptive schemes.
    public internal(set) var variants: [String] = []
    /// Whether the traced block ran in the last pass; `false` when ``LayoutScheme/trace(of:direction:)`` found
    /// the element only in variants of adaptive schemes their last pass did not choose.
    public internal(set) var isChosen = true

    /// The available space the block started from.
    public var initialSpace: CGRect { steps.first?.rect ?? .zero }
    /// The frame the block computed.
    public var finalFrame: CGRect { steps.last?.rect ?? .zero }

    /// The steps, one per line, numbered.
    public var description: String {
        let variant = variants.isEmpty ? "" : ", in variant \(variants.map { "\"\($0)\"" }.joined(separator: ", then "))"
        let chosen = isChosen ? "" : " (not chosen now)"
        var lines = ["Trace of \(element) (\(direction == .leftToRight ? "left-to-right" : "right-to-left"))\(variant)\(chosen)"]
        for (index, step) in steps.enumerated() {
            let text: String
            switch step.kind {
            case .initial: text = "available space \(step.rect.shortDescription)"
            case .constraint(let description, _): text = "\(description) → \(step.rect.shortDescription)"
            case .layout(let description): text = "layout \(description) → frame \(step.rect.shortDescription)"
            }
            lines.append("  \(index). \(text)")
        }
        return lines.joined(separator: "\n")
    }
}
