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
final class SchemePlan: Sendable {
    indirect enum Shape: Sendable {
        case slot(Int)
        case group([Shape])
    }

    /// One step of the program.
    enum Instruction: Sendable {
        /// Starts the block of `slot` laying out `element`; `length` instructions follow, up to its `.commit`.
        case block(slot: Int32, element: Int32, length: Int32)
        /// A `LayoutConstraint` on `element`: rules in the rule pool; `fallback` is the constraint, for elements in other spaces.
        case frame(element: Int32, rules: Int32, count: Int32, fallback: Int32)
        /// An `AdjustLayoutConstraint`: rules in the rule pool, alignment ops in the layout pool.
        case adjust(element: Int32, rules: Int32, count: Int32, alignment: Int32, alignmentCount: Int32)
        /// An `AdjustLayoutConstraint` with a one-step alignment per axis, inline.
        case adjust2(element: Int32, rules: Int32, count: Int32, horizontal: AlignOp, vertical: AlignOp)
        /// An `AnonymConstraint`: rules in the rule pool.
        case rules(start: Int32, count: Int32)
        /// Any other constraint (or one with custom parts): index into `constraints`.
        case constraint(Int32)
        /// The usual built-in layout, inline: width, height, then x and y (never reads the present frame).
        case layout4(width: FillOp, height: FillOp, x: AlignOp, y: AlignOp)
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

    let program: [Instruction]
    let rulePool: [BuiltInRule]
    let layoutPool: [LayoutOp]
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
    /// Per element: whether it measures as its present size (``PresentSizeMeasuring``).
    let presentSized: [Bool]
    /// Per element: whether its `sizeThatFits` may read frames (see `PresentFrame`).
    let measuresFrames: [Bool]
    /// Whether some blocks lay themselves out (their snapshots are recorded in the pass, for later blocks).
    let hasOpaqueBlocks: Bool
    /// Per element: whether a write that resizes it tells its intrinsic-size observers (``notifiesResize(_:)``).
    let notifiesResize: [Bool]

    init(blocks: [any LayoutBlockProtocol]) {
        var compiler = PlanCompiler()
        shape = compiler.flatten(blocks)
        program = compiler.program
        rulePool = compiler.rulePool
        layoutPool = compiler.layoutPool
        fallbacks = compiler.fallbacks
        constraints = compiler.constraints
        layouts = compiler.layouts
        elements = compiler.elements
        elementIndex = compiler.elementIndex
        slotElement = compiler.slotElement
        slotIsContainer = compiler.slotIsContainer
        opaqueBlocks = compiler.opaqueBlocks
        hasContainers = compiler.slotIsContainer.contains(true)
        presentSized = compiler.elements.map { $0.box.object.map(PresentSizeMeasuring.applies(to:)) ?? false }
        measuresFrames = compiler.elements.map { $0.box.object.map(PresentFrame.mayRead) ?? false }
        hasOpaqueBlocks = compiler.opaqueBlocks.contains { $0 != nil }
        notifiesResize = compiler.elements.map { $0.box.object.map(SchemePlan.notifiesResize) ?? false }
    }

    /// An element reference that costs nothing to copy: valid only while a
    /// strong reference is held elsewhere (``withLoadedElements(_:)`` holds one).
    /// Nodes are also kept unmanaged, to call them without reference counting.
    struct Borrowed {
        unowned(unsafe) let element: any LayoutElement
        let node: Unmanaged<LayoutNode>?
        unowned(unsafe) let adjustable: (any AdjustableLayoutElement)?

        /// The element's frame.
        @inline(__always) var frame: CGRect {
            if let node { return node._withUnsafeGuaranteedRef { $0.frame } }
            return element.frame
        }

        /// Writes the element's frame, through the frame gate.
        @inline(__always) func setFrame(_ frame: CGRect) {
            if let node { FrameGate.write(frame, to: node) } else { FrameGate.write(frame, to: element) }
        }

        /// The element's fitting size, or `nil` when it cannot size itself.
        @inline(__always) func sizeThatFits(_ size: CGSize) -> CGSize? {
            if let node { return node._withUnsafeGuaranteedRef { $0.sizeThatFits(size) } }
            return adjustable?.sizeThatFits(size)
        }
    }

