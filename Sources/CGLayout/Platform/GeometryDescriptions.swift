// Frames print the same on every platform: `(x, y, width, height)`, as CoreGraphics prints them on Apple
// platforms. Foundation on Linux gives its geometry types no description of their own (`print(rect)` shows
// `CGRect(origin: Foundation.CGPoint(x: 0.0, …`), so this module gives them Apple's.
#if !canImport(CoreGraphics)
import Foundation

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as on Apple platforms: `print(CGRect(x: 0, y: 0, width: 375, height: 44))`
    /// prints `(0.0, 0.0, 375.0, 44.0)`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as on Apple platforms.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as on Apple platforms.
    public var debugDescription: String { "(\(width), \(height))" }
}
#endif
