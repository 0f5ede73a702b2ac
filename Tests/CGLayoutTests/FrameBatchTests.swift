import CGLayout
import Foundation
import Testing

/// A node whose `frame` setter is overridden: records what it is given.
private final class RecordingNode: LayoutNode, @unchecked Sendable {
    var given: [CGRect] = []
    override var frame: CGRect {
        get { super.frame }
        set { given.append(newValue); super.frame = newValue }
    }
}

@Suite("Frame writes in a batch")
struct FrameBatchTests {
    @Test("A batch writes every frame in order, skips nil entries, writes subclasses through their setter, and moves the count of frame writes")
    func batchWrites() {
        let plain = LayoutNode(name: "plain"), other = LayoutNode(name: "other"), recording = RecordingNode(name: "recording")
        let frames = [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 5, y: 6, width: 7, height: 8),
                      CGRect(x: 9, y: 10, width: 11, height: 12), CGRect(x: 13, y: 14, width: 15, height: 16)]
        let nodes: [Unmanaged<LayoutNode>?] = [.passUnretained(plain), nil, .passUnretained(recording), .passUnretained(other)]
        let start = FrameEpoch.current
        frames.withUnsafeBufferPointer { frames in
            nodes.withUnsafeBufferPointer { nodes in FrameGate.write(admitted: frames, to: nodes) }
        }
        #expect(plain.frame == frames[0])
        #expect(recording.frame == frames[2])
        #expect(recording.given == [frames[2]], "written through its setter")
        #expect(other.frame == frames[3])
        // Other tests write frames in parallel, so only "it moved" is certain here (the count never goes back).
        #expect(FrameEpoch.current != start)
        withExtendedLifetime([plain, other, recording]) {}
    }
}
