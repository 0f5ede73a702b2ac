import Foundation

extension SchemePlan {
    /// The pools the program's instructions index (built-in rules, layout steps, constraints, blocks), in
    /// buffers the plan owns: copied once from the compiler's arrays, freed with the plan. A pass holds a
    /// copy with the side rules of its direction (``resolved(for:)``) and reads them as plain pointers,
    /// without bounds checks, closures or reference counting.
    struct Pools {
        let rules: UnsafeBufferPointer<BuiltInRule>
        let ops: UnsafeBufferPointer<LayoutOp>
        /// Each side rule resolved for left-to-right and, next to it, for right-to-left, lowered (``SideStep``); in a resolved
        /// copy, rule `k` of a frame constraint whose rules start at `i` is `sides[i + 2 * k]`.
        private(set) var sides: UnsafePointer<SideStep>
        let frames: UnsafePointer<FrameConstraint>, leaves: UnsafePointer<LeafBlock>
        let fours: UnsafePointer<FourSteps>, pairs: UnsafePointer<AlignmentPair>
        /// Per element of the table: its ``ElementFlags``, the plan's only record of them, read by the pass and
        /// by `apply` next to the other pools: no array header, no bounds check.
        let flags: UnsafePointer<ElementFlags>

        init(_ compiler: PlanCompiler, flags: [ElementFlags]) {
            rules = SchemePlan.owned(compiler.rulePool)
            ops = SchemePlan.owned(compiler.layoutPool)
            sides = SchemePlan.owned(compiler.sidePool).baseAddress!
            frames = SchemePlan.owned(compiler.framePool).baseAddress!
            leaves = SchemePlan.owned(compiler.leafPool).baseAddress!
            fours = SchemePlan.owned(compiler.fourPool).baseAddress!
            pairs = SchemePlan.owned(compiler.alignmentPool).baseAddress!
            self.flags = SchemePlan.owned(flags).baseAddress!
        }

        /// The pools as a pass in `direction` reads them: the side rules resolved for it.
        func resolved(for direction: LayoutDirection) -> Pools {
            var pools = self
            if direction == .rightToLeft { pools.sides += 1 }
            return pools
        }

        /// Frees the plan's pools (never a resolved copy).
        func free() {
            SchemePlan.free(rules.baseAddress!)
            SchemePlan.free(ops.baseAddress!)
            SchemePlan.free(sides)
            SchemePlan.free(frames)
            SchemePlan.free(leaves)
            SchemePlan.free(fours)
            SchemePlan.free(pairs)
            SchemePlan.free(flags)
        }
    }

    /// What the pass asks of an element of the table at each block (see ``Pools/flags``).
    struct ElementFlags: OptionSet, Sendable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The flags of `element`, found once when the plan is compiled.
        init(of element: AnyObject) {
            self = []
            if PresentSizeMeasuring.applies(to: element) { insert(.presentSized) }
            if PresentFrame.mayRead(element) { insert(.measuresFrames) }
            if SchemePlan.notifiesResize(element) { insert(.notifiesResize) }
            if element is any DerivedArea { insert(.derivedArea) }
        }

        /// It measures as its present size (``PresentSizeMeasuring``).
        static let presentSized = ElementFlags(rawValue: 1)
        /// It is measured with `sizeThatFits(_:in:)`, which may read the pass's frames: every type but
        /// `TextNode` itself, whose `sizeThatFits(_:)` reads none (see `PresentFrame.mayRead`).
        static let measuresFrames = ElementFlags(rawValue: 2)
        /// A write that resizes it tells its intrinsic-size observers (``SchemePlan/notifiesResize(_:)``).
        static let notifiesResize = ElementFlags(rawValue: 4)
        /// Its frame follows other elements (a view's safe area, ``DerivedArea``): the pass reads it as it has those.
        static let derivedArea = ElementFlags(rawValue: 8)
    }
}

extension UnsafeBufferPointer where Element == BuiltInRule {
    /// Runs `count` pooled rules from `start` on `space`, reading `rect`.
    @inline(__always)
    func apply(_ start: Int32, _ count: Int32, to space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        var rule = Int(start)
        let end = Int(start) + Int(count)
        while rule < end { self[rule].apply(&space, by: rect, direction: direction); rule += 1 }
    }
}
