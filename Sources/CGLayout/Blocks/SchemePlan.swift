import Foundation

/// What a scheme precomputes when its blocks change, so that a pass is a
/// loop over plain values.
///
/// The blocks are flattened in pass order and compiled into a program of
/// trivially copyable instructions; built-in constraint rules and layouts go
/// into flat pools the instructions index. Elements are named by their index
/// in one table that the pass loads once (one weak load per element for the
/// whole pass, however many constraints read it), and frames computed in the
/// pass are kept in a buffer indexed the same way: no dictionary, no cast,
/// no retained payload and no lock for frames computed earlier in the pass.
/// Custom constraints, layouts and blocks still run through their protocols.
final class SchemePlan: @unchecked Sendable {
    // Not `indirect`: reading a slot copies an Int, not a retained box.
    enum Shape: Sendable {
        case slot(Int)
        case group(ShapeGroup)
    }

    /// A nested scheme's part of the shape, boxed so that a shape nested 100,000 deep (schemes in
    /// schemes) frees without overflowing the stack.
    typealias ShapeGroup = DeepReleasedArray<Shape>

    /// One step of the program.
    enum Instruction: Sendable {
        /// Starts the block of `slot` laying out `element`; `length` instructions follow, up to its `.commit`.
        case block(slot: Int32, element: Int32, length: Int32)
        /// The usual block in one step: an index into the leaf pool (see ``LeafBlock``).
        case leaf(Int32)
        /// A `LayoutConstraint` on another element's frame: an index into the frame pool (see ``FrameConstraint``).
        case frame(Int32)
        /// An `AdjustLayoutConstraint`: rules in the rule pool, alignment ops in the layout pool.
        case adjust(element: Int32, rules: Int32, count: Int32, alignment: Int32, alignmentCount: Int32)
        /// An `AdjustLayoutConstraint` with a one-step alignment per axis: `alignment` indexes the pair pool.
        case adjust2(element: Int32, rules: Int32, count: Int32, alignment: Int32)
        /// Any other constraint (or one with custom parts): index into `constraints`.
        case constraint(Int32)
        /// The usual built-in layout (width, height, then x and y; never reads the present frame):
        /// an index into the four-step pool.
        case layout4(Int32)
        /// A built-in layout: ops in the layout pool.
        case layout(start: Int32, count: Int32, readsInitialRect: Bool)
        /// A layout with custom parts: index into `layouts`.
        case customLayout(Int32, readsInitialRect: Bool)
        /// Ends the block: record or write the frame (and lay out a container's content).
        case commit(slot: Int32, isContainer: Bool)
        /// A block of a type the scheme does not know: it lays itself out.
        case opaque(slot: Int32)
    }

    /// One element the scheme reads, held weakly as blocks and constraints hold it:
    /// as a node when it is one (passes then call it without reference
    /// counting), as adjustable when adjust constraints measure it, as an
    /// element otherwise. A class box, so reading it never copies weak references.
    struct ElementReference: Sendable {
        final class Box: @unchecked Sendable {
            weak var node: LayoutNode?
            weak var adjustable: (any AdjustableLayoutElement)?
            weak var element: (any LayoutElement)?
            init(_ element: any LayoutElement, adjustable: Bool) {
                if let node = element as? LayoutNode {
                    self.node = node
                } else if adjustable, let measured = element as? any AdjustableLayoutElement {
                    self.adjustable = measured
                } else {
                    self.element = element
                }
            }
        }
        let box: Box
        init(_ element: any LayoutElement, adjustable: Bool = false) {
            box = Box(element, adjustable: adjustable)
        }
    }

    /// The program, in a buffer the plan owns (allocated once, freed in `deinit`), so that a pass reads
    /// it without array bounds checks or closures. Instructions are small (the larger payloads live in
    /// the pools), so stepping through the program copies a few bytes per step.
    let program: UnsafeBufferPointer<Instruction>
    /// The pools the instructions index, in buffers the plan owns likewise (see ``Pools``).
    let pools: Pools
    let fallbacks: [LayoutConstraint]
    let constraints: [any LayoutConstraintProtocol]
    let layouts: [Layout]
    let shape: [Shape]
    let elements: [ElementReference]
    /// Element table indexes, for code that asks by element (custom constraints, conversions).
    let elementIndex: [ObjectIdentifier: Int]
    /// Per slot: the element index (-1 for opaque blocks), whether it is a container, and opaque blocks.
    let slotElement: [Int]
    let slotIsContainer: [Bool]
    let opaqueBlocks: [(any LayoutBlockProtocol)?]
    let hasContainers: Bool
    /// Whether the shape is its slots in order, with no nested scheme (``Shape/slot(_:)`` `i` at position `i`):
    /// a snapshot's entries are then filled by a straight loop over the slots.
    let isFlat: Bool
    /// Whether every instruction of the program is a leaf block, the `i`th being leaf `i` of the pool: a pass
    /// then steps through the leaf pool without decoding instructions (``Pass/runLeaves(_:)``).
    let isLeaves: Bool
    /// Whether some blocks lay themselves out (their snapshots are recorded in the pass, for later blocks).
    let hasOpaqueBlocks: Bool
    /// The nodes remembered for passes that borrow them unretained (see ``withLoadedElements(unretained:_:)``).
    let unretainedLock = Lock()
    nonisolated(unsafe) var unretainedNodes: UnretainedNodes?

