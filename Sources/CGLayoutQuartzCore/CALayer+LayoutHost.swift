#if canImport(QuartzCore)
import CGLayout
@_exported import CGLayoutHosting
import Foundation
import QuartzCore

/// `CALayer` as a layout host: layers and views in one scheme.
///
/// `CALayer` is not main-actor isolated, but a layer that backs a view, or sits in a view's
/// layer tree, is drawn from the main thread; the conformance is main-actor isolated like
/// ``LayoutHost`` itself, so layers are read and moved where views are. A view's backing layer
/// is the view's element (``LayoutHost/layoutRepresentingHost``), so a sublayer of a view's layer
/// has the view as its super element and converts through the view tree.
extension CALayer: LayoutHost {
    /// The layer's frame and bounds, its screen scale (`contentsScale`) and its `name`.
    public var layoutHostState: LayoutHostState {
        LayoutHostState(frame: layoutFrame, bounds: bounds, displayScale: contentsScale, name: name)
    }

    /// The frame in layout space and the bounds.
    public var layoutHostGeometry: LayoutHostGeometry { LayoutHostGeometry(frame: layoutFrame, bounds: bounds) }

    /// The superlayer (the view it backs, through the registry, when it is a view's layer).
    public var layoutSuperHost: (any LayoutHost)? { superlayer }

    /// Sets `frame` (in the superlayer's layout space). Core Animation animates a standalone
    /// layer's frame change implicitly; wrap the pass in a `CATransaction` with actions disabled
    /// to move it at once.
    public func setLayoutHostFrame(_ frame: CGRect) { self.frame = layoutFrame(from: frame) }

    /// Sets `bounds`.
    public func setLayoutHostBounds(_ bounds: CGRect) { self.bounds = bounds }

    /// `preferredFrameSize()`: a layer sizes itself by its own rules, not by the proposal.
    public func layoutHostSizeThatFits(_ proposal: CGSize) -> CGSize { preferredFrameSize() }

    /// `removeFromSuperlayer()`.
    public func removeFromLayoutSuperHost() { removeFromSuperlayer() }

    /// The view (or other host) this layer backs, when its delegate is a host whose layer it is.
    public var layoutRepresentingHost: (any LayoutHost)? {
        guard let owner = delegate as? any LayoutHost, owner.layoutHostLayer === self else { return nil }
        return owner
    }

    /// `setNeedsLayout()`, or the view's when the layer backs one (its next layout pass lays out the
    /// view's subviews and sublayers).
    public func setLayoutHostNeedsLayout() {
        if let owner = layoutRepresentingHost { owner.setLayoutHostNeedsLayout() } else { setNeedsLayout() }
    }

    /// The frame in layout space (y down): reflected inside the superlayer's bounds when the
    /// superlayer places its sublayers with y growing upwards (see ``countsSublayersUpwards``).
    @MainActor
    private var layoutFrame: CGRect { layoutFrame(from: frame) }

    /// A frame of the superlayer's coordinates in layout space, or back (the reflection is its own inverse).
    @MainActor
    private func layoutFrame(from frame: CGRect) -> CGRect {
        guard let superlayer, superlayer.countsSublayersUpwards else { return frame }
        return HostGeometry.reflectedVertically(frame, in: superlayer.bounds)
    }

    /// Whether this layer places its sublayers with y growing upwards: Core Animation's default on
    /// macOS, and in any tree an AppKit view backs (``LayoutHost/layoutHostLayersCountUpwards``) —
    /// unless the layer's geometry is flipped (`contentsAreFlipped()`: AppKit flips a flipped view's
    /// backing layer). On iOS, tvOS and visionOS layers count downwards, as views do.
    @MainActor
    var countsSublayersUpwards: Bool {
        if contentsAreFlipped() { return false }
        #if os(macOS)
        // Why: on macOS every layer counts upwards, inside a view's tree or not.
        return true
        #else
        // Elsewhere only a tree backed by a host that says so (AppKit's views, where they are declared
        // for tests): the same rule as macOS, checked where AppKit does not run.
        var layer: CALayer? = self
        while let current = layer {
            if let owner = current.delegate as? any LayoutHost, owner.layoutHostLayer === current {
                return owner.layoutHostLayersCountUpwards
            }
            layer = current.superlayer
        }
        return false
        #endif
    }
}
#endif
