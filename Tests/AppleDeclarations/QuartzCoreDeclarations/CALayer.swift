@_exported import Foundation

// Declarations of QuartzCore that CGLayout's adapters and their tests use, as Apple documents them
// (see ../README.md for each declaration and where it was checked). Not Apple's code: a stand-in for
// Linux, with Core Animation's geometry implemented (frame from position, anchor point and bounds;
// no transforms, no animation).

/// Methods your app can implement to respond to layer-related events (declared without
/// `NSObjectProtocol`, which the adapters do not use).
public protocol CALayerDelegate: AnyObject {}

/// An object that manages image-based content (geometry only).
///
/// Not main-actor isolated and not `Sendable`, as documented: `class CALayer`.
open class CALayer {
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedSublayers: [CALayer] = []
    private weak var storedSuperlayer: CALayer?

    /// Returns an initialized layer.
    public required init() {}

    /// The layer's delegate object.
    public weak var delegate: (any CALayerDelegate)?

    /// The name of the layer.
    open var name: String?

    /// The scale factor applied to the layer.
    open var contentsScale: CGFloat = 1

    /// A Boolean value that indicates whether the geometry of the layer and its sublayers is flipped vertically.
    open var isGeometryFlipped = false

    /// The layer's bounds rectangle. Animatable.
    open var bounds: CGRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    /// The layer's position in its superlayer's coordinate space. Animatable.
    open var position: CGPoint {
        get { storedPosition }
        set { storedPosition = newValue }
    }

    /// Defines the anchor point of the layer's bounds rectangle. Animatable.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }

    /// The layer's frame rectangle: derived from `position`, `anchorPoint` and `bounds`, as Core Animation does.
    open var frame: CGRect {
        get {
            CGRect(x: storedPosition.x - storedAnchorPoint.x * storedBounds.size.width,
                   y: storedPosition.y - storedAnchorPoint.y * storedBounds.size.height,
                   width: storedBounds.size.width, height: storedBounds.size.height)
        }
        set {
            storedBounds.size = newValue.size
            storedPosition = CGPoint(x: newValue.origin.x + storedAnchorPoint.x * newValue.size.width,
                                     y: newValue.origin.y + storedAnchorPoint.y * newValue.size.height)
        }
    }

    /// The superlayer of the layer.
    open var superlayer: CALayer? { storedSuperlayer }

    /// An array containing the layer's sublayers.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends the layer to the layer's list of sublayers.
    ///
    /// - Parameter layer: The layer to add.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts the specified layer into the receiver's list of sublayers at the specified index.
    ///
    /// - Parameters:
    ///   - layer: The sublayer to insert.
    ///   - idx: The position, clamped to the number of sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.storedSuperlayer = self
    }

    /// Detaches the layer from its parent layer.
    open func removeFromSuperlayer() {
        storedSuperlayer?.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// Returns the preferred size of the layer in the coordinate space of its superlayer (its bounds' size).
    open func preferredFrameSize() -> CGSize { storedBounds.size }

    /// Returns whether the layer content is implicitly flipped when rendered: here, whether an odd
    /// number of the layer and its superlayers have their geometry flipped (`isGeometryFlipped`).
    open func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.storedSuperlayer
        }
        return flipped
    }

    private var layoutIsNeeded = false

    /// Invalidates the layer's layout and marks it as needing an update.
    open func setNeedsLayout() { layoutIsNeeded = true }

    /// Returns a Boolean indicating whether the layer has been marked as needing a layout update.
    ///
    /// - Returns: `true` if the layer has been marked as requiring a layout update.
    open func needsLayout() -> Bool { layoutIsNeeded }

    /// Converts the point from the receiver's coordinate system to the specified layer's.
    ///
    /// - Parameters:
    ///   - p: A point in the receiver's coordinate system.
    ///   - l: The destination layer; `nil` for the root of the receiver's tree.
    /// - Returns: The point in `l`'s coordinate system.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let from = originInRoot, to = l?.originInRoot ?? .zero
        return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
    }

    /// Converts the rectangle from the receiver's coordinate system to the specified layer's.
    ///
    /// - Parameters:
    ///   - r: A rectangle in the receiver's coordinate system.
    ///   - l: The destination layer; `nil` for the root of the receiver's tree.
    /// - Returns: The rectangle in `l`'s coordinate system.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, to: l), size: r.size)
    }

    /// Where this layer's coordinate origin is in its root layer's coordinates.
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var layer = self
        while let parent = layer.storedSuperlayer {
            let frame = layer.frame
            point.x += frame.origin.x - layer.storedBounds.origin.x
            point.y += frame.origin.y - layer.storedBounds.origin.y
            layer = parent
        }
        return point
    }
}
