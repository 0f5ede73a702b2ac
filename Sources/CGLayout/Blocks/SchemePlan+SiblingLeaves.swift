import Foundation

extension SchemePlan.Pass {
    /// Runs a program of leaf blocks (``SchemePlan/runsSiblingLeaves``) in a pass that borrows every element from the
    /// remembered nodes, all children of one parent (``SchemePlan/RememberedParents`` with one parent). While no tree
    /// changes, every element is loaded and has that parent, so a block's entry is the shared space and a frame
    /// constraint's element is in the block's space: the checks ``enter(_:_:)`` and ``constrain(_:_:)`` make cannot
    /// fail, and are not made. The steps are otherwise the general ones, in the same order, on the same pass state,
    /// read from flat values resolved for the pass's direction (``SchemePlan/SiblingLeaf``), so the frames are the
    /// general path's bit for bit (`SiblingLeavesTests`).
    /// Once a tree changed (user code ran: ``revalidate()`` dropped the borrowed entries) or the shared space's cache
    /// was dropped, the remaining blocks run as general leaves (``runLeaf(_:)``).
    mutating func runSiblingLeaves(_ count: Int) {
        var leaf = 0
        guard count > 0, let resolved = plan.siblingLeaves, let first = superID(of: Int(resolved.pointee.element)) else {
            return runLeaves(count)
        }
        let leaves = direction == .rightToLeft ? resolved + count : resolved
        let describesSource = first == container
        // As the first block's entry finds it; later entries find it cached while `cachedSuper` stays (the parent
        // is not an element of the table: no block's commit drops it).
        if !describesSource { _ = layoutBounds(ofSuperOf: Int(resolved.pointee.element), id: first) }
        while leaf < count {
            guard elements.epoch != nil, describesSource || cachedSuper == first else { break }
            runSiblingLeaf(leaves + leaf, space: describesSource ? sourceSpace : cachedBounds)
            leaf += 1
        }
        while leaf < count {
            runLeaf(pools.leaves + leaf)
            leaf += 1
        }
    }

    /// One leaf of ``runSiblingLeaves(_:)``: ``runLeaf(_:)``'s steps, entered in `space`, on flat values.
    @inline(__always)
    private mutating func runSiblingLeaf(_ leaf: UnsafePointer<SchemePlan.SiblingLeaf>, space start: CGRect) {
        var space = start, admitted = true
        var index = Int(leaf.pointee.frames)
        let end = index + Int(leaf.pointee.frameCount)
        while index < end {
            let constraint = pools.frames + index
            index += 1
            admitted = false
            let other = Int(constraint.pointee.element)
            guard other >= 0 else {   // an anonymous constraint: its rules read the space itself
                pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &space, by: space, direction: direction)
                continue
            }
            let frame = frameOf(other)
            var rule = Int(constraint.pointee.rules)
            if constraint.pointee.resolvedSides {
                let last = rule + 2 * Int(constraint.pointee.count)
                while rule < last {
                    pools.sides[rule].apply(&space, by: frame)
                    rule += 2
                }
            } else {
                pools.rules.apply(constraint.pointee.rules, constraint.pointee.count, to: &space, by: frame, direction: direction)
            }
        }
        if leaf.pointee.fit >= 0, let fitted = fittingSize(leaf.pointee.fit, space) {
            revalidate()   // sizeThatFits may be user code
            // `AdjustLayoutConstraint.adjust` taking the fitted size, then `Layout.Alignment.align` (vertical, then horizontal).
            let source = space.sanitizedSpace
            var rect = CGRect(origin: space.origin, size: CGSize(width: fitted.width.finiteLength, height: fitted.height.finiteLength))
            rect.origin.y = leaf.pointee.vertical.origin(start: source.origin.y, available: source.size.height, length: rect.size.height)
            rect.origin.x = leaf.pointee.horizontal.origin(start: source.origin.x, available: source.size.width, length: rect.size.width)
            space = rect.sanitizedFrame
            admitted = true
        }
        let rect = leaf.pointee.four.form(in: admitted ? space : space.sanitizedSpace).sanitizedFrame
        commit(rect, element: Int(leaf.pointee.element), slot: Int(leaf.pointee.slot), isContainer: false)
        revalidate()   // a frame setter may be user code
    }
}

extension SchemePlan {
    /// A leaf block (``LeafBlock``) as one flat value resolved for one direction, for ``Pass/runSiblingLeaves(_:)``:
    /// its layout is the plain four steps (``PlainFour``), and its adjust constraint, if any, takes the fitted size as
    /// it is and aligns it with one plain step per axis (``PlainAlign``, leading and trailing resolved).
    struct SiblingLeaf: Sendable {
        let element: Int32, slot: Int32
        let frames: Int32, frameCount: Int32
        /// The element the adjust constraint measures, -1 for none.
        let fit: Int32
        let horizontal: PlainAlign, vertical: PlainAlign
        let four: PlainFour

        /// The compiler's leaves for left-to-right, then for right-to-left; `nil` when one is not so.
        static func resolve(_ compiler: PlanCompiler) -> [SiblingLeaf]? {
            var resolved: [SiblingLeaf] = []
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for leaf in compiler.leafPool {
                    guard let four = compiler.fourPool[Int(leaf.four)].plain else { return nil }
                    var horizontal = PlainAlign(kind: .start, offset: 0), vertical = horizontal
                    if leaf.fit >= 0 {
                        let pair = compiler.alignmentPool[Int(leaf.alignment)]
                        guard pair.takesFittedSize, let h = PlainAlign(pair.horizontal, direction),
                              let v = PlainAlign(pair.vertical, .leftToRight) else { return nil }
                        (horizontal, vertical) = (h, v)
                    }
                    resolved.append(SiblingLeaf(element: leaf.element, slot: leaf.slot, frames: leaf.frames, frameCount: leaf.frameCount,
                                                fit: leaf.fit, horizontal: horizontal, vertical: vertical, four: four))
                }
            }
            return resolved
        }
    }

    /// An alignment step that is the space's start, its start plus an offset, its end less an offset or its middle plus
    /// an offset (``AlignOp``'s `.equal`, `.min`, `.max`, `.mid`, and `.leading`/`.trailing` resolved for a direction).
    /// The arithmetic is ``AlignOp/origin(start:available:length:direction:)``'s, term for term.
    struct PlainAlign: Sendable {
        enum Kind: UInt8, Sendable { case start, min, max, mid }
        let kind: Kind
        let offset: CGFloat

        init(kind: Kind, offset: CGFloat) { (self.kind, self.offset) = (kind, offset) }

        init?(_ op: AlignOp, _ direction: LayoutDirection) {
            switch op {
            case .equal: self.init(kind: .start, offset: 0)
            case .min(let offset): self.init(kind: .min, offset: offset)
            case .max(let offset): self.init(kind: .max, offset: offset)
            case .mid(let offset): self.init(kind: .mid, offset: offset)
            case .leading(let offset): self.init(kind: direction == .rightToLeft ? .max : .min, offset: offset)
            case .trailing(let offset): self.init(kind: direction == .rightToLeft ? .min : .max, offset: offset)
            default: return nil
            }
        }

        @inline(__always)
        func origin(start: CGFloat, available: CGFloat, length: CGFloat) -> CGFloat {
            switch kind {
            case .start: return start
            case .min: return start + offset
            case .max: return start + available - length - offset
            case .mid: return start + available / 2 - length / 2 + offset
            }
        }
    }
}
