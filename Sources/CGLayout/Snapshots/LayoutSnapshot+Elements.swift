import Foundation

extension LayoutSnapshot {
    /// The frame this snapshot gives `element`, found by the element rather than by a block's index.
    ///
    /// A snapshot is a tree in the shape of its scheme (``childSnapshots`` per block, a container's
    /// content under its block). Reading a frame by position ties the code to the order of the
    /// blocks; reading it by element does not. When several blocks lay the element out, the last
    /// one in pass order wins, as in `layout()`.
    ///
    /// ```swift
    /// let snapshot = scheme.snapshot(for: cell.bounds, direction: .leftToRight)
    /// let titleFrame = snapshot.frame(of: title)    // (16, 12, 288, 34), wherever its block is
    /// ```
    ///
    /// - Parameter element: An element a block of the scheme lays out.
    /// - Returns: Its frame in its super element's space, or `nil` when the snapshot does not lay it
    ///   out (a skipped block, another scheme's element).
    public func frame(of element: any LayoutElement) -> CGRect? {
        var found: CGRect?
        forEachElementSnapshot { snapshot, taken in
            if taken.matches(element) { found = snapshot.frame }
        }
        return found
    }

    /// Calls `body` with every element this snapshot lays out, in pass order (once per block that
    /// lays it out), through nested schemes and container contents, without recursion (a snapshot
    /// may be as deep as its tree). Package access: the adapters mark what a capture measured.
    package func forEachElement(_ body: (AnyObject) -> Void) {
        forEachElementSnapshot { _, taken in
            if let object = taken.reference.object { body(object) }
        }
    }

    /// Every computed element snapshot, in pass order, depth first, on an explicit stack.
    private func forEachElementSnapshot(_ body: (LayoutSnapshot, SnapshotElement) -> Void) {
        var stack: [LayoutSnapshot] = [self]
        while let snapshot = stack.popLast() {
            if case .element(let taken) = snapshot.kind { body(snapshot, taken) }
            stack.append(contentsOf: snapshot.childSnapshots.reversed())
        }
    }
}
