import CGLayout
import Foundation

/// Snapshots for another size than the container has now: the layout a rotation will need, computed ahead
/// (sometimes on another thread, as a detached task would) while the container still has its old size, then
/// applied once it has the new one.
extension RectCase {
    /// `snapshot(for: rect)` taken while the container keeps its present size writes nothing; applied after the
    /// container got the rect's size, it gives the frames `layout()` gives at that size (`layout(in: rect)` where
    /// ``comparedPass(for:chosen:container:unsettled:direction:)`` says `layout()` runs blocks elsewhere), but for the
    /// exceptions ``apply(_:comparingWith:unsettled:kind:)`` knows.
    func snapshotForAnotherSize() {
        let direction = direction()
        let container = sourceContainer() ?? root
        let present = describedRect(of: container)
        // A rotation (the present size turned), or any rect (extreme ones in wild cases, unbounded ones).
        let rect = fuzz.chance(0.4) ? CGRect(x: present.minXRaw, y: present.minY, width: present.height, height: present.width)
            : space().value ?? self.rect()
        let onAnotherThread = fuzz.chance(0.4)
        let unsettled = readsUnsettledFrames()
        let before = state()
        let scheme = self.scheme
        log.step("let snapshot = \(onAnotherThread ? "await Task.detached { scheme" : "scheme").snapshot(for: \(literal(rect)), direction: .\(direction))"
                 + (onAnotherThread ? " }.value" : "") + "  // \(name(container)) is still \(literal(present))")
        Watch.inSnapshot = "snapshot(for:) of another size"
        let snapshot = onAnotherThread ? RectCase.onAnotherThread { scheme.snapshot(for: rect, direction: direction) }
            : scheme.snapshot(for: rect, direction: direction)
        Watch.inSnapshot = nil
        for (index, element) in elements.enumerated() where !before[index].frame.same(as: element.frame) {
            log.fail("snapshot for another size wrote", "\(name(element)): \(before[index].frame.exact) became \(element.frame.exact)")
        }
        let union: CGRect = snapshot.frame
        if !union.isValidLayoutFrame { log.fail("invalid snapshot frame", "the snapshot's frame is \(union.exact)") }
        resize(container, to: rect)
        // `layout()` where the container's layout bounds are now the rect (an ordinary one: an unbounded rect is
        // for `layout(in:)`).
        let ordinary = rect.width.isFinite && rect.height.isFinite && rect.width < 1e15 && rect.height < 1e15
        let layOut = comparedPass(for: rect, chosen: !ordinary || !describedRect(of: container).same(as: rect), container: container,
                                  unsettled: unsettled, direction: direction)
        let resized = state()
        log.step("\(layOut.code)  // frames L")
        layOut.run()
        let laidOut = state()
        restore(resized)
        log.step("// frames put back as after the resize; then try scheme.apply(snapshot: snapshot)  // frames A == L")
        // A scheme that lays out its own container after a block laid out in it (`scheme.issues` says so) reads the
        // container's bounds from before its block: in the snapshot, those it had when the snapshot was taken. (A
        // relation block that has the container as an item measures it at the rect's size and places the items inside
        // it by the rect's origin, as `layout()` at that size does: compared.)
        let readsOldContainer = unsettled && laysOut(container)
        apply(snapshot, comparingWith: laidOut, unsettled: unsettled, kind: "snapshot for another size vs layout",
              compares: !readsOldContainer)
    }

    /// The snapshot `body` computes on a thread of its own (with the stack of a main thread), this one waiting.
    static func onAnotherThread(_ body: @escaping @Sendable () -> LayoutSnapshot) -> LayoutSnapshot {
        let result = ComputedOnAnotherThread(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.snapshot = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return result.snapshot!
    }
}

/// What a thread computed, read once the thread signalled it is done.
private final class ComputedOnAnotherThread: @unchecked Sendable {
    var snapshot: LayoutSnapshot?
}
