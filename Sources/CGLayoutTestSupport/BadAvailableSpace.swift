import Foundation

/// The one bad-input policy for available space, as every engine's test checks it: a NaN or infinite
/// origin counts as 0, a NaN or negative size as 0, an infinite size as unbounded
/// (`CGFloat.greatestFiniteMagnitude`).
public enum BadAvailableSpace {
    /// A space with every kind of bad value: NaN x, infinite y, infinite width, NaN height.
    public static let space = CGRect(x: CGFloat.nan, y: .infinity, width: .infinity, height: .nan)
    /// ``space`` as every engine reads it.
    public static let admitted = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 0)
    /// A 100-wide element 8 from the leading edge, as tall as the space: `(8, 0, 100, 0)`.
    public static let leading = CGRect(x: 8, y: 0, width: 100, height: 0)
    /// The x of a 100-wide element 8 from the trailing edge of the unbounded width: the largest finite
    /// length (an infinite space counted as 0 would put it at -108).
    public static let trailingX: CGFloat = .greatestFiniteMagnitude - 108
}
