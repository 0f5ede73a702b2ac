@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// The four values of a rect, bit for bit (so that -0 against 0 and NaN against NaN count).
private func bits(_ rect: CGRect) -> [UInt64] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
}

/// A value of every kind a pass may meet: usual, negative, zero of both signs, huge, unbounded, infinite, NaN.
private func anyValue(using rng: inout SplitMix64) -> CGFloat {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return .greatestFiniteMagnitude
    case 4: return -0.0
    case 5: return 0
    case 6: return -CGFloat(Int.random(in: 0...500, using: &rng))
    case 7: return CGFloat.random(in: -1e300...1e300, using: &rng)
    default: return CGFloat(Int.random(in: 0...500, using: &rng)) / 2
    }
}

private func anyRect(using rng: inout SplitMix64) -> CGRect {
    CGRect(x: anyValue(using: &rng), y: anyValue(using: &rng), width: anyValue(using: &rng), height: anyValue(using: &rng))
}

@Suite("Lowered pass steps (side steps, plain four-step layouts)")
struct LoweredPassStepsTests {
    /// Every resolved side rule — each axis, operation, target and reference point — does to a space, as a lowered
    /// step, exactly what the rule does, bit for bit, on spaces and frames with NaN, infinite, huge and negative values.
    @Test func aSideStepIsItsRule() {
        let seed = propertySeed("aSideStepIsItsRule", default: 0x51DE_57E9)
        var rng = SplitMix64(seed: seed)
        let points: [AxisPoint] = [.min, .mid, .max, .leading, .trailing]
        let operations: [AnchorOperation] = [.align, .pull, .limit, .farther, .nearer]
        var ran = 0
        for axis in Axis.allCases {
            for target in points {
                for reference in points {
                    for operation in operations {
                        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                            let rule = SideRule(axis: axis, target: target, reference: reference, operation: operation).resolved(direction)
                            let step = SideStep(rule)
                            for round in 0..<40 {
                                let space = anyRect(using: &rng), frame = anyRect(using: &rng)
                                var byRule = space, byStep = space
                                rule.applyResolved(&byRule, by: frame)
                                step.apply(&byStep, by: frame)
                                #expect(bits(byStep) == bits(byRule),
                                        "seed \(seed) round \(round): \(rule) on \(space) by \(frame): \(byStep) vs \(byRule)")
                                ran += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(ran == 2 * 5 * 5 * 5 * 2 * 40)
    }

    /// A four-step layout of lengths that are the space's or fixed and origins that are the space's start or an offset
    /// from it forms, as plain arithmetic, the frame the steps form, bit for bit, in both directions; any other step
    /// keeps the steps.
    @Test func aPlainFourIsItsSteps() {
        let seed = propertySeed("aPlainFourIsItsSteps", default: 0xF0_0E5)
        var rng = SplitMix64(seed: seed)
        var plainOnes = 0
        for round in 0..<4000 {
            func length() -> FillOp {
                [FillOp.equal, .fixed(anyValue(using: &rng)), .scaled(0.5), .boxed(4)].randomElement(using: &rng)!
            }
            func origin() -> AlignOp {
                [AlignOp.equal, .min(anyValue(using: &rng)), .max(3), .leading(2), .mid(0)].randomElement(using: &rng)!
            }
            let steps = SchemePlan.FourSteps(width: length(), height: length(), x: origin(), y: origin())
            let isPlain: Bool = {
                switch (steps.width, steps.height, steps.x, steps.y) {
                case (.equal, .equal, _, _), (.equal, .fixed, _, _), (.fixed, .equal, _, _), (.fixed, .fixed, _, _): break
                default: return false
                }
                switch (steps.x, steps.y) {
                case (.equal, .equal), (.equal, .min), (.min, .equal), (.min, .min): return true
                default: return false
                }
            }()
            #expect((steps.plain != nil) == isPlain, "seed \(seed) round \(round): \(steps)")
            guard let plain = steps.plain else { continue }
            plainOnes += 1
            // The pass forms a layout in an admitted space (finite origin, sizes ≥ 0, maybe unbounded).
            let source = anyRect(using: &rng).sanitizedSpace
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var bySteps = CGRect.zero
                Layout.formFour(&bySteps, source, steps.width, steps.height, steps.x, steps.y, direction)
                #expect(bits(plain.form(in: source).sanitizedFrame) == bits(bySteps.sanitizedFrame),
                        "seed \(seed) round \(round): \(steps) in \(source) (\(direction))")
            }
        }
        #expect(plainOnes > 80, "seed \(seed): too few plain layouts drawn (\(plainOnes))")   // ≈ 4 % of the draws
    }
}

/// The lowered steps inside a scheme's pass: a card laid out by constraints that limit, align and pull, with plain
/// layouts, in both directions, through `layout(in:)` and snapshots, once the scheme was compiled and after its
/// content changed, and over a source rect with NaN and infinite values.
@Suite("A scheme of lowered steps")
struct LoweredStepsSchemeTests {
    /// icon 40×40, 8 from the leading edge and the top (a layout by direction); title in the space after the icon
    /// (limited by its trailing side), as wide as that space, 20 tall, its top aligned with the icon's; detail below
    /// the title (limited by its bottom), 4 lower, from the title's leading edge (pulled) to the card's trailing edge,
    /// 30 tall. Title and detail have plain layouts, their constraints lowered side steps.
    private struct Card {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "card")
        let icon = LayoutNode(name: "icon"), title = LayoutNode(name: "title"), detail = LayoutNode(name: "detail")
        let scheme: LayoutScheme

        init() throws {
            for node in [icon, title, detail] { try root.addChild(node) }
            scheme = LayoutScheme(blocks: [
                icon.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .fixed(40), height: .fixed(40))),
                title.layoutBlock(with: Layout(x: .equal, y: .top(), width: .equal, height: .fixed(20)), constraints: [
                    icon.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner))]),
                    AnonymConstraint(anchors: [.insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))]),
                ]),
                detail.layoutBlock(with: Layout(x: .equal, y: .top(4), width: .equal, height: .fixed(30)), constraints: [
                    title.layoutConstraint(for: [.bottom(.limit(on: .outer)), .leading(.pull(from: .inner))]),
                ]),
            ])
        }

        /// The design's frames at `width` (the card's bounds start at 0).
        static func expected(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
            let titleWidth = max(0, width - 48)
            let ltr = [CGRect(x: 8, y: 8, width: 40, height: 40),
                       CGRect(x: 48, y: 8, width: titleWidth, height: 20),
                       CGRect(x: 48, y: 8 + 20 + 4, width: titleWidth, height: 30)]
            guard direction == .rightToLeft else { return ltr }
            return ltr.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }

        var frames: [CGRect] { [icon.frame, title.frame, detail.frame] }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func framesOfTheDesignAtSeveralWidths(direction: LayoutDirection) throws {
        let card = try Card()
        for width in [300, 375, 120, 54] as [CGFloat] {
            card.root.frame.size.width = width
            let snapshot = card.scheme.snapshot(for: card.root.bounds, direction: direction)
            card.scheme.layout(in: card.root.bounds, direction: direction)
            let expected = Card.expected(width: width, direction: direction)
            #expect(card.frames == expected, "\(direction) at \(width)")
            #expect(snapshot.childSnapshots.map(\.frame) == expected, "\(direction) at \(width): snapshot")
        }
    }

    /// A scheme compiled by its first pass, then changed under the compiled plan (the card's width, the title's live
    /// frame, the direction): a snapshot and its apply give the new design's frames.
    @Test func aSnapshotOfACompiledSchemeAfterAChange() throws {
        let card = try Card()
        card.scheme.layout(in: card.root.bounds, direction: .leftToRight)   // compiles the plan
        #expect(card.frames == Card.expected(width: 300, direction: .leftToRight))
        card.title.frame = CGRect(x: 1, y: 2, width: 3, height: 4)          // a live change the pass must not read
        card.root.frame.size.width = 250
        let snapshot = card.scheme.snapshot(for: card.root.bounds, direction: .rightToLeft)
        #expect(snapshot.childSnapshots.map(\.frame) == Card.expected(width: 250, direction: .rightToLeft))
        try card.scheme.apply(snapshot: snapshot)
        #expect(card.frames == Card.expected(width: 250, direction: .rightToLeft))
    }

    /// A source rect with NaN and infinite values is an available space (NaN origin 0, NaN width 0, infinite height
    /// unbounded): every frame is finite and the layout is the design's at width 0.
    @Test func aSourceRectWithNaNAndInfinities() throws {
        let card = try Card()
        let source = CGRect(x: CGFloat.nan, y: -.infinity, width: .nan, height: .infinity)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            card.scheme.layout(in: source, direction: direction)
            let valid = card.frames.allSatisfy { $0.isValidLayoutFrame }
            #expect(valid, "\(direction): \(card.frames)")
            #expect(card.frames == Card.expected(width: 0, direction: direction), "\(direction): \(card.frames)")
            let snapshot = card.scheme.snapshot(for: source, direction: direction)
            #expect(snapshot.childSnapshots.map(\.frame) == Card.expected(width: 0, direction: direction))
        }
    }
}
