import Foundation

/// A `Layout`'s steps compiled once: the usual four built-in steps inline,
/// other built-in layouts as ops, the usual four steps of a measuring layout,
/// layouts with custom parts left as steps.
@usableFromInline
enum LayoutProgram: Sendable {
    case four(FillOp, FillOp, AlignOp, AlignOp)
    case ops([LayoutOp])
    case fitFour(FitLength, FitLength, AlignOp, AlignOp)
    case steps

    init(steps: [Layout.Step]) {
        if steps.count == 4, case .width(let width) = steps[0], case .height(let height) = steps[1],
           case .x(let x) = steps[2], case .y(let y) = steps[3], width.fits || height.fits,
           let widthLength = FitLength(width), let heightLength = FitLength(height), let xOp = x.op, let yOp = y.op {
            self = .fitFour(widthLength, heightLength, xOp, yOp)
            return
        }
        guard let ops = Layout.ops(of: steps) else { self = .steps; return }
        if ops.count == 4, case .width(let width) = ops[0], case .height(let height) = ops[1],
           case .x(let x) = ops[2], case .y(let y) = ops[3] {
            self = .four(width, height, x, y)
        } else {
            self = .ops(ops)
        }
    }
}
