import CGLayout
import Foundation

/// An element of an app's own type — neither a node nor a guide: a frame in its super element's space that the app
/// sets, never a block (a block's write is ignored), as an app keeps an area of a view (a readable column, a view's
/// margins) to constrain other blocks by. Its frame and super element are behind a lock: snapshots read it from
/// other tasks.
public final class OwnFrameElement: LayoutElement, @unchecked Sendable {
    private let lock = NSLock()
    private weak var owner: (any LayoutElement)?
    private var placed: CGRect

    /// An element at `frame` in `superElement`'s space.
    ///
    /// - Parameters:
    ///   - superElement: The element whose space the frame is in (held weakly).
    ///   - frame: The frame.
    public init(in superElement: any LayoutElement, frame: CGRect) {
        owner = superElement
        placed = frame
    }

    /// The frame the app set; a pass's write is ignored.
    public var frame: CGRect {
        get { lock.withLock { placed } }
        set {}
    }
    /// The frame's size, at the origin; a write is ignored.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {}
    }
    /// The element whose space the frame is in.
    public var superElement: (any LayoutElement)? { lock.withLock { owner } }

    /// Sets the frame (the app's own write).
    ///
    /// - Parameter frame: The new frame, in the super element's space.
    public func place(at frame: CGRect) { lock.withLock { placed = frame } }

    /// Leaves the super element.
    public func removeFromSuperElement() { lock.withLock { owner = nil } }
}
