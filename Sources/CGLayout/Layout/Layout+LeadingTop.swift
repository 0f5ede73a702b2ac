import Foundation

extension Layout.Alignment {
    /// The leading top corner of the source: top-left in left-to-right passes, top-right in
    /// right-to-left ones. The default placement of a space resized to an element's content
    /// (``AdjustLayoutConstraint``), so that the same scheme mirrors.
    ///
    /// ```swift
    /// var rect = CGRect(x: 0, y: 0, width: 84, height: 17)
    /// Layout.Alignment.leadingTop.formLayout(
    ///     rect: &rect, in: CGRect(x: 0, y: 0, width: 295, height: 64),
    ///     direction: .rightToLeft)
    /// // rect == (211, 0, 84, 17)
    /// ```
    public static var leadingTop: Layout.Alignment { Layout.Alignment(horizontal: .leading(), vertical: .top()) }
}
