import CGLayout
import CGLayoutFlex
import Foundation

/// Checks every frame the library writes to the fuzzer's elements: no NaN,
/// no infinity, no negative size, and no write at all during a snapshot.
enum Watch {
    /// Writes by the fuzzer itself (initial frames, edits) are not checked.
    nonisolated(unsafe) static var userWrite = false
    /// Set while a snapshot is computed: any write is a finding.
    nonisolated(unsafe) static var inSnapshot: String?

    /// Checks a write of `frame` to `element`.
    static func check(_ frame: CGRect, to element: any LayoutElement, what: String = "frame") {
        guard !userWrite, let log = currentLog else { return }
        if let snapshot = inSnapshot {
            log.fail("write during snapshot", "\(snapshot) wrote \(what) \(frame.exact) to \(name(element))")
        }
        if !frame.isValidLayoutFrame {
            log.fail("invalid frame written", "\(what) \(frame.exact) written to \(name(element))")
        }
    }

    /// Runs `body` as the fuzzer's own writes.
    static func user(_ body: () throws -> Void) rethrows {
        userWrite = true
        defer { userWrite = false }
        try body()
    }

    static func name(_ element: any LayoutElement) -> String {
        if let node = element as? LayoutNode { return node.name ?? "\(node)" }
        if let guide = element as? LayoutGuide<LayoutNode> { return guide.name ?? "\(guide)" }
        return "\(element)"
    }
}

/// A node whose frame and bounds writes are checked; subclassed by the fuzzer's nodes of other behaviour
/// (``ContextReadingNode``), which inherit the checks.
class WatchedNode: LayoutNode, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
    override var bounds: CGRect {
        get { super.bounds }
        set { Watch.check(newValue, to: self, what: "bounds"); super.bounds = newValue }
    }
}

/// A node whose fitting size is read from another element's frame as the measuring pass has it
/// (`sizeThatFits(_:in:)`): half its width, a third of its height.
final class ContextReadingNode: WatchedNode, @unchecked Sendable {
    weak var source: LayoutNode?
    init(reading source: LayoutNode, name: String) {
        self.source = source
        super.init(frame: .zero, name: name)
    }
    override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        guard let source else { return .zero }
        let frame = context.frame(of: source)
        return CGSize(width: frame.width / 2, height: frame.height / 3)
    }
}

// Each watched class overrides `frame` the same way (`duplicates` lists the pair): an override must be written in the
// subclass of each element type (Swift has no mixin, and a class cannot inherit from a generic parameter). A hook in the
// library's frame storage instead would not see a write that goes around `FrameGate`, and would take the fuzzer off the
// path a user's subclass takes (a subclass's frame is written through its setter).
final class WatchedText: TextNode, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
}

final class WatchedGuide: LayoutGuide<LayoutNode>, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
}

final class WatchedStack: StackLayoutGuide<LayoutNode>, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
}

final class WatchedScroll: ScrollLayoutGuide<LayoutNode>, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
}

final class WatchedFlex: FlexLayoutGuide<LayoutNode>, @unchecked Sendable {
    override var frame: CGRect {
        get { super.frame }
        set { Watch.check(newValue, to: self); super.frame = newValue }
    }
}
