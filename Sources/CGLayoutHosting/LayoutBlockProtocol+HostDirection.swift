import CGLayout
import Foundation

extension LayoutBlockProtocol {
    /// The reading direction the host entry points take when they are given none: that of the view whose content
    /// this block arranges — the nearest host above its first element (`effectiveUserInterfaceLayoutDirection`,
    /// AppKit's `userInterfaceLayoutDirection`, read live here on the main actor), or the element's own host when
    /// it has none above it (a root view). Apple says to consult the direction of the view whose immediate content
    /// is arranged, so a subview forced left-to-right (a media control in a right-to-left screen) does not turn
    /// its siblings round. A block with no host (a scheme of nodes) takes the global `.current`; the original
    /// CGLayout's global switch (`CGLConfiguration.default.isRTLMode`), when on, still makes every pass right-to-left.
    @MainActor
    var hostDirection: LayoutDirection {
        if LayoutDirection.current == .rightToLeft { return .rightToLeft }
        guard let first = (self as? any LayoutElementListing)?.listedElements.first else { return .current }
        return Self.nearestHost(above: first)?.state.direction ?? .current
    }

    /// The first host on the way up from `element`'s super element, or `element` itself when it is a host with
    /// none above it; `nil` when neither is found within a tree deeper than any screen (a cycle is bad input).
    @MainActor
    private static func nearestHost(above element: any LayoutElement) -> HostElement? {
        var current = element.superElement, steps = 0
        while let next = current, steps < 100_000 {
            if let host = next as? HostElement { return host }
            current = next.superElement
            steps += 1
        }
        return element as? HostElement
    }
}
