import Foundation

/// The scratch of a container's passes, kept on a container whose items do not fit the pass's share of
/// the stack: allocated when its children are set (``FlexNode/reservePassScratch()``), so that laying out
/// a built tree allocates nothing, and reused by every pass.
final class PassScratch {
    /// Room for this many items and as many lines.
    let capacity: Int
    let items: UnsafeMutableBufferPointer<ItemScratch>
    let lines: UnsafeMutableBufferPointer<FlexLine>
    /// Whether a pass is using the buffers (a pass of the same container nested in it takes its own).
    var isInUse = false

    init(capacity: Int) {
        self.capacity = capacity
        items = .allocate(capacity: capacity)
        lines = .allocate(capacity: capacity)
    }

    deinit {
        items.deallocate()
        lines.deallocate()
    }
}

extension ContainerPass {
    /// The most items whose scratch a pass keeps on the stack (up to 1 KB, where Swift allocates temporary
    /// buffers on the stack; a wide container deep in a tree must not use up the stack its items' passes need).
    static let stackItems = 1024 / MemoryLayout<ItemScratch>.stride

    /// Runs `body` with uninitialized buffers for `count` items and `lines` lines (at most `count`): on the stack
    /// for up to ``stackItems`` items, else the container's kept ``PassScratch``, else (a pass nested in another
    /// of the same container, or more items than children through `display: contents`) buffers of its own.
    @inline(__always)
    static func withScratch<R>(for node: FlexNode, count: Int, lines: Int,
                               _ body: (UnsafeMutableBufferPointer<ItemScratch>, UnsafeMutableBufferPointer<FlexLine>) -> R) -> R {
        if count <= stackItems {
            return withUnsafeTemporaryAllocation(of: ItemScratch.self, capacity: count) { items in
                withUnsafeTemporaryAllocation(of: FlexLine.self, capacity: lines) { lines in body(items, lines) }
            }
        }
        return withKeptScratch(for: node, count: count, body)
    }

    @inline(never)
    private static func withKeptScratch<R>(for node: FlexNode, count: Int,
                                           _ body: (UnsafeMutableBufferPointer<ItemScratch>, UnsafeMutableBufferPointer<FlexLine>) -> R) -> R {
        if let kept = node.passScratch, kept.capacity >= count, !kept.isInUse {
            kept.isInUse = true
            defer { kept.isInUse = false }
            return body(kept.items, kept.lines)
        }
        let scratch = PassScratch(capacity: count)
        return body(scratch.items, scratch.lines)
    }
}

extension FlexNode {
    /// Keeps scratch for this container's passes when its children do not fit on the stack (grown by half
    /// again when they outgrow it, so appending children one by one reallocates rarely), none otherwise.
    func reservePassScratch() {
        let count = children.count
        guard count > ContainerPass.stackItems else {
            passScratch = nil
            return
        }
        let kept = passScratch?.capacity ?? 0
        if kept < count { passScratch = PassScratch(capacity: max(count, kept + kept / 2)) }
    }
}
