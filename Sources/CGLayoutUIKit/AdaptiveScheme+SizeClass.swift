#if canImport(UIKit)
import CGLayout
import CGLayoutHosting
import Foundation
import UIKit

extension AdaptiveScheme.Condition {
    /// True while `view`'s horizontal size class is `sizeClass`: a variant for a regular-width iPad
    /// and one for a compact-width iPhone, as UIKit's traits say, not as a width guesses.
    ///
    /// The condition reads the view's element: its trait live on the main actor, the one it kept
    /// in other tasks. An ``AdaptiveScheme`` keeps a snapshot per size; call its `invalidate()`
    /// when the traits change without a size change (`registerForTraitChanges`).
    ///
    /// - Parameters:
    ///   - sizeClass: The size class the variant is for.
    ///   - view: The view whose traits decide (usually the view controller's view).
    /// - Returns: The condition.
    @MainActor
    public static func horizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, of view: UIView) -> Self {
        let element = view.layoutElement, expected = HostSizeClass(sizeClass)
        return .matching { _ in element.state.horizontalSizeClass == expected }
    }

    /// True while `view`'s vertical size class is `sizeClass`: compact on an iPhone in landscape.
    ///
    /// - Parameters:
    ///   - sizeClass: The size class the variant is for.
    ///   - view: The view whose traits decide.
    /// - Returns: The condition.
    @MainActor
    public static func verticalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, of view: UIView) -> Self {
        let element = view.layoutElement, expected = HostSizeClass(sizeClass)
        return .matching { _ in element.state.verticalSizeClass == expected }
    }
}
#endif
