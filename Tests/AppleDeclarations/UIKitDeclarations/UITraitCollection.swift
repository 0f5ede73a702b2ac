import Foundation

/// A collection of data that represents the environment for an individual element in your app's
/// user interface. `class UITraitCollection`, as documented: not main-actor isolated.
open class UITraitCollection {
    /// The horizontal size class of the trait collection.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class of the trait collection.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The display scale of the trait collection.
    public let displayScale: CGFloat
    /// The layout direction of the trait collection.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat,
         direction: UITraitEnvironmentLayoutDirection) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        layoutDirection = direction
    }

    /// Creates an empty trait collection.
    public convenience init() { self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified) }

    /// Creates a trait collection that contains only a specified horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, direction: .unspecified)
    }

    /// Creates a trait collection that contains only a specified vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, direction: .unspecified)
    }

    /// Creates a trait collection that contains only a specified display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: displayScale, direction: .unspecified)
    }

    /// Creates a trait collection that contains only a specified layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: layoutDirection)
    }

    /// Creates a trait collection that consists of traits merged from a specified array of trait collections (later ones win).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(horizontal: horizontal, vertical: vertical, scale: scale, direction: direction)
    }
}

/// A mutable container of traits you use to set trait changes for an object and its descendants
/// (`struct UITraitOverrides`, iOS 17): the size classes, display scale and layout direction.
public struct UITraitOverrides {
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?
    var scale: CGFloat?
    var direction: UITraitEnvironmentLayoutDirection?

    /// The horizontal size class of the trait collection.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }
    /// The vertical size class of the trait collection.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }
    /// The display scale of the trait collection.
    public var displayScale: CGFloat {
        get { scale ?? 0 }
        set { scale = newValue }
    }
    /// The layout direction of the trait collection.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { direction ?? .unspecified }
        set { direction = newValue }
    }

    /// `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(horizontal: horizontal ?? traits.horizontalSizeClass, vertical: vertical ?? traits.verticalSizeClass,
                          scale: scale ?? traits.displayScale, direction: direction ?? traits.layoutDirection)
    }
}
