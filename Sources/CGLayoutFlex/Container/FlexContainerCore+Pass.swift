import CGLayout
import Foundation

extension FlexContainerCore {
    /// The container's style as the root of a pass: sized exactly to the content box
    /// (`exact`) or at most to it (measuring, where the style's percentages resolve
    /// against the proposed size and its own maximum applies too), without margins or offsets.
    func rootStyle(width: CGFloat?, height: CGFloat?, exact: Bool) -> FlexStyle {
        var root = style
        FlexContainerCore.makeRoot(&root, width: width, height: height, exact: exact)
        return root
    }

    /// Makes `root` (the container's style) its style as the root of a pass (``rootStyle(width:height:exact:)``),
    /// in place: a style whose storage only the caller holds changes without allocating.
    static func makeRoot(_ root: inout FlexStyle, width: CGFloat?, height: CGFloat?, exact: Bool) {
        if exact {
            root.width = width.map { .point($0) } ?? .auto
            root.height = height.map { .point($0) } ?? .auto
        } else {
            func measuring(_ size: inout FlexValue, _ minimum: inout FlexValue, _ maximum: inout FlexValue, _ proposal: CGFloat?) {
                guard let proposal else { return }
                if size.isPercent { size = size.resolve(proposal).map { .point($0) } ?? .auto }
                if minimum.isPercent { minimum = minimum.resolve(proposal).map { .point($0) } ?? .undefined }
                maximum = .point(min(maximum.resolve(proposal) ?? proposal, proposal))
            }
            // (Through locals: the style's lengths are computed properties, which cannot be accessed inout at once.)
            var (size, minimum, maximum) = (root.width, root.minWidth, root.maxWidth)
            measuring(&size, &minimum, &maximum, width)
            (root.width, root.minWidth, root.maxWidth) = (size, minimum, maximum)
            (size, minimum, maximum) = (root.height, root.minHeight, root.maxHeight)
            measuring(&size, &minimum, &maximum, height)
            (root.height, root.minHeight, root.maxHeight) = (size, minimum, maximum)
        }
        root.margin = FlexEdges()
        root.positionType = .relative
    }

    /// Lays the container out as the root of a pass and hands the laid-out tree to
    /// `body`: the persistent tree under the pass lock, or a temporary one when
    /// another container holds this one or the pass measures items at frames the
    /// persistent tree's kept measurements do not hold for (``measuresItemsAtOtherFrames(in:)``).
    ///
    /// `context` is the pass (an enclosing scheme's snapshot, say), `nil` for a live pass of its own:
    /// measured items get it in their `sizeThatFits(_:in:)`, and it decides which tree is laid out. Every
    /// pass asks the items that may change without a word again (``remeasureSilentItems()``).
    func withLayout<R>(width: CGFloat?, height: CGFloat?, exact: Bool, direction: LayoutDirection,
                       context: LayoutContext? = nil, _ body: (FlexNode, [Entry]) -> R) -> R {
        let inline = FlexDirection.Inline(direction)
        let context = context ?? .live(direction: direction)
        passLock.lock()
        if parent == nil, !measuresItemsAtOtherFrames(in: context) {
            passContext = context
            defer { passContext = nil; passLock.unlock() }
            // The root's style is made in storage the pass lock guards and copied into the node's own
            // (both held once): a pass at a new size changes two values and allocates nothing.
            let stored = style
            rootStyleStorage.assign(stored)
            FlexContainerCore.makeRoot(&rootStyleStorage, width: width, height: height, exact: exact)
            sync(rootStyle: rootStyleStorage)
            remeasureResizedItems()
            remeasureSilentItems()
            node.pointScaleFactor = pointScaleFactor
            node.calculateLayout(width: exact ? width : nil, height: exact ? height : nil, direction: inline)
            return body(node, entries)
        }
        passLock.unlock()
        let (root, entries) = freshTree(context: context)
        root.style = rootStyle(width: width, height: height, exact: exact)
        root.pointScaleFactor = pointScaleFactor
        root.calculateLayout(width: exact ? width : nil, height: exact ? height : nil, direction: inline)
        return body(root, entries)
    }

    /// Every active item's frame for a content box `rect`, in pre-order: a guide's
    /// items in its owner's space, a node's children in the node's space.
    ///
    /// - Parameters:
    ///   - rect: The content box.
    ///   - direction: The pass's direction.
    ///   - context: The enclosing pass, if any (see ``withLayout(width:height:exact:direction:context:_:)``).
    ///   - body: Called with every item and its frame.
    func forEachFrame(in rect: CGRect, direction: LayoutDirection, context: LayoutContext? = nil,
                      _ body: (any LayoutElement, CGRect) -> Void) {
        withLayout(width: rect.size.width, height: rect.size.height, exact: true, direction: direction, context: context) { _, entries in
            FlexContainerCore.visit(entries, origin: rect.origin, body)
        }
    }

