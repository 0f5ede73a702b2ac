import Foundation

/// The reading direction that resolves `leading` and `trailing`.
///
/// Directions are resolved when a layout *runs*, never when a layout value is
/// built, so one scheme can be laid out in both directions side by side:
///
/// ```swift
/// let ltr = scheme.snapshot(for: bounds, direction: .leftToRight)
/// let rtl = scheme.snapshot(for: bounds, direction: .rightToLeft)
/// ```
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft

    /// The direction given by `CGLConfiguration.default.isRTLMode` at the moment of the call.
    @inlinable public static var current: LayoutDirection {
        defaultIsRTL() ? .rightToLeft : .leftToRight
    }

    /// `true` for ``rightToLeft``.
    public var isRightToLeft: Bool { self == .rightToLeft }
}

/// Global configuration kept for compatibility with the original CGLayout.
///
/// Prefer passing a ``LayoutDirection`` to `layout(direction:)` and
/// `snapshot(for:direction:)`: the global is read only when no direction is given,
/// and it is read at the moment layout runs, so flipping it affects existing
/// schemes on their next pass.
///
/// ```swift
/// CGLConfiguration.default.isRTLMode = true
/// scheme.layout()   // leading/trailing now resolve right-to-left
/// ```
public final class CGLConfiguration: @unchecked Sendable {
    /// The shared configuration.
    public static let `default` = CGLConfiguration(isDefault: true)

    private let rtl = AtomicFlag(false)
    /// The shared configuration keeps its switch where ``LayoutDirection/current`` reads it.
    private let isDefault: Bool

    /// Creates a configuration; left-to-right by default.
    public init() { isDefault = false }

    private init(isDefault: Bool) { self.isDefault = isDefault }

    /// Whether `leading`/`trailing` resolve right-to-left when no explicit direction is given.
    public var isRTLMode: Bool {
        get {
            if isDefault { return defaultIsRTL() }
            return rtl.current
        }
        set {
            if isDefault { defaultRTLFlag.store(newValue, ordering: .releasing); return }
            rtl.current = newValue
        }
    }

    /// The direction equivalent of ``isRTLMode``.
    public var layoutDirection: LayoutDirection {
        isRTLMode ? .rightToLeft : .leftToRight
    }
}
