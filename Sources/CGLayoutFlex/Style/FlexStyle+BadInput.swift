import Foundation

/// The range the flex engine lays out in, and what input outside it becomes (the Flexbox
/// article's "Bad input" section). Every input is made finite and brought into range where the
/// layout reads it, the same way in every pass, so a tree laid out again after edits gives the
/// frames of a fresh tree with the same input: no value depends on what a pass computed before.
enum FlexLimits {
    /// The largest magnitude of a length the layout reads: a style length once resolved (points,
    /// percentages of their base, sizing keywords), an owner size, a measure function's answer.
    /// Ten million points: far beyond any screen, and small enough that sums of many such lengths
    /// keep the precision of a hundred-thousandth of a point that the layout's comparisons use.
    static let maxLength: CGFloat = 10_000_000
    /// The largest flex grow or shrink factor and aspect ratio (and the smallest ratio is its inverse).
    static let maxFactor: CGFloat = 1_000_000

    /// A finite or infinite length within ±``maxLength`` (NaN is the caller's to exclude).
    @inline(__always) static func length(_ value: CGFloat) -> CGFloat { min(max(value, -maxLength), maxLength) }

    /// A flex factor: NaN and negative factors count as 0, larger ones than ``maxFactor`` as it.
    @inline(__always) static func factor(_ value: CGFloat) -> CGFloat { value >= 0 ? min(value, maxFactor) : 0 }

    /// An owner size given to a layout: NaN and +∞ count as undefined (unbounded), negative sizes as 0.
    static func ownerSize(_ value: CGFloat?) -> CGFloat? {
        guard let value, value < .infinity else { return nil }
        return value >= 0 ? min(value, maxLength) : 0
    }

    /// The largest pixel grid scale (``FlexNode/pointScaleFactor``).
    static let maxPointScaleFactor: CGFloat = 1_000

    /// A point scale factor: 0 (no rounding) and positive finite factors up to ``maxPointScaleFactor``
    /// as they are, larger ones as it; NaN, infinite and negative factors count as 1.
    static func pointScaleFactor(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value >= 0 else { return 1 }
        return min(value, maxPointScaleFactor)
    }

    /// A measure function's answer along one axis: NaN, negative and infinite answers count as 0.
    @inline(__always) static func measured(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(0, value), maxLength) : 0
    }
}

extension FlexStyle {
    /// `flexGrow` as the layout reads it (``FlexLimits/factor(_:)``).
    var growFactor: CGFloat { FlexLimits.factor(flexGrow) }
    /// `flexShrink` as the layout reads it (``FlexLimits/factor(_:)``).
    var shrinkFactor: CGFloat { FlexLimits.factor(flexShrink) }
    /// `aspectRatio` as the layout reads it: none when NaN, infinite, zero or negative, within
    /// 1 / ``FlexLimits/maxFactor`` … ``FlexLimits/maxFactor`` otherwise.
    var usableAspectRatio: CGFloat? {
        guard let ratio = aspectRatio, ratio.isFinite, ratio > 0 else { return nil }
        return min(max(ratio, 1 / FlexLimits.maxFactor), FlexLimits.maxFactor)
    }
}