    init(blocks: [any LayoutBlockProtocol]) {
        var compiler = PlanCompiler()
        shape = compiler.flatten(blocks)
        program = Self.owned(compiler.program)
        pools = Pools(compiler, flags: compiler.elements.map { $0.box.object.map(ElementFlags.init(of:)) ?? [] })
        fallbacks = compiler.fallbacks
        constraints = compiler.constraints
        layouts = compiler.layouts
        elements = compiler.elements
        elementIndex = compiler.elementIndex
        slotElement = compiler.slotElement
        slotIsContainer = compiler.slotIsContainer
        opaqueBlocks = compiler.opaqueBlocks
        hasContainers = compiler.slotIsContainer.contains(true)
        isLeaves = compiler.program.indices.allSatisfy { position in
            if case .leaf(let leaf) = compiler.program[position] { Int(leaf) == position } else { false }
        }
        let flattened = shape
        isFlat = flattened.count == compiler.slotElement.count && flattened.indices.allSatisfy { position in
            if case .slot(let slot) = flattened[position] { slot == position } else { false }
        }
        hasOpaqueBlocks = compiler.opaqueBlocks.contains { $0 != nil }
    }

    deinit {
        Self.free(program.baseAddress!)
        pools.free()
    }

    /// A copy of `values` in a buffer the plan owns (never empty, so its base address is never `nil`).
    /// Only trivial types are pooled, so freeing a buffer is deallocating it (``free(_:)``): nothing
    /// in it needs deinitializing. Checked in release builds too (once per pool when a plan is
    /// compiled, never in a pass): `BitwiseCopyable` cannot say it, because Foundation's `CGRect`
    /// on Linux does not declare it.
    static func owned<T>(_ values: [T]) -> UnsafeBufferPointer<T> {
        precondition(_isPOD(T.self), "pools hold trivial values only")
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
        _ = buffer.initialize(from: values)
        return UnsafeBufferPointer(rebasing: buffer[0..<values.count])
    }

    /// Frees a buffer made by ``owned(_:)``.
    static func free<T>(_ base: UnsafePointer<T>) {
        UnsafeMutableRawPointer(mutating: base).deallocate()
    }

    /// The usual four built-in layout steps, pooled (see ``Instruction/layout4(_:)``).
    struct FourSteps: Sendable {
        let width: FillOp, height: FillOp, x: AlignOp, y: AlignOp
        /// The steps as plain arithmetic, when they are the usual ones (see ``PlainFour``).
        let plain: PlainFour?

        init(width: FillOp, height: FillOp, x: AlignOp, y: AlignOp) {
            (self.width, self.height, self.x, self.y) = (width, height, x, y)
            plain = PlainFour(width: width, height: height, x: x, y: y)
        }
    }

    /// Four layout steps that are each the space's length or a fixed one, and the space's start or that start plus an
    /// offset (`.equal`, `.fixed`, `.left`/`.top`: the usual layout), as the values and a flag per step: the pass
    /// forms the frame with a test per step instead of a dispatch on each step's rule. The arithmetic is the rules'.
    struct PlainFour: Sendable {
        let width: CGFloat, height: CGFloat, x: CGFloat, y: CGFloat
        let fixedWidth: Bool, fixedHeight: Bool, offsetX: Bool, offsetY: Bool

        init?(width: FillOp, height: FillOp, x: AlignOp, y: AlignOp) {
            func length(_ op: FillOp) -> (CGFloat, Bool)? {
                switch op {
                case .equal: return (0, false)
                case .fixed(let value): return (value, true)
                default: return nil
                }
            }
            func origin(_ op: AlignOp) -> (CGFloat, Bool)? {
                switch op {
                case .equal: return (0, false)
                case .min(let offset): return (offset, true)
                default: return nil
                }
            }
            guard let w = length(width), let h = length(height), let x = origin(x), let y = origin(y) else { return nil }
            (self.width, fixedWidth, self.height, fixedHeight) = (w.0, w.1, h.0, h.1)
            (self.x, offsetX, self.y, offsetY) = (x.0, x.1, y.0, y.1)
        }

