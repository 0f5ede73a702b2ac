import Foundation

extension LayoutSnapshot {
    /// Calls `visit` with this snapshot and each one below it, in pre-order (a snapshot before its
    /// children, children in order): the order `layout()` writes frames in. It keeps a stack of its
    /// own, so a snapshot of any depth (100,000 nested stacks or schemes) is walked without recursion.
    ///
    /// - Parameter visit: Called with a snapshot, its depth below this one (0 for this one) and its
    ///   index among its siblings (0 for this one).
    func forEachInPreorder(_ visit: (_ snapshot: LayoutSnapshot, _ depth: Int, _ index: Int) -> Void) {
        TreeWalk.preorder([self], children: \.childSnapshots) { snapshot, path in
            visit(snapshot, path.count - 1, path.count == 1 ? 0 : path[path.count - 1])
            return true
        }
    }

    /// The frame recorded for the element `id` anywhere in this snapshot, the last one if several.
    func frame(of id: ObjectIdentifier) -> CGRect? {
        var found: CGRect?
        forEachInPreorder { snapshot, _, _ in
            if case .element(let taken) = snapshot.kind, taken.id == id { found = snapshot.frame }
        }
        return found
    }

    /// The content snapshot recorded for the container `id` anywhere in this snapshot (the only child of
    /// its element snapshot), the last one if several, with the frame the container had when that
    /// content was laid out (its element snapshot's frame).
    func content(of id: ObjectIdentifier) -> (snapshot: LayoutSnapshot, containerFrame: CGRect)? {
        var found: (snapshot: LayoutSnapshot, containerFrame: CGRect)?
        forEachInPreorder { snapshot, _, _ in
            if case .element(let taken) = snapshot.kind, taken.id == id, let content = snapshot.childSnapshots.first {
                found = (content, snapshot.frame)
            }
        }
        return found
    }

    /// Calls `body` with every element frame of the snapshot in write order (an element before its
    /// content, children in order), so that applying the calls in turn leaves the last write.
    func forEachElementFrame(_ body: (ObjectIdentifier, CGRect) -> Void) {
        forEachInPreorder { snapshot, _, _ in
            if case .element(let taken) = snapshot.kind { body(taken.id, snapshot.frame) }
        }
    }

    /// The union of the frames this snapshot's elements end the pass with: for each element a block
    /// of this snapshot lays out (through nested schemes, not inside containers' contents), its last
    /// write in the snapshot, as the present frames after a live pass have it
    /// (`LayoutScheme.currentFrame`). An element laid out again by a later block, or inside a later
    /// container's content (a second writer, which the scheme's issues report), ends where that write
    /// puts it; without one it is ``frame``. Only the contents of containers after the first are
    /// walked (a write inside an element's own content is a loop, refused), so content with one
    /// container in it, nested to any depth, costs nothing more; none is walked when the frames were
    /// read after a live pass (``framesArePresent``).
    var unionOfFinalFrames: CGRect {
        let top = topLevelElements
        guard top.count > 1 else { return frame }
        // Frames read after a live pass are the final ones (every write of an element reads the same
        // frame): no content is walked, so a container's content snapshot nested to any depth costs nothing.
        if framesArePresent {
            var union = FrameUnion()
            for snapshot in top { union.add(snapshot.frame) }
            return union.rect
        }
        var final: [ObjectIdentifier: CGRect] = [:]
        var order: [ObjectIdentifier] = []
        for (index, snapshot) in top.enumerated() {
            guard case .element(let taken) = snapshot.kind else { continue }
            if final.updateValue(snapshot.frame, forKey: taken.id) == nil { order.append(taken.id) }
            guard index > 0, !snapshot.childSnapshots.isEmpty else { continue }
            TreeWalk.preorder(snapshot.childSnapshots, children: \.childSnapshots) { inner, _ in
                if case .element(let write) = inner.kind, final[write.id] != nil { final[write.id] = inner.frame }
                return true
            }
        }
        var union = FrameUnion()
        for id in order { union.add(final[id]!) }
        return union.rect
    }

    /// The element snapshots of the blocks of this snapshot, through nested schemes, not inside
    /// containers' contents, in write order.
    private var topLevelElements: [LayoutSnapshot] {
        var top: [LayoutSnapshot] = []
        TreeWalk.preorder([self], children: { $0.isGroup ? $0.childSnapshots : [] }) { snapshot, _ in
            if case .element = snapshot.kind { top.append(snapshot) }
            return true
        }
        return top
    }

    /// This snapshot, just written, marked ``framesArePresent`` when every element its blocks lay out
    /// (not inside containers' contents) has the frame the snapshot gives it: no later write inside a
    /// content moved one, so its frames are the final ones, as after a live pass, and
    /// ``unionOfFinalFrames`` walks no content. (Checked from the elements, one read each: looking for
    /// later writes in the contents at every level of nested containers was quadratic in the depth.)
    var markedPresentIfFinal: LayoutSnapshot {
        guard !framesArePresent else { return self }
        for snapshot in topLevelElements {
            guard case .element(let taken) = snapshot.kind, let element = taken.reference.object as? any LayoutElement,
                  element.frame == snapshot.frame else { return self }
        }
        var marked = self
        marked.framesArePresent = true
        return marked
    }

    /// The first container laid out again inside its own content in this snapshot (an element snapshot
    /// with content, which names its element again below it), with the path from this snapshot to the
    /// container's snapshot (child indices); `nil` when there is none. One walk over the whole
    /// snapshot, whatever its depth.
    func containerLaidOutByItsContent() -> (path: [Int], element: SnapshotElement)? {
        // The element snapshots with content around the one visited, outermost first, at their depths.
        var enclosing: [(id: ObjectIdentifier, depth: Int)] = []
        var enclosingIDs: [ObjectIdentifier: Int] = [:]   // id → how many times it encloses
        var path: [Int] = []
        var found: (path: [Int], element: SnapshotElement)?
        forEachInPreorder { snapshot, depth, index in
            guard found == nil else { return }
            while let last = enclosing.last, last.depth >= depth {
                enclosing.removeLast()
                enclosingIDs[last.id]! -= 1
            }
            if depth > 0 {
                path.removeSubrange(min(depth - 1, path.count)...)
                path.append(index)
            }
            guard case .element(let taken) = snapshot.kind else { return }
            if enclosingIDs[taken.id, default: 0] > 0, let outer = enclosing.firstIndex(where: { $0.id == taken.id }) {
                found = (Array(path.prefix(enclosing[outer].depth)), taken)
                return
            }
            if !snapshot.childSnapshots.isEmpty {
                enclosing.append((taken.id, depth))
                enclosingIDs[taken.id, default: 0] += 1
            }
        }
        return found
    }
}
