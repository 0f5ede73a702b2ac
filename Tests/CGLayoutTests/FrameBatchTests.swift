import CGLayout
import Foundation
import Testing

/// Nodes whose `frame` setter is overridden: each records, in a shared log, its name and the frame it is given.
private final class WriteLog: @unchecked Sendable { var entries: [(String, CGRect)] = [] }
private final class RecordingNode: LayoutNode, @unchecked Sendable {
    let log: WriteLog
    init(log: WriteLog, name: String) { self.log = log; super.init(name: name) }
    override var frame: CGRect {
        get { super.frame }
        set { log.entries.append((name ?? "", newValue)); super.frame = newValue }
    }
}

@Suite("Frame writes in a batch")
struct FrameBatchTests {
    @Test("A batch writes the frames of the indexes listed, in their order, skips nil nodes, writes subclasses through their setter, and moves the count of frame writes")
    func batchWrites() {
        let log = WriteLog()
        let plain = LayoutNode(name: "plain"), first = RecordingNode(log: log, name: "first"), second = RecordingNode(log: log, name: "second")
        let unlisted = LayoutNode(frame: CGRect(x: 1, y: 1, width: 1, height: 1), name: "unlisted")
        let frames = [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 5, y: 6, width: 7, height: 8),
                      CGRect(x: 9, y: 10, width: 11, height: 12), CGRect(x: 13, y: 14, width: 15, height: 16), CGRect(x: 17, y: 18, width: 19, height: 20)]
        let nodes: [Unmanaged<LayoutNode>?] = [.passUnretained(plain), nil, .passUnretained(second), .passUnretained(first), .passUnretained(unlisted)]
        let start = Epoch.frame.current
        frames.withUnsafeBufferPointer { frames in
            nodes.withUnsafeBufferPointer { nodes in
                [2, 1, 0, 3].withUnsafeBufferPointer { indexes in FrameGate.write(admitted: frames, to: nodes, at: indexes) }
            }
        }
        #expect(plain.frame == frames[0])
        #expect(second.frame == frames[2])
        #expect(first.frame == frames[3])
        #expect(unlisted.frame == CGRect(x: 1, y: 1, width: 1, height: 1), "not listed: not written")
        #expect(log.entries.map(\.0) == ["second", "first"], "subclasses through their setters, in the listed order")
        #expect(log.entries.map(\.1) == [frames[2], frames[3]])
        // Other tests write frames in parallel, so only "it moved" is certain here (the count never goes back).
        #expect(Epoch.frame.current != start)
        withExtendedLifetime([plain, first, second, unlisted]) {}
    }
}