        /// The frame in `source` (an admitted space), before it is admitted itself.
        @inline(__always)
        func form(in source: CGRect) -> CGRect {
            CGRect(x: offsetX ? source.origin.x + x : source.origin.x, y: offsetY ? source.origin.y + y : source.origin.y,
                   width: fixedWidth ? width : source.size.width, height: fixedHeight ? height : source.size.height)
        }
    }

    /// A constraint on another element's frame (a `LayoutConstraint` of built-in rules), pooled
    /// (see ``Instruction/frame(_:)``): rules read `element`'s frame; `fallback` is the constraint, for
    /// elements in other spaces. An `AnonymConstraint` has `element` -1: its rules read the space itself. When `resolvedSides` (every rule a side rule: the usual constraint),
    /// the rules are in the side pool, each resolved for left-to-right and, next to it, for right-to-left;
    /// otherwise in the rule pool.
    struct FrameConstraint: Sendable {
        let element: Int32, rules: Int32, count: Int32, fallback: Int32
        let resolvedSides: Bool
    }

    /// The usual block, run as one instruction (see ``Instruction/leaf(_:)``): an element that is not a
    /// container, laid out by built-in constraints on other elements' frames (`frameCount` of the frame
    /// pool from `frames`), then an adjust constraint with a one-step alignment per axis (when `fit` is
    /// not -1: the element it measures, its rules in the rule pool, its alignment in the pair pool), then
    /// the four-step layout `four`, then the commit of its frame. The same steps as the separate
    /// instructions, in one dispatch.
    struct LeafBlock: Sendable {
        let slot: Int32, element: Int32
        let frames: Int32, frameCount: Int32
        let fit: Int32, fitRules: Int32, fitRuleCount: Int32, alignment: Int32
        let four: Int32
    }

    /// A one-step alignment per axis of an adjust constraint, pooled (see ``Instruction/adjust2(element:rules:count:alignment:)``).
    struct AlignmentPair: Sendable {
        let horizontal: AlignOp, vertical: AlignOp
        /// Whether the constraint's rules are exactly width and height from the fitting size
        /// (`[.width(), .height()]`, the usual adjust constraint): the pass then takes the fitted
        /// size as it is instead of running the two rules (the same result).
        var takesFittedSize = false
    }

    /// Runs one pass. Without `snapshot` every frame is written as soon as it
    /// is computed; with it nothing is written and the result is assembled.
    /// `outer` is the enclosing pass when this scheme is a container's content, `containers` the
    /// containers whose content it is in (the pass's re-entrance guard, see ``ActiveContainers``).
    @discardableResult
    func run(sourceRect: CGRect?, direction: LayoutDirection, snapshot: Bool,
             outer: OuterFrames? = nil, reports: LiveContentReports? = nil, containers: ActiveContainers? = nil) -> LayoutSnapshot? {
        guard snapshot else {
            layout(sourceRect: sourceRect, direction: direction, outer: outer, reports: reports, containers: containers)
            return nil
        }
        return runPass(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer, reports: reports, containers: containers) { pass in
            pass.assemble(shape, sourceRect: sourceRect ?? .zero)
        }
    }

