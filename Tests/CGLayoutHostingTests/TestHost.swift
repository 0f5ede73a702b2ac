import CGLayout
import CGLayoutHosting
import Foundation

/// A main-actor object tree of the test's own — what a game's sprites or a custom renderer would
/// be — used to check `HostElement` on every platform, with or without an SDK.
@MainActor
final class Sprite: LayoutHost {
    var frame: CGRect
    var boundsOrigin = CGPoint.zero
    private(set) weak var parent: Sprite?
    private(set) var children: [Sprite] = []
    var name: String?
    /// The content's size for a proposal (a label's text, say); `nil`: the present size.
    var measure: ((CGSize) -> CGSize)?
    var contentSize = CGSize.zero
    /// How many times the layout asked for the fitting size.
    var measurements = 0

    init(frame: CGRect = .zero, name: String? = nil) {
        self.frame = frame
        self.name = name
    }

    func add(_ child: Sprite) {
        child.removeFromLayoutSuperHost()
        children.append(child)
        child.parent = self
    }

    var layoutHostState: LayoutHostState {
        LayoutHostState(frame: frame, bounds: CGRect(origin: boundsOrigin, size: frame.size), name: name)
    }
    var layoutSuperHost: (any LayoutHost)? { parent }
    func setLayoutHostFrame(_ frame: CGRect) { self.frame = frame }
    func setLayoutHostBounds(_ bounds: CGRect) { boundsOrigin = bounds.origin; frame.size = bounds.size }
    func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize {
        measurements += 1
        return measure?(proposal) ?? frame.size
    }
    func removeFromLayoutSuperHost() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    func setLayoutHostContentSize(_ size: CGSize) { contentSize = size }
}