    /// Runs `body` with every element of the table loaded: one weak load per
    /// element, held strongly until `body` returns, and handed to `body` as
    /// borrowed references so the pass itself does no reference counting.
    func withLoadedElements<R>(_ body: (UnsafeMutablePointer<Borrowed?>) -> R) -> R {
        let count = max(elements.count, 1)
        return withUnsafeTemporaryAllocation(of: (any LayoutElement)?.self, capacity: count) { strong in
            strong.initialize(repeating: nil)
            defer { strong.deinitialize() }
            return withUnsafeTemporaryAllocation(of: Borrowed?.self, capacity: count) { borrowed in
                borrowed.initialize(repeating: nil)
                for (index, reference) in elements.enumerated() {
                    let box = reference.box
                    if let node = box.node {
                        borrowed[index] = Borrowed(element: node, node: .passUnretained(node), adjustable: nil)
                        strong[index] = node
                    } else if let adjustable = box.adjustable {
                        borrowed[index] = Borrowed(element: adjustable, node: nil, adjustable: adjustable)
                        strong[index] = adjustable
                    } else if let element = box.element {
                        borrowed[index] = Borrowed(element: element, node: nil, adjustable: nil)
                        strong[index] = element
                    }
                }
                return body(borrowed.baseAddress!)
            }
        }
    }

    /// Runs one pass. Without `snapshot` every frame is written as soon as it
    /// is computed; with it nothing is written and the result is assembled.
    /// `outer` is the enclosing pass when this scheme is a container's content.
    @discardableResult
    func run(sourceRect: CGRect?, direction: LayoutDirection, snapshot: Bool,
             outer: OuterFrames? = nil) -> LayoutSnapshot? {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: snapshot, outer: outer) { pass in
            snapshot ? pass.assemble(shape, sourceRect: sourceRect ?? .zero) : nil
        }
    }

    /// The frame a snapshot for `sourceRect` would have (the union of its frames), computed
    /// without building the snapshot: a measuring pass allocates nothing.
    func extent(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil) -> CGRect {
        runPass(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer) { pass in
            pass.union(shape, sourceRect: sourceRect)
        }
    }

    /// Runs one pass and hands its state to `finish` before the pass's buffers are released.
    private func runPass<R>(sourceRect: CGRect?, direction: LayoutDirection, snapshot: Bool, outer: OuterFrames?,
                            _ finish: (Pass) -> R) -> R {
        let count = max(elements.count, 1), slots = max(slotElement.count, 1)
        return withLoadedElements { loaded in
            withUnsafeTemporaryAllocation(of: (any LayoutElement)?.self, capacity: count) { supers in
                supers.initialize(repeating: nil)
                defer { supers.deinitialize() }
                return withUnsafeTemporaryAllocation(of: ObjectIdentifier?.self, capacity: count) { superIDs in
                    superIDs.initialize(repeating: nil)
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { superSlots in
                    withUnsafeTemporaryAllocation(of: CGRect.self, capacity: count + slots) { rects in
                        withUnsafeTemporaryAllocation(of: Bool.self, capacity: count * 2 + slots) { flags in
                            flags.initialize(repeating: false)
                            let base = flags.baseAddress!
                            var pass = Pass(plan: self, direction: direction, sourceRect: sourceRect, snapshot: snapshot,
                                            loaded: loaded,
                                            supers: supers.baseAddress!, superIDs: superIDs.baseAddress!,
                                            superSlots: superSlots.baseAddress!, superLoaded: base,
                                            frames: rects.baseAddress!, known: base + count,
                                            slotFrames: rects.baseAddress! + count, slotValid: base + 2 * count,
                                            contents: snapshot && (hasContainers || hasOpaqueBlocks) ? ContainerContents() : nil, outer: outer)
                            defer { pass.close() }
                            pass.run()
                            return finish(pass)
                        }
                    }
                    }
                }
            }
        }
    }

    /// Computes a snapshot of the whole scheme without writing to any element.
    func snapshot(sourceRect: CGRect, direction: LayoutDirection, outer: OuterFrames? = nil) -> LayoutSnapshot {
        run(sourceRect: sourceRect, direction: direction, snapshot: true, outer: outer)!
    }
}

extension SchemePlan.Borrowed: FitMeasuring {
    /// A `.fit` step's measurement: the element's fitting size.
    @inline(__always) func fittingSize(_ proposal: CGSize) -> CGSize? { sizeThatFits(proposal) }
}