    /// Runs one pass that writes every frame as soon as it is computed (``run(sourceRect:direction:snapshot:outer:reports:containers:)``
    /// without a snapshot). Its own entry, with no result: a pass typed to return an optional snapshot destroyed the
    /// `nil` it returned through the snapshot's type metadata (≈ 200 instructions per pass).
    func layout(sourceRect: CGRect?, direction: LayoutDirection, outer: OuterFrames? = nil,
                reports: LiveContentReports? = nil, containers: ActiveContainers? = nil) {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: false, outer: outer, reports: reports, containers: containers) { _ in }
    }

    /// The frame a snapshot for `sourceRect` would have (the union of its frames), computed
    /// without building the snapshot: a measuring pass allocates nothing.
    func extent(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil,
                containers: ActiveContainers? = nil) -> CGRect {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer, containers: containers) { pass in
            pass.union(shape, sourceRect: sourceRect)
        }
    }

    /// Runs one pass and hands its state to `finish` before the pass's buffers are released.
    /// `described`: the element `sourceRect` describes, when the caller knows it (an adaptive scheme's container,
    /// for its variant); otherwise the pass finds it (see ``Pass/run(describing:)``).
    private func runPass<R>(sourceRect: CGRect?, direction: LayoutDirection, snapshot: Bool, outer: OuterFrames?,
                            reports: LiveContentReports? = nil, containers: ActiveContainers? = nil,
                            readings: SnapshotReadings? = nil, adaptive: AdaptiveComputation? = nil,
                            describing described: (any LayoutElement)? = nil, _ finish: (Pass) -> R) -> R {
        let count = max(elements.count, 1), slots = max(slotElement.count, 1)
        let startsContents = snapshot && (hasContainers || hasOpaqueBlocks), startsChain = hasContainers
        // The closures below reach the plan unretained: they run (and end) within this call, whose caller holds the
        // plan, and the pass holds it strongly itself. Captured strongly, every closure level retained and released
        // it (≈ 90 instructions a pass).
        let plan = Unmanaged.passUnretained(self)
        return withLoadedElements(unretained: !snapshot) { loaded in
            // Separate buffers: each stays under the size `withUnsafeTemporaryAllocation` keeps on the stack.
            // The super elements are initialized as they are met (`close()` releases them); their identities
            // and places are written before they are read (`superLoaded` says when).
            withUnsafeTemporaryAllocation(of: Pass.SuperElement.self, capacity: count) { supers in
                withUnsafeTemporaryAllocation(of: ObjectIdentifier?.self, capacity: count) { superIDs in
                    // Twice the elements: the second half indexes the super elements once there are many (see `Pass.superID`).
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { superSlots in
                    withUnsafeTemporaryAllocation(of: CGRect.self, capacity: count + slots) { rects in
                        withUnsafeTemporaryAllocation(of: Bool.self, capacity: count * 2 + slots) { flags in
                            flags.initialize(repeating: false)
                            let base = flags.baseAddress!
                            // A snapshot pass with containers starts a chain; one inside a chain's content joins it.
                            let chain = snapshot ? (outer.map { $0.overrides.chain } ?? (startsChain ? PassChain() : nil)) : nil
                            var pass = Pass(plan: plan.takeUnretainedValue(), direction: direction, sourceRect: sourceRect, snapshot: snapshot,
                                            elements: loaded,
                                            supers: supers.baseAddress!, superIDs: superIDs.baseAddress!,
                                            superSlots: superSlots.baseAddress!, superLoaded: base,
                                            frames: rects.baseAddress!, known: base + count,
                                            slotFrames: rects.baseAddress! + count, slotValid: base + 2 * count,
                                            contents: startsContents ? ContainerContents(chain: chain) : nil,
                                            outer: outer, reports: reports, containers: containers, readings: readings, adaptive: adaptive,
                                            chain: chain)
                            defer { pass.close() }
                            pass.run(describing: described)
                            return finish(pass)
                        }
                    }
                    }
                }
            }
        }
    }

    /// Computes a snapshot of the whole scheme without writing to any element, recording into `readings`
    /// the elements that answer it from what they kept (see ``SnapshotReadings``). `described`: the element
    /// `sourceRect` describes when the caller knows it (an adaptive scheme's container, for its variant). `adaptive`:
    /// the adaptive scheme's computation the snapshot is part of, if any (see ``AdaptiveComputation``).
    func snapshot(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil,
                  containers: ActiveContainers? = nil, readings: SnapshotReadings?, adaptive: AdaptiveComputation? = nil,
                  describing described: (any LayoutElement)? = nil) -> LayoutSnapshot {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer, containers: containers, readings: readings,
                adaptive: adaptive, describing: described) { pass in
            pass.assemble(shape, sourceRect: sourceRect)
        }
    }
}

extension SchemePlan.Borrowed: FitMeasuring {
    /// A `.fit` step's measurement: the element's fitting size.
    @inline(__always) func fittingSize(_ proposal: CGSize) -> CGSize? { sizeThatFits(proposal) }
}

extension DeepReleasedArray where Element == SchemePlan.Shape {
    /// The nested scheme's blocks.
    var shapes: [SchemePlan.Shape] { elements }
}

extension SchemePlan {
    /// A `.fit` step's measurement inside a pass: the element's `sizeThatFits(_:in:)` with the pass's context.
    struct ContextualMeasuring: FitMeasuring {
        let element: Borrowed
        let context: LayoutContext
        @inline(__always) func fittingSize(_ proposal: CGSize) -> CGSize? { element.sizeThatFits(proposal, in: context) }
    }
}
