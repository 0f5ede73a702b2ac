import CGLayout
import CGLayoutHosting
import Foundation

/// A tree of main-actor objects of the tests' own — what views are to the Apple adapters, or a game's
/// sprites to an app — laid out through their `HostElement`s on every platform, with or without an SDK.
@MainActor
public final class TreeHost: LayoutHost {
    /// The frame in the parent's space.
    public var frame: CGRect {
        didSet { onFrameWrite?(self, frame) }
    }
    /// The origin of the host's own space (a scroll offset).
    public var boundsOrigin = CGPoint.zero
    /// The parent, or `nil` for a root.
    public private(set) weak var parent: TreeHost?
    /// The children, in order (held strongly, as views hold their subviews).
    public private(set) var children: [TreeHost] = []
    /// A debug name.
    public let name: String?
    /// The fitting size for a proposal (a label's text, say); `nil`: the present size.
    public var measure: (@Sendable (CGSize) -> CGSize)?
    /// The content size a scroll content guide gave the host.
    public private(set) var contentSize = CGSize.zero
    /// How many times the layout asked for the fitting size.
    public private(set) var measurements = 0
    /// Called after every write of the frame (to check what a pass wrote).
    public var onFrameWrite: ((TreeHost, CGRect) -> Void)?
    /// The part covered by bars (a view's `safeAreaInsets`).
    public var safeAreaInsets = EdgeInsets.zero
    /// The host's layout margins.
    public var layoutMargins = EdgeInsets.zero
    /// Points per pixel of its screen, 0 when unknown.
    public var displayScale: CGFloat = 0
    /// How many times an element asked this host to lay its children out again.
    public private(set) var layoutRequests = 0

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - frame: The initial frame.
    ///   - name: A debug name.
    public init(frame: CGRect = .zero, name: String? = nil) {
        self.frame = frame
        self.name = name
    }

    /// Appends `child`, removing it from its previous parent first.
    ///
    /// - Parameter child: The host to add.
    public func add(_ child: TreeHost) {
        child.removeFromLayoutSuperHost()
        children.append(child)
        child.parent = self
    }

    /// The frame, the bounds (origin and the frame's size), margins, safe area, scale and name.
    public var layoutHostState: LayoutHostState {
        LayoutHostState(frame: frame, bounds: CGRect(origin: boundsOrigin, size: frame.size), layoutMargins: layoutMargins,
                        safeAreaInsets: safeAreaInsets, displayScale: displayScale, name: name)
    }
    /// The frame and the bounds.
    public var layoutHostGeometry: LayoutHostGeometry {
        LayoutHostGeometry(frame: frame, bounds: CGRect(origin: boundsOrigin, size: frame.size))
    }
    /// The parent.
    public var layoutSuperHost: (any LayoutHost)? { parent }
    /// Sets the frame.
    public func setLayoutHostFrame(_ frame: CGRect) { self.frame = frame }
    /// Sets the bounds' origin and the frame's size.
    public func setLayoutHostBounds(_ bounds: CGRect) { boundsOrigin = bounds.origin; frame.size = bounds.size }
    /// ``measure`` for the proposal, or the present size.
    public func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize {
        measurements += 1
        return measure?(proposal) ?? frame.size
    }
    /// Leaves the parent.
    public func removeFromLayoutSuperHost() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Keeps the content size.
    public func setLayoutHostContentSize(_ size: CGSize) { contentSize = size }
    /// Counts the request (see ``layoutRequests``).
    public func setLayoutHostNeedsLayout() { layoutRequests += 1 }
}
