import CGLayout
import Foundation

/// A scroll guide inside a scrolling host (a `UIScrollView`) whose content's extent becomes the
/// host's content size (`contentSize`) every time the content is laid out or a snapshot of it
/// is applied.
///
/// The host scrolls itself (a scroll view moves its bounds), so the guide lays its content out
/// in the host's content space, which starts at zero, and leaves its own `contentOffset`
/// at zero. Make one with ``LayoutHost/addScrollContentGuide(content:scrollDirections:name:)``.
///
/// ```swift
/// let content = scrollView.addScrollContentGuide(content: LayoutScheme(blocks: rows))
/// let scheme = LayoutScheme(blocks: [content.layoutBlock(with: .equal)])
/// scheme.layout()          // lays out the rows, then scrollView.contentSize == their extent
/// ```
public final class HostScrollLayoutGuide: ScrollLayoutGuide<HostElement>, @unchecked Sendable {
    /// Records the content's extent, then gives it to the host as its content size.
    ///
    /// - Parameter content: The content's frames as written.
    public override func contentDidLayout(_ content: LayoutSnapshot) {
        super.contentDidLayout(content)
        ownerElement?.setContentSize(contentSize)
    }
}

extension LayoutHost {
    /// Adds a scroll guide to this host whose content size the host takes (see ``HostScrollLayoutGuide``).
    ///
    /// - Parameters:
    ///   - content: Blocks of the host's subviews, laid out in its content space.
    ///   - scrollDirections: The axes that scroll; vertical by default.
    ///   - name: A debug name.
    /// - Returns: The guide, kept alive by the host's element.
    public func addScrollContentGuide(content: any LayoutBlockProtocol, scrollDirections: ScrollDirection = .vertical,
                                      name: String? = nil) -> HostScrollLayoutGuide {
        let guide = HostScrollLayoutGuide(layout: content, scrollDirections: scrollDirections, name: name)
        layoutElement.add(layoutGuide: guide)
        return guide
    }
}