    /// Calls `body` with every entry's frame in pre-order (for snapshots).
    static func visit(_ entries: [Entry], origin: CGPoint, _ body: (any LayoutElement, CGRect) -> Void) {
        for index in entries.indices {
            let frame = absoluteFrame(entries, index, origin)
            body(entries[index].element, frame)
            if entries[index].space != nil {
                StackSpace.guarded { visit(children(entries, index), origin: innerOrigin(entries, index, frame), body) }
            }
        }
    }

    /// Writes the frames of the entries whose layout may have changed (a pass's hot loop: no
    /// closures, no reference counting for nodes). Like YogaKit, it skips items that rounding
    /// did not visit when their frames are still what was written last — another writer (a block
    /// of the same scheme, say) may have changed them since, and the last write wins — unless
    /// `force` (every frame, as after a snapshot was applied or for a nested guide that moved,
    /// whose items share its owner's space).
    static func write(_ entries: [Entry], origin: CGPoint, force: Bool) {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let node = buffer[index].node
                let visited = force || node.roundedSinceWrite
                node.roundedSinceWrite = false
                let frame = absoluteFrame(buffer, index, origin)
                if let element = buffer[index].layoutNode {
                    if visited || element._withUnsafeGuaranteedRef({ $0.frame }) != frame { FrameGate.write(admitted: frame, to: element) }
                } else if visited || buffer[index].element.frame != frame {
                    FrameGate.write(admitted: frame, to: buffer[index].element)
                }
                if let space = buffer[index].space {
                    StackSpace.guarded { write(children(buffer, index), origin: innerOrigin(buffer, index, frame), force: force || space == .owner) }
                }
            }
        }
    }

    @inline(__always)
    private static func absoluteFrame<C: RandomAccessCollection<Entry>>(_ entries: C, _ index: C.Index, _ origin: CGPoint) -> CGRect {
        let local = entries[index].node.frame
        // Admitted once here (the frame is compared with the element's, then written as it is).
        return FrameGate.admitted(CGRect(x: origin.x + local.origin.x, y: origin.y + local.origin.y,
                                         width: local.size.width, height: local.size.height))
    }

    /// A nested guide's items share its owner's space; a node's children are in the node's.
    @inline(__always)
    private static func innerOrigin<C: RandomAccessCollection<Entry>>(_ entries: C, _ index: C.Index, _ frame: CGRect) -> CGPoint {
        if entries[index].space == .owner { return frame.origin }
        if let node = entries[index].layoutNode { return node._withUnsafeGuaranteedRef { $0.bounds.origin } }
        return entries[index].element.bounds.origin
    }

    @inline(__always)
    private static func children<C: RandomAccessCollection<Entry>>(_ entries: C, _ index: C.Index) -> [Entry] {
        if let core = entries[index].core { return core.entries }
        return entries[index].fresh
    }

    /// Lays out for a content box `rect` and writes the items' frames that changed (all of
    /// them after ``invalidateWrittenFrames()``, or when the content box moved).
    func layoutAndWrite(in rect: CGRect, direction: LayoutDirection) {
        withLayout(width: rect.size.width, height: rect.size.height, exact: true, direction: direction) { root, entries in
            // The persistent tree runs under the pass lock; a temporary one writes everything.
            var force = true
            if root === node {
                force = needsFullWrite || writtenOrigin != rect.origin
                needsFullWrite = false
                writtenOrigin = rect.origin
            }
            root.roundedSinceWrite = false
            FlexContainerCore.write(entries, origin: rect.origin, force: force)
        }
    }

    /// The size the items need within `size` (unbounded where `size` is not finite and positive).
    ///
    /// - Parameters:
    ///   - size: The largest size.
    ///   - context: The pass that measures the container, if any: its items are measured in it.
    func fittingSize(_ size: CGSize, context: LayoutContext? = nil) -> CGSize {
        withLayout(width: size.width.isFinite && size.width > 0 ? size.width : nil,
                   height: size.height.isFinite && size.height > 0 ? size.height : nil,
                   exact: false, direction: context?.direction ?? .leftToRight, context: context) { root, _ in root.frame.size }
    }

    /// The active items in pre-order, nested containers' items after their container.
    var activeElements: [any LayoutElement] {
        var result: [any LayoutElement] = []
        func visit(_ core: FlexContainerCore) {
            let members = ItemParent(of: core)
            for (element, _) in core.items where members.contains(element) {
                result.append(element)
                if let nested = (element as? any FlexContainerHost)?.flexCore { StackSpace.guarded { visit(nested) } }
            }
        }
        visit(self)
        return result
    }
}
