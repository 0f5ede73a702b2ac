@_exported import Foundation
@_exported import QuartzCoreDeclarations

// Declarations of UIKit that CGLayout's adapters and their tests use, as Apple documents them (see
// ../README.md for each one and where it was checked). Not Apple's code: a stand-in for Linux that
// implements UIKit's geometry. Every member of a main-actor class checks at run time that it runs
// on the main actor (`UIKitIsolation.check()`), on top of the compiler's static checks.

/// The inset distances for views.
public struct UIEdgeInsets: Equatable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The left edge inset value.
    public var left: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The right edge inset value.
    public var right: CGFloat
    /// Creates an edge inset for a button or a view.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Specifies the directional flow of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// A left-to-right layout direction.
    case leftToRight = 0
    /// A right-to-left layout direction.
    case rightToLeft = 1
}

/// A semantic description of the view's contents, used to determine whether the view should be flipped when switching between left-to-right and right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Layout direction follows the user interface's.
    case unspecified = 0
    /// A view representing the playback controls.
    case playback = 1
    /// A view representing a directional control.
    case spatial = 2
    /// A view that is always laid out left-to-right.
    case forceLeftToRight = 3
    /// A view that is always laid out right-to-left.
    case forceRightToLeft = 4
}

/// Constants that indicate the size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Indicates the absence of a size class.
    case unspecified = 0
    /// Indicates a compact size class.
    case compact = 1
    /// Indicates a regular size class.
    case regular = 2
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// An unspecified layout direction.
    case unspecified = -1
    /// A left-to-right layout direction.
    case leftToRight = 0
    /// A right-to-left layout direction.
    case rightToLeft = 1
}

/// The layout priority is used to indicate to the constraint-based layout system which constraints are more important.
public struct UILayoutPriority: RawRepresentable, Equatable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: Float
    /// Creates a layout priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a layout priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A required constraint.
    public static let required = UILayoutPriority(1000)
    /// The priority level with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority level at which a button hugs its contents horizontally.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority level with which the view wants to conform to the target size in that computation.
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// The run-time isolation check of the declarations: UIKit's main-actor classes trap when used
/// off the main actor, so that a test that reached a view from another task fails.
enum UIKitIsolation {
    @inline(__always)
    static func check(_ member: StaticString = #function) {
        MainActor.preconditionIsolated("UIKit used off the main actor: \(member)")
    }
}
