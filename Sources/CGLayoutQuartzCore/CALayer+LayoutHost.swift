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

    /// The frame in layout space (y down). On macOS a layer's sublayers are placed with y
    /// growing upwards unless the layer's contents are flipped; there the frame is reflected
    /// inside the superlayer's bounds, as for an unflipped `NSView`.
    private var layoutFrame: CGRect { layoutFrame(from: frame) }

    private func layoutFrame(from frame: CGRect) -> CGRect {
        #if os(macOS)
        // Why: macOS layers are y-up by default; iOS, tvOS and visionOS layers are y-down.
        if let superlayer, !superlayer.contentsAreFlipped() { return HostGeometry.reflectedVertically(frame, in: superlayer.bounds) }
        #endif
        return frame
    }
}
#endif
