import Foundation

/// A scheme pass's frame buffers: valid only while the pass runs (see ``FrameOverrides``).
struct PassFrameBuffers {
    let plan: SchemePlan
    let frames: UnsafeMutablePointer<CGRect>
    let known: UnsafeMutablePointer<Bool>

    @inline(__always)
    func frame(of id: ObjectIdentifier) -> CGRect? {
        guard let index = plan.elementIndex[id], known[index] else { return nil }
        return frames[index]
    }
}
