import Foundation

/// What an element class keeps under its lock: its frame, its bounds origin and its debug name.
///
/// ``LayoutNode`` and ``LayoutGuide`` each store one, so the two keep frames, bounds and names the same
/// way (the bounds are the stored origin and the frame's size; setting them keeps the frame's origin).
/// Their accessors only add the lock (and, for a node, the frame epoch that live passes compare).
package struct ElementStorage {
    /// The rect in the super element's space.
    package var frame: CGRect
    /// The origin of the element's own space (a scroll offset).
    package var boundsOrigin: CGPoint = .zero
    /// The debug name shown in descriptions, issues and pictures.
    package var name: String?

    package init(frame: CGRect, name: String?) {
        self.frame = frame
        self.name = name
    }

    /// The element's own space: the stored origin and the frame's size. Setting it changes the origin and
    /// the frame's size; the frame's origin is kept.
    package var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
}
